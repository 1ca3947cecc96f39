// The commitment is the auditor's only anchor against a moderator who changed the seed after the
// opening post: a log re-dealt and re-shuffled from another seed, with the header's commitment and
// every hash recomputed, passes every check a file can make (docs/log-format.md §3, §6 step 5). So
// audit and verify must print the commitment they checked the seed against, for the auditor to
// compare with the one the opening post published (the game-over post asks for that comparison).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, runOk, scratch, FIXED_SEED } from '../support/cli.js';
import { PLAYERS } from '../support/hitler-elected.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import { commitment, dealRoles, parseSeed, shuffleDeck } from '../../src/engine/index.js';
import type { LogRecord } from '../../src/log/records.js';

/** A new game's log and the commitment `new` gave for the opening post (read from its output, not the log). */
function opened(lang: 'en' | 'ru' = 'en'): { cwd: string; path: string; posted: string } {
  const cwd = scratch();
  const post = runOk(['new', 'g1', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  // "Commitment (publish it in the opening post): <hex>", as `new` tells the moderator.
  const posted = /^(?:Commitment|Обязательство) \(.*\): ([0-9a-f]{64})$/m.exec(post)?.[1];
  assert.ok(posted, `new names the commitment for the opening post:\n${post}`);
  return { cwd, path: join(cwd, 'games', 'g1.yaml'), posted: posted! };
}

test('given a game log carrying its seed, then audit prints the commitment of the opening post and says to compare it', () => {
  const { cwd, path, posted } = opened();
  const r = runCli(['audit', path], { cwd });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, new RegExp(`commitment ${posted}: compare with the opening post`));
});

test('given a game log, then verify prints the commitment it checked the seed against, to compare with the opening post', () => {
  const { cwd, path, posted } = opened();
  const r = runCli(['verify', path], { cwd });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, new RegExp(`commitment ${posted}: compare with the opening post`));
});

test('given a Russian game, then audit names the commitment to compare with the opening post in Russian', () => {
  const { cwd, path, posted } = opened('ru');
  const r = runCli(['audit', path], { cwd });
  assert.is(r.code, 0, r.stdout);
  assert.match(r.stdout, new RegExp(`обязательство ${posted}: сверьте с обязательством из первого поста`));
});

test('given a moderator who swapped the seed after the opening post (deal, shuffle, commitment and hashes recomputed), then audit and verify pass but print a commitment that is not the opening post\'s', () => {
  const { cwd, path, posted } = opened();
  const log = readLog(path, { checkHashes: true, private: false });
  const other = 'cd'.repeat(32);
  const seed = parseSeed(other);
  const header = { ...log.header, seed: other, commitment: commitment(other, log.header.game, PLAYERS) };
  header.hash = headerHash({ ...header, hash: '' } as never);
  let previous = header.hash;
  const events = log.events.map((e) => {
    const changed = e.type === 'roles-dealt' ? { ...e, roles: dealRoles(seed, PLAYERS.length) }
      : e.type === 'deck-shuffled' ? { ...e, deck: shuffleDeck(seed, 0, e.deck) } : e;
    const hash = eventHash(previous, { ...changed, hash: '' } as never);
    previous = hash;
    return { ...changed, hash } as LogRecord;
  });
  const forged = join(cwd, 'forged.yaml');
  writeFileSync(forged, serializeLog(header, events));
  for (const command of ['audit', 'verify']) {
    const r = runCli([command, forged], { cwd });
    assert.is(r.code, 0, `${command}: ${r.stdout}${r.stderr}`);
    const shown = /commitment ([0-9a-f]{64}): compare with the opening post/.exec(r.stdout)?.[1];
    assert.ok(shown, `${command} names the commitment to compare:\n${r.stdout}`);
    assert.is.not(shown, posted, 'the commitment shown is not the one the opening post published');
  }
});

test.run();
