// The end of a finished game's log, as an auditor holds a copy: nothing may follow the game-ended
// record (RULES §3: nothing after a win is played), re-hashed or not; a copy cut short before an
// automatic event the rules require (the end of a won game) fails; and audit names the last event
// and its hash, so that a copy cut where a person acts next can be compared (docs/log-format.md §3).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { latinWords } from './latin.js';
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

/** The log's text up to (not including) event `seq`: a copy cut short there, its chain intact. */
function cutBefore(path: string, seq: number): string {
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(`\n  - seq: ${seq}\n`);
  assert.ok(at > 0, `event ${seq} is in the log`);
  return text.slice(0, at + 1);
}

test('given a finished game, when the copy is cut just before game-ended, then audit fails naming the missing end and RULES §3', () => {
  const { cwd, path } = finished();
  assert.match(readFileSync(path, 'utf8'), /- seq: 122\n.*\n {4}type: game-ended\n/, 'the fixture ends with event 122, the game-ended record');
  const cut = join(cwd, 'cut.yaml');
  writeFileSync(cut, cutBefore(path, 122));
  const r = runCli(['audit', cut], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^FAILED: .*: event 121$/m);
  assert.match(r.stdout, /game-ended/);
  assert.match(r.stdout, /rule: RULES §3 Winning/);
});

test('given a copy cut after the last vote, before its tally, then audit fails naming the tally the rules require next', () => {
  const { cwd, path } = finished();
  // Events 116–120 are the five votes on Dave, 121 their tally (fixture: test/support/hitler-elected.ts).
  assert.match(readFileSync(path, 'utf8'), /- seq: 121\n.*\n {4}type: votes-tallied\n/);
  const cut = join(cwd, 'cut.yaml');
  writeFileSync(cut, cutBefore(path, 121));
  const r = runCli(['audit', cut], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /votes-tallied/);
  assert.match(r.stdout, /rule: RULES §2\.3 Vote/);
});

test('given a copy cut where a person acts next (before the last votes), then audit is clean and prints the last event\'s number and hash', () => {
  const { cwd, path } = finished();
  const cut = join(cwd, 'cut.yaml');
  writeFileSync(cut, cutBefore(path, 116));
  const last = readLog(cut, { checkHashes: true, private: false }).events.at(-1)!;
  assert.is(last.seq, 115);
  const r = runCli(['audit', cut], { cwd });
  assert.is(r.code, 0, r.stdout);
  assert.ok(r.stdout.includes(`the log ends at event 115, hash ${last.hash}`), r.stdout);
  const json = JSON.parse(runCli(['audit', cut, '--json'], { cwd }).stdout);
  assert.equal(json.last, { seq: 115, hash: last.hash });
});

test('given a Russian game cut just before game-ended, then audit says so in Russian, naming the rule', () => {
  const { cwd, path } = finished('ru');
  const cut = join(cwd, 'cut.yaml');
  writeFileSync(cut, cutBefore(path, 122));
  const r = runCli(['audit', cut], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^НЕ ПРОЙДЕНО: .*: событие № 121$/m);
  assert.match(r.stdout, /записи о конце игры/);
  assert.match(r.stdout, /правило: правила, §3 Победа/);
  assert.equal(latinWords(`${r.stdout}\n${r.stderr}`, { game: 'g1', dir: cwd, names: [] }), []);
});

test.run();
