// Undo's warning about mail already sent agrees in number with what it names: one letter to one
// player is «отправлено письмо … Анна знает», not «отправлены письма … эти игроки знают» (seen in a
// Russian game: one President's hand, "these players"); several letters to several players keep the
// plural. The English says the one player's name for "they".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';
import { speechOf } from '../../src/game/speech.js';

const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'];
const EN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function game(players: string[], lang: 'ru' | 'en', steps: string[][]): string {
  const cwd = scratch();
  for (const args of [['new', 'g', '--players', ...players, '--lang', lang, '--seed', FIXED_SEED], ...steps]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
  }
  return cwd;
}
const elected = (players: string[]) => [['nominate', 'g', players[1]], ['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)]];

test('given the President\'s hand was emailed to Анна alone, the Russian undo warning and report speak of one letter and of her', () => {
  const cwd = game(RU, 'ru', elected(RU));
  const refused = runCli(['undo', 'g'], { cwd });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /Об этом уже отправлено письмо: Анна \(карты Президента \[[A-Z0-9]{6}\]\); Анна знает то, что отменяется\./);
  assert.not.match(refused.stderr, /эти игроки/);
  const done = runCli(['undo', 'g', '--yes'], { cwd });
  assert.is(done.code, 0, done.stderr);
  assert.match(done.stdout, /^Об отменённом уже отправлено письмо \(Анна о нём знает\):$/m);
});

test('given letters to two players, the Russian undo warning and report keep the plural («отправлены письма», «эти игроки знают»)', () => {
  const say = speechOf('ru');
  assert.is(say.undo.alreadySent('Анна (…), Борис (…)', 2, ['Анна', 'Борис']), 'Об этом уже отправлены письма: Анна (…), Борис (…); эти игроки знают то, что отменяется.');
  assert.is(say.undo.alreadyTold(2, ['Анна', 'Борис']), 'Об отменённом уже отправлены письма (эти игроки о нём знают):');
  // Two letters to one player: letters in the plural, the player by her name.
  assert.is(say.undo.alreadySent('Анна (…), Анна (…)', 2, ['Анна']), 'Об этом уже отправлены письма: Анна (…), Анна (…); Анна знает то, что отменяется.');
});

test('given the President\'s hand was emailed to Alice alone, the English undo warning and report name her, not "they"', () => {
  const cwd = game(EN, 'en', elected(EN));
  const refused = runCli(['undo', 'g'], { cwd });
  assert.match(refused.stderr, /Already sent about it: Alice \(the President's hand \[[A-Z0-9]{6}\]\): Alice knows what is taken back\./);
  const done = runCli(['undo', 'g', '--yes'], { cwd });
  assert.match(done.stdout, /^Already sent about what was taken back \(Alice knows it\):$/m);
});

test.run();
