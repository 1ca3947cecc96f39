// RULES §5: a seat may change hands. The moderator's `status` lists each seat with everyone who held
// it, in order ("Ann → Zoe"), as the history's vote matrix heads it: after the end, the role shown
// beside a seat is every one of its holders' (RULES §3: every role is revealed), not only the last one's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Bob', 'Carol', 'Dmitri', 'Eve'];

test('given seat 1 taken over by Zoe, then by Max, status lists it as Ann → Zoe → Max, and the other seats as before', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['replace', 'g', 'Ann', 'Zoe'], { cwd });
  runOk(['replace', 'g', 'Zoe', 'Max'], { cwd });
  const r = runCli(['status', 'g'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^ {3}1\. Ann → Zoe → Max$/m);
  assert.match(r.stdout, /^ {3}2\. Bob$/m);
  const ru = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--seed', FIXED_SEED], { cwd: ru });
  runOk(['replace', 'g', 'Анна', 'Ольга'], { cwd: ru });
  assert.match(runOk(['status', 'g'], { cwd: ru }), /^ {3}1\. Анна → Ольга$/m);
});

test.run();
