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

/**
 * Control characters shown as their Unicode control pictures (one column each): the caret
 * stays under the character it points at, and decoded data cannot send escape sequences to a
 * terminal.
 */
export function visible(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 0x20 ? String.fromCharCode(0x2400 + c) : c === 0x7f ? '\u2421' : text[i];
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
  const column = before.length + Math.max(0, index - start);
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
    `${p.bold(`urikit ${command}:`)} ${where}: ${p.red(error.code)}${rule ? ` (${rule})` : ''}\n` +
    `  ${line}\n  ${mark}\n  ${ruleText(error.message)}\n`
  );
}

/** The `error` member of an NDJSON object. */
export function errorJson(error: ErrorLike): string {
  const rule = ruleOf(error.message);
  return (
    `{"code":${JSON.stringify(error.code)},"index":${error.index},"message":${JSON.stringify(error.message)}` +
    (error.component === undefined ? '' : `,"component":${JSON.stringify(error.component)}`) +
    (rule === undefined ? '' : `,"rule":${JSON.stringify(rule)}`) +
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
    if (!octets) return JSON.stringify(parts);
  }
  return JSON.stringify(parts, replacer);
}
