/**
 * @urikit/gopher: the gopher URI scheme, RFC 4266.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a gopher URI (RFC 4266). */
export interface GopherParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 70 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('GOPHER', {});

/** The gopher scheme plugin (RFC 4266). */
export const gopher = defineScheme({
  name: 'gopher',
  defaultPort: 70,
  errors: fail,
  parse(uri: Uri): GopherParts {
    const { host, port } = readServer(uri, { rule: 'RFC 4266 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: GopherParts): Uri =>
    serialize({
      scheme: 'gopher',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
