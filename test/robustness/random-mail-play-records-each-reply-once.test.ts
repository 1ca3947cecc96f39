// Exactly once under a random mix (seeded; CHANCERY_MAILPLAY_SEED replays one): players answer by
// mail (votes changed and said again, unsure words, discards, enactments, vetoes), some answer an
// old message (a superseded request, a receipt, a NOT applied email, a withdrawal), the moderator
// undoes, two `sync` run at once, a `sync` is killed (SIGKILL) at a random moment, and every
// command runs at one fixed time (writes share their `at`). After every step: no crash, every
// reply's Message-ID recorded once, the log audits clean; at the end every reply delivered to the
// inbox is recorded and each message sent exactly once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openGame } from '../../src/game/open.js';
import { decide } from '../../src/game/session.js';
import { randomDecision, seededChooser } from '../../src/sim/random-play.js';
import { pending } from '../../src/engine/index.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import type { LogRecord, MessageQueued, ReplyReceived } from '../../src/log/records.js';
import { afterwards, crashOf, fromTemplate, LONG, logPath, prng, start, T0 } from './support.js';

const seed = Number(process.env.CHANCERY_MAILPLAY_SEED ?? 20261207);
const STEPS = LONG ? 600 : 70;

test(`random mail play (seed ${seed}, ${STEPS} steps): with undo, old messages answered, two syncs at once and a sync killed, each reply is recorded once and the log audits after every step`, async () => {
  const cwd = fromTemplate('mail-play', []);
  const path = logPath(cwd);
  const random = prng(seed);
  const below = (n: number) => Math.floor(random() * n);
  const pick = <T>(a: readonly T[]): T => a[below(a.length)];
  const chooser = seededChooser(`mail-play-${seed}`);
  const delivered: string[] = [];
  let n = 0;
  /** `seat`'s mail: threaded under `message`, else under their latest question. */
  const mail = async (seat: number, text: string, message?: MessageQueued) => {
    const theirs = (openGame(path).log.events as unknown as (LogRecord & MessageQueued)[]).filter((e) => e.type === 'message-queued' && e.to === seat);
    const to = message ?? theirs.filter((q) => q.prompt).pop() ?? theirs.pop();
    if (!to) return;
    const id = `<play-${seed}-${++n}@players.invalid>`;
    deliverToMaildir(inboxDir(gameMailDir(path)), await composeRaw({ messageId: id, from: `seat${seat + 1}@players.invalid`, to: 'moderator@chancery.invalid', subject: `Re: ${to.subject}`, text, inReplyTo: to.messageId }));
    delivered.push(id);
  };
  const ran = (what: string, r: { code: number | null; signal: string | null; stderr: string; stdout: string; ms: number; timedOut: boolean }, killed = false) => {
    const crash = killed && r.signal === 'SIGKILL' ? null : crashOf(r);
    assert.is(crash, null, `${what}: ${crash}`);
  };
  const steps: string[] = [];
  for (let s = 0; s < STEPS; s++) {
    const { state } = openGame(path);
    if (state.phase.name === 'over') break;
    const p = pending(state);
    const roll = below(100);
    let did = '';
    if (roll < 7) {
      ran('undo', await start(['undo', 'g', '--yes'], cwd, { now: T0 }));
      did = 'undo';
    } else if (roll < 14) {
      const messages = (openGame(path).log.events as unknown as MessageQueued[]).filter((e) => e.type === 'message-queued');
      const old = pick(messages);
      const text = pick(['ja', 'nein', 'discard 1', 'enact 1', 'maybe ja']);
      await mail(old.to, text, old);
      did = `seat ${old.to + 1} answers an old ${old.kind}: ${text}`;
    } else if (roll < 22) {
      const [a, b] = await Promise.all([start(['sync', 'g'], cwd, { now: T0 }), start(['sync', 'g'], cwd, { now: T0 })]);
      ran('sync (one of two)', a);
      ran('sync (the other)', b);
      did = 'two syncs at once';
    } else if (roll < 27) {
      const r = await start(['sync', 'g'], cwd, { now: T0, killAfterMs: 60 + below(400) });
      ran('sync killed', r, true);
      did = `sync killed (${r.signal ?? 'finished'})`;
    } else if (roll < 40) {
      ran('sync', await start(['sync', 'g'], cwd, { now: T0 }));
      did = 'sync';
    } else if (p.kind === 'votes') {
      const alive = state.players.map((_, i) => i).filter((i) => state.alive[i]);
      const seat = pick(p.waitingFor.length && below(3) ? p.waitingFor : alive);
      const text = pick(['ja', 'nein', 'Ja!', 'NEIN', 'maybe ja']);
      await mail(seat, text);
      did = `seat ${seat + 1} votes ${text}`;
    } else if (p.kind === 'president-discard' || p.kind === 'veto-answer') {
      const text = p.kind === 'veto-answer' ? pick(['ja', 'nein']) : pick(['discard 1', 'discard 2', 'discard 3', 'discard 1 or 2']);
      await mail(p.president, text);
      did = `President: ${text}`;
    } else if (p.kind === 'chancellor-enact') {
      const text = pick(['enact 1', 'enact 2', 'veto']);
      await mail(p.chancellor, text);
      did = `Chancellor: ${text}`;
    } else {
      const event = randomDecision(state, chooser);
      if (event) {
        await decide(path, new Date(T0), () => ({ decide: [event], result: null }), { ...process.env, CHANCERY_NOW: T0 });
        did = `the moderator: ${event.type}`;
      }
    }
    steps.push(did);
    const ids = (openGame(path).log.events as unknown as ReplyReceived[]).filter((e) => e.type === 'reply-received').map((e) => e.messageId);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.equal(twice, [], `recorded twice after step ${s} (${did})`);
    const problems = await afterwards(cwd);
    assert.equal(problems, [], `after step ${s} (${did}); steps: ${steps.join(' | ')}`);
  }
  // The last mail read: every reply delivered is recorded, none left in the inbox.
  ran('last sync', await start(['sync', 'g'], cwd, { now: T0 }));
  const recorded = new Set((openGame(path).log.events as unknown as ReplyReceived[]).filter((e) => e.type === 'reply-received').map((e) => e.messageId));
  assert.equal(delivered.filter((id) => !recorded.has(id)), [], 'every reply recorded');
  assert.equal(readdirSync(join(inboxDir(gameMailDir(path)), 'new')), [], 'nothing left unread');
  assert.equal(await afterwards(cwd), []);
});

test.run();
