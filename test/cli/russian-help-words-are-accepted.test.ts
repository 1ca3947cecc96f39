// The words the Russian help tells a moderator to type are the words the command takes: the card
// words of `discard` and `enact` (typed values are in `backquotes` there) and the claim in words
// of `claim`. The help said «либеральная или фашистская», which the commands refused as «не карта».
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { helpTexts } from '../../src/cli/translated-help.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

/** The values a help text gives as typed (`…`), other than numbers. */
const typedWords = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((w) => !/^\d/.test(w));

/** A copy of a folder, so each word is tried on the same game. */
function copyOf(dir: string): string {
  const copy = join(scratch(), 'copy');
  cpSync(dir, copy, { recursive: true });
  return copy;
}

let atDiscard = '';

test.before(() => {
  atDiscard = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--seed', FIXED_SEED], { cwd: atDiscard });
  runOk(['nominate', 'g', '2'], { cwd: atDiscard });
  runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd: atDiscard });
});

test('every card word the Russian help of discard and enact names is taken by the command', () => {
  const texts = helpTexts('ru').commands;
  for (const command of ['discard', 'enact']) {
    const words = typedWords(texts[command].arguments?.policy ?? '');
    assert.ok(words.length >= 2, `${command}: the help names the card words to type: ${texts[command].arguments?.policy}`);
    for (const word of words) {
      const cwd = copyOf(atDiscard);
      if (command === 'enact') runOk(['discard', 'g', '1'], { cwd });
      const r = runCli([command, 'g', word], { cwd });
      // Read as a card: taken, or refused by the rules for a card not in the hand (named as the theme names it).
      if (r.code !== 0) assert.match(r.stderr, /^ошибка: у \S+ нет карты «(Либеральный|Фашистский)»/, `chancery ${command} g ${word}: ${r.stderr}`);
    }
  }
});

test('the claim in words the Russian help of claim gives is taken by the command', () => {
  const what = helpTexts('ru').commands.claim.arguments?.what ?? '';
  const inWords = /словами: «([^»]+)»/.exec(what)?.[1];
  assert.ok(inWords, what);
  const cwd = copyOf(atDiscard);
  runOk(['discard', 'g', '1'], { cwd });
  runOk(['enact', 'g', '1'], { cwd });
  const r = runCli(['claim', 'g', 'Анна', inWords], { cwd });
  assert.is(r.code, 0, `chancery claim g Анна "${inWords}": ${r.stderr}`);
});

test.run();
