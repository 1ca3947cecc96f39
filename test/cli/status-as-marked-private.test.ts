// `status --as` prints what one seat may know: its role, its team, its cards, its results. Those are
// hidden facts on the moderator's terminal, and every other route that prints one (a decision's
// note for the President, a peek, an investigation) sets it apart as PRIVATE for that player, never
// for the thread. So does status --as, in the game's language; the public status has no such mark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** The lines from the first that matches `mark` on. */
function from(text: string, mark: RegExp): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => mark.test(l));
  return at < 0 ? [] : lines.slice(at);
}

test('given an English game, status --as Bob marks his role and cards PRIVATE for Bob, and plain status marks nothing', () => {
  const cwd = scratch('chancery-status-as-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', 'ab'.repeat(32)]);
  run(['nominate', 'g', 'Bob']);
  run(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 'g', '1']);

  const seen = run(['status', 'g', '--as', 'Bob']);
  const marked = from(seen, /^PRIVATE: for Bob \(seat 2\) only; .*never in the thread/);
  assert.ok(marked.length, `no PRIVATE mark for Bob:\n${seen}`);
  assert.ok(marked.some((l) => /^As Bob: /.test(l)), 'his role comes after the mark');
  assert.ok(marked.some((l) => /holds as chancellor: /.test(l)), 'his cards come after the mark');
  assert.not.match(run(['status', 'g']), /PRIVATE/);
});

test('given a Russian Secret Russian game, status --as marks the seat\'s secrets ЛИЧНОЕ, as the notes of the decisions are', () => {
  const cwd = scratch('chancery-status-as-ru-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--theme', 'secret-russian', '--seed', 'ab'.repeat(32)]);

  const seen = run(['status', 'r', '--as', 'Вера']);
  const marked = from(seen, /^ЛИЧНОЕ: только для Веры \(место 3\)/);
  assert.ok(marked.length, `no ЛИЧНОЕ mark for Вера:\n${seen}`);
  assert.ok(marked.some((l) => /^Место Веры: /.test(l)), 'her role comes after the mark');
  assert.not.match(seen, /PRIVATE/);
  assert.not.match(run(['status', 'r']), /ЛИЧНОЕ/);
});

test.run();
