// The generators the plugins' law suites share (RFC 3986 §2.2, §3.2.2, §3.5; RFC 3629).

import { parse } from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/index.js';
import {
  examples,
  fieldText,
  octets,
  serverHost,
  serverPort,
  spellAgain,
  textOf,
  uriFragment,
} from '../src/index.js';

examples(new URL('../src/arbitraries.ts', import.meta.url), {
  modules: { '@urikit/testkit': kit, 'fast-check': fc },
  context: { fc, fieldText, spellAgain, textOf },
});

describe('test kit generators', () => {
  it('RFC 3629: textOf refuses octets that are not UTF-8 (overlong, lone continuation, surrogate)', () => {
    expect(textOf(new Uint8Array([0xc0, 0xaf]))).toBeUndefined();
    expect(textOf(new Uint8Array([0x80]))).toBeUndefined();
    expect(textOf(new Uint8Array([0xed, 0xa0, 0x80]))).toBeUndefined();
    expect(textOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('\uFEFFA');
  });

  it('fieldText: lengths and exclusions are honoured, and the delimiters of RFC 3986 §2.2 appear', () => {
    const samples = fc.sample(fieldText({ minLength: 2, maxLength: 4, exclude: ['\0', '/'] }), 400);
    for (const s of samples) {
      expect(s.includes('\0') || s.includes('/')).toBe(false);
    }
    const all = samples.join('');
    for (const c of ['?', '#', '%', ';', '@', '\r', 'é']) expect(all).toContain(c);
  });

  it('RFC 3986 §3.2.2, §3.5: every host and fragment generated stands in a URI as written', () => {
    fc.assert(
      fc.property(serverHost, serverPort, uriFragment, (host, port, fragment) => {
        const text = `x://${host}${port === undefined ? '' : `:${port}`}/${fragment === undefined ? '' : `#${fragment}`}`;
        const uri = parse(text);
        expect(uri.hostText).toBe(host);
        expect(uri.fragment).toBe(fragment);
      }),
    );
  });

  it('octets: both UTF-8 and non-UTF-8 octet strings are generated', () => {
    const kinds = new Set(fc.sample(octets, 300).map((b) => textOf(b) === undefined));
    expect(kinds).toEqual(new Set([true, false]));
  });
});

describe('spellAgain', () => {
  it('RFC 3986 §2.1, §6.2.2.2: every spelling decodes to the same octets as the text', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(?:[a-zA-Z0-9/:@._~-]|%[0-9A-Fa-f]{2})*$/),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        (text, seq) => {
          let k = 0;
          const again = spellAgain(text, () => seq[k++ % seq.length]!, '/', /^[a-z0-9]$/i);
          expect(unescape(again)).toBe(unescape(text));
          // "/" is kept literal, and a "%2F" of the text is never decoded
          expect(again.split('/').length).toBe(text.split('/').length);
        },
      ),
    );
  });
});
