// Game states for render tests: random legal games through the real engine, replayed to every
// intermediate point, with player names that are hostile markup or unique tokens.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import MarkdownIt from 'markdown-it';
import { parse as parseBBCode } from '@bbob/parser';
import { apply, type GameEvent, type State } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { AUTOMATIC_EVENT_TYPES, type LogRecord } from '../../src/log/records.js';
import { toEngineEvent } from '../../src/log/replay.js';
import { withdrawnDecision } from '../../src/game/thread.js';
import { awaited } from '../../src/house/waiting.js';
import { waitingLine } from '../../src/house/posts.js';
import type { Withdrawal } from '../../src/render/posts.js';
import { scratch } from '../support/scratch.js';

export const HOSTILE_NAMES = ['*Bob*', '[b]x[/b]', "O'Brien_", '<script>', '|pipe|', 'Ann [url=x]y[/url]', '`tick`', '1. Hash #', '- dash @here', 'Мария &amp;'];

/** Every state of one random game (after each event), with the given names in seat order. */
export function statesOf(players: number, seed: string, names?: string[]): State[] {
  const game = playRandomGame({ players, seed });
  const events: GameEvent[] = game.events.map((e) => (e.type === 'game-created' && names ? { ...e, players: names.slice(0, players) } : e));
  const states: State[] = [];
  let state: State | null = null;
  for (const e of events) {
    const r = apply(state, e);
    if (!r.ok) throw new Error(`replay refused ${e.type}: ${r.error.message}`);
    state = r.state;
    if (state.roles) states.push(state);
  }
  return states;
}

/** A decision of a random game taken back: the state the game is back at, its records, the post's facts. */
export interface TakenBack { before: State; records: LogRecord[]; taken: LogRecord[]; withdrawal: Withdrawal | null }

/**
 * Every decision of one random game as `undo` would take it back: the decision and the automatic
 * steps after it, as log records (numbered from 1, as a log numbers them), and the withdrawal post's
 * facts read from them by the game layer (null when the thread never heard of the decision).
 */
export function takenBackIn(players: number, seed: string, names?: string[]): TakenBack[] {
  const [created, ...rest] = playRandomGame({ players, seed }).events;
  const records = rest.map((e, i) => ({ ...e, seq: i + 1, at: '2026-12-01T00:00:00Z', hash: 'h' }) as unknown as LogRecord);
  const start = apply(null, created.type === 'game-created' && names ? { ...created, players: names.slice(0, players) } : created);
  if (!start.ok) throw new Error(start.error.message);
  const out: TakenBack[] = [];
  let state = start.state;
  for (let i = 0; i < records.length; i++) {
    if (!AUTOMATIC_EVENT_TYPES.has(records[i].type) && state.roles) {
      let end = i + 1;
      while (end < records.length && AUTOMATIC_EVENT_TYPES.has(records[end].type)) end++;
      const taken = records.slice(i, end);
      out.push({ before: state, records, taken, withdrawal: withdrawalFacts(records, taken, state) });
    }
    const r = apply(state, toEngineEvent(records[i]));
    if (!r.ok) throw new Error(`replay refused ${records[i].type}: ${r.error.message}`);
    state = r.state;
  }
  return out;
}

/** One taken-back decision of each kind (a power of each type, both veto answers, with chaos, ending the game), in game order. */
export function oneOfEachWithdrawal(list: TakenBack[]): TakenBack[] {
  const seen = new Set<string>();
  return list.filter((t) => {
    if (!t.withdrawal) return false;
    const w = t.withdrawal;
    const key = [w.decision, w.waiting?.power, w.agreed, w.chaos, w.reopened].join();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The withdrawal post's facts for `taken`, taken back to `before`, as src/game/thread.ts gives them. */
export function withdrawalFacts(records: readonly LogRecord[], taken: readonly LogRecord[], before: State): Withdrawal | null {
  const facts = withdrawnDecision(records, { seqs: taken.map((r) => r.seq) });
  const who = awaited(before);
  return facts && { ...facts, waiting: who ? waitingLine(before, who, null, new Date('2026-12-01T00:00:00Z'), 'en') : null };
}

/** A few states of a game, spread from the deal to the end. */
export function sample<T>(xs: T[], count: number): T[] {
  if (xs.length <= count) return xs;
  return Array.from({ length: count }, (_, i) => xs[Math.round((i * (xs.length - 1)) / (count - 1))]);
}

export const md = new MarkdownIt();

/** The Markdown's tokens, inline children flattened, as markdown-it (Discourse's parser) sees them. */
export function mdTokens(text: string) {
  return md.parse(text, {}).flatMap((t) => [t, ...(t.children ?? [])]);
}

/** The texts of every <strong> in a Markdown document, as a reader sees them (zero-width spaces show as nothing). */
export function mdBold(text: string): string[] {
  const out: string[] = [];
  let inside: string[] | null = null;
  for (const t of mdTokens(text)) {
    if (t.type === 'strong_open') inside = [];
    else if (t.type === 'strong_close') { out.push(shown((inside ?? []).join(''))); inside = null; }
    else if (inside && (t.type === 'text' || t.type === 'code_inline')) inside.push(t.content);
  }
  return out;
}

/** The tags a phpBB/BoardGameGeek board knows by default; any other [x] is text there. */
export const BB_TAGS = ['b', 'i', 'u', 'list', '*', 'code', 'quote', 'url', 'size', 'color', 'img'];

export type BBNode = string | { tag: string; content?: BBNode[] | null; attrs?: Record<string, string> };

export function bbTree(text: string): BBNode[] {
  return parseBBCode(text, { onlyAllowTags: BB_TAGS }) as unknown as BBNode[];
}

export function bbText(nodes: BBNode[] | null | undefined): string {
  return (nodes ?? []).map((n) => (typeof n === 'string' ? n : bbText(n.content))).join('');
}

/** Every tag node of the tree, depth first. */
export function bbTags(nodes: BBNode[] | null | undefined): { tag: string; content?: BBNode[] | null }[] {
  return (nodes ?? []).flatMap((n) => (typeof n === 'string' ? [] : [n, ...bbTags(n.content)]));
}

/** Shown text: what a reader sees once the zero-width spaces of the BBCode escaping vanish. */
export function shown(s: string): string {
  return s.replace(/\u200B/g, '');
}

/**
 * A templates folder whose theme words are unique tokens, so a test can tell a role word from a
 * card word from a party word wherever it appears (in the real themes they are the same words).
 */
export function tokenTheme(): string {
  const dir = scratch('chancery-tokens-');
  mkdirSync(join(dir, 'themes'));
  const words = {
    title: 'TITLE',
    teams: { liberal: 'TEAMLIB', fascist: 'TEAMFAS' },
    role: { liberal: 'ROLELIB', fascist: 'ROLEFAS', hitler: 'ROLEHIT' },
    party: { liberal: 'PARTYLIB', fascist: 'PARTYFAS' },
    card: { liberal: 'CARDLIB', fascist: 'CARDFAS' },
    policy: { one: 'policy', few: 'policies', many: 'policies', other: 'policies' },
    president: 'President', chancellor: 'Chancellor', government: 'government', tracker: 'Tracker',
    track: { liberal: 'LibTrack', fascist: 'FasTrack' },
    power: { investigate: 'Investigate', 'special-election': 'Special', peek: 'Peek', execution: 'Execution' },
    ja: 'Ja', nein: 'Nein', veto: 'veto',
    // The Russian templates' cases and phrases (a policy phrase carries its card token).
    case: {
      president: { gen: 'President', dat: 'President', acc: 'President', ins: 'President' },
      chancellor: { gen: 'Chancellor', dat: 'Chancellor', acc: 'Chancellor', ins: 'Chancellor' },
      hitler: { gen: 'ROLEHIT', dat: 'ROLEHIT', acc: 'ROLEHIT', ins: 'ROLEHIT' },
      government: { gen: 'government', acc: 'government' },
    },
    toChancellor: 'Chancellor', toPresident: 'President',
    law: { liberal: 'CARDLIB', fascist: 'CARDFAS' }, lawsGen: { liberal: 'CARDLIB', fascist: 'CARDFAS' },
    hitlerIs: { elected: 'elected', executed: 'executed' }, governmentIs: { elected: 'elected', failed: 'failed' },
    letters: { liberal: 'LETLIB', fascist: 'LETFAS' },
  };
  writeFileSync(join(dir, 'themes', 'secret-hitler.yaml'), stringify({ en: words, ru: words }));
  return dir;
}

/** Names that are unique tokens, easy to find in any text. */
export const TOKEN_NAMES = Array.from({ length: 10 }, (_, i) => `Pq${String.fromCharCode(97 + i)}x`);

/**
 * Discourse's cooking of a post, as far as it can change text: markdown-it with the options
 * Discourse sets (discourse-markdown-it/src/setup.js: html, breaks, linkify, typographer), fuzzy
 * links on the TLDs its markdown_linkify_tlds setting lists, then the rules Discourse pushes at the
 * end of markdown-it's core chain, after text_join has turned backslash escapes back into text:
 * emoji (features/emoji.js: `:name:` and the shortcuts of pretty-text/emoji/data.js, each between a
 * space or punctuation and a space) and mentions and hashtags (features/text-post-process.js).
 * Gives the HTML and what it made of the text: links, emoji, mentions.
 */
export function discourseCooks(markdown: string): { html: string; links: string[]; emoji: string[]; mentions: string[] } {
  const engine = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });
  engine.linkify.set({ fuzzyLink: true }).tlds(DISCOURSE_TLDS);
  const emoji: string[] = [];
  const mentions: string[] = [];
  const { isSpace, isWhiteSpace, isPunctChar } = engine.utils;
  const free = (text: string, i: number) => i < 0 || i >= text.length || isWhiteSpace(text.charCodeAt(i)) || isPunctChar(text[i]);
  engine.core.ruler.push('discourse-text', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline') continue;
      for (const token of block.children ?? []) {
        if (token.type !== 'text') continue;
        const text = token.content;
        for (let i = 0; i < text.length; i++) {
          const name = text[i] === ':' && free(text, i - 1) ? /^:([^:\s]{1,58}):/.exec(text.slice(i))?.[1] : undefined;
          if (name && EMOJI_NAMES.has(name)) emoji.push(`:${name}:`);
          for (const code of Object.keys(EMOJI_SHORTCUTS))
            if (text.startsWith(code, i) && (i === 0 || isSpace(text.charCodeAt(i - 1)) || isPunctChar(text[i - 1])) && (i + code.length === text.length || isSpace(text.charCodeAt(i + code.length))))
              emoji.push(code);
        }
        for (const matcher of [/@(\w[\w.-]{0,58}[^\W_])|@(\w)/g, /#([\u00C0-\u1FFF\u2C00-\uD7FF\w:-]{1,101})/g])
          for (const m of text.matchAll(matcher))
            if (free(text, m.index! - 1) && free(text, m.index! + m[0].length)) mentions.push(m[0]);
      }
    }
    return true;
  });
  const tokens = engine.parse(markdown, {});
  const links = tokens.flatMap((t) => t.children ?? []).filter((t) => t.type === 'link_open').map((t) => String(t.attrGet('href') ?? ''));
  return { html: engine.renderer.render(tokens, engine.options, {}), links, emoji, mentions };
}

/** The default of Discourse's markdown_linkify_tlds setting. */
const DISCOURSE_TLDS = ['com', 'net', 'org', 'io', 'onion', 'co', 'tv', 'ru', 'cn', 'us', 'uk', 'me', 'de', 'fr', 'fi', 'gov'];

/** Discourse's emoji shortcuts (pretty-text/emoji/data.js, translations) and a few of its emoji names. */
const EMOJI_SHORTCUTS: Record<string, string> = {
  ':)': 'slight_smile', ':-)': 'slight_smile', '^_^': 'slight_smile', '^__^': 'slight_smile', ':(': 'frowning', ':-(': 'frowning',
  ';)': 'wink', ';-)': 'wink', ":'(": 'cry', ":'-(": 'cry', ":-'(": 'cry', ':p': 'stuck_out_tongue', ':P': 'stuck_out_tongue',
  ':-P': 'stuck_out_tongue', ':O': 'open_mouth', ':-O': 'open_mouth', ':D': 'smiley', ':-D': 'smiley', ':|': 'expressionless',
  ':-|': 'expressionless', ':/': 'confused', '8-)': 'sunglasses', ';P': 'stuck_out_tongue_winking_eye',
  ';-P': 'stuck_out_tongue_winking_eye', ':$': 'blush', ':-$': 'blush',
};
const EMOJI_NAMES = new Set(['smile', 'heart', 'wink', 'slight_smile', 'smiley', 'sunglasses', 'skull']);
