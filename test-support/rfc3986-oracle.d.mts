// Types of rfc3986-oracle.mjs for the TypeScript tests.

/** The components the oracle reads (RFC 3986 §3, Appendix B), the host kind by §3.2.2. */
export interface OracleComponents {
  scheme: string | undefined;
  userinfo: string | undefined;
  /** The host as written; an IP-literal without its brackets. */
  host: string | undefined;
  hostKind: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** The components of `input` when it is an RFC 3986 URI-reference, else `undefined`. */
export function oracleParse(input: string): OracleComponents | undefined;

/** The component names compared, in the order of §3. */
export const COMPONENTS: readonly (keyof OracleComponents)[];
