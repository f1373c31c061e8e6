// Deep equality of parts, as a test runner's `toEqual` reads it (a key whose value is
// `undefined` is the same as no key), and a short text of a value for a law's message.

const tag = (v: unknown): string => Object.prototype.toString.call(v);

/** Whether `a` and `b` hold the same values: the same kind, items and defined keys. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (tag(a) !== tag(b)) return false;
  if (Array.isArray(a) || ArrayBuffer.isView(a)) {
    const x = a as ArrayLike<unknown>;
    const y = b as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!deepEqual(x[i], y[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const defined = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined);
  const ka = defined(ra);
  if (ka.length !== defined(rb).length) return false;
  return ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

const MAX_SHOWN = 200;

/** `value` as JSON-like text (keys whose value is `undefined` left out, as in `deepEqual`), shortened. */
export function show(value: unknown): string {
  let text: string;
  try {
    text =
      typeof value === 'string'
        ? JSON.stringify(value)
        : (JSON.stringify(value, (_, v: unknown) => {
            if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
            if (typeof v === 'bigint') return `${v}n`;
            if (ArrayBuffer.isView(v)) return `${tag(v).slice(8, -1)} [${[...(v as Uint8Array)]}]`;
            return v;
          }) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** What was thrown, in a few words: `TypeError: …`, or a UriError's code and index. */
export function thrown(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    const index = (e as { index?: unknown }).index;
    return code === undefined ? `${e.name}: ${e.message}` : `${e.name} ${code} at ${index}`;
  }
  return `a non-Error value ${show(e)}`;
}
