// `mail confirm` applies a held reply (it came from another address) as sync would apply the
// player's own: one path. A held "Ja" from a player whose vote Ja is already recorded (the
// moderator entered it) is the same answer again: confirmed, it is recorded as received and the
// player is told it was already recorded, with no second vote. And a held reply the player's own
// later mail has settled (even by saying again the vote that stands) is not applied over it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { mailConfirm } from '../../src/commands/mail-confirm.js';
import { openGame } from '../../src/game/open.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import { StateRefusal } from '../../src/errors.js';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued } from '../../src/log/records.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function voting() {
  const cwd = scratch('chancery-confirm-already-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: PLAYERS, seed: FIXED_SEED }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const events = () => openGame(path).log.events;
  /** Carol's words from an address that is not hers, threaded under her vote request: held by sync. */
  const fromElsewhere = async (text: string, id: string) => {
    const request = events().filter((e) => e.type === 'message-queued' && e.to === 2 && e.kind === 'vote-request').pop() as unknown as MessageQueued;
    const raw = await composeRaw({ messageId: id, from: 'carol.at.work@example.org', to: 'moderator@chancery.invalid', subject: `Re: ${request.subject}`, text, inReplyTo: request.messageId });
    deliverToMaildir(inboxDir(gameMailDir(path)), raw);
  };
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mailTo = async (seat: number) => (await Promise.all(readdirSync(outbox).map((f) => simpleParser(readFileSync(join(outbox, f))))))
    .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === `seat${seat + 1}@players.invalid`);
  const carolVotes = () => events().filter((e) => e.type === 'vote-cast' && e.seat === 2).map((e) => (e as { vote: string }).vote);
  return { cwd, ctx, path, events, fromElsewhere, mailTo, carolVotes, syncOnce: async () => (await sync({ game: 'g' }, ctx)).passes[0] };
}

test('given Carol=ja entered by the moderator and Carol\'s "Ja" held from another address, confirming it records no second vote and tells Carol it was already recorded', async () => {
  const g = await voting();
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await g.fromElsewhere('Ja', '<held-ja@example.org>');
  assert.equal((await g.syncOnce()).items.map((i) => i.outcome), ['held']);
  const out = runCli(['mail', 'confirm', 'g', '<held-ja@example.org>'], { cwd: g.cwd, env: { CHANCERY_HOME: '', NO_COLOR: '1' } });
  assert.is(out.code, 0, out.stdout + out.stderr);
  assert.equal(g.carolVotes(), ['ja'], 'one vote for Carol');
  assert.match(out.stdout, /already recorded/, out.stdout);
  assert.not.match(out.stdout, /^applied/m, out.stdout);
  const receipts = (await g.mailTo(2)).filter((m) => /Already recorded|Received/.test(m.subject ?? ''));
  assert.is(receipts.length, 1);
  assert.match(receipts[0].text ?? '', /Your vote Ja was already recorded/);
  // Confirmed once: a second confirm refuses it as done, not as something Carol wrote since.
  const again = runCli(['mail', 'confirm', 'g', '<held-ja@example.org>'], { cwd: g.cwd, env: { CHANCERY_HOME: '', NO_COLOR: '1' } });
  assert.is(again.code, 1, again.stdout + again.stderr);
  assert.match(again.stderr, /already/);
  assert.not.match(again.stderr, /answered again/);
});

test('given Carol\'s "Nein" held from another address and then her own "Ja", the vote the moderator had entered, the held Nein is not applied over her later answer', async () => {
  const g = await voting();
  await vote({ game: 'g', votes: ['Carol=ja'] }, g.ctx);
  await g.fromElsewhere('Nein', '<held-nein@example.org>');
  await g.syncOnce();
  await reply({ game: 'g', player: 'Carol', text: 'Ja' }, g.ctx);
  await g.syncOnce();
  try {
    await mailConfirm({ game: 'g', messageId: '<held-nein@example.org>' }, g.ctx);
    assert.unreachable('the held Nein was applied over Carol\'s later Ja');
  } catch (e) {
    assert.instance(e, StateRefusal);
  }
  assert.equal(g.carolVotes(), ['ja']);
});

test.run();
