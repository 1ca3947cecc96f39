// One path per job, over the real servers: in a Russian Secret Russian game the President's
// discard made by a reply sent through Postfix and read from Dovecot by `sync` must give what
// `discard` gives on a copy of the same game: the same log records (the reply, its receipt and
// the sends are the mail route's own), the same --json decision, the same report from the
// decision's first record (the count of messages sent left out: the receipt is the route's own),
// and the same message to the Chancellor as it arrives in the Chancellor's mailbox (subject and
// body; the code and Message-ID are drawn per message).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { DONE_KEYWORD } from '../../src/mail/smtp-imap.js';
import type { LogRecord } from '../../src/log/records.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { codesMasked } from '../support/local-mail.js';
import { cleanupMailboxes, imapAs, messageCount, newMailboxes, waitFor, writeMailConfig } from '../support/mail.js';
import { SimPlayer, type Received } from '../support/mail-players.js';
import { seededChooser } from '../../src/sim/random-play.js';

const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const [moderator, ...boxes] = newMailboxes(['modrr', 'p1rr', 'p2rr', 'p3rr', 'p4rr', 'p5rr']);
const env = (time: string) => ({ CHANCERY_NOW: `2026-12-01T${time}:00Z`, [moderator.passwordEnv]: moderator.password, CHANCERY_HOME: '' });
const run = (cwd: string, time: string, args: string[]) => {
  const r = runCli(args, { cwd, env: env(time) });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r.stdout;
};

const masked = (text: string, cwd: string) => codesMasked(text.split(cwd).join('<cwd>'))
  .replace(/<[^<>\s]+@[^<>\s]+>/g, '<id>')
  .replace(/^#\d+ /gm, '#N ')
  .replace(/(\d+|№ \d+), (hash|хеш) `[0-9a-f]{64}`/g, 'N, H');

/** The report from the decision's first record, without the count of messages sent. */
const decisionPart = (out: string, cwd: string) => masked(out.slice(out.search(/^#\d+ /m)), cwd)
  .replace(/\n+(sent \d+ messages?|отправлено сообщений: \d+)[^\n]*/g, '')
  .trimEnd();

/** The decision's records after `before`: not the reply, its receipt, the sends; without what is drawn per record (its salted commitment, `private`, its code and Message-ID). */
function decisionRecords(cwd: string, before: number): string[] {
  const log = openGame(join(cwd, 'games', 'g.yaml')).log;
  return log.events.slice(before).flatMap((e) => {
    const r = e as unknown as Record<string, unknown>;
    if (e.type === 'reply-received' || e.type === 'message-sent') return [];
    if (e.type === 'message-queued' && ['ack', 'error-reply'].includes(r.kind as string)) return [];
    const { seq: _s, hash: _h, private: _p, messageId: _m, code: _c, at_seq: _q, subject, ...rest } = r;
    return [JSON.stringify({ ...rest, ...(subject === undefined ? {} : { subject: codesMasked(String(subject)) }) })];
  });
}

/** The decision in a --json: the command's object, a sync pass's `decision`; without what is the reply's own. */
function decisionOf(json: Record<string, unknown>, cwd: string): unknown {
  const d = ((json.passes as { decision: Record<string, unknown> }[] | undefined)?.[0]?.decision ?? (json.pass as { decision?: Record<string, unknown> } | undefined)?.decision ?? json) as Record<string, unknown>;
  const { kept: _k, replaced: _r, unchanged: _u, messageId: _m, player: _p, readAs: _a, outcome: _o, secret: _x, detail: _d, unshown: _n, delivery: _v, ...rest } = d;
  const appended = (rest.appended as Record<string, unknown>[] | undefined)?.map(({ seq: _q, ...a }) => a);
  return JSON.parse(masked(JSON.stringify({ ...rest, appended }), cwd));
}

const queuedOf = (cwd: string, kind: string) => openGame(join(cwd, 'games', 'g.yaml')).log.events
  .filter((e): e is LogRecord & { type: 'message-queued'; messageId: string; to: number } => e.type === 'message-queued' && (e as { kind?: string }).kind === kind).pop();

test('given a Secret Russian game over Dovecot/Postfix at the President\'s discard, «сбрасываю 2» by mail and `discard g 2` give the same records, --json, report and message to the Chancellor', async () => {
  const base = scratch('chancery-real-discard-');
  writeFileSync(join(base, 'roster.yaml'), boxes.map((b, i) => `- { name: ${NAMES[i]}, email: ${b.address} }\n`).join(''));
  writeMailConfig(join(base, 'games'), 'g', moderator);
  run(base, '10:00', ['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', 'roster.yaml', '--seed', FIXED_SEED, '--deadline', '1h']);
  run(base, '10:01', ['nominate', 'g', '2']);
  run(base, '10:02', ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  const before = openGame(join(base, 'games', 'g.yaml')).log.events.length;
  const hand = queuedOf(base, 'president-hand');
  assert.ok(hand, 'the President\'s hand is queued');
  const president = await new SimPlayer(NAMES[hand.to], boxes[hand.to], moderator.address, seededChooser('p')).open();
  const chancellor = await new SimPlayer(NAMES[1], boxes[1], moderator.address, seededChooser('c')).open();
  try {
    let question: Received | undefined;
    await waitFor('the President\'s hand in the President\'s mailbox', async () => {
      await president.fetchNew();
      question = president.received.find((m) => m.messageId === hand.messageId);
      return !!question;
    });
    await president.replyTo(question!, 'сбрасываю 2');
    const mailbox = await imapAs(moderator);
    try {
      await waitFor('the reply in the moderator\'s mailbox', async () => (await messageCount(mailbox)) >= 1);
      const dirs = { command: scratch('chancery-real-discard-cmd-'), commandJson: scratch('chancery-real-discard-cmdj-'), sync: scratch('chancery-real-discard-sync-'), syncJson: scratch('chancery-real-discard-syncj-') };
      for (const dir of Object.values(dirs)) cpSync(base, dir, { recursive: true });
      const reports = {
        command: run(dirs.command, '10:10', ['discard', 'g', '2']),
        commandJson: run(dirs.commandJson, '10:10', ['discard', 'g', '2', '--json']),
        sync: run(dirs.sync, '10:10', ['sync', 'g']),
        syncJson: '',
      };
      // The reply is read again by the second copy: its mark of done is taken off.
      await mailbox.messageFlagsRemove('1:*', [DONE_KEYWORD]);
      reports.syncJson = run(dirs.syncJson, '10:10', ['sync', 'g', '--json']);

      assert.match(reports.sync, /^#\d+ /m, `sync applied the reply:\n${reports.sync}`);
      assert.fixture(decisionPart(reports.sync, dirs.sync), decisionPart(reports.command, dirs.command));
      assert.equal(decisionOf(JSON.parse(reports.syncJson), dirs.syncJson), decisionOf(JSON.parse(reports.commandJson), dirs.commandJson));
      const records = decisionRecords(dirs.command, before);
      assert.ok(records.some((r) => /"type":"president-discarded"/.test(r)), records.join('\n'));
      for (const dir of [dirs.commandJson, dirs.sync, dirs.syncJson]) assert.equal(decisionRecords(dir, before), records);

      // The Chancellor's two cards, as each copy sent them and the Chancellor's mailbox holds them.
      const ids = Object.values(dirs).map((dir) => queuedOf(dir, 'chancellor-hand')!.messageId);
      assert.is(new Set(ids).size, 4, 'each copy sent its own message');
      let got: Received[] = [];
      await waitFor('the four hands in the Chancellor\'s mailbox', async () => {
        await chancellor.fetchNew();
        got = ids.map((id) => chancellor.received.find((m) => m.messageId === id)!).filter(Boolean);
        return got.length === 4;
      }, 30_000);
      const seen = got.map((m) => codesMasked(`${m.subject}\n${m.text}`));
      assert.match(seen[0], /Борис/);
      for (const s of seen.slice(1)) assert.fixture(s, seen[0]);
    } finally {
      await mailbox.logout();
    }
  } finally {
    await president.close();
    await chancellor.close();
  }
});

test.after(() => cleanupMailboxes());

test.run();
