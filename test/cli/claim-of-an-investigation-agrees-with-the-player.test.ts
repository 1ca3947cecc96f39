// A claimed investigation names the party by its member in the word for the player investigated,
// as the investigation's PRIVATE note does: «Любовь: Кошка» of a woman who is claimed a Cat. Seen in a
// Russian Service Rat game: `claim rat Анна "Любовь — кошка"` was recorded and shown as «Любовь: Кот»
// on the command's line, in history and in the claims post. The words are the theme file's
// (templates/themes/service-rat.yaml: role, roleWoman), written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';

const ROSTER = ['Анна', 'Борис', 'Вера', 'Глеб', '{ name: Любовь, gender: ж }', 'Олег', 'Саша', 'Дмитрий', 'Кира', 'bob'];

test('given a Russian Service Rat game where Анна investigated Любовь, a woman by the roster, her claim «Любовь — кошка» is shown «Любовь: Кошка» on the line, in history and in the claims post', () => {
  const cwd = scratch('chancery-ru-claim-gender-');
  writeFileSync(join(cwd, 'roster.yaml'), ROSTER.map((p) => `- ${p}`).join('\n') + '\n');
  const run = (args: string[]) => runOk(args, { cwd });
  run(['new', 'rat', '--players', 'roster.yaml', '--ruleset', 'service-rat', '--lang', 'ru', '--seed', 'e4'.repeat(32)]);
  run(['nominate', 'rat', 'Любовь']);
  run(['vote', 'rat', ...ROSTER.map((_, i) => `${i + 1}=ja`)]);
  // This deal's first hand holds a Cat law and two Rat laws: the Rat law is enacted, the first power is an investigation.
  run(['discard', 'rat', 'кошачий']);
  run(['enact', 'rat', '1']);
  run(['investigate', 'rat', 'Любовь']);
  const line = run(['claim', 'rat', 'Анна', 'Любовь — кошка']);
  assert.match(line, /Любовь: Кошка$/m);
  assert.not.match(line, /Любовь: Кот\b/);
  assert.match(run(['history', 'rat']), /Любовь: Кошка/);
  assert.match(run(['post', 'rat', 'claims']), /Любовь: Кошка/);
});

test.run();
