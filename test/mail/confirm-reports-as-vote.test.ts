// A held reply the moderator confirms is a decision like any other: `mail confirm` must report it
// as the command that makes the same decision does (docs: one path per job), with the events it
// appended, what the game waits for next, and the PRIVATE note of a hand the decision dealt. It
// printed only the reply's line and the post: a confirmed last vote left the moderator without the
// President's three cards to forward. Two games of one seed on the real servers: in one Eve's
// Nein comes from another address and is confirmed, in the other the moderator types it in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decide } from '../../src/game/session.js';
import { runCli } from '../support/cli.js';
import { sendRaw, cleanupMailboxes } from '../support/mail.js';
import { accountsFor, closeGame, syncUntil, votingGame, waitForMail, type MailGame } from '../support/mail-game.js';

/** Alice, Bob, Carol and Dmitri vote Ja; Eve's vote is the last one missing. */
async function fourVoteJa(game: MailGame): Promise<void> {
  await decide(game.path, new Date(), () => ({ decide: [0, 1, 2, 3].map((seat) => ({ type: 'vote-cast' as const, seat, vote: 'ja' as const })), result: null }));
}

/** What a decision's report says beyond its own first line: the events (without their numbers), what the game waits for, the PRIVATE notes. */
function decisionLines(out: string): string[] {
  return out.split('\n').flatMap((line) => {
    const event = /^#\d+ (.*)$/.exec(line);
    if (event) return /vote recorded/.test(event[1]) ? [] : [event[1].replace(/\[[A-Z0-9]{6}\]/, "[code]")];
    return /^(Next: |PRIVATE: |  President \S+ draws)/.test(line) ? [line] : [];
  });
}

test('given Eve\'s last vote held (sent from another address) and confirmed, the report names the tally, the draw, what the game waits for and the President\'s hand to forward, as `vote` does', async () => {
  const [confirmed, typed] = await Promise.all(accountsFor(2).map((accounts) => votingGame(accounts)));
  try {
    await fourVoteJa(confirmed);
    const eve = confirmed.players[4];
    const request = await waitForMail(eve, /\] Vote:/);
    await sendRaw(eve.box, confirmed.moderator.address, [`From: Eve <eve.at.home@example.org>`, `To: ${confirmed.moderator.address}`, `Subject: Re: ${request.subject}`,
      'Message-ID: <held-nein@eve.test>', `In-Reply-To: ${request.messageId}`, `References: ${request.messageId}`, 'Content-Type: text/plain; charset=utf-8', '', 'Nein', ''].join('\r\n'));
    const [pass] = await syncUntil(confirmed, 1);
    assert.is(pass.items[0].outcome, 'held');
    const byConfirm = runCli(['mail', 'confirm', confirmed.id, '<held-nein@eve.test>'], { cwd: confirmed.cwd });
    assert.is(byConfirm.code, 0, byConfirm.stderr);

    await fourVoteJa(typed);
    const byVote = runCli(['vote', typed.id, 'Eve=nein'], { cwd: typed.cwd });
    assert.is(byVote.code, 0, byVote.stderr);

    const expected = decisionLines(byVote.stdout);
    assert.ok(expected.some((l) => l.startsWith('PRIVATE: ')), `the vote's report deals the President's hand:\n${byVote.stdout}`);
    assert.equal(decisionLines(byConfirm.stdout), expected, byConfirm.stdout);
  } finally {
    await Promise.all([confirmed, typed].map(closeGame));
  }
});

test.after(() => cleanupMailboxes());

test.run();
