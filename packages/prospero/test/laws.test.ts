// The laws every scheme plugin keeps (@urikit/testkit): the example of RFC 1738 §3.11 and
// RFC 4157 §2 first, then generated parts.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import { prospero, toRequest } from '../src/index.js';
import { prosperoParts } from './arbitraries.js';

const valid = [
  // RFC 1738 §3.11 (copied in RFC 4157 §2): hsoname "/pros/name".
  'prospero://host.dom//pros/name',
  // RFC 4157 §2's form, with the OBJECT-VERSION field of RFC 1738 §3.11.
  'prospero://host.dom:1525//pros/name;OBJECT-VERSION=2',
  'prospero://host.dom/',
  'prospero://HOST.dom:4000/a%2Fb/c%3Fd%3Bx;n%3Dm=v%3D1;n=;=v#frag',
  'prospero://192.0.2.7/%FF%FE;x=a/b@c:d&e',
  'prospero://[::1]/a/../b/./c//',
];

pluginLaws(prospero, {
  valid,
  invalid: [
    // RFC 1738 §5: "/" ppath is required.
    ['prospero://host.dom', 'PROSPERO_MISSING_PATH', 19],
    // RFC 4157 §2: "No username or password is allowed."
    ['prospero://user:pw@host.dom/x', 'USERINFO_NOT_ALLOWED', 11],
    ['prospero://@host.dom/x', 'USERINFO_NOT_ALLOWED', 11],
    // Rec.: no query.
    ['prospero://host.dom/x?y', 'PROSPERO_QUERY_NOT_ALLOWED', 21],
    ['prospero://host.dom/x;a=b?q', 'PROSPERO_QUERY_NOT_ALLOWED', 25],
    // RFC 1738 §5: fieldspec = ";" fieldname "=" fieldvalue, no "=" inside either.
    ['prospero://host.dom/x;a', 'PROSPERO_INVALID_FIELD', 23],
    ['prospero://host.dom/x;', 'PROSPERO_INVALID_FIELD', 22],
    ['prospero://host.dom/x;a=b;c', 'PROSPERO_INVALID_FIELD', 27],
    ['prospero://host.dom/x;a=b=c', 'PROSPERO_INVALID_FIELD', 25],
    // Rec.: NUL in the hsoname (the 1993 draft's "%00version" form).
    ['prospero://host.dom/pros%00version', 'PROSPERO_NUL_IN_HSONAME', 24],
    ['prospero://host.dom/pros%00%00attr', 'PROSPERO_NUL_IN_HSONAME', 24],
    // Fields are text: UTF-8 (RFC 3986 §2.5).
    ['prospero://host.dom/x;a=%FF', 'INVALID_UTF8', 24],
    ['prospero://host.dom/x;%C3=a', 'INVALID_UTF8', 22],
    // RFC 1738 §3.1 hostport.
    ['prospero:///x', 'EMPTY_HOST', 11],
    ['prospero:/x', 'MISSING_AUTHORITY', 9],
    ['prospero://h:99999/x', 'PORT_OUT_OF_RANGE', 13],
  ],
  equivalent: [
    // RFC 4157 §2: port 1525; RFC 3986 §6.2.2.1, §6.2.3: host case, empty port.
    ['prospero://host.dom//pros/name', 'PROSPERO://HOST.DOM:1525//pros/name'],
    ['prospero://host.dom//pros/name', 'prospero://host.dom://pros/name'],
    // RFC 4157 §2: "/" has no significance and needs no quoting; only ";" is reserved.
    ['prospero://h/a%2Fb', 'prospero://h/a/b'],
    ['prospero://h/a%3Db%40c;x=1', 'prospero://h/a=b@c;x=1'],
    ['prospero://h/%7Ex', 'prospero://h/~x'],
    ['prospero://h/x;a%3Bb=c', 'prospero://h/x;a%3bb=c'],
    ['prospero://h/x;n=a%2Fb%26', 'prospero://h/x;n=a/b&'],
  ],
  different: [
    // RFC 1738 §3.11: the first "/" is the URL's, the second the hsoname's.
    ['prospero://h//x', 'prospero://h/x'],
    // RFC 4157 §2: ";" is reserved; written, it starts a field.
    ['prospero://h/a;b=c', 'prospero://h/a%3Bb=c'],
    // No dot segments in an opaque name.
    ['prospero://h/a/../b', 'prospero://h/b'],
    ['prospero://h/a/./b', 'prospero://h/a/b'],
    // Fields identify the target (RFC 1738 §3.11): order, name case, presence count (Rec.).
    ['prospero://h/x;a=1;b=2', 'prospero://h/x;b=2;a=1'],
    ['prospero://h/x;A=1', 'prospero://h/x;a=1'],
    ['prospero://h/x', 'prospero://h/x;a=1'],
    ['prospero://h/x', 'prospero://h/x;a='],
    ['prospero://h/X', 'prospero://h/x'],
    ['prospero://h:4000/x', 'prospero://h/x'],
  ],
  parts: prosperoParts,
});

// RFC 4157 §2 with RFC 1738 §6: the hsoname and every field reach the directory query with no
// CR, LF or NUL.
protocolLaws(prospero, toRequest, {
  valid,
  sent: (r) => [r.hsoname, r.hsonameBytes, ...r.fields.flat()],
  parts: prosperoParts,
});
