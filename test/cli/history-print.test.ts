// The history's timeline line names a power's target after a colon ("execution: Vera"), which
// reads right in every language: in Russian "казнь Вера" needed the name declined ("казнь Веры").
// Given a hand-made history of one government each, when printed, then the power and its target.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeStyle } from '../../src/cli/print/style.js';
import { formatHistory } from '../../src/cli/print/history.js';
import type { HistoryGovernment, HistoryResult } from '../../src/commands/history.js';
import type { Power } from '../../src/engine/index.js';

const c = makeStyle(process.stdout, { NO_COLOR: '1' });

function oneGovernment(lang: 'en' | 'ru', players: string[], power: Power, target: string): HistoryResult {
  const government: HistoryGovernment = {
    index: 1, president: players[0], chancellor: players[1], special: false, result: 'elected',
    enacted: 'fascist', power, target, ja: players, nein: [], claims: [], conflicts: [],
  };
  return { game: 'g', players, replacements: [], governments: [government], matrix: [players.map(() => 'ja')], lang, theme: 'secret-hitler' };
}

test('given a power with a target, the timeline names the target after a colon, in English and in Russian', () => {
  const en = formatHistory(oneGovernment('en', ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'], 'investigate', 'Cid'), c);
  assert.match(en, /^#1 Ann > Bob => elected, fascist enacted, investigate loyalty: Cid {2}\(/m);
  const ru = formatHistory(oneGovernment('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'execution', 'Вера'), c);
  assert.match(ru, /^#1 Анна > Борис => избрано, фашистский принят, казнь: Вера {2}\(/m);
  const special = formatHistory(oneGovernment('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'special-election', 'Глеб'), c);
  assert.match(special, /внеочередные выборы: Глеб {2}\(/);
});

test.run();
