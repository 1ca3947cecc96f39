// "Send the fascist to the bin" from a President holding Liberal, Fascist, Liberal: the Fascist is
// sent to the discard. The reader took "send" (a verb that hands cards on) for the card's verb and
// applied a Liberal discarded: the opposite. A card between a verb that hands it on and a place it
// goes to is now asked back; in Russian too («передаю фашистский в сброс»).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

/** A seed whose first President (seat 1) draws Liberal, Fascist, Liberal (the hand the question lists). */
const SEED_LFL = '02'.repeat(32);

for (const [lang, players, reply] of [
  ['en', ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'], 'send the fascist to the bin'],
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'передаю фашистский в сброс'],
] as const) {
  test(`given Liberal, Fascist, Liberal, "${reply}" is asked back, not applied as a Liberal discarded (${lang})`, () => {
    const cwd = scratch('chancery-card-to-the-bin-');
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
