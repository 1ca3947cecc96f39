// `deadline <game>` with no time shows the phase's deadline; once the game is over there is no
// phase to give one (docs/house-rules.md: a deadline is a phase's; `deadline g 24h` on a finished
// game is refused: "g waits for nobody (it is over): there is no phase to give a deadline"). So the
// line it shows says the game is over, and does not tell the moderator to run the very command that
// is then refused. Given a five-player game that starts with three Fascist policies (a rule option)
// and a 1 h deadline, whose first vote, completed by the house rule at the deadline, elects Hitler
// Chancellor: the Fascists win at once (RULES §3).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function finishedByTheHouseRule(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  const ok = (args: string[], now = '2026-12-01T10:00:00Z') => {
    const r = runCli(args, { cwd, env: { CHANCERY_NOW: now } });
    assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
  };
  ok(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang, '--option', 'startingFascistPolicies=3', '--deadline', '1h', '--on-missing-vote', 'ja']);
  const hitler = PLAYERS.findIndex((_, seat) => JSON.parse(ok(['status', 'g', '--as', String(seat + 1), '--json'])).view.role === 'hitler');
  assert.ok(hitler > 0, 'Alice can nominate Hitler');
  ok(['nominate', 'g', String(hitler + 1)]);
  ok(['vote', 'g', '1=ja']);
  ok(['deadline', 'g', '--apply'], '2026-12-01T11:00:00Z');
  assert.ok(JSON.parse(ok(['status', 'g', '--json'])).view.winner, 'the game is over');
  return cwd;
}

test('given a game the house rule ended at the deadline, when the moderator asks for the deadline, then the line says the game is over and suggests no deadline to set', () => {
  const cwd = finishedByTheHouseRule('en');
  const r = runCli(['deadline', 'g'], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:05:00Z' } });
  assert.is(r.code, 0, r.stderr);
  assert.not.match(r.stdout, /chancery deadline g 24h/, 'that command is refused on a finished game');
  assert.match(r.stdout, /^Deadline: none: g is over, there is no phase to give a deadline$/m);
});

test('given a Russian game the house rule ended at the deadline, the line says so in Russian', () => {
  const cwd = finishedByTheHouseRule('ru');
  const r = runCli(['deadline', 'g'], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:05:00Z' } });
  assert.is(r.code, 0, r.stderr);
  assert.not.match(r.stdout, /chancery deadline g 24h/);
  assert.match(r.stdout, /^Срок: нет: игра g окончена, задавать срок нечему$/m);
});

test.run();
