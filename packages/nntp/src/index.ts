/**
 * @urikit/nntp: the nntp URI scheme, RFC 5538.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a nntp URI (RFC 5538). */
export interface NntpParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 119 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('NNTP', {});

/** The nntp scheme plugin (RFC 5538). */
export const nntp = defineScheme({
  name: 'nntp',
  defaultPort: 119,
  errors: fail,
  parse(uri: Uri): NntpParts {
    const { host, port } = readServer(uri, { rule: 'RFC 5538 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: NntpParts): Uri =>
    serialize({
      scheme: 'nntp',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
