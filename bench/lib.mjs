// Helpers shared by the bench/ scripts: where the corpus is, how its lines are read, medians,
// markdown tables, and the runtime's name. Plain JavaScript, run as it is by Node, Bun or Deno.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is `<repo>/bench/lib.mjs`). */
export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The runtime running this script, by its own name and version: Bun and Deno also set
 * `process.version`, to the Node version they emulate, so that is read only on Node.
 */
export function runtime() {
  const { Bun, Deno } = globalThis;
  if (Bun !== undefined) return `Bun ${Bun.version} (JavaScriptCore)`;
  if (Deno !== undefined) return `Deno ${Deno.version.deno} (V8 ${Deno.version.v8})`;
  return `Node ${process.version} (V8 ${process.versions.v8})`;
}

/** The name of the runtime's own WHATWG `URL` in the tables: `URL (Node)`, `URL (Bun)`, `URL (Deno)`. */
export function urlContender() {
  return `URL (${runtime().split(' ')[0]})`;
}

/** The shared data folder: `$URIKIT_SHARED`, else `<repo>/../shared`. */
export const shared = process.env.URIKIT_SHARED
  ? resolve(process.env.URIKIT_SHARED)
  : resolve(repo, '..', 'shared');

/** The path of a corpus file, e.g. `corpusPath('real-urls.txt')`. */
export const corpusPath = (name) => join(shared, 'corpus', name);

/** The path of a vector file, e.g. `vectorPath('rfc3986.resolve')`. */
export const vectorPath = (name) => join(shared, 'vectors', `${name}.json`);

/**
 * The lines of a text file, each decoded on its own from the file's bytes.
 *
 * Why not `readFileSync(path, 'utf8').split('\n')`: `split` returns sliced strings, views into
 * the one big string of the whole file. If the file holds a single non-Latin-1 character, that
 * big string is two-byte, and so is every slice of it, even a line that is plain ASCII; a
 * two-byte sliced string is slower to scan than a flat one-byte string, which would penalize
 * exactly the parsers that scan characters in JavaScript. `(' ' + s).slice(1)` does not cure
 * that (the copy keeps the two-byte representation). Decoding each line's bytes separately
 * gives every line a fresh sequential string of its own, one-byte unless the line itself holds
 * a character above U+00FF. A trailing "\r" is dropped, and so is the empty string after the
 * last "\n".
 *
 * @param {string} path
 * @returns {string[]}
 */
export function readLines(path) {
  const bytes = readFileSync(path);
  const lines = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end === -1) end = bytes.length;
    const stop = end > start && bytes[end - 1] === 0x0d ? end - 1 : end;
    lines.push(bytes.toString('utf8', start, stop));
    start = end + 1;
  }
  return lines;
}

/**
 * A fresh flat copy of a string built by concatenation (a V8 cons string) or slicing: the
 * same text as its own sequential string, so that it is read like a corpus line.
 *
 * @param {string} s
 * @returns {string}
 */
export const fresh = (s) => Buffer.from(s, 'utf8').toString('utf8');

/** @param {number[]} xs */
export function median(xs) {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

/**
 * A markdown table. Cells are strings; columns whose header starts with ">" are right-aligned
 * (the ">" is not printed).
 *
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function table(header, rows) {
  const right = header.map((h) => h.startsWith('>'));
  const head = header.map((h) => (h.startsWith('>') ? h.slice(1) : h));
  const width = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ')} |`;
  const rule = `| ${width.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** A number with thousands separators and `digits` decimals. */
export const fmt = (x, digits = 0) =>
  x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The `@urikit/core` function `name`, or `undefined` when this build of core does not export
 * it yet (the caller prints a "skipped" line instead of crashing).
 *
 * @param {Record<string, unknown>} core the module namespace
 * @param {string} name
 */
export const coreFunction = (core, name) =>
  typeof core[name] === 'function' ? core[name] : undefined;
