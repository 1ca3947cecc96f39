// Finding, compiling and running the Handlebars templates of templates/, with the moderator's
// overrides first. Templates compile with noEscape: escaping is the format's (see format.ts), and
// done by the helpers that print game strings (`name`, `text`).
// The built-in templates are compiled by the build into scripts with their V8 code cache
// (scripts/precompile-templates.mjs): rendering loads only Handlebars' small runtime and compiles
// no template. The compiler loads only for a template the build did not see as it is now (a
// moderator's own, or one edited since the build).
import * as runtime from 'handlebars/runtime.js';
import type FullHandlebars from 'handlebars';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { join } from 'node:path';
import { BUILTIN_TEMPLATES, builtFileOf } from './built.js';
import type { Lang, ThemeName } from '../log/records.js';
import { OperationError } from '../errors.js';
import { bold, escapeFor, heading, italic, list, mono, numbered, table, type Format } from './format.js';
import { loadVocabulary, lookup, pluralCategory, pluralForm, roleWord, type Vocabulary } from './vocab.js';
import { formatDate } from '../log/dates.js';
import { seatHolder, seatHolderIndex } from '../engine/views.js';
import type { Replacement } from '../engine/types.js';
import { CASES, nameGrammar, PLAYER_NOUN, type Case, type HolderGenders, type NameGrammar } from './names.js';

export { BUILTIN_TEMPLATES };

/** What every template sees besides its model: the format, language, theme words and names. */
export interface RenderEnv {
  format: Format;
  lang: Lang;
  theme: ThemeName;
  /** Player names by seat, unescaped. */
  names: string[];
  /** Each seat's holders' genders as the roster (or `replace`) gives them; a missing one is guessed from the name, or unknown. */
  genders?: HolderGenders;
  /** Seats that changed hands: `name seat government` names who held the seat in that government. */
  replacements?: readonly Replacement[];
  /** Folders searched before the built-in templates, most specific first. */
  overrides: string[];
}

interface Root { $: RenderEnv & { t: Vocabulary } }

type HandlebarsApi = typeof FullHandlebars;
type TemplateSpec = Parameters<HandlebarsApi['template']>[0];
const hb = (runtime as unknown as { default: HandlebarsApi }).default.create();
/** The compiler, loaded on first need (a CommonJS package: `require` keeps `compile` synchronous). */
let compiler: HandlebarsApi | undefined;
const loadCompiler = (): HandlebarsApi => (compiler ??= createRequire(import.meta.url)('handlebars') as HandlebarsApi);
const compiled = new Map<string, HandlebarsTemplateDelegate>();
/** Where each template was found: a command renders many posts, the folders do not change meanwhile. */
const located = new Map<string, string>();

/**
 * What the build compiled of a built-in template, if the file's source is still the one the build
 * saw: dist/templates/<path>.js, the expression [source, spec] with the spec's functions as code,
 * run with the V8 code cache the build made of it (<path>.js.cache; V8 rejects one made by another
 * V8 or for another text, and compiles the script then). Null for a moderator's own template, one
 * edited since the build, or when the sources run without the build's step.
 */
export function builtSpec(file: string, source: string): TemplateSpec | null {
  const script = builtFileOf(file, '.js');
  if (!script) return null;
  let text: string;
  try {
    // The build writes it in ASCII, which UTF-8 reads the same: Node reads UTF-8 text in one native
    // call, any other encoding through its JavaScript path (a first such read costs half a millisecond).
    text = readFileSync(script, 'utf8');
  } catch {
    return null; // not built (the sources run alone): compile it here
  }
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(`${script}.cache`);
  } catch {
    // compiled as it is
  }
  const [built, spec] = new Script(text, { filename: script, cachedData }).runInThisContext() as [string, TemplateSpec];
  return built === source ? spec : null;
}

function envOf(options: Handlebars.HelperOptions): Root['$'] {
  return (options.data.root as Root).$;
}

/** The last argument Handlebars passes to a helper is its options object. */
function splitArgs(args: unknown[]): { values: unknown[]; options: Handlebars.HelperOptions } {
  return { values: args.slice(0, -1), options: args[args.length - 1] as Handlebars.HelperOptions };
}

function helper(name: string, fn: (env: Root['$'], values: unknown[], options: Handlebars.HelperOptions, self: unknown) => unknown): void {
  hb.registerHelper(name, function (this: unknown, ...args: unknown[]) {
    const { values, options } = splitArgs(args);
    return fn(envOf(options), values, options, this);
  });
}

/** Renders a block's items, one per line, trimmed: the body of a list. */
function blockItems(items: unknown, options: Handlebars.HelperOptions): string[] {
  const arr = Array.isArray(items) ? items : [];
  return arr.map((item, index) => options.fn(item, { data: { ...options.data, index, first: index === 0, last: index === arr.length - 1 } }).trim()).filter((s) => s !== '');
}

// Game strings, escaped for the format.
/** A template's government and act, read as engine/views' seatHolder reads them. */
const holderReading = (government: unknown, act: unknown) =>
  [typeof government === 'number' ? government : undefined, act === 'vote' || act === 'discard' || act === 'veto' || act === 'power' ? act : 'office'] as const;

/**
 * The seat's holder now, or (given a government's 1-based index) the one who held it then; with
 * "vote" after the index, the one who cast the seat's vote in it; with "discard", the President
 * who discarded in its session (and passed the Chancellor the two cards); with "veto", the President
 * who refused the Chancellor's veto in it; with "power", the one who used its power or was its
 * target. The engine's one reading.
 */
function seatName(env: RenderEnv, seat: unknown, government?: unknown, act?: unknown): string {
  const s = Number(seat);
  if (env.names[s] === undefined) return `#${s + 1}`;
  return seatHolder(env.names, env.replacements ?? [], s, ...holderReading(government, act));
}
helper('name', (env, [seat, government, act]) => escapeFor(env.format, seatName(env, seat, government, act)));
helper('bname', (env, [seat, government, act]) => bold(env.format, escapeFor(env.format, seatName(env, seat, government, act))));
helper('text', (env, [s]) => escapeFor(env.format, String(s ?? '')));
helper('names', (env, [seats, sep]) =>
  (Array.isArray(seats) ? seats : []).map((s) => escapeFor(env.format, env.names[Number(s)])).join(typeof sep === 'string' ? sep : ', '));
// Names in sentences (Russian grammar, src/render/names.ts): `{{nm seat "acc"}}` is the name in
// that case, or "игрока «bob»" when it does not decline; `bnm` the same in bold. `{{g seat "согласился"
// "согласилась" "соглашается"}}` picks the word that agrees with the player, the third when the
// gender is unknown; `known`/`declines` let a template choose another construction. Each names the
// seat's holder as `name` does: now, or given a government (`{{nm seat "acc" index "power"}}`,
// `{{known seat index "power"}}`, `{{g seat "…" "…" at=index act="power"}}`) the one who held it
// then, so that a verb agrees with the person its sentence names, not with who sits there now.
function grammarOf(env: RenderEnv, seat: unknown, government?: unknown, act?: unknown): { name: string; grammar: NameGrammar } {
  const s = Number(seat);
  const name = seatName(env, seat, government, act);
  // The gender given for that holder, found as the name is: a player who left keeps hers.
  const given = env.genders?.[s]?.[seatHolderIndex(env.replacements ?? [], s, ...holderReading(government, act))];
  return { name, grammar: nameGrammar(name, given ?? null) };
}
/** The grammar of the seat's k-th holder (0: the roster's player), with the gender the log gives that holder. */
function holderGrammar(env: RenderEnv, seat: number, k: number): NameGrammar {
  const held = (env.replacements ?? []).filter((r) => r.seat === seat);
  const name = k < held.length ? held[k].previous : env.names[seat] ?? '';
  return nameGrammar(name, env.genders?.[seat]?.[k] ?? null);
}
function caseOf(value: unknown): Case {
  const c = String(value ?? 'nom') as Case;
  if (!CASES.includes(c)) throw new Error(`unknown case "${c}" (expected ${CASES.join(', ')})`);
  return c;
}
/** `{{nm seat "gen" index "vote"}}`: as `name` takes a government and an act, after the case. */
function nameInCase(env: RenderEnv, seat: unknown, c: Case, strong: boolean, government?: unknown, act?: unknown): string {
  const { name: raw, grammar: { forms } } = grammarOf(env, seat, government, act);
  const mark = (s: string) => (strong ? bold(env.format, escapeFor(env.format, s)) : escapeFor(env.format, s));
  if (forms) return mark(forms[c]);
  if (c === 'nom') return mark(raw);
  return `${PLAYER_NOUN[c]} ${strong ? mark(raw) : `«${escapeFor(env.format, raw)}»`}`;
}
helper('nm', (env, [seat, c, government, act]) => nameInCase(env, seat, caseOf(c), false, government, act));
helper('bnm', (env, [seat, c, government, act]) => nameInCase(env, seat, caseOf(c), true, government, act));
helper('g', (env, [seat, male, female, unknown], options) => {
  const { at, act } = options.hash as { at?: unknown; act?: unknown };
  const { gender } = grammarOf(env, seat, at, act).grammar;
  return String(gender === 'male' ? male : gender === 'female' ? female : unknown ?? male);
});
helper('known', (env, [seat, government, act]) => grammarOf(env, seat, government, act).grammar.gender !== null);
helper('declines', (env, [seat, government, act]) => grammarOf(env, seat, government, act).grammar.forms !== null);
// Theme words.
helper('t', (env, [key]) => lookup(env.t, String(key)));
// `{{role r}}` is the card's word; `{{role r seat}}` agrees with the seat's holder now (a woman's
// «Кошка»), `{{role r seat every=true}}` with everyone who held it (one word for the seat's role,
// a woman's only when each was a woman): vocab's roleWord.
helper('role', (env, [r, seat], options) => {
  if (seat === undefined) return lookup(env.t, `role.${String(r)}`);
  const s = Number(seat);
  const held = (env.replacements ?? []).filter((x) => x.seat === s).length;
  const holders = (options.hash as { every?: unknown }).every ? Array.from({ length: held + 1 }, (_, k) => k) : [held];
  return roleWord(env.t, String(r), holders.map((k) => holderGrammar(env, s, k).gender));
});
helper('party', (env, [p]) => lookup(env.t, `party.${String(p)}`));
helper('card', (env, [p]) => lookup(env.t, `card.${String(p)}`));
helper('team', (env, [p]) => lookup(env.t, `teams.${String(p)}`));
helper('power', (env, [p]) => lookup(env.t, `power.${String(p)}`));
helper('count', (env, [n, key]) => `${Number(n)} ${pluralForm(env.t, env.lang, String(key), Number(n))}`);
helper('plural', (env, [n, key]) => pluralForm(env.t, env.lang, String(key), Number(n)));
// "6 либеральных законов", "1 кошачий закон", "3 подрывных указа": a number of a side's policies,
// the adjective agreeing with the number (Russian themes: law.<side> and lawsGen.<side>).
helper('laws', (env, [n, side]) => {
  const count = Number(n);
  if (pluralCategory(env.lang, count) === 'one') return `${count} ${lookup(env.t, `law.${String(side)}`)}`;
  return `${count} ${lookup(env.t, `lawsGen.${String(side)}`)} ${pluralForm(env.t, env.lang, 'policy', count)}`;
});
helper('cap', (_env, [s]) => { const str = String(s ?? ''); return str.charAt(0).toLocaleUpperCase() + str.slice(1); });
// A theme word written as a label ("Счётчик выборов") in the middle of a Russian sentence: "…, счётчик выборов сдвигается".
helper('uncap', (_env, [s]) => { const str = String(s ?? ''); return str.charAt(0).toLocaleLowerCase() + str.slice(1); });
helper('seatno', (_env, [seat]) => String(Number(seat) + 1));
helper('date', (env, [iso, timeZone]) => formatDate(String(iso), env.lang, typeof timeZone === 'string' ? timeZone : undefined));
// Markup, per format.
helper('b', (env, [s]) => bold(env.format, String(s ?? '')));
helper('i', (env, [s]) => italic(env.format, String(s ?? '')));
helper('mono', (env, [s]) => mono(env.format, String(s ?? '')));
// Block helpers end with a newline: a standalone closing tag swallows its own, and Markdown needs
// a blank line after a list, or the next paragraph joins the last item.
helper('heading', (env, _values, options, self) => `${heading(env.format, options.fn(self).trim())}\n`);
helper('list', (env, [items], options) => `${list(env.format, blockItems(items, options))}\n`);
helper('numbered', (env, [items], options) => `${numbered(env.format, blockItems(items, options))}\n`);
// Each non-empty line of the block is one bullet.
helper('bullets', (env, _values, options, self) => `${list(env.format, options.fn(self).split('\n').map((l) => l.trim()).filter(Boolean))}\n`);
helper('table', (env, [header, rows]) => table(env.format, header as string[], rows as string[][]));
// A shared piece of another template (like the reply instructions), with the same data; or with the
// model given after the name (the withdrawal post's "waiting for" line is the waiting post's own).
helper('include', (env, [name, model], options) => {
  const root = options.data.root as Root;
  return compile(findTemplate(String(name), env))(model ? { ...(model as object), $: root.$ } : root).trim();
});
// Logic.
hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hb.registerHelper('gt', (a: unknown, b: unknown) => Number(a) > Number(b));
hb.registerHelper('not', (a: unknown) => !a);
hb.registerHelper('and', (...args: unknown[]) => args.slice(0, -1).every(Boolean));
hb.registerHelper('or', (...args: unknown[]) => args.slice(0, -1).some(Boolean));
hb.registerHelper('def', (a: unknown) => a !== undefined && a !== null);
hb.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).join(''));
hb.registerHelper('inc', (a: unknown) => Number(a) + 1);

/** The file a template comes from: overrides first (format-specific before general), then built-in. */
export function findTemplate(name: string, env: Pick<RenderEnv, 'lang' | 'format' | 'overrides'>): string {
  const key = [name, env.lang, env.format, ...env.overrides].join('\0');
  const hit = located.get(key);
  if (hit) return hit;
  const ext = env.format === 'markdown' ? 'md' : env.format === 'bbcode' ? 'bbcode' : 'txt';
  const candidates = [...env.overrides, BUILTIN_TEMPLATES].flatMap((dir) => [
    join(dir, env.lang, `${name}.${ext}.hbs`),
    join(dir, env.lang, `${name}.hbs`),
  ]);
  const found = candidates.find((c) => existsSync(c));
  if (!found) {
    throw new OperationError('template', `no template for ${name} (${env.lang}, ${env.format}); looked for ${candidates.join(', ')}`)
      .saying('template-not-found', { name, looked: candidates.join(', ') });
  }
  located.set(key, found);
  return found;
}

function compile(file: string): HandlebarsTemplateDelegate {
  const cached = compiled.get(file);
  if (cached) return cached;
  const source = readFileSync(file, 'utf8');
  let template: HandlebarsTemplateDelegate;
  try {
    const built = builtSpec(file, source);
    // Precompiling parses now, so that a broken file fails here rather than at its first use.
    const spec = built ?? (new Function(`return ${loadCompiler().precompile(source, { noEscape: true })}`)() as TemplateSpec);
    template = setUpOnce(hb.template(spec));
  } catch (e) {
    throw templateError(file, e);
  }
  compiled.set(file, template);
  return template;
}

/**
 * Handlebars sets a template up at every call: it copies every registered helper (some fifty) into
 * a new object, each wrapped in two new closures, and makes new hooks and access rules. chancery
 * registers its helpers once, when this module loads, and calls a template with no options but
 * `data`, so every set-up is the same as the first: a template keeps it. A call with other options
 * (none here) or as a partial sets it up again, as Handlebars does.
 */
type SetUpTemplate = HandlebarsTemplateDelegate & { _setup(options: Record<string, unknown>): void };
function setUpOnce(template: HandlebarsTemplateDelegate): HandlebarsTemplateDelegate {
  const t = template as SetUpTemplate;
  const setUp = t._setup;
  let ready = false;
  t._setup = function (options) {
    const plain = !options.partial && Object.keys(options).every((k) => k === 'data');
    if (plain && ready) return;
    setUp.call(this, options);
    ready = plain;
  };
  return template;
}

function templateError(file: string, e: unknown): OperationError {
  // A template another one includes, broken or missing: its own error names it, with its line.
  if (e instanceof OperationError && e.said?.code === 'template') return e;
  const message = e instanceof Error ? e.message : String(e);
  // Handlebars parse errors read "Parse error on line N: ..."; runtime errors carry lineNumber.
  const line = /line (\d+)/.exec(message)?.[1] ?? (e as { lineNumber?: number }).lineNumber;
  const where = line ? `${file}:${line}` : file;
  // A parse error's first line only repeats the line number; its last line says what was expected.
  const lines = message.split('\n');
  const parse = /^Parse error on line \d+:$/.test(lines[0]);
  const what = parse ? lines[lines.length - 1] : lines[0];
  return new OperationError('template', `template ${where}: ${what}`).saying('template', { where, ...templateProblem(e, what, parse), detail: what });
}

/**
 * What went wrong in a template, as a code's variant and facts (templates/<lang>/errors.yaml words
 * it; Handlebars' own sentence stays in `detail`, for --json): a block never closed, a block closed
 * by another's end, a parse error, a helper or a partial that does not exist, a word or a form the
 * theme's words lack, or anything else.
 */
function templateProblem(e: unknown, what: string, parse: boolean): Record<string, string | number> {
  if (e instanceof OperationError && e.said) {
    if (e.said.code === 'theme-word') return { ...e.said.params };
    if (e.said.code === 'template-not-found') return { variant: 'not-found', ...e.said.params };
  }
  if (parse && /got 'EOF'$/.test(what)) return { variant: 'unclosed' };
  const mismatch = /^(\S+) doesn't match (\S+)/.exec(what);
  if (mismatch) return { variant: 'mismatch', open: mismatch[1], close: mismatch[2] };
  if (parse || /^Lexical error/.test(what)) return { variant: 'parse' };
  const helper = /^Missing helper: "(.*)"$/.exec(what);
  if (helper) return { variant: 'helper', helper: helper[1] };
  const partial = /^The partial (.*) could not be found$/.exec(what);
  if (partial) return { variant: 'partial', partial: partial[1] };
  return { variant: 'failed' };
}

/** Renders template `name` (like "message/ack" or "post/opening") with its model. */
export function renderTemplate(name: string, model: object, env: RenderEnv): string {
  const file = findTemplate(name, env);
  const template = compile(file);
  const t = loadVocabulary(env.theme, env.lang, env.overrides);
  try {
    return tidy(template({ ...model, $: { ...env, t } }));
  } catch (e) {
    throw templateError(file, e);
  }
}

/** Templates are written for reading; collapse the blank lines their block tags leave behind. */
function tidy(s: string): string {
  return s.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}
