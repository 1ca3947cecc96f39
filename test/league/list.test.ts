// `chancery list`: every game in the folder with its state and what it waits for; a broken log is
// listed with its error (file:line) and the others are still listed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { runCli, scratch } from '../support/cli.js';
import { hitlerElected, leagueContext, logPath, seed, zoneGame } from './support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function folder() {
  const ctx = leagueContext();
  const roles = await zoneGame(ctx, 'done', NAMES, 1);
  await hitlerElected(ctx, 'done', NAMES, roles);
  await newGame({ id: 'running', players: NAMES, seed: seed(2) }, ctx);
  await nominate({ game: 'running', chancellor: 'Carol' }, ctx);
  await newGame({ id: 'tampered', players: NAMES, seed: seed(3) }, ctx);
  // A hand edit of the deal: the hash chain no longer holds.
  const path = logPath(ctx, 'tampered');
  writeFileSync(path, readFileSync(path, 'utf8').replace(/roles: \[ (\w+),/, (_m, r) => `roles: [ ${r === 'liberal' ? 'fascist' : 'liberal'},`));
  return ctx;
}

test('given a finished, a running and a tampered game, list shows each one, the tampered one with its error', async () => {
  const ctx = await folder();
  const r = runCli(['list', '--json'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(r.code, 0, r.stderr);
  const { games } = JSON.parse(r.stdout);
  assert.equal(games.map((g: { id: string }) => g.id), ['done', 'running', 'tampered']);
  const [done, running, tampered] = games;
  assert.is(done.over, true);
  assert.equal(done.winner, { winner: 'fascist', reason: 'hitler-elected' });
  assert.is(done.fascistPolicies, 3);
  assert.is(running.over, false);
  assert.is(running.pendingKind, 'votes');
  assert.is(running.waitingFor, 'the game waits for votes from Alice, Bob, Carol, Dmitri, Eve');
  assert.equal(running.players, NAMES);
  assert.match(tampered.error, /tampered\.yaml:\d+: event 1: /);
  assert.is(tampered.players, undefined);
});

test('given the same folder as an argument, the text lists the states and the error line', async () => {
  const ctx = await folder();
  const r = runCli(['list', ctx.cwd], { cwd: '/' });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /3 games in /);
  assert.match(r.stdout, /done .*\n.*\n\s+over: the Fascists won \(Hitler elected Chancellor\)/);
  assert.match(r.stdout, /running .*\n.*\n\s+the game waits for votes from Alice/);
  assert.match(r.stdout, /tampered\s+unreadable: .*tampered\.yaml:\d+/);
});

test('given a link to a log that is gone, list and stats name it unreadable instead of failing', () => {
  const dir = scratch();
  mkdirSync(join(dir, 'games'));
  symlinkSync('/no/such/log.yaml', join(dir, 'games', 'gone.yaml'));
  const r = runCli(['list'], { cwd: dir });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^gone {2}unreadable: .*gone\.yaml: no such game log$/m);
  const s = runCli(['stats'], { cwd: dir });
  assert.is(s.code, 0, s.stderr);
  assert.match(s.stdout, /^unreadable: .*gone\.yaml: no such game log$/m);
});

test('given a path that is not a folder, list exits 2 and says so', () => {
  const r = runCli(['list', '/no/such/folder'], { cwd: '/' });
  assert.is(r.code, 2);
  assert.match(r.stderr, /\/no\/such\/folder is not a folder of game logs/);
});

test.run();
