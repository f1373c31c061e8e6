/**
 * @urikit/wais: the wais URI scheme, RFC 4156.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a wais URI (RFC 4156). */
export interface WaisParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 210 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('WAIS', {});

/** The wais scheme plugin (RFC 4156). */
export const wais = defineScheme({
  name: 'wais',
  defaultPort: 210,
  errors: fail,
  parse(uri: Uri): WaisParts {
    const { host, port } = readServer(uri, { rule: 'RFC 4156 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: WaisParts): Uri =>
    serialize({
      scheme: 'wais',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
