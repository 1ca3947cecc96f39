// A player who voted by mail and then writes again ("Thanks!") is answered that this reply was NOT
// applied, with the vote question again. Read alone, that says their vote may be lost: the answer
// must say that their recorded vote stands (RULES: a vote counts until it is changed, and may be
// changed until the count). Given a seat that has voted, when a later reply of theirs is not
// applied, then its answer says the vote stands and counts as it is; a player who has not voted is
// told nothing of the kind.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import PostalMime from 'postal-mime';

async function lastMessage(cwd: string): Promise<{ subject: string; text: string }> {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const newest = readdirSync(dir).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const mail = await PostalMime.parse(readFileSync(newest));
  return { subject: mail.subject ?? '', text: mail.text ?? '' };
}

function votingGame(lang: 'en' | 'ru', players: string[], chancellor: string) {
  const cwd = scratch('chancery-vote-stands-');
  runOk(['new', 'g', '--players', ...players, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  runOk(['nominate', 'g', chancellor], { cwd });
  return cwd;
}

test('given Carol voted Ja by mail, when her "Thanks!" is not applied, then the answer says her vote stands', async () => {
  const cwd = votingGame('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'Bob');
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd });
  runOk(['sync', 'g'], { cwd });
  runOk(['reply', 'g', 'Carol', 'Thanks!'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const { subject, text } = await lastMessage(cwd);
  assert.match(subject, /not applied/);
  assert.ok(text.includes('Your vote stands: Ja. It counts as it is unless you reply with another.'), text);
});

test('given Carol has not voted, when her "Thanks!" is not applied, then the answer says nothing of a vote standing', async () => {
  const cwd = votingGame('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'Bob');
  runOk(['reply', 'g', 'Carol', 'Thanks!'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const { text } = await lastMessage(cwd);
  assert.not.match(text, /stands/, text);
});

test('given a Russian game, then the answer says it in Russian', async () => {
  const cwd = votingGame('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'Борис');
  runOk(['reply', 'g', 'Вера', 'против'], { cwd });
  runOk(['sync', 'g'], { cwd });
  runOk(['reply', 'g', 'Вера', 'Спасибо!'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const { text } = await lastMessage(cwd);
  assert.ok(text.includes('Ваш голос остаётся в силе: Nein. Он засчитывается как есть, если вы не ответите другим.'), text);
});

test.run();
