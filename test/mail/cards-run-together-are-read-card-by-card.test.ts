// A President holding Liberal, Fascist, Liberal who replies "discard F, pass FL" contradicts
// themselves: passing a Fascist and a Liberal drops a Liberal. The letters run together ("FL", as a
// claim writes the cards) were no word the reader knew and were passed over, so the reply was
// applied as the Fascist discarded. Each letter is now a card: the reply is asked back with the
// words read, and "pass LL" is the Fascist discarded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

/** A seed whose first President (Ann) draws Liberal, Fascist, Liberal (the hand the question lists). */
const SEED_LFL = '02'.repeat(32);

/** Every message the local outbox holds, its quoted-printable lines joined. */
function sent(cwd: string): string[] {
  const outbox = join(cwd, 'games', 'g', 'outbox');
  return readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
}

test('given Liberal, Fascist, Liberal, "discard F, pass FL" is asked back with its words, and "pass LL" discards the Fascist', () => {
  const cwd = scratch('chancery-claim-letters-');
  runOk(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', SEED_LFL], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
  runOk(['reply', 'g', 'Ann', 'discard F, pass FL'], { cwd });
  const synced = runCli(['sync', 'g', '--json'], { cwd });
  assert.is(synced.code, 0, synced.stderr);
  assert.is.not(JSON.parse(synced.stdout).passes[0].items[0].outcome, 'applied', synced.stdout);
  assert.not.match(readGame(cwd, 'g'), /type: president-discarded/, 'no card discarded');
  assert.ok(sent(cwd).some((m) => /NOT applied/.test(m) && m.includes('You wrote: "discard F, pass FL"')), 'Ann is shown what was read');
  runOk(['reply', 'g', 'Ann', 'pass LL'], { cwd });
  assert.is(JSON.parse(runOk(['sync', 'g', '--json'], { cwd })).passes[0].items[0].outcome, 'applied');
  assert.match(readGame(cwd, 'g'), /type: president-discarded\n\s+policy: fascist/);
});

test.run();
