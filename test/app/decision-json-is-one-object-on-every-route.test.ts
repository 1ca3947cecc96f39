// One path per job, in --json too: the last vote of an election cast by `vote`, read from an
// emailed reply by `sync`, confirmed with `mail confirm` after sync held it, or cast by the house
// rule with `deadline --apply` is one decision, and each route's JSON carries it as the one object
// `vote --json` prints (its events, what the game waits for, the public view, the PRIVATE hand,
// the post, the delivery): `sync` in each pass that moved the game and `deadline --apply` under
// `decision`, `mail confirm` at the top level as `vote`; what is the route's own sits beside it.
// The routes used to give three shapes: sync a pass's `outcome` with only the events and what the
// game waits for (no view, no pendingKind) and its `private` beside it, deadline an `outcome`
// without the hand, the post or the delivery in it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { codesMasked, heldReply } from '../support/local-mail.js';
import { openGame } from '../../src/game/open.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** The day the game opens; the last vote comes an hour after its 24h deadline (the house rule's time: every route runs then). */
const OPENED = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const LATE = { CHANCERY_NOW: '2026-12-02T11:00:00Z' };

const ok = (cwd: string, args: string[], env = LATE) => runOk(args, { cwd, env });

/** Alice nominated Bob; Alice, Bob and Dmitri voted Ja, Carol Nein; Eve's vote is the last (the house rule casts Ja). */
function lastVoteIsEves(): string {
  const cwd = scratch('chancery-decision-json-');
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--deadline', '24h', '--on-missing-vote', 'ja'], OPENED);
  ok(cwd, ['nominate', 'g', 'Bob'], OPENED);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=ja'], OPENED);
  return cwd;
}

/** Eve's Ja, answering her vote request; `from` another address than hers, it is held for the moderator. */
function evesJa(cwd: string, from?: string): void {
  if (!from) {
    ok(cwd, ['reply', 'g', 'Eve', 'Ja']);
    return;
  }
  heldReply(cwd, { seat: 4, text: 'Ja', id: 'held-eve', from: `Eve Elsewhere <${from}>`, date: 'Wed, 02 Dec 2026 09:00:00 +0000' });
}

/** Codes and Message-IDs are drawn fresh per message; the scratch folder is each route's own. */
const masked = (text: string, cwd: string) => codesMasked(text.split(cwd).join('<cwd>')).replace(/<[^<>\s]+@[^<>\s]+>/g, '<id>');

interface Routed { cwd: string; json: Record<string, unknown>; decision: Record<string, unknown> }

async function byEachRoute(): Promise<Record<'vote' | 'sync' | 'confirm' | 'deadline', Routed>> {
  const vote = lastVoteIsEves();
  const voted = JSON.parse(ok(vote, ['vote', 'g', 'Eve=ja', '--json']));
  const sync = lastVoteIsEves();
  evesJa(sync);
  const synced = JSON.parse(ok(sync, ['sync', 'g', '--json']));
  const confirm = lastVoteIsEves();
  evesJa(confirm, 'eve.other@example.net');
  assert.match(ok(confirm, ['sync', 'g']), /held/);
  const confirmed = JSON.parse(ok(confirm, ['mail', 'confirm', 'g', '<held-eve@example.net>', '--json']));
  const deadline = lastVoteIsEves();
  const applied = JSON.parse(ok(deadline, ['deadline', 'g', '--apply', '--json']));
  const { kept: _k, replaced: _r, unchanged: _u, ...votedDecision } = voted;
  const { messageId: _m, player: _p, readAs: _a, outcome: _o, ...confirmedDecision } = confirmed;
  return {
    vote: { cwd: vote, json: voted, decision: votedDecision },
    sync: { cwd: sync, json: synced, decision: synced.passes?.[0]?.decision },
    confirm: { cwd: confirm, json: confirmed, decision: confirmedDecision },
    deadline: { cwd: deadline, json: applied, decision: applied.decision },
  };
}

const routes = byEachRoute();

test('every route\'s JSON carries the decision as the object vote --json prints: the same fields', async () => {
  const r = await routes;
  const fields = Object.keys(r.vote.decision).sort();
  assert.equal(fields, ['appended', 'delivery', 'game', 'lang', 'path', 'pendingKind', 'post', 'private', 'theme', 'view', 'waitingFor']);
  for (const route of ['sync', 'confirm', 'deadline'] as const) {
    assert.ok(r[route].decision, `${route} --json carries the decision: ${JSON.stringify(r[route].json).slice(0, 400)}`);
    assert.equal(Object.keys(r[route].decision).sort(), fields, `${route}'s decision has vote's fields`);
  }
});

test('the decision is the same on every route: what the game waits for, the public view, the hand to forward', async () => {
  const r = await routes;
  for (const route of ['sync', 'confirm', 'deadline'] as const) {
    for (const field of ['game', 'lang', 'theme', 'waitingFor', 'pendingKind', 'view', 'private']) {
      assert.equal(r[route].decision[field], r.vote.decision[field], `${route}'s ${field} is vote's`);
    }
  }
});

test('a player\'s reply read by sync or confirmed gives the vote command\'s post and events', async () => {
  const r = await routes;
  const events = (x: Routed) => (x.decision.appended as { type: string; text: string }[]).map((a) => `${a.type}: ${masked(a.text, x.cwd)}`);
  for (const route of ['sync', 'confirm'] as const) {
    assert.equal(r[route].decision.post, r.vote.decision.post, `${route}'s post is vote's`);
    assert.equal(events(r[route]), events(r.vote), `${route}'s events are vote's (the reply and its receipt are the route's own)`);
  }
});

test('the decision says what the rules say: elected with 4 Ja and 1 Nein, the President\'s three cards to Alice alone', async () => {
  const r = await routes;
  for (const [route, x] of Object.entries(r)) {
    const post = x.decision.post as { kind: string; text: string };
    assert.is(post.kind, 'vote-result', route);
    assert.match(post.text, /Ja: 4, Nein: 1\. \*\*Elected\.\*\*/, route);
    assert.is(x.decision.pendingKind, 'president-discard', route);
    const notes = x.decision.private as { to: string; seat: number; cards: string[] }[];
    assert.equal(notes.map((n) => [n.to, n.seat, n.cards.length]), [['Alice', 1, 3]], route);
  }
  // The house rule's route says so in the post (a fact of the thread), the others do not.
  assert.match((r.deadline.decision.post as { text: string }).text, /Eve\*\*: Ja \(house rule\)/);
});

test('the President\'s hand is one email, the same on every route, to Alice only', async () => {
  const r = await routes;
  const hands = await Promise.all(Object.values(r).map(async (x) => {
    const log = openGame(join(x.cwd, 'games', 'g.yaml')).log;
    const queued = log.events.filter((e) => e.type === 'message-queued' && e.kind === 'president-hand');
    assert.is(queued.length, 1);
    const q = queued[0] as { to: number; messageId: string };
    assert.is(q.to, 0);
    const mail = await simpleParser(readFileSync(join(x.cwd, 'games', 'g', 'outbox', `${q.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`)));
    return masked(`${mail.to && 'text' in mail.to ? mail.to.text : ''}\n${mail.subject}\n${mail.text}`, x.cwd);
  }));
  for (const hand of hands.slice(1)) assert.is(hand, hands[0]);
});

test.run();
