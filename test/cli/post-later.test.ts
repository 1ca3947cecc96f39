// A post asked for later (`chancery post <game> <kind>` once the game has moved on) is the post the
// decision printed then: its board, its Election Tracker, its candidate and its deadline, not
// today's. Given a five-player game where the first government fails and the second is elected,
// when the moderator asks again for the failed vote's result, the second nomination and the
// opening, then each is the very post printed at its time (the same clock throughout).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

/** The thread post a decision printed: from its heading to the line before the delivery report. */
function printedPost(out: string): string {
  const from = out.search(/^### /m);
  assert.ok(from >= 0, out);
  return out.slice(from).replace(/\n+sent \d+ messages?[\s\S]*$/, '').trimEnd();
}

test('given a game that has moved on, a post asked for again is the one printed at its time', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED);
  const opening = run('post', 'g', 'opening').trimEnd();
  assert.match(opening, /The first candidate for President is \*\*Ann\*\*/);

  run('nominate', 'g', 'Cid', '--deadline', '48h');
  // Two Ja, three Nein: the first government fails and the Election Tracker moves to 1.
  const failed = printedPost(run('vote', 'g', 'Ann=ja', 'Bob=ja', 'Cid=nein', 'Dan=nein', 'Eve=nein'));
  assert.match(failed, /Not elected/);
  assert.match(failed, /Election Tracker\*\*: ●○○ 1\/3/);
  const second = printedPost(run('nominate', 'g', 'Dan', '--deadline', '24h'));
  assert.match(second, /President \*\*Bob\*\* nominates \*\*Dan\*\*[\s\S]*\(1 d left\)/);
  // While the second government is voted on: the failed vote's post, tracker and all.
  assert.is(run('post', 'g', 'vote-result').trimEnd(), failed);
  run('vote', 'g', ...['Ann', 'Bob', 'Cid', 'Dan', 'Eve'].map((n) => `${n}=ja`));

  // The game now waits for Bob's discard.
  assert.is(run('post', 'g', 'nomination').trimEnd(), second);
  assert.is(run('post', 'g', 'opening').trimEnd(), opening);
  // A game-over post asked for mid-game does not head itself "the game is over".
  const early = run('post', 'g', 'game-over');
  assert.match(early, /^### Secret Hitler: g: the game is not over$/m);
  assert.not.match(early, /the game is over/);
});

/**
 * Plays a five-player game whose deck holds 17 Fascist policies and 5 Liberal (the least the rules
 * allow) until the Chancellor holds the hand after the fifth Fascist policy: every government is
 * elected, keeps Fascist policies and never seats Hitler, and each power takes the first player
 * allowed who is not Hitler. The moves are read from `status --json`, as a moderator would.
 */
function playToVeto(cwd: string): void {
  const run = (...args: string[]) => runOk(args, { cwd, env });
  const view = (as?: number) => JSON.parse(run('status', 'g', '--json', ...(as === undefined ? [] : ['--as', String(as + 1)]))).view;
  run('new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--option', 'deck=5/17', '--seed', FIXED_SEED);
  const hitler = [0, 1, 2, 3, 4].find((seat) => view(seat).role === 'hitler');
  const notHitler = (seats: number[]) => String(seats.filter((s) => s !== hitler)[0] + 1);
  for (let moves = 0; moves < 60; moves++) {
    const p = view().pending;
    if (p.kind === 'nomination') run('nominate', 'g', notHitler(p.eligible));
    else if (p.kind === 'votes') run('vote', 'g', ...p.waitingFor.map((s: number) => `${s + 1}=ja`));
    else if (p.kind === 'legislative' && p.step === 'president-discard') run('discard', 'g', view(p.president).hand.cards.includes('liberal') ? 'liberal' : 'fascist');
    else if (p.kind === 'legislative' && p.step === 'chancellor-enact') {
      if (p.vetoAllowed) return;
      run('enact', 'g', view(p.chancellor).hand.cards.includes('fascist') ? 'fascist' : 'liberal');
    } else if (p.kind === 'power') run(p.power === 'peek' ? 'peek' : p.power === 'execution' ? 'execute' : p.power, 'g', ...(p.power === 'peek' ? [] : [notHitler(p.eligible)]));
    else throw new Error(`not expected here: ${JSON.stringify(p)}`);
  }
  throw new Error('no veto in 60 moves');
}

test('given a refused veto, the veto post asked for once the policy is enacted is the one printed at the refusal', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  playToVeto(cwd);
  run('veto', 'g', 'request');
  const refused = printedPost(run('veto', 'g', 'refuse'));
  assert.match(refused, /refuses the veto/);
  assert.match(refused, /Fascist track\*\*: ■■■■■□ 5\/6/);
  run('enact', 'g', 'fascist');
  // The sixth Fascist policy ended the game; the veto's post still shows the board of the refusal.
  assert.is(run('post', 'g', 'veto').trimEnd(), refused);
});

test('given an agreed veto, the veto post asked for after the next government is the one of the moment it was agreed', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  playToVeto(cwd);
  run('veto', 'g', 'request');
  run('veto', 'g', 'agree');
  const then = run('post', 'g', 'veto').trimEnd();
  // Agreed: nothing enacted, the Election Tracker at 1, and the next candidate asked to nominate.
  assert.match(then, /I agree to the veto/);
  assert.match(then, /Fascist track\*\*: ■■■■■□ 5\/6/);
  assert.match(then, /Election Tracker\*\*: ●○○ 1\/3/);
  assert.match(then, /please nominate a Chancellor/);
  const next = JSON.parse(run('status', 'g', '--json')).view.pending;
  run('nominate', 'g', String(next.eligible[0] + 1));
  assert.is(run('post', 'g', 'veto').trimEnd(), then);
});

/** A five-player game with five Fascist policies on the track from the start, whose first three governments fail. */
function threeFailedVotes(cwd: string, ...options: string[]): string {
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'c', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--option', 'startingFascistPolicies=5', ...options, '--seed', 'f1'.repeat(32));
  let last = '';
  for (const chancellor of ['2', '3', '4']) {
    run('nominate', 'c', chancellor);
    last = run('vote', 'c', '1=nein', '2=nein', '3=nein', '4=nein', '5=nein');
  }
  return last;
}

test('given a game whose third failed vote enacts the sixth Fascist policy by chaos, the game-over post says so and shows that vote, in both languages', () => {
  // RULES §2.4: the third failed vote in a row enacts the top policy; with five Fascist policies
  // down, the Fascists win (§3). The lines are written here by hand.
  const en = printedPost(threeFailedVotes(scratch()));
  assert.match(en, /^### Secret Hitler: c: the game is over$/m);
  assert.ok(en.includes('Six Fascist policies are enacted, the last by chaos.\n\nThree failed governments in a row: chaos enacted the top policy of the deck, **Fascist**. The third vote, on President **Cid** and Chancellor **Dan**:\n\n- **Ann**: Nein\n- **Bob**: Nein\n- **Cid**: Nein\n- **Dan**: Nein\n- **Eve**: Nein\n'), en);
  const cwd = scratch();
  threeFailedVotes(cwd, '--lang', 'ru', '--theme', 'service-rat');
  const ru = runOk(['post', 'c'], { cwd, env });
  assert.ok(ru.includes('Принято 6 крысиных законов, последний — из-за хаоса.\n\nТри проваленных голосования подряд: хаос, из колоды автоматически принят **крысиный закон**. Третье голосование — Мэр **Cid**, Крысолов **Dan**:\n\n- **Ann**: Nein\n'), ru);
});

test('given a game ended by the chaos of a third failed vote, the vote result asked for later is that vote\'s, not the government\'s before', () => {
  const cwd = scratch();
  threeFailedVotes(cwd);
  const later = runOk(['post', 'c', 'vote-result'], { cwd, env });
  // RULES §2.4: the third failed vote, Cid's government, then chaos.
  assert.match(later, /^### Government 3: vote result$/m);
  assert.ok(later.includes('President **Cid**, Chancellor **Dan**:\n\n- **Ann**: Nein\n- **Bob**: Nein\n- **Cid**: Nein\n- **Dan**: Nein\n- **Eve**: Nein\n\nJa: 0, Nein: 5. **Not elected.**'), later);
  assert.ok(later.includes('Three failed governments in a row: chaos! The top policy is enacted: **Fascist**.'), later);
  assert.not.match(later, /Bob\*\*, Chancellor \*\*Cid/);
});

test('given a player replaced after the President used a power, the power\'s post asked for again (by kind, or as the latest post) names who used it then, not the newcomer', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'pk', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=2');
  run('nominate', 'pk', 'Bob');
  run('vote', 'pk', 'Ann=ja', 'Bob=ja', 'Cid=ja', 'Dan=ja', 'Eve=ja');
  const hand = JSON.parse(run('status', 'pk', '--as', 'Ann', '--json')).view.hand.cards as string[];
  run('discard', 'pk', hand.includes('liberal') ? 'liberal' : 'fascist');
  const passed = JSON.parse(run('status', 'pk', '--as', 'Bob', '--json')).view.hand.cards as string[];
  assert.ok(passed.includes('fascist'), 'the fixed seed passes a Fascist policy to enact: the third on the board, the peek');
  run('enact', 'pk', 'fascist');
  const peeked = printedPost(run('peek', 'pk'));
  assert.match(peeked, /President \*\*Ann\*\* looked at the top three policies/);
  run('replace', 'pk', 'Ann', 'Zed');
  assert.is(run('post', 'pk', 'executive').trimEnd(), peeked);
  assert.is(run('post', 'pk').trimEnd(), peeked);
});

test.run();
