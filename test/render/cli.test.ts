// `chancery post` and `chancery board` as a moderator runs them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runCli, scratch, readGame, FIXED_SEED } from '../support/cli.js';
import { createLogFile, readLog } from '../../src/log/file.js';
import type { AnyEvent, LogRecord } from '../../src/log/records.js';
import { playRandomGame } from '../../src/sim/random-play.js';

// A "<" only with a space after it: `new` refuses any other (BoardGameGeek cuts a post there).
const NAMES = ['Alice', '*Bob*', '[b]x[/b]', "O'Brien_", '< script>', '|pipe|', 'Дмитрий'];

function newGame(env: Record<string, string> = {}, lang = 'en') {
  const cwd = scratch();
  const r = runCli(['new', 'g1', '--players', ...NAMES, '--seed', FIXED_SEED, '--lang', lang], { cwd, env });
  assert.is(r.code, 0, r.stderr);
  return cwd;
}

test('given a new game, post prints the opening with the seats, the first candidate and the commitment', () => {
  const cwd = newGame();
  const r = runCli(['post', 'g1'], { cwd });
  assert.is(r.code, 0, r.stderr);
  const header = parse(readGame(cwd, 'g1').split('\n---')[0]) ?? {};
  assert.match(r.stdout, /### Secret Hitler: g1/);
  assert.ok(r.stdout.includes('1. **Alice**') && r.stdout.includes('2. **\\*Bob\\***'), r.stdout);
  assert.ok(r.stdout.includes(String(header.commitment ?? /[0-9a-f]{64}/.exec(readGame(cwd, 'g1'))![0])), 'the commitment');
  assert.match(r.stdout, /chancery verify/);
});

test('given a game in progress, the game-over post does not reveal the seed', () => {
  const cwd = newGame();
  const seed = /seed: ["']?([0-9a-f]{64})/.exec(readGame(cwd, 'g1'))?.[1] ?? FIXED_SEED;
  const r = runCli(['post', 'g1', 'game-over', '--format', 'bbcode'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /The game is not over yet/);
  assert.not.ok(r.stdout.includes(seed.slice(0, 16)));
});

test('given a BBCode post in Russian, names are escaped for BBCode and the words are Russian', () => {
  const cwd = newGame({}, 'ru');
  const r = runCli(['post', 'g1', 'opening', '--format', 'bbcode'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /\[list=1\]/);
  assert.ok(r.stdout.includes('[b][\u200Bb]x[\u200B/b][/b]'), r.stdout);
  assert.match(r.stdout, /Первый кандидат в президенты — \[b\]Alice\[\/b\]: выдвиньте, пожалуйста, кандидата в канцлеры\./);
});

test('given a wrong kind or format, post exits 2 and names what is accepted', () => {
  const cwd = newGame();
  const kind = runCli(['post', 'g1', 'banquet'], { cwd });
  assert.is(kind.code, 2);
  assert.match(kind.stderr, /"banquet" is not a kind of post: use opening, nomination/);
  const format = runCli(['post', 'g1', '--format', 'html'], { cwd });
  assert.is(format.code, 2);
  assert.match(format.stderr, /--format must be markdown or bbcode/);
});

test('given --copy and no clipboard tool, the post is printed with a note; with one, it goes to the clipboard', () => {
  const cwd = newGame();
  const empty = join(cwd, 'empty-bin');
  mkdirSync(empty);
  const none = runCli(['post', 'g1', '--copy'], { cwd, env: { PATH: empty } });
  assert.is(none.code, 0, none.stderr);
  assert.match(none.stdout, /No clipboard here/);
  assert.match(none.stdout, /### Secret Hitler: g1/);
  const bin = join(cwd, 'bin');
  mkdirSync(bin);
  const sink = join(cwd, 'clipboard.txt');
  writeFileSync(join(bin, 'xclip'), `#!/bin/sh\n/bin/cat > "${sink}"\n`);
  chmodSync(join(bin, 'xclip'), 0o755);
  const copied = runCli(['post', 'g1', '--copy'], { cwd, env: { PATH: bin } });
  assert.is(copied.code, 0, copied.stderr);
  assert.match(copied.stdout, /on the clipboard \(xclip\)/);
  assert.match(readFileSync(sink, 'utf8'), /### Secret Hitler: g1/);
});

test("given the moderator's own template, it replaces the built-in one; a broken one is named with its line", () => {
  const home = scratch();
  const cwd = newGame({ CHANCERY_HOME: home });
  mkdirSync(join(home, 'templates', 'en', 'post'), { recursive: true });
  const mine = join(home, 'templates', 'en', 'post', 'opening.md.hbs');
  writeFileSync(mine, 'Our table: {{text game}}, first up {{bname firstCandidate}}\n');
  const ok = runCli(['post', 'g1', 'opening'], { cwd, env: { CHANCERY_HOME: home } });
  assert.is(ok.code, 0, ok.stderr);
  assert.is(ok.stdout, 'Our table: g1, first up **Alice**\n');
  writeFileSync(mine, 'Line one\n{{#if game}}\nunclosed {{/each}}\n');
  const broken = runCli(['post', 'g1', 'opening'], { cwd, env: { CHANCERY_HOME: home } });
  assert.is(broken.code, 1);
  // Handlebars places a mismatched block at the line that opened it.
  assert.ok(broken.stderr.includes(`${mine}:2`), broken.stderr);
  const bb = runCli(['post', 'g1', 'opening', '--format', 'bbcode'], { cwd, env: { CHANCERY_HOME: home } });
  assert.is(bb.code, 0, 'the Markdown override does not touch BBCode');
});

test('given a log whose header names a templates folder, its templates are used, relative to the log', () => {
  const cwd = newGame();
  const log = readLog(join(cwd, 'games', 'g1.yaml'));
  const { hash: _hash, ...header } = log.header;
  const events = log.events.map((r) => {
    const { seq: _s, at: _a, hash: _h, ...e } = r as LogRecord & Record<string, unknown>;
    return e as unknown as AnyEvent;
  });
  const path = join(cwd, 'games', 'g2.yaml');
  createLogFile(path, { ...header, game: 'g2', templates: 'house-style' }, events, log.events[0]?.at ?? '2026-11-30T10:00:00.000Z');
  const missing = runCli(['post', 'g2', 'opening'], { cwd });
  assert.is(missing.code, 1);
  assert.match(missing.stderr, /names the templates folder house-style, but .*house-style does not exist/);
  mkdirSync(join(cwd, 'games', 'house-style', 'en', 'post'), { recursive: true });
  writeFileSync(join(cwd, 'games', 'house-style', 'en', 'post', 'opening.hbs'), 'House opening for {{text game}}: {{bname 1}}\n');
  const md = runCli(['post', 'g2', 'opening'], { cwd });
  assert.is(md.code, 0, md.stderr);
  assert.is(md.stdout, 'House opening for g2: **\\*Bob\\***\n');
  const bb = runCli(['post', 'g2', 'opening', '--format', 'bbcode'], { cwd });
  assert.is(bb.stdout, 'House opening for g2: [b]*Bob*[/b]\n');
});

// The commands name the file players get: the log `chancery publish` writes (<id>.public.yaml), not
// the moderator's own, which no player has.
test('given a finished game, the default post is the game-over post with every role, the seed and the verify command on the published log', () => {
  const cwd = newGame();
  const { hash: _hash, ...header } = readLog(join(cwd, 'games', 'g1.yaml')).header;
  const game = playRandomGame({ players: 7, seed: 'finished', gameId: 'done' });
  const [created, ...events] = game.events;
  assert.is(created.type, 'game-created');
  const names = (created as { players: string[] }).players;
  createLogFile(join(cwd, 'games', 'done.yaml'), {
    ...header, game: 'done', players: names.map((name) => ({ name })), seed: game.seedHex,
    commitment: (created as { commitment: string }).commitment, firstPresident: 0,
  }, events as AnyEvent[], '2026-11-30T10:00:00.000Z');
  const r = runCli(['post', 'done'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /the game is over/);
  assert.ok(r.stdout.includes(`**Seed:** ${game.seedHex}`), r.stdout);
  assert.ok(r.stdout.includes('`chancery verify done.public.yaml`'), r.stdout);
  assert.ok(r.stdout.includes('`chancery audit done.public.yaml`'), r.stdout);
  assert.not.ok(r.stdout.includes('done.yaml'), r.stdout);
  const roleWord = { liberal: 'Liberal', fascist: 'Fascist', hitler: 'Hitler' } as const;
  game.state.roles!.forEach((role, seat) => assert.match(r.stdout, new RegExp(`\\*\\*${names[seat]}\\*\\*: ${roleWord[role]}`)));
});

test('given board --png and --svg, the files are a PNG and an SVG with the names escaped', () => {
  const cwd = newGame();
  const png = runCli(['board', 'g1', '--png', 'b.png'], { cwd });
  assert.is(png.code, 0, png.stderr);
  const file = readFileSync(join(cwd, 'b.png'));
  assert.equal([...file.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The size said is the file's own (PNG IHDR: width and height, big-endian, at bytes 16 and 20).
  assert.match(png.stdout, new RegExp(`\\(${file.length} bytes, ${file.readUInt32BE(16)}×${file.readUInt32BE(20)}\\)`));
  const svg = runCli(['board', 'g1', '--svg', 'b.svg'], { cwd });
  assert.is(svg.code, 0, svg.stderr);
  const text = readFileSync(join(cwd, 'b.svg'), 'utf8');
  assert.ok(text.includes('5. &lt; script&gt;') && !text.includes('< script>'), 'names escaped in XML');
  assert.match(text, />Investigate</);
  const both = runCli(['board', 'g1', '--png', 'a.png', '--svg', 'a.svg'], { cwd });
  assert.is(both.code, 2);
  assert.not.ok(existsSync(join(cwd, 'a.png')));
});

test.run();
