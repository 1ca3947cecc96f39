// Players are named case-insensitively by name or by seat number, whatever their script:
// spaces, apostrophes and Cyrillic work in every command, through the binary as in-process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PlayerView } from '../../src/engine/index.js';
import { status } from '../../src/commands/status.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { history } from '../../src/commands/history.js';
import { discard } from '../../src/commands/discard.js';
import { pickCard } from '../../src/game/act.js';
import { readLog } from '../../src/log/file.js';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { SEED, createGame, logPath, play, scratchContext, strategy } from './drive.js';

const TABLE = ['Фёдор', "O'Brien", 'Mary Jane', 'Zoë', 'Bob', 'Ёжик Туманов', 'Carol'];

test('given names with Cyrillic, apostrophes and spaces, nominate and vote accept them in any case or by seat', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', TABLE);
  const nominated = await nominate({ game: 'g', chancellor: 'MARY JANE' }, ctx);
  assert.equal(nominated.view.pending, { ...nominated.view.pending, kind: 'votes', president: 0, chancellor: 2 });
  await vote({ game: 'g', votes: ['фЁдОр=да', "o'brien=ja", '3=ja', 'zoë=nein', 'BOB=ja', 'ёжик туманов=нет', '7=ja'] }, ctx);
  const h = await history({ game: 'g' }, ctx);
  assert.equal(h.governments[0].ja, ['Фёдор', "O'Brien", 'Mary Jane', 'Bob', 'Carol']);
  assert.equal(h.governments[0].nein, ['Zoë', 'Ёжик Туманов']);
  assert.equal(h.matrix[0], ['ja', 'ja', 'ja', 'nein', 'ja', 'nein', 'ja']);
  const asFedor = (await status({ game: 'g', as: 'фёдор' }, ctx)).view as PlayerView;
  assert.is(asFedor.name, 'Фёдор');
  assert.is(asFedor.hand?.as, 'president');
});

test('given such a table, a whole game is played naming players by name and by seat at random, and every power takes these names', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', TABLE);
  const actions = await play(ctx, 'g', strategy('fascist', 'names', { bySeat: true }));
  const targets = actions.filter((a) => ['investigate', 'special-election', 'execute', 'nominate'].includes(a.command)).map((a) => a.args[0]);
  assert.ok(targets.some((t) => /^\d+$/.test(t)), 'some by seat');
  assert.ok(targets.some((t) => TABLE.includes(t)), 'some by name');
  assert.ok((await status({ game: 'g' }, ctx)).view.winner);
});

test('given the binary, Unicode names pass through arguments and come back in the output', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'u', '--players', ...TABLE.slice(0, 5), '--seed', SEED], { cwd }).code, 0);
  const r = runCli(['nominate', 'u', "o'BRIEN"], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Фёдор nominated O'Brien for Chancellor/);
  const wrong = runCli(['nominate', 'u', 'Федор'], { cwd });
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /no player is called "Федор": did you mean Фёдор\?/);
  const v = runCli(['vote', 'u', 'Mary Jane=ja', 'zoë=nein'], { cwd });
  assert.is(v.code, 0, v.stderr);
  assert.match(v.stdout, /Mary Jane's vote recorded/);
});

test('given a roster saved as Windows Notepad saves it (a byte-order mark, CRLF line ends), the game has its players and addresses', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  const roster = ['- { name: Фёдор, email: fedor@example.ru, timezone: Europe/Moscow }', '- { name: "Mary Jane", email: mj@example.com }', '- Bob', '- Carol', "- \"O'Brien\""];
  writeFileSync(join(cwd, 'roster.yaml'), `\ufeff${roster.join('\r\n')}\r\n`);
  const r = runCli(['new', 'g', '--players', 'roster.yaml', '--json'], { cwd });
  assert.is(r.code, 0, r.stderr);
  const log = readLog(join(cwd, 'games', 'g.yaml'));
  assert.equal(log.header.players.map((p) => p.name), ['Фёдор', 'Mary Jane', 'Bob', 'Carol', "O'Brien"]);
  assert.equal(log.header.players.slice(0, 2).map((p) => p.email), ['fedor@example.ru', 'mj@example.com']);
});

test('given a roster saved as UTF-16 (Windows "Unicode"), new says so and writes nothing', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  writeFileSync(join(cwd, 'roster.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('- Alice\r\n- Bob\r\n- Carol\r\n- Dmitri\r\n- Eve\r\n', 'utf16le')]));
  const r = runCli(['new', 'g', '--players', 'roster.yaml'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /^error: cannot read the roster roster\.yaml: it is saved as UTF-16 \(Windows "Unicode"\); save it as UTF-8/);
  assert.equal(readdirSync(join(cwd, 'games')), []);
});

test('given any theme, a card may be named by that theme\'s words in English or Russian', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', TABLE.slice(0, 5));
  await nominate({ game: 'g', chancellor: '2' }, ctx);
  await vote({ game: 'g', votes: ['1=ja', '2=ja', '3=ja', '4=ja', '5=ja'] }, ctx);
  const hand = ((await status({ game: 'g', as: '1' }, ctx)).view as PlayerView).hand!.cards;
  const words = { liberal: ['Loyalist', 'кот', 'Кошачий', 'LIBERAL'], fascist: ['Rat', 'подрывной', 'Фашистский', 'f'] };
  const word = words[hand[0]][hand.length % 4];
  const done = await discard({ game: 'g', policy: word }, ctx);
  assert.ok(done.appended.some((a) => a.type === 'president-discarded'));
  const log = readLog(logPath(ctx, 'g'));
  assert.is((log.events.find((e) => e.type === 'president-discarded') as { policy: string }).policy, hand[0]);
  for (const [policy, names] of Object.entries(words)) for (const name of names) assert.is(pickCard(name, null, { as: 'president', name: 'x' }), policy, name);
  assert.throws(() => pickCard('Hitler', null, { as: 'president', name: 'x' }), /"Hitler" is not a policy/);
});

test.run();
