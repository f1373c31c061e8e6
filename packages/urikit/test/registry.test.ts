import * as core from '@urikit/core';
import * as dataModule from '@urikit/data';
import * as fileModule from '@urikit/file';
import * as ftpModule from '@urikit/ftp';
import * as gopherModule from '@urikit/gopher';
import * as httpModule from '@urikit/http';
import * as mailtoModule from '@urikit/mailto';
import * as newsModule from '@urikit/news';
import * as nntpModule from '@urikit/nntp';
import * as prosperoModule from '@urikit/prospero';
import * as telModule from '@urikit/tel';
import * as telnetModule from '@urikit/telnet';
import * as urnModule from '@urikit/urn';
import * as waisModule from '@urikit/wais';
import * as wsModule from '@urikit/ws';
import { describe, expect, it } from 'vitest';
import * as urikit from '../src/index.js';

// What each scheme package exports as its plugin(s), by scheme name.
const packages = {
  ftp: [ftpModule, 'ftp'],
  http: [httpModule, 'http'],
  https: [httpModule, 'https'],
  gopher: [gopherModule, 'gopher'],
  mailto: [mailtoModule, 'mailto'],
  news: [newsModule, 'news'],
  nntp: [nntpModule, 'nntp'],
  telnet: [telnetModule, 'telnet'],
  wais: [waisModule, 'wais'],
  file: [fileModule, 'file'],
  prospero: [prosperoModule, 'prospero'],
  ws: [wsModule, 'ws'],
  wss: [wsModule, 'wss'],
  tel: [telModule, 'tel'],
  urn: [urnModule, 'urn'],
  data: [dataModule, 'data'],
} as const;

// One example URI per scheme, from the scheme's defining RFC (RFC 1738 §3 and the current RFCs).
const EXAMPLES: Record<keyof typeof packages, string> = {
  ftp: 'ftp://ftp.is.co.za/rfc/rfc1808.txt', // RFC 3986 §1.1.2
  http: 'http://www.ietf.org/rfc/rfc2396.txt', // RFC 3986 §1.1.2
  https: 'https://www.example.com/', // RFC 9110 §4.2.2
  gopher: 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', // draft-fielding-url-syntax-05 §1.3
  mailto: 'mailto:John.Doe@example.com', // RFC 3986 §1.1.2
  news: 'news:comp.infosystems.www.servers.unix', // RFC 3986 §1.1.2
  nntp: 'nntp://news.example.com/example.group.this/12345', // RFC 5538 §7 (example.* names)
  telnet: 'telnet://192.0.2.16:80/', // RFC 3986 §1.1.2
  wais: 'wais://quake.think.com:210/directory-of-servers', // RFC 4156 §2 (RFC 1738 §3.9 host)
  file: 'file:///etc/fstab', // RFC 8089 Appendix B
  prospero: 'prospero://host.example:1525//pros/name;OBJECT-VERSION=1', // RFC 4157 §2
  ws: 'ws://example.com/chat', // RFC 6455 §4.1
  wss: 'wss://example.com/chat', // RFC 6455 §3 (the secure form of §4.1's)
  tel: 'tel:+1-201-555-0123', // RFC 3966 §6
  urn: 'urn:example:a123,z456', // RFC 8141 §3.2
  data: 'data:,A%20brief%20note', // RFC 2397 §4
};

describe('the all-schemes registry (RFC 1738 §3.2–§3.11, RFC 6455, RFC 3966, RFC 8141, RFC 2397)', () => {
  it('RFC 1738 §3: holds one plugin for each of the ten schemes, https with http, in section order, then ws, wss (RFC 6455), tel (RFC 3966), urn (RFC 8141) and data (RFC 2397)', () => {
    expect(urikit.registry.schemes).toEqual(Object.keys(packages));
    expect(urikit.plugins.map((p) => p.name)).toEqual(Object.keys(packages));
    expect(Object.isFrozen(urikit.plugins)).toBe(true);
    expect(Object.isFrozen(urikit.registry)).toBe(true);
  });

  it('re-exports the very plugin values of the scheme packages (one route, RFC 3986 §6.2.3)', () => {
    for (const [name, [module, exportName]] of Object.entries(packages)) {
      const own = (module as Record<string, unknown>)[exportName];
      expect((urikit as Record<string, unknown>)[exportName], name).toBe(own);
      expect(urikit.registry.get(name), name).toBe(own);
    }
  });

  it('re-exports the whole API of @urikit/core', () => {
    for (const name of Object.keys(core)) {
      expect((urikit as Record<string, unknown>)[name], name).toBe(
        (core as Record<string, unknown>)[name],
      );
    }
  });

  for (const [scheme, uri] of Object.entries(EXAMPLES)) {
    it(`RFC 1738 §3: the registry reads the ${scheme} example ${uri} with its plugin`, () => {
      const r = urikit.registry.parse(uri);
      expect(r.scheme).toBe(scheme);
      expect(r.uri.toString()).toBe(uri);
      expect(r.parts).toEqual(urikit.registry.get(scheme)?.parse(uri));
    });
  }

  it('RFC 3986 §6.2.3: scheme-based normalization of each scheme runs through its plugin', () => {
    expect(urikit.registry.normalize('HTTP://Example.COM:80').toString()).toBe(
      'http://example.com/',
    );
    expect(urikit.registry.normalize('gopher://h:70').toString()).toBe('gopher://h/1');
    expect(urikit.registry.normalize('telnet://h:23').toString()).toBe('telnet://h/');
    expect(urikit.registry.equivalent('ftp://host:21/x', 'FTP://HOST/x')).toBe(true);
    expect(urikit.registry.normalize('WSS://Example.COM:443').toString()).toBe(
      'wss://example.com/',
    );
    expect(urikit.registry.equivalent('tel:+1-201-555-0123', 'tel:+12015550123')).toBe(true);
    // RFC 8141 §3.1: escapes are not decoded in a URN; RFC 2397 §3: the data's octets count.
    expect(urikit.registry.normalize('URN:EXAMPLE:%7Eb').toString()).toBe('urn:example:%7Eb');
    expect(urikit.registry.equivalent('data:;base64,QUE=', 'data:,AA')).toBe(true);
  });

  it('RFC 3986 §3.1: a scheme no plugin handles keeps the generic syntax', () => {
    // RFC 5870 §3: geo has no plugin here.
    const error = urikit.registry.tryParse('geo:13.4125,103.8667');
    expect(error.ok).toBe(false);
    if (!error.ok) expect(error.error.code).toBe('UNKNOWN_SCHEME');
    expect(urikit.registry.normalize('GEO:%7Eb').toString()).toBe('geo:~b');
  });
});

describe('subpath entries urikit/<scheme>', () => {
  it('each subpath is the scheme package, helpers and types included', async () => {
    const mods = {
      ftp: ftpModule,
      http: httpModule,
      gopher: gopherModule,
      mailto: mailtoModule,
      news: newsModule,
      nntp: nntpModule,
      telnet: telnetModule,
      wais: waisModule,
      file: fileModule,
      prospero: prosperoModule,
      ws: wsModule,
      tel: telModule,
      urn: urnModule,
      data: dataModule,
    };
    for (const [name, module] of Object.entries(mods)) {
      const sub = (await import(`../src/${name}.ts`)) as Record<string, unknown>;
      expect(Object.keys(sub).sort(), name).toEqual(Object.keys(module).sort());
      for (const key of Object.keys(module)) {
        expect(sub[key], `${name}.${key}`).toBe((module as Record<string, unknown>)[key]);
      }
    }
  });
});
