/**
 * Small DOM builders for the playground. Text always goes in as `textContent` (never HTML), so
 * no input, however hostile, becomes markup.
 */
import type { Shown } from '../src/display.js';
import type { ErrorView, Outcome } from '../src/outcome.js';

type Child = Node | string | undefined | false;

/** An element with classes, attributes and children (strings become text nodes). */
export function h(
  tag: string,
  attrs: Readonly<Record<string, string>> = {},
  ...children: readonly Child[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'class') el.className = value;
    else el.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

const C0_LAST = 0x1f;
const DELETE = 0x7f;
/** U+2400 SYMBOL FOR NULL: the Control Pictures block draws C0 controls (U+2400 + code). */
const CONTROL_PICTURES = 0x2400;
/** U+2421 SYMBOL FOR DELETE. */
const DELETE_PICTURE = 0x2421;

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= C0_LAST || c === DELETE) return true;
  }
  return false;
}

/**
 * Text with C0 controls and DEL drawn as their Control Pictures (one character for one, so
 * offsets stay where they were): a CR, LF, TAB or NUL in a URI is the point of many findings.
 */
export function visible(text: string): string {
  if (!hasControl(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= C0_LAST) out += String.fromCharCode(CONTROL_PICTURES + c);
    else if (c === DELETE) out += String.fromCharCode(DELETE_PICTURE);
    else out += text[i];
  }
  return out;
}

/** A component value: absent and empty are told apart (RFC 3986 §5.3). */
export function componentValue(value: string | undefined): HTMLElement {
  if (value === undefined) return h('span', { class: 'absent' }, 'absent');
  if (value === '') return h('span', { class: 'empty' }, 'empty');
  return h('code', { class: 'value' }, visible(value));
}

/** How far on each side of an error's index the excerpt reaches. */
const EXCERPT_REACH = 40;

/** What tells one error from another: the same code at the same index of the same text. */
export const errorKey = (error: ErrorView): string => `${error.code}@${error.index}@${error.input}`;

/** A bug: something other than a `UriError` was thrown. */
function bugOf(error: ErrorView): HTMLElement {
  return h(
    'div',
    { class: 'error bug', role: 'alert' },
    h('p', {}, 'urikit threw something other than a UriError (a bug, please report it): '),
    h('code', {}, visible(error.message)),
  );
}

/**
 * An error: its code, its rule (with the RFC section), and the input with a caret under the
 * character at its index (the end of the input when something is missing there). `brief`: the
 * code and index only, for an error the Validity panel shows in full.
 */
export function errorOf(error: ErrorView, brief = false): HTMLElement {
  if (error.bug) return bugOf(error);
  const { input, index } = error;
  if (brief) {
    return h(
      'p',
      { class: 'error brief', 'data-key': errorKey(error) },
      h('code', { class: 'code' }, error.code),
      ` at index ${index}: the input is not valid (see Validity)`,
    );
  }
  const start = Math.max(0, index - EXCERPT_REACH);
  const end = Math.min(input.length, index + 1 + EXCERPT_REACH);
  const at = index < input.length ? visible(input.slice(index, index + 1)) : ' ';
  return h(
    'div',
    { class: 'error', 'data-key': errorKey(error) },
    h(
      'p',
      {},
      h('code', { class: 'code' }, error.code),
      ' ',
      h('span', { class: 'rule' }, error.rule),
    ),
    h(
      'pre',
      { class: 'excerpt', 'aria-label': `the input, with a caret under index ${index}` },
      start > 0 ? '…' : '',
      visible(input.slice(start, index)),
      h('mark', { class: 'caret', 'data-index': String(index), title: `index ${index}` }, at),
      visible(input.slice(index + 1, end)),
      end < input.length ? '…' : '',
    ),
    h(
      'p',
      { class: 'at' },
      `at index ${index}${index >= input.length ? ' (the end of the input)' : ''}`,
    ),
  );
}

/** An outcome: its value drawn by `draw`, or its error. */
export function outcomeOf<T>(outcome: Outcome<T>, draw: (value: T) => Child): Child {
  return outcome.ok ? draw(outcome.value) : errorOf(outcome.error);
}

/** A value of a plugin's parts or of a helper's answer. */
export function shownOf(value: Shown): HTMLElement {
  switch (value.kind) {
    case 'absent':
      return h('span', { class: 'absent' }, 'absent');
    case 'not-utf8':
      return h('span', { class: 'note' }, `not UTF-8: the octets are in ${value.bytesKey}`);
    case 'text':
      return value.text === ''
        ? h('span', { class: 'empty' }, 'empty')
        : h('code', { class: 'value' }, visible(value.text));
    case 'number':
    case 'boolean':
      return h('code', { class: 'value number' }, value.text);
    case 'bytes':
      return h(
        'span',
        { class: 'bytes' },
        h('code', { class: 'value' }, value.text),
        h('span', { class: 'note' }, ` ${value.count} octet${value.count === 1 ? '' : 's'}`),
      );
    case 'list':
      return value.items.length === 0
        ? h('span', { class: 'empty' }, 'empty list')
        : h(
            'ol',
            { class: 'list', start: '0' },
            ...value.items.map((item) => h('li', {}, shownOf(item))),
          );
    case 'pairs':
      return h(
        'dl',
        { class: 'record pairs' },
        ...value.entries.flatMap(([key, v]) => [
          h('dt', {}, h('code', {}, visible(key))),
          h('dd', {}, shownOf(v)),
        ]),
      );
    case 'record':
      return h(
        'dl',
        { class: 'record' },
        ...value.entries.flatMap(([key, v]) => [h('dt', {}, key), h('dd', {}, shownOf(v))]),
      );
  }
}
