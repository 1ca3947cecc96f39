// A reply held for the moderator (a valid reference from another address) answers the question
// open when it came. When undo has withdrawn that question since, `chancery mail confirm` refuses
// it saying so, in the game's language, and changes nothing: not "the game no longer waits for
// Carol's answer", which is false once the same nomination is made again and her vote is awaited.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { mailedReply, newestOf } from '../support/local-mail.js';
import { russianRoster } from '../cli/russian-roster.js';
import { writeFileSync } from 'node:fs';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** A game whose vote is open, with Carol's "Ja" from her work address held; then the nomination undone and made again. */
async function heldThenWithdrawn(lang: 'en' | 'ru'): Promise<{ cwd: string; path: string }> {
  const cwd = scratch('chancery-confirm-withdrawn-');
  const players = lang === 'ru' ? RU : PLAYERS;
  runOk(['new', 'g', ...(lang === 'ru' ? ['--lang', 'ru'] : []), '--players', ...players, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', players[1]], { cwd });
  const path = join(cwd, 'games', 'g.yaml');
  await mailedReply(cwd, newestOf(cwd, 2, 'vote-request')!, { text: 'Ja', id: '<held-ja@work.example.org>', from: 'carol.at.work@example.org' });
  assert.match(runOk(['sync', 'g'], { cwd }), /held/);
  runOk(['undo', 'g', '--yes'], { cwd });
  runOk(['nominate', 'g', players[1]], { cwd });
  return { cwd, path };
}

test('given Carol\'s held Ja, and the nomination undone and made again, confirming it is refused as withdrawn and nothing is written', async () => {
  const { cwd, path } = await heldThenWithdrawn('en');
  const before = readFileSync(path, 'utf8');
  const r = runCli(['mail', 'confirm', 'g', '<held-ja@work.example.org>'], { cwd });
  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, /withdrew the question/, r.stderr);
  assert.not.match(r.stderr, /no longer waits/);
  assert.is(readFileSync(path, 'utf8'), before, 'nothing changed on disk');
});

test('in a Russian game, the refusal says in Russian that the question was withdrawn', async () => {
  const { cwd, path } = await heldThenWithdrawn('ru');
  const before = readFileSync(path, 'utf8');
  const r = runCli(['mail', 'confirm', 'g', '<held-ja@work.example.org>'], { cwd });
  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, /отозвал вопрос/, r.stderr);
  assert.not.match(r.stderr.replace(/<[^>]+>|\S+\.yaml/g, ''), /[A-Za-z]{3,}/, 'no English word');
  assert.is(readFileSync(path, 'utf8'), before);
});

test('in a Russian game, the refusal declines the name of the player whose reply was held, in the gender the roster gives: «ответ Любови», never «ответ игрока Любовь»', async () => {
  const cwd = scratch('chancery-confirm-withdrawn-ru-names-');
  // Любовь is a woman by the roster: the name's genitive (Любови) is known only from the log.
  writeFileSync(join(cwd, 'roster.yaml'), `${russianRoster('Кира')}\n`);
  runOk(['new', 'g', '--lang', 'ru', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Вера'], { cwd });
  await mailedReply(cwd, newestOf(cwd, 1, 'vote-request')!, { text: 'Ja', id: '<held-ja@work.example.org>', from: 'lyuba.at.work@example.org' });
  assert.match(runOk(['sync', 'g'], { cwd }), /задерж/);
  runOk(['undo', 'g', '--yes'], { cwd });
  runOk(['nominate', 'g', 'Вера'], { cwd });

  const r = runCli(['mail', 'confirm', 'g', '<held-ja@work.example.org>'], { cwd });

  assert.is.not(r.code, 0, r.stdout);
  assert.match(r.stderr, /задержанный ответ Любови /, r.stderr);
  assert.not.match(r.stderr, /игрока Любовь/);
});

test.run();
