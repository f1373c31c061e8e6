// The IDNA parts of RFC 3987 (§3.1 ToASCII on ireg-name, §3.2 ToUnicode, §5.3.3 IDN
// equivalence), and the http plugin comparing a host and its A-label.
import { createRegistry, parse, UriError } from '@urikit/core';
import { http, https } from '@urikit/http';
import { equivalentIri, iriToUri, normalizeIri, parseIri, uriToIri } from '@urikit/iri';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { domainToAscii, domainToUnicode, idnaHosts, toAsciiHost } from '../src/index.js';

const registry = createRegistry([http, https]);

describe('RFC 3987 §3.1: ToASCII on ireg-name', () => {
  it('RFC 3987 §3.1: "http://résumé.example.org" may be converted to "http://xn--rsum-bpad.example.org"', () => {
    expect(iriToUri('http://résumé.example.org', { hosts: idnaHosts })).toBe(
      'http://xn--rsum-bpad.example.org',
    );
    expect(iriToUri('http://résumé.example.org')).toBe('http://r%C3%A9sum%C3%A9.example.org');
  });

  it('RFC 3987 §3.1: only the ireg-name takes ToASCII; the rest is mapped by step 2, escapes kept', () => {
    expect(iriToUri('http://ü@Bücher.de:80/Bücher?ü=%20#ü', { hosts: idnaHosts })).toBe(
      'http://%C3%BC@xn--bcher-kva.de:80/B%C3%BCcher?%C3%BC=%20#%C3%BC',
    );
    expect(iriToUri('http://[::1]/ü', { hosts: idnaHosts })).toBe('http://[::1]/%C3%BC');
    expect(iriToUri('file:///ü', { hosts: idnaHosts })).toBe('file:///%C3%BC');
  });

  it('RFC 3987 §3.1: a reg-name percent-encoded as UTF-8 is the same name', () => {
    expect(iriToUri('http://B%C3%BCcher.de/', { hosts: idnaHosts })).toBe(
      'http://xn--bcher-kva.de/',
    );
    expectUriError(() => iriToUri('http://B%FCcher.de/', { hosts: idnaHosts }), 'INVALID_UTF8');
  });

  it('RFC 3987 §3.1: "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved"', () => {
    const e = expectUriError(
      () => iriToUri('http://a.xn--example-.org/x', { hosts: idnaHosts }),
      'IDNA_INVALID_DOMAIN',
      9,
    );
    expect(e.input).toBe('http://a.xn--example-.org/x');
    expect(e.component).toBe('host');
    expectUriError(
      () => iriToUri('http://goo\u00a0\u3000goo.com/', { hosts: idnaHosts }),
      'IDNA_INVALID_DOMAIN',
      7,
    );
    expectUriError(
      () => iriToUri('http://％４１.com/', { hosts: idnaHosts }),
      'IDNA_INVALID_DOMAIN',
      7,
    );
    expectUriError(
      () => iriToUri('http://\u00ad/', { hosts: idnaHosts }),
      'IDNA_INVALID_DOMAIN',
      7,
    );
    expectUriError(() => domainToAscii(42 as unknown as string), 'INVALID_ARGUMENT', 0);
  });

  it('RFC 3987 §3.1 (UTS #46): ideographic and full-width full stops separate labels, full-width letters are mapped', () => {
    expect(domainToAscii('evil。com')).toBe('evil.com');
    expect(domainToAscii('ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('example.com');
    expect(iriToUri('http://evil。com/', { hosts: idnaHosts })).toBe('http://evil.com/');
  });
});

describe('RFC 3987 §3.2: ToUnicode on reg-names', () => {
  it('RFC 3987 §3.2.1: "the label xn--99zt52a may be converted to U+7D0D U+8C46 (Japanese Natto)"', () => {
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae', { hosts: idnaHosts })).toBe(
      'http://納豆.example.org/%E2%80%AE',
    );
    expect(domainToUnicode('xn--99zt52a.example.org')).toBe('納豆.example.org');
  });

  it('RFC 3987 §3.2: a name that is not a valid IDN stays as it is', () => {
    expect(uriToIri('http://xn--example-.org/', { hosts: idnaHosts })).toBe(
      'http://xn--example-.org/',
    );
    expect(uriToIri('http://EXAMPLE.org/', { hosts: idnaHosts })).toBe('http://EXAMPLE.org/');
    expect(uriToIri('http://xn--a.pt/', { hosts: idnaHosts })).toBe('http://xn--a.pt/');
    expectUriError(() => domainToUnicode('xn--example-.org'), 'IDNA_INVALID_DOMAIN', 0);
  });

  it('RFC 3987 §3.2: an escaped IDN is decoded like any ucschar, then left to ToUnicode', () => {
    expect(uriToIri('http://B%C3%BCcher.xn--bcher-kva.de/', { hosts: idnaHosts })).toBe(
      'http://bücher.bücher.de/',
    );
  });
});

describe('RFC 3987 §5.3.3: IDN components and their punycode conversions may be equivalent', () => {
  it('RFC 3987 §5.3.3: "http://résumé.example.org" is equivalent to "http://xn--rsum-bpad.example.org"', () => {
    expect(
      equivalentIri('http://résumé.example.org', 'http://xn--rsum-bpad.example.org', {
        hosts: idnaHosts,
      }),
    ).toBe(true);
    expect(equivalentIri('http://résumé.example.org', 'http://xn--rsum-bpad.example.org')).toBe(
      false,
    );
  });

  it('RFC 3987 §5.3.3: validated IDN components are normalized (case folded, NFC) but not written as ACE', () => {
    expect(normalizeIri('http://RÉSUMÉ.Example.ORG/', { hosts: idnaHosts }).toString()).toBe(
      'http://résumé.example.org/',
    );
    expect(normalizeIri('http://xn--rsum-bpad.example.org/', { hosts: idnaHosts }).toString()).toBe(
      'http://résumé.example.org/',
    );
    expect(normalizeIri('http://re\u0301sume\u0301.org/', { hosts: idnaHosts }).toString()).toBe(
      'http://résumé.org/',
    );
  });

  it('RFC 3986 §6.2.3 with RFC 3987 §5.3.3: the http plugin compares http://exämple.com/ and http://xn--exmple-cua.com/ as one', () => {
    expect(
      registry.equivalent(
        toAsciiHost('http://exämple.com/'),
        toAsciiHost('http://xn--exmple-cua.com/'),
      ),
    ).toBe(true);
    expect(
      registry.equivalent(
        toAsciiHost('http://EXÄMPLE.com:80'),
        toAsciiHost('http://xn--exmple-cua.com/'),
      ),
    ).toBe(true);
    expect(
      equivalentIri('http://exämple.com/', 'http://xn--exmple-cua.com/', {
        hosts: idnaHosts,
        registry,
      }),
    ).toBe(true);
    expect(
      registry.equivalent(
        toAsciiHost(parse('http://ex%C3%A4mple.com/')),
        'http://xn--exmple-cua.com/',
      ),
    ).toBe(true);
    expect(toAsciiHost(parseIri('http://exämple.com/ü')).toString()).toBe(
      'http://xn--exmple-cua.com/%C3%BC',
    );
    expect(
      registry.equivalent(toAsciiHost('http://exämple.com/'), toAsciiHost('http://example.com/')),
    ).toBe(false);
    expectUriError(() => toAsciiHost(42 as never), 'INVALID_ARGUMENT', 0);
  });

  it('RFC 3986 §7.6: the ASCII form is what a registry normalizes and checks', () => {
    expect(registry.normalize(toAsciiHost('HTTP://Bücher.DE:80')).toString()).toBe(
      'http://xn--bcher-kva.de/',
    );
  });
});

describe('shared vectors: uri-js domainHost rows (RFC 3987 §3.1, §3.2)', () => {
  const rows = loadVectors<{
    components: { call?: { args: [string, { domainHost?: boolean }?] } };
    expected: string;
    options: { iri?: boolean; domainHost?: boolean } | null;
  }>('uri-js.serialize').cases.filter(
    (c) => c.options?.domainHost === true || c.components.call?.args[1]?.domainHost === true,
  );
  it('RFC 3987 §3.1 and §3.2: uri-js has two domainHost conversions', () => {
    expect(rows.length).toBe(2);
  });
  for (const c of rows) {
    const input = c.components.call!.args[0];
    it(`RFC 3987 §3 (uri-js domainHost): ${input} → ${c.expected}`, () => {
      const out = c.options?.iri
        ? uriToIri(input, { hosts: idnaHosts })
        : iriToUri(input, { hosts: idnaHosts });
      expect(out).toBe(c.expected);
    });
  }
  it('RFC 3987 §3.1: the mailto serialization of uri-js puts the domain of an address in ASCII form', () => {
    const row = loadVectors<{ expected: string; components: { to?: string[] } }>(
      'uri-js.serialize',
    ).cases.find((c) => c.components.to?.[0]?.includes('納豆'));
    expect(row?.expected).toContain(`@${domainToAscii('納豆.example.org')}?`);
    expect(() => domainToAscii('納豆.example.org')).not.toThrow(UriError);
  });
});
