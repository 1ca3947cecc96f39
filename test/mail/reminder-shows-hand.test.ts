// A reminder says "Answer the message that asked you (or this one: it has the same effect)", so a
// President or Chancellor may answer the reminder itself: it must show what to answer from, the
// cards they hold, numbered as in the hand's own message. It said "your policy to discard as
// President: reply with its number or name", with no cards: the number of what? Played over the
// local mailbox, the commands run in-process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { remind } from '../../src/commands/remind.js';
import type { Context } from '../../src/cli/context.js';
import { scratch, FIXED_SEED } from '../support/cli.js';

async function game(players: string[], lang?: string) {
  const cwd = scratch('chancery-reminder-hand-');
  let now = Date.parse('2026-12-01T10:00:00Z');
  const ctx: Context = { now: () => new Date(now), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players, seed: FIXED_SEED, deadline: '24h', ...(lang ? { lang } : {}) }, ctx);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mail = async (subject: RegExp) => (await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(join(outbox, f))))))
    .filter((m) => subject.test(m.subject ?? ''));
  return { ctx, mail, later: () => { now += 3_600_000; } };
}

/** The numbered card lines of a hand ("  1. Fascist"). */
const cardLines = (text: string) => text.split('\n').filter((l) => /^ {2}\d\. \S/.test(l));

test("given the President's three policies unanswered, the President's reminder lists them, numbered as in the hand, and asks for the one to discard", async () => {
  const g = await game(['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'] }, g.ctx);
  const [hand] = await g.mail(/three policies as President/);
  const cards = cardLines(hand.text ?? '');
  assert.is(cards.length, 3);
  g.later();
  await remind({ game: 'g' }, g.ctx);
  const reminders = await g.mail(/\] Reminder:/);
  assert.is(reminders.length, 1, 'the President alone is waited for');
  assert.equal(cardLines(reminders[0].text ?? ''), cards, reminders[0].text);
  assert.match(reminders[0].text ?? '', /DISCARD/);
});

test("given the Chancellor's two policies unanswered in a Russian game, the Chancellor's reminder lists them and asks for the one to enact", async () => {
  const g = await game(['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], 'ru');
  await nominate({ game: 'g', chancellor: 'Борис' }, g.ctx);
  await vote({ game: 'g', votes: ['Алиса=ja', 'Борис=ja', 'Вера=ja', 'Григорий=ja', 'Дарья=ja'] }, g.ctx);
  await discard({ game: 'g', policy: '1' }, g.ctx);
  const [hand] = await g.mail(/две карты/);
  const cards = cardLines(hand.text ?? '');
  assert.is(cards.length, 2);
  g.later();
  await remind({ game: 'g' }, g.ctx);
  const [reminder] = await g.mail(/\] Напоминание:/);
  assert.equal(cardLines(reminder.text ?? ''), cards, reminder.text);
  assert.match(reminder.text ?? '', /ПРИНЯТЬ/);
});

test.run();
