// chancery's answer to a player's reply (the receipt, a "NOT applied") threads under the whole
// conversation, as RFC 5322 §3.6.4 asks of a reply: its References hold the parent's references
// followed by the parent's Message-ID. The parent is the player's reply, which answered the
// game's question; so the answer's References name the question's Message-ID, then the reply's.
// With the reply's id alone (what it wrote), a client that threads by References (Thunderbird,
// Apple Mail) cannot put the receipt under the vote request in the player's inbox: the reply
// that links them is in the player's Sent folder, not there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { mailOptions } from '../../src/mail/compose.js';
import type { Context } from '../../src/cli/context.js';
import { scratch, FIXED_SEED } from '../support/cli.js';

const refs = (m: ParsedMail) => (Array.isArray(m.references) ? m.references : m.references ? [m.references] : []);

test("given Bob's reply to his vote request, the receipt answers the reply and its References name the vote request, then the reply", async () => {
  const cwd = scratch('chancery-receipt-threading-');
  const ctx: Context = { now: () => new Date('2026-12-01T10:00:00Z'), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], seed: FIXED_SEED }, ctx);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const sent = await reply({ game: 'g', player: 'Bob', text: 'ja' }, ctx);
  const mistaken = await reply({ game: 'g', player: 'Carol', text: 'maybe ja?' }, ctx);
  await sync({ game: 'g' }, ctx);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mail = await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(join(outbox, f)))));
  const receipt = mail.find((m) => m.inReplyTo === sent.messageId);
  assert.ok(receipt, "an answer to Bob's reply");
  assert.match(receipt!.subject ?? '', /Received: Ja/);
  assert.equal(refs(receipt!), [sent.inReplyTo, sent.messageId]);
  const notApplied = mail.find((m) => m.inReplyTo === mistaken.messageId);
  assert.ok(notApplied, "an answer to Carol's reply");
  assert.match(notApplied!.subject ?? '', /not applied/);
  assert.equal(refs(notApplied!), [mistaken.inReplyTo, mistaken.messageId]);
});

test('given an answer sent over SMTP, nodemailer is handed the whole References chain, not the reply alone', () => {
  const options = mailOptions({ messageId: '<r@x>', from: 'm@x', to: 'b@x', subject: 's', text: 't', inReplyTo: '<reply@b>', references: ['<question@x>', '<reply@b>'] });
  assert.is(options.inReplyTo, '<reply@b>');
  assert.equal(options.references, ['<question@x>', '<reply@b>']);
});

test.run();
