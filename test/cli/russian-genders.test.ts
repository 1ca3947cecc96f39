// The moderator's terminal declines a player's name in the gender the roster gives, as the posts
// and messages do: Любовь, a woman by the roster (a name lvovich cannot place), is "Любовь" in the
// accusative and "Любови" in the genitive, never "игрока «Любовь»".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';
import { russianRoster } from './russian-roster.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const ROSTER = russianRoster('Кира');

test('given a roster that says Любовь is a woman, when she is nominated, handed the cards by a mailed discard and replies, then every terminal line declines her name', () => {
  const cwd = scratch('chancery-ru-genders-');
  writeFileSync(join(cwd, 'roster.yaml'), `${ROSTER}\n`);
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'r', '--players', 'roster.yaml', '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'd1'.repeat(32)]);

  const nominated = run(['nominate', 'r', 'Любовь']);
  run(['vote', 'r', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja', '6=ja', '7=ja']);
  run(['reply', 'r', 'Женя', '1']);
  const synced = run(['sync', 'r']);
  const replied = run(['reply', 'r', 'Любовь', '1']);

  // "выдвигает кого?": Любовь (accusative of a feminine name of the third declension, as the nominative).
  assert.match(nominated, /^#\d+ Женя выдвигает Любовь в директора$/m);
  // "только для кого?", "ответ кого?": Любови (genitive).
  assert.match(synced, /^ЛИЧНОЕ: только для Любови \(место 2\); /m);
  assert.match(replied, /^ответ Любови лежит во входящих /m);
  assert.not.match(`${nominated}${synced}${replied}`, /игрока «Любовь»/);
});

test('given the same roster, when Женя discards by command, then the PRIVATE note for the Director is for Любови', () => {
  const cwd = scratch('chancery-ru-genders-');
  writeFileSync(join(cwd, 'roster.yaml'), `${ROSTER}\n`);
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'r', '--players', 'roster.yaml', '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'd1'.repeat(32)]);
  run(['nominate', 'r', 'Любовь']);
  run(['vote', 'r', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja', '6=ja', '7=ja']);

  const discarded = run(['discard', 'r', '1']);

  assert.match(discarded, /^ЛИЧНОЕ: только для Любови \(место 2\); /m);
});

test.run();
