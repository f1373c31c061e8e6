/**
 * What a URI of each scheme stands for in its protocol, read with the scheme packages' own
 * helpers (each package's README): the FTP commands (RFC 1738 §3.2.2), the gopher request line
 * (RFC 4266 §2.1–§2.3), the mail template (RFC 6068 §3, §4), the NNTP commands (RFC 3977,
 * RFC 5538), the telnet session (RFC 4248 §2), the WAIS and Prospero requests (RFC 4156 §2,
 * RFC 4157 §2), the file path on POSIX and Windows (RFC 8089 Appendix E), and the http origin
 * and request target (RFC 6454 §6.2, RFC 9112 §3.2.1). Each helper runs through `attempt`: the
 * refusals (an encoded CR LF that would end a protocol line, a UNC host on POSIX…) are shown.
 */

import { toPath } from 'urikit/file';
import { commands as ftpCommands } from 'urikit/ftp';
import { toRequest as gopherRequest } from 'urikit/gopher';
import { origin, requestTarget } from 'urikit/http';
import { toMessage } from 'urikit/mailto';
import { commands as newsCommands } from 'urikit/news';
import { commands as nntpCommands } from 'urikit/nntp';
import { toRequest as prosperoRequest } from 'urikit/prospero';
import { toSession } from 'urikit/telnet';
import { toRequest as waisRequest } from 'urikit/wais';
import { type Shown, show } from './display.js';
import { attempt, type Outcome } from './outcome.js';

/** One helper: what it answers, and the scheme package function that answers it. */
interface Helper {
  readonly label: string;
  readonly read: (uri: string) => unknown;
}

/** One helper's answer, as the page shows it. */
export interface HelperView {
  readonly label: string;
  readonly outcome: Outcome<Shown>;
}

const HTTP_HELPERS: readonly Helper[] = [
  { label: 'origin (RFC 6454 §6.2)', read: (u) => origin(u) },
  { label: 'request target (RFC 9112 §3.2.1)', read: (u) => requestTarget(u) },
];

/** The helpers of each scheme, by scheme name. */
const HELPERS: Readonly<Record<string, readonly Helper[]>> = {
  http: HTTP_HELPERS,
  https: HTTP_HELPERS,
  ftp: [{ label: 'FTP commands (RFC 1738 §3.2.2)', read: (u) => ftpCommands(u) }],
  gopher: [{ label: 'gopher request (RFC 4266 §2.1–§2.3)', read: (u) => gopherRequest(u) }],
  mailto: [{ label: 'message template (RFC 6068 §3, §4)', read: (u) => toMessage(u) }],
  news: [{ label: 'NNTP commands (RFC 5538 §2, RFC 3977)', read: (u) => newsCommands(u) }],
  nntp: [{ label: 'NNTP commands (RFC 5538 §3, RFC 3977)', read: (u) => nntpCommands(u) }],
  telnet: [{ label: 'telnet session (RFC 4248 §2)', read: (u) => toSession(u) }],
  wais: [{ label: 'WAIS request (RFC 4156 §2)', read: (u) => waisRequest(u) }],
  prospero: [{ label: 'Prospero request (RFC 4157 §2)', read: (u) => prosperoRequest(u) }],
  file: [
    { label: 'path on POSIX (RFC 8089 §2)', read: (u) => toPath(u, { platform: 'posix' }) },
    { label: 'path on Windows (RFC 8089 E.2)', read: (u) => toPath(u, { platform: 'win32' }) },
  ],
};

/** The helpers' answers for a URI of `scheme` (lower case); none for a scheme without helpers. */
export function helperViews(scheme: string, uri: string): readonly HelperView[] {
  const helpers = Object.hasOwn(HELPERS, scheme) ? HELPERS[scheme] : undefined;
  return Object.freeze(
    (helpers ?? []).map((h) =>
      Object.freeze({ label: h.label, outcome: attempt(() => show(h.read(uri))) }),
    ),
  );
}
