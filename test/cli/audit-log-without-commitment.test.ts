// A moderator who hides the randomness: a finished game's log republished with its seed and its
// commitment taken out (and every hash recomputed), its shuffles then free to be any legal order.
// Only an imported game has no commitment (docs/log-format.md §1: `commitment` is null for an
// imported game, whose header names its `source`); audit must not call such a log imported, and
// must say that nothing proves its deal and shuffles were random.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { playHitlerElected } from '../support/hitler-elected.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogHeader, LogRecord } from '../../src/log/records.js';

/** The finished game's log with its header changed by `edit` and every hash recomputed, as a forger with docs/log-format.md §3 would. */
function rehashed(edit: (header: LogHeader) => LogHeader): { cwd: string; path: string } {
  const cwd = scratch();
  playHitlerElected(cwd);
  const log = readLog(join(cwd, 'games', 'g1.yaml'), { checkHashes: true, private: false });
  const header = edit({ ...log.header });
  header.hash = headerHash({ ...header, hash: '' } as never);
  let previous = header.hash;
  const events = log.events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  const path = join(cwd, 'stripped.yaml');
  writeFileSync(path, serializeLog(header, events));
  return { cwd, path };
}

test('given a chancery game republished without its seed and commitment, then audit does not call it imported and says nothing proves its randomness', () => {
  const { cwd, path } = rehashed(({ seed: _seed, ...header }) => ({ ...header, commitment: null }) as LogHeader);
  const r = runCli(['audit', path], { cwd });
  assert.not.match(r.stdout, /imported game/);
  assert.match(r.stdout, /nothing proves the deal and the shuffles were random/);
});

test('given a log that names the source it was imported from, then audit still says it is an imported game', () => {
  const { cwd, path } = rehashed(({ seed: _seed, ...header }) => ({ ...header, commitment: null, source: 'secrethitler.io game 1' }) as LogHeader);
  const r = runCli(['audit', path], { cwd });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, /no seed and no commitment \(an imported game\)/);
});

test.run();
