// The laws every scheme plugin keeps (@urikit/testkit): RFC 4156 §2's three forms first, then
// generated parts of every form.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import { toRequest, wais } from '../src/index.js';
import { waisParts } from './arbitraries.js';

const valid = [
  // RFC 4156 §2: the three forms, with an explicit port and without.
  'wais://example.com:210/src',
  'wais://example.com/src?lynch',
  'wais://example.com/src/TEXT/doc-1',
  // The 1993 URL draft's references (seeds/url-draft-1993-berners-lee.txt).
  'wais://quake.think.com/wais-discussion-archives?lynch',
  'wais://nnsc.nsf.net/internet-drafts?yeong',
  // Escapes, delimiters written %XX, binary document-ids, IP hosts, fragments.
  'wais://EXAMPLE.com:8210/s%72c?a+b%2Bc;d=e&f:g@h#top',
  'wais://192.0.2.7/db?',
  'wais://[2001:DB8::1]/db/TEXT/%00%FF%2F%3F',
  'wais://h/d;b/T:x/w@p=1',
  'wais://h/db/../x',
  'wais://h/db//',
];

pluginLaws(wais, {
  valid,
  invalid: [
    // RFC 4156 §2 (Rec.): a database is needed, and is not empty.
    ['wais://example.com', 'WAIS_MISSING_DATABASE', 18],
    ['wais://example.com/', 'WAIS_MISSING_DATABASE', 19],
    ['wais://example.com/?search', 'WAIS_MISSING_DATABASE', 19],
    ['wais://example.com//TEXT/x', 'WAIS_MISSING_DATABASE', 19],
    // RFC 4156 §2: 1 segment or 3, nothing else.
    ['wais://example.com/db/TEXT', 'WAIS_INVALID_PATH', 26],
    ['wais://example.com/db/TEXT?x', 'WAIS_INVALID_PATH', 26],
    ['wais://example.com/db/TEXT/a/b', 'WAIS_INVALID_PATH', 28],
    // The 1993 draft's length form (database/wtype/length/path) is not RFC 4156's.
    ['wais://example.com/db/TEXT/12/path', 'WAIS_INVALID_PATH', 29],
    // RFC 4156 §2: a search is not part of the document form.
    ['wais://example.com/db/TEXT/x?q', 'WAIS_QUERY_NOT_ALLOWED', 28],
    ['wais://example.com/db/TEXT/x?', 'WAIS_QUERY_NOT_ALLOWED', 28],
    // RFC 4156 §2, RFC 1738 §3.1: hostport only.
    ['wais://user@example.com/db', 'USERINFO_NOT_ALLOWED', 7],
    ['wais:///db', 'EMPTY_HOST', 7],
    ['wais:/db', 'MISSING_AUTHORITY', 5],
    ['wais://example.com:65536/db', 'PORT_OUT_OF_RANGE', 19],
    // Database, wtype and search are text: UTF-8 (RFC 3986 §2.5).
    ['wais://example.com/%FF', 'INVALID_UTF8', 19],
    ['wais://example.com/db/%FF/x', 'INVALID_UTF8', 22],
    ['wais://example.com/db?%C3', 'INVALID_UTF8', 22],
  ],
  equivalent: [
    // RFC 4156 §2: port 210 by default; RFC 3986 §6.2.2.1, §6.2.3: host case, empty port.
    ['wais://example.com/src', 'WAIS://EXAMPLE.COM:210/src'],
    ['wais://example.com/src', 'wais://example.com:/src'],
    ['wais://[2001:DB8::1]/db', 'wais://[2001:db8:0:0:0:0:0:1]:210/db'],
    // RFC 3986 §6.2.2.2: unreserved characters.
    ['wais://h/s%72c', 'wais://h/src'],
    // RFC 1738 §2.2: an octet not reserved by the scheme means the same written or encoded.
    ['wais://h/db?a%2Bb', 'wais://h/db?a+b'],
    ['wais://h/d%3Bb/T/x', 'wais://h/d;b/T/x'],
    ['wais://h/db/TEXT/%41%2a', 'wais://h/db/TEXT/A*'],
  ],
  different: [
    // RFC 3986 §6.2.3: an empty search is not no search.
    ['wais://h/db', 'wais://h/db?'],
    // RFC 1738 §2.2: "+" is not a space.
    ['wais://h/db?a+b', 'wais://h/db?a%20b'],
    // Names and types are case-sensitive.
    ['wais://h/DB', 'wais://h/db'],
    ['wais://h/db/text/x', 'wais://h/db/TEXT/x'],
    // The three forms never meet; an encoded "/" or "?" is data, not a delimiter.
    ['wais://h/db?TEXT/x', 'wais://h/db/TEXT/x'],
    ['wais://h/db%2FTEXT%2Fx', 'wais://h/db/TEXT/x'],
    ['wais://h/db%3Fx', 'wais://h/db?x'],
    // No dot segments in these opaque paths.
    ['wais://h/db/../x', 'wais://h/x'],
    // Another port is another server.
    ['wais://h:8210/db', 'wais://h/db'],
  ],
  parts: waisParts,
});

// RFC 4156 §2 with RFC 1738 §6: the database, the search and the type reach the WAIS server with
// no CR, LF or NUL; the document-id is opaque octets (§3.9), sent as they are.
protocolLaws(wais, toRequest, {
  valid,
  sent: (r) => [
    r.database,
    r.type === 'search' ? r.query : undefined,
    r.type === 'retrieve' ? r.documentType : undefined,
  ],
  parts: waisParts,
});
