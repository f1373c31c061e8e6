// The laws every scheme plugin keeps (@urikit/testkit), on RFC 2397's own examples first, with
// generated parts: the default media type and others, parameters in any number, base64 data
// padded, unpadded and with escapes, URL-encoded data with escapes in either hex case and "?".
import { pluginLaws, uriFragment } from '@urikit/testkit';
import fc from 'fast-check';
import { type DataParts, data } from '../src/index.js';

// RFC 2045 §5.1 tokens as parts hold them (lower case).
const token = fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,8}$/);
const mediaType = fc.oneof(
  fc.constantFrom('text/plain', 'image/gif', 'text/html', 'image/svg+xml', 'application/json'),
  fc.tuple(token, token).map(([t, s]) => `${t}/${s}`),
);
// Values as written: URI text without ";" and ",", which end a parameter.
const value = fc.stringMatching(/^(?:[A-Za-z0-9._~!$&'()*+=:@/?-]|%[0-9A-Fa-f]{2})+$/);
const parameters = fc.oneof(
  fc.constant({ charset: 'US-ASCII' }),
  fc.dictionary(token, value, { maxKeys: 3 }),
);
// RFC 4648 §4 base64 of random octets: padded, unpadded, or with "+", "/", "=" escaped.
const base64 = fc
  .tuple(fc.uint8Array({ maxLength: 12 }), fc.constantFrom('padded', 'bare', 'escaped'))
  .map(([bytes, how]) => {
    const text = Buffer.from(bytes).toString('base64');
    if (how === 'bare') return text.replace(/=+$/, '');
    return how === 'escaped'
      ? text.replaceAll('+', '%2b').replaceAll('/', '%2F').replaceAll('=', '%3D')
      : text;
  });
// RFC 2397 §3 data = *urlchar: anything a query holds, escapes in either case.
const urlEncoded = fc.stringMatching(/^(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*$/);

const parts: fc.Arbitrary<DataParts> = fc
  .tuple(mediaType, parameters, fc.boolean(), base64, urlEncoded, uriFragment)
  .map(([type, params, isBase64, b64, text, fragment]) => ({
    mediaType: type,
    parameters: params,
    base64: isBase64,
    data: isBase64 ? b64 : text,
    fragment,
  }));

// RFC 2397 §4: "A two-color icon", its lines joined.
const GIF = `data:image/gif;base64,${[
  'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
  'AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz',
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp',
  'a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl',
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis',
  'F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH',
  'hhx4dbgYKAAA7',
].join('')}`;

pluginLaws(data, {
  valid: [
    // RFC 2397 §4
    'data:,A%20brief%20note',
    GIF,
    'data:text/plain;charset=iso-8859-7,%be%d3%be',
    'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local',
    // RFC 2397 §2, §3; RFC 3986 §6.2.2.2 (the core's contract example)
    'data:,A%41',
    'data:;charset=utf-8,caf%C3%A9',
    'data:text/plain,x',
    'DATA:Text/HTML;Charset=UTF-8,%3Ch1%3Eh%3C/h1%3E?q#f',
    'data:;base64,SGVsbG8',
    'data:application/octet-stream;base64,%2B%2F8%3D',
    'data:,',
    'data:,#',
  ],
  invalid: [
    ['data:text/plain', 'DATA_MISSING_COMMA', 15],
    ['data:', 'DATA_MISSING_COMMA', 5],
    ['data:text,x', 'DATA_INVALID_MEDIA_TYPE', 9],
    ['data:text/,x', 'DATA_INVALID_MEDIA_TYPE', 10],
    ['data:/plain,x', 'DATA_INVALID_MEDIA_TYPE', 5],
    ['data:text/pl(ain,x', 'DATA_INVALID_MEDIA_TYPE', 12],
    ['data:text/pl%61in,x', 'DATA_INVALID_MEDIA_TYPE', 12],
    ['data://h/x,y', 'DATA_INVALID_MEDIA_TYPE', 5],
    ['data:;a,x', 'DATA_INVALID_PARAMETER', 7],
    ['data:;a=,x', 'DATA_INVALID_PARAMETER', 8],
    ['data:;=b,x', 'DATA_INVALID_PARAMETER', 6],
    ['data:;base64;a=b,x', 'DATA_INVALID_PARAMETER', 12],
    ['data:;a=b;A=c,x', 'DATA_DUPLICATE_PARAMETER', 10],
    ['data:;base64,Q', 'DATA_INVALID_BASE64', 14],
    ['data:;base64,QQ=', 'DATA_INVALID_BASE64', 15],
    ['data:;base64,QQ==Q', 'DATA_INVALID_BASE64', 17],
    ['data:;base64,QQ%20', 'DATA_INVALID_BASE64', 15],
    ['data:;base64,Q!==', 'DATA_INVALID_BASE64', 14],
  ],
  equivalent: [
    ['data:,A%41', 'data:,AA'],
    ['data:,AA', 'data:text/plain;charset=US-ASCII,AA'],
    ['data:,AA', 'data:text/plain,AA'],
    ['data:,AA', 'data:;charset=us-ascii,%41A'],
    ['data:TEXT/Plain;Charset=UTF-8,x', 'data:text/plain;charset=utf-8,x'],
    ['data:text/plain;a=1;b=2,x', 'data:text/plain;B=2;A=1,x'],
    ['data:,a%2Cb', 'data:,a,b'],
    ['data:;base64,QUE=', 'data:,AA'],
    ['data:;base64,QUE', 'data:;base64,QUE='],
    ['data:;base64,%2B%2F8%3D', 'data:;base64,+/8='],
  ],
  different: [
    ['data:,AA', 'data:,aa'],
    ['data:text/plain;a=x,AA', 'data:text/plain;a=X,AA'],
    ['data:,AA', 'data:text/html,AA'],
    ['data:,AA', 'data:;charset=utf-8,AA'],
    ['data:,AA', 'data:,AA#f'],
    ['data:;base64,QUE=', 'data:,QUE='],
  ],
  parts,
});
