// The choices a command takes are the program's words (en/ru, the themes, the rulesets, markdown or
// bbcode, wait/ja/nein): given them in another case ("RU", "Secret-Russian", "BBCode"), `new`, `post`
// and `simulate` read them as those words, and the log keeps them in their own spelling.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

test('given choices in capitals, new makes the game they name, and post and simulate read theirs', () => {
  const cwd = scratch();
  const made = runCli(['new', 'g', '--players', 'Аня', 'Борис', 'Вика', 'Гоша', 'Дима', '--lang', 'RU', '--ruleset', 'Secret-Russian', '--theme', 'SERVICE-RAT', '--format', 'BBCode', '--on-missing-vote', 'Nein', '--json'], { cwd });
  assert.is(made.code, 0, made.stderr);
  const log = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  for (const line of ['lang: ru', 'theme: service-rat', 'ruleset: secret-russian', 'format: bbcode', 'onMissingVote: nein']) assert.ok(log.includes(line), `${line} in\n${log.slice(0, 600)}`);
  const post = runCli(['post', 'g', 'opening', '--format', 'MARKDOWN'], { cwd });
  assert.is(post.code, 0, post.stderr);
  assert.match(post.stdout, /^### /m);
  assert.not.match(post.stdout, /\[b\]/);
  const sim = runCli(['simulate', '--games', '2', '--ruleset', 'Rebalanced', '--json'], { cwd });
  assert.is(sim.code, 0, sim.stderr);
  assert.is(JSON.parse(sim.stdout).ruleset, 'rebalanced');
  // A word that is no choice in any case is still refused by name (in the folder's language: its
  // one game is Russian).
  const refused = runCli(['new', 'h', '--players', 'A', 'B', 'C', 'D', 'E', '--lang', 'DE'], { cwd });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /неизвестный язык «DE»/);
});

test.run();
