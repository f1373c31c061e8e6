// RFC 3977 §3.1: whatever parts or text a caller hands to `commands`, a command line never holds
// a CR, LF or NUL (fast-check), and what it sends is what the URI says.
import { UriError } from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands, type NewsParts, news } from '../src/index.js';
import { hostile } from './support.js';

const isSafe = (line: string) => !/[\r\n\0]/.test(line);

describe('properties', () => {
  it('RFC 3977 §3.1: commands of any parts are refused with a UriError or free of CR, LF, NUL', () => {
    const parts = fc.oneof(
      fc.record({ kind: fc.constant('article' as const), messageId: hostile.map((t) => `${t}@x`) }),
      fc.record({ kind: fc.constant('newsgroups' as const), group: hostile }),
    );
    fc.assert(
      fc.property(parts, fc.option(hostile, { nil: undefined }), (p, user) => {
        const input: NewsParts = user === undefined ? p : { ...p, host: 'h', user };
        try {
          const lines = commands(input);
          expect(lines.every(isSafe)).toBe(true);
          // What is sent is what the parts say.
          const text = lines[0]!;
          if (p.kind === 'article') expect(text).toBe(`ARTICLE <${p.messageId}>`);
          else expect(text.endsWith(p.group) || text === 'LIST ACTIVE').toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('RFC 5538 §4: commands of text agree with commands of its parts', () => {
    const text = fc
      .array(fc.constantFrom('a', '.', '*', '%3F', '@', '%5B', '%5D', 'x', '%0A', '%C3%A9', '/'), {
        maxLength: 8,
      })
      .map((a) => `news:${a.join('')}`);
    fc.assert(
      fc.property(text, (t) => {
        const r = news.tryParse(t);
        if (!r.ok) return;
        expect(commands(r.value)).toEqual(commands(t));
      }),
      { numRuns: 300 },
    );
  });
});
