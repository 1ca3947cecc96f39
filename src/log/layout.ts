// Reading a log in the block layout chancery writes (`key: value` lines, `- seq: N` items, short
// lists and maps in flow style on one line) without a general YAML parser: auditing hundreds of
// logs spends a third of its time in js-yaml otherwise. Each scalar is resolved by js-yaml's own
// core-schema types, so the data is what js-yaml gives; anything outside this layout (comments,
// anchors, tags, block scalars, multi-line values, unusual keys, duplicates, control characters)
// gives null and the caller reads the text with js-yaml, which also reports every error.
// test/log/layout.test.ts holds it to js-yaml over real, random and hand-written logs.
import { jsYaml } from '../input/yaml.js';

type Value = unknown;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Control characters other than the line feed (tabs, carriage returns, the ones js-yaml refuses): left to js-yaml. */
const CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

class Unreadable extends Error {}
const give = (): never => { throw new Unreadable(); };

type Implicit = { resolve(data: string): boolean; construct(data: string): unknown };
/** js-yaml's core-schema types, taken on the first scalar that needs them (see resolvedPlain). */
let implicit: Implicit[] | undefined;
/** Per read (readLayout sets them): what each word and key resolved to, since words recur in a log. */
let resolved: Map<string, Value>;
let keys: Map<string, boolean>;

/** What the first character of a plain scalar says (by its code, below 128). */
const STARTS_OTHER = 1;
const MAY_BE_WORD_OR_NUMBER = 2;
const FIRST = new Uint8Array(128);
// Indicators that start something else (or nothing valid) in YAML: left to js-yaml.
for (const c of '?:,[]{}#&*!|>\'"%@`') FIRST[c.charCodeAt(0)] = STARTS_OTHER;
// Only these first characters can start a null, a boolean or a number.
for (const c of '0123456789+-.~nNtTfF') FIRST[c.charCodeAt(0)] = MAY_BE_WORD_OR_NUMBER;
/** A comment, or a colon that makes a key, inside a plain scalar: YAML reads something else there. */
const NOT_PLAIN = / #|: |:$/;
/** In a flow list or map, a comma, a bracket, a brace, a colon or a hash ends or breaks the scalar. */
const NOT_PLAIN_IN_FLOW = /[,[\]{}:#]/;

/** A plain scalar as js-yaml's core schema resolves it: null, boolean, integer, float, else the string. */
function plain(text: string, flow: boolean): Value {
  if (!text) return give();
  const c = text.charCodeAt(0);
  const first = c < 128 ? FIRST[c] : 0;
  if (first === STARTS_OTHER || (c === 45 && (text.length === 1 || text.charCodeAt(1) === 32))) return give();
  if ((flow ? NOT_PLAIN_IN_FLOW : NOT_PLAIN).test(text)) return give();
  // A digit followed by a character no number has (a hash, a time) is a string too.
  if (first !== MAY_BE_WORD_OR_NUMBER || NOT_A_NUMBER.test(text)) return text;
  let known = resolved.get(text);
  if (known === undefined) {
    known = resolvedPlain(text);
    resolved.set(text, known);
  }
  return known;
}

/**
 * The words the core schema reads as null or a boolean (js-yaml's null and bool types): any other
 * word, a letter first, is a string, since every other type of the schema starts with a digit, a
 * sign or a dot.
 */
const CORE_WORDS = new Map<string, Value>([
  ['~', null], ['null', null], ['Null', null], ['NULL', null],
  ['true', true], ['True', true], ['TRUE', true], ['false', false], ['False', false], ['FALSE', false],
]);
/** js-yaml's integers in base 2, 8 and 16 (its int type: a lowercase prefix, no underscores). */
const BASE_PREFIX = /^[-+]?0[box]/;
const BASED_INTEGER = /^[-+]?0(?:b[01]+|o[0-7]+|x[0-9a-fA-F]+)$/;
/** A decimal integer read back exactly: no sign on zero, no leading zero, at most 15 digits. */
const SMALL_INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;

/**
 * A plain scalar that may be null, a boolean or a number, as js-yaml resolves it. The words and
 * the small decimal integers a log is made of are read here; anything else (a float, another
 * base, a sign, digits with underscores) by js-yaml's own types, so js-yaml is loaded only then.
 */
function resolvedPlain(text: string): Value {
  const word = CORE_WORDS.get(text);
  if (word !== undefined) return word;
  if (SMALL_INTEGER.test(text)) return Number(text);
  const c = text.charCodeAt(0) | 0x20;
  if (c >= 0x61 && c <= 0x7a) return text;
  // 0b, 0o and 0x start a number only when every digit after them is of that base (a hash: 0b30f...).
  if (BASE_PREFIX.test(text) && !BASED_INTEGER.test(text)) return text;
  const type = implicitType(text);
  return type ? type.construct(text) : text;
}

// (Only a leading 0 may start another base: 0x1F, 0o17, 0b101; a hash such as 1bf3... is text.)
const NOT_A_NUMBER = /^(?:[1-9]|0(?![xXoObB]))[0-9._eE+-]*[^0-9._eE+-]/;

function implicitType(text: string) {
  implicit ??= (jsYaml().CORE_SCHEMA as unknown as { implicit: Implicit[] }).implicit;
  return implicit.find((type) => type.resolve(text));
}

/** A key js-yaml reads as the same string: a name that is not null, a boolean or a number. */
function plainKey(key: string): boolean {
  let ok = keys.get(key);
  if (ok === undefined) {
    // A name (a letter or _ first) is a string to js-yaml unless it is one of the null and boolean words.
    ok = KEY.test(key) && key !== '__proto__' && !CORE_WORDS.has(key);
    keys.set(key, ok);
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
    // An escape is skipped here and read by JSON.parse, which refuses every escape YAML has and
    // JSON has not (\x41, \N, \_, ...); the ones both have mean the same.
    if (line[i] === '\\') { i++; continue; }
    // JSON.parse throws on what it refuses, and readLayout declines the text.
    if (line[i] === '"') return [JSON.parse(line.slice(at, i + 1)), i + 1];
  }
  return give();
}

/** A value written on one line after `key: ` or `- `: a flow list or map of scalars, a quoted or a plain scalar. */
function inline(text: string): Value {
  const c = text[0];
  if (c === '"' || c === "'") {
    const [value, end] = quoted(text, 0);
    if (end < text.length) return give();
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
  const scalar = (): Value => {
    skip();
    if (text[i] === '"' || text[i] === "'") {
      const [value, end] = quoted(text, i);
      i = end;
      skip();
      return value;
    }
    const start = i;
    while (i < text.length && text[i] !== ',' && text[i] !== close) i++;
    return plain(text.slice(start, i).replace(/ +$/, ''), true);
  };
  skip();
  if (text[i] === close) {
    i++;
  } else {
    for (;;) {
      if (map) {
        skip();
        const colon = text.indexOf(': ', i);
        const key = text.slice(i, colon);
        if (colon < 0 || !plainKey(key) || Object.hasOwn(out, key)) return give();
        i = colon + 1;
        out[key] = scalar();
      } else {
        items.push(scalar());
      }
      if (text[i] === ',') { i++; continue; }
      if (text[i] === close) { i++; break; }
      return give();
    }
  }
  if (i < text.length) return give();
  return map ? out : items;
}

// Only spaces are trimmed anywhere: YAML's one other white space, the tab, is declined, and a
// no-break space (which String.prototype.trim would take) is part of the value for js-yaml.

/** Where things stand in the text, as file.ts's locate() finds them: top-level keys and the items of `events` (1-based lines). */
export interface Located { keys: Map<string, number>; events: number[] }

/** The data of a log's text as js-yaml would read it, or null when the text is not in chancery's layout. */
export function readLayout(source: string): { data: Record<string, Value>; where: Located } | null {
  if (CONTROL.test(source)) return null;
  // Each line that is not blank, as numbers into the source rather than an object and a string a
  // line: an audit of many logs reads hundreds of thousands of lines, and what it allocates it
  // pays for again in collections. Line k: its indent, its text from `from[k]` to `to[k]` (spaces
  // at either end left out) and its 1-based number. Typed arrays sized by the text's lines,
  // counted first: their memory is outside V8's young generation, where lists grown item by item
  // (each growth a copy) filled a tenth of a megabyte for a finished game, a quarter of a collection.
  let lines = 1;
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lines++;
  const indents = new Int32Array(lines);
  const from = new Int32Array(lines);
  const to = new Int32Array(lines);
  const numbers = new Int32Array(lines);
  let count = 0;
  for (let start = 0, n = 1; start < source.length; n++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    let first = start;
    while (source.charCodeAt(first) === 32) first++;
    let last = end;
    while (last > first && source.charCodeAt(last - 1) === 32) last--;
    if (last > first) {
      indents[count] = first - start;
      from[count] = first;
      to[count] = last;
      numbers[count++] = n;
    }
    start = end + 1;
  }
  // Comments, document markers, directives, lines indented deeper than their block and every other
  // line of YAML beyond the layout are neither a `key:` line nor a `- ` item where one may stand, so
  // no mapping or list below takes them and the text is declined: not every line was read.
  if (!count) return null;
  resolved = new Map();
  keys = new Map();
  let at = 0;
  const keyLines = new Map<string, number>();
  const eventLines: number[] = [];
  // The lines are read in order, so each search for a colon starts where the last one left off:
  // `nextColon` is the first colon at or after `colonFrom` (-1: none there; unknown before the
  // first search). The text is searched once in all; a search from every line to the next colon,
  // however far, would make a long text without colons cost the square of its length.
  const UNKNOWN = -2;
  let colonFrom = 0;
  let nextColon = UNKNOWN;
  /** The first colon on line `k` at or after `i`, or -1. */
  const colonIn = (k: number, i: number) => {
    if (nextColon === UNKNOWN || i < colonFrom || (nextColon >= 0 && nextColon < i)) nextColon = source.indexOf(':', i);
    colonFrom = i;
    return nextColon >= 0 && nextColon < to[k] ? nextColon : -1;
  };
  /** The first character at or after `i` that is not a space (a line's text ends in one that is not). */
  const afterSpaces = (i: number) => {
    while (source.charCodeAt(i) === 32) i++;
    return i;
  };
  /** Whether line `k`'s text starts with "- " (an item with something after the dash). */
  const isItem = (k: number) => source.charCodeAt(from[k]) === 45 && from[k] + 1 < to[k] && source.charCodeAt(from[k] + 1) === 32;

  /** `key: value` lines at `indent` (inside a list item, the first shares the dash's line); at the top, each key's line is noted. */
  function mapping(indent: number, top = false): Record<string, Value> {
    const out: Record<string, Value> = {};
    while (at < count && indents[at] === indent) {
      const k = at;
      // A line without a colon is no `key: value` line.
      const colon = colonIn(k, from[k]);
      if (colon < 0) return give();
      const key = source.slice(from[k], colon);
      if (!plainKey(key) || Object.hasOwn(out, key)) return give();
      const rest = colon + 1 < to[k];
      if (rest && source.charCodeAt(colon + 1) !== 32) return give();
      if (top) keyLines.set(key, numbers[k]);
      at++;
      out[key] = rest ? inline(source.slice(afterSpaces(colon + 1), to[k])) : nested(indent, top && key === 'events');
    }
    return out;
  }

  /** What follows `key:` with nothing after it: a deeper block, a list at the same indent, or null. */
  function nested(indent: number, events: boolean): Value {
    if (at >= count) return null;
    if (indents[at] > indent) return source.charCodeAt(from[at]) === 45 ? sequence(indents[at], events) : mapping(indents[at]);
    if (indents[at] === indent && isItem(at)) return sequence(indent, events);
    return null;
  }

  /** `- ` items at `indent`; those of the top-level `events` note their lines. */
  function sequence(indent: number, events: boolean): Value[] {
    const items: Value[] = [];
    while (at < count && indents[at] === indent && isItem(at)) {
      const k = at;
      const rest = afterSpaces(from[k] + 2);
      if (events) eventLines.push(numbers[k]);
      const colon = colonIn(k, rest);
      // "- key: value": a map whose first line shares the dash's line, the rest at its indent.
      if (colon >= 0 && plainKey(source.slice(rest, colon)) && (colon + 1 === to[k] || source.charCodeAt(colon + 1) === 32)) {
        indents[k] = indent + rest - from[k];
        from[k] = rest;
        items.push(mapping(indents[k]));
      } else {
        at++;
        items.push(inline(source.slice(rest, to[k])));
      }
    }
    return items;
  }

  try {
    const data = mapping(0, true);
    return at === count ? { data, where: { keys: keyLines, events: eventLines } } : null;
  } catch {
    return null; // outside the layout (or a case this reader gets wrong): js-yaml reads it
  }
}
