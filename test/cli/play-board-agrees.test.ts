// `chancery play` without a terminal prints the board as `status` does; in a Russian game its marks
// agree with the player by the gender the roster gives (src/cli/print/board.ts), as `status` says
// them: Саша, a name of either gender, given as female, is «(казнена)» in both, not «(игрок казнён)».
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given a Russian game where Саша, given as female in the roster, was executed, play (no terminal) and status both mark her «(казнена)»', () => {
  const cwd = scratch('chancery-play-board-');
  writeFileSync(join(cwd, 'roster.yaml'), ['Анна', 'Борис', 'Вера', 'Глеб'].map((n) => `- { name: ${n} }`).join('\n') + '\n- { name: Саша, gender: female }\n');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'k', '--players', 'roster.yaml', '--lang', 'ru', '--option', 'startingFascistPolicies=3', '--seed', 'b5'.repeat(32)]);
  run(['nominate', 'k', '2']);
  run(['vote', 'k', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  run(['discard', 'k', '1']);
  run(['enact', 'k', 'фашистский']);
  run(['execute', 'k', 'Саша']);
  const status = run(['status', 'k']);
  const play = run(['play', 'k']);
  // The execution did not end the game: the thread was told she is not Hitler (RULES §3).
  assert.match(status, /^ {3}5\. Саша {2}\(казнена, не Гитлер\)$/m);
  assert.match(play, /^ {3}5\. Саша {2}\(казнена, не Гитлер\)$/m);
});

test.run();
