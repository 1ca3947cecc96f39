// "thanks" to a message that asks nothing is told the email needs no answer
// (test/mail/thanks-to-a-message-that-asks-nothing-is-told-it-needs-no-answer.test.ts). That held
// only for a list of kinds (the role card, a result, a receipt): "thanks" to the NOT applied email
// sent when no question was open for its reader (it says so: "No question is open for you now")
// was told "The game was not waiting for an answer from you", or, once a question had opened,
// that "your reply is not read as an answer". A message asks nothing too when no question was open
// for its reader as it went out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { scratch } from '../support/cli.js';
import { earlyVoteNoticeToCarol, repliedAndSynced } from '../support/local-mail.js';

for (const voteOpen of [false, true]) {
  test(`given "thanks" to the NOT applied email sent before any question${voteOpen ? ', once the vote is open' : ''}, the player is told it needs no answer`, async () => {
    const cwd = scratch('chancery-thanks-to-a-notice-');
    const { ctx, notice } = await earlyVoteNoticeToCarol(cwd);
    if (voteOpen) await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
    const { record, answer } = await repliedAndSynced(cwd, ctx, notice, { text: 'thanks', id: '<thanks@players.invalid>', from: 'seat3@players.invalid' });
    assert.is(record.reason, 'asked-nothing');
    assert.match(answer, /^The email you answered asks nothing: it needs no answer\.$/m, answer);
    assert.not.match(answer, /not waiting|not read as an answer/, answer);
  });
}

test.run();
