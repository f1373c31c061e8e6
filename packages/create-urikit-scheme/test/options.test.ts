// The options of the generator, checked once: scheme names by RFC 3986 §3.1, ports by RFC 9293
// §3.1, text that stands in generated comments, the rule the plugin cites, the version ranges.
import { readFileSync } from 'node:fs';
import { errorOf } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import {
  checkPort,
  checkSchemeName,
  identifierOf,
  ownVersions,
  schemeOptions,
  typeNameOf,
} from '../src/index.js';

/** The UriError `run` throws (errorOf of the test kit). */
const refusal = errorOf;

const versions = { corePeer: '>=1.2.0 <2.0.0', core: '^1.2.0', testkit: '^1.2.0', tools: {} };

describe('scheme names', () => {
  it('RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) is taken as it is', () => {
    for (const name of ['a', 'gopher', 'web+coffee', 'z39.50r', 'soap.beep', 'iris-xpc', 'x1']) {
      expect(checkSchemeName(name)).toBe(name);
    }
  });

  it('RFC 3986 §3.1: a name that does not start with a letter is refused at its first character', () => {
    expect(refusal(() => checkSchemeName('1a'))).toMatchObject({
      code: 'INVALID_SCHEME_NAME',
      index: 0,
    });
    expect(refusal(() => checkSchemeName('+a')).index).toBe(0);
    expect(refusal(() => checkSchemeName('')).message).toMatch(/^RFC 3986 §3\.1: /);
  });

  it('RFC 3986 §3.1: a character outside the rule is refused where it stands', () => {
    expect(refusal(() => checkSchemeName('a_b'))).toMatchObject({ index: 1, input: 'a_b' });
    expect(refusal(() => checkSchemeName('ab/c')).index).toBe(2);
    expect(refusal(() => checkSchemeName('ab:')).index).toBe(2);
    expect(refusal(() => checkSchemeName('é')).index).toBe(0);
    expect(refusal(() => checkSchemeName('a b')).message).toContain('not " "');
  });

  it('RFC 3986 §3.1: upper case is refused with the canonical lower-case name suggested', () => {
    const e = refusal(() => checkSchemeName('Coap+TCP'));
    expect(e.index).toBe(0);
    expect(e.message).toContain('"coap+tcp"');
    expect(refusal(() => checkSchemeName('coaP')).index).toBe(3);
  });

  it('the plugin and type names of a scheme name are JavaScript identifiers', () => {
    expect(identifierOf('web+coffee')).toBe('webCoffee');
    expect(identifierOf('z39.50r')).toBe('z3950r');
    expect(identifierOf('new')).toBe('newScheme');
    // Names the generated files declare or import are not taken either.
    expect(identifierOf('broken')).toBe('brokenScheme');
    expect(identifierOf('parts')).toBe('partsScheme');
    expect(identifierOf('fail')).toBe('failScheme');
    expect(typeNameOf('soap.beep')).toBe('SoapBeep');
  });
});

describe('ports', () => {
  it('RFC 3986 §3.2.3, RFC 9293 §3.1: a port is an integer from 0 to 65535', () => {
    expect(checkPort('0')).toBe(0);
    expect(checkPort('65535')).toBe(65535);
    expect(checkPort(70)).toBe(70);
    for (const bad of ['65536', '-1', '1.5', '', 'http', '1e3', '0x50', '999999']) {
      expect(refusal(() => checkPort(bad)).code).toBe('INVALID_DEFAULT_PORT');
    }
  });

  it('RFC 3986 §3.2.3: a default port needs a server authority', () => {
    const e = refusal(() => schemeOptions({ name: 'x', port: 80, authority: false, versions }));
    expect(e.code).toBe('INVALID_OPTION');
    expect(schemeOptions({ name: 'x', port: '80', versions }).port).toBe(80);
  });
});

describe('schemeOptions', () => {
  it('defaults: a server authority, hierarchical with it, RFC 3986 §3, vitest, a package name', () => {
    expect(schemeOptions({ name: 'box', versions })).toEqual({
      name: 'box',
      rfc: 'RFC 3986 §3',
      rule: 'RFC 3986 §3',
      title: 'the box URI scheme',
      port: undefined,
      hierarchical: true,
      authority: true,
      testRunner: 'vitest',
      packageName: 'urikit-scheme-box',
      workspace: false,
      versions,
    });
    expect(schemeOptions({ name: 'box', authority: false, versions }).hierarchical).toBe(false);
    expect(schemeOptions({ name: 'a+b', workspace: true, versions }).packageName).toBe(
      '@urikit/a+b',
    );
    expect(schemeOptions({ name: 'a+b', versions }).packageName).toBe('urikit-scheme-a-plus-b');
    expect(Object.isFrozen(schemeOptions({ name: 'box', versions }))).toBe(true);
  });

  it('the rule cited is --rfc when it names a section (the core\'s "RFC n §s"), else RFC 3986 §3', () => {
    expect(schemeOptions({ name: 'x', rfc: 'RFC 4266 §2.1', versions }).rule).toBe('RFC 4266 §2.1');
    const bare = schemeOptions({ name: 'x', rfc: ' RFC 4266 ', versions });
    expect([bare.rfc, bare.rule]).toEqual(['RFC 4266', 'RFC 3986 §3']);
    expect(schemeOptions({ name: 'x', rfc: 'RFC x §2', versions }).rule).toBe('RFC 3986 §3');
    expect(schemeOptions({ name: 'x', rfc: 'RFC 1 §', versions }).rule).toBe('RFC 3986 §3');
  });

  it('text that would end a generated comment is refused: a line break, "*/"', () => {
    expect(refusal(() => schemeOptions({ name: 'x', title: 'a\nb', versions }))).toMatchObject({
      code: 'INVALID_OPTION',
      index: 1,
    });
    expect(refusal(() => schemeOptions({ name: 'x', rfc: 'RFC 1 */', versions })).index).toBe(6);
    expect(refusal(() => schemeOptions({ name: 'x', packageName: 'a\0', versions })).index).toBe(1);
  });

  it('a test runner other than vitest or node is refused', () => {
    const testRunner = 'jest' as 'node';
    expect(refusal(() => schemeOptions({ name: 'x', testRunner, versions })).code).toBe(
      'INVALID_OPTION',
    );
  });
});

describe('the version ranges of the generated package', () => {
  const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const core = JSON.parse(
    readFileSync(new URL('../../core/package.json', import.meta.url), 'utf8'),
  );

  it('the core and test kit: the workspace versions this generator is released with', () => {
    const v = ownVersions();
    expect(v.core).toBe(`^${core.version}`);
    expect(v.testkit).toMatch(/^\^\d+\.\d+\.\d+/);
    const major = Number(core.version.split('.')[0]);
    expect(v.corePeer).toBe(`>=${core.version} <${major + 1}.0.0`);
  });

  it("the tools: caret ranges of this repository's own versions (vitest, typescript, publint, attw…)", () => {
    const { tools } = ownVersions();
    expect(Object.keys(tools).sort()).toEqual([
      '@arethetypeswrong/cli',
      '@changesets/cli',
      '@types/node',
      'esbuild',
      'fast-check',
      'publint',
      'typescript',
      'vitest',
    ]);
    for (const [name, range] of Object.entries(tools)) {
      expect(range, name).toBe(`^${root.devDependencies[name]}`);
    }
  });
});
