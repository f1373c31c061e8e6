/**
 * @urikit/data: the data URI scheme, RFC 2397.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core/plugin';

/** The parts of a data URI (RFC 2397). */
export interface DataParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, `undefined` when absent or empty. */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('DATA', {});

/** The data scheme plugin (RFC 2397). */
export const data = defineScheme({
  name: 'data',
  errors: fail,
  parse(uri: Uri): DataParts {
    const { host, port } = readServer(uri, { rule: 'RFC 2397 §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: DataParts): Uri =>
    serialize({ scheme: 'data', host: parts.host, port: parts.port, path: '', fragment: parts.fragment }),
});
