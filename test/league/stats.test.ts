// `chancery stats`: the league table over finished games, checked against figures worked out by
// hand from how each small game was played.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stats, type PlayerStats } from '../../src/commands/stats.js';
import { newGame } from '../../src/commands/new.js';
import { runCli } from '../support/cli.js';
import { Terminal } from '../support/pty.js';
import { hitlerElected, hitlerExecuted, leagueContext, seed, zoneGame } from './support.js';
import type { Role } from '../../src/engine/index.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** The same people in game c, typed with other capitals. */
const SHOUTED = ['alice', 'BOB', 'carol', 'Dmitri', 'eve'];

type League = { ctx: ReturnType<typeof leagueContext>; a: Role[]; b: Role[]; bChancellor: number; c: Role[] };
let built: League | undefined;

/** Three finished games, one still running, one unreadable (built once: the tests only read it). */
async function league(): Promise<League> {
  if (built) return built;
  const ctx = leagueContext();
  const scratchpad = leagueContext();
  const a = await zoneGame(ctx, 'a', NAMES, 1);
  await hitlerElected(ctx, 'a', NAMES, a);
  // Game b needs a Liberal first President: the first seed that deals one (tried elsewhere).
  let b: Role[] = [];
  let n = 2;
  for (; ; n++) {
    b = await zoneGame(scratchpad, `probe-${n}`, NAMES, n);
    if (b[0] === 'liberal') break;
  }
  // Her Chancellor: the first Liberal after her.
  const bChancellor = b.findIndex((r, seat) => seat > 0 && r === 'liberal');
  await zoneGame(ctx, 'b', NAMES, n);
  await hitlerExecuted(ctx, 'b', NAMES, b, bChancellor);
  const c = await zoneGame(ctx, 'c', SHOUTED, 99);
  await hitlerElected(ctx, 'c', SHOUTED, c);
  await newGame({ id: 'd-running', players: NAMES, seed: seed(7) }, ctx);
  writeFileSync(join(ctx.cwd, 'games', 'e-broken.yaml'), 'chancery: 1\ngame: e\nevents: [\n');
  return (built = { ctx, a, b, bChancellor, c });
}

function find(players: PlayerStats[], name: string): PlayerStats {
  const p = players.find((x) => x.name.toLowerCase() === name.toLowerCase());
  assert.ok(p, `${name} is in the table`);
  return p!;
}

test('given three finished games, each player\'s games, wins, roles, offices and policies match the hand count', async () => {
  const { ctx, a, b, bChancellor, c } = await league();
  const r = await stats({}, ctx);
  // d is not counted (still running); e is reported, not fatal.
  assert.equal(r.games, ['a', 'b', 'c']);
  assert.equal(r.unfinished, ['d-running']);
  assert.is(r.unreadable.length, 1);
  assert.match(r.unreadable[0].error, /e-broken\.yaml/);
  // Same people by name without case: five players, not eight.
  assert.is(r.players.length, 5);
  for (let seat = 0; seat < 5; seat++) {
    const p = find(r.players, NAMES[seat]);
    // Game a and c: the Fascists (Fascists and Hitler) won; game b: the Liberals.
    const wins = [a[seat] !== 'liberal', b[seat] === 'liberal', c[seat] !== 'liberal'].filter(Boolean).length;
    assert.is(p.games, 3, NAMES[seat]);
    assert.is(p.wins, wins, `${NAMES[seat]}'s wins`);
    const asHitler = [a, b, c].filter((roles) => roles[seat] === 'hitler').length;
    assert.is(p.role.hitler.games, asHitler, `${NAMES[seat]} as Hitler`);
    assert.is(p.team.liberal.games + p.team.fascist.games, 3);
    // Alice (seat 1) was the first President of every game; each game had one government.
    assert.is(p.president, seat === 0 ? 3 : 0, `${NAMES[seat]} as President`);
    const chancellor = [a.indexOf('hitler') === seat, bChancellor === seat, c.indexOf('hitler') === seat].filter(Boolean).length;
    assert.is(p.chancellor, chancellor, `${NAMES[seat]} as Chancellor`);
    // The only policy enacted in the three games: game b's Fascist policy, by its Chancellor.
    assert.equal(p.enacted, { liberal: 0, fascist: seat === bChancellor ? 1 : 0 });
  }
  const alice = find(r.players, 'Alice');
  assert.is(alice.name, 'Alice', 'the first spelling seen names the player');
  assert.is(alice.rate, alice.wins / 3);
});

test('given the league, the leaderboards rank by wins and the post is a Markdown or BBCode table', async () => {
  const { ctx } = await league();
  const r = await stats({}, ctx);
  const wins = r.leaderboards.find((l) => l.title === 'Most wins')!;
  const counts = wins.rows.map((row) => Number(row.value.split(' ')[0]));
  assert.equal(counts, [...counts].sort((x, y) => y - x));
  assert.is(wins.rows[0].value.split(' ')[0], String(Math.max(...r.players.map((p) => p.wins))));
  assert.match(r.post, /^### League: 3 finished games/);
  assert.match(r.post, /\| Player \| Games \| Wins \| Win rate \|/);
  const bb = await stats({ format: 'bbcode' }, ctx);
  assert.match(bb.post, /^\[b\]League: 3 finished games\[\/b\]/);
  assert.match(bb.post, /\[code\]\nPlayer +Games/);
});

test('given a folder argument and --json, the CLI prints the same figures; a wrong format exits 2', async () => {
  const { ctx } = await league();
  const r = runCli(['stats', ctx.cwd, '--json'], { cwd: ctx.cwd });
  assert.is(r.code, 0, r.stderr);
  const json = JSON.parse(r.stdout);
  assert.equal(json.players, (await stats({}, ctx)).players);
  const bad = runCli(['stats', '--format', 'html'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /--format must be markdown or bbcode, not "html"/);
});

test('given many games at a terminal, stats draws a progress bar on stderr; piped, it draws none', async () => {
  const ctx = leagueContext();
  for (let i = 0; i < 24; i++) await newGame({ id: `g${String(i).padStart(2, '0')}`, players: NAMES, seed: seed(i + 1) }, ctx);
  const t = Terminal.chancery(['stats'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  try {
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  // cli-progress draws its bar with block characters and a count of games.
  assert.match(t.screen(), /[█░]+ \d+% \| ETA: \d+s \| \d+\/24/);
  assert.match(t.screen(), /not counted \(still running\): g00/);
  const piped = runCli(['stats'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.not.match(piped.stderr + piped.stdout, /[█░]/);
});

test.run();
