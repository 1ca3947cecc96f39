// A reply to a message that asked nothing, sent before the question now open (the role card,
// answered "Ja" once the vote is open), is not read as an answer to that later question
// (docs/email.md: a reply to a notice never lands on a later question). The player is told the
// truth: the email they answered asked nothing; not that "the question it answers is closed: the
// game has moved on", which names a question that never was. The open question is asked again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { sync } from '../../src/commands/sync.js';
import { openGame } from '../../src/game/open.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { mailedReply, newestOf, outboxFromNow } from '../support/local-mail.js';

for (const [lang, players, theme, expected] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'service-rat', {
    asked: /^The email you answered asked no question, so your reply is not read as an answer\.$/m,
    again: /^A question is open for you now; here it is again\.$/m,
    question: /The vote on Mayor Alice and Ratcatcher Bob: reply with one word/,
  }],
  ['ru', ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], 'secret-russian', {
    asked: /^Письмо, на которое вы ответили, ни о чём не спрашивало, поэтому ваш ответ не прочитан как ход\.$/m,
    again: /^Сейчас вам задан вопрос; вот он ещё раз\.$/m,
    question: /Ваш голос за Кабинет \(Премьер Алиса, Директор Борис\): одно слово/,
  }],
] as const) {
  test(`given a reply "Ja" to the role card once the vote is open (${lang}), the answer says the card asked nothing, not that a question closed, and asks the vote again`, async () => {
    const cwd = scratch('chancery-asked-nothing-');
    const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
    const { path } = await newGame({ id: 'g', players: [...players], seed: FIXED_SEED, lang, theme }, ctx);
    await nominate({ game: 'g', chancellor: players[1] }, ctx);
    const card = newestOf(cwd, 2, 'role-card')!;
    const sent = outboxFromNow(cwd);
    await mailedReply(cwd, card, { text: 'Ja', id: '<card-reply@players.invalid>', from: 'seat3@players.invalid' });
    await sync({ game: 'g' }, ctx);
    const state = openGame(path).state;
    assert.ok(state.phase.name === 'election' && state.phase.votes[2] === undefined, 'no vote recorded for Carol');
    const mails = await sent();
    assert.is(mails.length, 1);
    const text = mails[0].text ?? '';
    assert.is(mails[0].inReplyTo, '<card-reply@players.invalid>');
    assert.match(text, expected.asked, text);
    assert.not.match(text, /closed|moved on|закрыт|ушла дальше/, text);
    assert.match(text, expected.again, text);
    assert.match(text, expected.question, text);
  });
}

test.run();
