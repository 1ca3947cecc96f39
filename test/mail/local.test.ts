// The embedded transport, end to end: messages become .eml files in the game's outbox, `reply`
// writes a threaded reply into its inbox, `sync` applies it. The commands run in-process (they
// are the same functions the binary calls); the binary itself is run where its output matters.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { openGame } from '../../src/game/open.js';
import { playerView } from '../../src/engine/index.js';
import { UsageError } from '../../src/errors.js';
import type { Context } from '../../src/cli/context.js';
import { spawn } from 'node:child_process';
import { BIN, runCli, scratch, readGame, FIXED_SEED } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function game() {
  const cwd = scratch('chancery-mail-local-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: PLAYERS, seed: FIXED_SEED }, ctx);
  const answer = (player: string, text: string) => reply({ game: 'g', player, text }, ctx);
  const syncOnce = () => sync({ game: 'g' }, ctx);
  const events = () => openGame(join(cwd, 'games', 'g.yaml')).log.events;
  return { cwd, ctx, answer, syncOnce, events, outbox: join(cwd, 'games', 'g', 'outbox') };
}

async function outboxMail(dir: string) {
  return Promise.all(readdirSync(dir).map(async (f) => simpleParser(readFileSync(join(dir, f)))));
}

const gameEvents = (events: { type: string }[]) => events.filter((e) => !e.type.startsWith('message-') && e.type !== 'reply-received');

test('given a new game, every player has a role card in the outbox, and a nomination adds a vote request for each', async () => {
  const g = await game();
  const cards = await outboxMail(g.outbox);
  assert.is(cards.length, 5);
  assert.ok(cards.every((m) => /secret role/i.test(m.subject ?? '')));
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const all = await outboxMail(g.outbox);
  assert.is(all.filter((m) => /Vote:/.test(m.subject ?? '')).length, 5);
});

test('given replies written with `chancery reply`, sync applies them, tallies, and the binary prints the vote result post', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  for (const [p, v] of [['Alice', 'Ja!'], ['Bob', 'yes'], ['Carol', 'НЕТ'], ['Dmitri', 'за']]) await g.answer(p, v);
  const partial = await g.syncOnce();
  assert.equal(partial.passes[0].items.map((i) => i.readAs), ['Ja', 'Ja', 'Nein', 'Ja']);
  assert.is(partial.post, null, 'no post while votes are missing');
  await g.answer('Eve', 'nein');
  const done = runCli(['sync', 'g'], { cwd: g.cwd });
  assert.is(done.code, 0, done.stderr);
  assert.match(done.stdout, /Post to paste in the thread \(vote-result, markdown\)/);
  assert.match(done.stdout, /Elected/i);
  assert.match(readGame(g.cwd, 'g'), /type: votes-tallied/);
});

test('given a reply threaded to a vote request after the tally, sync says too late and the game is unchanged', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = openGame(join(g.cwd, 'games', 'g.yaml')).log.events.filter((e) => e.type === 'message-queued' && e.to === 2).pop();
  for (const p of PLAYERS) await g.answer(p, 'ja');
  await g.syncOnce();
  const before = gameEvents(g.events());
  const late = await g.answer('Carol', 'nein');
  assert.is(late.inReplyTo, (request as { messageId: string }).messageId, 'the reply is threaded under her vote request');
  const r = await g.syncOnce();
  assert.ok(r.passes[0].items.every((i) => i.outcome === 'too-late'), JSON.stringify(r.passes[0].items));
  assert.equal(gameEvents(g.events()), before);
});

test('given the President answers by number and the Chancellor by name, the session completes through the engine', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  for (const p of PLAYERS) await g.answer(p, 'ja');
  await g.syncOnce();
  await g.answer('Alice', '2');
  await g.syncOnce();
  const bob = playerView(openGame(join(g.cwd, 'games', 'g.yaml')).state, 1);
  const card = bob.hand!.cards[0];
  await g.answer('Bob', `I enact the ${card} one`);
  const r = await g.syncOnce();
  assert.is(r.passes[0].items[0].outcome, 'applied');
  assert.ok(g.events().some((e) => e.type === 'policy-enacted' && e.policy === card));
});

test('given no text, `chancery reply` is a usage error and writes nothing', async () => {
  const g = await game();
  try {
    await g.answer('Alice', '  ');
    assert.unreachable('an empty reply was accepted');
  } catch (e) {
    assert.instance(e, UsageError);
  }
  assert.equal(readdirSync(join(g.cwd, 'games', 'g')).filter((f) => f === 'inbox'), []);
});

test('given `sync --watch`, it applies replies as they arrive, prints the post when the vote completes, and stops cleanly on Ctrl-C', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const watcher = spawn(process.execPath, [BIN, 'sync', 'g', '--watch', '--interval', '0.1'], { cwd: g.cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true' } });
  let out = '';
  let err = '';
  watcher.stdout.on('data', (d) => { out += d; });
  watcher.stderr.on('data', (d) => { err += d; });
  const exited = new Promise<number | null>((resolve) => watcher.on('exit', (code) => resolve(code)));
  for (const p of PLAYERS) await g.answer(p, 'ja');
  const until = Date.now() + 20_000;
  while (!/Elected/.test(out) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  // Twenty more polls with nothing new: a watch runs for hours.
  await new Promise((r) => setTimeout(r, 2_000));
  watcher.kill('SIGINT');
  assert.is(await exited, 0, out);
  assert.match(out, /^watching g for replies every 0\.1 s \(Ctrl-C stops\)\n/);
  assert.match(out, /applied Alice: Ja/);
  assert.match(out, /Elected/);
  assert.match(out, /\nstopped watching g\n$/);
  assert.is(err, '', 'nothing on stderr (no warning of listeners left behind)');
});

test.run();
