// Deadlines with a clock the test moves (the command layer's ctx.now; CHANCERY_NOW through the
// binary): who is reminded and how often, the house rule at the deadline, and what the players and
// the thread are shown.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { remind } from '../../src/commands/remind.js';
import { deadline } from '../../src/commands/deadline.js';
import { audit } from '../../src/commands/audit.js';
import { status } from '../../src/commands/status.js';
import { post } from '../../src/commands/post.js';
import { StateRefusal } from '../../src/errors.js';
import { runCli, scratch } from '../support/cli.js';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sync } from '../../src/commands/sync.js';
import { reply } from '../../src/commands/reply.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import { clockedContext, logPath, logText, mailFor, outbox, recordsOf, rosterGame } from './support.js';

const HOUR = 3_600_000;

test('given a game with a 24h default, when a nomination opens the vote, then each vote request shows the deadline in its reader\'s time zone, and UTC without one', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h' }, { Bob: 'Asia/Tokyo', Carol: 'America/New_York' });
  ctx.at('2026-12-01T11:30:00Z');
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const requests = recordsOf(ctx, 'g', 'message-queued').filter((m) => m.kind === 'vote-request');
  assert.is(requests.length, 5);
  const textOf = async (seat: number) => (await mailFor(ctx, 'g', requests.find((r) => r.to === seat)!.messageId)).text.replace(/\s+/g, ' ');
  // The deadline is 24 hours after the nomination: 11:30 UTC = 20:30 in Tokyo (UTC+9) = 06:30 in New York (UTC-5).
  assert.match(await textOf(1), /Deadline: Wednesday, 2 December 2026 at 20:30 \(Asia\/Tokyo, GMT\+9\)/);
  assert.match(await textOf(2), /Deadline: Wednesday, 2 December 2026 at 06:30 \(America\/New_York, GMT-5\)/);
  assert.match(await textOf(0), /Deadline: Wednesday, 2 December 2026 at 11:30 \(UTC\)/);
});

/** A vote due at 12:00 with Alice and Dmitri in (Ja, Nein), at 11:00: Bob, Carol and Eve are late. */
async function twoOfFiveVoted() {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '2h' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Dmitri=nein'] }, ctx);
  ctx.at('2026-12-01T11:00:00Z');
  return ctx;
}

test('given votes from two of five, when the moderator reminds, then only the three who have not voted are emailed and the thread line names them', async () => {
  const ctx = await twoOfFiveVoted();
  const r = await remind({ game: 'g' }, ctx);
  assert.equal(r.reminded.map((p) => p.name), ['Bob', 'Carol', 'Eve']);
  assert.is(r.deadline, '2026-12-01T12:00:00.000Z');
  assert.is(r.remaining, '1 h left');
  const reminders = recordsOf(ctx, 'g', 'message-queued').filter((m) => m.kind === 'reminder');
  assert.equal(reminders.map((m) => m.to), [1, 2, 4]);
  assert.equal(reminders.map((m) => m.address), ['bob@example.org', 'carol@example.org', 'eve@example.org']);
  for (const m of reminders) {
    const mail = await mailFor(ctx, 'g', m.messageId);
    assert.is(mail.to, m.address);
    assert.match(mail.text.replace(/\s+/g, ' '), /your vote on President Alice and Chancellor Bob/);
  }
  // The thread line names who is late, the deadline in UTC and the time left; nothing about votes cast.
  assert.match(r.post, /Waiting for \*\*Bob\*\*, \*\*Carol\*\* and \*\*Eve\*\* to vote/);
  assert.match(r.post, /Deadline: Tuesday, 1 December 2026 at 12:00 \(UTC\) \(1 h left\)/);
  assert.not.match(r.post, /Alice\*\*|Dmitri|nein/i);
});

test('given votes from two of five, `post waiting` prints the thread line remind would, emailing nobody and writing nothing', async () => {
  const ctx = await twoOfFiveVoted();
  const before = logText(ctx, 'g');
  const line = await post({ game: 'g', kind: 'waiting' }, ctx);
  assert.is(line.kind, 'waiting');
  // templates/en/post/waiting.hbs: the late in bold, what they owe, the deadline in UTC and the time left.
  assert.is(line.text.trim(), 'Waiting for **Bob**, **Carol** and **Eve** to vote on President Alice and Chancellor Bob. Deadline: Tuesday, 1 December 2026 at 12:00 (UTC) (1 h left).');
  assert.is(logText(ctx, 'g'), before);
  const sentBefore = (await outbox(ctx, 'g')).length;
  // The same line remind then gives with its reminders (three more messages: post waiting sent none).
  assert.is((await remind({ game: 'g' }, ctx)).post, line.text);
  assert.is((await outbox(ctx, 'g')).length, sentBefore + 3);
});

test('given a reminder sent for a deadline, when remind runs again, then nobody is emailed twice and the log is unchanged; a new deadline allows one more', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '2h' }, ctx);
  await remind({ game: 'g' }, ctx);
  await vote({ game: 'g', votes: ['Carol=ja'] }, ctx);
  const before = logText(ctx, 'g');
  const again = await remind({ game: 'g' }, ctx);
  assert.equal(again.reminded, []);
  assert.equal(again.alreadyReminded.map((p) => p.name), ['Alice', 'Bob', 'Dmitri', 'Eve']);
  assert.is(logText(ctx, 'g'), before);
  // The moderator extends the deadline: one reminder of the new one, to those still missing.
  await deadline({ game: 'g', when: '2026-12-02T10:00:00Z' }, ctx);
  const extended = await remind({ game: 'g' }, ctx);
  assert.equal(extended.reminded.map((p) => p.name), ['Alice', 'Bob', 'Dmitri', 'Eve']);
  const sent = recordsOf(ctx, 'g', 'reminder-sent');
  assert.equal(sent.map((r) => [r.deadline, r.seats]), [['2026-12-01T12:00:00.000Z', [0, 1, 2, 3, 4]], ['2026-12-02T10:00:00.000Z', [0, 1, 3, 4]]]);
  const mails = (await outbox(ctx, 'g')).filter((m) => /Reminder/.test(m.subject));
  assert.is(mails.length, 9);
});

test('given a deadline while the President holds the hand, `deadline` shows no missing-vote rule (it covers votes only, and would read as deciding the discard); during the vote it does', () => {
  for (const [lang, rule] of [['en', /House rule for a missing vote:/], ['ru', /Если голос не пришёл:/]] as const) {
    const cwd = scratch('chancery-deadline-rule-line-');
    const run = (args: string[]) => runCli(args, { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
    assert.is(run(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--deadline', '24h', '--on-missing-vote', 'nein', '--lang', lang]).code, 0);
    assert.is(run(['nominate', 'g', 'Bob']).code, 0);
    assert.match(run(['deadline', 'g']).stdout, rule);
    assert.is(run(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']).code, 0);
    const shown = run(['deadline', 'g']);
    assert.is(shown.code, 0, shown.stderr);
    assert.not.match(shown.stdout, rule, shown.stdout);
    assert.is(JSON.parse(run(['deadline', 'g', '--json']).stdout).rule, 'nein', '--json keeps the rule');
  }
});

test('given a phase without a deadline, remind refuses and says how to set one, writing nothing', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const before = logText(ctx, 'g');
  try {
    await remind({ game: 'g' }, ctx);
    assert.unreachable('remind without a deadline');
  } catch (e) {
    assert.instance(e, StateRefusal);
    assert.match((e as Error).message, /no deadline.*chancery deadline g 24h/);
  }
  assert.is(logText(ctx, 'g'), before);
});

test('given the house rule "nein", when the deadline passes, then each missing vote counts as Nein, the tally follows, and default-applied explains it', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja'] }, ctx);

  // Before the deadline: nothing applied, nothing written.
  ctx.at('2026-12-02T09:59:00Z');
  const before = logText(ctx, 'g');
  const early = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal(early.applied, []);
  assert.match(early.note!, /has not passed yet \(1 min left\)/);
  assert.is(logText(ctx, 'g'), before);

  ctx.at('2026-12-02T10:00:01Z');
  const r = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal(r.applied, [{ seat: 3, name: 'Carol', vote: 'nein' }, { seat: 4, name: 'Dmitri', vote: 'nein' }, { seat: 5, name: 'Eve', vote: 'nein' }]);
  const tally = recordsOf(ctx, 'g', 'votes-tallied').pop()!;
  assert.equal([tally.ja, tally.nein, tally.elected], [[0, 1], [2, 3, 4], false]);
  const applied = recordsOf(ctx, 'g', 'default-applied');
  assert.is(applied.length, 1);
  assert.is(applied[0].rule, 'onMissingVote: nein');
  assert.match(applied[0].detail, /2026-12-02T10:00:00.000Z passed without a vote from Carol, Dmitri, Eve: counted as nein/);
  assert.is((await status({ game: 'g' }, ctx)).view.electionTracker, 1);
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
  // The new phase has a deadline of its own, 24 hours from the tally: applying again does nothing.
  const next = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal(next.applied, []);
  assert.is(next.deadline, '2026-12-03T10:00:01.000Z');
});

test('given the house rule "wait", when the deadline passes, then no vote is cast and the game still waits', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5, { deadline: '1h' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  ctx.at(new Date(ctx.now().getTime() + 2 * HOUR).toISOString());
  const before = logText(ctx, 'g');
  const r = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal(r.applied, []);
  assert.match(r.note!, /house rule is to wait/);
  assert.ok(r.passed);
  assert.is(logText(ctx, 'g'), before);
});

test('given a deadline set for the vote, when the vote ends, then it no longer applies to the next phase', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const set = await deadline({ game: 'g', when: '90m' }, ctx);
  assert.is(set.deadline, '2026-12-01T11:30:00.000Z');
  const opened = recordsOf(ctx, 'g', 'chancellor-nominated').pop()!;
  assert.is(recordsOf(ctx, 'g', 'deadline-set').pop()!.phaseSeq, opened.seq);
  await vote({ game: 'g', votes: ['1=ja', '2=ja', '3=ja', '4=nein', '5=nein'] }, ctx);
  const after = await deadline({ game: 'g' }, ctx);
  assert.is(after.deadline, null);
  assert.is(after.waiting!.kind, 'president-discard');
});

test('through the binary with CHANCERY_NOW: a past or malformed deadline is refused with exit 2 and nothing written; --apply --json after the deadline applies the rule', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { onMissingVote: 'ja' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const env = { CHANCERY_HOME: ctx.cwd, CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  const before = logText(ctx, 'g');
  const past = runCli(['deadline', 'g', '2026-11-30T10:00Z'], { cwd: ctx.cwd, env });
  assert.is(past.code, 2);
  assert.match(past.stderr, /already past/);
  const bad = runCli(['deadline', 'g', 'tomorrow'], { cwd: ctx.cwd, env });
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /not a deadline: give a duration \(90m, 24h, 2d\)/);
  assert.is(logText(ctx, 'g'), before);
  // The moderator's line says the time as the thread post does, and what the game waits for in words.
  const set = runCli(['deadline', 'g', '3h'], { cwd: ctx.cwd, env });
  assert.is(set.code, 0, set.stderr);
  // The vote requests already sent give no deadline, or another: the moderator is told how to tell the players.
  assert.is(set.stdout, 'Deadline set: Tuesday, 1 December 2026 at 13:00 (UTC), 3 h left\nWaiting for: Alice, Bob, Carol, Dmitri, Eve (votes)\nthe messages already sent to them give the earlier deadline (or none): to tell them this one, run chancery remind g\nHouse rule for a missing vote: Ja\n');
  const late = runCli(['deadline', 'g', '--apply', '--json'], { cwd: ctx.cwd, env: { ...env, CHANCERY_NOW: '2026-12-01T13:00:00Z' } });
  assert.is(late.code, 0, late.stderr);
  const json = JSON.parse(late.stdout);
  assert.equal(json.applied.map((a: { name: string; vote: string }) => `${a.name}=${a.vote}`), ['Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja']);
  assert.is(json.decision.pendingKind, 'president-discard');
  const next = runCli(['deadline', 'g'], { cwd: ctx.cwd, env: { ...env, CHANCERY_NOW: '2026-12-01T13:00:00Z' } });
  assert.match(next.stdout, /^Waiting for: Alice \(discard\)$/m);
});

test('given a vote with a deadline, the nomination post shows it in UTC and as the time left, and not once it has passed', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '2d' }, { Alice: 'Asia/Tokyo' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  ctx.at('2026-12-02T07:15:00Z');
  const text = (await post({ game: 'g', kind: 'nomination' }, ctx)).text;
  assert.match(text, /Deadline: Thursday, 3 December 2026 at 10:00 \(UTC\) \(1 d 2 h 45 min left\)\./);
  ctx.at('2026-12-03T10:00:00Z');
  assert.not.match((await post({ game: 'g', kind: 'nomination' }, ctx)).text, /Deadline/);
});

test('through the binary: `nominate --deadline` records the vote\'s deadline with the nomination, and the vote requests show it', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, {}, { Eve: 'Europe/Moscow' });
  const env = { CHANCERY_HOME: ctx.cwd, CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  const run = runCli(['nominate', 'g', 'Bob', '--deadline', '2026-12-01T20:00+02:00'], { cwd: ctx.cwd, env });
  assert.is(run.code, 0, run.stderr);
  const [set] = recordsOf(ctx, 'g', 'deadline-set');
  assert.equal([set.phaseSeq, set.deadline], [recordsOf(ctx, 'g', 'chancellor-nominated')[0].seq, '2026-12-01T18:00:00.000Z']);
  const eve = recordsOf(ctx, 'g', 'message-queued').find((m) => m.kind === 'vote-request' && m.to === 4)!;
  assert.match((await mailFor(ctx, 'g', eve.messageId)).text.replace(/\s+/g, ' '), /Deadline: Tuesday, 1 December 2026 at 21:00 \(Europe\/Moscow, GMT\+3\)/);
  const refused = runCli(['nominate', 'g', 'Bob', '--deadline', '-3h'], { cwd: ctx.cwd, env });
  assert.is(refused.code, 2);
});

test('given a nomination due, remind emails nobody (the President answers in the thread) but the thread line names them', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5, { deadline: '24h' });
  const before = logText(ctx, 'g');
  const r = await remind({ game: 'g' }, ctx);
  assert.equal(r.reminded, []);
  assert.equal(r.waitingFor.map((p) => p.name), ['Alice']);
  assert.match(r.post, /Waiting for \*\*Alice\*\*, candidate for President, to nominate a Chancellor\./);
  assert.is(logText(ctx, 'g'), before);
});

test('given a reminder, when the player answers the reminder itself, then their vote is applied', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5, { deadline: '24h' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await remind({ game: 'g' }, ctx);
  const reminder = recordsOf(ctx, 'g', 'message-queued').find((m) => m.kind === 'reminder' && m.to === 2)!;
  const raw = await composeRaw({ messageId: '<carol-1@example.org>', from: 'carol@example.org', to: 'moderator@chancery.invalid', subject: `Re: ${reminder.subject}`, text: 'Nein!', inReplyTo: reminder.messageId });
  deliverToMaildir(inboxDir(gameMailDir(logPath(ctx, 'g'))), raw);
  const r = await sync({ game: 'g' }, ctx);
  assert.equal(r.passes[0].items.map((i) => [i.player, i.outcome, i.readAs]), [['Carol', 'applied', 'Nein']]);
  const p = (await status({ game: 'g' }, ctx)).view.pending;
  assert.ok(p.kind === 'votes' && p.voted.includes(2));
});

test('given new --deadline with a duration of nothing or not a duration, it is refused and no game is written', () => {
  for (const spec of ['0h', 'tomorrow', '24']) {
    const cwd = scratch();
    const r = runCli(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--deadline', spec], { cwd });
    assert.is(r.code, 2, spec);
    assert.match(r.stderr, `--deadline takes a duration like 90m, 24h or 2d, not "${spec}"`);
    assert.not.ok(existsSync(join(cwd, 'games', 'g.yaml')), spec);
  }
});


test('through the binary: status says the phase\'s deadline as `deadline` does (the game\'s default, one set, one passed), in the game\'s language, and none once the phase has none', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h' });
  const at = (now: string) => ({ cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd, CHANCERY_NOW: now } });
  const deadlineLine = (now: string, ...extra: string[]) => {
    const run = runCli(['status', 'g', ...extra], at(now));
    assert.is(run.code, 0, run.stderr);
    return run.stdout.split('\n').filter((line) => /^(Deadline|Срок):/.test(line));
  };
  // The nomination opened with the game at 10:00; the house default gives it until 10:00 tomorrow.
  assert.equal(deadlineLine('2026-12-01T12:30:00Z'), ['Deadline: Wednesday, 2 December 2026 at 10:00 (UTC) (the game\'s default), 21 h 30 min left']);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const set = runCli(['deadline', 'g', '2026-12-01T13:00Z'], at('2026-12-01T10:00:00Z'));
  assert.is(set.code, 0, set.stderr);
  // Twice: the second status reads the snapshot the first one left.
  for (let i = 0; i < 2; i++) assert.equal(deadlineLine('2026-12-01T10:00:00Z'), ['Deadline: Tuesday, 1 December 2026 at 13:00 (UTC), 3 h left']);
  assert.equal(deadlineLine('2026-12-01T14:00:00Z'), ['Deadline: Tuesday, 1 December 2026 at 13:00 (UTC), passed 1 h ago']);
  const json = JSON.parse(runCli(['status', 'g', '--json'], at('2026-12-01T14:00:00Z')).stdout);
  assert.equal(json.deadline, { at: '2026-12-01T13:00:00.000Z', source: 'set', passed: true, remaining: 'passed 1 h ago' });
  // Earlier in the game: the deadline of the phase open then (the nomination's, the default).
  assert.equal(deadlineLine('2026-12-01T10:00:00Z', '--at', '2'), ['Deadline: Wednesday, 2 December 2026 at 10:00 (UTC) (the game\'s default), 1 d left']);

  await rosterGame(ctx, 'quiet', 5);
  const quiet = runCli(['status', 'quiet'], at('2026-12-01T10:00:00Z'));
  assert.not.match(quiet.stdout, /Deadline/);
  assert.not.ok('deadline' in JSON.parse(runCli(['status', 'quiet', '--json'], at('2026-12-01T10:00:00Z')).stdout));

  await rosterGame(ctx, 'ru', 5, { deadline: '2d', lang: 'ru', theme: 'secret-russian' });
  const ru = runCli(['status', 'ru'], at('2026-12-01T10:00:00Z'));
  assert.match(ru.stdout, /^Срок: четверг, 3 декабря 2026 г\. в 10:00 \(Всемирное координированное время\) \(обычный срок игры\), осталось 2 д$/m);
});

test('given a vote reply waiting in the inbox when the deadline passes, deadline --apply reads it first (as sync does) and casts the house rule only for who did not answer', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja', 'Carol=ja'] }, ctx);
  ctx.at('2026-12-02T09:59:00Z');
  await reply({ game: 'g', player: 'Eve', text: 'ja' }, ctx);
  ctx.at('2026-12-02T10:05:00Z');
  const r = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal(r.synced?.passes.flatMap((p) => p.items.map((i) => [i.outcome, i.player, i.readAs])), [['applied', 'Eve', 'Ja']]);
  assert.equal(r.applied.map((a) => `${a.name}=${a.vote}`), ['Dmitri=nein']);
  const votes = recordsOf(ctx, 'g', 'vote-cast').map((v) => `${v.seat}=${v.vote}`);
  assert.equal(votes, ['0=ja', '1=ja', '2=ja', '4=ja', '3=nein']);
  assert.equal(recordsOf(ctx, 'g', 'default-applied').map((d) => d.seats), [[3]]);
});

test('given vote requests that never went out (mail failed), deadline --apply casts no vote for those players and says to send first; nothing is written', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  const outboxPath = join(ctx.cwd, 'games', 'g', 'outbox');
  rmSync(outboxPath, { recursive: true, force: true });
  writeFileSync(outboxPath, 'not a folder'); // every send fails: the requests stay queued
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx).catch(() => undefined);
  assert.is(recordsOf(ctx, 'g', 'chancellor-nominated').length, 1);
  ctx.at('2026-12-02T10:01:00Z');
  const before = logText(ctx, 'g');
  const refused = await deadline({ game: 'g', apply: true }, ctx).then(() => 'applied', (e: Error) => e.message);
  assert.match(refused, /^the vote request to Alice, Bob, Carol, Dmitri, Eve was never sent \(mail failed\): the house rule casts only the votes of players who were asked; run chancery send g first$/);
  assert.is(recordsOf(ctx, 'g', 'vote-cast').length, 0);
  assert.is(recordsOf(ctx, 'g', 'default-applied').length, 0);
  assert.is(logText(ctx, 'g'), before);
});

test('given a day the calendar lacks (31 April, 30 February), the deadline is refused as no deadline, not moved to the next day', async () => {
  const ctx = clockedContext('2026-01-10T12:00:00Z');
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const before = logText(ctx, 'g');
  for (const when of ['2026-04-31T12:00Z', '2026-02-30T12:00Z', '2026-02-29T12:00Z']) {
    const r = await deadline({ game: 'g', when }, ctx).then(() => 'set', (e: Error) => e.message);
    assert.match(r, new RegExp(`^"${when}" is not a deadline`), when);
  }
  assert.is(logText(ctx, 'g'), before);
  // 2026 is no leap year (29 February refused above); a day that exists is taken.
  assert.is((await deadline({ game: 'g', when: '2026-03-31T12:00Z' }, ctx)).deadline, '2026-03-31T12:00:00.000Z');
});

test('given the clock at the deadline\'s very minute, every line says it has passed, as --apply counts it', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '90m' }, ctx);
  ctx.at('2026-12-01T11:30:00Z');
  const shown = await deadline({ game: 'g' }, ctx);
  assert.equal([shown.passed, shown.remaining], [true, 'passed less than a minute ago']);
  assert.is((await status({ game: 'g' }, ctx)).deadline?.remaining, 'passed less than a minute ago');
});

test('given one fixed deadline for two questions in a row, the second question\'s players are reminded although the first question\'s were', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '2026-12-03T18:00Z' }, ctx);
  await vote({ game: 'g', votes: ['Alice=nein', 'Bob=nein'] }, ctx);
  assert.equal((await remind({ game: 'g' }, ctx)).reminded.map((p) => p.name), ['Carol', 'Dmitri', 'Eve']);
  await vote({ game: 'g', votes: ['Carol=nein', 'Dmitri=nein', 'Eve=nein'] }, ctx);
  await nominate({ game: 'g', chancellor: 'Carol' }, ctx);
  await deadline({ game: 'g', when: '2026-12-03T18:00Z' }, ctx);
  await vote({ game: 'g', votes: ['Bob=ja'] }, ctx);
  assert.equal((await remind({ game: 'g' }, ctx)).reminded.map((p) => p.name), ['Alice', 'Carol', 'Dmitri', 'Eve']);
});

test('given messages left queued by a mail failure, commands that write nothing (deadline shown, --apply before the deadline) send nothing and record nothing', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  const outboxPath = join(ctx.cwd, 'games', 'g', 'outbox');
  rmSync(outboxPath, { recursive: true, force: true });
  writeFileSync(outboxPath, 'not a folder');
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx).catch(() => undefined);
  const before = logText(ctx, 'g');
  const shown = await deadline({ game: 'g' }, ctx);
  assert.is(shown.delivery, null);
  const early = await deadline({ game: 'g', apply: true }, ctx);
  assert.equal([early.applied, early.delivery], [[], null]);
  assert.is(logText(ctx, 'g'), before);
});

test('given votes the house rule cast, history says whose they were, in its line and marked in the vote matrix, in the game\'s language', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const ctx = clockedContext('2026-12-01T10:00:00Z');
    await rosterGame(ctx, 'g', 5, { deadline: '1h', onMissingVote: 'nein', ...(lang === 'ru' ? { lang } : {}) });
    await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
    await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja'] }, ctx);
    ctx.at('2026-12-01T12:00:00Z');
    await deadline({ game: 'g', apply: true }, ctx);
    const json = JSON.parse(runCli(['history', 'g', '--json'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } }).stdout);
    assert.equal(json.governments[0].byRule, [{ seat: 3, name: 'Carol' }, { seat: 4, name: 'Dmitri' }, { seat: 5, name: 'Eve' }]);
    const out = runCli(['history', 'g'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd, NO_COLOR: '1' } }).stdout;
    if (lang === 'en') {
      assert.match(out, /; cast by the house rule: Carol, Dmitri, Eve\)$/m);
      assert.match(out, /^1 +Ja +Ja +Nein\* +Nein\* +Nein\* *$/m);
      assert.match(out, /^\* cast by the house rule at the deadline: the player had not voted by then$/m);
    } else {
      assert.match(out, /; подано по правилу на случай молчания: Carol, Dmitri, Eve\)$/m);
      assert.match(out, /^\* голос подан по правилу на случай молчания: игрок не ответил к сроку$/m);
    }
  }
});

test('given a deadline in the hour the clocks go back, an English reader is told which 02:30 by its offset, as a Russian one by summer or standard time', async () => {
  const ctx = clockedContext('2026-10-24T12:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h' }, { Alice: 'Europe/Berlin' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await deadline({ game: 'g', when: '2026-10-25T00:30Z' }, ctx);
  const first = (await remind({ game: 'g' }, ctx)).reminded.length;
  assert.ok(first > 0);
  await deadline({ game: 'g', when: '2026-10-25T01:30Z' }, ctx);
  await remind({ game: 'g' }, ctx);
  const reminders = recordsOf(ctx, 'g', 'message-queued').filter((m) => m.kind === 'reminder' && m.to === 0);
  const texts = await Promise.all(reminders.map(async (m) => (await mailFor(ctx, 'g', m.messageId)).text.replace(/\s+/g, ' ')));
  assert.match(texts[0], /Sunday, 25 October 2026 at 02:30 \(Europe\/Berlin, GMT\+2\)/);
  assert.match(texts[1], /Sunday, 25 October 2026 at 02:30 \(Europe\/Berlin, GMT\+1\)/);
});

test.run();
