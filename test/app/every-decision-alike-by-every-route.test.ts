// One path per job, decision by decision: the President's discard, the Chancellor's enactment, a
// veto asked for, agreed and refused, each executive power, and the decisions that end the game (a
// fifth Liberal policy, Hitler elected Chancellor after three Fascist policies, Hitler executed)
// or throw it into chaos (a third failed election, or a veto agreed to as the third failure), and
// every kind of vote (one short of the count, the last one that elects the government or fails the
// election, two left to the house rule at the deadline), in an English Secret Hitler game and a
// Russian Secret Russian game (and a Russian Secret Hitler game in the long runs). Each is made once
// by every route that can make it: its command (report and --json), a player's emailed reply read
// by `sync` and by `sync --watch` (report and --json), the same reply held and applied with `mail
// confirm` (report and --json), by `play`'s own reading of the mail before its first question, the
// house rule at the deadline for a vote (`deadline --apply`, and the same house rule chosen in
// `play`), and `chancery play` at a terminal. Every route must give
// the command's thread post, private messages, report lines (from the decision's first record),
// --json decision and log records (each as the log file holds it, line by line, but for its number,
// hash and salted commitment, drawn per record; and what the command printed on stderr too); what
// is a route's own (the reply and its receipt, the house
// rule's marks and its message to the player) is left out. `sync --watch` printed its pass's
// report without the blank lines that set apart what the game waits for, the post, what was sent
// and the PRIVATE notes in every other route's report. (A whole game by the command, sync and play
// is test/app/route-equivalence.test.ts.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pending, type State } from '../../src/engine/index.js';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { veto } from '../../src/commands/veto.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { execute } from '../../src/commands/execute.js';
import { specialElection } from '../../src/commands/special-election.js';
import { openGame } from '../../src/game/open.js';
import { markShown } from '../../src/log/unshown.js';
import { emlName } from '../../src/mail/local.js';
import type { Context } from '../../src/game/context.js';
import { BIN, runCli, scratch } from '../support/cli.js';
import { codesMasked, heldReply } from '../support/local-mail.js';
import { KEYS, Terminal } from '../support/pty.js';

const NOW = '2026-12-01T10:00:00Z';
/** Past the vote's one-hour deadline: the house rule's time (every route of a vote runs then). */
const LATE = '2026-12-01T12:00:00Z';
const SEED = 'ab'.repeat(32);
const NAMES = {
  en: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'],
  ru: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'],
};
/** What a player writes back, per language. */
const WORDS = {
  en: { discard: (n: number) => `discard ${n}`, enact: (n: number) => `enact ${n}`, veto: 'veto', agree: 'agree', refuse: 'refuse' },
  ru: { discard: (n: number) => `сбрасываю ${n}`, enact: (n: number) => `принимаю ${n}`, veto: 'прошу вето', agree: 'согласен', refuse: 'отказываю' },
};
type Lang = keyof typeof NAMES;

/** The decision under test, as each route makes it. */
interface Decision {
  /** The command and its arguments after the game id. */
  args: string[];
  /** The player's reply (none for a power: players never mail those), answering the message of `kind`. */
  reply?: { seat: number; kind: string; text: string };
  /** A vote: the house rule casts it at the deadline too. */
  houseRule?: boolean;
  /** At play's first prompt: the choice's place in the list. */
  choice: number;
  /** A vote of several voters in play: each voter's choice in turn (after `choice`'s); 3 stops asking. */
  more?: number[];
  /** A vote past its deadline: play offers the house rule first (even when the decision is not the house rule's). */
  pastDeadline?: boolean;
}

interface Scenario {
  name: string;
  size: number;
  options: string[];
  /** How the game is played up to the decision: the seat nominated, the votes, the cards kept. */
  drive: (s: State) => Move | null;
  /** The decision, from the state it is made in. */
  decide: (s: State) => Decision;
  /** The house rule for a vote not in by its deadline (RULES: the moderator's choice), for the vote under test. */
  onMissingVote?: 'ja' | 'nein';
  /** What the rules say the decision leads to (its --json as the command prints it), so that routes alike in saying nothing fail. */
  leads: (d: Outcome) => void;
}

type Move = (ctx: Context) => Promise<unknown>;
interface Outcome {
  pendingKind: string;
  private: { party?: string; cards?: string[] }[];
  view: { liberalPolicies: number; fascistPolicies: number; electionTracker: number; players: { alive: boolean }[]; winner?: unknown };
}

const hand = (s: State) => (s.phase.name === 'legislative' && 'hand' in s.phase.step ? s.phase.step.hand : []);
const seatOf = (s: State, role: string) => s.roles!.indexOf(role as never);

/**
 * A plain game: the first eligible seat nominated, everyone votes Ja, the President keeps `keep`
 * (discards the other party's card when the hand has one), the Chancellor enacts `keep`, a veto is
 * refused, a power spares Hitler.
 */
function played(keep: 'liberal' | 'fascist', at: (s: State) => boolean, votes: 'ja' | 'nein' = 'ja', chancellor?: (s: State, eligible: number[]) => number) {
  return (s: State): Move | null => {
    if (at(s)) return null;
    const p = pending(s);
    switch (p.kind) {
      case 'nomination': {
        const c = chancellor?.(s, p.eligible) ?? p.eligible[0];
        return (ctx) => nominate({ game: 'g', chancellor: String(c + 1) }, ctx);
      }
      case 'votes': return (ctx) => vote({ game: 'g', votes: p.waitingFor.map((seat) => `${seat + 1}=${votes}`) }, ctx);
      case 'president-discard': {
        const h = hand(s);
        const i = h.findIndex((c) => c !== keep);
        return (ctx) => discard({ game: 'g', policy: String((i < 0 ? 0 : i) + 1) }, ctx);
      }
      case 'chancellor-enact': {
        const h = hand(s);
        const i = h.findIndex((c) => c === keep);
        return (ctx) => enact({ game: 'g', policy: String((i < 0 ? 0 : i) + 1) }, ctx);
      }
      case 'veto-answer': return (ctx) => veto({ game: 'g', action: 'refuse' }, ctx);
      case 'power': {
        const target = p.eligible.find((t) => s.roles![t] !== 'hitler') ?? p.eligible[0];
        if (p.power === 'peek') return (ctx) => peek({ game: 'g' }, ctx);
        if (p.power === 'investigate') return (ctx) => investigate({ game: 'g', target: String(target + 1) }, ctx);
        if (p.power === 'special-election') return (ctx) => specialElection({ game: 'g', target: String(target + 1) }, ctx);
        return (ctx) => execute({ game: 'g', target: String(target + 1) }, ctx);
      }
      default: throw new Error(`the game reached ${p.kind} before the decision`);
    }
  };
}

const at = (kind: string) => (s: State) => pending(s).kind === kind;
const atPower = (power: string) => (s: State) => { const p = pending(s); return p.kind === 'power' && p.power === power; };
/** The vote's last voter (the seat after the President's, who is never the nominee here) is left to the route. */
const lastVoter = (s: State) => { const p = pending(s); if (p.kind !== 'votes') throw new Error(p.kind); return p.waitingFor[p.waitingFor.length - 1]; };
function allButLast(votes: 'ja' | 'nein') {
  return (s: State): Move => {
    const p = pending(s);
    if (p.kind !== 'votes') throw new Error(p.kind);
    return (ctx) => vote({ game: 'g', votes: p.waitingFor.slice(0, -1).map((seat) => `${seat + 1}=${votes}`) }, ctx);
  };
}
const oneVoteLeft = (s: State) => { const p = pending(s); return p.kind === 'votes' && p.waitingFor.length === 1; };

/** A power used on the first eligible seat that is not Hitler's (`spare`), or on Hitler's. */
function powerDecision(s: State, spare: boolean, command: string): Decision {
  const p = pending(s);
  if (p.kind !== 'power') throw new Error(p.kind);
  const hitler = seatOf(s, 'hitler');
  const target = spare ? p.eligible.find((t) => t !== hitler)! : hitler;
  assert.ok(p.eligible.includes(target), 'the target is eligible');
  return { args: [command, String(target + 1)], choice: p.eligible.indexOf(target) };
}

const SCENARIOS: ((lang: Lang) => Scenario)[] = [
  (lang) => ({
    name: 'the President\'s discard', size: 5, options: [],
    drive: played('liberal', at('president-discard')),
    decide: (s) => ({ args: ['discard', '2'], reply: { seat: (pending(s) as { president: number }).president, kind: 'president-hand', text: WORDS[lang].discard(2) }, choice: 1 }),
    leads: (d) => { assert.is(d.pendingKind, 'chancellor-enact'); assert.is(d.private.length, 1, 'the Chancellor\'s two cards to forward'); },
  }),
  (lang) => ({
    name: 'the Chancellor\'s enactment', size: 5, options: [],
    drive: played('liberal', at('chancellor-enact')),
    decide: (s) => ({ args: ['enact', '1'], reply: { seat: (pending(s) as { chancellor: number }).chancellor, kind: 'chancellor-hand', text: WORDS[lang].enact(1) }, choice: 0 }),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.liberalPolicies + d.view.fascistPolicies, 1); },
  }),
  (lang) => ({
    name: 'a veto asked for', size: 5, options: ['--option', 'startingFascistPolicies=5'],
    drive: played('liberal', at('chancellor-enact')),
    decide: (s) => ({ args: ['veto', 'request'], reply: { seat: (pending(s) as { chancellor: number }).chancellor, kind: 'chancellor-hand', text: WORDS[lang].veto }, choice: 2 }),
    leads: (d) => { assert.is(d.pendingKind, 'veto-answer'); assert.is(d.view.fascistPolicies, 5); },
  }),
  ...(['agree', 'refuse'] as const).map((answer) => (lang: Lang): Scenario => ({
    name: `a veto ${answer === 'agree' ? 'agreed to' : 'refused'}`, size: 5, options: ['--option', 'startingFascistPolicies=5'],
    drive: (s) => (at('veto-answer')(s) ? null : pending(s).kind === 'chancellor-enact' ? (ctx) => veto({ game: 'g', action: 'request' }, ctx) : played('liberal', () => false)(s)),
    decide: (s) => ({ args: ['veto', answer], reply: { seat: (pending(s) as { president: number }).president, kind: 'veto-question', text: WORDS[lang][answer] }, choice: answer === 'agree' ? 0 : 1 }),
    leads: answer === 'agree'
      ? (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.electionTracker, 1, 'RULES: an agreed veto advances the Election Tracker'); }
      : (d) => { assert.is(d.pendingKind, 'chancellor-enact', 'RULES: a refused veto leaves the Chancellor to enact'); assert.is(d.view.electionTracker, 0); },
  })),
  () => ({
    name: 'an investigation', size: 7, options: ['--option', 'startingFascistPolicies=1'],
    drive: played('fascist', atPower('investigate')),
    decide: (s) => powerDecision(s, true, 'investigate'),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.ok(['liberal', 'fascist'].includes(d.private[0]?.party ?? ''), 'the party to the President alone'); },
  }),
  () => ({
    name: 'a special election', size: 7, options: ['--option', 'startingFascistPolicies=2'],
    drive: played('fascist', atPower('special-election')),
    decide: (s) => powerDecision(s, true, 'special-election'),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.fascistPolicies, 3); },
  }),
  () => ({
    name: 'a policy peek', size: 5, options: ['--option', 'startingFascistPolicies=2'],
    drive: played('fascist', atPower('peek')),
    decide: () => ({ args: ['peek'], choice: 0 }),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.private[0]?.cards?.length, 3, 'the top three cards to the President alone'); },
  }),
  () => ({
    name: 'an execution', size: 5, options: ['--option', 'startingFascistPolicies=3'],
    drive: played('fascist', atPower('execution')),
    decide: (s) => powerDecision(s, true, 'execute'),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.players.filter((x) => !x.alive).length, 1); },
  }),
  () => ({
    name: 'Hitler executed (the game ends)', size: 5, options: ['--option', 'startingFascistPolicies=3'],
    drive: played('fascist', atPower('execution')),
    decide: (s) => powerDecision(s, false, 'execute'),
    leads: (d) => { assert.is(d.pendingKind, 'game-over'); assert.equal(d.view.winner, { winner: 'liberal', reason: 'hitler-executed' }); },
  }),
  (lang) => ({
    name: 'a fifth Liberal policy enacted (the game ends)', size: 5, options: [],
    drive: played('liberal', (s) => s.liberalPolicies === 4 && at('chancellor-enact')(s) && hand(s).includes('liberal')),
    decide: (s) => {
      const i = hand(s).indexOf('liberal');
      return { args: ['enact', String(i + 1)], reply: { seat: (pending(s) as { chancellor: number }).chancellor, kind: 'chancellor-hand', text: WORDS[lang].enact(i + 1) }, choice: i };
    },
    leads: (d) => { assert.is(d.pendingKind, 'game-over'); assert.equal(d.view.winner, { winner: 'liberal', reason: 'five-liberal' }); },
  }),
  () => ({
    name: 'Hitler elected Chancellor after three Fascist policies (the game ends)', size: 5, options: ['--option', 'startingFascistPolicies=3'],
    drive: (s) => (oneVoteLeft(s) ? null : pending(s).kind === 'votes' ? allButLast('ja')(s) : played('fascist', () => false, 'ja', (st, eligible) => (eligible.includes(seatOf(st, 'hitler')) ? seatOf(st, 'hitler') : eligible[0]))(s)),
    decide: (s) => ({ args: ['vote', `${lastVoter(s) + 1}=ja`], reply: { seat: lastVoter(s), kind: 'vote-request', text: 'Ja' }, houseRule: true, choice: 0 }),
    leads: (d) => { assert.is(d.pendingKind, 'game-over'); assert.equal(d.view.winner, { winner: 'fascist', reason: 'hitler-elected' }); },
  }),
  () => ({
    name: 'a third failed election (chaos)', size: 5, options: [], onMissingVote: 'nein',
    drive: (s) => (oneVoteLeft(s) && s.electionTracker === 2 ? null : pending(s).kind === 'votes' && s.electionTracker === 2 ? allButLast('nein')(s) : played('liberal', () => false, 'nein')(s)),
    decide: (s) => ({ args: ['vote', `${lastVoter(s) + 1}=nein`], reply: { seat: lastVoter(s), kind: 'vote-request', text: 'Nein' }, houseRule: true, choice: 1 }),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.electionTracker, 0, 'RULES: chaos resets the tracker'); assert.is(d.view.liberalPolicies + d.view.fascistPolicies, 1, 'and enacts the top policy'); },
  }),
  (lang) => ({
    name: 'a veto agreed to at the third failure (chaos)', size: 5, options: ['--option', 'startingFascistPolicies=5'],
    drive: (s) => {
      const p = pending(s);
      if (p.kind === 'veto-answer') return null;
      if (p.kind === 'chancellor-enact') return (ctx) => veto({ game: 'g', action: 'request' }, ctx);
      // Two elections fail first: the agreed veto is the third failure.
      if (p.kind === 'votes') return (ctx) => vote({ game: 'g', votes: p.waitingFor.map((seat) => `${seat + 1}=${s.electionTracker < 2 ? 'nein' : 'ja'}`) }, ctx);
      return played('liberal', () => false)(s);
    },
    decide: (s) => ({ args: ['veto', 'agree'], reply: { seat: (pending(s) as { president: number }).president, kind: 'veto-question', text: WORDS[lang].agree }, choice: 0 }),
    leads: (d) => { assert.is(d.view.electionTracker, 0, 'RULES: the third failure throws the nation into chaos and resets the tracker'); assert.is(d.view.liberalPolicies + d.view.fascistPolicies, 6, 'and enacts the top policy'); },
  }),
  (lang) => ({
    name: 'the last vote, which elects the government', size: 5, options: [],
    drive: (s) => (oneVoteLeft(s) ? null : pending(s).kind === 'votes' ? allButLast('ja')(s) : played('liberal', () => false)(s)),
    decide: (s) => ({ args: ['vote', `${lastVoter(s) + 1}=ja`], reply: { seat: lastVoter(s), kind: 'vote-request', text: lang === 'en' ? 'yes' : 'да' }, houseRule: true, choice: 0 }),
    leads: (d) => { assert.is(d.pendingKind, 'president-discard'); assert.is(d.private[0]?.cards?.length, 3, 'RULES: the President draws three'); },
  }),
  () => ({
    name: 'the last vote, which fails the election', size: 5, options: [], onMissingVote: 'nein',
    drive: (s) => (oneVoteLeft(s) ? null : pending(s).kind === 'votes' ? allButLast('nein')(s) : played('liberal', () => false)(s)),
    decide: (s) => ({ args: ['vote', `${lastVoter(s) + 1}=nein`], reply: { seat: lastVoter(s), kind: 'vote-request', text: 'Nein' }, houseRule: true, choice: 1 }),
    leads: (d) => { assert.is(d.pendingKind, 'nomination'); assert.is(d.view.electionTracker, 1, 'RULES: a failed election advances the tracker'); },
  }),
  () => ({
    name: 'a vote short of the count', size: 5, options: [],
    drive: (s) => { const p = pending(s); return p.kind === 'votes' && p.waitingFor.length === 5 ? null : played('liberal', () => false)(s); },
    decide: (s) => { const first = (pending(s) as { waitingFor: number[] }).waitingFor[0]; return { args: ['vote', `${first + 1}=ja`], reply: { seat: first, kind: 'vote-request', text: 'Ja' }, pastDeadline: true, choice: 0, more: [3] }; },
    leads: (d) => { assert.is(d.pendingKind, 'votes'); assert.is(d.private.length, 0); },
  }),
  () => ({
    name: 'two votes missing at the deadline', size: 5, options: [],
    drive: (s) => { const p = pending(s); if (p.kind !== 'votes') return played('liberal', () => false)(s); if (p.waitingFor.length === 2) return null; return (ctx) => vote({ game: 'g', votes: p.waitingFor.slice(0, -2).map((seat) => `${seat + 1}=ja`) }, ctx); },
    decide: (s) => { const w = (pending(s) as { waitingFor: number[] }).waitingFor; return { args: ['vote', ...w.map((seat) => `${seat + 1}=ja`)], houseRule: true, choice: 0, more: [0] }; },
    leads: (d) => { assert.is(d.pendingKind, 'president-discard'); assert.is(d.private[0]?.cards?.length, 3); },
  }),
];

function contextIn(cwd: string): Context {
  const env: NodeJS.ProcessEnv = { ...process.env, CHANCERY_NOW: LATE };
  delete env.CHANCERY_HOME;
  return { now: () => new Date(LATE), env, cwd, interactive: false };
}

/** The game played up to the decision (in this process, every write shown); its state and log length. */
async function reach(make: Scenario, lang: Lang, theme: string): Promise<{ cwd: string; state: State; before: number }> {
  const cwd = scratch('chancery-every-decision-');
  const ctx = contextIn(cwd);
  ctx.now = () => new Date(NOW);
  ctx.env = { ...ctx.env, CHANCERY_NOW: NOW };
  await newGame({ id: 'g', lang, theme, players: NAMES[lang].slice(0, make.size), seed: SEED, deadline: '1h', onMissingVote: make.onMissingVote ?? 'ja', ruleset: 'custom', option: make.options.filter((_, i) => i % 2 === 1) }, ctx);
  for (let i = 0; ; i++) {
    assert.ok(i < 200, 'the decision is reached');
    const game = openGame(join(cwd, 'games', 'g.yaml'));
    const move = make.drive(game.state);
    if (!move) {
      markShown();
      return { cwd, state: game.state, before: game.log.events.length };
    }
    await move(ctx);
  }
}

const copyOf = (cwd: string) => {
  const to = scratch('chancery-every-decision-route-');
  cpSync(cwd, to, { recursive: true });
  return to;
};

/** Codes and Message-IDs are drawn per message, the folder is each route's own, record numbers and the log's end differ by the replies each route records. */
const masked = (text: string, cwd: string) => codesMasked(text.split(cwd).join('<cwd>'))
  .replace(/<[^<>\s]+@[^<>\s]+>/g, '<id>')
  .replace(/^#\d+ /gm, '#N ')
  .replace(/(\d+|№ \d+), (hash|хеш) `[0-9a-f]{64}`/g, 'N, H');

/** The decision's part of a report: from its first record line, without the count of messages sent (receipts are the mail routes' own). */
const decisionPart = (out: string, cwd: string) => masked(out.slice(out.search(/^#\d+ /m)), cwd)
  .replace(/\n+(sent \d+ messages?|отправлено сообщений: \d+)[^\n]*/g, '')
  .trimEnd();

interface Seen {
  report: string;
  json: Record<string, unknown>;
  messages: string[];
  records: string[];
}

/** What the route's write appended: the decision's records (not the replies, receipts and sends), and the game's own messages as sent. */
async function written(cwd: string, before: number): Promise<Pick<Seen, 'messages' | 'records'>> {
  const path = join(cwd, 'games', 'g.yaml');
  const log = openGame(path).log;
  // Each record as the log file holds it, its lines byte for byte (log.lines: where each begins).
  const fileLines = readFileSync(path, 'utf8').split('\n');
  const starts = log.events.map((_, i) => log.lines[i] - 1);
  const records: string[] = [];
  const messages: string[] = [];
  const bySeq = new Map(log.events.map((e) => [e.seq, e.type]));
  for (const [i, e] of log.events.entries()) {
    if (i < before) continue;
    const r = e as unknown as Record<string, unknown>;
    if (e.type === 'reply-received' || e.type === 'message-sent' || e.type === 'default-applied') continue;
    if (e.type === 'message-queued' && ['ack', 'error-reply'].includes(r.kind as string)) continue;
    // The record's number, its hash and its salted commitment to the private fields differ by route
    // (the mail routes record replies first; a salt is drawn per record); at_seq names the record it follows.
    const block = fileLines.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : undefined)
      .filter((line) => !/^\s*(- )?(seq|hash|private): /.test(line))
      .map((line) => line.replace(/^(\s*at_seq: )(\d+)$/, (_, key: string, seq: string) => `${key}<${bySeq.get(Number(seq))}>`))
      .join('\n').trimEnd();
    // The private fields (the log's private file): the subject as sent (its code drawn per message), the address.
    const { subject, address } = r;
    records.push(`${block}\n${JSON.stringify({ ...(subject === undefined ? {} : { subject: codesMasked(String(subject)) }), ...(address === undefined ? {} : { address }) })}`);
    if (e.type === 'message-queued') {
      const mail = await simpleParser(readFileSync(join(cwd, 'games', 'g', 'outbox', emlName(String(r.messageId)))));
      messages.push(masked(`${String(r.kind)} to seat ${Number(r.to) + 1}: ${mail.subject}\n${mail.text}`, cwd));
    }
  }
  return { records, messages };
}

const run = (cwd: string, args: string[]) => {
  const r = runCli(args, { cwd, env: { CHANCERY_NOW: LATE } });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  // What a route says on stderr is part of its report.
  return r.stderr ? `${r.stdout}\n[stderr]\n${r.stderr}` : r.stdout;
};

/** `sync g --watch`: what it prints up to its first pass's end, then Ctrl-C. */
async function watched(cwd: string, json: boolean): Promise<string> {
  const child = spawn(process.execPath, [BIN, 'sync', 'g', '--watch', '--interval', '0.2', ...(json ? ['--json'] : [])], { cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_NOW: LATE } });
  let out = '';
  child.stdout.setEncoding('utf8');
  // A pass is printed in one write; a second of quiet after it is the watch waiting for more.
  await new Promise<void>((resolve, reject) => {
    let quiet: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => reject(new Error(`no pass within 30 s: ${out}`)), 30_000);
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      // With --json each pass is a line, an empty one too: the first is the reply's.
      if (json && out.includes('\n')) {
        clearTimeout(timer);
        resolve();
      } else if (!json && /\n#\d+ /.test(out)) {
        clearTimeout(quiet);
        quiet = setTimeout(() => { clearTimeout(timer); resolve(); }, 1000);
      }
    });
  });
  child.kill('SIGINT');
  await new Promise((r) => child.once('close', r));
  // Its last line says the watch stopped (Ctrl-C): the watch's own.
  return json ? out : out.replace(/\n[^\n]*\n?$/, '\n');
}

/** The decision object of a route's --json: what the command prints, without what is the route's own. */
function decisionOf(json: Record<string, unknown>, route: string): Record<string, unknown> {
  const d = route.startsWith('sync') ? (json.passes as { decision: Record<string, unknown> }[] | undefined)?.[0]?.decision ?? (json.pass as { decision: Record<string, unknown> }).decision
    : route === 'deadline' ? json.decision as Record<string, unknown> : json;
  assert.ok(d, `${route} --json carries the decision: ${JSON.stringify(json).slice(0, 300)}`);
  const { kept: _k, replaced: _r, unchanged: _u, messageId: _m, player: _p, readAs: _a, outcome: _o, secret: _x, detail: _d, unshown: _n, delivery: _v, ...rest } = d as Record<string, unknown>;
  // Record numbers differ by the replies each mail route records before the decision's messages.
  const appended = (rest.appended as Record<string, unknown>[] | undefined)?.map(({ seq: _q, ...a }) => a);
  return { ...rest, appended };
}

async function byRoute(route: string, base: { cwd: string; state: State; before: number }, d: Decision, lang: Lang): Promise<Seen> {
  const cwd = copyOf(base.cwd);
  const commandArgs = [d.args[0], 'g', ...d.args.slice(1)];
  let report = '';
  let json: Record<string, unknown> = {};
  const twice = async (go: (dir: string, asJson: boolean) => Promise<string> | string) => {
    const jsonDir = copyOf(base.cwd);
    report = await go(cwd, false);
    const out = await go(jsonDir, true);
    const stdout = out.split('\n[stderr]\n')[0];
    json = JSON.parse(route === 'sync --watch' ? stdout.split('\n')[0] : stdout);
    json = { ...json, _cwd: jsonDir };
  };
  const replied = (dir: string) => run(dir, ['reply', 'g', String(d.reply!.seat + 1), d.reply!.text]);
  switch (route) {
    case 'command':
      await twice((dir, j) => run(dir, [...commandArgs, ...(j ? ['--json'] : [])]));
      break;
    case 'sync':
      await twice((dir, j) => { replied(dir); return run(dir, ['sync', 'g', ...(j ? ['--json'] : [])]); });
      break;
    case 'sync --watch':
      await twice(async (dir, j) => { replied(dir); return watched(dir, j); });
      break;
    case 'mail confirm':
      await twice((dir, j) => {
        const id = heldReply(dir, { seat: d.reply!.seat, kind: d.reply!.kind, text: d.reply!.text, id: 'held-reply', from: `Elsewhere <elsewhere@example.net>` });
        assert.match(run(dir, ['sync', 'g']), /held|задержан|отложен/);
        return run(dir, ['mail', 'confirm', 'g', id, ...(j ? ['--json'] : [])]);
      });
      break;
    case 'deadline':
      await twice((dir, j) => run(dir, ['deadline', 'g', '--apply', ...(j ? ['--json'] : [])]));
      break;
    case 'play':
      report = await atTerminal(cwd, d, lang, false);
      break;
    case 'play (house rule)':
      report = await atTerminal(cwd, d, lang, true);
      break;
    case 'play (mail)':
      replied(cwd);
      report = await mailReadByPlay(cwd);
      break;
  }
  const jsonDir = String(json._cwd ?? cwd);
  delete json._cwd;
  return { report: decisionPart(report, cwd), json: route.startsWith('play') ? {} : JSON.parse(masked(JSON.stringify(decisionOf(json, route)), jsonDir)), ...await written(cwd, base.before) };
}

/**
 * `chancery play g` at a terminal: the decision picked at its first prompt (for a vote past its
 * deadline, the house rule the session offers first, or the votes entered by hand), its write
 * confirmed; the report it prints after.
 */
async function atTerminal(cwd: string, d: Decision, lang: Lang, byHouseRule: boolean): Promise<string> {
  const t = Terminal.chancery(['play', 'g'], { cwd, env: { CHANCERY_NOW: LATE, CHANCERY_HOME: '' } });
  // The write's question, which asks to send messages only when the decision sends some.
  const write = lang === 'en' ? 'Write this to the log' : 'Записать это в журнал';
  try {
    await t.waitFor(/⏎|\(Y\/n\)/, 60_000);
    if (byHouseRule) t.type(KEYS.enter);
    else {
      if (d.houseRule || d.pastDeadline) {
        t.type(KEYS.down + KEYS.enter);
        await t.waitFor(/✔[\s\S]*?⏎/, 60_000);
      }
      t.type(KEYS.down.repeat(d.choice) + KEYS.enter);
      for (const next of d.more ?? []) {
        // The next voter's question, once the last answer is taken (✔).
        await t.waitFor(/✔[\s\S]*?⏎/, 60_000);
        t.type(KEYS.down.repeat(next) + KEYS.enter);
      }
    }
    await t.waitFor(new RegExp(`${write}(?: and send the messages| и отправить письма)?\\?[^\\n]*(\\(Y/n\\)|\\n[\\s\\S]*?⏎)`), 60_000);
    t.type(KEYS.enter);
    // The report is whole once the next question is asked, or the session has ended (the game is over).
    await Promise.race([t.waitFor(/⏎/, 60_000).catch(() => t.exited), t.exited]);
  } finally {
    t.kill();
  }
  await t.exited;
  const screen = t.screen().replace(/\r/g, '');
  const after = screen.slice(screen.lastIndexOf(write));
  const report = after.slice(after.indexOf('\n') + 1);
  // Up to the next step's board (headed by the game's id), or the session's end.
  const end = report.search(/\n\ng\n/);
  return end < 0 ? report : report.slice(0, end);
}

const ONLY = process.env.CHANCERY_ONLY ? new RegExp(process.env.CHANCERY_ONLY) : null;
/**
 * `chancery play g` started with the player's reply in the inbox: the session reads the mail before
 * its first question and applies the reply, as `sync` does; what it prints of that, up to the board.
 */
async function mailReadByPlay(cwd: string): Promise<string> {
  const t = Terminal.chancery(['play', 'g'], { cwd, env: { CHANCERY_NOW: LATE, CHANCERY_HOME: '' } });
  try {
    // The first question (or the session's end: the reply ended the game).
    await Promise.race([t.waitFor(/⏎|\(Y\/n\)/, 60_000).catch(() => t.exited), t.exited]);
  } finally {
    t.kill();
  }
  await t.exited;
  const screen = t.screen().replace(/\r/g, '');
  const report = screen.slice(screen.search(/^#\d+ /m));
  // Up to the next step's board (headed by the game's id), or the session's end.
  const end = report.search(/\n\ng\n/);
  return end < 0 ? report : report.slice(0, end);
}

// An English Secret Hitler game and a Russian Secret Russian game; the Russian Secret Hitler game
// too in the long runs (CHANCERY_ROBUSTNESS set).
const GAMES: [Lang, string][] = [['en', 'secret-hitler'], ['ru', 'secret-russian'], ...(process.env.CHANCERY_ROBUSTNESS ? [['ru', 'secret-hitler'] as [Lang, string]] : [])];
for (const [lang, theme] of GAMES) {
  for (const make of SCENARIOS) {
    const scenario = make(lang);
    const title = `${scenario.name} (${lang}, ${theme})`;
    if (ONLY && !ONLY.test(title)) continue;
    test(`${title}: every route gives the command's post, messages, report, --json and log records`, async () => {
      const base = await reach(scenario, lang, theme);
      const d = scenario.decide(base.state);
      const routes = ['command', ...(d.reply ? ['sync', 'sync --watch', 'mail confirm', 'play (mail)'] : []), ...(d.houseRule ? ['deadline', 'play (house rule)'] : []), 'play'];
      const seen: Record<string, Seen> = {};
      for (const route of routes) seen[route] = await byRoute(route, base, d, lang);
      const command = seen.command;
      scenario.leads(command.json as unknown as Outcome);
      assert.ok(command.records.length > 0, 'the decision wrote records');
      for (const route of routes.slice(1)) {
        const r = seen[route];
        assert.match(r.report, /^#N /m, `${route} reports the decision's records`);
        // The house rule decided in play is `deadline --apply`'s decision; the command's, less the house rule's own.
        if (route === 'play (house rule)') {
          assert.fixture(r.report, seen.deadline.report, `${route}: deadline --apply's report`);
          assert.equal(r.messages, seen.deadline.messages, `${route}: deadline --apply's private messages`);
          assert.equal(r.records, seen.deadline.records, `${route}: deadline --apply's log records`);
          continue;
        }
        const house = route === 'deadline';
        // The house rule marks the vote it cast in the post and says why (a fact of the thread), and
        // records it with a line of its own and tells the player: the route's own.
        const unmarked = (text: string) => (house ? text.replace(/ \\?\((house rule|по правилу)\\?\)/g, '').split('\n')
          .filter((line) => !/house rule|правил/.test(line)).join('\n').replace(/\n{3,}/g, '\n\n') : text);
        assert.fixture(unmarked(r.report), unmarked(command.report), `${route}: the report`);
        if (!route.startsWith('play')) {
          for (const field of Object.keys(command.json)) {
            if (house && field === 'post') continue;
            if (house && field === 'appended') {
              const own = (a: { type: string; text: string }) => a.type === 'default-applied' || /house rule|по правилу/.test(a.text);
              assert.equal((r.json.appended as { type: string; text: string }[]).filter((a) => !own(a)), command.json.appended, `${route} --json: appended`);
              continue;
            }
            assert.equal(r.json[field], command.json[field], `${route} --json: ${field}`);
          }
        }
        const ownMessage = (m: string) => house && m.startsWith('vote-defaulted ');
        assert.ok(!house || r.messages.some(ownMessage), 'the house rule tells the player the vote it cast');
        assert.equal(r.messages.filter((m) => !ownMessage(m)), command.messages, `${route}: the private messages`);
        const ownRecord = (x: string) => house && /^\s*kind: vote-defaulted$/m.test(x);
        assert.equal(r.records.filter((x) => !ownRecord(x)), command.records, `${route}: the log records`);
      }
    });
  }
}

test.run();
