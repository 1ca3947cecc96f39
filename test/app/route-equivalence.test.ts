// One path per job: the same seeded game played by each route gives the same thread posts and the
// same private messages, byte for byte. Route "commands": the moderator types every decision.
// Route "mail": nominations and powers are typed (players never mail those), every vote, discard,
// enactment and veto arrives as a player's reply read by `sync`. Route "preview": before each
// command, the play prompt's preview (commit with dryRun) must show exactly what the command then
// writes. Route "play": `chancery play` at a pseudo-terminal (the real binary, keys typed), where
// the post it prints after each write, its whole decision report, the post its preview showed and
// the mail it sent must be the commands route's. At 5, 7 and 10 players, to the end of the game.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pending, type Intent, type State } from '../../src/engine/index.js';
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
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { openGame } from '../../src/game/open.js';
import { preview } from '../../src/interactive/preview.js';
import type { DecisionResult } from '../../src/game/act.js';
import type { Context } from '../../src/game/context.js';
import { DEFAULT_NAMES } from '../../src/sim/random-play.js';
import { formatDecision } from '../../src/cli/print/decision.js';
import { makeStyle } from '../../src/cli/print/style.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const NOW = '2026-12-01T10:00:00Z';
/** The game's id, in every route (it is in posts and mail): a word the screen shows only as the board's title. */
const GAME = 'routes';

function contextIn(cwd: string): Context {
  const env: NodeJS.ProcessEnv = { ...process.env, CHANCERY_NOW: NOW };
  delete env.CHANCERY_HOME;
  return { now: () => new Date(NOW), env, cwd, interactive: false };
}

/** The decisions of the game, fixed by the state alone so that every route makes the same ones. */
type Step =
  | { by: 'command'; intent: Intent; run: (ctx: Context) => Promise<DecisionResult> }
  | { by: 'players'; intents: Intent[]; replies: { seat: number; text: string }[]; run: (ctx: Context) => Promise<DecisionResult> };

function nextStep(state: State): Step | null {
  const p = pending(state);
  const g = state.governments.length;
  const hand = state.phase.name === 'legislative' && 'hand' in state.phase.step ? state.phase.step.hand : [];
  switch (p.kind) {
    case 'nomination': {
      const chancellor = p.eligible[g % p.eligible.length];
      return { by: 'command', intent: { type: 'nominate', chancellor }, run: (ctx) => nominate({ game: GAME, chancellor: String(chancellor + 1) }, ctx) };
    }
    case 'votes': {
      const votes = p.waitingFor.map((seat) => ({ seat, vote: (seat + g) % 3 === 0 ? 'nein' as const : 'ja' as const }));
      return {
        by: 'players',
        intents: votes.map((v) => ({ type: 'vote', seat: v.seat, vote: v.vote })),
        replies: votes.map((v) => ({ seat: v.seat, text: v.vote === 'ja' ? 'Ja' : 'Nein' })),
        run: (ctx) => vote({ game: GAME, votes: votes.map((v) => `${v.seat + 1}=${v.vote}`) }, ctx),
      };
    }
    case 'president-discard': {
      const n = (g % 3) + 1;
      return { by: 'players', intents: [{ type: 'discard', policy: hand[n - 1] }], replies: [{ seat: p.president, text: `discard ${n}` }], run: (ctx) => discard({ game: GAME, policy: String(n) }, ctx) };
    }
    case 'chancellor-enact': {
      if (p.vetoAllowed && g % 2 === 0) {
        return { by: 'players', intents: [{ type: 'veto', step: 'request' }], replies: [{ seat: p.chancellor, text: 'veto' }], run: (ctx) => veto({ game: GAME, action: 'request' }, ctx) };
      }
      const n = (g % 2) + 1;
      return { by: 'players', intents: [{ type: 'enact', policy: hand[n - 1] }], replies: [{ seat: p.chancellor, text: `enact ${n}` }], run: (ctx) => enact({ game: GAME, policy: String(n) }, ctx) };
    }
    case 'veto-answer': {
      const agree = g % 4 === 0;
      return { by: 'players', intents: [{ type: 'veto', step: agree ? 'agree' : 'refuse' }], replies: [{ seat: p.president, text: agree ? 'agree' : 'refuse' }], run: (ctx) => veto({ game: GAME, action: agree ? 'agree' : 'refuse' }, ctx) };
    }
    case 'power': {
      const target = p.eligible[g % Math.max(1, p.eligible.length)];
      const t = String(target + 1);
      switch (p.power) {
        case 'investigate': return { by: 'command', intent: { type: 'investigate', target }, run: (ctx) => investigate({ game: GAME, target: t }, ctx) };
        case 'peek': return { by: 'command', intent: { type: 'peek' }, run: (ctx) => peek({ game: GAME }, ctx) };
        case 'special-election': return { by: 'command', intent: { type: 'special-election', target }, run: (ctx) => specialElection({ game: GAME, target: t }, ctx) };
        case 'execution': return { by: 'command', intent: { type: 'execute', target }, run: (ctx) => execute({ game: GAME, target: t }, ctx) };
      }
      break;
    }
    case 'game-over': return null;
  }
  throw new Error(`no decision for ${p.kind}`);
}

/** Codes and Message-IDs are fresh random identities per message: the same message has another. */
function masked(text: string): string {
  return text.replace(/\b[2-9A-HJKMNP-TV-Z]{6}\b/g, '[code]').replace(/<[^<>\s]+@[^<>\s]+>/g, '<id>');
}

interface Record {
  posts: string[]; messages: string[]; /** each decision's report as printed (commands and play) */ reports: string[];
  /** The PRIVATE notes to forward and what the game waits for next, after each decision. */
  notes: string[]; next: string[];
}
const noteLine = (n: { to: string; seat: number; text: string }) => `${n.to} (seat ${n.seat}): ${n.text}`;

/** The report a decision prints, without colour, its scratch folder named alike in every route. */
const plain = makeStyle({ isTTY: false } as NodeJS.WriteStream, { NO_COLOR: '1' });
const report = (done: DecisionResult, cwd: string) => masked(formatDecision(done, plain).split(cwd).join('<cwd>'));

/** The game's own messages as sent (answers to replies are the mail route's extra, not the game's). */
async function sentMessages(cwd: string, from: number): Promise<string[]> {
  const log = openGame(join(cwd, 'games', `${GAME}.yaml`)).log;
  const out: string[] = [];
  for (const e of log.events.slice(from)) {
    if (e.type !== 'message-queued' || e.kind === 'ack' || e.kind === 'error-reply') continue;
    const file = join(cwd, 'games', GAME, 'outbox', `${e.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`);
    const mail = await simpleParser(readFileSync(file));
    out.push(masked(`to seat ${e.to + 1}: ${mail.subject}\n${mail.text}`));
  }
  return out;
}

async function play(size: number, route: 'commands' | 'mail'): Promise<Record> {
  const cwd = scratch();
  const ctx = contextIn(cwd);
  await newGame({ id: GAME, players: DEFAULT_NAMES.slice(0, size), seed: FIXED_SEED }, ctx);
  const path = join(cwd, 'games', `${GAME}.yaml`);
  const rec: Record = { posts: [], messages: await sentMessages(cwd, 0), reports: [], notes: [], next: [] };
  for (let i = 0; i < 400; i++) {
    const before = openGame(path);
    const step = nextStep(before.state);
    if (!step) return rec;
    const from = before.log.events.length;
    if (route === 'commands' || step.by === 'command') {
      const intents = step.by === 'command' ? [step.intent] : step.intents;
      // The preview route: what the prompt would show before this very write.
      const dry = route === 'commands' ? await preview(ctx, path, { intents }) : null;
      const done = await step.run(ctx);
      if (done.post) rec.posts.push(done.post.text);
      if (route === 'commands') rec.reports.push(report(done, cwd));
      rec.notes.push(...('private' in done ? done.private : []).map(noteLine));
      rec.next.push(done.waitingFor);
      const written = await sentMessages(cwd, from);
      rec.messages.push(...written);
      if (dry) {
        assert.is(dry.post?.text ?? null, done.post ? withoutEnd(done.post.text) : null, `the preview's post is the written post (${size} players, step ${i})`);
        assert.equal(dry.messages.map((m) => masked(`to seat ${m.seat}: ${m.subject}\n${m.text}`)), written, `the preview's messages are the sent ones (${size} players, step ${i})`);
      }
    } else {
      for (const r of step.replies) await reply({ game: GAME, player: String(r.seat + 1), text: r.text }, ctx);
      const synced = await sync({ game: GAME }, ctx);
      const applied = synced.passes.flatMap((p) => p.items).filter((x) => x.outcome === 'applied').length;
      assert.is(applied, step.replies.length, `every reply is applied (${size} players, step ${i}): ${JSON.stringify(synced.passes.flatMap((p) => p.items))}`);
      if (synced.post) rec.posts.push(synced.post.text);
      rec.messages.push(...await sentMessages(cwd, from));
      // The same report: the hand to forward, and what the game waits for next.
      const decisions = synced.passes.flatMap((p) => (p.decision ? [p.decision] : []));
      rec.notes.push(...decisions.flatMap((d) => d.private).map(noteLine));
      if (decisions.length) rec.next.push(decisions[decisions.length - 1].waitingFor);
    }
  }
  throw new Error('the game did not end');
}

/** What the moderator picks at each prompt of `chancery play` for the decision `step` stands for. */
function keysFor(question: string, state: State): string {
  const step = nextStep(state);
  if (!step) throw new Error(`a prompt after the game's end: ${question}`);
  const p = pending(state);
  const down = (n: number) => KEYS.down.repeat(n) + KEYS.enter;
  const voter = /^\? (.+)'s vote on /.exec(question)?.[1];
  if (voter !== undefined) {
    const intent = step.by === 'players' ? step.intents.find((i) => i.type === 'vote' && state.players[i.seat] === voter) : undefined;
    if (!intent || intent.type !== 'vote') throw new Error(`no vote planned for ${voter}`);
    return down(intent.vote === 'ja' ? 0 : 1);
  }
  const intent = step.by === 'command' ? step.intent : step.intents[0];
  // The prompt lists the choices in the engine's order: the eligible seats, the cards of the hand, then a veto.
  switch (intent.type) {
    case 'nominate': case 'investigate': case 'special-election': case 'execute':
      return down('eligible' in p ? p.eligible.indexOf(intent.type === 'nominate' ? intent.chancellor : intent.target) : 0);
    case 'discard': case 'enact': {
      const hand = state.phase.name === 'legislative' && 'hand' in state.phase.step ? state.phase.step.hand : [];
      const n = step.by === 'players' ? Number(/\d+/.exec(step.replies[0].text)![0]) : 0;
      assert.is(hand[n - 1], intent.policy);
      return down(n - 1);
    }
    case 'veto': return down(intent.step === 'request' ? 2 : intent.step === 'agree' ? 0 : 1);
    case 'peek': return down(0);
    default: throw new Error(`no prompt for ${intent.type}`);
  }
}

/** The text between `start` and the first `end` after it, for each `start` in the screen. */
function between(screen: string, start: RegExp, end: RegExp): string[] {
  const out: string[] = [];
  const from = new RegExp(start.source, 'g');
  for (let m = from.exec(screen); m; m = from.exec(screen)) {
    const rest = screen.slice(m.index + m[0].length);
    const stop = end.exec(rest);
    if (!stop) throw new Error(`no end ${end} after ${start} at ${m.index}`);
    out.push(rest.slice(0, stop.index));
  }
  return out;
}

/** The end of a select prompt's drawing, a confirmation's question, or the session's closing line. */
const PROMPT = /⏎ select[^\n]*|\(Y\/n\)|written\.[^\n]*(over|Next)[^\n]*\n/;

/** The same game at the keyboard: `chancery play` in a pseudo-terminal, each prompt answered with arrows and Enter. */
async function playAtTerminal(size: number): Promise<Record & { previews: string[] }> {
  const cwd = scratch();
  const ctx = contextIn(cwd);
  await newGame({ id: GAME, players: DEFAULT_NAMES.slice(0, size), seed: FIXED_SEED }, ctx);
  const path = join(cwd, 'games', `${GAME}.yaml`);
  const t = Terminal.chancery(['play', GAME], { cwd, env: { CHANCERY_NOW: NOW, CHANCERY_HOME: '' } });
  try {
    for (let prompts = 0; ; prompts++) {
      assert.ok(prompts < 1000, 'the game ends');
      const seen = await t.waitFor(PROMPT, 60_000);
      if (/written\./.test(seen) && !/\(Y\/n\)|⏎ select/.test(seen)) break;
      const keys = /\(Y\/n\)/.test(seen) ? KEYS.enter : keysFor(seen.split('\n').filter((l) => l.startsWith('? ')).pop() ?? '', openGame(path).state);
      t.type(keys);
      // An answer is in once inquirer prints the answered question (✔ …): the redraws before it are past.
      await t.waitFor(/✔ [^\n]*/, 60_000);
    }
    assert.is(await t.exited, 0, t.screen().slice(-2000));
  } finally {
    t.kill();
  }
  const screen = t.screen();
  // After each confirmed write: the decision's report, up to the board drawn for the next step.
  const reports = between(screen, /✔ Write this to the log(?: and send the messages)?\? Yes\n/, new RegExp(`\n\n${GAME}\n`)).map((r) => masked(r.split(cwd).join('<cwd>')));
  // Before it, the preview: the post it shows (none when nothing public changes).
  const previews = between(screen, /\nThis will run: [^\n]*\n/, /\n\? Write this to the log/)
    .flatMap((p) => between(p, /\nThread post \([^)\n]*\):\n\n/, /\n\n(Private messages \(\d+\):|No private messages\.)\n/));
  return { posts: [], reports, previews, messages: await sentMessages(cwd, 0), notes: [], next: [] };
}

/** The end of the log is named by its event number and hash: the mail route's log also holds the replies. */
const endOfLog = (post: string) => post.replace(/event \d+, hash `[0-9a-f]{64}`/, 'event N, hash H');
/** The post as its preview shows it: a game-over post's end-of-log line is the write's alone (it comes later). */
const withoutEnd = (post: string) => post.replace(/\n[^\n]*End of the game[^\n]*/, '');

for (const size of [5, 7, 10]) {
  test(`given the same seeded ${size}-player game, commands, replies by sync and the preview give the same posts and messages`, async () => {
    const byCommands = await play(size, 'commands');
    const byMail = await play(size, 'mail');
    assert.ok(byCommands.posts.length > 3);
    assert.match(byCommands.posts[byCommands.posts.length - 1], /the game is over/);
    assert.is(byMail.posts.length, byCommands.posts.length, 'as many posts');
    byCommands.posts.forEach((post, i) => assert.fixture(endOfLog(byMail.posts[i]), endOfLog(post), `post ${i + 1}`));
    assert.is(byMail.messages.length, byCommands.messages.length, 'as many private messages');
    byCommands.messages.forEach((m, i) => assert.fixture(byMail.messages[i], m, `message ${i + 1}`));
    assert.ok(byCommands.notes.length > 3);
    assert.equal(byMail.notes, byCommands.notes, 'the same PRIVATE notes to forward');
    assert.equal(byMail.next, byCommands.next, 'the same "Next:" after each decision');
  });

  test(`given the same seeded ${size}-player game, chancery play at a terminal prints the commands' posts and reports and sends the same messages`, async () => {
    const byCommands = await play(size, 'commands');
    const atTerminal = await playAtTerminal(size);
    assert.is(atTerminal.reports.length, byCommands.reports.length, 'as many decisions written');
    // A report holds the decision's outcome, the post to paste (as written, without its last newline), the delivery and the PRIVATE notes.
    // The end of the log's hash covers each message's fresh identity, so it is the one thing that differs.
    byCommands.reports.forEach((r, i) => assert.fixture(endOfLog(atTerminal.reports[i]), endOfLog(r), `report ${i + 1}`));
    assert.is(atTerminal.previews.length, byCommands.posts.length, 'a preview shows each post before it is written');
    byCommands.posts.forEach((post, i) => assert.fixture(atTerminal.previews[i], withoutEnd(post.trimEnd()), `previewed post ${i + 1}`));
    assert.is(atTerminal.messages.length, byCommands.messages.length, 'as many private messages');
    byCommands.messages.forEach((m, i) => assert.fixture(atTerminal.messages[i], m, `message ${i + 1}`));
  });
}

test.run();
