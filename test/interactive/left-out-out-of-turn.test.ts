// A decision typed out of its turn without its argument (`chancery enact g` while the game waits
// for votes) was refused as a wrong command line: "missing argument 'policy'", exit 2, as if the
// card were all it lacked; typed with the card, the same decision is refused by the rules ("cannot
// enact a policy as Chancellor now: the game waits for …", exit 1). The argument is not what is
// wrong: the turn is. So it is now refused as the rules refuse it with any argument, the same
// sentence, rule, exit status and command to type; and at the decision's own step a left-out
// argument stays what it was (a wrong command line that names what to type). Expectations are
// written by hand from RULES §2.2–§2.7: at the first nomination of a five-player game the first
// listed nominates; after the nomination every living player votes; the veto opens after five
// Fascist policies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, runOk, scratch } from '../support/cli.js';

const EN = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const env = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };

function oneGame(id: string, players: string[], lang: 'en' | 'ru'): string {
  const cwd = scratch();
  runOk(['new', id, '--players', ...players, '--lang', lang, '--seed', FIXED_SEED], { cwd, env });
  return cwd;
}

test('given an English game waiting for votes and no terminal, enact, discard, investigate and execute without their argument are refused by the rules as with one', () => {
  const cwd = oneGame('g', EN, 'en');
  runOk(['nominate', 'g', 'Bob'], { cwd, env });
  const before = readGame(cwd, 'g');
  const waiting = 'the game waits for votes from Ann, Bob, Cid, Dan, Eve (RULES §2.3 Vote)\nrun: chancery vote g Ann=ja Bob=ja Cid=ja Dan=ja Eve=ja   (ja or nein for each)\n';
  for (const [command, action, argument] of [['enact', 'enact a policy as Chancellor', 'liberal'], ['discard', 'discard as President', '1'], ['investigate', 'investigate', 'Cid'], ['execute', 'execute', 'Cid']]) {
    const left = runCli([command, 'g'], { cwd, env });
    assert.is(left.stderr, `error: cannot ${action} now: ${waiting}`, command);
    assert.is(left.code, 1, command);
    // The same as the decision typed in full.
    const typed = runCli([command, 'g', argument], { cwd, env });
    assert.is(left.stderr, typed.stderr, command);
    assert.is(left.code, typed.code, command);
  }
  // With --json: the rule broken, as a refused decision says it.
  const json = JSON.parse(runCli(['enact', 'g', '--json'], { cwd, env }).stdout);
  assert.is(json.error.kind, 'rule');
  assert.is(json.error.code, 'wrong-phase');
  assert.is(readGame(cwd, 'g'), before);
});

test('given an English game waiting for its nomination, vote and discard without their argument are refused by the rules, and nominate without one is still a missing argument', () => {
  const cwd = oneGame('g', EN, 'en');
  const vote = runCli(['vote', 'g'], { cwd, env });
  assert.is(vote.code, 1);
  assert.is(vote.stderr, 'error: cannot vote now: the game waits for Ann to nominate a Chancellor (RULES §2.2 Nomination)\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n');
  const discard = runCli(['discard'], { cwd, env });
  assert.is(discard.code, 1);
  assert.is(discard.stderr, 'error: cannot discard as President now: the game waits for Ann to nominate a Chancellor (RULES §2.2 Nomination)\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n');
  const nominate = runCli(['nominate', 'g'], { cwd, env });
  assert.is(nominate.code, 2);
  assert.is(nominate.stderr, "error: missing argument 'chancellor': the game waits for Ann to nominate a Chancellor\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n");
});

test('given a Russian game waiting for votes and no terminal, discard without its card is refused in Russian by the rules, not as a missing card', () => {
  const cwd = oneGame('r', RU, 'ru');
  runOk(['nominate', 'r', 'Борис'], { cwd, env });
  const before = readGame(cwd, 'r');
  const left = runCli(['discard', 'r'], { cwd, env });
  assert.is(left.code, 1);
  assert.is(left.stderr.split('\n')[0], 'ошибка: сейчас нельзя сбрасывать карту Президентом: игра ждёт голосов: Анна, Борис, Вера, Глеб, Даша (правила, §2.3 Голосование)');
  assert.not.match(left.stderr, /не хватает аргумента/);
  assert.is(left.stderr, runCli(['discard', 'r', '1'], { cwd, env }).stderr);
  assert.is(readGame(cwd, 'r'), before);
});

test.run();
