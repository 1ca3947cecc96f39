// «Либеральный — канцлеру» ("the Liberal to the Chancellor") from a President holding Liberal,
// Fascist, Liberal sends the Liberal on. With no verb, the bare card was read as the card the
// question asks for and applied as the Liberal discarded: the opposite. A card named with no verb
// beside an office is now asked back; in English too ("Liberal - to the Chancellor").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

/** A seed whose first President (seat 1) draws Liberal, Fascist, Liberal (the hand the question lists). */
const SEED_LFL = '02'.repeat(32);

for (const [lang, players, reply] of [
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'Либеральный — канцлеру'],
  ['en', ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'], 'Liberal - to the Chancellor'],
] as const) {
  test(`given Liberal, Fascist, Liberal, "${reply}" is asked back, not applied as the Liberal discarded (${lang})`, () => {
    const cwd = scratch('chancery-card-to-an-office-');
    runOk(['new', 'g', '--players', ...players, '--seed', SEED_LFL, '--lang', lang], { cwd });
    runOk(['nominate', 'g', '2'], { cwd });
    runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
    runOk(['reply', 'g', '1', reply], { cwd });
    const synced = runCli(['sync', 'g', '--json'], { cwd });
    assert.is(synced.code, 0, synced.stderr);
    assert.is(JSON.parse(synced.stdout).passes[0].items[0].outcome, 'ambiguous', synced.stdout);
    assert.not.match(readGame(cwd, 'g'), /type: president-discarded/, 'no card discarded');
  });
}

test.run();
