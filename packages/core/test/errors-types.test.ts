// `fail(...)` from defineErrors narrows like `never` (it always throws). Checked by the type
// checker (`pnpm typecheck`: expectTypeOf, and functions that compile only if it narrows) and at
// run time. In a statement, TypeScript ends control flow at a call only when the callee is
// declared with an explicit type (its rule for never-returning and assertion calls), whatever
// the callee returns: a `const fail = defineErrors(...)` without one does not narrow there.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineErrors, type ErrorFactory, UriError } from '../src/plugin.js';

const TABLE = { EMPTY_NAME: 'RFC 9999 §2' } as const;
const fail: ErrorFactory<'BOX', keyof typeof TABLE> = defineErrors('BOX', TABLE);
const inferred = defineErrors('BOX', TABLE);

const maybe = (s: string): string | undefined => (s === '' ? undefined : s);

// A statement: control flow ends at the call, so `s` is a string after it, and a function may
// end with it.
function statement(s: string | undefined): string {
  if (s === undefined) fail('EMPTY_NAME', 'box:', 4);
  return s;
}
function lastStatement(): number {
  fail('EMPTY_NAME', 'box:', 4);
}
// Without the annotation, the call does not end control flow (TypeScript's rule above): if this
// stops being an error, the annotation can go.
function statementInferred(s: string | undefined): string {
  if (s === undefined) inferred('EMPTY_NAME', 'box:', 4);
  // @ts-expect-error `s` is still `string | undefined`: `inferred` has no explicit type.
  return s;
}

describe('fail(...) from defineErrors narrows like never', () => {
  it('in expressions: a conditional, ??, || and an arrow body have the type of the value', () => {
    for (const f of [fail, inferred]) {
      const s = maybe('x');
      const a = s !== undefined ? s : f('EMPTY_NAME', 'box:', 4);
      const b = s ?? f('EMPTY_NAME', 'box:', 4);
      const c = s || f('EMPTY_NAME', 'box:', 4);
      const d = () => f('EMPTY_NAME', 'box:', 4);
      expectTypeOf(a).toEqualTypeOf<string>();
      expectTypeOf(b).toEqualTypeOf<string>();
      expectTypeOf(c).toEqualTypeOf<string>();
      expectTypeOf(d).returns.toEqualTypeOf<never>();
      expect([a, b, c]).toEqual(['x', 'x', 'x']);
    }
  });

  it('in statements, through a declaration with its type (ErrorFactory)', () => {
    expectTypeOf(fail).returns.toEqualTypeOf<never>();
    expectTypeOf(inferred).toEqualTypeOf<ErrorFactory<'BOX', 'EMPTY_NAME'>>();
    expect(statement('x')).toBe('x');
    expect(() => statement(undefined)).toThrow(UriError);
    expect(lastStatement).toThrow(UriError);
    expect(() => statementInferred(undefined)).toThrow(UriError);
  });

  it('throws the UriError of its code, with the rule first (RFC 9999 §2 is the table’s)', () => {
    try {
      fail('EMPTY_NAME', 'box:', 4, 'path');
    } catch (e) {
      expect(e).toBeInstanceOf(UriError);
      expect([(e as UriError).code, (e as UriError).index, (e as UriError).component]).toEqual([
        'BOX_EMPTY_NAME',
        4,
        'path',
      ]);
      expect((e as UriError).message.startsWith('RFC 9999 §2: empty name')).toBe(true);
    }
    expect.assertions(3);
  });
});
