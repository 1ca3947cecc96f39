// A Russian refusal puts a player's name in the case its sentence needs, as the posts do: "у Любови
// нет карты", never "у игрока Любовь" (a name in apposition to «игрока» must decline too). A name
// that is not declined keeps the quoted form ("у игрока «bob»"), which reads right in any case.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch } from '../support/cli.js';
import { russianRoster } from './russian-roster.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const ROSTER = russianRoster('bob');

function game(): (args: string[]) => string {
  const cwd = scratch('chancery-ru-refusal-names-');
  writeFileSync(join(cwd, 'roster.yaml'), `${ROSTER}\n`);
  runOk(['new', 'r', '--players', 'roster.yaml', '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'd1'.repeat(32)], { cwd, env });
  return (args) => {
    const r = runCli(args, { cwd, env });
    return `${r.stdout}${r.stderr}`;
  };
}

test('given Любовь, a woman by the roster, holding two Subversive decrees, when a Loyalist one is enacted for her, then the refusal says "у Любови"', () => {
  const run = game();
  run(['nominate', 'r', 'Любовь']);
  run(['vote', 'r', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja', '6=ja', '7=ja']);
  // Женя draws подрывной, подрывной, лоялистский and discards the third.
  run(['discard', 'r', '3']);

  const refused = run(['enact', 'r', 'лоялистский']);

  assert.match(refused, /^ошибка: у Любови нет карты «Лоялистский», чтобы её принять \(/m);
  assert.not.match(refused, /у игрока Любовь/);
});

test('given a Russian game in its vote, when one command gives Дарья or bob two votes, then the refusal declines Дарья and quotes bob', () => {
  const run = game();
  run(['nominate', 'r', 'Любовь']);

  const darya = run(['vote', 'r', '5=ja', 'Дарья=nein']);
  const bob = run(['vote', 'r', '7=ja', 'bob=nein']);

  assert.match(darya, /^ошибка: у Дарьи два голоса в одной команде$/m);
  assert.match(bob, /^ошибка: у игрока «bob» два голоса в одной команде$/m);
});

test.run();
