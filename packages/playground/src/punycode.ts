/**
 * The U-label of an A-label, for display: the labels of a host that start with the ACE prefix
 * "xn--" (RFC 5890 §2.3.2.1) decoded by `@urikit/idna/punycode` (RFC 3492 §6.2). The page takes
 * that entry only: `@urikit/idna`'s main entry carries UTS #46 tables of 62 KB gzip, over the
 * page's 60 KB budget, and browsers have no `domainToUnicode`. The label is not checked against
 * IDNA2008 or UTS #46 (the page says so); a label that does not decode is shown as written.
 */
import { punycodeDecode } from '@urikit/idna/punycode';

const ACE_PREFIX = 'xn--';
/** RFC 1034 §3.1, RFC 5890 §2.3.2.1: a label is at most 63 octets; a longer one is no A-label. */
const MAX_LABEL = 63;

/**
 * A host with each A-label ("xn--…", any case) replaced by its decoded U-label; a label that
 * does not decode, or is longer than a DNS label can be, stays as written.
 * @example
 * toUnicodeLabels('xn--bcher-kva.example'); // 'bücher.example'
 */
export function toUnicodeLabels(host: string): string {
  return host
    .split('.')
    .map((label) => {
      if (label.length > MAX_LABEL) return label;
      if (label.slice(0, ACE_PREFIX.length).toLowerCase() !== ACE_PREFIX) return label;
      return punycodeDecode(label.slice(ACE_PREFIX.length)) ?? label;
    })
    .join('.');
}
