// How sync marks what it read on the real IMAP server: every message of a batch, and only those,
// carries chancery's keyword and \Seen afterwards, whatever gaps the batch's UIDs have.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ImapFlow } from 'imapflow';
import { DONE_KEYWORD, uidSet } from '../../src/mail/smtp-imap.js';
import { cleanupMailboxes, IMAP_PORT, sendRaw } from '../support/mail.js';
import { accountsFor, closeGame, syncUntil, votingGame, waitForMail } from '../support/mail-game.js';

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

test.run();
