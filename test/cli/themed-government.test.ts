// A re-themed game names a government by its theme's word on the terminal too: Secret Russian's is
// the Cabinet (Кабинет), in `status --as` and in the demo's closing line, English and Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given an English Secret Russian game whose first Cabinet enacted, when status is asked as its Premier, then the hand handled is Cabinet 1, never government 1', () => {
  const cwd = scratch('chancery-cabinet-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 's', '--players', 'Alice', 'Bob', 'Carol', 'Dave', 'Eve', '--theme', 'secret-russian', '--seed', 'a2'.repeat(32)]);
  run(['nominate', 's', 'Bob']);
  run(['vote', 's', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 's', '1']);
  run(['enact', 's', '1']);

  const seen = run(['status', 's', '--as', 'Alice']);

  assert.match(seen, /^ {2}Cabinet 1, as Premier: /m);
  assert.not.match(seen, /government/i);
});

test('given a Secret Russian demo, when it ends, then its last line counts Cabinets, in English and in Russian', () => {
  const cwd = scratch('chancery-cabinet-demo-');
  const english = runOk(['demo', '--theme', 'secret-russian', '--seed', '1', '--dir', 'en'], { cwd, env });
  const russian = runOk(['demo', '--theme', 'secret-russian', '--lang', 'ru', '--seed', '1', '--dir', 'ru'], { cwd, env });

  assert.match(english, /^Demo over: .* after \d+ Cabinets\.$/m);
  assert.not.match(english, /governments/);
  // "сколько кабинетов": the genitive plural, as "правительств: 9" counts a Secret Hitler game's.
  assert.match(russian, /^Демо окончено: .*, кабинетов: \d+\.$/m);
  assert.not.match(russian, /правительств/);
});

test.run();
