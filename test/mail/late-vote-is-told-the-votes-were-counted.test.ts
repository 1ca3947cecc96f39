// A vote that comes after the votes were counted is told so, with the count and the result (both
// public: the result post shows them), not the general "the question it answers is closed: the game
// has moved on". And a vote said in a reply to the NOT applied email about such a late vote (the
// President's "Ja" decided, their "Nein" in the same sync came late, and they answer that notice
// "Nein" again) speaks of the vote, as a reply to a receipt does: it is told the votes were counted,
// never read as a negated discard, and the open discard is asked again.
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
import { handledWords } from '../../src/mail/wording.js';

function game() {
  const cwd = scratch('chancery-late-vote-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  return { cwd, ctx };
}

for (const [lang, theme, players, expected] of [
  ['en', 'secret-hitler', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], {
    counted: /^It came after the votes were counted \(Ja 4, Nein 1: the government was elected; this seat's vote counted: Nein\), so it changes nothing\.$/m,
  }],
  ['ru', 'secret-russian', ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], {
    counted: /^Ответ пришёл после подсчёта голосов \(Ja 4, Nein 1: Кабинет избран; голос этого места при подсчёте: Nein\), поэтому он ничего не меняет\.$/m,
  }],
] as const) {
  test(`given a vote mailed after the votes were counted (${lang}), the player is told the votes were counted and the result, not that the game moved on`, async () => {
    const { cwd, ctx } = game();
    await newGame({ id: 'g', players: [...players], seed: FIXED_SEED, lang, theme }, ctx);
    await nominate({ game: 'g', chancellor: players[1] }, ctx);
    const request = newestOf(cwd, 2, 'vote-request')!;
    await vote({ game: 'g', votes: [`${players[0]}=ja`, `${players[1]}=ja`, `${players[2]}=nein`, `${players[3]}=ja`, `${players[4]}=ja`] }, ctx);
    const { record, answer: text } = await repliedAndSynced(cwd, ctx, request, { text: 'Ja', id: '<late-vote@players.invalid>', from: 'seat3@players.invalid' });
    assert.is(record.outcome, 'too-late');
    assert.is(record.reason, 'too-late');
    assert.match(text, expected.counted, text);
    assert.not.match(text, /moved on|ушла дальше/, text);
  });
}

test('given the President\'s deciding "Ja" and then "Nein" in one sync, and "Nein" replied to the NOT applied email about it: told the votes were counted, not a negated discard, and the discard asked again', async () => {
  const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  const { cwd, ctx } = game();
  await newGame({ id: 'g', players, seed: FIXED_SEED, lang: 'en' }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'] }, ctx);
  await reply({ game: 'g', player: 'Alice', text: 'Ja' }, ctx);
  await reply({ game: 'g', player: 'Alice', text: 'Nein' }, ctx);
  await sync({ game: 'g' }, ctx);
  const notice = newestOf(cwd, 0, 'error-reply')!;
  assert.ok(notice, 'Alice is told her "Nein" was not applied');
  const { record, state, answer: text } = await repliedAndSynced(cwd, ctx, notice, { text: 'Nein', id: '<to-the-notice@players.invalid>', from: 'seat1@players.invalid' });
  assert.is(state.phase.name === 'legislative' && state.phase.step.name, 'president-discard');
  assert.is(record.reason, 'too-late');
  assert.match(text, /^It came after the votes were counted \(Ja 5, Nein 0: the government was elected; this seat's vote counted: Ja\), so it changes nothing\.$/m, text);
  assert.not.match(text, /negat/, text);
  assert.match(text, /^A question is open for you now; here it is again\.$/m, text);
  assert.match(text, /Reply with the number or the name of the ONE policy to DISCARD/, text);
});

// The count and the result in every theme's words, as the result post names the government.
for (const [lang, theme, elected, failed] of [
  ['en', 'secret-hitler', 'it came after the votes were counted (Ja 3, Nein 2: the government was elected)', 'it came after the votes were counted (Ja 2, Nein 3: the government was not elected)'],
  ['en', 'service-rat', 'it came after the votes were counted (Ja 3, Nein 2: the government was elected)', 'it came after the votes were counted (Ja 2, Nein 3: the government was not elected)'],
  ['en', 'secret-russian', 'it came after the votes were counted (Ja 3, Nein 2: the Cabinet was elected)', 'it came after the votes were counted (Ja 2, Nein 3: the Cabinet was not elected)'],
  ['ru', 'secret-hitler', 'ответ пришёл после подсчёта голосов (Ja 3, Nein 2: правительство избрано)', 'ответ пришёл после подсчёта голосов (Ja 2, Nein 3: правительство не избрано)'],
  ['ru', 'service-rat', 'ответ пришёл после подсчёта голосов (Ja 3, Nein 2: правительство избрано)', 'ответ пришёл после подсчёта голосов (Ja 2, Nein 3: правительство не избрано)'],
  ['ru', 'secret-russian', 'ответ пришёл после подсчёта голосов (Ja 3, Nein 2: Кабинет избран)', 'ответ пришёл после подсчёта голосов (Ja 2, Nein 3: Кабинет не избран)'],
] as const) {
  test(`given a late vote's count in ${theme} (${lang}), the report and the email name it in the theme's words`, () => {
    const w = { lang, theme };
    assert.is(handledWords({ why: 'too-late', counted: { ja: 3, nein: 2, elected: true } }, w), elected);
    assert.is(handledWords({ why: 'too-late', counted: { ja: 2, nein: 3, elected: false } }, w), failed);
  });
}

test.run();
