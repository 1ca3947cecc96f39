// Appending to a log writes only the new events' text, and the file is exactly what writing the
// whole log anew would give.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendLocked, parseLog, readLog, serializeLog } from '../../src/log/file.js';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', "O'Brien", 'Mary Jane', 'Фёдор'];

function newGame(): string {
  const cwd = scratch();
  const r = runCli(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(r.code, 0, r.stderr);
  return cwd;
}

test('given a log in chancery\'s layout, when events are appended, the earlier text is kept as it was and the file reads back whole', () => {
  const cwd = newGame();
  const path = join(cwd, 'games', 'g.yaml');
  let before = readFileSync(path, 'utf8');
  for (const args of [['nominate', 'g', 'Bob'], ['vote', 'g', 'Alice=ja', 'Bob=ja', "o'brien=nein"], ['vote', 'g', 'mary jane=ja', 'Фёдор=ja']]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, r.stderr);
    const after = readFileSync(path, 'utf8');
    assert.ok(after.startsWith(before) && after.length > before.length, `${args[0]} only appended`);
    before = after;
  }
  const log = readLog(path);
  assert.ok(log.events.some((e) => e.type === 'votes-tallied'));
  // Written whole, the same records read back the same.
  assert.equal(parseLog(serializeLog(log.header, log.events), path).events, log.events);
});

test('given a log whose layout was changed by hand (flow style), appending still gives a valid log', async () => {
  const cwd = newGame();
  const path = join(cwd, 'games', 'g.yaml');
  // The records as the file holds them (without the private fields the moderator's read adds back).
  const log = readLog(path, { private: false });
  // Same data, another layout: the hash chain covers the data, so this is still a valid log.
  writeFileSync(path, `${serializeLog(log.header, []).replace(/\nevents: \[\]\n?$/, '\n')}events: ${JSON.stringify(log.events.map((e) => ({ ...e })))}\n`);
  assert.is(readLog(path).events.length, log.events.length);
  const { appended } = await appendLocked(path, () => ({ append: [{ type: 'chancellor-nominated', president: 0, chancellor: 1 }], at: new Date(0).toISOString(), result: null }));
  const after = parseLog(readFileSync(path, 'utf8'), path);
  assert.is(after.events.length, log.events.length + 1);
  assert.equal(after.events[after.events.length - 1], appended[0]);
});

test.run();
