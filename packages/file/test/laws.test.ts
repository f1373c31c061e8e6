// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own example URIs, the
// regressions of issues 10 and 13, and generated parts: drive letters, segments holding "/",
// "%", dots, ":" and non-ASCII text, UNC hosts (the server "localhost" among them), queries.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import { describe } from 'vitest';
import { file, toPath } from '../src/index.js';
import { fileParts } from './arbitraries.js';

pluginLaws(file, {
  valid: [
    // RFC 8089 Appendix B
    'file:///path/to/file',
    'file:/path/to/file',
    'file://host.example.com/path/to/file',
    // RFC 1738 §3.10
    'file://vms.host.edu/disk$user/my/notes/note12345.txt',
    // RFC 8089 Appendix E.2, E.2.2
    'file:c:/path/to/file',
    'file:///c:/path/to/file.txt',
    'file:///c|/path/to/file',
    'file:/c|/path/to/file',
    'file:c|/path/to/file',
    // RFC 8089 Appendix E.3.1, E.3.2
    'file://host.example.com/Share/path/to/file.txt',
    'file:////host.example.com/path/to/file',
    'file://///host.example.com/path/to/file',
    // RFC 8089 §2: localhost; the UNC server localhost
    'file://localhost/etc/hosts',
    'file:////localhost/c$/x',
    // Issues 10 and 13: dot segments next to "//"
    'file:///.//a/',
    'file:/.//p',
    'file:///.//',
    'file:///a/..//evil.example/share/x',
    'file://h/a/..//b',
    'file:////server/a/../../x',
    // Escapes, IP literals, an encoded drive letter, query and fragment
    'file:///%43:/x',
    'file:///C%3A/x',
    'file://[::1]/x',
    'file:///caf%C3%A9/a%2Fb?q#f',
  ],
  invalid: [
    ['file://host:80/x', 'FILE_PORT_NOT_ALLOWED', 11],
    ['file://host:/x', 'FILE_PORT_NOT_ALLOWED', 11],
    // WPT #603: an empty port, never the host "c"
    ['file://C:/', 'FILE_PORT_NOT_ALLOWED', 8],
    ['file://user@host/x', 'USERINFO_NOT_ALLOWED', 7],
    ['file:a/b', 'FILE_PATH_NOT_ABSOLUTE', 5],
    ['file:', 'FILE_PATH_NOT_ABSOLUTE', 5],
    ['file://host', 'FILE_PATH_NOT_ABSOLUTE', 11],
    ['file://host//x', 'FILE_PATH_NOT_ABSOLUTE', 12],
    ['file://localhost//x', 'FILE_PATH_NOT_ABSOLUTE', 17],
    ['file:////server', 'FILE_INVALID_UNC_HOST', 9],
    ['file:////a:b/x', 'FILE_INVALID_UNC_HOST', 9],
    ['file:///caf%FF', 'INVALID_UTF8', 11],
    ['file://%FF/x', 'INVALID_UTF8', 7],
    ['file:///c|x', 'INVALID_CHARACTER', 9],
  ],
  equivalent: [
    ['file:///path/to/file', 'file:/path/to/file'],
    ['file:///path/to/file', 'FILE://LOCALHOST/path/to/file'],
    ['file:///x', 'file://%6Cocalhost/x'],
    ['file:c:/path/to/file', 'file:///c|/path/to/file'],
    ['file:////host.example.com/path/to/file', 'file://host.example.com/path/to/file'],
    ['file://///host.example.com/path/to/file', 'file://Host.Example.COM/path/to/file'],
    ['file:///C:/x', 'file:///%43:/x'],
    ['file:///a/./b/../c', 'file:///a/c'],
    ['file:////server/a/../../x', 'file://server/x'],
    ['file:///%7e/%24', 'file:///~/$'],
    ['file:/.//p', 'file:///.//p'],
  ],
  different: [
    ['file:///.//a/b', 'file://a/b'],
    ['file:///a/..//evil.example/share/x', 'file://evil.example/share/x'],
    ['file:/.//p', 'file://p/'],
    ['file:////localhost/x', 'file://localhost/x'],
    ['file:///C:/x', 'file:///c:/x'],
    ['file:///C%3A/x', 'file:///C:/x'],
    ['file:///a%2Fb', 'file:///a/b'],
    ['file://h/x', 'file:///x'],
  ],
  parts: fileParts,
});

// RFC 8089 §2, Appendix E, and RFC 3986 §7.3: the file name a URI stands for holds no NUL (it
// would cut the name short in the C calls that open it), from text, a Uri or parts alike; what
// file.parse refuses, toPath refuses with the same error.
const platforms = {
  // RFC 8089 Appendix B, §2 ("localhost"), and names with escapes and non-ASCII text.
  posix: [
    'file:///path/to/file',
    'file:/path/to/file',
    'file://localhost/path/to/file',
    'file:///tmp/a%20b%231.txt',
    'file:///caf%C3%A9/%E2%82%AC',
  ],
  // RFC 8089 Appendix B, E.2 (drive letters, "|"), E.3.1 (UNC).
  win32: [
    'file:///c:/path/to/file',
    'file:c:/path/to/file',
    'file:///c|/path/to/file',
    'file://localhost/c:/path/to/file',
    'file://host.example.com/path/to/file',
    'file:////server/share/x',
    'file:///C:/Program%20Files/x',
  ],
} as const;

for (const [platform, valid] of Object.entries(platforms)) {
  describe(`toPath, ${platform}`, () => {
    protocolLaws(file, (input) => toPath(input, { platform: platform as 'posix' | 'win32' }), {
      valid,
      sent: (path) => [path],
      forbidden: '\u0000',
      parts: fileParts,
    });
  });
}
