/**
 * @urikit/telnet: the telnet URI scheme, RFC 4248.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a telnet URI (RFC 4248). */
export interface TelnetParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 23 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('TELNET', {});

/** The telnet scheme plugin (RFC 4248). */
export const telnet = defineScheme({
  name: 'telnet',
  defaultPort: 23,
  errors: fail,
  parse(uri: Uri): TelnetParts {
    const { host, port } = readServer(uri, { rule: 'RFC 4248 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: TelnetParts): Uri =>
    serialize({
      scheme: 'telnet',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
