// The end of a finished game's log, as an auditor holds a copy: nothing may follow the game-ended
// record (RULES §3: nothing after a win is played), re-hashed or not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { playHitlerElected } from '../support/hitler-elected.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';

/** A finished game (test/support/hitler-elected.ts) in a new folder, in English or Russian. */
function finished(lang: 'en' | 'ru' = 'en'): { cwd: string; path: string } {
  const cwd = scratch();
  playHitlerElected(cwd, lang);
  return { cwd, path: join(cwd, 'games', 'g1.yaml') };
}

/** The log's records with `more` appended and every hash recomputed, as a forger with docs/log-format.md §3 would. */
function rehashedWith(path: string, more: Record<string, unknown>[]): string {
  const log = readLog(path, { checkHashes: true, private: false });
  const at = log.events[log.events.length - 1].at;
  const header = { ...log.header, hash: headerHash({ ...log.header, hash: '' } as never) };
  let previous = header.hash;
  const events = [...log.events, ...more.map((m, i) => ({ seq: log.events.length + i + 1, at, ...m }) as unknown as LogRecord)].map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  return serializeLog(header, events);
}

test('given a finished game, when a player-replaced record is appended after game-ended and the chain re-hashed, then audit fails at it naming RULES §3, and stats refuse the log', () => {
  const { cwd, path } = finished();
  writeFileSync(path, rehashedWith(path, [{ type: 'player-replaced', seat: 3, name: 'Mallory' }]));
  const r = runCli(['audit', path], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^FAILED: .*: event 123$/m);
  assert.match(r.stdout, /the game is over \(fascists won\): nothing more can be played/);
  assert.match(r.stdout, /rule: RULES §3 Winning/);
  const stats = runCli(['stats', '--json'], { cwd });
  assert.not.match(stats.stdout, /Mallory/);
});

test.run();
