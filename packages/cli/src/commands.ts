// The commands of `urikit`: each reads inputs through the all-schemes registry of the `urikit`
// package, so that every scheme plugin it holds is picked up with no change here.

import type { Extractor, FoundUri } from '@urikit/extract';
import {
  check,
  equivalent,
  fixup,
  type NormalizeOptions,
  type NormalizeReport,
  normalize,
  normalizeWithReport,
  type Parsed,
  registry,
  relativizeWith,
  resolve,
  resolveWith,
  type SecurityFinding,
  tryParse,
  type Uri,
  UriError,
  type UrikitPlugin,
} from 'urikit';
import { type Context, count, type Handler, UsageError } from './main.js';
import { caret, errorJson, errorReport, partsJson, safeJson, visible } from './report.js';
import type { Assignment, Template, TrimPattern } from './template.js';

// NDJSON strings: JSON with C1 and bidi controls escaped too (report.ts).
const q = safeJson;

/** The outcome of reading an input: the URI (and its scheme's parts), or the error. */
type Read =
  | { readonly ok: true; readonly uri: Uri; readonly parsed: Parsed<UrikitPlugin> | undefined }
  | { readonly ok: false; readonly error: UriError };

/** The scheme at the start of `text` (RFC 3986 §3.1), when it has one. */
export function schemeOf(text: string): string | undefined {
  const c = text.charCodeAt(0) | 0x20;
  if (!(c >= 0x61 && c <= 0x7a)) return undefined;
  let i = 1;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    const lower = d | 0x20;
    if (
      !(lower >= 0x61 && lower <= 0x7a) &&
      !(d >= 0x30 && d <= 0x39) &&
      d !== 0x2b &&
      d !== 0x2d &&
      d !== 0x2e
    ) {
      break;
    }
  }
  return text.charCodeAt(i) === 0x3a ? text.slice(0, i) : undefined;
}

/**
 * An input is valid when it is an RFC 3986 URI reference and, when a plugin of the registry
 * handles its scheme, when it keeps the scheme's rules (read through the plugin, once).
 */
export function read(text: string, allowZoneId: boolean): Read {
  const options = allowZoneId ? { allowZoneId } : undefined;
  const scheme = schemeOf(text);
  if (scheme !== undefined && registry.has(scheme)) {
    const r = registry.tryParse(text, options);
    return r.ok ? { ok: true, uri: r.value.uri, parsed: r.value } : r;
  }
  const r = tryParse(text, options);
  return r.ok ? { ok: true, uri: r.value, parsed: undefined } : r;
}

/** Runs `f`; a `UriError` is handed to `onError` (any other error is a defect). */
function attempt<T>(f: () => T, onError: (e: UriError) => void): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof UriError) {
      onError(e);
      return undefined;
    }
    throw e;
  }
}

/**
 * The seven components as JSON, absent ones left out; the host as written (with brackets).
 * The path is always there (RFC 3986 §3: possibly empty), so it carries no comma of its own.
 */
function componentsJson(uri: Uri): string {
  const { scheme, userinfo, hostText, port, query, fragment } = uri;
  let out = scheme === undefined ? '{' : `{"scheme":${q(scheme)},`;
  if (userinfo !== undefined) out += `"userinfo":${q(userinfo)},`;
  if (hostText !== undefined) out += `"host":${q(hostText)},`;
  if (port !== undefined) out += `"port":${q(port)},`;
  out += `"path":${q(uri.path)}`;
  if (query !== undefined) out += `,"query":${q(query)}`;
  if (fragment !== undefined) out += `,"fragment":${q(fragment)}`;
  return `${out}}`;
}

function normalizeOptions(ctx: Context): NormalizeOptions | undefined {
  const o = ctx.args.options;
  if (o.case !== false && o.percent !== false && o.dots !== false && !ctx.allowZoneId) {
    return undefined; // every default: the core's own defaults
  }
  return {
    case: o.case !== false,
    percent: o.percent !== false,
    dots: o.dots !== false,
    allowZoneId: ctx.allowZoneId,
  };
}

/** What `load` gives `main`: the handler, and the positional arguments that are inputs. */
export interface Loaded {
  readonly handler: Handler;
  /** The inputs among the arguments; `undefined` when the command reads no input stream. */
  readonly inputs: readonly string[] | undefined;
}

/** The handler of `ctx.command`. Throws `UsageError` for arguments it cannot take. */
export async function load(ctx: Context): Promise<Loaded> {
  switch (ctx.command) {
    case 'parse':
      return { handler: lenient(ctx, parseCommand(ctx)), inputs: ctx.args.positional };
    case 'normalize':
      return { handler: lenient(ctx, normalizeCommand(ctx)), inputs: ctx.args.positional };
    case 'resolve':
    case 'relativize':
      return referenceCommand(ctx);
    case 'equal':
      return { handler: equalCommand(ctx), inputs: undefined };
    case 'check':
      return { handler: lenient(ctx, checkCommand(ctx)), inputs: ctx.args.positional };
    case 'extract':
      return { handler: await extractCommand(ctx), inputs: ctx.args.positional };
    case 'get':
    case 'set':
      return await editCommand(ctx);
    default:
      throw new UsageError(`unknown command "${ctx.command}"`);
  }
}

/** The hosts `fixup` writes as A-labels: those of the registry's schemes with a default port. */
const SERVER_SCHEMES = registry.plugins
  .filter((p) => p.defaultPort !== undefined)
  .map((p) => p.name);

/**
 * UTS #46 ToASCII of a host (the runtime's, as trurl mode's --punycode), or a `UriError`.
 * `node:url` is asked for only here (Node ≥ 20.16 has `process.getBuiltinModule`), so that a
 * run without --lenient does not load it.
 */
function asciiHost(host: string): string {
  const url = process.getBuiltinModule('node:url') as typeof import('node:url');
  const ascii = url.domainToASCII(host);
  if (ascii === '') {
    throw new UriError('INVALID_HOST', 'UTS #46: the host has no ASCII form', host, 0, 'host');
  }
  return ascii;
}

/**
 * `handler` behind --lenient: each input first goes through the core's `fixup` (RFC 3986 §2.1,
 * the WHATWG URL parser's repairs, an IRI's host as its A-label, RFC 3987 §3.1), each repair
 * named on standard error (its kind, its offset in the input, what stood there and what
 * replaced it), and the command reads the repaired text. An input `fixup` cannot repair is
 * invalid, at its index in the input. Without --lenient, `handler` as it is.
 */
function lenient(ctx: Context, handler: Handler): Handler {
  const inner = handler.line;
  if (ctx.args.options.lenient !== true || inner === undefined) return handler;
  const options = { toAsciiHost: asciiHost, hostSchemes: SERVER_SCHEMES };
  return {
    ...handler,
    line(input, no) {
      let fixed: ReturnType<typeof fixup>;
      try {
        fixed = fixup(input, options);
      } catch (e) {
        if (!(e instanceof UriError)) throw e;
        return ctx.invalid(input, ctx.where(no), e);
      }
      for (const r of fixed.repairs) {
        ctx.err(
          `urikit ${ctx.command}: ${visible(ctx.where(no))}: repair ${r.kind} at ${r.index}: ${visible(JSON.stringify(r.was))} -> ${visible(JSON.stringify(r.now))}\n`,
        );
      }
      inner.call(handler, fixed.uri, no);
    },
  };
}

const LABEL = (name: string) => name.padEnd(10);

function parseCommand(ctx: Context): Handler {
  const p = ctx.paintOut;
  return {
    line(input, no) {
      const r = read(input, ctx.allowZoneId);
      if (!r.ok) return ctx.invalid(input, ctx.where(no), r.error);
      const { uri, parsed } = r;
      if (ctx.json) {
        ctx.out(
          `{"input":${q(input)},"valid":true,"components":${componentsJson(uri)}` +
            (parsed === undefined ? '' : `,"parts":${partsJson(parsed.parts)}`) +
            '}\n',
        );
        return;
      }
      let text = `${p.bold(visible(input))}\n`;
      const row = (name: string, value: string | undefined, note = '') => {
        if (value !== undefined) {
          text += `  ${p.dim(LABEL(name))} ${value === '' ? '""' : visible(value)}${note}\n`;
        }
      };
      row('scheme', uri.scheme);
      row('userinfo', uri.userinfo);
      row('host', uri.hostText, uri.hostKind === undefined ? '' : p.dim(` (${uri.hostKind})`));
      row('port', uri.port);
      row('path', uri.path);
      row('query', uri.query);
      row('fragment', uri.fragment);
      if (parsed !== undefined) {
        text += `  ${p.dim(`${parsed.scheme} parts`)}\n`;
        const entries = Object.entries(parsed.parts as object).filter(([, v]) => v !== undefined);
        const width = Math.max(8, ...entries.map(([name]) => name.length));
        for (const [name, value] of entries) {
          text += `    ${p.dim(visible(name.padEnd(width)))} ${visible(partsJson(value))}\n`;
        }
      }
      ctx.out(`${text}\n`);
    },
    end() {},
  };
}

function normalizeCommand(ctx: Context): Handler {
  const options = normalizeOptions(ctx);
  const schemeBased = ctx.args.options.scheme !== false;
  return {
    line(input, no) {
      try {
        if (!ctx.json && schemeBased) {
          ctx.out(`${registry.normalize(input, options).toString()}\n`);
          return;
        }
        let report: NormalizeReport;
        if (schemeBased) report = registry.normalizeWithReport(input, options);
        else {
          // Syntax-based only: the input must still keep its scheme's rules.
          const r = read(input, ctx.allowZoneId);
          if (!r.ok) throw r.error;
          report = normalizeWithReport(r.uri, options);
        }
        const output = report.uri.toString();
        ctx.out(
          ctx.json
            ? `{"input":${q(input)},"valid":true,"output":${q(output)},"changed":${q(report.changed)}}\n`
            : `${output}\n`,
        );
      } catch (e) {
        if (!(e instanceof UriError)) throw e;
        ctx.invalid(input, ctx.where(no), e);
      }
    },
    end() {},
  };
}

function referenceCommand(ctx: Context): Loaded {
  const [base, ...rest] = ctx.args.positional;
  if (base === undefined) throw new UsageError('a BASE URI is needed');
  const resolving = ctx.command === 'resolve';
  const legacy = ctx.args.options.legacy;
  if (legacy !== undefined && legacy !== 'rfc2396' && legacy !== 'rfc1808') {
    throw new UsageError(`--legacy takes rfc2396 or rfc1808, not "${String(legacy)}"`);
  }
  const options = {
    strict: ctx.args.options['non-strict'] !== true,
    allowZoneId: ctx.allowZoneId,
    ...(legacy === undefined ? {} : { legacy: legacy as 'rfc2396' | 'rfc1808' }),
  };
  // The base is read once (RFC 3986 §5.1: an absolute URI, its scheme's rules kept); a
  // same-document reference checks it as every reference would.
  let baseUri: Uri | undefined;
  let baseError: UriError | undefined;
  const b = read(base, ctx.allowZoneId);
  if (b.ok) {
    baseUri = b.uri;
    attempt(
      () => resolveWith(registry, b.uri, '#', options),
      (e) => {
        baseError = e;
        baseUri = undefined;
      },
    );
  } else baseError = b.error;
  const extra = `,"base":${q(base)}`;
  const handler: Handler = {
    line(input, no) {
      if (baseUri === undefined) return;
      const target = attempt(
        () =>
          resolving
            ? resolveWith(registry, baseUri!, input, options)
            : relativizeWith(registry, baseUri!, input, options),
        (e) => ctx.invalid(input, ctx.where(no), e, extra),
      );
      if (target === undefined) return;
      const output = target.toString();
      ctx.out(
        ctx.json
          ? `{"input":${q(input)}${extra},"valid":true,"output":${q(output)}}\n`
          : `${output}\n`,
      );
    },
    end() {},
  };
  if (baseError !== undefined) {
    ctx.invalid(base, 'BASE', baseError, extra);
    return { handler, inputs: undefined };
  }
  return { handler, inputs: rest };
}

function equalCommand(ctx: Context): Handler {
  const positional = ctx.args.positional;
  if (positional.length !== 2) {
    throw new UsageError(`equal takes two URIs, A and B (${positional.length} given)`);
  }
  const [a, b] = positional as [string, string];
  const o = ctx.args.options;
  const base = typeof o.base === 'string' ? o.base : undefined;
  const ignoreFragment = o['ignore-fragment'] === true;
  const options = {
    ...normalizeOptions(ctx),
    ignoreFragment,
    ...(base === undefined ? {} : { base }),
  };
  const schemeBased = o.scheme !== false;
  const fail = (side: string, input: string, error: UriError) => {
    if (!ctx.json) return ctx.invalid(input, side, error);
    ctx.negative();
    ctx.out(
      `{"a":${q(a)},"b":${q(b)},"valid":false,"side":"${side}","error":${errorJson(error)}}\n`,
    );
  };
  // The normal form compared, shown to the person reading (§6.2.2, §6.2.3; §6.1 with a base).
  const form = (x: string) => {
    const target =
      base === undefined
        ? x
        : schemeBased
          ? resolveWith(registry, base, x, options)
          : resolve(base, x, options);
    let n = schemeBased ? registry.normalize(target, options) : normalize(target, options);
    if (ignoreFragment && n.fragment !== undefined) n = n.with({ fragment: undefined });
    return n.toString();
  };
  return {
    end() {
      // Each side on its own first, so that an error names the side it is in.
      for (const [side, text] of [
        ['A', a],
        ['B', b],
      ] as const) {
        const r = read(text, ctx.allowZoneId);
        if (!r.ok) return fail(side, text, r.error);
      }
      let same: boolean;
      let forms: [string, string];
      try {
        same = schemeBased ? registry.equivalent(a, b, options) : equivalent(a, b, options);
        forms = [form(a), form(b)];
      } catch (e) {
        if (!(e instanceof UriError)) throw e;
        const side = e.input === b && e.input !== a ? 'B' : 'A';
        return fail(side, side === 'A' ? a : b, e);
      }
      if (!same) ctx.negative();
      if (ctx.json) {
        ctx.out(
          `{"a":${q(a)},"b":${q(b)},"valid":true,"equivalent":${same},"normal":${q(forms)}}\n`,
        );
      } else if (o.quiet !== true) {
        ctx.out(
          same
            ? 'equivalent\n'
            : `not equivalent\n  A  ${visible(forms[0])}\n  B  ${visible(forms[1])}\n`,
        );
      }
    },
  };
}

const RANK: Readonly<Record<string, number>> = { info: 0, warning: 1, error: 2, never: 3 };

/**
 * How `check` labels a finding of a valid URI for a person: by its severity, with the core's
 * `error` shown as `danger`, since the URI is valid and "error" is what an invalid input gets
 * (its report on standard error). NDJSON and `--fail-on` keep the core's word, `error`.
 */
const severityLabel = (severity: string): string => (severity === 'error' ? 'danger' : severity);

function checkCommand(ctx: Context): Handler {
  const failOn = (ctx.args.options['fail-on'] as string | undefined) ?? 'error';
  if (!Object.hasOwn(RANK, failOn)) {
    throw new UsageError(`--fail-on takes info, warning, error or never, not "${failOn}"`);
  }
  const threshold = RANK[failOn]!;
  // --whatwg: the core's comparison with the WHATWG URL reading, as findings of its own
  // (URI_WHATWG_DIFFERS, URI_WHATWG_UNAVAILABLE), on the same route as every other finding.
  const whatwg = ctx.args.options.whatwg === true;
  const options =
    ctx.allowZoneId || whatwg
      ? { ...(ctx.allowZoneId ? { allowZoneId: true } : {}), ...(whatwg ? { whatwg: true } : {}) }
      : undefined;
  const p = ctx.paintOut;
  let inputs = 0;
  let invalid = 0;
  let flagged = 0;
  return {
    line(input, no) {
      inputs++;
      const findings = attempt(
        () => check(registry, input, options),
        (e) => {
          invalid++;
          ctx.invalid(input, ctx.where(no), e);
        },
      ) as readonly SecurityFinding[] | undefined;
      if (findings === undefined) return;
      if (findings.length > 0) flagged++;
      if (findings.some((f) => RANK[f.severity]! >= threshold)) ctx.negative();
      if (ctx.json) {
        const list = findings.map(
          (f) =>
            `{"code":${q(f.code)},"severity":${q(f.severity)},"message":${q(f.message)}` +
            (f.index === undefined ? '' : `,"index":${f.index}`) +
            (f.component === undefined ? '' : `,"component":${q(f.component)}`) +
            '}',
        );
        ctx.out(`{"input":${q(input)},"valid":true,"findings":[${list.join(',')}]}\n`);
        return;
      }
      if (findings.length === 0) return;
      let text = `${p.bold(visible(input))}\n`;
      for (const f of findings) {
        const colour = f.severity === 'error' ? p.red : f.severity === 'warning' ? p.yellow : p.dim;
        text += `  ${colour(severityLabel(f.severity).padEnd(7))} ${visible(f.code)}: ${visible(f.message)}\n`;
        if (f.index !== undefined) {
          const [line, mark] = caret(input, f.index, p);
          text += `          ${line}\n          ${mark}\n`;
        }
      }
      ctx.out(text);
    },
    end() {
      if (ctx.stderrIsTTY && !ctx.json) {
        ctx.err(
          `urikit check: ${inputs} input${inputs === 1 ? '' : 's'}, ${invalid} invalid, ${flagged} with findings\n`,
        );
      }
    },
  };
}

async function extractCommand(ctx: Context): Promise<Handler> {
  const { createExtractor } = await import('@urikit/extract');
  const o = ctx.args.options;
  const maxLength = count(o['max-length'], 'max-length');
  const bare =
    typeof o['bare-schemes'] === 'string'
      ? o['bare-schemes'].split(',').filter(Boolean)
      : undefined;
  const schemes = typeof o.schemes === 'string' ? o.schemes.split(',').filter(Boolean) : undefined;
  const options = {
    suffixes: o.suffixes === true,
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(bare === undefined ? {} : { bareSchemes: bare }),
    ...(schemes === undefined ? {} : { schemes }),
  };
  let extractor: Extractor | undefined;
  let found = 0;
  // Line numbers: the offsets of the line breaks not yet passed, and how many were passed.
  let breaks: number[] = [];
  let passed = 0;
  let lastBreak = -1;
  let seen = 0;
  const locate = (offset: number): [line: number, column: number] => {
    while (breaks.length > 0 && breaks[0]! < offset) {
      lastBreak = breaks.shift()!;
      passed++;
    }
    return [passed + 1, offset - lastBreak];
  };
  const emit = (list: readonly FoundUri[], file: string | undefined) => {
    for (const f of list) {
      const r = read(f.uri, ctx.allowZoneId);
      const [line, column] = locate(f.start);
      const where = `${file ?? 'stdin'}:${line}:${column}`;
      if (r.ok) found++;
      if (ctx.json) {
        ctx.out(
          `{"uri":${q(f.uri)},${f.iri === f.uri ? '' : `"iri":${q(f.iri)},`}"valid":${r.ok},"start":${f.start},"end":${f.end},"line":${line},"column":${column},"delimiter":"${f.delimiter}"` +
            (f.alternative === undefined ? '' : `,"alternative":${q(f.alternative)}`) +
            (f.suffix === undefined ? '' : `,"suffix":${q(f.suffix)}`) +
            (file === undefined ? '' : `,"file":${q(file)}`) +
            (r.ok ? '' : `,"error":${errorJson(r.error)}`) +
            '}\n',
        );
      } else if (r.ok) ctx.out(`${visible(f.uri)}\n`);
      else ctx.err(errorReport('extract', where, f.uri, r.error, ctx.paintErr));
    }
  };
  return {
    text(chunk, file) {
      if (extractor === undefined) {
        extractor = createExtractor(options);
        breaks = [];
        passed = 0;
        lastBreak = -1;
        seen = 0;
      }
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1))
        breaks.push(seen + i);
      seen += chunk.length;
      emit(extractor.write(chunk), file);
      // No URI can start before what the extractor still holds: count those breaks now.
      const floor = seen - extractor.held;
      while (breaks.length > 0 && breaks[0]! < floor) {
        lastBreak = breaks.shift()!;
        passed++;
      }
    },
    endText(file) {
      if (extractor !== undefined) emit(extractor.end(), file);
      extractor = undefined;
    },
    end() {
      if (found === 0) ctx.negative();
    },
  };
}

async function editCommand(ctx: Context): Promise<Loaded> {
  const { compileTemplate, get, parseAssignment, set, sortQuery, trimPattern, trimQuery } =
    await import('./template.js');
  const o = ctx.args.options;
  const positional = [...ctx.args.positional];
  let template: Template | undefined;
  const source =
    typeof o.get === 'string' ? o.get : ctx.command === 'get' ? positional.shift() : undefined;
  const usage = (e: unknown): never => {
    if (e instanceof UriError) throw new UsageError(e.message.replace(/ \(at index .*$/, ''));
    throw e;
  };
  if (source !== undefined) {
    try {
      template = compileTemplate(source);
    } catch (e) {
      usage(e);
    }
  }
  if (ctx.command === 'get' && template === undefined)
    throw new UsageError('get needs --get TEMPLATE');
  const assignments: Assignment[] = [];
  const trims: TrimPattern[] = [];
  // Every --set, then every --unset, then every --trim, then --sort-query.
  const sets = (o.set as string[] | undefined) ?? [];
  const unsets = (o.unset as string[] | undefined) ?? [];
  const sorted = o['sort-query'] === true;
  // --form: query pairs read as application/x-www-form-urlencoded (WHATWG URL Standard §5.1).
  const query = { form: o.form === true };
  try {
    for (const s of sets) assignments.push(parseAssignment(s));
    for (const s of unsets) assignments.push(parseAssignment(s, true));
    for (const t of (o.trim as string[] | undefined) ?? []) trims.push(trimPattern(t, true));
  } catch (e) {
    usage(e);
  }
  const edits = assignments.length > 0 || trims.length > 0 || sorted;
  if (ctx.command === 'set' && !edits) {
    throw new UsageError(
      'set needs --set NAME=VALUE, --unset NAME, --trim query=NAME or --sort-query',
    );
  }
  const handler: Handler = {
    line(input, no) {
      const r = read(input, ctx.allowZoneId);
      if (!r.ok) return ctx.invalid(input, ctx.where(no), r.error);
      const output = attempt(
        () => {
          let uri = r.uri;
          if (edits) {
            if (assignments.length > 0) uri = set(uri, assignments, [], query);
            if (trims.length > 0) uri = trimQuery(uri, trims, query);
            if (sorted) uri = sortQuery(uri, query);
            // The result keeps its scheme's rules (an http URI keeps a host).
            const reread = read(uri.toString(), ctx.allowZoneId);
            if (!reread.ok) throw reread.error;
          }
          return template === undefined ? uri.toString() : get(uri, template, query);
        },
        (e) => ctx.invalid(input, ctx.where(no), e),
      );
      if (output === undefined) return;
      if (ctx.json) ctx.out(`{"input":${q(input)},"valid":true,"output":${q(output)}}\n`);
      // Decoded fields may hold controls: shown escaped (report.ts), the exact text in --json.
      else ctx.out(`${visible(output)}\n`);
    },
    end() {},
  };
  return { handler, inputs: positional };
}
