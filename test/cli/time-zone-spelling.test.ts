// A roster's (or replace's) time zone is matched without regard to case by the runtime, and the
// game keeps it as written, so a player's mail said "(europe/berlin, GMT+1)". The zone is kept as
// the IANA database spells it (Europe/Berlin).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00.000Z' };

function deadlineLines(cwd: string): string[] {
  const outbox = join(cwd, 'games', 'g', 'outbox');
  return readdirSync(outbox).flatMap((f) => readFileSync(join(outbox, f), 'utf8').split(/\r?\n/).filter((l) => l.startsWith('Deadline:')));
}

test('given a roster whose player wrote her time zone in lower case, her vote request names the zone as the time zone database spells it', () => {
  const cwd = scratch('chancery-zone-spelling-');
  writeFileSync(join(cwd, 'roster.yaml'), '- { name: Ann, timezone: europe/berlin }\n- Bob\n- Cat\n- Dan\n- Eve\n');
  assert.is(runCli(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED, '--deadline', '24h'], { cwd, env: NOW }).code, 0);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd, env: NOW }).code, 0);
  const lines = deadlineLines(cwd);
  assert.ok(lines.includes('Deadline: Wednesday, 2 December 2026 at 11:00 (Europe/Berlin, GMT+1)'), lines.join('\n'));
  assert.not.ok(lines.some((l) => l.includes('europe/berlin')));
});

test('given a newcomer whose --timezone is in lower case, the game keeps it as the database spells it', () => {
  const cwd = scratch('chancery-zone-spelling-');
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve', '--seed', FIXED_SEED, '--deadline', '24h'], { cwd, env: NOW }).code, 0);
  const r = runCli(['replace', 'g', 'Cat', 'Zoe', '--timezone', 'asia/tokyo'], { cwd, env: NOW });
  assert.is(r.code, 0, r.stderr);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd, env: NOW }).code, 0);
  const lines = deadlineLines(cwd);
  assert.ok(lines.some((l) => l.includes('(Asia/Tokyo, GMT+9)')), lines.join('\n'));
  assert.not.ok(lines.some((l) => l.includes('asia/tokyo')));
});

test.run();
