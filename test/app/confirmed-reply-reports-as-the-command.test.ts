// One path per job: a reply held because it came from another address, applied with `mail
// confirm`, is the same decision as the command that enters it, and the moderator's report must
// say what the command's says (README: "Each prints what happened, the post to paste, and, marked
// PRIVATE, anything you must forward to one player by hand"). `mail confirm` printed only the
// reply's line, the delivery and the post: not the events, not what the game waits for next, and
// not the President's hand to forward when the confirmed vote completed the tally.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { heldReply, newestOf } from '../support/local-mail.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r;
}

/** A game where everyone but Alice (the President) has voted Ja for Alice and Bob. */
function lastVoteIsAlices(): string {
  const cwd = scratch('chancery-confirm-report-');
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja']);
  return cwd;
}

/** Alice's Ja, answering her vote request, from an address that is not hers: held for the moderator. */
function heldJaFromAlice(cwd: string): string {
  assert.ok(newestOf(cwd, 0, 'vote-request'), 'Alice was sent a vote request');
  const id = heldReply(cwd, { seat: 0, text: 'Ja', id: 'held-1', from: 'Alice Elsewhere <alice.other@example.net>' });
  assert.match(ok(cwd, ['sync', 'g']).stdout, /held/);
  return id;
}

test('given the last vote confirmed with mail confirm, the report has the events, what the game waits for, the post, the delivery and the President\'s hand, in the command\'s order', () => {
  const byCommand = ok(lastVoteIsAlices(), ['vote', 'g', 'Alice=ja']).stdout;
  const cwd = lastVoteIsAlices();
  const confirmed = ok(cwd, ['mail', 'confirm', 'g', heldJaFromAlice(cwd)]).stdout;
  // The events the tally wrote, as the command lists them.
  for (const line of [/^#\d+ Alice's vote recorded$/m, /^#\d+ votes tallied: Ja 5, Nein 0: elected$/m, /^#\d+ the President drew three policies$/m]) {
    assert.match(byCommand, line);
    assert.match(confirmed, line);
  }
  assert.match(confirmed, /^Next: the game waits for Alice to discard a policy$/m);
  const hand = (out: string) => /^PRIVATE: for Alice \(seat 1\) only[^\n]*\n {2}President Alice draws, top first: [^\n]+$/m.exec(out)?.[0];
  assert.ok(hand(byCommand), byCommand);
  assert.is(hand(confirmed), hand(byCommand), `the hand to forward, as the command prints it\n${confirmed}`);
  const order = [/^Next: /m, /^Post to paste in the thread/m, /^sent \d+ messages?/m, /^PRIVATE: /m].map((re) => confirmed.search(re));
  assert.equal([...order].sort((a, b) => a - b), order, `in the command's order:\n${confirmed}`);
});

test('given the last vote confirmed with mail confirm --json, the data holds what the game waits for and the PRIVATE hand, as vote --json does', () => {
  const byCommand = JSON.parse(ok(lastVoteIsAlices(), ['vote', 'g', 'Alice=ja', '--json']).stdout);
  const cwd = lastVoteIsAlices();
  const confirmed = JSON.parse(ok(cwd, ['mail', 'confirm', 'g', heldJaFromAlice(cwd), '--json']).stdout);
  assert.is(confirmed.waitingFor, byCommand.waitingFor);
  assert.is(confirmed.pendingKind, byCommand.pendingKind);
  assert.equal(confirmed.view, byCommand.view);
  assert.equal(confirmed.private, byCommand.private);
  assert.equal(confirmed.appended.map((a: { type: string }) => a.type).filter((t: string) => t !== 'message-queued'), ['vote-cast', 'votes-tallied', 'policies-drawn']);
});

test.run();
