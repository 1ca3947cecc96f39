// A client that writes no In-Reply-To threads a reply by its References alone, oldest first, the
// message answered last (RFC 5322 §3.6.4). Carol's vote on the second nomination, with References
// naming her first vote request and then her second, was taken as an answer to the first (the
// closed question) and refused as too late: her vote was lost. The message answered is the last
// of the References.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { referencedIds } from '../../src/mail/ids.js';
import { readLog } from '../../src/log/file.js';
import type { Context } from '../../src/cli/context.js';
import { scratch, FIXED_SEED } from '../support/cli.js';

test('the ids a reply refers to are read nearest first: In-Reply-To, then References from the last back to the first', () => {
  assert.equal(referencedIds('<parent@x>', '<start@x> <middle@x> <parent@x>'), ['<parent@x>', '<parent@x>', '<middle@x>', '<start@x>']);
  assert.equal(referencedIds(undefined, ['<start@x>', '<parent@x>']), ['<parent@x>', '<start@x>']);
});

test("given Carol's reply to her second vote request threaded by References alone (first request, then second), her vote counts on the second nomination", async () => {
  const cwd = scratch('chancery-references-alone-');
  const ctx: Context = { now: () => new Date('2026-12-01T10:00:00Z'), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], seed: FIXED_SEED }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['1=nein', '2=nein', '3=nein', '4=nein', '5=nein'] }, ctx);
  await nominate({ game: 'g', chancellor: 'Carol' }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const requests = readLog(path).events.filter((e) => e.type === 'message-queued' && e.kind === 'vote-request' && e.to === 2).map((e) => (e as { messageId: string }).messageId);
  assert.is(requests.length, 2, "Carol's two vote requests");

  const sent = await reply({ game: 'g', player: 'Carol', text: 'Nein' }, ctx);
  assert.is(sent.inReplyTo, requests[1]);
  const inbox = join(cwd, 'games', 'g', 'inbox', 'new');
  const [file] = readdirSync(inbox);
  const raw = readFileSync(join(inbox, file), 'utf8');
  const threaded = raw.replace(/^In-Reply-To: .*\r\n/m, '').replace(/^References: (?:.*\r\n)(?:[ \t].*\r\n)*/m, `References: ${requests[0]}\r\n ${requests[1]}\r\n`);
  assert.not.match(threaded, /In-Reply-To/);
  writeFileSync(join(inbox, file), threaded);

  const synced = await sync({ game: 'g' }, ctx);
  const items = synced.passes.flatMap((p) => p.items);
  assert.equal(items.map((i) => i.outcome), ['applied']);
  const votes = readLog(path).events.filter((e) => e.type === 'vote-cast');
  assert.equal(votes.slice(5).map((e) => [e.seat, e.vote]), [[2, 'nein']], 'one vote, Carol\'s, on the second nomination');
});

test.run();
