// The receipt of a card choice (the President's discard, the Chancellor's enactment) says that the
// choice is final. What a vote allows (changing it until the tally) is no matter of a card choice:
// the receipt does not speak of votes at all, in either language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { outboxFromNow } from '../support/local-mail.js';

for (const [lang, players, final, vote_] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], /This is final/, /\bvotes?\b/i],
  ['ru', ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], /Это окончательно/, /голос/i],
] as const) {
  test(`given the President's discard by mail (${lang}), its receipt says the choice is final and says nothing of votes`, async () => {
    const cwd = scratch('chancery-card-receipt-');
    const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
    await newGame({ id: 'g', players: [...players], seed: FIXED_SEED, lang }, ctx);
    await nominate({ game: 'g', chancellor: players[1] }, ctx);
    await vote({ game: 'g', votes: players.map((p) => `${p}=ja`) }, ctx);
    await reply({ game: 'g', player: players[0], text: '1' }, ctx);
    const sent = outboxFromNow(cwd);
    await sync({ game: 'g' }, ctx);
    const mails = await sent();
    const receipt = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'seat1@players.invalid');
    assert.ok(receipt, 'a receipt to the President');
    assert.match(receipt!.text ?? '', final, receipt!.text);
    assert.not.match(receipt!.text ?? '', vote_, receipt!.text);
  });
}

test.run();
