// A President holding Fascist, Fascist, Liberal who replies "F F" has named two cards where the
// question asks for the one to discard: written as a claim writes it, it is the pair passed on (the
// Liberal discarded) as likely as the Fascist said twice. Read as the Fascist discarded, the game
// applied the opposite of passing the two. Asked back by mail, showing what was read; "F" alone is
// still the Fascist discarded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

/** A seed whose first President (Ann) draws Fascist, Fascist, Liberal (the hand the question lists). */
const SEED_FFL = '12'.repeat(32);

function atTheDiscard(): string {
  const cwd = scratch('chancery-card-twice-');
  runOk(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', SEED_FFL], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
  return cwd;
}

/** Every message the local outbox holds, as sent. */
function sent(cwd: string): string[] {
  const outbox = join(cwd, 'games', 'g', 'outbox');
  return readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
}

test('given Fascist, Fascist, Liberal, the President\'s "F F" is not applied: asked back with the words read', () => {
  const cwd = atTheDiscard();
  assert.match(runOk(['status', 'g'], { cwd }), /discard/i);
  for (const reply of ['F F', 'fascist, fascist']) {
    runOk(['reply', 'g', 'Ann', reply], { cwd });
    const synced = runCli(['sync', 'g', '--json'], { cwd });
    assert.is(synced.code, 0, synced.stderr);
    const item = JSON.parse(synced.stdout).passes[0].items[0];
    assert.is(item.outcome, 'ambiguous', `${reply}: ${synced.stdout}`);
    assert.not.match(readGame(cwd, 'g'), /type: president-discarded/, `${reply}: no card discarded`);
    assert.ok(sent(cwd).some((m) => /NOT applied/.test(m) && m.includes(`You wrote: "${reply}"`)), `Ann is shown ${JSON.stringify(reply)} in the NOT applied email`);
  }
  runOk(['reply', 'g', 'Ann', 'F'], { cwd });
  const applied = JSON.parse(runOk(['sync', 'g', '--json'], { cwd })).passes[0].items[0];
  assert.is(applied.outcome, 'applied');
  assert.match(readGame(cwd, 'g'), /type: president-discarded\n\s+policy: fascist/);
});

test.run();
