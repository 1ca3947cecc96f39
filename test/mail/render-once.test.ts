// A decision renders each message it queues once: the rendering that gives the record its subject
// is the one sent and the one shown with --json. These tests hold that to what a message must say
// (the deadline in its reader's time zone, the Russian names by gender, written here by hand) and
// to the bytes a resend renders from the log alone, the way `chancery send` renders a message
// left queued by a crash: the first sending and the resend must be the same text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { commit } from '../../src/game/commit.js';
import { deliverQueued } from '../../src/mail/deliver.js';
import { appendLocked, serializeLog } from '../../src/log/file.js';
import { messagesRequiredBy } from '../../src/mail/queue.js';
import type { PrerenderedMail } from '../../src/mail/outbox.js';
import { decide } from '../../src/engine/index.js';
import { randomSourceOf } from '../../src/game/session.js';
import { readVerified } from '../../src/log/snapshot.js';
import { openGame } from '../../src/game/open.js';
import type { Context } from '../../src/cli/context.js';
import type { QueuedRecord } from '../../src/mail/queue.js';
import type { AnyEvent } from '../../src/log/records.js';
import { scratch, FIXED_SEED } from '../support/cli.js';

const NOON = new Date('2026-12-01T10:00:00Z');

/** A game made from a roster file, at a fixed time, with the local mailbox. */
async function game(roster: string, opts: { lang?: string; deadline?: string } = {}) {
  const cwd = scratch('chancery-render-once-');
  writeFileSync(join(cwd, 'roster.yaml'), roster);
  const ctx: Context = { now: () => NOON, env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['roster.yaml'], seed: FIXED_SEED, ...opts }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const outbox = join(cwd, 'games', 'g', 'outbox');
  return { cwd, ctx, path, outbox };
}

/** The outbox's messages by Message-ID: subject, text, and the raw body as written. */
async function outboxMail(dir: string) {
  const mail = new Map<string, { subject: string; text: string; body: string }>();
  for (const f of readdirSync(dir)) {
    const raw = readFileSync(join(dir, f));
    const parsed = await simpleParser(raw);
    mail.set(parsed.messageId!, { subject: parsed.subject ?? '', text: parsed.text ?? '', body: raw.toString('utf8').split('\r\n\r\n').slice(1).join('\r\n\r\n') });
  }
  return mail;
}

const queued = (path: string) => openGame(path).log.events.filter((e) => e.type === 'message-queued') as QueuedRecord[];

/**
 * What `chancery send` sends after a crash that lost the `message-sent` records of the last
 * write: the log without them, the outbox emptied, and every message rendered again from the log.
 */
async function resendFromLog(g: { path: string; outbox: string }) {
  const log = openGame(g.path).log;
  const lastQueued = Math.max(...log.events.filter((e) => e.type === 'message-queued').map((e) => e.seq));
  writeFileSync(g.path, serializeLog(log.header, log.events.filter((e) => e.seq <= lastQueued)));
  rmSync(join(g.path, '..', '.g.yaml.verified.json'), { force: true });
  rmSync(g.outbox, { recursive: true, force: true });
  const report = await deliverQueued(g.path, process.env, NOON);
  return { report, mail: await outboxMail(g.outbox) };
}

const ENGLISH = `- { name: Alice }
- { name: Bob }
- { name: Carol, timezone: Asia/Tokyo }
- { name: Dmitri }
- { name: Eve, timezone: America/New_York }
`;

test('given a 24 h deadline and players in Tokyo and New York, when Alice nominates Bob, then each vote request shows the deadline in its reader\'s zone, and a resend from the log gives the same bytes', async () => {
  const g = await game(ENGLISH, { deadline: '24h' });
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const requests = queued(g.path).filter((m) => m.kind === 'vote-request');
  assert.is(requests.length, 5);
  const sent = await outboxMail(g.outbox);
  const byName = (name: string) => {
    const m = requests.find((r) => r.to === ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].indexOf(name))!;
    return { record: m, mail: sent.get(m.messageId)! };
  };
  // The nomination at 10:00 UTC opens the vote: its deadline is 10:00 UTC the next day, which is
  // 19:00 in Tokyo and 05:00 in New York.
  const carol = byName('Carol');
  assert.match(carol.mail.text, /Deadline: .*19:00/);
  assert.match(carol.mail.text, /Dec/);
  assert.match(byName('Eve').mail.text, /Deadline: .*05:00/);
  assert.match(byName('Alice').mail.text, /Deadline: .*10:00/);
  // The subject the record keeps is the one sent, and says what the vote is about.
  assert.is(carol.record.subject, `[Secret Hitler: g] Vote: President Alice, Chancellor Bob — Government 1 [${carol.record.code}]`);
  assert.is(carol.mail.subject, carol.record.subject);
  const again = await resendFromLog(g);
  assert.is(again.report.sent, 5);
  for (const m of requests) assert.is(again.mail.get(m.messageId)!.body, sent.get(m.messageId)!.body, `the resend of ${m.messageId} is the same text`);
});

const RUSSIAN = `- { name: Алиса, gender: female }
- { name: Борис, gender: male }
- { name: Вера, gender: female }
- { name: Григорий, gender: male }
- { name: Дарья, gender: female }
`;

test('given a Russian game with genders, when Алиса nominates Григорий, then the vote request names him in the accusative, and a resend from the log gives the same bytes', async () => {
  const g = await game(RUSSIAN, { lang: 'ru' });
  await nominate({ game: 'g', chancellor: 'Григорий' }, g.ctx);
  const requests = queued(g.path).filter((m) => m.kind === 'vote-request');
  const sent = await outboxMail(g.outbox);
  const first = sent.get(requests[0].messageId)!;
  assert.match(first.text, /Президент Алиса выдвигает Григория/);
  assert.is(first.subject, requests[0].subject);
  const again = await resendFromLog(g);
  assert.is(again.report.sent, 5);
  for (const m of requests) assert.is(again.mail.get(m.messageId)!.body, sent.get(m.messageId)!.body);
});

test('given a dry run with a deadline, the messages shown are the ones the write then sends', async () => {
  const g = await game(ENGLISH, { deadline: '2d' });
  const preview = await commit(g.ctx, g.path, { intents: [{ type: 'nominate', chancellor: 1 }] }, { dryRun: true });
  const written = await commit(g.ctx, g.path, { intents: [{ type: 'nominate', chancellor: 1 }] }, { messages: true });
  assert.is(preview.messages.length, 5);
  const sent = await outboxMail(g.outbox);
  const requests = queued(g.path).filter((m) => m.kind === 'vote-request');
  for (const [i, m] of written.messages.entries()) {
    const mail = sent.get(requests[i].messageId)!;
    assert.is(m.subject, mail.subject);
    assert.is(m.text, mail.text);
    // The preview differs from the write only in each message's own code.
    assert.is(preview.messages[i].text.replace(/[2-9A-HJKMNP-TV-Z]{6}/g, 'CODE'), m.text.replace(/[2-9A-HJKMNP-TV-Z]{6}/g, 'CODE'));
  }
  assert.match(written.messages[2].text, /Deadline: .*Dec.*19:00/, 'two days after 10:00 UTC, in Tokyo');
});

test('given messages rendered when queued with a deadline, delivery sends that rendering and renders none again', async () => {
  const g = await game(ENGLISH, { deadline: '24h' });
  const now = openGame(g.path);
  const decided = decide([{ type: 'nominate', chancellor: 1 }], now.state, randomSourceOf(now.log));
  assert.ok(decided.ok);
  if (!decided.ok) return;
  const at = NOON.toISOString();
  const atSeq = now.log.events.length + decided.events.length;
  const rendered: PrerenderedMail = new Map();
  const mail = await messagesRequiredBy(now.log, now.state, decided.state, decided.events, atSeq, process.env, [], { at, into: rendered });
  assert.is(rendered.size, 5, 'each vote request rendered as it was queued');
  const carol = mail.find((m) => m.to === 2)!;
  assert.match(rendered.get(carol.messageId)!.text, /Deadline: .*19:00/, 'with the deadline delivery will show, in Tokyo');
  await appendLocked(g.path, () => ({ append: [...decided.events, ...mail] as AnyEvent[], at, result: null }));
  // A mark on each rendering shows which text went out.
  for (const [id, r] of rendered) rendered.set(id, { ...r, text: `${r.text}\n(rendered once)` });
  const report = await deliverQueued(g.path, process.env, NOON, { prerendered: rendered });
  assert.is(report.sent, 5);
  const sent = await outboxMail(g.outbox);
  for (const m of mail) assert.match(sent.get(m.messageId)!.text, /\(rendered once\)\n?$/);
});

test('given messages rendered when queued but a log that now gives them other inputs, delivery renders them from the log', async () => {
  const g = await game(ENGLISH);
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const requests = queued(g.path).filter((m) => m.kind === 'vote-request');
  const sent = await outboxMail(g.outbox);
  // The crash case, with a stale rendering of each message at hand (as a command that queued them
  // would have): one rendered from other inputs is not what goes out.
  const log = openGame(g.path).log;
  const lastQueued = Math.max(...requests.map((m) => m.seq));
  writeFileSync(g.path, serializeLog(log.header, log.events.filter((e) => e.seq <= lastQueued)));
  rmSync(g.outbox, { recursive: true, force: true });
  const stale = new Map(requests.map((m) => [m.messageId, { subject: 'stale', text: 'STALE TEXT', inputs: '[{},null,[],null]' }]));
  await deliverQueued(g.path, process.env, NOON, { prerendered: stale });
  const again = await outboxMail(g.outbox);
  for (const m of requests) {
    assert.not.match(again.get(m.messageId)!.text, /STALE/);
    assert.is(again.get(m.messageId)!.body, sent.get(m.messageId)!.body);
  }
});

test('given a nomination whose vote requests are sent, the log\'s verified copy is that of the log as it ends, with its message-sent records', async () => {
  const g = await game(ENGLISH);
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const text = readFileSync(g.path, 'utf8');
  assert.is(text.match(/type: message-sent/g)?.length, 10, '5 role cards and 5 vote requests');
  const copy = readVerified(g.path, text);
  assert.ok(copy, 'the next command reads the log from its copy');
  assert.is(copy!.file.events.length, openGame(g.path).log.events.length);
});

test.run();
