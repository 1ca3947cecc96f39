// Sending the 10 vote requests of a 10-player nomination through chancery's outbox (render from
// the view, pooled SMTP, record `message-sent`) against nodemailer sending the same 10 messages
// (their subjects and texts, rendered once before timing) over the same pool of two connections,
// plus one fsync'd append of ten lines to a file (the durable record is a fair cost), to the same
// real Postfix, in the same run. The earlier baseline, 10 messages of 11 bytes each, is timed
// alongside and its ratio shown in the detail.
import { appendFileSync, closeSync, fsyncSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { stringify } from 'yaml';
import { decide } from '../src/game/session.js';
import { newGame } from '../src/commands/new.js';
import { readLog, withLockedLog } from '../src/log/file.js';
import { replayLog } from '../src/log/replay.js';
import { deliverQueued } from '../src/mail/deliver.js';
import { queueRecords, renderQueued } from '../src/mail/outbox.js';
import { unsent } from '../src/mail/queue.js';
import { gameMailDir, loadMailConfig } from '../src/mail/config.js';
import { openTransport, senderOf } from '../src/mail/transport.js';
import { planMessages } from '../src/mail/planner.js';
import { DEFAULT_NAMES } from '../src/sim/random-play.js';
import type { Context } from '../src/cli/context.js';
import { newMailboxes, writeMailConfig, SMTP_PORT } from '../test/support/mail.js';
import { FIXED_SEED } from '../test/support/cli.js';
import { scratchDir } from './fixtures.js';
import type { BenchResult } from './result.js';

export async function run(): Promise<BenchResult[]> {
  const rounds = Number(process.env.BENCH_MAIL_SEND_ROUNDS ?? 15);
  const [moderator, ...players] = newMailboxes(['benchmod', ...DEFAULT_NAMES.map((n) => `bench${n}`)]);
  const cwd = scratchDir();
  writeMailConfig(join(cwd, 'games'), 'send', moderator);
  writeFileSync(join(cwd, 'roster.yaml'), stringify(players.map((box, i) => ({ name: DEFAULT_NAMES[i], email: box.address }))));
  const ctx: Context = { now: () => new Date(), env: process.env, cwd, interactive: false };
  const { path } = await newGame({ id: 'send', players: ['roster.yaml'], seed: FIXED_SEED }, ctx);
  await decide(path, new Date(), () => ({ decide: [{ type: 'chancellor-nominated', president: 0, chancellor: 1 }], result: null }));

  // Every round starts from the log as the nomination left it, with its ten requests queued again.
  const atNomination = readFileSync(path);
  const queueVoteRequests = () => withLockedLog((writeFileSync(path, atNomination), path), (log) => {
    const state = replayLog(log).state;
    const plans = planMessages(null, state, [{ type: 'chancellor-nominated', president: 0, chancellor: 1 }]);
    return { append: queueRecords(log, state, plans, log.events.length, { domain: 'chancery.test', overrides: [] }), at: new Date().toISOString(), result: plans.length };
  });
  const chancery = async () => {
    await queueVoteRequests();
    const t0 = performance.now();
    const report = await deliverQueued(path, process.env, new Date());
    const ms = performance.now() - t0;
    if (report.sent !== 10) throw new Error(`sent ${report.sent} of 10: ${JSON.stringify(report.failed)}`);
    return ms;
  };
  const record = join(cwd, 'bare-sent.log');
  /** The ten vote requests as chancery sends them: the baseline sends the same subjects and texts. */
  const sameTen = await (async () => {
    await queueVoteRequests();
    const log = readLog(path);
    const state = replayLog(log).state;
    return unsent(log.events).map((m) => ({ to: m.address, subject: m.subject, text: renderQueued(log.header, [], state, m).text }));
  })();
  if (sameTen.length !== 10) throw new Error(`${sameTen.length} vote requests queued, not 10`);
  const tiny = players.map((p, i) => ({ to: p.address, subject: `vote ${i}`, text: 'Ja or Nein?' }));
  const bareSending = (messages: { to: string; subject: string; text: string }[]) => async () => {
    const t0 = performance.now();
    const t = nodemailer.createTransport({ pool: true, maxConnections: 2, host: '127.0.0.1', port: SMTP_PORT, secure: false, auth: { user: moderator.address, pass: moderator.password } });
    await Promise.all(messages.map((m) => t.sendMail({ from: moderator.address, ...m })));
    t.close();
    const fd = openSync(record, 'a', 0o600);
    try {
      appendFileSync(fd, players.map((p) => `sent vote request to ${p.address}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return performance.now() - t0;
  };
  const bare = bareSending(sameTen);
  const bareTiny = bareSending(tiny);
  /** The sending alone: the ten rendered requests through chancery's pooled transport, nothing recorded. */
  const transportOnly = async () => {
    const log = readLog(path);
    const state = replayLog(log).state;
    const config = loadMailConfig(path, process.env);
    const queued = unsent(log.events);
    const t0 = performance.now();
    const transport = await openTransport(config, gameMailDir(path), process.env);
    await Promise.all(queued.map((m) => transport.send({ messageId: m.messageId, from: senderOf(config, log.header.lang), to: m.address, subject: m.subject, text: renderQueued(log.header, [], state, m).text })));
    await transport.close();
    return performance.now() - t0;
  };
  await chancery(); await bare(); await bareTiny(); // warm up
  const ours: number[] = [], base: number[] = [], baseTiny: number[] = [], sendOnly: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(await chancery());
    base.push(await bare());
    baseTiny.push(await bareTiny());
    await queueVoteRequests();
    sendOnly.push(await transportOnly());
  }
  rmSync(cwd, { recursive: true, force: true });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratio = median(ours) / median(base);
  const sendRatio = median(sendOnly) / median(base);
  const tinyNote = (ms: number) => `; against 10 messages of 11 bytes (${median(baseTiny).toFixed(1)} ms): ${(ms / median(baseTiny)).toFixed(3)}`;
  return [
    { name: 'mail-send: 10 vote requests, sent and recorded, vs nodemailer sending the same 10 + one fsync\'d append of ten lines', ratio, target: '<= 1.3', met: ratio <= 1.3, detail: `median chancery ${median(ours).toFixed(1)} ms (render, pooled send, durable message-sent write), nodemailer ${median(base).toFixed(1)} ms, ${rounds} rounds${tinyNote(median(ours))}` },
    { name: 'mail-send: 10 vote requests, rendered and sent only (nothing recorded), vs the same baseline', ratio: sendRatio, target: '<= 1.3', met: sendRatio <= 1.3, detail: `median ${median(sendOnly).toFixed(1)} ms vs ${median(base).toFixed(1)} ms${tinyNote(median(sendOnly))}` },
  ];
}
