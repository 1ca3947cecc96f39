// A whole game at every table size, 5 to 10, over the real servers: every secret goes out by
// email, every answer comes back by reply, and the log audits clean at the end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { pending } from '../../src/engine/index.js';
import { decide } from '../../src/game/session.js';
import { openGame } from '../../src/game/open.js';
import { newGame } from '../../src/commands/new.js';
import { syncOnce } from '../../src/game/sync.js';
import { openTransport } from '../../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../../src/mail/config.js';
import { auditFile } from '../../src/log/audit.js';
import { DEFAULT_NAMES, randomDecision, seededChooser } from '../../src/sim/random-play.js';
import type { Context } from '../../src/cli/context.js';
import type { LogRecord, ReplyReceived } from '../../src/log/records.js';
import { scratch, FIXED_SEED } from '../support/cli.js';
import { cleanupMailboxes, newMailboxes, waitFor, writeMailConfig } from '../support/mail.js';
import { SimPlayer } from '../support/mail-players.js';

const PLAYER_DECISIONS = new Set(['vote-cast', 'president-discarded', 'policy-enacted', 'veto-requested', 'veto-answered']);

async function playWholeGame(size: number): Promise<{ log: LogRecord[]; path: string; players: SimPlayer[] }> {
  const cwd = scratch('chancery-mail-game-');
  const id = `mail${size}`;
  const names = DEFAULT_NAMES.slice(0, size);
  const [moderator, ...playerBoxes] = newMailboxes([`mod${size}`, ...names.map((name) => `${name}${size}`)]);
  const boxes = names.map((name, i) => ({ name, box: playerBoxes[i] }));
  writeMailConfig(join(cwd, 'games'), id, moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(boxes.map(({ name, box }) => ({ name, email: box.address }))));
  const ctx: Context = { now: () => new Date(), env: process.env, cwd, interactive: false };
  const created = await newGame({ id, players: ['roster.yaml'], seed: FIXED_SEED.replace(/^ab/, (size * 11).toString(16).padStart(2, '0')) }, ctx);
  assert.is(created.delivery?.sent, size, `every role card is sent at creation: ${JSON.stringify(created.delivery?.failed)}`);
  const path = created.path;
  const players = await Promise.all(boxes.map(({ name, box }, i) => new SimPlayer(name, box, moderator.address, seededChooser(`player-${size}-${i}`)).open()));
  const moderatorChoices = seededChooser(`moderator-${size}`);
  const inbox = await openTransport(loadMailConfig(path, process.env), gameMailDir(path), process.env);
  try {
    for (let guard = 0; guard < 400; guard++) {
      const state = openGame(path).state;
      const waiting = pending(state);
      if (waiting.kind === 'game-over') break;
      if (waiting.kind === 'nomination' || waiting.kind === 'power') {
        // What the President announces in the thread, the moderator records.
        await decide(path, new Date(), (g) => ({ decide: [randomDecision(g.state, moderatorChoices)!], result: null }));
        continue;
      }
      // Until the step is complete (for votes: the tally), reading what has arrived every 100 ms, so
      // that replies are applied in batches as a moderator's sync would find them.
      const step = `${waiting.kind} ${state.governments.length}`;
      await waitFor(`the players to answer (${waiting.kind})`, async () => {
        await Promise.all(players.map((p) => p.act()));
        const report = await syncOnce({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, path, inbox);
        if (!report.items.some((i) => i.outcome === 'applied')) return false;
        const now = openGame(path).state;
        return `${pending(now).kind} ${now.governments.length}` !== step;
      }, 15_000, 100);
    }
  } finally {
    await inbox.close();
    await Promise.all(players.map((p) => p.close()));
  }
  return { log: openGame(path).log.events, path, players };
}

// The games run side by side (each has its own accounts and log); each table size is its own test.
// They start when this suite runs, not when the file is imported: uvu imports every test file
// first, and games started then would compete with every other suite for the machine.
const sizes = (process.env.CHANCERY_MAIL_GAME_SIZES ?? '5,6,7,8,9,10').split(',').map(Number);
const games = new Map<number, ReturnType<typeof playWholeGame>>();
test.before(() => {
  for (const size of sizes) {
    const promise = playWholeGame(size);
    promise.catch(() => undefined); // reported by its own test
    games.set(size, promise);
  }
});

for (const size of sizes) {
  test(`given ${size} players answering by email, the game runs to its end and the log audits clean`, async () => {
    const { log, path, players } = await games.get(size)!;
    const audit = auditFile(path);
    assert.ok(audit.ok, audit.problem?.message);
    assert.ok(log.some((e) => e.type === 'game-ended'), 'the game ended');
    const replies = log.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');
    assert.equal(replies.filter((r) => r.outcome !== 'applied').map((r) => `${r.outcome}: ${r.detail}`), [], 'every reply was applied');
    const decisions = log.filter((e) => PLAYER_DECISIONS.has(e.type));
    assert.is(replies.length, decisions.length, 'each private decision in the log came from one applied reply');
    const sent = new Set(log.filter((e) => e.type === 'message-sent').map((e) => (e as { messageId: string }).messageId));
    const queued = log.filter((e) => e.type === 'message-queued');
    assert.ok(queued.every((q) => sent.has((q as { messageId: string }).messageId)), 'every queued message was sent');
    const errors = players.flatMap((p) => p.received.filter((m) => /not applied/.test(m.subject)).map((m) => m.subject));
    assert.equal(errors, [], 'no player got an error reply');
  });
}

test.after(() => cleanupMailboxes());
test.run();
