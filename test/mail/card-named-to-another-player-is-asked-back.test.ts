// «Борису — либеральный» ("to Boris: the Liberal") from a President holding Liberal, Fascist,
// Liberal, Boris being the Chancellor, sends the Liberal on. With no verb, the bare card was read as
// the card the question asks for and applied as the Liberal discarded: the opposite. The
// President's card named with no verb beside another player's name is now asked back; in English
// too ("Fascist - Bob" from Fascist, Fascist, Liberal). The President's own name signs the reply.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

/** Seeds whose first President (seat 1) draws Liberal, Fascist, Liberal and Fascist, Fascist, Liberal. */
const SEED_LFL = '02'.repeat(32);
const SEED_FFL = '12'.repeat(32);

function discardAsked(lang: 'en' | 'ru', players: string[], seed: string, reply: string) {
  const cwd = scratch('chancery-card-to-a-player-');
  runOk(['new', 'g', '--players', ...players, '--seed', seed, '--lang', lang], { cwd });
  runOk(['nominate', 'g', '2'], { cwd });
  runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
  runOk(['reply', 'g', '1', reply], { cwd });
  const synced = runCli(['sync', 'g', '--json'], { cwd });
  assert.is(synced.code, 0, synced.stderr);
  return { outcome: JSON.parse(synced.stdout).passes[0].items[0].outcome as string, log: readGame(cwd, 'g') };
}

test('given Liberal, Fascist, Liberal, «Борису — либеральный» is asked back, not applied as the Liberal discarded', () => {
  const { outcome, log } = discardAsked('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], SEED_LFL, 'Борису — либеральный');
  assert.is(outcome, 'ambiguous');
  assert.not.match(log, /type: president-discarded/);
});

test('given Fascist, Fascist, Liberal, "Fascist - Bob" is asked back; "Fascist" signed "Ann" discards the Fascist', () => {
  const players = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
  assert.is(discardAsked('en', players, SEED_FFL, 'Fascist - Bob').outcome, 'ambiguous');
  const signed = discardAsked('en', players, SEED_FFL, 'Fascist\n\nAnn');
  assert.is(signed.outcome, 'applied');
  assert.match(signed.log, /type: president-discarded\n\s+policy: fascist/);
});

test.run();
