// The test set-up news and nntp share. RFC 5538 defines both schemes with one group rule;
// @urikit/nntp takes that rule from @urikit/news, and its tests take their set-up from here:
// generated parts, hostile text, the shared findings of a server, the vector rows of a scheme.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { loadVectors, sharedDir } from '../../../test-support/vectors.js';

export const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Strings of up to 10 of `chars`. */
export const text = (chars: readonly string[], minLength = 0): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...chars), { minLength, maxLength: 10 }).map((a) => a.join(''));

// RFC 3977 §4.1 wildmat-exact without the wildcards and without "@" (no RFC 5536 §3.1.4
// newsgroup-name holds it), and non-ASCII (RFC 5538 §6).
const GROUP_CHARS = [...ALNUM, ...'.-+_~:;=&$\'()/%#"<>^`{|}', 'é', '中', '😀'];

/** A group: with `wildcards` a news wildmat (RFC 5538 §4), without an nntp group (§3). */
export const group = (wildcards: boolean): fc.Arbitrary<string> =>
  text(wildcards ? [...GROUP_CHARS, '*', '?'] : GROUP_CHARS, 1).filter(
    (g) => g !== '.' && g !== '..',
  );

/** Userinfo text of any kind but CR, LF and NUL (RFC 3977 §3.1). */
export const login = text([...ALNUM, ...':@/%?#[] é']);

/** A server (RFC 5538 §2.1, §4) as parts hold it: host as written, port, user, password. */
export const server = fc
  .record({
    host: fc.oneof(
      fc.constantFrom('news.server.example', 'h', '[::1]', '[v1.x]', '192.0.2.1', 'caf%C3%A9'),
      fc.domain(),
    ),
    port: fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
    login: fc.option(fc.tuple(login, fc.option(login, { nil: undefined })), { nil: undefined }),
  })
  .map(({ host, port, login: l }) => ({ host, port, user: l?.[0], password: l?.[1] }));

/** Text a caller may hand to `commands`: anything, and the pieces of an RFC 3977 §3.1 injection. */
export const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('\r', '\n', '\0', '\r\nQUIT', '%0D', 'a@b', '*', '?', '..', ' ', '\t', '\ud800'),
);

/**
 * The findings every scheme shares (the core's) for `news://u:p@h:25/…` and `nntp://u:p@h:25/…`:
 * a password (RFC 5538 §7: sent in the clear) and port 25, another protocol's (RFC 1738 §6).
 */
export const PASSWORD_AND_PORT_25 = [
  {
    code: 'URI_PASSWORD',
    message: 'RFC 3986 §7.5: password',
    severity: 'warning',
    index: 9,
    component: 'userinfo',
  },
  {
    code: 'URI_OTHER_PROTOCOL_PORT',
    message: 'RFC 3986 §7.2: other protocol port (25)',
    severity: 'error',
    index: 13,
    component: 'port',
  },
] as const;

export type Row = Record<string, unknown> & { input?: string; scheme?: string };

/** The rows of a vector file (shared/vectors) whose scheme is one of `schemes`. */
export function vectorRows(file: string, schemes: readonly string[]): Row[] {
  return loadVectors<Row>(file).cases.filter((c) => {
    const scheme = c.scheme ?? c.input?.slice(0, c.input.indexOf(':')).toLowerCase();
    return scheme !== undefined && schemes.includes(scheme);
  });
}

/** The names of the vector files (all of them, more than 40) with a row whose JSON matches. */
export function vectorFilesMatching(pattern: RegExp): string[] {
  const names = readdirSync(join(sharedDir, 'vectors'))
    .filter((f) => f.endsWith('.json') && f !== 'INDEX.json')
    .map((f) => f.slice(0, -'.json'.length))
    // readdirSync's order is the file system's (Node happens to sort, Bun does not): sorted.
    .sort();
  if (names.length <= 40) throw new Error(`only ${names.length} vector files`);
  return names.filter((name) =>
    loadVectors<Row>(name).cases.some((c) => pattern.test(JSON.stringify(c))),
  );
}
