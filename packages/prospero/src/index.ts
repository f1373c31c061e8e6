/**
 * @urikit/prospero: the prospero URI scheme, RFC 4157.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a prospero URI (RFC 4157). */
export interface ProsperoParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 1525 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('PROSPERO', {});

/** The prospero scheme plugin (RFC 4157). */
export const prospero = defineScheme({
  name: 'prospero',
  defaultPort: 1525,
  errors: fail,
  parse(uri: Uri): ProsperoParts {
    const { host, port } = readServer(uri, { rule: 'RFC 4157 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: ProsperoParts): Uri =>
    serialize({
      scheme: 'prospero',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
