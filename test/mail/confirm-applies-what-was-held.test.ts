// `mail confirm` applies a held reply as what sync read it as and showed the moderator ("held —
// discarded: Fascist"). It read again only the quote the log keeps of the reply, and that quote is
// cut at 240 characters: a long reply lost the verb at its end ("The liberal. … Keep it."), and
// read as the opposite card ("The liberal": the one to discard). What is applied is what was
// shown, or nothing. On the real servers, with a seed whose President draws Fascist, Liberal,
// Fascist (a keep of the Liberal discards a Fascist; the Liberal named alone is the discard).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { newGame } from '../../src/commands/new.js';
import { decide } from '../../src/game/session.js';
import { openTransport } from '../../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../../src/mail/config.js';
import { DEFAULT_NAMES, seededChooser } from '../../src/sim/random-play.js';
import type { Context } from '../../src/game/context.js';
import { runCli, scratch } from '../support/cli.js';
import { newMailboxes, sendRaw, writeMailConfig, cleanupMailboxes } from '../support/mail.js';
import { SimPlayer } from '../support/mail-players.js';
import { closeGame, records, syncUntil, waitForMail, type MailGame } from '../support/mail-game.js';

/** Alice draws Fascist, Liberal, Fascist with this seed once Bob is elected. */
const SEED = 'cd'.repeat(32);

const REPLY = 'The liberal. Bob has been very quiet all week in the thread, and Carol is defending him at every turn, which looks odd to me. '
  + 'Eve told us about her investigation result, and Dmitri agreed with her reading of the board. We should talk about all of this in the thread tomorrow evening. Keep it.';

async function presidentWithHand(): Promise<MailGame> {
  const [moderator, ...boxes] = newMailboxes(['mod', ...DEFAULT_NAMES.slice(0, 5)]);
  const cwd = scratch('chancery-confirm-held-');
  writeMailConfig(join(cwd, 'games'), 'held', moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(boxes.map((box, i) => ({ name: DEFAULT_NAMES[i], email: box.address }))));
  const ctx: Context = { now: () => new Date(), env: process.env, cwd, interactive: false };
  const { path } = await newGame({ id: 'held', players: ['roster.yaml'], seed: SEED }, ctx);
  await decide(path, new Date(), () => ({ decide: [{ type: 'chancellor-nominated', president: 0, chancellor: 1 }, ...[0, 1, 2, 3, 4].map((seat) => ({ type: 'vote-cast' as const, seat, vote: 'ja' as const }))], result: null }));
  const players = await Promise.all(boxes.map((box, i) => new SimPlayer(DEFAULT_NAMES[i], box, moderator.address, seededChooser(`p${i}`)).open()));
  const inbox = await openTransport(loadMailConfig(path, process.env), gameMailDir(path), process.env);
  return { cwd, id: 'held', path, moderator, players, inbox, ctx };
}

test('given a long reply held (another address) as "discarded: Fascist", confirming it discards the Fascist, never the Liberal', async () => {
  const game = await presidentWithHand();
  try {
    const alice = game.players[0];
    const hand = await waitForMail(alice, /three .* discard one/);
    assert.match(hand.text, /1\. Fascist\s+2\. Liberal\s+3\. Fascist/);
    await sendRaw(alice.box, game.moderator.address, [`From: Alice <alice.at.home@example.org>`, `To: ${game.moderator.address}`, `Subject: Re: ${hand.subject}`,
      'Message-ID: <long-keep@alice.test>', `In-Reply-To: ${hand.messageId}`, `References: ${hand.messageId}`, 'Content-Type: text/plain; charset=utf-8', '', REPLY, ''].join('\r\n'));
    const [pass] = await syncUntil(game, 1);
    assert.equal([pass.items[0].outcome, pass.items[0].readAs], ['held', 'discarded: Fascist']);
    const confirm = runCli(['mail', 'confirm', game.id, '<long-keep@alice.test>'], { cwd: game.cwd });
    const discards = records(game).filter((e) => e.type === 'president-discarded').map((e) => (e as { policy?: string }).policy);
    assert.ok(!discards.includes('liberal'), `the Liberal the player kept is never discarded:\n${confirm.stdout}${confirm.stderr}`);
    assert.equal(discards, confirm.code === 0 ? ['fascist'] : [], `a confirm applies what was held, or nothing:\n${confirm.stdout}${confirm.stderr}`);
  } finally {
    await closeGame(game);
  }
});

test.after(() => cleanupMailboxes());

test.run();
