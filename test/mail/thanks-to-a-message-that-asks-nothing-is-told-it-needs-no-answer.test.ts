// "thanks" or "ok" replying to a message that asks nothing (the role card, a receipt) answers no
// question: the player is told the email needs no answer, not that "none of these words answers
// the question" (it asked none) nor that the game was not waiting for them; any question open for
// them is asked again, as for any reply not applied.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import type { Context } from '../../src/cli/context.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { newestOf, repliedAndSynced } from '../support/local-mail.js';

const EN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];
const NEEDS_NO_ANSWER = { en: /^The email you answered asks nothing: it needs no answer\.$/m, ru: /^Письмо, на которое вы ответили, ни о чём не спрашивает: отвечать на него не нужно\.$/m };
const MISFIT = /none of these words|nothing in it answers|not waiting|asked no question|ни одно из этих слов|нет ответа на вопрос|не ждала|не прочитан как ход/i;

async function setUp(lang: 'en' | 'ru') {
  const cwd = scratch('chancery-thanks-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: lang === 'en' ? EN : RU, seed: FIXED_SEED, lang }, ctx);
  return { cwd, ctx };
}

/** `text` replied by seat `seat` to `message`: the record, the game after, and the answer mailed back. */
async function thank(s: Awaited<ReturnType<typeof setUp>>, seat: number, message: NonNullable<ReturnType<typeof newestOf>>, text: string) {
  return repliedAndSynced(s.cwd, s.ctx, message, { text, id: '<thanks@players.invalid>', from: `seat${seat + 1}@players.invalid` });
}

test('given "thanks" replied to the role card before any question, the player is told it needs no answer and that no question is open', async () => {
  const s = await setUp('en');
  const { record, answer } = await thank(s, 2, newestOf(s.cwd, 2, 'role-card')!, 'thanks');
  assert.is.not(record.outcome, 'applied');
  assert.match(answer, NEEDS_NO_ANSWER.en, answer);
  assert.not.match(answer, MISFIT, answer);
  assert.match(answer, /^No question is open for you now/m, answer);
});

test('given "ok" replied to the receipt of the President\'s deciding vote, the President is told it needs no answer and the discard is asked again', async () => {
  const s = await setUp('en');
  await nominate({ game: 'g', chancellor: 'Bob' }, s.ctx);
  await vote({ game: 'g', votes: ['Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'] }, s.ctx);
  await reply({ game: 'g', player: 'Alice', text: 'Ja' }, s.ctx);
  await sync({ game: 'g' }, s.ctx);
  const { record, state, answer } = await thank(s, 0, newestOf(s.cwd, 0, 'ack')!, 'ok');
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is.not(record.outcome, 'applied');
  assert.match(answer, NEEDS_NO_ANSWER.en, answer);
  assert.not.match(answer, MISFIT, answer);
  assert.match(answer, /^A question is open for you now; here it is again\.$/m, answer);
  assert.match(answer, /Reply with the number or the name of the ONE policy to DISCARD/, answer);
});

test('given «спасибо» replied to the role card once the vote is open (ru), the player is told it needs no answer and the vote is asked again', async () => {
  const s = await setUp('ru');
  await nominate({ game: 'g', chancellor: RU[1] }, s.ctx);
  const { record, state, answer } = await thank(s, 2, newestOf(s.cwd, 2, 'role-card')!, 'спасибо');
  assert.ok(state.phase.name === 'election' && state.phase.votes[2] === undefined, 'no vote recorded');
  assert.is.not(record.outcome, 'applied');
  assert.match(answer, NEEDS_NO_ANSWER.ru, answer);
  assert.not.match(answer, MISFIT, answer);
  assert.match(answer, /^Сейчас вам задан вопрос; вот он ещё раз\.$/m, answer);
});

test.run();
