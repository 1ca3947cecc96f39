// How sync marks what it read on the real IMAP server: every message of a batch, and only those,
// carries chancery's keyword and \Seen afterwards, whatever gaps the batch's UIDs have.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ImapFlow } from 'imapflow';
import { DONE_KEYWORD, uidSet } from '../../src/mail/smtp-imap.js';
import { cleanupMailboxes, IMAP_PORT, sendRaw } from '../support/mail.js';
import { accountsFor, closeGame, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { openGame } from '../../src/game/open.js';
import { syncOnce } from '../../src/game/sync.js';
import { openTransport } from '../../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../../src/mail/config.js';
import { SimPlayer } from '../support/mail-players.js';
import { seededChooser } from '../../src/sim/random-play.js';
import { scratch, FIXED_SEED } from '../support/cli.js';
import { writeMailConfig } from '../support/mail.js';

test('given UIDs in any order, with repeats and gaps, the set names each once in runs (RFC 3501 sequence-set)', () => {
  assert.is(uidSet(['7', '3', '1', '2', '9', '10', '2']), '1:3,7,9:10');
  assert.is(uidSet(['42']), '42');
  assert.is(uidSet(['5', '4']), '4:5');
  assert.is(uidSet(Array.from({ length: 500 }, (_, i) => String(i + 1))), '1:500');
});

test('given a batch of replies with a message deleted from the middle, sync marks exactly the ones it read', async () => {
  const [accounts] = accountsFor(1);
  const g = await votingGame(accounts);
  const moderator = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: g.moderator.address, pass: g.moderator.password }, logger: false });
  try {
    const request = await waitForMail(g.players[0], /\] Vote:/);
    for (const [i, word] of ['ja', 'nein', 'ja', 'nein'].entries()) {
      await sendRaw(g.players[0].box, g.moderator.address, [
        `From: ${g.players[0].box.address}`, `To: ${g.moderator.address}`, `Subject: Re: ${request.subject}`,
        `Message-ID: <mark-${i}@alice.test>`, `In-Reply-To: ${request.messageId}`, 'Content-Type: text/plain; charset=utf-8', '', word,
      ].join('\r\n'));
    }
    await moderator.connect();
    for (let i = 0; i < 200 && (((await moderator.status('INBOX', { messages: true })) || { messages: 0 }).messages ?? 0) < 4; i++) await new Promise((r) => setTimeout(r, 25));
    // Selected once all four are in, so that the folder as opened holds them.
    const lock = await moderator.getMailboxLock('INBOX');
    try {
      // A gap in the UIDs: the second reply is gone before sync reads the folder.
      const uids = (await moderator.search({ all: true }, { uid: true })) || [];
      assert.is(uids.length, 4);
      assert.ok(await moderator.messageDelete(String(uids[1]), { uid: true }), 'the second reply is deleted');
    } finally {
      lock.release();
    }
    const [pass] = await syncUntil(g, 3);
    assert.is(pass.fetched, 3);
    const flags = new Map<number, Set<string>>();
    const lock2 = await moderator.getMailboxLock('INBOX');
    try {
      // (Dovecot also reports the flags another session changed, as FETCH lines without a UID.)
      for await (const m of moderator.fetch('1:*', { uid: true, flags: true })) if (typeof m.uid === 'number') flags.set(m.uid, m.flags ?? new Set());
    } finally {
      lock2.release();
    }
    assert.is(flags.size, 3);
    for (const [uid, f] of flags) assert.ok(f.has(DONE_KEYWORD) && f.has('\\Seen'), `UID ${uid} has ${[...f].join(' ')}`);
    assert.is((await g.inbox.fetchNew()).length, 0, 'nothing is left to read');
  } finally {
    await moderator.logout().catch(() => undefined);
    await closeGame(g);
    cleanupMailboxes();
  }
});

test('given two games on one account, a reply to one game is left by the other\'s sync (unrecorded, unmarked, unanswered) and applied by its own; mail that is nobody\'s is not marked read', async () => {
  const [[moderator, ...boxes]] = accountsFor(1);
  const names = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve'];
  const cwd = scratch('chancery-mail-shared-');
  for (const id of ['friday', 'sunday']) writeMailConfig(join(cwd, 'games'), id, moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(boxes.map((box, i) => ({ name: names[i], email: box.address }))));
  const ctx = { now: () => new Date(), env: process.env, cwd, interactive: false };
  for (const id of ['friday', 'sunday']) {
    await newGame({ id, players: ['roster.yaml'], seed: FIXED_SEED }, ctx);
    await nominate({ game: id, chancellor: 'Bob' }, ctx);
  }
  const dave = await new SimPlayer('Dave', boxes[3], moderator.address, seededChooser('d')).open();
  const path = (id: string) => join(cwd, 'games', `${id}.yaml`);
  const transport = async (id: string) => openTransport(loadMailConfig(path(id), process.env), gameMailDir(path(id)), process.env);
  const friday = await transport('friday');
  const sunday = await transport('sunday');
  const imap = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: moderator.address, pass: moderator.password }, logger: false });
  try {
    const request = await waitForMail(dave, /sunday\] Vote:/);
    await dave.replyTo(request, 'nein');
    await sendRaw(boxes[0], moderator.address, ['From: news@shop.example', `To: ${moderator.address}`, 'Subject: Your invoice', 'Message-ID: <invoice-1@shop.example>', '', 'Thank you for your order.'].join('\r\n'));
    await imap.connect();
    for (let i = 0; i < 200 && (((await imap.status('INBOX', { messages: true })) || { messages: 0 }).messages ?? 0) < 2; i++) await new Promise((r) => setTimeout(r, 25));
    const fridayBefore = openGame(path('friday')).log.events.filter((e) => e.type === 'message-queued').length;
    const first = await syncOnce(ctx, path('friday'), friday);
    assert.equal(first.left?.map((l) => [l.game, l.from]), [['sunday', boxes[3].address]]);
    assert.equal(first.items.map((i) => [i.outcome, i.from]), [['ignored', 'news@shop.example']]);
    assert.is(openGame(path('friday')).log.events.filter((e) => e.type === 'message-queued').length, fridayBefore, 'Dave is not answered by friday');
    assert.is((await friday.fetchNew()).length, 0, 'friday does not fetch it again');
    const second = await syncOnce(ctx, path('sunday'), sunday);
    assert.equal(second.items.map((i) => [i.outcome, i.player, i.readAs]), [['applied', 'Dave', 'Nein']]);
    const lock = await imap.getMailboxLock('INBOX');
    const flags: [string, string[]][] = [];
    try {
      for await (const m of imap.fetch('1:*', { uid: true, flags: true, envelope: true })) if (m.envelope) flags.push([m.envelope.subject ?? '', [...(m.flags ?? [])].sort()]);
    } finally {
      lock.release();
    }
    assert.equal(flags.find(([subject]) => subject === 'Your invoice')?.[1], [DONE_KEYWORD], 'the invoice stays unread for the moderator');
    assert.equal(flags.find(([subject]) => /sunday/.test(subject))?.[1], [DONE_KEYWORD, '\\Seen']);
  } finally {
    await imap.logout().catch(() => undefined);
    await Promise.all([friday.close(), sunday.close(), dave.close()]);
    cleanupMailboxes();
  }
});

test.run();
