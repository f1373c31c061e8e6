// Third-party vectors (../shared/vectors, see its README): every row that touches the nntp
// scheme runs. A row we do not follow is in an exception list with its reason; the test checks
// that the row still exists and that our answer really differs, so an exception can neither rot
// nor hide a pass.
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { vectorFilesMatching, vectorRows } from '../../news/test/support.js';
import { nntp } from '../src/index.js';

/** The rows of a vector file whose scheme is nntp or nntps. */
const rows = (file: string) => vectorRows(file, ['nntp', 'nntps']);

describe('perl-uri.scheme-specific (libwww-perl URI::nntp, a URI::news subclass)', () => {
  const found = rows('perl-uri.scheme-specific');
  // Perl accepts an nntp URL without a server; RFC 5538 §2.1 requires a non-empty one, the
  // authority is missing right after "nntp:".
  const exceptions: Record<string, [code: string, index: number]> = {
    'nntp:no.perl': ['MISSING_AUTHORITY', 5],
  };
  // nntps (NNTP over TLS, port 563) is another scheme, out of this package's scope.
  const otherSchemes = ['nntps://nntps.online.no/no.perl'];

  it('has the rows this test knows of', () => {
    expect(found.map((r) => r.input)).toEqual(['nntp:no.perl', 'nntps://nntps.online.no/no.perl']);
  });

  it.each(found.map((r) => [r.input!] as const))('%s', (input) => {
    if (otherSchemes.includes(input)) {
      expectUriError(() => nntp.parse(input), 'WRONG_SCHEME', 0);
      return;
    }
    const exception = exceptions[input];
    expect(exception, 'a row we follow needs its check here').toBeDefined();
    expectUriError(() => nntp.parse(input), ...exception!);
    // What Perl reads (group no.perl, port 119) is what the RFC form with a server gives.
    expect(nntp.parse('nntp://h/no.perl')).toMatchObject({ group: 'no.perl' });
    expect(nntp.defaultPort).toBe(119);
  });
});

describe('every vector file', () => {
  it('perl-uri.scheme-specific is the only file with a row naming nntp', () => {
    expect(vectorFilesMatching(/nntps?:/i)).toEqual(['perl-uri.scheme-specific']);
  });
});
