// Two replies are told that the email they answered asked nothing: one that answers nothing
// ("thanks") to a message that asks nothing and needed no answer (its record `ignored`), and one to
// a message that asked nothing, sent before the question open now (its record `too-late`). The
// email told them apart by whether a quote was stored: a reply with no words of its own (all quoted
// text) to the NOT applied email about a reply sent before any question was told "it needs no
// answer" while the moderator's report said the email was sent before the question open now.
// The email now says what the record says; and since such a notice asks nothing (no question was
// open for its reader), both say the reply needed none.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { scratch } from '../support/cli.js';
import { earlyVoteNoticeToCarol, repliedAndSynced } from '../support/local-mail.js';

test('given an empty reply to the NOT applied email sent before the vote opened, the email says what the report says: it needed no answer', async () => {
  const cwd = scratch('chancery-empty-to-a-notice-');
  const { ctx, notice } = await earlyVoteNoticeToCarol(cwd);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  const { record, answer } = await repliedAndSynced(cwd, ctx, notice, { text: '', id: '<empty@players.invalid>', from: 'seat3@players.invalid' });
  assert.is(record.reason, 'asked-nothing');
  assert.match(record.detail ?? '', /none was needed/, record.detail);
  assert.match(answer, /^The email you answered asks nothing: it needs no answer\.$/m, answer);
  assert.not.match(answer, /asked no question/, answer);
});

test.run();
