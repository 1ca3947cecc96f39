// A vote may be changed until the tally (RULES §2.2); the moderator may enter a vote over one a
// player mailed (`vote --override`: the player asked by another channel, say). The player holds a
// receipt naming the vote they mailed: were they not told, the tally would show a vote they never
// gave and the moderator would look like a cheat. So the player is sent a private message, by the
// same outbox as every other, saying their recorded vote was changed by the moderator from X to Y,
// and nothing of anyone else's vote (votes are secret until the tally). A vote the moderator
// enters where the player had sent none, or over one the moderator entered and nobody was mailed,
// makes nothing a player was told untrue: no message. A newcomer who was told the seat's vote
// stands (RULES §5: the seat passes on) is told it was changed. Before, no message was sent at all.
// The sentences below are written by hand from the rules, in each language and theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', CHANCERY_HOME: '' };
const SEED = 'c7'.repeat(32);
const PLAYERS = { en: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], ru: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] } as const;

/** Game `g`: seat 1 nominated seat 2; seat 3 voted Ja by mail (a receipt went to her). */
function mailedJa(lang: 'en' | 'ru', theme = 'secret-hitler') {
  const cwd = scratch('chancery-override-told-');
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--lang', lang, '--theme', theme, '--players', ...PLAYERS[lang], '--seed', SEED);
  run('nominate', 'g', '2');
  run('reply', 'g', '3', 'Ja');
  run('sync', 'g');
  assert.ok(newestOf(cwd, 2, 'ack'), 'seat 3 was sent the receipt of her Ja');
  return { cwd, run };
}

/** The newest notice that the moderator changed seat 3's vote, as mailed (undefined when none was queued). */
async function noticeToThird(cwd: string): Promise<{ subject: string; text: string } | undefined> {
  const queued = newestOf(cwd, 2, 'vote-overridden');
  if (!queued) return undefined;
  const mail = await sentMail(cwd, queued);
  return { subject: mail.subject ?? '', text: mail.text ?? '' };
}

test('en: given Carol mailed Ja and the moderator entered Nein over it, Carol is told her recorded vote was changed from Ja to Nein, and nothing of the others\' votes', async () => {
  const { cwd, run } = mailedJa('en');
  run('vote', 'g', '1=ja', '5=nein');
  assert.match(run('vote', 'g', 'Carol=nein', '--override'), /Replaced Carol's vote by mail: Ja → Nein/);
  const notice = await noticeToThird(cwd);
  assert.ok(notice, 'a message was queued for Carol');
  assert.match(notice.subject, /^\[Secret Hitler: g\] The moderator changed your vote: Nein \[\w+\]$/);
  assert.match(notice.text, /^Hello Carol,$/m);
  assert.match(notice.text, /the moderator changed your recorded vote in the vote on President Alice and Chancellor Bob in the game g: from Ja to Nein\./);
  assert.match(notice.text, /Your vote now counts as Nein\./);
  // Votes are secret until the tally: Alice's Ja and Eve's Nein are nobody's business yet.
  assert.not.match(notice.text, /Eve|Dmitri/);
});

test('en: given the moderator\'s entry was the last vote, the notice says the votes were counted and the result', async () => {
  const { cwd, run } = mailedJa('en');
  run('vote', 'g', '1=ja', '2=nein', '4=nein');
  // Eve's vote is the last: entered after the change of Carol's, it closes the vote (2 Ja, 3 Nein).
  run('vote', 'g', 'Carol=nein', '5=ja', '--override');
  const notice = await noticeToThird(cwd);
  assert.ok(notice, 'a message was queued for Carol');
  assert.match(notice.text, /from Ja to Nein\./);
  assert.match(notice.text, /The votes are counted: the government was not elected\./);
});

test('en: given the moderator entered a vote for a player who sent none, or replaced a vote only the moderator had entered, nobody is sent a notice', async () => {
  const { cwd, run } = mailedJa('en');
  run('vote', 'g', 'Dmitri=ja');
  run('vote', 'g', 'Dmitri=nein', '--override');
  assert.is(newestOf(cwd, 3, 'vote-overridden'), undefined, 'Dmitri was told nothing by mail: nothing he was told is untrue');
  assert.is(newestOf(cwd, 2, 'vote-overridden'), undefined, 'Carol\'s vote was not touched');
});

test('en: given Carol mailed Ja and left her seat to Zoe, who was told the seat\'s vote stands, the moderator\'s Nein is told to Zoe as the seat\'s vote', async () => {
  const { cwd, run } = mailedJa('en');
  run('replace', 'g', 'Carol', 'Zoe');
  run('vote', 'g', 'Zoe=nein', '--override');
  const notice = await noticeToThird(cwd);
  assert.ok(notice, 'a message was queued for the seat');
  assert.match(notice.text, /^Hello Zoe,$/m);
  assert.match(notice.text, /the moderator changed the vote recorded for your seat in the vote on President Alice and Chancellor Bob in the game g: from Ja to Nein\./);
});

test('ru: given Вера mailed Ja and the moderator entered Nein over it, Вера is told «Ведущий изменил ваш голос»', async () => {
  const { cwd, run } = mailedJa('ru');
  run('vote', 'g', 'Вера=nein', '--override');
  const notice = await noticeToThird(cwd);
  assert.ok(notice, 'a message was queued for Вера');
  assert.match(notice.subject, /^\[Тайный Гитлер: g\] Ведущий изменил ваш голос: Nein \[\w+\]$/);
  assert.match(notice.text, /^Здравствуйте, Вера!$/m);
  assert.match(notice.text, /Ведущий изменил записанный за вами голос в голосовании \(Президент Анна, Канцлер Борис\) в игре g: было Ja, стало Nein\./);
  assert.match(notice.text, /Теперь ваш голос — Nein\./);
  assert.not.match(notice.text.replace(/\bNein\b/g, ''), /[A-Za-z]{3,}/, 'no English word');
});

for (const [theme, lang, words] of [
  ['secret-russian', 'en', /the vote on Premier Alice and Director Bob/],
  ['service-rat', 'en', /the vote on Mayor Alice and Ratcatcher Bob/],
  ['secret-russian', 'ru', /в голосовании \(Премьер Анна, Директор Борис\)/],
  ['service-rat', 'ru', /в голосовании \(Мэр Анна, Крысолов Борис\)/],
] as const) {
  test(`${lang}/${theme}: the notice names the offices in the theme's words`, async () => {
    const { cwd, run } = mailedJa(lang, theme);
    run('vote', 'g', '3=nein', '--override');
    const notice = await noticeToThird(cwd);
    assert.ok(notice, 'a message was queued');
    assert.match(notice.text, words);
    assert.not.match(notice.text, /President|Chancellor|Президент|Канцлер/);
  });
}

test.run();
