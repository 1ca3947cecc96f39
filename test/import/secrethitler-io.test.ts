// `import secrethitler-io`: records become logs through the engine; a record that breaks a rule is
// named with its line, game id, government and the engine's rule message, and nothing is written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importLines } from '../../src/import/secrethitler-io.js';
import { readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import { runCli, scratch, SHARED } from '../support/cli.js';

const lines = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').trim().split('\n');
const first = () => JSON.parse(lines[0]);
const NOW = '2026-03-01T12:00:00.000Z';

test('given a real record, the game log holds the seats, the recorded decks, the first President and the claims', () => {
  const record = first();
  const { games, problems } = importLines(lines[0], NOW);
  assert.equal(problems, []);
  const { header, events, state } = games[0];
  assert.is(header.commitment, null);
  assert.is(header.seed, undefined);
  assert.is(header.source, `secrethitler.io/${record.id}`);
  assert.is(header.firstPresident, record.governments[0].president);
  assert.equal(header.players.map((p) => p.name), record.seats.map((s: { name: string }) => s.name));
  assert.equal(events[0], { type: 'roles-dealt', roles: record.seats.map((s: { role: string }) => s.role) });
  assert.equal(events[1], { type: 'deck-shuffled', deck: record.governments[0].deck });
  const nominations = events.filter((e) => e.type === 'chancellor-nominated');
  assert.is(nominations.length, record.governments.length);
  const claims = events.filter((e) => e.type === 'claim-recorded');
  const recordedClaims = record.governments.reduce((n: number, g: { claims?: object }) => n + Object.keys(g.claims ?? {}).length, 0);
  assert.is(claims.length, recordedClaims);
  assert.equal(state.phase, { name: 'over', winner: record.winner, reason: record.reason.replace('_', '-') });
});

test('a record that breaks a rule is refused with the government and the engine message', () => {
  const record = first();
  // governments[2] (the third government) elected Frank (seat 5) Chancellor; make the fourth nominate him again.
  // `government` is the index into the record's `governments` (0-based, as --json gives it).
  assert.is(record.governments[2].chancellor, 5);
  record.governments[3].chancellor = 5;
  const { games, problems } = importLines(`${lines[1]}\n${JSON.stringify(record)}`, NOW);
  assert.is(games.length, 1);
  assert.equal(problems.map((p) => [p.line, p.gameId, p.government]), [[2, record.id, 3]]);
  assert.match(problems[0].message, /chancellor-nominated: Frank is term-limited: they were the last elected Chancellor \(RULES §2\.2/);
});

test('a record whose names new would refuse (a terminal escape, a line break, "x=ja", only digits, two alike) is refused with the seat, and the rest of the file imports', () => {
  const bad: [string, string | null, RegExp][] = [
    ['\u001b]0;pwned\u0007\u001b[31mRED', null, /seat 1: .* cannot be a player's name: it contains a terminal escape sequence \(U\+001B\)/],
    ['a\nb: c', null, /seat 1: .* cannot be a player's name: it contains a control character \(U\+000A\)/],
    ['x=ja', null, /seat 1: "x=ja" cannot be a player's name: it contains "=" or ":"/],
    ['42', null, /seat 1: "42" cannot be a player's name: it is only digits/],
    ['BOB', 'bob', /seats 1 and 2: "bob" and "BOB" are the same name to chancery/],
  ];
  for (const [name, second, message] of bad) {
    const record = first();
    record.seats[0].name = name;
    if (second !== null) record.seats[1].name = second;
    const { games, problems } = importLines(`${lines[1]}\n${JSON.stringify(record)}`, NOW);
    assert.is(games.length, 1, name);
    assert.equal(problems.map((p) => [p.line, p.gameId]), [[2, record.id]]);
    assert.match(problems[0].message, message);
  }
});

test('no real record is refused for its names: the names the site gives meet the name rules', () => {
  assert.equal(importLines(lines.join('\n'), NOW).problems.filter((p) => /name/.test(p.message)), []);
});

test('a record whose result differs from what the engine reaches is refused', () => {
  const record = first();
  record.winner = record.winner === 'liberal' ? 'fascist' : 'liberal';
  const { problems } = importLines(JSON.stringify(record), NOW);
  assert.match(problems[0].message, /the engine ends the game with a \w+ win \([a-z-]+\); the site recorded/);
});

test('a recorded deck that does not follow from the cards played is refused at that government', () => {
  const record = first();
  const deck = record.governments[4].deck;
  assert.is.not(deck[0], deck[1]);
  [deck[0], deck[1]] = [deck[1], deck[0]];
  const { problems } = importLines(JSON.stringify(record), NOW);
  assert.is(problems[0].government, 4);
  assert.match(problems[0].message, /recorded deck .* differs from the engine's draw pile/);
});

test('malformed lines are reported with the line and the field', () => {
  const noVotes = first();
  delete noVotes.governments[1].votes;
  const { problems } = importLines(`{"id": \n${JSON.stringify(noVotes)}`, NOW);
  assert.is(problems[0].line, 1);
  assert.match(problems[0].message, /not valid JSON/);
  assert.equal([problems[1].line, problems[1].government], [2, 1]);
  assert.match(problems[1].message, /field `governments\.1\.votes`/);
});

function fixture(records: string[]): { cwd: string; file: string } {
  const cwd = scratch();
  const file = join(cwd, 'games.jsonl');
  writeFileSync(file, `${records.join('\n')}\n`);
  return { cwd, file };
}

test('the command writes one replayable log per record, and refuses to overwrite', () => {
  const { cwd, file } = fixture(lines.slice(0, 3));
  const r = runCli(['import', 'secrethitler-io', file, 'out'], { cwd, env: { CHANCERY_NOW: NOW } });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /3 written to .*out, 0 skipped/);
  const ids = lines.slice(0, 3).map((l) => JSON.parse(l).id);
  // A record carries no contacts, so a game is its log alone (no private file to keep).
  assert.equal(readdirSync(join(cwd, 'out')).sort(), ids.map((id) => `${id}.yaml`).sort());
  const log = readLog(join(cwd, 'out', `${ids[0]}.yaml`));
  assert.is(log.header.created, NOW);
  assert.is(replayLog(log).state.phase.name, 'over');
  const before = readFileSync(join(cwd, 'out', `${ids[0]}.yaml`), 'utf8');
  const again = runCli(['import', 'secrethitler-io', file, 'out'], { cwd });
  assert.is(again.code, 1);
  assert.match(again.stderr, /3 logs already exist in out .*nothing was written/);
  assert.is(readFileSync(join(cwd, 'out', `${ids[0]}.yaml`), 'utf8'), before);
});

test('a records file saved with a byte-order mark and Windows line ends imports as the same file without them', () => {
  const { cwd, file } = fixture(lines.slice(0, 2));
  writeFileSync(file, `\ufeff${lines.slice(0, 2).join('\r\n')}\r\n`);
  const r = runCli(['import', 'secrethitler-io', file, 'out', '--json'], { cwd, env: { CHANCERY_NOW: NOW } });
  assert.is(r.code, 0, r.stderr);
  assert.is(JSON.parse(r.stdout).written, 2);
  assert.equal(readdirSync(join(cwd, 'out')).sort(), lines.slice(0, 2).map((l) => `${JSON.parse(l).id}.yaml`).sort());
});

test('a refused record makes the command fail and write nothing; --skip-bad writes the others and names it', () => {
  const bad = first();
  bad.governments[3].chancellor = 5;
  const { cwd, file } = fixture([lines[1], JSON.stringify(bad)]);
  const r = runCli(['import', 'secrethitler-io', file, 'out'], { cwd });
  assert.is(r.code, 1);
  // The line counts governments from 1: governments[3] is government 4; --json keeps the index.
  assert.match(r.stderr, new RegExp(`line 2, game ${bad.id}, government 4: chancellor-nominated: Frank is term-limited`));
  assert.not.ok(existsSync(join(cwd, 'out')));
  const skip = runCli(['import', 'secrethitler-io', file, 'out', '--skip-bad', '--json'], { cwd });
  assert.is(skip.code, 0, skip.stderr);
  const result = JSON.parse(skip.stdout);
  assert.is(result.written, 1);
  assert.equal(result.skipped.map((p: { gameId: string; government: number }) => [p.gameId, p.government]), [[bad.id, 3]]);
  assert.equal(readdirSync(join(cwd, 'out')), [`${JSON.parse(lines[1]).id}.yaml`]);
});

test('an unknown source or a missing file is a usage error', () => {
  const cwd = scratch();
  const r = runCli(['import', 'bga', 'x.jsonl', 'out'], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /unknown import source "bga": choose one of secrethitler-io/);
  const missing = runCli(['import', 'secrethitler-io', 'nope.jsonl', 'out'], { cwd });
  assert.is(missing.code, 2);
  assert.match(missing.stderr, /cannot read nope\.jsonl: there is no such file/);
});

test.run();
