// A league counts a game's result for the players who finished it. Seen by a league organiser: a
// player who left a game before its end (replaced by a newcomer with `replace`) was credited with
// the game's win, as was the newcomer who played it out. The seat's holder at the end gets the
// result (a win or a loss, on the seat's team and role); the leaver gets the game counted as left,
// in no win record (neither a win nor a loss); offices stay with whoever held them (RULES §5: a
// seat changes hands from then on). In both languages and in Secret Russian's own words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Zoë', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r;
}

/**
 * Game g (the fixed seed, three Fascist policies from the start: Dmitri is Hitler, Alice a
 * Fascist): government 1, Alice > Carol, legislates; Alice leaves and Newcomer takes seat 1;
 * government 2, Zoë > Dmitri, elects Hitler: the Fascists win (RULES §3). Returns Alice's seat's role.
 */
function leaverGame(cwd: string, extra: string[]): string {
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=3', ...extra]);
  assert.is(JSON.parse(ok(cwd, ['status', 'g', '--as', 'Dmitri', '--json']).stdout).view.role, 'hitler');
  ok(cwd, ['nominate', 'g', 'Carol']);
  ok(cwd, ['vote', 'g', ...PLAYERS.map((p) => `${p}=ja`)]);
  const hand = JSON.parse(ok(cwd, ['status', 'g', '--as', 'Alice', '--json']).stdout).view.hand.cards as string[];
  ok(cwd, ['discard', 'g', hand.includes('fascist') ? '1' : '1']);
  const second = JSON.parse(ok(cwd, ['status', 'g', '--as', 'Carol', '--json']).stdout).view.hand.cards as string[];
  ok(cwd, ['enact', 'g', second[0] === 'fascist' && second[1] === 'liberal' ? '2' : '1']);
  ok(cwd, ['replace', 'g', 'Alice', 'Newcomer']);
  ok(cwd, ['nominate', 'g', 'Dmitri']);
  ok(cwd, ['vote', 'g', ...['Newcomer', 'Zoë', 'Carol', 'Dmitri', 'Eve'].map((p) => `${p}=ja`)]);
  const view = JSON.parse(ok(cwd, ['status', 'g', '--json']).stdout).view;
  assert.is(view.winner.winner, 'fascist', 'Hitler elected: the Fascists win');
  assert.is(view.players[0].role, 'fascist', 'the seat Alice left won');
  return view.players[0].role as string;
}

type Row = { name: string; games: number; wins: number; left: number; team: Record<string, { games: number; wins: number }>; role: Record<string, { games: number }>; chancellor: number };

test('given Alice left a game her team (the Fascists) won and Newcomer finished her seat, stats credits Newcomer with its result and counts it as left for Alice', () => {
  const cwd = scratch();
  const role = leaverGame(cwd, []);
  const team = role === 'liberal' ? 'liberal' : 'fascist';
  const won = team === 'fascist';
  const json = JSON.parse(ok(cwd, ['stats', '--json']).stdout);
  const of = (name: string): Row => json.players.find((p: Row) => p.name === name);
  // Newcomer held the seat at the end: the game and its result are theirs.
  assert.is(of('Newcomer').games, 1);
  assert.is(of('Newcomer').wins, won ? 1 : 0);
  assert.is(of('Newcomer').team[team].games, 1);
  assert.is(of('Newcomer').role[role].games, 1);
  assert.is(of('Newcomer').left, 0);
  // Alice left: neither a win nor a loss, the game counted as left; her presidency stays hers.
  assert.is(of('Alice').games, 0, 'Alice did not play the game to its end');
  assert.is(of('Alice').wins, 0, 'Alice is not credited with the win');
  assert.is(of('Alice').team[team].games, 0);
  assert.is(of('Alice').role[role].games, 0);
  assert.is(of('Alice').left, 1);
  assert.is((of('Alice') as Row & { president: number }).president, 1, 'her office stays hers');
  // The others finished it: nobody else left.
  for (const name of ['Carol', 'Zoë', 'Dmitri', 'Eve']) assert.is(of(name).left, 0, name);
  // The table says it: a column of games left, Alice's 1 there ("-" escaped in Markdown).
  const text = ok(cwd, ['stats']).stdout;
  assert.match(text, /\| Player \| Games \| Wins \| Win rate \| Left \|/);
  assert.match(text, /\| Alice \| 0 \| 0 \| \\- \| 1 \|/);
  assert.match(text, /\| Newcomer \| 1 \| 1 \| 100% \| 0 \|/);
  const wins = text.slice(text.indexOf('**Most wins**')).split('\n\n')[0];
  assert.not.match(wins, /Alice/, 'Alice is on no board of wins');
  assert.match(wins, /Newcomer/);
});

test('given the same game in Russian Secret Russian, the league post counts Alice\'s game as left and Newcomer\'s team win in the theme\'s words', () => {
  const cwd = scratch();
  const role = leaverGame(cwd, ['--ruleset', 'secret-russian', '--lang', 'ru']);
  const team = role === 'liberal' ? 'liberal' : 'fascist';
  const out = ok(cwd, ['stats']).stdout;
  assert.match(out, /\| Игрок \| Игры \| Победы \| Доля побед \| Не доиграно \|/);
  assert.match(out, /\| Alice \| 0 \| 0 \| \\- \| 1 \|/);
  assert.equal(team, 'fascist');
  // Secret Russian's teams: the Subversives won; their board names Newcomer, not Alice.
  const board = out.slice(out.indexOf('**Больше всего побед: Подрывники**')).split('\n\n')[0];
  assert.match(board, /Newcomer/, out);
  assert.not.match(board, /Alice/, 'Alice is on no board of wins');
  assert.not.match(out, /\b(Left|Games|Wins|Liberal|Fascist)\b/, 'no English word in a Russian league');
  // And in English, Secret Russian's own words: the Subversive win is Newcomer's, not Alice's.
  const en = ok(cwd, ['stats', '--lang', 'en']).stdout;
  assert.match(en, /\| Player \| Games \| Wins \| Win rate \| Left \|/);
  const subversive = en.slice(en.indexOf('**Most Subversive wins**'));
  assert.ok(en.includes('**Most Subversive wins**'), en);
  assert.is(subversive.split('\n\n')[0].includes('Alice'), false, 'Alice is not among the Subversive winners');
  assert.is(subversive.split('\n\n')[0].includes('Newcomer'), true);
});

test.run();
