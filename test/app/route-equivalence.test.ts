// One path per job: the same seeded game played by each route gives the same thread posts and the
// same private messages, byte for byte. Route "commands": the moderator types every decision.
// Route "mail": nominations and powers are typed (players never mail those), every vote, discard,
// enactment and veto arrives as a player's reply read by `sync`. Route "preview": before each
// command, the play prompt's preview (commit with dryRun) must show exactly what the command then
// writes. At 5, 7 and 10 players, to the end of the game.
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
import { openGame } from '../../src/game/session.js';
import { preview } from '../../src/interactive/preview.js';
import type { DecisionResult } from '../../src/game/act.js';
import type { Context } from '../../src/game/context.js';
import { DEFAULT_NAMES } from '../../src/sim/random-play.js';
import { FIXED_SEED, scratch } from '../support/cli.js';

const NOW = '2026-12-01T10:00:00Z';

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
      return { by: 'command', intent: { type: 'nominate', chancellor }, run: (ctx) => nominate({ game: 'g', chancellor: String(chancellor + 1) }, ctx) };
    }
    case 'votes': {
      const votes = p.waitingFor.map((seat) => ({ seat, vote: (seat + g) % 3 === 0 ? 'nein' as const : 'ja' as const }));
      return {
        by: 'players',
        intents: votes.map((v) => ({ type: 'vote', seat: v.seat, vote: v.vote })),
        replies: votes.map((v) => ({ seat: v.seat, text: v.vote === 'ja' ? 'Ja' : 'Nein' })),
        run: (ctx) => vote({ game: 'g', votes: votes.map((v) => `${v.seat + 1}=${v.vote}`) }, ctx),
      };
    }
    case 'president-discard': {
      const n = (g % 3) + 1;
      return { by: 'players', intents: [{ type: 'discard', policy: hand[n - 1] }], replies: [{ seat: p.president, text: `discard ${n}` }], run: (ctx) => discard({ game: 'g', policy: String(n) }, ctx) };
    }
    case 'chancellor-enact': {
      if (p.vetoAllowed && g % 2 === 0) {
        return { by: 'players', intents: [{ type: 'veto', step: 'request' }], replies: [{ seat: p.chancellor, text: 'veto' }], run: (ctx) => veto({ game: 'g', action: 'request' }, ctx) };
      }
      const n = (g % 2) + 1;
      return { by: 'players', intents: [{ type: 'enact', policy: hand[n - 1] }], replies: [{ seat: p.chancellor, text: `enact ${n}` }], run: (ctx) => enact({ game: 'g', policy: String(n) }, ctx) };
    }
    case 'veto-answer': {
      const agree = g % 4 === 0;
      return { by: 'players', intents: [{ type: 'veto', step: agree ? 'agree' : 'refuse' }], replies: [{ seat: p.president, text: agree ? 'agree' : 'refuse' }], run: (ctx) => veto({ game: 'g', action: agree ? 'agree' : 'refuse' }, ctx) };
    }
    case 'power': {
      const target = p.eligible[g % Math.max(1, p.eligible.length)];
      const t = String(target + 1);
      switch (p.power) {
        case 'investigate': return { by: 'command', intent: { type: 'investigate', target }, run: (ctx) => investigate({ game: 'g', target: t }, ctx) };
        case 'peek': return { by: 'command', intent: { type: 'peek' }, run: (ctx) => peek({ game: 'g' }, ctx) };
        case 'special-election': return { by: 'command', intent: { type: 'special-election', target }, run: (ctx) => specialElection({ game: 'g', target: t }, ctx) };
        case 'execution': return { by: 'command', intent: { type: 'execute', target }, run: (ctx) => execute({ game: 'g', target: t }, ctx) };
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

interface Record { posts: string[]; messages: string[] }

/** The game's own messages as sent (answers to replies are the mail route's extra, not the game's). */
async function sentMessages(cwd: string, from: number): Promise<string[]> {
  const log = openGame(join(cwd, 'games', 'g.yaml')).log;
  const out: string[] = [];
  for (const e of log.events.slice(from)) {
    if (e.type !== 'message-queued' || e.kind === 'ack' || e.kind === 'error-reply') continue;
    const file = join(cwd, 'games', 'g', 'outbox', `${e.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`);
    const mail = await simpleParser(readFileSync(file));
    out.push(masked(`to seat ${e.to + 1}: ${mail.subject}\n${mail.text}`));
  }
  return out;
}

async function play(size: number, route: 'commands' | 'mail'): Promise<Record> {
  const cwd = scratch();
  const ctx = contextIn(cwd);
  await newGame({ id: 'g', players: DEFAULT_NAMES.slice(0, size), seed: FIXED_SEED }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const rec: Record = { posts: [], messages: await sentMessages(cwd, 0) };
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
      const written = await sentMessages(cwd, from);
      rec.messages.push(...written);
      if (dry) {
        assert.is(dry.post?.text ?? null, done.post?.text ?? null, `the preview's post is the written post (${size} players, step ${i})`);
        assert.equal(dry.messages.map((m) => masked(`to seat ${m.seat}: ${m.subject}\n${m.text}`)), written, `the preview's messages are the sent ones (${size} players, step ${i})`);
      }
    } else {
      for (const r of step.replies) await reply({ game: 'g', player: String(r.seat + 1), text: r.text }, ctx);
      const synced = await sync({ game: 'g' }, ctx);
      const applied = synced.passes.flatMap((p) => p.items).filter((x) => x.outcome === 'applied').length;
      assert.is(applied, step.replies.length, `every reply is applied (${size} players, step ${i}): ${JSON.stringify(synced.passes.flatMap((p) => p.items))}`);
      if (synced.post) rec.posts.push(synced.post.text);
      rec.messages.push(...await sentMessages(cwd, from));
    }
  }
  throw new Error('the game did not end');
}

/** The end of the log is named by its event number and hash: the mail route's log also holds the replies. */
const endOfLog = (post: string) => post.replace(/event \d+, hash `[0-9a-f]{64}`/, 'event N, hash H');

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
  });
}

test.run();
