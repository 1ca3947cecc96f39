// A message that asks nothing of its own (the "NOT applied" email that asks the player's question
// back, a receipt of a vote that may still be changed) is answered as the question it asked then.
// When undo has withdrawn that question since, a reply to it is told, in the game's language, that
// the moderator withdrew the question (as a reply to the question's own message is), not that the
// game was not waiting for an answer; nothing is applied, and the log audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { openGame } from '../../src/game/open.js';
import { emlName } from '../../src/mail/local.js';
import type { LogRecord, MessageQueued, ReplyReceived } from '../../src/log/records.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { mailedReply, newestOf } from '../support/local-mail.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

function game(lang: 'en' | 'ru') {
  const cwd = scratch('chancery-withdrawn-asked-back-');
  const players = lang === 'ru' ? RU : PLAYERS;
  runOk(['new', 'g', ...(lang === 'ru' ? ['--lang', 'ru'] : []), '--players', ...players, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', players[1]], { cwd });
  const path = join(cwd, 'games', 'g.yaml');
  const events = () => openGame(path).log.events as (LogRecord & Record<string, unknown>)[];
  return {
    cwd, players, path, events,
    /** Carol's last message of this kind. */
    lastTo: (kind: string) => newestOf(cwd, 2, kind)!,
    /** Carol's reply, from her address, threaded under `message` alone. */
    replyTo: (message: MessageQueued, text: string, id: string) => mailedReply(cwd, message, { text, id, from: 'seat3@players.invalid' }),
    /** The text of the message queued last to Carol (the answer to her reply). */
    answerText: async () => {
      const last = events().filter((e) => e.type === 'message-queued' && e.to === 2).pop() as unknown as MessageQueued;
      const mail = await simpleParser(readFileSync(join(cwd, 'games', 'g', 'outbox', emlName(last.messageId))));
      return { kind: last.kind, text: mail.text ?? '' };
    },
  };
}

test('given Carol\'s unsure vote asked back, and the nomination then undone, her reply to the asked-back email is told the question was withdrawn, and nothing is applied', async () => {
  const g = game('en');
  runOk(['reply', 'g', 'Carol', 'ja or maybe nein'], { cwd: g.cwd });
  runOk(['sync', 'g'], { cwd: g.cwd });
  const askedBack = g.lastTo('error-reply');
  assert.ok(askedBack, 'Carol was asked back');
  runOk(['undo', 'g', '--yes'], { cwd: g.cwd });
  await g.replyTo(askedBack, 'Ja', '<carol-after-undo@players.invalid>');
  const out = runOk(['sync', 'g'], { cwd: g.cwd });
  assert.match(out, /withdrew that question/, out);
  const record = g.events().find((e) => e.type === 'reply-received' && e.messageId === '<carol-after-undo@players.invalid>') as unknown as ReplyReceived;
  assert.is(record.outcome, 'too-late');
  assert.is(record.reason, 'withdrawn');
  assert.not.ok(g.events().some((e) => e.type === 'vote-cast'), 'no vote applied');
  const answer = await g.answerText();
  assert.is(answer.kind, 'error-reply');
  assert.match(answer.text, /The moderator withdrew the question it answers/, answer.text);
  assert.not.match(answer.text, /not waiting for an answer from you/);
  const audit = runCli(['audit', 'g'], { cwd: g.cwd });
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
});

test('given Carol voted Ja by mail and her vote and the nomination were undone, her "Nein" in reply to her receipt is told the question was withdrawn', async () => {
  const g = game('en');
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd: g.cwd });
  runOk(['sync', 'g'], { cwd: g.cwd });
  const receipt = g.lastTo('ack');
  // The first undo takes back her vote, the second the nomination: the vote is no longer asked.
  runOk(['undo', 'g', '--yes'], { cwd: g.cwd });
  runOk(['undo', 'g', '--yes'], { cwd: g.cwd });
  await g.replyTo(receipt, 'Nein', '<carol-nein-after-undo@players.invalid>');
  const out = runOk(['sync', 'g'], { cwd: g.cwd });
  assert.match(out, /withdrew that question/, out);
  const answer = await g.answerText();
  assert.match(answer.text, /The moderator withdrew the question it answers/, answer.text);
  assert.is(runCli(['audit', 'g'], { cwd: g.cwd }).code, 0);
});

test('given the undone nomination made again, a reply to the email that asked the withdrawn vote back is told it was withdrawn and shown the vote open now', async () => {
  const g = game('en');
  runOk(['reply', 'g', 'Carol', 'ja or maybe nein'], { cwd: g.cwd });
  runOk(['sync', 'g'], { cwd: g.cwd });
  const askedBack = g.lastTo('error-reply');
  runOk(['undo', 'g', '--yes'], { cwd: g.cwd });
  runOk(['nominate', 'g', 'Dmitri'], { cwd: g.cwd });
  await g.replyTo(askedBack, 'Ja', '<carol-old-thread@players.invalid>');
  const out = runOk(['sync', 'g'], { cwd: g.cwd });
  assert.match(out, /withdrew that question/, out);
  assert.not.ok(g.events().some((e) => e.type === 'vote-cast'), 'no vote applied to the new nomination');
  const answer = await g.answerText();
  assert.match(answer.text, /The moderator withdrew the question it answers/, answer.text);
  assert.match(answer.text, /A question is open for you now; here it is again/);
});

test('in a Russian game, the reply to the asked-back email of a withdrawn question is told so in Russian', async () => {
  const g = game('ru');
  runOk(['reply', 'g', g.players[2], 'ja или может nein'], { cwd: g.cwd });
  runOk(['sync', 'g'], { cwd: g.cwd });
  const askedBack = g.lastTo('error-reply');
  assert.ok(askedBack, 'Вера was asked back');
  runOk(['undo', 'g', '--yes'], { cwd: g.cwd });
  await g.replyTo(askedBack, 'Ja', '<vera-after-undo@players.invalid>');
  runOk(['sync', 'g'], { cwd: g.cwd });
  const record = g.events().find((e) => e.type === 'reply-received' && e.messageId === '<vera-after-undo@players.invalid>') as unknown as ReplyReceived;
  assert.is(record.reason, 'withdrawn');
  const answer = await g.answerText();
  assert.match(answer.text, /Ведущий отозвал вопрос, на который вы ответили/, answer.text);
  assert.not.match(answer.text, /Игра не ждала от вас ответа/);
});

test.run();
