// `new --option trackerReset=never` is a wrong command line, like `--on-missing-vote maybe` or
// `--option startingFascistPolicies=9`: the README says a malformed argument exits 2 (exit 1 is a
// decision or a setup against the rules, like a deck too small). The three options that take a
// word (firstPresident, termLimitRelaxation, trackerReset) exited 1 as a broken rule instead.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

for (const [option, allowed] of [['firstPresident', ['first-listed', 'random']], ['termLimitRelaxation', ['alive', 'table']], ['trackerReset', ['on-enactment', 'on-election']]] as const) {
  test(`given --option ${option}=never, new exits 2 naming the values ${option} takes, and writes no game`, () => {
    const cwd = scratch();
    const r = runCli(['new', 'g', '--players', ...NAMES, '--option', `${option}=never`], { cwd });
    assert.is(r.code, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`${option}`));
    for (const value of allowed) assert.ok(r.stderr.includes(value), r.stderr);
    assert.not.ok(existsSync(join(cwd, 'games', 'g.yaml')), 'no game is created');
    const json = runCli(['new', 'g', '--players', ...NAMES, '--option', `${option}=never`, '--json'], { cwd });
    assert.is(json.code, 2);
    assert.is(JSON.parse(json.stdout).error.kind, 'usage');
  });
}

test('given --lang ru and --option trackerReset=never, the error is in Russian and exits 2', () => {
  const cwd = scratch();
  const r = runCli(['new', 'g', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--lang', 'ru', '--option', 'trackerReset=never'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^ошибка: /);
  assert.not.match(r.stderr.replace(/«[^»]*»/g, '').replace(/trackerReset|on-enactment|on-election|--option/g, ''), /[A-Za-z]{3,}/, r.stderr);
});

test('given a value the option takes (trackerReset=on-election), the game is made', () => {
  const cwd = scratch();
  const r = runCli(['new', 'g', '--players', ...NAMES, '--option', 'trackerReset=on-election'], { cwd });
  assert.is(r.code, 0, r.stderr);
});

test.run();
