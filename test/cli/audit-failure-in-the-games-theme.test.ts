// An English Secret Russian game's log, a vote changed and every hash recomputed (a forger's edit the
// rules catch: the tally no longer follows), or cut before its game-ended record: audit names the
// broken rule in the game's own words, as its decisions' refusals do (a Cabinet, a Director, the
// Subversives), never in Secret Hitler's (government, Chancellor, the fascists), in the verdict and
// in the one-line verdict of an audit of many logs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { rehashedLog } from '../support/rehashed-log.js';
import type { LogRecord } from '../../src/log/records.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];


const SECRET_HITLER_WORDS = /\b(government|chancellor|president|fascists?|liberals?|hitler)\b/i;

test('given an English Secret Russian log with a vote changed and re-hashed, audit names the failed Cabinet, not a government', () => {
  const cwd = scratch('chancery-audit-theme-');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--theme', 'secret-russian'], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  // Three Nein of five: the Cabinet fails (RULES §2.3); one Nein made Ja in the copy.
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=nein', 'Eve=nein'], { cwd });
  const forged = join(cwd, 'forged.yaml');
  writeFileSync(forged, rehashedLog(join(cwd, 'games', 'g.yaml'), (events) => {
    const carol = events.find((e) => e.type === 'vote-cast' && (e as { seat?: number }).seat === 2) as LogRecord & { vote: string };
    carol.vote = 'ja';
    return events;
  }));
  const r = runCli(['audit', forged], { cwd });
  assert.is(r.code, 1, r.stdout);
  const problem = r.stdout.split('\n')[1];
  assert.match(problem, /Cabinet/, r.stdout);
  assert.not.match(problem.replace(/votes-tallied/, ''), SECRET_HITLER_WORDS, r.stdout);
  const line = runCli(['audit', forged, join(cwd, 'games', 'g.yaml')], { cwd }).stdout.split('\n').find((l) => l.includes('forged.yaml'))!;
  assert.match(line, /Cabinet/, line);
  assert.not.match(line.replace(/votes-tallied|illegal-event/g, ''), SECRET_HITLER_WORDS, line);
});

test('given an English Secret Russian game won when the Secret Russian was elected Director, a copy cut before game-ended names the Subversives\' win', () => {
  const cwd = scratch('chancery-audit-theme-end-');
  runOk(['demo', '--theme', 'secret-russian', '-n', '5', '--seed', '5', '--dir', '.'], { cwd });
  const forged = join(cwd, 'forged.yaml');
  writeFileSync(forged, rehashedLog(join(cwd, 'games', 'demo-1.yaml'), (events) => events.slice(0, events.findIndex((e) => e.type === 'game-ended'))));
  const r = runCli(['audit', forged], { cwd });
  assert.is(r.code, 1, r.stdout);
  const problem = r.stdout.split('\n')[1];
  assert.match(problem, /Subversives/, r.stdout);
  assert.not.match(problem.replace(/game-ended|hitler-elected/g, ''), SECRET_HITLER_WORDS, r.stdout);
});

test('given an English Secret Russian log cut before the Premier\'s draw, audit names the draw of decrees the rules require next', () => {
  const cwd = scratch('chancery-audit-theme-draw-');
  runOk(['demo', '--theme', 'secret-russian', '-n', '5', '--seed', '5', '--dir', '.'], { cwd });
  const forged = join(cwd, 'forged.yaml');
  writeFileSync(forged, rehashedLog(join(cwd, 'games', 'demo-1.yaml'), (events) => events.slice(0, events.findIndex((e) => e.type === 'policies-drawn'))));
  const r = runCli(['audit', forged], { cwd });
  assert.is(r.code, 1, r.stdout);
  const problem = r.stdout.split('\n')[1];
  assert.match(problem, /decrees/, r.stdout);
  assert.not.match(problem.replace(/policies-drawn/g, ''), /\bpolic(y|ies)\b/, r.stdout);
});

test.run();
