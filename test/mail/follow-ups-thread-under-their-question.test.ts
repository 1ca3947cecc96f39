// A message that follows up a question threads under it (RFC 5322 §3.6.4: In-Reply-To and
// References name the question's Message-ID): the reminder of a vote request, and the email that
// says the house rule cast the vote at the deadline. Without them a mail client (Thunderbird, Apple
// Mail, Gmail) shows the reminder apart from the question it is about. Played with the CLI on the
// local transport; each message read from the outbox as a mail client reads it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { runCli, scratch } from '../support/cli.js';

const refs = (m: ParsedMail) => (Array.isArray(m.references) ? m.references : m.references ? [m.references] : []);
const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function outbox(cwd: string): Promise<ParsedMail[]> {
  const dir = join(cwd, 'games', 'g', 'outbox');
  return Promise.all(readdirSync(dir).map((f) => simpleParser(readFileSync(join(dir, f)))));
}

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '';

test('given voters reminded and then voted for by the house rule, the reminder and the house-rule email thread under each voter\'s vote request', async () => {
  const cwd = scratch('chancery-follow-ups-thread-');
  const at = (time: string, args: string[]) => {
    const r = runCli(args, { cwd, env: { CHANCERY_NOW: `2026-12-01T${time}:00Z`, CHANCERY_HOME: '' } });
    assert.is(r.code, 0, r.stderr);
  };
  at('10:00', ['new', 'g', '--players', ...NAMES, '--deadline', '2h', '--on-missing-vote', 'nein']);
  at('10:05', ['nominate', 'g', 'Carol']);
  at('11:30', ['remind', 'g']);
  at('12:30', ['deadline', 'g', '--apply']);
  const mail = await outbox(cwd);
  const of = (subject: RegExp) => mail.filter((m) => subject.test(m.subject ?? ''));
  const requests = of(/\] Vote: /);
  const reminders = of(/\] Reminder: /);
  const defaulted = of(/\] Your vote was cast by the house rule/);
  assert.equal([requests.length, reminders.length, defaulted.length], [5, 5, 5]);
  for (const m of [...reminders, ...defaulted]) {
    const question = requests.find((q) => to(q) === to(m))!;
    assert.is(m.inReplyTo, question.messageId, `"${m.subject}" to ${to(m)} threads under the vote request`);
    assert.equal(refs(m), [question.messageId!]);
  }
});

test("given a vote withdrawn by undo, each voter's notice that it was withdrawn threads under their vote request", async () => {
  const cwd = scratch('chancery-follow-ups-thread-');
  const run = (args: string[]) => {
    const r = runCli(args, { cwd, env: { CHANCERY_HOME: '' } });
    assert.is(r.code, 0, r.stderr);
  };
  run(['new', 'g', '--players', ...NAMES]);
  run(['nominate', 'g', 'Carol']);
  run(['undo', 'g', '--yes']);
  const mail = await outbox(cwd);
  const requests = mail.filter((m) => /\] Vote: /.test(m.subject ?? ''));
  const withdrawn = mail.filter((m) => /\] Withdrawn: /.test(m.subject ?? ''));
  assert.equal([requests.length, withdrawn.length], [5, 5]);
  for (const m of withdrawn) {
    const question = requests.find((q) => to(q) === to(m))!;
    assert.is(m.inReplyTo, question.messageId, `"${m.subject}" to ${to(m)} threads under the vote request`);
    assert.equal(refs(m), [question.messageId!]);
  }
});

test.run();
