// Reading a log in the block layout chancery writes (`key: value` lines, `- seq: N` items, short
// lists and maps in flow style on one line) without a general YAML parser: auditing hundreds of
// logs spends a third of its time in js-yaml otherwise. Each scalar is resolved by js-yaml's own
// core-schema types, so the data is what js-yaml gives; anything outside this layout (comments,
// anchors, tags, block scalars, multi-line values, unusual keys, duplicates, tabs) gives null and
// the caller reads the text with js-yaml, which also reports every error.
// test/log/layout.test.ts holds it to js-yaml over real, random and hand-written logs.
import { jsYaml } from '../input/yaml.js';

type Value = unknown;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

class Unreadable extends Error {}
const give = (): never => { throw new Unreadable(); };

let implicit: { resolve(data: string): boolean; construct(data: string): unknown }[] | undefined;

/** A plain scalar as js-yaml's core schema resolves it: null, boolean, integer, float, else the string. */
function plain(text: string, flow: boolean): Value {
  if (!text) return give();
  const first = text.charCodeAt(0);
  // Indicators that start something else (or nothing valid) in YAML: left to js-yaml.
  if ('?:,[]{}#&*!|>\'"%@`'.includes(text[0]) || (first === 45 && (text.length === 1 || text[1] === ' '))) return give();
  if (text.includes(' #') || text.includes(': ') || text.endsWith(':') || text.includes('\t')) return give();
  if (flow && /[,[\]{}:#]/.test(text)) return give();
  // Only these first characters can start a null, a boolean or a number; a digit followed by a
  // character no number has (a hash, a time) is a string too. Words recur: remembered.
  if (!'0123456789+-.~nNtTfF'.includes(text[0]) || NOT_A_NUMBER.test(text)) return text;
  let known = resolved.get(text);
  if (known === undefined && !resolved.has(text)) {
    const type = implicitType(text);
    known = type ? type.construct(text) : text;
    if (resolved.size < 1000) resolved.set(text, known);
  }
  return known;
}

const NOT_A_NUMBER = /^[0-9](?![xXoObB])[0-9._eE+-]*[^0-9._eE+-]/;
const resolved = new Map<string, Value>();

function implicitType(text: string) {
  implicit ??= (jsYaml().CORE_SCHEMA as unknown as { implicit: typeof implicit }).implicit!;
  return implicit.find((type) => type.resolve(text));
}

/** A key js-yaml reads as the same string: a name that is not null, a boolean or a number. */
const keys = new Map<string, boolean>();
function plainKey(key: string): boolean {
  let ok = keys.get(key);
  if (ok === undefined) {
    ok = KEY.test(key) && key !== '__proto__' && !implicitType(key);
    if (keys.size < 1000) keys.set(key, ok);
  }
  return ok;
}

/** A quoted scalar starting at `at`; returns its value and the index after the closing quote. */
function quoted(line: string, at: number): [Value, number] {
  if (line[at] === "'") {
    let out = '';
    for (let i = at + 1; i < line.length; i++) {
      if (line[i] !== "'") { out += line[i]; continue; }
      if (line[i + 1] === "'") { out += "'"; i++; continue; }
      return [out, i + 1];
    }
    return give();
  }
  for (let i = at + 1; i < line.length; i++) {
    if (line[i] === '\\') {
      // Only the escapes YAML and JSON share; JSON.parse then reads them the same way.
      if (!'"\\/bfnrtu'.includes(line[i + 1] ?? '')) return give();
      i++;
      continue;
    }
    if (line[i] === '"') {
      try {
        return [JSON.parse(line.slice(at, i + 1)), i + 1];
      } catch {
        return give(); // a raw control character: js-yaml's rules, not JSON's
      }
    }
  }
  return give();
}

/** A value written on one line after `key: ` or `- `: a flow list or map of scalars, a quoted or a plain scalar. */
function inline(text: string): Value {
  const c = text[0];
  if (c === '"' || c === "'") {
    const [value, end] = quoted(text, 0);
    if (text.slice(end).trim()) return give();
    return value;
  }
  if (c === '[' || c === '{') return flowCollection(text);
  return plain(text, false);
}

function flowCollection(text: string): Value {
  const map = text[0] === '{';
  const close = map ? '}' : ']';
  const items: Value[] = [];
  const out: Record<string, Value> = {};
  let i = 1;
  const skip = () => { while (text[i] === ' ') i++; };
  const scalar = (stop: string): Value => {
    skip();
    if (text[i] === '"' || text[i] === "'") {
      const [value, end] = quoted(text, i);
      i = end;
      skip();
      return value;
    }
    const start = i;
    while (i < text.length && !stop.includes(text[i])) i++;
    return plain(text.slice(start, i).trim(), true);
  };
  skip();
  if (text[i] === close) {
    i++;
  } else {
    for (;;) {
      if (map) {
        skip();
        const start = i;
        while (i < text.length && text[i] !== ':') i++;
        const key = text.slice(start, i).trim();
        if (!plainKey(key) || key in out || text[i + 1] !== ' ') return give();
        i++;
        out[key] = scalar(`,${close}`);
      } else {
        items.push(scalar(`,${close}`));
      }
      if (text[i] === ',') { i++; skip(); if (text[i] === close) return give(); continue; }
      if (text[i] === close) { i++; break; }
      return give();
    }
  }
  if (text.slice(i).trim()) return give();
  return map ? out : items;
}

interface Line { indent: number; text: string; n: number }

/** Where things stand in the text, as file.ts's locate() finds them: top-level keys and the items of `events` (1-based lines). */
export interface Located { keys: Map<string, number>; events: number[] }

/** The data of a log's text as js-yaml would read it, or null when the text is not in chancery's layout. */
export function readLayout(source: string): { data: Record<string, Value>; where: Located } | null {
  if (source.includes('\t') || source.includes('\r')) return null;
  const lines: Line[] = [];
  for (let start = 0, n = 1; start < source.length; n++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    let indent = start;
    while (indent < end && source.charCodeAt(indent) === 32) indent++;
    let last = end;
    while (last > indent && source.charCodeAt(last - 1) === 32) last--;
    if (last > indent) {
      const c = source[indent];
      // Comments, and document markers and directives at the margin, are js-yaml's.
      if (c === '#' || (indent === start && (c === '%' || source.startsWith('---', indent) || source.startsWith('...', indent)))) return null;
      lines.push({ indent: indent - start, text: source.slice(indent, last), n });
    }
    start = end + 1;
  }
  if (!lines.length) return null;
  let at = 0;
  const keys = new Map<string, number>();
  const eventLines: number[] = [];
  /** True while reading the top-level `events` list itself (not lists inside its items). */
  let locating = false;

  /** `key: value` lines at `indent` (inside a list item, the first shares the dash's line). */
  function mapping(indent: number, out: Record<string, Value> = {}, most = Infinity): Record<string, Value> {
    for (let taken = 0; taken < most && at < lines.length && lines[at].indent === indent && !lines[at].text.startsWith('-'); taken++) {
      const { text } = lines[at];
      const colon = text.indexOf(':');
      if (colon < 0) return give();
      const key = text.slice(0, colon);
      if (!plainKey(key) || Object.prototype.hasOwnProperty.call(out, key)) return give();
      const rest = text.slice(colon + 1);
      if (rest && rest[0] !== ' ') return give();
      at++;
      out[key] = rest.trim() ? inline(rest.trim()) : nested(indent);
    }
    if (at < lines.length && lines[at].indent > indent) return give();
    return out;
  }

  /** What follows `key:` with nothing after it: a deeper block, a list at the same indent, or null. */
  function nested(indent: number): Value {
    if (at >= lines.length) return null;
    const next = lines[at];
    if (next.indent > indent) return next.text.startsWith('-') ? sequence(next.indent) : mapping(next.indent);
    if (next.indent === indent && next.text.startsWith('- ')) return sequence(indent);
    return null;
  }

  function sequence(indent: number): Value[] {
    const top = locating;
    locating = false;
    const items: Value[] = [];
    while (at < lines.length && lines[at].indent === indent && (lines[at].text === '-' || lines[at].text.startsWith('- '))) {
      const rest = lines[at].text.slice(1).trimStart();
      if (!rest) return give();
      const inner = indent + 1 + (lines[at].text.length - 1 - rest.length);
      const colon = rest.indexOf(':');
      // "- key: value": a map whose first line shares the dash's line, the rest at its indent.
      if (colon > 0 && plainKey(rest.slice(0, colon)) && (rest.length === colon + 1 || rest[colon + 1] === ' ')) {
        lines[at] = { indent: inner, text: rest, n: lines[at].n };
        if (top) eventLines.push(lines[at].n);
        items.push(mapping(inner));
      } else {
        if (top) eventLines.push(lines[at].n);
        at++;
        items.push(inline(rest));
      }
    }
    if (at < lines.length && lines[at].indent > indent) return give();
    return items;
  }

  try {
    const data: Record<string, Value> = {};
    // The top level, key by key, noting each key's line and the lines of the items of `events`.
    while (at < lines.length && lines[at].indent === 0) {
      const line = lines[at];
      keys.set(line.text.slice(0, line.text.indexOf(':')), line.n);
      locating = line.text.startsWith('events:');
      const before = at;
      mapping(0, data, 1);
      locating = false;
      if (at === before) break;
    }
    return at === lines.length ? { data, where: { keys, events: eventLines } } : null;
  } catch {
    return null; // outside the layout (or a case this reader gets wrong): js-yaml reads it
  }
}
