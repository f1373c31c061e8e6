// What the command writes: NDJSON objects, and error reports a person can act on (the input,
// a caret under the offending character, the code, the rule and its section).

/** The colours of a stream: escape sequences, or nothing. */
export interface Paint {
  readonly red: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
}

const plain = (s: string) => s;
const sgr = (code: string) => (s: string) => `\x1b[${code}m${s}\x1b[0m`;

/** Colours when `on`, else the identity. */
export function paint(on: boolean): Paint {
  return on
    ? { red: sgr('31'), yellow: sgr('33'), dim: sgr('2'), bold: sgr('1') }
    : { red: plain, yellow: plain, dim: plain, bold: plain };
}

/** What an error looks like to the command: a `UriError`, or the command's own (line too long). */
export interface ErrorLike {
  readonly code: string;
  readonly index: number;
  readonly message: string;
  readonly component?: string | undefined;
  /** The text the index points into, when it is not the input itself (a base URI). */
  readonly input?: string | undefined;
}

/** The message without the excerpt the core appends (`… (at index 21: "…")`): the caret shows it. */
export function ruleText(message: string): string {
  const at = message.lastIndexOf(' (at index ');
  return at < 0 ? message : message.slice(0, at);
}

/** The rule's reference in a message (`RFC 3986 §3.2.3`), when it names one. */
export function ruleOf(message: string): string | undefined {
  const at = message.indexOf('RFC ');
  if (at < 0) return undefined;
  let end = at + 4;
  while (end < message.length && message.charCodeAt(end) >= 48 && message.charCodeAt(end) <= 57)
    end++;
  if (end === at + 4 || message[end] !== ' ' || message[end + 1] !== '§')
    return message.slice(at, end);
  end += 2;
  while (end < message.length) {
    const c = message.charCodeAt(end) | 0x20;
    const digit = c >= 0x30 && c <= 0x39;
    if (!digit && !(c >= 0x61 && c <= 0x7a) && c !== 0x2e) break;
    end++;
  }
  if (message[end - 1] === '.') end--;
  return message.slice(at, end);
}

// Characters a terminal acts on rather than shows, by range (code points):
// - C0 controls U+0000–U+001F and DEL U+007F (ISO 6429; ESC starts escape sequences): shown as
//   their Unicode control pictures (U+2400–U+241F, U+2421), one column each;
// - C1 controls U+0080–U+009F (ISO 6429 §5.2: U+009B is CSI, U+009D OSC, 8-bit forms of
//   ESC [ and ESC ]), which have no pictures;
// - the bidirectional formatting characters of Unicode UAX #9 §2 (U+061C ALM, U+200E LRM,
//   U+200F RLM, U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates), which reorder
//   what follows them on the line ("Trojan Source", CVE-2021-42574).
// The last two are shown as "<U+XXXX>".
const C0_END = 0x20;
const DEL = 0x7f;
const C1_END = 0x9f;
const ARABIC_LETTER_MARK = 0x061c;
const LRM = 0x200e;
const RLM = 0x200f;
const LRE = 0x202a;
const RLO = 0x202e;
const LRI = 0x2066;
const PDI = 0x2069;
const CONTROL_PICTURES = 0x2400;
const DEL_PICTURE = '\u2421';

/** True for a C1 control (U+0080–U+009F) or a bidi formatting character (UAX #9 §2). */
export function isHiddenControl(c: number): boolean {
  return (
    (c >= DEL + 1 && c <= C1_END) ||
    c === ARABIC_LETTER_MARK ||
    c === LRM ||
    c === RLM ||
    (c >= LRE && c <= RLO) ||
    (c >= LRI && c <= PDI)
  );
}

/** How one character of `text` at `i` is shown (itself, a control picture or `<U+XXXX>`). */
const shown = (text: string, i: number): string => {
  const c = text.charCodeAt(i);
  if (c < C0_END) return String.fromCharCode(CONTROL_PICTURES + c);
  if (c === DEL) return DEL_PICTURE;
  if (isHiddenControl(c)) return `<U+${c.toString(16).toUpperCase().padStart(4, '0')}>`;
  return text[i]!;
};

/** True when `c` is one of the characters `visible` rewrites. */
const needsEscape = (c: number): boolean => c < C0_END || c === DEL || isHiddenControl(c);

/**
 * Text safe to write to a terminal, the one escaping every human output of the command goes
 * through: C0 controls and DEL as their Unicode control pictures (`\x1b` → `␛`), C1 controls
 * and bidi formatting characters as `<U+XXXX>` (`\u009b` → `<U+009B>`), every other character
 * as it is. `text` itself when it holds none.
 *
 * @example
 * ```ts
 * visible('a\x1b[31mb'); // 'a␛[31mb'
 * visible('x\u202Ey'); // 'x<U+202E>y'
 * ```
 */
export function visible(text: string): string {
  let i = 0;
  while (i < text.length && !needsEscape(text.charCodeAt(i))) i++;
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (; i < text.length; i++) out += shown(text, i);
  return out;
}

/**
 * JSON text of `value` (JSON.stringify) with C1 controls and bidi formatting characters written
 * as `\uXXXX` escapes too (RFC 8259 §7 allows any character escaped): the same data, and no
 * line of NDJSON that a terminal would act on. C0 controls are escaped by JSON.stringify.
 */
export function safeJson(
  value: unknown,
  replacer?: (key: string, value: unknown) => unknown,
): string {
  // JSON.stringify gives undefined only for a value JSON has no text for (not a part's).
  const text = JSON.stringify(value, replacer as never) ?? 'null';
  let i = 0;
  while (i < text.length && !isHiddenControl(text.charCodeAt(i))) i++;
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += isHiddenControl(c) ? `\\u${c.toString(16).padStart(4, '0')}` : text[i];
  }
  return out;
}

const WIDTH = 76;

/** The input (a window of it, when long) and a caret line under `index`. */
export function caret(input: string, index: number, p: Paint): [string, string] {
  let start = 0;
  let end = input.length;
  if (input.length > WIDTH) {
    start = Math.max(0, Math.min(index - (WIDTH >> 1), input.length - WIDTH));
    end = Math.min(input.length, start + WIDTH);
  }
  const before = start > 0 ? '…' : '';
  const after = end < input.length ? '…' : '';
  const line = before + visible(input.slice(start, end)) + after;
  // Under the character at `index`, as shown: an escape before it is wider than one column.
  const column = before.length + visible(input.slice(start, Math.max(start, index))).length;
  return [line, `${' '.repeat(column)}${p.red('^')}`];
}

/**
 * An error report for stderr:
 *
 * ```text
 * urikit parse: line 3: INVALID_PORT (RFC 3986 §3.2.3)
 *   http://example.com:8o/
 *                       ^
 *   "o" (U+006F) not allowed by RFC 3986 §3.2.3 port
 * ```
 */
export function errorReport(
  command: string,
  where: string,
  input: string,
  error: ErrorLike,
  p: Paint,
): string {
  const rule = ruleOf(error.message);
  const [line, mark] = caret(error.input ?? input, error.index, p);
  return (
    `${p.bold(`urikit ${command}:`)} ${visible(where)}: ${p.red(visible(error.code))}${rule ? ` (${visible(rule)})` : ''}\n` +
    `  ${line}\n  ${mark}\n  ${visible(ruleText(error.message))}\n`
  );
}

/** The `error` member of an NDJSON object. */
export function errorJson(error: ErrorLike): string {
  const rule = ruleOf(error.message);
  return (
    `{"code":${safeJson(error.code)},"index":${error.index},"message":${safeJson(error.message)}` +
    (error.component === undefined ? '' : `,"component":${safeJson(error.component)}`) +
    (rule === undefined ? '' : `,"rule":${safeJson(rule)}`) +
    '}'
  );
}

const HEX = '0123456789abcdef';

/** Octets as lower-case hex, two digits each: how NDJSON writes a `Uint8Array` part. */
export function hex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]! >> 4]! + HEX[bytes[i]! & 15]!;
  return out;
}

const replacer = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? hex(value) : value;

/** A scheme's parts as JSON: `undefined` members left out, `Uint8Array` octets as hex. */
export function partsJson(parts: unknown): string {
  // The native fast path when no member holds octets (the replacer makes JSON.stringify slow).
  if (typeof parts === 'object' && parts !== null && !Array.isArray(parts)) {
    let octets = false;
    for (const key in parts) {
      if ((parts as Record<string, unknown>)[key] instanceof Uint8Array) octets = true;
    }
    if (!octets) return safeJson(parts);
  }
  return safeJson(parts, replacer);
}
