// Seed 001's workflow: a vote missing at the deadline is cast by the house rule, and its player is
// told so. RULES §5: a seat may change hands at any time, and the newcomer is told only what is true
// of them. A newcomer who took the seat over after the vote's deadline had passed did not let it
// pass: before, they were told "the deadline … passed without your vote", as if they had failed to
// vote in time. Now they are told the deadline had passed when they took the seat over, and that no
// vote came from the seat before the house rule was applied, which cast the seat's vote. A newcomer
// who took over before the deadline, and let it pass, is still told it passed without their vote.
// (A seat that changes hands after the rule was applied: the notice, unsent, is not sent to the
// newcomer: src/mail/queue.ts sendingJudge.) Sentences written by hand, in each language and theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';

const OPENED = '2026-12-01T10:00:00Z';
const SEED = 'c7'.repeat(32);
const PLAYERS = { en: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], ru: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] } as const;
const NEWCOMER = { en: 'Zoe', ru: 'Зоя' } as const;

/**
 * Game `g` with a one-hour deadline (10:00–11:00) and Nein for a missing vote: every seat but the
 * third votes Ja; the third changes hands at `handOver`; the moderator applies the rule at 12:00.
 */
async function defaultedAfterHandOver(lang: 'en' | 'ru', handOver: string, theme = 'secret-hitler') {
  const cwd = scratch('chancery-late-hand-over-');
  const run = (now: string, ...args: string[]) => runOk(args, { cwd, env: { CHANCERY_NOW: now, CHANCERY_HOME: '' } });
  run(OPENED, 'new', 'g', '--lang', lang, '--theme', theme, '--players', ...PLAYERS[lang], '--seed', SEED, '--deadline', '1h', '--on-missing-vote', 'nein');
  run(OPENED, 'nominate', 'g', '2');
  run(OPENED, 'vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja');
  run(handOver, 'replace', 'g', '3', NEWCOMER[lang]);
  run('2026-12-01T12:00:00Z', 'deadline', 'g', '--apply');
  const queued = newestOf(cwd, 2, 'vote-defaulted');
  assert.ok(queued, 'the seat is told its vote was cast');
  const mail = await sentMail(cwd, queued);
  return { subject: mail.subject ?? '', text: mail.text ?? '' };
}

test('en: given Zoe took Carol\'s seat over after the deadline had passed, the notice says so, not that the deadline passed without her vote', async () => {
  const { subject, text } = await defaultedAfterHandOver('en', '2026-12-01T11:30:00Z');
  assert.match(subject, /^\[Secret Hitler: g\] Your seat's vote was cast by the house rule: Nein \[\w+\]$/);
  assert.match(text, /^Hello Zoe,$/m);
  assert.match(text, /the deadline for the vote on President Alice and Chancellor Bob in the game g had passed when you took over seat 3, and no vote came from the seat before the house rule was applied\. By the house rule the seat's vote was cast: Nein\./);
  assert.not.match(text, /without your vote/);
});

test('en: given Zoe took Carol\'s seat over before the deadline and let it pass, she is told it passed without her vote', async () => {
  const { text } = await defaultedAfterHandOver('en', '2026-12-01T10:30:00Z');
  assert.match(text, /^Hello Zoe,$/m);
  assert.match(text, /in the game g passed without your vote\. By the house rule your vote was cast for you: Nein\./);
});

test('ru: given Зоя took Вера\'s seat over after the deadline had passed, the notice says «истёк до того, как вы заняли место 3»', async () => {
  const { subject, text } = await defaultedAfterHandOver('ru', '2026-12-01T11:30:00Z');
  assert.match(subject, /^\[Тайный Гитлер: g\] Голос вашего места подан по правилу: Nein \[\w+\]$/);
  assert.match(text, /^Здравствуйте, Зоя!$/m);
  assert.match(text, /В игре g срок голосования \(Президент Анна, Канцлер Борис\) истёк до того, как вы заняли место 3, и до применения правила голос с этого места не пришёл\. По правилу на случай молчания голос места подан: Nein\./);
  assert.not.match(text, /ваш голос не пришёл/);
});

for (const [theme, lang, offices] of [
  ['secret-russian', 'en', /the vote on Premier Alice and Director Bob in the game g had passed when you took over seat 3/],
  ['service-rat', 'en', /the vote on Mayor Alice and Ratcatcher Bob in the game g had passed when you took over seat 3/],
  ['secret-russian', 'ru', /срок голосования \(Премьер Анна, Директор Борис\) истёк до того, как вы заняли место 3/],
  ['service-rat', 'ru', /срок голосования \(Мэр Анна, Крысолов Борис\) истёк до того, как вы заняли место 3/],
] as const) {
  test(`${lang}/${theme}: the newcomer after the deadline is told so in the theme's words`, async () => {
    const { text } = await defaultedAfterHandOver(lang, '2026-12-01T11:30:00Z', theme);
    assert.match(text, offices);
  });
}

test.run();
