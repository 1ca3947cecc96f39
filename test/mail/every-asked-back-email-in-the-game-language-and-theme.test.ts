// A reply the reader is not sure of is asked back (docs/email.md): the email that asks it back is
// all the player sees, so it must say, in the game's language and its theme's words, what was
// read ("You wrote: …") and what to answer (the question again). A Russian game has no English
// word in it but the ballot words Ja and Nein; a Service Rat or Secret Russian game never says
// "Fascist", "Liberal", "President" or "Chancellor" (templates/themes/*.yaml give their own words).
// Every reason is driven through a real reply in the local mailbox, and the email read back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { undo } from '../../src/commands/undo.js';
import type { Context } from '../../src/cli/context.js';
import { scratch } from '../support/cli.js';
import { mailedReply, newestOf, outboxFromNow } from '../support/local-mail.js';

/** A seed whose first hand is Fascist, Liberal, Fascist (as the receipt tests use). */
const MIXED_HAND = 'a'.repeat(64);

type Lang = 'en' | 'ru';
type Theme = 'secret-hitler' | 'secret-russian' | 'service-rat';

/** The card names each theme gives (templates/themes/*.yaml), as a player writes them. */
const CARDS: Record<Theme, Record<Lang, { liberal: string; fascist: string }>> = {
  'secret-hitler': { en: { liberal: 'liberal', fascist: 'fascist' }, ru: { liberal: 'либеральный', fascist: 'фашистский' } },
  'secret-russian': { en: { liberal: 'loyalist', fascist: 'subversive' }, ru: { liberal: 'лоялистский', fascist: 'подрывной' } },
  'service-rat': { en: { liberal: 'cat', fascist: 'rat' }, ru: { liberal: 'кошачий', fascist: 'крысиный' } },
};

/** Secret Hitler's own words, which a re-themed game must not use. */
const HITLER_WORDS: Record<Lang, RegExp> = {
  en: /\b(?:Fascists?|Liberals?|President|Chancellor|Hitler|polic(?:y|ies))\b/i,
  ru: /(?:Фашист|Либерал|Президент|Канцлер|Гитлер)/i,
};

const PLAYERS: Record<Lang, string[]> = {
  en: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'],
  ru: ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'],
};

/** The replies to a vote request that are asked back, one reason each. */
function voteDoubts(lang: Lang): [string, string][] {
  const ru = lang === 'ru';
  return [
    ['two-answers', 'Ja Nein'],
    ['negated', ru ? 'Не за' : 'Not ja'],
    ['idiom', ru ? 'Да нет' : 'Why not'],
    ['doubt', ru ? 'Может быть, за' : 'Maybe ja'],
    ['question', ru ? 'За?' : 'Ja?'],
    ['correction', ru ? 'За, точнее' : 'Ja, actually'],
    ['joke', 'Ja 😉'],
    ['joke', ru ? 'За, шучу' : 'Ja, just kidding'],
    ['mixed-letters', 'nоt ja'],
    ['foreign-letters', 'όχι ja'],
    ['unknown-word', 'Ja, nyet'],
    ['other-government', ru ? 'Ja, за Алису и Веру' : 'Ja for Alice and Carol'],
    // A Russian player names the government in the accusative, as the language asks.
    ['other-government', ru ? 'За, за Веру и Бориса' : 'Ja for Carol and Bob'],
    ['no-answer', ru ? 'Привет всем' : 'Hello everyone'],
  ];
}

/** The President's replies to a hand of Fascist, Liberal, Fascist that are asked back or refused. */
function discardDoubts(lang: Lang, theme: Theme): [string, string][] {
  const c = CARDS[theme][lang];
  const ru = lang === 'ru';
  return [
    ['wrong-verb', ru ? `Принять ${c.liberal}` : `Enact the ${c.liberal}`],
    ['two-answers', '1 2'],
    ['not-held', '4'],
    ['veto-locked', ru ? 'Вето' : 'Veto'],
    ['negated', ru ? 'Не 2' : 'Not 2'],
  ];
}

const codeOf = (subject: string) => /\[([A-Z0-9]{6})\]\s*$/.exec(subject)?.[1] ?? '';

/** The email's text without the player's own words (they may write in any language). */
function ownText(text: string): string {
  return text.split('\n').filter((l) => !/^(?:You wrote: |Вы написали: )/.test(l))
    // The reason quotes the word it could not read, as the player wrote it.
    .map((l) => (/^(?:It is not certain what you meant|Непонятно наверняка, что вы имели в виду): /.test(l) ? l.replace(/«[^«»]*»|"[^"]*"/g, '') : l)).join('\n');
}

function checkLanguageAndTheme(mail: ParsedMail, lang: Lang, theme: Theme, what: string): void {
  const text = `${mail.subject}\n${ownText(mail.text ?? '')}`;
  if (lang === 'ru') {
    const english = text.replace(/\[[A-Z0-9]{6}\]/g, '').replace(/\bg\b/g, '').match(/\b[A-Za-z]{2,}\b/g)?.filter((w) => !/^(?:Ja|Nein|HTML)$/.test(w)) ?? [];
    assert.equal(english, [], `${what}: English words in a Russian email:\n${mail.subject}\n${mail.text}`);
  }
  if (theme !== 'secret-hitler') {
    assert.not.match(text, HITLER_WORDS[lang], `${what}: Secret Hitler's words in a ${theme} email:\n${mail.subject}\n${mail.text}`);
  }
}

for (const lang of ['en', 'ru'] as const) {
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) {
    test(`every reply asked back in a ${lang} ${theme} game is answered in its language and theme, saying what was read and what to answer`, async () => {
      const cwd = scratch('chancery-asked-back-');
      const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
      const players = PLAYERS[lang];
      await newGame({ id: 'g', players: [...players], seed: MIXED_HAND, lang, theme }, ctx);
      await nominate({ game: 'g', chancellor: players[1] }, ctx);
      const newMails = outboxFromNow(cwd);
      const to = (mails: ParsedMail[], seat: number) => mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === `seat${seat + 1}@players.invalid`);
      const notApplied = lang === 'ru' ? /Ваш ответ НЕ принят\./ : /your reply was NOT applied\./;
      const quoteLine = lang === 'ru' ? /^Вы написали: «(.+)»$/m : /^You wrote: "(.+)"$/m;

      /** The reply sent, synced, and its one answer: NOT applied, quoting the reply, asking again. */
      const askedBack = async (seat: number, why: string, words: string, again: RegExp) => {
        const sent = await reply({ game: 'g', player: players[seat], text: words }, ctx);
        await sync({ game: 'g' }, ctx);
        const mails = to(await newMails(), seat);
        const what = `${why} ("${words}")`;
        assert.is(mails.length, 1, `${what}: one answer to the reply`);
        const [mail] = mails;
        assert.match(mail.text ?? '', notApplied, `${what}:\n${mail.text}`);
        const quoted = quoteLine.exec(mail.text ?? '')?.[1];
        assert.ok(quoted && words.includes(quoted), `${what}: the email shows what was read:\n${mail.text}`);
        assert.match(mail.text ?? '', again, `${what}: the email asks the question again:\n${mail.text}`);
        assert.is(mail.inReplyTo, sent.messageId, `${what}: threaded under the reply`);
        // A word the reader could not read is named in the reason, so the player sees which one.
        const word = { 'mixed-letters': 'nоt', 'foreign-letters': 'όχι', 'unknown-word': 'nyet' }[why];
        if (word) {
          const reason = (mail.text ?? '').split('\n').find((l) => /^(?:It is not certain what you meant|Непонятно наверняка, что вы имели в виду): /.test(l)) ?? '';
          assert.ok(reason.includes(lang === 'ru' ? `«${word}»` : `"${word}"`), `${what}: the reason names the word:\n${mail.text}`);
        }
        // A wink is no doubt the player would recognise: the reason names a joke as well.
        if (why === 'joke') assert.match(mail.text ?? '', lang === 'ru' ? /шутк/ : /jok/, `${what}: the reason names a joke:\n${mail.text}`);
        checkLanguageAndTheme(mail, lang, theme, what);
      };

      const voteAgain = lang === 'ru' ? /одно слово, Ja \(за\) или Nein \(против\)\./ : /reply with one word, Ja \(yes\) or Nein \(no\)\./;
      const doubts = voteDoubts(lang);
      for (let i = 0; i < doubts.length; i++) await askedBack(i % 5, doubts[i][0], doubts[i][1], voteAgain);

      // A vote changed after the tally: too late, said in the game's words.
      await vote({ game: 'g', votes: players.map((p) => `${p}=ja`) }, ctx);
      await newMails();
      await reply({ game: 'g', player: players[3], text: 'Nein' }, ctx);
      await sync({ game: 'g' }, ctx);
      const late = to(await newMails(), 3);
      assert.is(late.length, 1, 'a vote after the tally is answered');
      assert.match(late[0].text ?? '', notApplied, late[0].text);
      checkLanguageAndTheme(late[0], lang, theme, 'too late');

      // The President's hand: the card replies asked back.
      const c = CARDS[theme][lang];
      const hand = new RegExp(`1\\. ${c.fascist}\\s+2\\. ${c.liberal}\\s+3\\. ${c.fascist}`, 'i');
      for (const [why, words] of discardDoubts(lang, theme)) await askedBack(0, why, words, hand);

      // The hand's question withdrawn by undo, then answered: told the moderator withdrew it.
      const handMail = newestOf(cwd, 0, 'president-hand')!;
      await undo({ game: 'g', yes: true }, ctx);
      for (const m of await newMails()) checkLanguageAndTheme(m, lang, theme, 'the notice of the undo');
      await mailedReply(cwd, handMail, { text: '1', id: '<late-hand-reply@players.invalid>', from: 'seat1@players.invalid' });
      await sync({ game: 'g' }, ctx);
      const withdrawn = to(await newMails(), 0);
      assert.is(withdrawn.length, 1, 'the reply to the withdrawn hand is answered');
      assert.match(withdrawn[0].text ?? '', lang === 'ru' ? /Ведущий отозвал вопрос/ : /The moderator withdrew the question/, withdrawn[0].text);
      assert.is(withdrawn[0].inReplyTo, '<late-hand-reply@players.invalid>');
      checkLanguageAndTheme(withdrawn[0], lang, theme, 'withdrawn');

      // A vote said twice: the second is already recorded, said so in the game's words.
      await reply({ game: 'g', player: players[4], text: 'Nein' }, ctx);
      await sync({ game: 'g' }, ctx);
      await newMails();
      await reply({ game: 'g', player: players[4], text: 'Nein' }, ctx);
      await sync({ game: 'g' }, ctx);
      const again = to(await newMails(), 4);
      assert.is(again.length, 1);
      assert.match(again[0].text ?? '', lang === 'ru' ? /уже был записан: ничего не изменилось/ : /was already recorded: nothing changed/, again[0].text);
      checkLanguageAndTheme(again[0], lang, theme, 'already recorded');
    });
  }
}

test.run();
