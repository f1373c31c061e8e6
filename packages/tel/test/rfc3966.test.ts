// RFC 3966 (The tel URI for Telephone Numbers): §3 syntax, §4 comparisons, §5 numbers and
// parameters, §6 examples, read with RFC 3986. Expected values come from the RFC text cited in
// each test name.
import { check, createRegistry, parse, resolveWith } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { dialString, findParameter, tel } from '../src/index.js';

const registry = createRegistry([tel]);

describe('RFC 3966 §6: the examples', () => {
  it('RFC 3966 §6: tel:+1-201-555-0123 is a global number; the hyphens are visual separators', () => {
    const p = tel.parse('tel:+1-201-555-0123');
    expect(p).toEqual({
      number: '+1-201-555-0123',
      global: true,
      digits: '12015550123',
      parameters: [],
      fragment: undefined,
    });
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.parameters)).toBe(true);
  });

  it('RFC 3966 §6: tel:7042;phone-context=example.com is a local number valid within "example.com"', () => {
    const p = tel.parse('tel:7042;phone-context=example.com');
    expect(p.global).toBe(false);
    expect(p.digits).toBe('7042');
    expect(p.parameters).toEqual([{ name: 'phone-context', value: 'example.com' }]);
  });

  it('RFC 3966 §6: tel:863-1234;phone-context=+1-914-555 is a local number within a phone prefix', () => {
    const p = tel.parse('tel:863-1234;phone-context=+1-914-555');
    expect(p).toMatchObject({ number: '863-1234', global: false, digits: '8631234' });
    expect(findParameter(p, 'phone-context')?.value).toBe('+1-914-555');
  });
});

describe('RFC 3966 §3: syntax', () => {
  it('RFC 3966 §3: global-number-digits = "+" *phonedigit DIGIT *phonedigit', () => {
    expect(tel.parse('tel:+(1).2-3').digits).toBe('123');
    expectUriError(() => tel.parse('tel:+'), 'TEL_INVALID_NUMBER', 5);
    expectUriError(() => tel.parse('tel:+--'), 'TEL_INVALID_NUMBER', 7);
    expectUriError(() => tel.parse('tel:+1A'), 'TEL_INVALID_NUMBER', 6);
    expectUriError(() => tel.parse('tel:+1*'), 'TEL_INVALID_NUMBER', 6);
    expectUriError(() => tel.parse('tel:+1 2'), 'INVALID_CHARACTER', 6);
  });

  it('RFC 3966 §3, §5.1.3: local-number-digits take HEXDIG (either case), "*" and "#" (written %23)', () => {
    const p = tel.parse('tel:*31%23-aF;phone-context=example.com');
    expect(p.number).toBe('*31%23-aF');
    expect(p.digits).toBe('*31#AF');
    expectUriError(() => tel.parse('tel:12g;phone-context=example.com'), 'TEL_INVALID_NUMBER', 6);
    expectUriError(() => tel.parse('tel:-;phone-context=example.com'), 'TEL_INVALID_NUMBER', 5);
    // A "#" that is not escaped starts the fragment (RFC 3986 §3.5): it is no digit.
    expectUriError(
      () => tel.parse('tel:*31#;phone-context=example.com'),
      'TEL_MISSING_PHONE_CONTEXT',
      7,
    );
  });

  it('RFC 3966 §5.1.2: letters for keypad digits are not supported', () => {
    expectUriError(() => tel.parse('tel:+1-800-LAWYERS'), 'TEL_INVALID_NUMBER', 11);
  });

  it('RFC 3966 §3: parameter = ";" pname [ "=" pvalue ], kept in the order written, as written', () => {
    const p = tel.parse('tel:+1;Foo=a%2Fb;bare;x-y=[]'.replace('[]', '%5B%5D'));
    expect(p.parameters).toEqual([
      { name: 'Foo', value: 'a%2Fb' },
      { name: 'bare', value: undefined },
      { name: 'x-y', value: '%5B%5D' },
    ]);
    expectUriError(() => tel.parse('tel:+1;'), 'TEL_INVALID_PARAMETER', 7);
    expectUriError(() => tel.parse('tel:+1;a.b=1'), 'TEL_INVALID_PARAMETER', 8);
    expectUriError(() => tel.parse('tel:+1;a='), 'TEL_INVALID_PARAMETER_VALUE', 9);
    expectUriError(() => tel.parse('tel:+1;a=@'), 'TEL_INVALID_PARAMETER_VALUE', 9);
  });

  it('RFC 3966 §3: "?" is no delimiter of a tel URI; it is escaped in a value', () => {
    expectUriError(() => tel.parse('tel:+1;a=b?c'), 'TEL_QUERY_NOT_ALLOWED', 10);
    expect(tel.parse('tel:+1;a=b%3Fc').parameters[0]?.value).toBe('b%3Fc');
  });

  it('RFC 3966 §3: "tel:" telephone-subscriber has no authority', () => {
    expectUriError(() => tel.parse('tel://+1/'), 'TEL_INVALID_NUMBER', 4);
  });

  it('RFC 3966 §3: extension = ";ext=" 1*phonedigit', () => {
    expect(findParameter(tel.parse('tel:+1;ext=12-3'), 'EXT')?.value).toBe('12-3');
    expectUriError(() => tel.parse('tel:+1;ext=12a'), 'TEL_INVALID_EXTENSION', 13);
    expectUriError(() => tel.parse('tel:+1;ext'), 'TEL_INVALID_PARAMETER_VALUE', 10);
  });

  it('RFC 3966 §3: descriptor = domainname / global-number-digits', () => {
    for (const ok of ['example.com', 'example.com.', 'a', 'x-1.b2.com', '+1-914-555', '+81(3)']) {
      expect(tel.parse(`tel:1;phone-context=${ok}`).parameters[0]?.value, ok).toBe(ok);
    }
    // toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum
    expectUriError(
      () => tel.parse('tel:1;phone-context=example.1com'),
      'TEL_INVALID_PHONE_CONTEXT',
      28,
    );
    expectUriError(() => tel.parse('tel:1;phone-context=-a.com'), 'TEL_INVALID_PHONE_CONTEXT', 20);
    expectUriError(() => tel.parse('tel:1;phone-context=a-.com'), 'TEL_INVALID_PHONE_CONTEXT', 21);
    expectUriError(() => tel.parse('tel:1;phone-context=.com'), 'TEL_INVALID_PHONE_CONTEXT', 20);
    expectUriError(() => tel.parse('tel:1;phone-context=a_b.com'), 'TEL_INVALID_PHONE_CONTEXT', 21);
    expectUriError(() => tel.parse('tel:1;phone-context=+'), 'TEL_INVALID_PHONE_CONTEXT', 21);
    expectUriError(() => tel.parse('tel:1;phone-context=+1*'), 'TEL_INVALID_PHONE_CONTEXT', 22);
  });

  it('RFC 3966 §3: a pname, isub, ext and context "MUST NOT appear more than once" (any case, §4)', () => {
    expectUriError(() => tel.parse('tel:+1;ext=1;ext=2'), 'TEL_DUPLICATE_PARAMETER', 12);
    expectUriError(() => tel.parse('tel:+1;isub=1;ISUB=2'), 'TEL_DUPLICATE_PARAMETER', 13);
    expectUriError(() => tel.parse('tel:+1;a;A'), 'TEL_DUPLICATE_PARAMETER', 8);
  });
});

describe('RFC 3966 §5.1.5: local numbers', () => {
  it("RFC 3966 §5.1.5: \"Local numbers MUST have a 'phone-context' parameter\"; missing at the number's end", () => {
    const e = expectUriError(() => tel.parse('tel:7042'), 'TEL_MISSING_PHONE_CONTEXT', 8);
    expect(e.message).toMatch(/^RFC 3966 §5\.1\.5: missing phone context/);
    expectUriError(() => tel.parse('tel:7042;ext=1;isub=2'), 'TEL_MISSING_PHONE_CONTEXT', 8);
    expectUriError(() => registry.normalize('tel:555-1234'), 'TEL_MISSING_PHONE_CONTEXT', 12);
  });

  it('RFC 3966 §3: the context may come before or after the other parameters (local-number = digits *par context *par)', () => {
    expect(tel.parse('tel:7042;ext=1;phone-context=example.com').parameters).toHaveLength(2);
    expect(tel.parse('tel:7042;phone-context=example.com;ext=1').parameters).toHaveLength(2);
  });
});

describe('RFC 3966 §4: URI comparisons', () => {
  it('RFC 3966 §4: both local or both global', () => {
    expect(registry.equivalent('tel:+7042', 'tel:7042;phone-context=example.com')).toBe(false);
  });

  it('RFC 3966 §4: the digits "must be equal, after removing all visual separators"', () => {
    expect(registry.equivalent('tel:+1-201-555-0123', 'tel:+12015550123')).toBe(true);
    expect(registry.equivalent('tel:+1-201-555-0123', 'tel:+1(201)555.0123')).toBe(true);
    expect(registry.equivalent('tel:+1-201-555-0123', 'tel:+1-201-555-0124')).toBe(false);
  });

  it('RFC 3966 §4: phone-context "compared as a host name … or digit by digit", separators removed', () => {
    expect(
      registry.equivalent(
        'tel:7042;phone-context=example.com',
        'tel:7042;phone-context=EXAMPLE.com',
      ),
    ).toBe(true);
    expect(
      registry.equivalent(
        'tel:863-1234;phone-context=+1-914-555',
        'tel:8631234;phone-context=+1(914)555',
      ),
    ).toBe(true);
    expect(
      registry.equivalent(
        'tel:7042;phone-context=example.com',
        'tel:7042;phone-context=example.org',
      ),
    ).toBe(false);
  });

  it('RFC 3966 §4: parameters compared by pname "regardless of the order"; one missing in the other: not equal', () => {
    expect(registry.equivalent('tel:+1;ext=2;isub=3;a=4', 'tel:+1;A=4;isub=3;ext=2')).toBe(true);
    expect(registry.equivalent('tel:+1;ext=2', 'tel:+1')).toBe(false);
    expect(registry.equivalent('tel:+1;a', 'tel:+1;a=1')).toBe(false);
  });

  it('RFC 3966 §4: "URI comparisons are case-insensitive" (scheme, hex digits, names, values)', () => {
    expect(
      registry.equivalent('TEL:abc;Phone-Context=X.Example', 'tel:ABC;phone-context=x.example'),
    ).toBe(true);
    expect(registry.equivalent('tel:+1;Isub=AbC;Foo=BAR', 'tel:+1;isub=abc;foo=bar')).toBe(true);
  });

  it('RFC 3966 §4, §3: the normal form is the digits, canonical parameters in the order §3 gives', () => {
    expect(registry.normalize('tel:+1-201-555-0123').toString()).toBe('tel:+12015550123');
    expect(
      registry.normalize('TEL:7042;Foo=Bar;EXT=1-2;Phone-Context=Example.COM;isub=X;a').toString(),
    ).toBe('tel:7042;isub=x;ext=12;phone-context=example.com;a;foo=bar');
    expect(registry.normalize('tel:*31%23-ab;phone-context=+1-2').toString()).toBe(
      'tel:*31%23AB;phone-context=+12',
    );
    // RFC 3986 §6.2.2: the syntax-based step first (unreserved escapes decoded, hex upper case).
    expect(registry.normalize('tel:+1;x=%7e%2b').toString()).toBe('tel:+1;x=~%2B');
    const report = registry.normalizeWithReport('tel:+1-2');
    expect(report.changed).toContain('scheme');
  });

  it('RFC 3986 §6.1: the fragment counts unless ignored', () => {
    expect(registry.equivalent('tel:+1#a', 'tel:+1')).toBe(false);
    expect(registry.equivalent('tel:+1-0#a', 'tel:+10', { ignoreFragment: true })).toBe(true);
  });
});

describe('format', () => {
  it('RFC 3966 §3: writes the number, then each parameter as ";" pname [ "=" pvalue ]', () => {
    const uri = tel.format({
      number: '+1-201-555-0123',
      global: true,
      digits: '12015550123',
      parameters: [
        { name: 'ext', value: '1234' },
        { name: 'x', value: undefined },
      ],
    });
    expect(uri.toString()).toBe('tel:+1-201-555-0123;ext=1234;x');
  });

  it('RFC 3966 §3: parts that would read back otherwise are refused (a ";" in a value, flags that deny the number)', () => {
    const base = { number: '+1', global: true, digits: '1', parameters: [] };
    expectUriError(() => tel.format({ ...base, global: false }), 'INVALID_ARGUMENT');
    expectUriError(() => tel.format({ ...base, digits: '2' }), 'INVALID_ARGUMENT');
    expectUriError(
      () => tel.format({ ...base, parameters: [{ name: 'a', value: 'b;c=d' }] }),
      'INVALID_ARGUMENT',
    );
    expectUriError(
      () => tel.format({ ...base, number: '7042', global: false, digits: '7042' }),
      'TEL_MISSING_PHONE_CONTEXT',
    );
    expectUriError(() => tel.format({ ...base, number: '+1\r\n' }), 'INVALID_CHARACTER');
  });
});

describe('dialString', () => {
  it('RFC 3966 §5.1.4, §5.1.1: a global number dials as "+" and its digits, separators left out', () => {
    expect(dialString('tel:+1-201-555-0123')).toBe('+12015550123');
    expect(dialString('tel:+1-201-555-0123;ext=1234')).toBe('+12015550123');
  });

  it('RFC 3966 §5.1.5, §5.1.3: a local number dials as its digits within its context, "*" and "#" kept', () => {
    expect(dialString('tel:863-1234;phone-context=+1-914-555')).toBe('8631234');
    expect(dialString('tel:*31%23;phone-context=example.com')).toBe('*31#');
  });

  it('takes text, a Uri and parts; refuses what parse refuses', () => {
    expect(dialString(parse('tel:+44-20'))).toBe('+4420');
    expect(dialString({ number: '+4-4', global: true, digits: '44', parameters: [] })).toBe('+44');
    expectUriError(() => dialString('tel:7042'), 'TEL_MISSING_PHONE_CONTEXT', 8);
    expectUriError(() => dialString('sip:+1@example.com'), 'WRONG_SCHEME', 0);
  });
});

describe('findings', () => {
  it('RFC 3966 §3, §5.1.4: a phone-context on a global number (global-number has no context), at its ";"', () => {
    expect(check(registry, 'tel:+1-201-555-0123;phone-context=example.com')).toEqual([
      {
        code: 'TEL_GLOBAL_PHONE_CONTEXT',
        message: 'RFC 3966 §3: global phone context',
        severity: 'warning',
        index: 19,
        component: 'path',
      },
    ]);
  });

  it('RFC 3966 §3: parameters out of the order §3 gives (isub or ext, context, the others by name) are an info', () => {
    expect(check(registry, 'tel:7042;phone-context=example.com;ext=1')).toMatchObject([
      { code: 'TEL_PARAMETER_ORDER', severity: 'info', index: 34 },
    ]);
    expect(check(registry, 'tel:+1;b;a').map((f) => f.index)).toEqual([8]);
    expect(check(registry, 'tel:7042;ext=1;isub=2;phone-context=a.b;x;y')).toEqual([]);
    expect(check(registry, 'tel:7042;isub=2;ext=1;phone-context=a.b;X;y')).toEqual([]);
  });

  it('RFC 3966 §3: the normal form is in order, so it has no PARAMETER_ORDER finding', () => {
    const n = registry.normalize('tel:7042;z;phone-context=example.com;a;ext=1');
    expect(check(registry, n)).toEqual([]);
  });
});

describe('RFC 3986 §5.2: tel is not hierarchical', () => {
  it('RFC 3966 §3: an opaque telephone-subscriber: registry resolution of a path refuses', () => {
    expect(tel.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'tel:+1', 'x'), 'NOT_HIERARCHICAL');
    expect(resolveWith(registry, 'tel:+1', '#f').toString()).toBe('tel:+1#f');
  });
});
