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
  return { game: 'g', players, holders: players.map((p) => [p]), replacements: [], governments: [government], matrix: [players.map(() => 'ja')], lang, theme: 'secret-hitler' };
}

test('given a power with a target, the timeline names the target after a colon, in English and in Russian', () => {
  const en = formatHistory(oneGovernment('en', ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'], 'investigate', 'Cid'), c);
  assert.match(en, /^#1 Ann > Bob => elected, fascist enacted, investigate loyalty: Cid {2}\(/m);
  const ru = formatHistory(oneGovernment('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'execution', 'Вера'), c);
  assert.match(ru, /^#1 Анна > Борис => избрано, фашистский принят, казнь: Вера {2}\(/m);
  const special = formatHistory(oneGovernment('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], 'special-election', 'Глеб'), c);
  assert.match(special, /внеочередные выборы: Глеб {2}\(/);
});

test('given votes the house rule cast at the deadline, the matrix\'s legend says so: the player had not answered by the deadline (not «в срок», "in time")', () => {
  // Carol did not answer by the deadline: the house rule (new --on-missing-vote nein) cast her Nein.
  const legend = (lang: 'en' | 'ru', players: string[]) => {
    const h = oneGovernment(lang, players, 'investigate', players[2]);
    h.governments[0] = { ...h.governments[0], ja: players.filter((_, i) => i !== 2), nein: [players[2]], byRule: [{ seat: 3, name: players[2] }] };
    h.matrix = [players.map((_, i) => (i === 2 ? 'nein' : 'ja'))];
    const text = formatHistory(h, c);
    // The government's line names whose votes the rule cast, in the same words.
    assert.ok(text.includes(lang === 'en' ? '; cast by the house rule: Cid)' : '; подано по правилу на случай молчания: Вера)'), text);
    return text.split('\n').filter((l) => l.startsWith('* '));
  };
  assert.equal(legend('en', ['Ann', 'Bob', 'Cid', 'Dan', 'Eve']), ['* cast by the house rule at the deadline: the player had not voted by then']);
  assert.equal(legend('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша']), ['* голос подан по правилу на случай молчания: игрок не ответил к сроку']);
});

test.run();
