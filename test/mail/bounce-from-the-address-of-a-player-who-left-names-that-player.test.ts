// A bounce is reported against the player whose address failed (docs/email.md). A seat that changed
// hands (`replace`) has had two addresses: a message sent to its former player that bounces after
// the newcomer took over failed at the former player's address, and the moderator's line names that
// player, not the newcomer, whose own address works (else the moderator would chase the wrong person).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOk, scratch } from '../support/cli.js';
import { newestOf } from '../support/local-mail.js';

interface Item { from: string; player: string | null; outcome: string; detail?: string }

function dsn(recipient: string, messageId: string): string {
  return [
    'From: MAILER-DAEMON@mx.example.test (Mail Delivery System)', 'To: moderator@chancery.invalid', 'Subject: Undelivered Mail Returned to Sender',
    'Message-ID: <dsn-1@mx.example.test>', 'Date: Tue, 01 Dec 2026 10:30:00 +0000', 'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '',
    '--B', 'Content-Type: text/plain; charset=us-ascii', '', `<${recipient}>: host mx.example.test said: 550 5.1.1 User unknown`, '',
    '--B', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.test', '',
    `Final-Recipient: rfc822; ${recipient}`, 'Action: failed', 'Status: 5.1.1', `Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: User unknown`, '',
    '--B', 'Content-Type: text/rfc822-headers', '', 'From: Moderator <moderator@chancery.invalid>', `To: ${recipient}`, `Message-ID: ${messageId}`, 'Subject: Vote', '',
    '--B--', '',
  ].join('\r\n');
}

test("given Carol's vote request bouncing after Zoe took her seat over, the bounce names Carol, at Carol's address", () => {
  const cwd = scratch('chancery-bounce-leaver-');
  const env = { CHANCERY_HOME: '' };
  writeFileSync(join(cwd, 'roster.yaml'), ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((n) => `- { name: ${n}, email: ${n.toLowerCase()}@x.test }\n`).join(''));
  runOk(['new', 'g', '--players', 'roster.yaml'], { cwd, env });
  runOk(['nominate', 'g', '2'], { cwd, env });
  const request = newestOf(cwd, 2, 'vote-request')!;
  runOk(['replace', 'g', 'Carol', 'Zoe', '--email', 'zoe@x.test'], { cwd, env });
  const inbox = join(cwd, 'games', 'g', 'inbox', 'new');
  mkdirSync(inbox, { recursive: true });
  writeFileSync(join(inbox, 'dsn.eml'), dsn('carol@x.test', request.messageId));
  const items = (JSON.parse(runOk(['sync', 'g', '--json'], { cwd, env })) as { passes: { items: Item[] }[] }).passes.flatMap((p) => p.items);
  assert.is(items.length, 1, JSON.stringify(items));
  assert.equal([items[0].outcome, items[0].player], ['bounced', 'Carol']);
  assert.match(items[0].detail!, /carol@x\.test/);
});

test.run();
