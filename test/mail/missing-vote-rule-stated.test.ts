// A player asked to vote by mail learns, beside the deadline, what happens to a vote that has not
// come by then (docs/house-rules.md, "The house rule at the deadline": `new --on-missing-vote
// ja|nein` casts that vote for every player who has not voted). Without it, a player who lets the
// deadline pass learns the rule only from the "Your vote was cast by the house rule" email, after
// the fact. The vote request and the reminder say it; a game whose rule is to wait says nothing
// of a vote cast for them. Played over the local mailbox, the commands run in-process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { remind } from '../../src/commands/remind.js';
import type { Context } from '../../src/cli/context.js';
import { scratch, FIXED_SEED } from '../support/cli.js';

async function game(opts: { lang?: string; onMissingVote?: string; deadline?: string; players: string[] }) {
  const cwd = scratch('chancery-missing-vote-rule-');
  const ctx: Context = { now: () => new Date('2026-12-01T10:00:00Z'), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: opts.players, seed: FIXED_SEED, ...(opts.lang ? { lang: opts.lang } : {}), ...(opts.deadline ? { deadline: opts.deadline } : {}), ...(opts.onMissingVote ? { onMissingVote: opts.onMissingVote } : {}) }, ctx);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mail = async (subject: RegExp) => (await Promise.all(readdirSync(outbox).map(async (f) => simpleParser(readFileSync(join(outbox, f))))))
    .filter((m) => subject.test(m.subject ?? ''));
  return { ctx, mail };
}

const EN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'];

test('given a game whose missing votes count as Nein at a 24 h deadline, every vote request says so beside the deadline, and so does the reminder', async () => {
  const g = await game({ players: EN, deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const requests = await g.mail(/\] Vote:/);
  assert.is(requests.length, 5);
  for (const m of requests) {
    assert.match(m.text ?? '', /^Deadline: /m);
    assert.match(m.text ?? '', /house rule/i, m.text);
    assert.match(m.text ?? '', /\bNein\b[^\n]*$|cast for you[^\n]*Nein/m);
    assert.match(m.text ?? '', /not (arrived|come)|missing|no vote/i, 'it says it is about a vote that has not come by the deadline');
  }
  await remind({ game: 'g' }, g.ctx);
  const reminders = await g.mail(/\] Reminder:/);
  assert.is(reminders.length, 5);
  for (const m of reminders) assert.match(m.text ?? '', /house rule[^\n]*Nein/i, m.text);
});

test('given a game whose missing votes count as Ja, the vote request says Ja is cast, not Nein', async () => {
  const g = await game({ players: EN, deadline: '24h', onMissingVote: 'ja' });
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const [m] = await g.mail(/\] Vote:/);
  assert.match(m.text ?? '', /house rule[^\n]*\bJa\b/i, m.text);
});

test('given a game that waits for missing votes, or one with no deadline, the vote request says nothing of a vote cast by a house rule', async () => {
  for (const opts of [{ deadline: '24h', onMissingVote: 'wait' }, { onMissingVote: 'nein' }]) {
    const g = await game({ players: EN, ...opts });
    await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
    const [m] = await g.mail(/\] Vote:/);
    assert.not.match(m.text ?? '', /house rule/i, JSON.stringify(opts));
  }
});

test('given a Russian game whose missing votes count as Nein, the vote request says so: «по правилу игры … Nein»', async () => {
  const g = await game({ players: RU, lang: 'ru', deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Борис' }, g.ctx);
  const requests = await g.mail(/\] Голосование:/);
  assert.is(requests.length, 5);
  for (const m of requests) assert.match(m.text ?? '', /^Срок: [\s\S]*по правилу[^\n]*Nein/m, m.text);
});

test.run();
