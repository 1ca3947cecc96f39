// A reply held for the moderator (a valid reference from another address) is its sender's answer
// for the seat they held. When the seat has changed hands since (`replace`), `chancery mail
// confirm` refuses it saying so, in the game's language, and changes nothing, as sync says of a
// reply from the leaver's address ("no longer answers for seat 3: Zoe has taken it over"): not
// "the game no longer waits for Zoe's answer", which is false while Zoe's vote is awaited.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { mailedReply, newestOf } from '../support/local-mail.js';

const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], newcomer: 'Zoe', says: /Carol.*seat 3.*Zoe|seat 3.*Zoe.*Carol/ },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], newcomer: 'Зоя', says: /мест\S* 3.*Зоя.*ответ Веры/ }, // «ответ Веры»: a name after a noun declines (never «ответ игрока Вера»)
} as const;

/** A game whose vote is open, with the third seat's "Ja" from another address held; then the seat taken over. */
async function heldThenReplaced(lang: 'en' | 'ru'): Promise<{ cwd: string; path: string }> {
  const cwd = scratch('chancery-confirm-replaced-');
  const { players, newcomer } = GAMES[lang];
  runOk(['new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', players[1]], { cwd });
  const path = join(cwd, 'games', 'g.yaml');
  await mailedReply(cwd, newestOf(cwd, 2, 'vote-request')!, { text: 'Ja', id: '<held-ja@work.example.org>', from: 'third.at.work@example.org' });
  assert.match(runOk(['sync', 'g'], { cwd }), /held|задержано/);
  runOk(['replace', 'g', '3', newcomer], { cwd });
  return { cwd, path };
}

for (const lang of ['en', 'ru'] as const) {
  test(`given a held reply and its seat taken over since (${lang}), confirming it is refused as the leaver's, saying the seat changed hands, and nothing is written`, async () => {
    const { cwd, path } = await heldThenReplaced(lang);
    const before = readFileSync(path, 'utf8');
    const r = runCli(['mail', 'confirm', 'g', '<held-ja@work.example.org>'], { cwd });
    assert.is.not(r.code, 0, r.stdout);
    assert.match(r.stderr, GAMES[lang].says, r.stderr);
    assert.not.match(r.stderr, /no longer waits|не ждёт/);
    if (lang === 'ru') assert.not.match(r.stderr.replace(/<[^>]+>|\S+\.yaml/g, ''), /[A-Za-z]{3,}/, 'no English word');
    assert.is(readFileSync(path, 'utf8'), before, 'nothing changed on disk');
  });
}

test.run();
