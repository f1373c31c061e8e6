// Issue 23, S4: the form of wais parts is one of the three of RFC 4156 §2; another value is
// INVALID_ARGUMENT, never silently the database form.
import { UriError } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRequest, type WaisParts, wais } from '../src/index.js';

const FORMS = ['database', 'search', 'document'];
// Every field of every form, so that each form has what it needs.
const withForm = (form: unknown): WaisParts =>
  ({
    form,
    host: 'h',
    database: 'src',
    search: 'q',
    wtype: 'TEXT',
    wpath: 'doc',
  }) as unknown as WaisParts;

describe('issue 23 S4: the form of wais parts (RFC 4156 §2)', () => {
  it("RFC 4156 §2: wais.format({ form: 'bogus' }) is INVALID_ARGUMENT, not the database form", () => {
    // Before: 'wais://h/src'.
    expectUriError(() => wais.format(withForm('bogus')), 'INVALID_ARGUMENT', 0);
    expectUriError(() => toRequest(withForm('bogus')), 'INVALID_ARGUMENT', 0);
    for (const bad of ['', 'Database', 'SEARCH', ' document', 0, null, undefined, {}, ['search']]) {
      expectUriError(() => wais.format(withForm(bad)), 'INVALID_ARGUMENT', 0);
    }
  });

  it('RFC 4156 §2: for every string or value as form, format refuses it or writes that form', () => {
    const form = fc.oneof(
      fc.constantFrom(...FORMS),
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(form, (f) => {
        try {
          const uri = wais.format(withForm(f));
          expect(FORMS).toContain(f);
          expect(wais.parse(uri).form).toBe(f);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          expect(FORMS).not.toContain(f);
          expect((e as UriError).code).toBe('INVALID_ARGUMENT');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
