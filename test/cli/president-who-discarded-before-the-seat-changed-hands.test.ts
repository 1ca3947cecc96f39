// RULES §2.5-2.6: the President discards one of three policies and passes the other two to the
// Chancellor. RULES §5: a seat may change hands meanwhile. When the President's seat changes hands
// after the discard, before the Chancellor enacted, every place that names the President of that
// session names the one who discarded: the Chancellor's message ("President Анна passed the
// Chancellor two cards"), the post after the enactment, history (and its note on the hand-over), a claim of the
// President's cards, and `status --as` the seat's newcomer (whose seat's hand she held).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk } from '../support/cli.js';
import { atThePresidentsDiscard, SEED_FFL } from '../support/president-discard.js';
import { newestOf, sentMail } from '../support/local-mail.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given Анна discarded and left her seat to Жанна, when Борис\'s seat passes to Фёдор, then the Chancellor\'s message Фёдор gets names Анна as the President who passed the cards', async () => {
  const cwd = atThePresidentsDiscard(SEED_FFL, 'ru');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['discard', 'g', 'фашистский']);
  run(['replace', 'g', 'Анна', 'Жанна']);
  run(['replace', 'g', 'Борис', 'Фёдор']);
  const hand = newestOf(cwd, 1, 'chancellor-hand')!;
  const { text } = await sentMail(cwd, hand);
  assert.match(text ?? '', /Здравствуйте, Фёдор!/);
  // Анна passed the cards to Борис, who held the Chancellor's seat then, not to Фёдор (RULES §5).
  assert.match(text ?? '', /Президент Анна передала Канцлеру две карты/);
  assert.not.match(text ?? '', /Жанна/);

  const enacted = run(['enact', 'g', 'фашистский']);
  assert.match(enacted, /\(Президент \*\*Анна\*\*, Канцлер \*\*Фёдор\*\*\)/);
  const history = run(['history', 'g']);
  assert.match(history, /^#1 Анна > Фёдор => /m);
  assert.match(history, /замена: Жанна занимает место 1 вместо Анны \(во время выдвижения 1: карту в нём сбросил Президент до замены\)/);
  const claimed = run(['claim', 'g', 'Анна', 'ФФЛ', '--as', 'president']);
  assert.match(claimed, /Анна \(Президент, № 1\): ФФЛ/);
  assert.match(claimed, /Правительство № 1: Анна > Фёдор/);
  assert.match(run(['status', 'g', '--as', 'Жанна']), /№ 1, Президент \(Анна\): фашистский, фашистский, либеральный/);
});

test('given Ann discarded and left her seat to Zoe before Bob enacted, then the post after the enactment, history and a claim name Ann as the President', () => {
  const cwd = atThePresidentsDiscard(SEED_FFL, 'en');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['discard', 'g', 'fascist']);
  run(['replace', 'g', 'Ann', 'Zoe']);
  assert.match(run(['enact', 'g', 'fascist']), /President \*\*Ann\*\* and Chancellor \*\*Bob\*\* enacted a \*\*Fascist\*\* policy/);
  const history = run(['history', 'g']);
  assert.match(history, /^#1 Ann > Bob => /m);
  assert.match(history, /replaced: .*Zoe.* \(during government 1, after the President had discarded\)/);
  assert.match(run(['claim', 'g', 'Ann', 'FFL', '--as', 'president']), /Ann \(President/);
  assert.match(run(['post', 'g', 'history']), /\| 1 \| Ann \| Bob \|/);
  assert.match(run(['status', 'g', '--as', 'Zoe']), /government 1, as president \(Ann\): fascist, fascist, liberal/);
});

test.run();
