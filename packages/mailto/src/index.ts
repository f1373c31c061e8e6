/**
 * @urikit/mailto: the mailto URI scheme, RFC 6068.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core';

/** The parts of a mailto URI (RFC 6068). */
export interface MailtoParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty. */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('MAILTO', {});

/** The mailto scheme plugin (RFC 6068). */
export const mailto = defineScheme({
  name: 'mailto',
  errors: fail,
  parse(uri: Uri): MailtoParts {
    const { host, port } = readServer(uri, { rule: 'RFC 6068 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: MailtoParts): Uri =>
    serialize({
      scheme: 'mailto',
      host: parts.host,
      port: parts.port,
      path: '',
      fragment: parts.fragment,
    }),
});
