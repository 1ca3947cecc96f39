// RULES §5: a player who leaves is replaced, "the seat, its role and everything it learned pass to
// the new player"; `replace` sends the newcomer the seat's open question. RULES §2.2-2.6: the
// candidate for President nominates a Chancellor, the President draws the top three policies and
// passes two to the Chancellor. A newcomer who took the seat over during that government did none of
// it (or may not have): the question sent to them says what is true of them, whoever did it. The
// messages the seat's first player gets are unchanged. Wording written by hand from the rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';
import { ENGLISH_PLAYERS, RUSSIAN_PLAYERS } from '../support/president-discard.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Game `g` in `lang` with seat 1's candidate for President about to nominate. */
function game(lang: 'en' | 'ru', options: string[] = []): { cwd: string; run: (...args: string[]) => string; players: string[] } {
  const cwd = scratch('chancery-newcomer-');
  const run = (...args: string[]) => runOk(args, { cwd, env });
  const players = lang === 'ru' ? RUSSIAN_PLAYERS : ENGLISH_PLAYERS;
  run('new', 'g', '--players', ...players, '--lang', lang, '--seed', 'c7'.repeat(32), ...options);
  return { cwd, run, players };
}

/** The newest message of `kind` the game sent seat `seat` (0-based), as mailed. */
async function newest(cwd: string, seat: number, kind: string): Promise<string> {
  const m = newestOf(cwd, seat, kind);
  assert.ok(m, `a ${kind} was sent to seat ${seat + 1}`);
  return (await sentMail(cwd, m!)).text ?? '';
}

test('en: given Bob was nominated Chancellor by Ann and both left their seats during the vote, the vote requests Zoe and Fred get name the government without saying Zoe nominated Fred', async () => {
  const { cwd, run } = game('en');
  run('nominate', 'g', '2');
  run('replace', 'g', 'Bob', 'Fred');
  let text = await newest(cwd, 1, 'vote-request');
  assert.match(text, /Hello Fred,/);
  assert.match(text, /Vote on the government of President Ann and Chancellor Fred\./);
  assert.not.match(text, /nominated Fred/);
  run('replace', 'g', 'Ann', 'Zoe');
  text = await newest(cwd, 0, 'vote-request');
  assert.match(text, /Hello Zoe,/);
  assert.match(text, /Vote on the government of President Zoe and Chancellor Fred\./);
  assert.not.match(text, /President Zoe nominated/);
  // A player who held the seat all along is told who nominated whom, as before.
  assert.match(await newest(cwd, 2, 'vote-request'), /President Ann nominated Bob as Chancellor\. Vote on this government\./);
});

test('ru: given Борис was nominated by Анна and both left their seats during the vote, the vote requests Жанна and Фёдор get say nothing of a nomination they did not make or receive', async () => {
  const { cwd, run } = game('ru');
  run('nominate', 'g', '2');
  run('replace', 'g', 'Борис', 'Фёдор');
  let text = await newest(cwd, 1, 'vote-request');
  assert.match(text, /Здравствуйте, Фёдор!/);
  assert.match(text, /Ваш голос за правительство \(Президент Анна, Канцлер Фёдор\): Ja или Nein\?/);
  assert.not.match(text, /выдвигает/);
  run('replace', 'g', 'Анна', 'Жанна');
  text = await newest(cwd, 0, 'vote-request');
  assert.match(text, /Здравствуйте, Жанна!/);
  assert.match(text, /Ваш голос за правительство \(Президент Жанна, Канцлер Фёдор\): Ja или Nein\?/);
  assert.not.match(text, /выдвигает/);
  assert.match(await newest(cwd, 2, 'vote-request'), /Президент Анна выдвигает Бориса в канцлеры\./);
});

test('en: given Ann drew as President and left her seat to Zoe before discarding, the hand Zoe gets says she holds the three policies, not that she drew them', async () => {
  const { cwd, run, players } = game('en');
  run('nominate', 'g', '2');
  run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
  assert.match(await newest(cwd, 0, 'president-hand'), /Hello Ann,\n\nas President you drew these three policies:/);
  run('replace', 'g', 'Ann', 'Zoe');
  const text = await newest(cwd, 0, 'president-hand');
  assert.match(text, /Hello Zoe,/);
  assert.match(text, /as President you hold these three policies, the top three of the draw pile:/);
  assert.not.match(text, /you drew/);
});

test('ru: given Анна drew as President and left her seat to Жанна before discarding, the hand Жанна gets does not say she drew the cards', async () => {
  const { cwd, run, players } = game('ru');
  run('nominate', 'g', '2');
  run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
  assert.match(await newest(cwd, 0, 'president-hand'), /Вы Президент\. Вы взяли три карты:/);
  run('replace', 'g', 'Анна', 'Жанна');
  const text = await newest(cwd, 0, 'president-hand');
  assert.match(text, /Здравствуйте, Жанна!/);
  assert.match(text, /Вы Президент\. У вас три карты, взятые с верха колоды:/);
  assert.not.match(text, /Вы взяли/);
});

test('en: given Ann passed Bob two policies and Bob left his seat to Fred before enacting, the hand Fred gets says the President passed them to the Chancellor, not to him', async () => {
  const { cwd, run, players } = game('en');
  run('nominate', 'g', '2');
  run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
  run('discard', 'g', '1');
  assert.match(await newest(cwd, 1, 'chancellor-hand'), /Hello Bob,\n\nas Chancellor you received these two policies from the President:/);
  run('replace', 'g', 'Bob', 'Fred');
  const text = await newest(cwd, 1, 'chancellor-hand');
  assert.match(text, /Hello Fred,/);
  assert.match(text, /as Chancellor you hold these two policies, passed to the Chancellor by the President:/);
  assert.not.match(text, /you received/);
});

test('ru: given Анна passed Борис two cards and Борис left his seat to Фёдор before enacting, the hand Фёдор gets says «передала Канцлеру», not «передала вам»', async () => {
  const { cwd, run, players } = game('ru');
  run('nominate', 'g', '2');
  run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
  run('discard', 'g', '1');
  assert.match(await newest(cwd, 1, 'chancellor-hand'), /Вы Канцлер\. Президент Анна передала вам две карты:/);
  run('replace', 'g', 'Борис', 'Фёдор');
  const text = await newest(cwd, 1, 'chancellor-hand');
  assert.match(text, /Здравствуйте, Фёдор!/);
  assert.match(text, /Вы Канцлер\. Президент Анна передала Канцлеру две карты:/);
  assert.not.match(text, /передала вам/);
});

test('en and ru: given the Chancellor asked for the veto and left the seat, the reminder to the President names the one who asked', async () => {
  for (const [lang, expected] of [
    ['en', /Bob, your Chancellor until Fred took the seat over, proposed a veto: reply with one word, agree or refuse/],
    ['ru', /Канцлер Борис \(теперь на этом месте — Фёдор\) предложил вето\. Ответьте одним словом/],
  ] as const) {
    const { cwd, run, players } = game(lang, ['--option', 'startingFascistPolicies=5']);
    run('nominate', 'g', '2');
    run('vote', 'g', ...players.map((_, i) => `${i + 1}=ja`));
    run('discard', 'g', '1');
    run('veto', 'g', 'request');
    run('replace', 'g', players[1], lang === 'en' ? 'Fred' : 'Фёдор');
    run('deadline', 'g', '24h');
    run('remind', 'g');
    const text = await newest(cwd, 0, 'reminder');
    assert.match(text, expected, text);
  }
});

test.run();
