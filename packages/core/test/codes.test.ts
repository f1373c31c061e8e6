import { describe, expect, it } from 'vitest';
import { codes } from '../src/plugin.js';

// Each name with the character it names (RFC 20, US-ASCII), written as the character itself.
const NAMED: [keyof typeof codes, string][] = [
  ['nul', '\0'],
  ['horizontalTab', '\t'],
  ['lf', '\n'],
  ['cr', '\r'],
  ['space', ' '],
  ['exclamationMark', '!'],
  ['quotationMark', '"'],
  ['numberSign', '#'],
  ['percentSign', '%'],
  ['ampersand', '&'],
  ['asterisk', '*'],
  ['comma', ','],
  ['dot', '.'],
  ['slash', '/'],
  ['digit0', '0'],
  ['digit2', '2'],
  ['digit5', '5'],
  ['digit9', '9'],
  ['colon', ':'],
  ['equalsTo', '='],
  ['questionMark', '?'],
  ['atSign', '@'],
  ['uppercaseA', 'A'],
  ['uppercaseF', 'F'],
  ['uppercaseZ', 'Z'],
  ['leftSquareBracket', '['],
  ['backslash', '\\'],
  ['rightSquareBracket', ']'],
  ['lowercaseA', 'a'],
  ['lowercaseF', 'f'],
  ['lowercaseV', 'v'],
  ['lowercaseZ', 'z'],
  ['tilde', '~'],
  ['delete', '\x7f'],
];

describe('codes: the character codes plugins share (@urikit/core/plugin)', () => {
  it('RFC 20: each name is the US-ASCII code of the character it names', () => {
    for (const [name, char] of NAMED)
      expect([name, codes[name]]).toEqual([name, char.charCodeAt(0)]);
    expect(Object.keys(codes).sort()).toEqual(NAMED.map(([name]) => name).sort());
  });

  it('is frozen', () => {
    expect(Object.isFrozen(codes)).toBe(true);
  });
});
