// A decision the rules refuse writes nothing; the moderator then needs what the game takes instead.
// The refusal is followed by the command lines that would be accepted, as a decision's missing
// argument says them (`run: chancery nominate g <Bob|Cat|Dan|Eve>`), in the game's language. The
// expected lines are written from the rules: at the start nobody is term-limited and the President
// (seat 1) may not nominate themselves (RULES §2.2), so the four others are eligible.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';

test('given a game waiting for Ann to nominate, when the moderator nominates Ann herself, the refusal names the rule and then the command that would be taken, and nothing is written', () => {
  const cwd = scratch('chancery-refusal-run-');
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  const before = readGame(cwd, 'g');
  const r = runCli(['nominate', 'g', 'Ann'], { cwd });
  assert.is(r.code, 1);
  assert.equal(r.stderr.trim().split('\n'), ['error: Ann cannot nominate themselves (RULES §2.2 Nomination)', 'run: chancery nominate g <Bob|Cat|Dan|Eve>']);
  assert.is(readGame(cwd, 'g'), before);
  const json = JSON.parse(runCli(['nominate', 'g', 'Ann', '--json'], { cwd }).stdout) as { error: { code: string; hint?: string } };
  assert.is(json.error.code, 'self-nomination');
  assert.is(json.error.hint, 'run: chancery nominate g <Bob|Cat|Dan|Eve>');
});

test('given a Russian game, the refusal and the command to run instead are said in Russian', () => {
  const cwd = scratch('chancery-refusal-run-');
  assert.is(runCli(['new', 'r', '--lang', 'ru', '--players', 'Аня', 'Боря', 'Вася', 'Галя', 'Дима', '--seed', FIXED_SEED], { cwd }).code, 0);
  const r = runCli(['nominate', 'r', 'Аня'], { cwd });
  assert.is(r.code, 1);
  const lines = r.stderr.trim().split('\n');
  assert.match(lines[0], /^ошибка: /);
  assert.is(lines[1], 'выполните: chancery nominate r <Боря|Вася|Галя|Дима>');
});

test('given a game waiting for the President\'s discard, when the moderator uses a power, the refusal says to discard (a card by its number)', () => {
  const cwd = scratch('chancery-refusal-run-');
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd }).code, 0);
  assert.is(runCli(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd }).code, 0);
  const r = runCli(['investigate', 'g', 'Cat'], { cwd });
  assert.is(r.code, 1);
  assert.is(r.stderr.trim().split('\n')[1], 'run: chancery discard g <1|2|3>');
});

test.run();
