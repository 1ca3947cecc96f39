// status --as/--at, history (public only), simulate, verify with --seed, and the printed verdicts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerView } from '../../src/engine/index.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import { status } from '../../src/commands/status.js';
import { history } from '../../src/commands/history.js';
import { verify } from '../../src/commands/verify.js';
import { simulate } from '../../src/commands/simulate.js';
import { runCli, scratch, SHARED } from '../support/cli.js';
import { NAMES, SEED, createGame, logPath, play, scratchContext, strategy } from './drive.js';

test('given a game, status --as shows that player their role, teammates and hand, and --at shows an earlier moment', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7));
  await play(ctx, 'g', strategy('random', 'as-at'), (v) => v.governments.length >= 2 && v.pending.kind === 'votes');
  const now = await status({ game: 'g' }, ctx);
  const roles = await Promise.all(NAMES.slice(0, 7).map(async (n) => (await status({ game: 'g', as: n.toLowerCase() }, ctx)).view as PlayerView));
  const fascist = roles.find((r) => r.role === 'fascist')!;
  assert.ok(fascist.knownRoles.some((k) => k.role === 'hitler'), 'a Fascist knows Hitler');
  const liberal = roles.find((r) => r.role === 'liberal')!;
  assert.equal(liberal.knownRoles, [], 'a Liberal knows nobody');
  assert.not.ok('role' in now.view.players[0], 'the public view shows no role');
  const firstNomination = readLog(logPath(ctx, 'g')).events.find((e) => e.type === 'chancellor-nominated')!.seq;
  const then = await status({ game: 'g', at: String(firstNomination) }, ctx);
  assert.is(then.seq, firstNomination);
  assert.is(then.view.governments.length, 1);
  assert.is(then.view.pending.kind, 'votes');
  assert.ok(then.lastSeq > firstNomination);
});

test('given a game under way, history shows each government with its votes and no secret', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 9));
  await play(ctx, 'g', strategy('fascist', 'history'), (v) => v.governments.filter((g) => g.power === 'investigate' && g.target !== undefined).length === 1);
  const h = await history({ game: 'g' }, ctx);
  const view = (await status({ game: 'g' }, ctx)).view;
  assert.is(h.governments.length, view.governments.length);
  assert.is(h.matrix.length, h.governments.length);
  for (const row of h.matrix) assert.is(row.length, 9);
  const investigated = h.governments.find((g) => g.power === 'investigate')!;
  assert.ok(investigated.target);
  const text = JSON.stringify(h);
  for (const secret of ['"hitler"', '"party"', '"cards"', '"hand"', '"role"']) assert.not.ok(text.includes(secret), secret);
});

test('given an investigation, the party is a PRIVATE note for the President only, and the binary marks it so', async () => {
  const cwd = scratch();
  runCli(['new', 'g', '--players', ...NAMES.slice(0, 9), '--seed', SEED], { cwd });
  const ctx = { ...scratchContext(), cwd, env: { CHANCERY_HOME: cwd } };
  await play(ctx, 'g', strategy('fascist', 'private'), (v) => v.pending.kind === 'power' && v.pending.power === 'investigate');
  const president = (await status({ game: 'g' }, ctx)).view.pending as { president: number };
  const target = NAMES[(president.president + 1) % 9];
  const r = runCli(['investigate', 'g', target], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`PRIVATE: for ${NAMES[president.president]} \\(seat ${president.president + 1}\\) only`));
  assert.match(r.stdout, new RegExp(`${target}'s party membership: the (Liberals|Fascists)`));
  const post = r.stdout.slice(r.stdout.indexOf('Post to paste'), r.stdout.indexOf('PRIVATE'));
  assert.ok(post.length > 20, 'an executive post is printed');
  assert.not.match(post, /membership is/);
});

test('given a log without its seed, verify says so plainly, and with --seed it checks everything', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g');
  await play(ctx, 'g', strategy('random', 'seedless'));
  const log = readLog(logPath(ctx, 'g'));
  const { seed: _seed, ...header } = log.header;
  const published = { ...header, hash: '' } as typeof log.header;
  published.hash = headerHash(published as never);
  // The chain starts again from the new header, as a log written without its seed has it.
  let previous = published.hash;
  const events = log.events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash };
  });
  writeFileSync(logPath(ctx, 'g'), serializeLog(published, events));
  const plain = await verify({ log: 'g' }, ctx);
  assert.is(plain.verdict, 'no-seed');
  assert.match(plain.note!, /pass the seed revealed in the game-over post with --seed/);
  const withSeed = await verify({ log: 'g', seed: SEED }, ctx);
  assert.is(withSeed.verdict, 'ok', JSON.stringify(withSeed.mismatches));
  assert.ok(withSeed.checked!.shuffles >= 1);
  const wrong = await verify({ log: 'g', seed: 'ef'.repeat(32) }, ctx);
  assert.is(wrong.verdict, 'mismatch');
  assert.is(wrong.mismatches[0].seq, null, 'the commitment is reported first');
  assert.ok(wrong.mismatches.some((m) => m.seq !== null && /deal from the seed/.test(m.what)));
});

test('given the binary, verify and audit exit 1 with their report when something is wrong, 0 when clean', () => {
  const cwd = scratch();
  runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED], { cwd });
  const ok = runCli(['verify', 'g', '--json'], { cwd });
  assert.is(ok.code, 0);
  assert.is(JSON.parse(ok.stdout).verdict, 'ok');
  const bad = runCli(['verify', 'g', '--seed', 'ef'.repeat(32)], { cwd });
  assert.is(bad.code, 1);
  // At the header's commitment line.
  const committedAt = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8').split('\n').findIndex((l) => l.startsWith('commitment: ')) + 1;
  assert.match(bad.stdout, new RegExp(`^MISMATCH: g: 4 mismatches[^]*\\n  header \\(line ${committedAt}\\): the commitment [0-9a-f]{64} is not SHA-256`));
  assert.match(bad.stdout, /\n  event 2 \(line \d+\): shuffle #0 from the seed is/);
  const audited = runCli(['audit', 'g', '--json'], { cwd });
  assert.is(audited.code, 0);
  assert.is(JSON.parse(audited.stdout).ok, true);
  const path = `${cwd}/games/g.yaml`;
  // Swap the first two different adjacent cards of the opening deck.
  writeFileSync(path, readFileSync(path, 'utf8').replace(/(deck: \[[^\]]*?)\b(liberal, fascist|fascist, liberal)\b/, (_m, before, pair) => `${before}${pair.split(', ').reverse().join(', ')}`));
  const broken = runCli(['audit', 'g'], { cwd });
  assert.is(broken.code, 1);
  assert.match(broken.stdout, /^FAILED: .*g\.yaml:\d+: event 2\n  event 2 \(deck-shuffled\) was changed after it was written/);
  assert.is(broken.stderr, '', 'the report is the output; no second error message');
});

test('given an imported game, audit finds it clean and verify says plainly there is nothing to verify (exit 1)', () => {
  const cwd = scratch();
  writeFileSync(`${cwd}/one.jsonl`, readFileSync(`${SHARED}/real-games/secrethitler-io-games.jsonl`, 'utf8').split('\n')[0]);
  assert.is(runCli(['import', 'secrethitler-io', 'one.jsonl', 'out'], { cwd }).code, 0);
  const log = `out/${readdirSync(`${cwd}/out`).find((f) => f.endsWith('.yaml'))}`;
  const a = runCli(['audit', log], { cwd });
  assert.is(a.code, 0, a.stdout);
  assert.match(a.stdout, /no seed and no commitment \(an imported game\)/);
  const v = runCli(['verify', log], { cwd });
  assert.is(v.code, 1);
  assert.match(v.stdout, /^not verifiable: .* has no seed and no commitment \(it was imported from secrethitler\.io\/[^)]+\): its deal and shuffles were recorded, not generated/);
});

test('given a broken post template, a decision is still recorded and exits 0, and says the post could not be rendered', () => {
  const cwd = scratch();
  mkdirSync(`${cwd}/house/en/post`, { recursive: true });
  assert.is(runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED, '--templates', 'house'], { cwd }).code, 0);
  writeFileSync(`${cwd}/house/en/post/nomination.hbs`, '{{#if open}} never closed\n');
  const r = runCli(['nominate', 'g', 'Bob'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Alice nominated Bob for Chancellor/);
  assert.match(r.stdout, /The decision is recorded, but its post could not be rendered: .*nomination\.hbs/);
  assert.match(readFileSync(`${cwd}/games/g.yaml`, 'utf8'), /type: chancellor-nominated/);
});

test('given a seed, simulate is reproducible and reports each table size with rates that add up', async () => {
  const ctx = scratchContext();
  const a = await simulate({ games: '12', seed: 'repeat' }, ctx);
  const b = await simulate({ games: '12', seed: 'repeat' }, ctx);
  assert.equal(a, b);
  assert.equal(a.tables.map((t) => t.players), [5, 6, 7, 8, 9, 10]);
  for (const t of a.tables) {
    assert.is(t.games, 2);
    assert.is(t.liberalWins + t.fascistWins, t.games);
    assert.is(Object.values(t.byReason).reduce((x, y) => x + y, 0), t.games);
  }
  const seven = await simulate({ games: '5', players: '7', ruleset: 'rebalanced', seed: 'x' }, ctx);
  assert.equal(seven.tables.map((t) => [t.players, t.games]), [[7, 5]]);
  const r = runCli(['simulate', '--games', '6', '--seed', 'repeat', '--json'], { cwd: ctx.cwd });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '', 'no progress bar without a terminal');
  assert.is(JSON.parse(r.stdout).games, 6);
});

test.run();
