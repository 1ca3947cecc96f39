// RULES §3 and seed 001: when Hitler is elected Chancellor after three Fascist policies, the
// Fascists win at that point: the game ends at the election, and nobody draws or passes a policy.
// A claim of cards about that government is therefore one the game contradicts, as a claim about a
// government that was not elected is: refused (exit 1, the log unchanged), never recorded beside
// it nor marked as a conflict with the other office's claim.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function hitlerElected() {
  const cwd = scratch();
  const cli = (...args: string[]) => runCli(args, { cwd });
  assert.is(cli('new', 'g', '--players', ...NAMES, '--option', 'startingFascistPolicies=3', '--seed', FIXED_SEED).code, 0);
  const log = join(cwd, 'games', 'g.yaml');
  const hitler = openGame(log).state.roles!.indexOf('hitler');
  assert.ok(hitler > 0, 'Hitler is not the first candidate (the fixed seed deals so)');
  assert.is(cli('nominate', 'g', NAMES[hitler]).code, 0);
  const voted = cli('vote', 'g', ...NAMES.map((n) => `${n}=ja`));
  assert.is(voted.code, 0, voted.stderr);
  assert.is(openGame(log).state.phase.name, 'over', 'the Fascists won at the election');
  return { cli, log, hitler };
}

test('given Hitler elected Chancellor after three Fascist policies, a claim of the cards drawn or passed in that government is refused and nothing is written', () => {
  const { cli, log, hitler } = hitlerElected();
  const before = readFileSync(log);
  for (const args of [['Alice', 'FFL'], ['Alice', 'FF', '--government', '1'], [NAMES[hitler], 'FL'], [NAMES[hitler], 'LL', '--government', '1']]) {
    const r = cli('claim', 'g', ...args);
    assert.is(r.code, 1, `claim ${args.join(' ')}: ${r.stdout}`);
    assert.match(r.stderr, /nobody drew or passed policies/, r.stderr);
    assert.equal(readFileSync(log), before, `claim ${args.join(' ')} left the log as it was`);
  }
});

test('given the same game in Russian, the refusal is worded in Russian', () => {
  const cwd = scratch();
  const cli = (...args: string[]) => runCli(args, { cwd });
  assert.is(cli('new', 'g', '--players', ...NAMES, '--lang', 'ru', '--option', 'startingFascistPolicies=3', '--seed', FIXED_SEED).code, 0);
  const hitler = openGame(join(cwd, 'games', 'g.yaml')).state.roles!.indexOf('hitler');
  cli('nominate', 'g', NAMES[hitler]);
  cli('vote', 'g', ...NAMES.map((n) => `${n}=ja`));
  const r = cli('claim', 'g', 'Alice', 'ФФЛ');
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stderr, /никто не тянул и не передавал карты/, r.stderr);
  assert.not.match(r.stderr, /[A-Za-z]{3,}/, r.stderr);
});

test.run();
