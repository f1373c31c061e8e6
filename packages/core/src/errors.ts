/**
 * The error codes the core raises. Each is stable: match on `code`, never on `message`.
 * Scheme plugins add their own codes (see {@link UriError.code}).
 */
export type CoreErrorCode =
  /** A URI (RFC 3986 §3) or absolute-URI (§4.3) was required, but the input has no scheme. */
  | 'MISSING_SCHEME'
  /** The scheme is empty, does not start with a letter, or holds a character other than ALPHA / DIGIT / "+" / "-" / "." (§3.1); also a relative reference whose first segment holds ":" (§4.2). */
  | 'INVALID_SCHEME'
  /** A character that the component's ABNF does not allow at that place (§3.2.1, §3.3, §3.4, §3.5). */
  | 'INVALID_CHARACTER'
  /** "%" not followed by two hexadecimal digits (§2.1). */
  | 'INVALID_PERCENT_ENCODING'
  /** Percent-decoded octets that are not well-formed UTF-8 (RFC 3629), from `percentDecode`. */
  | 'INVALID_UTF8'
  /** A lone UTF-16 surrogate that cannot be encoded as UTF-8, from `percentEncode`. */
  | 'INVALID_UNICODE'
  /** A character that a reg-name does not allow (§3.2.2). */
  | 'INVALID_HOST'
  /** An IP-literal that is not closed by "]", is empty, or is followed by something other than ":" port (§3.2.2). */
  | 'INVALID_IP_LITERAL'
  /** An IP-literal that is not one of the nine IPv6address forms (§3.2.2). */
  | 'INVALID_IPV6'
  /** An IP-literal starting with "v" that is not "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2). */
  | 'INVALID_IPVFUTURE'
  /** An RFC 6874 zone identifier ("%25…") in an IPv6 literal, which RFC 3986 alone does not allow. */
  | 'ZONE_ID_NOT_ALLOWED'
  /** A port with a character other than a digit (§3.2.3). */
  | 'INVALID_PORT'
  /** A fragment where an absolute-URI (§4.3) was required. */
  | 'UNEXPECTED_FRAGMENT'
  /** Components that cannot be put together (§5.3, §3.3): an authority with a path that does not start with "/", a path starting with "//" without an authority, a userinfo or port without a host, a first segment with ":" without a scheme. */
  | 'INVALID_COMPOSITION'
  /** A registry was asked for a scheme that no plugin handles. */
  | 'UNKNOWN_SCHEME'
  /** Two plugins for one scheme were given to `createRegistry`. */
  | 'DUPLICATE_SCHEME'
  /** `resolve` with a registry whose plugin for the base's scheme is not hierarchical, for a reference that needs the base's path. */
  | 'NOT_HIERARCHICAL'
  /** A base URI for resolution that is not an absolute URI (§5.1), or a relative reference given where an absolute one is needed. */
  | 'INVALID_BASE';

/** The component an error was found in, when there is one. */
export type UriComponentName =
  | 'scheme'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';

const MAX_EXCERPT = 24;

function excerpt(input: string, index: number): string {
  const start = Math.max(0, index - MAX_EXCERPT);
  const end = Math.min(input.length, index + MAX_EXCERPT);
  const before = (start > 0 ? '…' : '') + input.slice(start, index);
  const at = index < input.length ? input.slice(index, index + 1) : '';
  const after = input.slice(index + 1, end) + (end < input.length ? '…' : '');
  return JSON.stringify(`${before}⟦${at}⟧${after}`);
}

/**
 * The one error class of urikit. `code` is stable, `index` is the 0-based offset of the
 * offending character in `input` (equal to `input.length` when something is missing at the end).
 *
 * @example
 * ```ts
 * try { parse('http://a b/') } catch (e) {
 *   if (e instanceof UriError) console.log(e.code, e.index) // 'INVALID_HOST' 8
 * }
 * ```
 */
export class UriError extends Error {
  /** A stable code: one of {@link CoreErrorCode}, or a scheme plugin's own code. */
  readonly code: CoreErrorCode | (string & {});
  /** 0-based offset in {@link UriError.input} of the character that broke the rule. */
  readonly index: number;
  /** The text that was being checked. */
  readonly input: string;
  /** The component the error was found in, where that is known. */
  readonly component: UriComponentName | undefined;

  constructor(
    code: CoreErrorCode | (string & {}),
    rule: string,
    input: string,
    index: number,
    component?: UriComponentName,
  ) {
    super(`${rule} (at index ${index}: ${excerpt(input, index)})`);
    this.name = 'UriError';
    this.code = code;
    this.index = index;
    this.input = input;
    this.component = component;
  }
}
