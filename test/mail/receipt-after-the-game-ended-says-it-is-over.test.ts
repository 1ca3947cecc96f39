// An answer by mail can end the game (the Chancellor enacts the sixth Fascist policy, RULES §2.8).
// Its receipt is the last message the player gets about it: it says the game is over, so that
// nobody waits for a next question, in the game's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { openGame } from '../../src/game/open.js';
import type { Context } from '../../src/cli/context.js';
import { scratch } from '../support/cli.js';
import { outboxFromNow } from '../support/local-mail.js';

/** A seed whose first hand is Fascist, Liberal, Fascist. */
const MIXED_HAND = 'a'.repeat(64);

for (const [lang, players, over] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], /^The game is over/m],
  ['ru', ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], /^Игра окончена/m],
] as const) {
  test(`given the Chancellor's enactment by mail that wins the game (${lang}), its receipt says the game is over`, async () => {
    const cwd = scratch('chancery-receipt-game-over-');
    const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
    // Five Fascist policies from the start: the sixth ends the game.
    await newGame({ id: 'g', players: [...players], seed: MIXED_HAND, lang, ruleset: 'custom', option: ['startingFascistPolicies=5'] }, ctx);
    await nominate({ game: 'g', chancellor: players[1] }, ctx);
    await vote({ game: 'g', votes: players.map((p) => `${p}=ja`) }, ctx);
    await discard({ game: 'g', policy: '2' }, ctx);
    await reply({ game: 'g', player: players[1], text: '1' }, ctx);
    const sent = outboxFromNow(cwd);
    await sync({ game: 'g' }, ctx);
    assert.is(openGame(join(cwd, 'games', 'g.yaml')).state.phase.name, 'over', 'the enactment ended the game');
    const mails = await sent();
    const receipt = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'seat2@players.invalid');
    assert.ok(receipt, 'a receipt to the Chancellor');
    assert.match(receipt!.text ?? '', over, receipt!.text);
  });
}

test.run();
