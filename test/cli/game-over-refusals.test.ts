// Once a game is over, the commands that would act on it refuse, and say why: there is no seat to
// take over (replace) and no phase to give a deadline or apply one (deadline). Nothing is written.
// Given a five-player game that starts with three Fascist policies (a rule option), where the
// first government elects Hitler Chancellor: the Fascists win at once (RULES §3).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function finished(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  const ok = (args: string[]) => {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
  };
  ok(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang, '--option', 'startingFascistPolicies=3']);
  const hitler = PLAYERS.findIndex((_, seat) => JSON.parse(ok(['status', 'g', '--as', String(seat + 1), '--json'])).view.role === 'hitler');
  assert.ok(hitler > 0, 'Alice can nominate Hitler');
  ok(['nominate', 'g', String(hitler + 1)]);
  ok(['vote', 'g', ...PLAYERS.map((_, seat) => `${seat + 1}=ja`)]);
  assert.ok(JSON.parse(ok(['status', 'g', '--json'])).view.winner, 'the game is over');
  return cwd;
}

test('given a finished game, replace and deadline refuse, saying the game is over, and write nothing', () => {
  const cwd = finished('en');
  const before = readGame(cwd, 'g');
  const replaced = runCli(['replace', 'g', 'Bob', 'Zed'], { cwd, env });
  assert.is(replaced.code, 1);
  assert.is(replaced.stderr, 'error: g is over: there is no seat left to take over\n');
  for (const args of [['deadline', 'g', '--apply'], ['deadline', 'g', '24h']]) {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 1, args.join(' '));
    assert.is(r.stderr, 'error: g waits for nobody (it is over): there is no phase to give a deadline\n', args.join(' '));
  }
  assert.is(readGame(cwd, 'g'), before);
});

test('given a finished Russian game, the refusals are in Russian', () => {
  const cwd = finished('ru');
  assert.is(runCli(['replace', 'g', 'Bob', 'Zed'], { cwd, env }).stderr, 'ошибка: игра g окончена: занимать больше нечего\n');
});

test.run();
