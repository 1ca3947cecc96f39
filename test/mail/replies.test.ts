// What a player is told after a reply, end to end with the local transport: the acknowledgement
// quotes the words read and what they were read as; a vote changes until the tally; an unsure
// reply is asked back with the options; a reply to a closed or withdrawn question names the open
// one; a fresh email from a registered address is answered at that address; a Russian game says
// it all in Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { undo } from '../../src/commands/undo.js';
import { vote } from '../../src/commands/vote.js';
import { openGame } from '../../src/game/open.js';
import { playerView } from '../../src/engine/index.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import { addressOf } from '../../src/mail/outbox.js';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued } from '../../src/log/records.js';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

async function game(lang: 'en' | 'ru' = 'en') {
  const cwd = scratch('chancery-mail-replies-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: PLAYERS, seed: FIXED_SEED, ...(lang === 'ru' ? { lang } : {}) }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const answer = async (player: string, text: string) => (await reply({ game: 'g', player, text }, ctx)).messageId;
  const syncOnce = async () => (await sync({ game: 'g' }, ctx)).passes[0];
  /** The message chancery sent in answer to a reply. */
  const answerTo = async (messageId: string): Promise<ParsedMail> => {
    const dir = join(cwd, 'games', 'g', 'outbox');
    const mails = await Promise.all(readdirSync(dir).map((f) => simpleParser(readFileSync(join(dir, f)))));
    const found = mails.find((m) => m.inReplyTo === messageId);
    if (!found) throw new Error(`no answer to ${messageId} in the outbox`);
    return found;
  };
  /** A raw email into the inbox, from a seat's registered address. */
  const mailFrom = async (seat: number, text: string, inReplyTo?: string) => {
    const log = openGame(path).log;
    const messageId = `<raw-${Math.random().toString(36).slice(2)}@players.invalid>`;
    const raw = await composeRaw({ messageId, from: addressOf(log, seat), to: 'moderator@chancery.invalid', subject: 'hello', text, ...(inReplyTo ? { inReplyTo } : {}) });
    deliverToMaildir(inboxDir(gameMailDir(path)), raw);
    return messageId;
  };
  const state = () => openGame(path).state;
  const queued = () => openGame(path).log.events.filter((e) => e.type === 'message-queued') as unknown as MessageQueued[];
  return { cwd, ctx, path, answer, syncOnce, answerTo, mailFrom, state, queued };
}

test('given a vote by mail, when the player replies again before the tally, then the second vote counts and each acknowledgement quotes its words', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const first = await g.answer('Carol', 'Ja, good luck everyone');
  await g.syncOnce();
  const ack = await g.answerTo(first);
  assert.ok(ack.text!.includes('You wrote: "Ja" → Ja'), `the words read, not the greeting after them: ${ack.text}`);
  assert.match(ack.text!, /How to reply/, 'a vote can still be changed: the acknowledgement can be answered');
  assert.match(ack.text!, /change your vote by replying again until the last vote is in/);
  const second = await g.answer('Carol', 'Nein, I changed my mind');
  const r = await g.syncOnce();
  // The moderator's report says the vote it replaced.
  assert.equal(r.items.map((i) => [i.outcome, i.readAs, i.detail]), [['applied', 'Nein', 'it changes the vote recorded before it: Ja']]);
  const phase = g.state().phase as { votes: Record<number, string> };
  assert.is(phase.votes[2], 'nein', 'the second reply replaced the first vote');
  assert.ok((await g.answerTo(second)).text!.includes('You wrote: "Nein" → Nein'));
  // The same vote again changes nothing: recorded as received, with no second vote.
  await g.answer('Carol', 'nein');
  assert.equal((await g.syncOnce()).items.map((i) => [i.outcome, i.readAs, i.detail]), [['already-recorded', 'Nein', 'it is the answer already recorded: nothing changed']]);
  assert.is(openGame(g.path).log.events.filter((e) => e.type === 'vote-cast' && e.seat === 2).length, 2, 'no third vote-cast');
});

test('given a vote the moderator entered, when the player\'s reply votes otherwise, then the reply counts and sync\'s line says it replaced the moderator\'s entry, from what to what, in English and Russian', async () => {
  for (const [lang, line] of [['en', 'applied Bob: Nein — it replaces the vote you entered by hand: Ja → Nein'], ['ru', 'Bob: принято — Nein; заменяет голос, который вы записали вручную: Ja → Nein']] as const) {
    const g = await game(lang);
    await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
    await vote({ game: 'g', votes: ['Bob=ja'] }, g.ctx);
    await g.answer('Bob', 'nein');
    const out = runCli(['sync', 'g'], { cwd: g.cwd, env: { CHANCERY_HOME: '' } });
    assert.is(out.code, 0, out.stderr);
    assert.is(out.stdout.split('\n')[0], line);
    assert.is((g.state().phase as { votes: Record<number, string> }).votes[1], 'nein');
  }
});

test('given a President holding two of a kind, when she replies "keep both …", then the other card is discarded and the acknowledgement says so', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  for (const p of PLAYERS) await g.answer(p, 'ja');
  await g.syncOnce();
  const hand = playerView(g.state(), 0).hand!.cards;
  const kept = hand.filter((c) => c === 'liberal').length >= 2 ? 'liberal' : 'fascist';
  const other = kept === 'liberal' ? 'fascist' : 'liberal';
  const id = await g.answer('Alice', `keep both ${kept}s`);
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'applied');
  const expected = hand.filter((c) => c === kept).length === 3 ? kept : other;
  const word = expected === 'liberal' ? 'Liberal' : 'Fascist';
  assert.is(r.items[0].readAs, `discarded: ${word}`);
  const ack = await g.answerTo(id);
  assert.ok(ack.text!.includes(`You wrote: "keep both ${kept}s" → discarded: ${word}`), ack.text);
  assert.match(ack.text!, /This is final: a choice of policies \(or a veto\) cannot be changed by replying again\./);
});

test('given an unsure reply, then nothing is applied and the answer shows the words read, why, and the options again', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const id = await g.answer('Carol', "I'm not voting ja on this");
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'ambiguous');
  assert.equal((g.state().phase as { votes: object }).votes, {});
  const back = await g.answerTo(id);
  assert.ok(back.text!.includes(`You wrote: "I'm not voting ja on this"`), back.text);
  assert.match(back.text!, /a negated answer is never applied/);
  assert.match(back.text!, /reply with one word, Ja \(yes\) or Nein \(no\)/);
  assert.match(back.text!, /How to reply/);
});

test('given a reply to a closed vote while a card question is open, then it names the open question and repeats it', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = g.queued().filter((q) => q.to === 0 && q.prompt === 'votes').pop()!;
  for (const p of PLAYERS) await g.answer(p, 'ja');
  await g.syncOnce();
  const late = await g.mailFrom(0, 'nein', request.messageId);
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'too-late');
  const back = await g.answerTo(late);
  // Every seat voted Ja by mail: the votes were counted before this Nein came.
  assert.match(back.text!, /^It came after the votes were counted \(Ja 5, Nein 0: the government was elected; this seat's vote counted: Ja\), so it changes nothing\.$/m, back.text);
  assert.match(back.text!, /A question is open for you now; here it is again/);
  assert.match(back.text!, /Your three policies as President:\n {2}1\. /);
  assert.match(back.text!, /How to reply/);
});

test('given a question the moderator withdrew by undo, then a reply to it says so', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = g.queued().filter((q) => q.to === 2 && q.prompt === 'votes').pop()!;
  await undo({ game: 'g', yes: true }, g.ctx);
  const id = await g.mailFrom(2, 'ja', request.messageId);
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'too-late');
  const back = await g.answerTo(id);
  assert.match(back.text!, /The moderator withdrew the question it answers/);
  assert.match(back.text!, /No question is open for you now/);
});

test('given a fresh email with no reference from a registered address, then nothing is applied and the player is answered there with the open question', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const id = await g.mailFrom(3, 'ja');
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'forged');
  assert.equal((g.state().phase as { votes: object }).votes, {});
  const back = await g.answerTo(id);
  assert.is(back.to && 'value' in back.to ? back.to.value[0].address : '', addressOf(openGame(g.path).log, 3));
  assert.match(back.subject!, /An email from your address: your open questions/);
  assert.match(back.text!, /can be forged/);
  assert.match(back.text!, /reply with one word, Ja \(yes\) or Nein \(no\)/);
});

test('given a reply to a message that is not chancery\'s (the moderator\'s own mail) that quotes a vote request\'s code, then its words are not applied to that vote: the player is asked back with the open question', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = g.queued().find((q) => q.kind === 'vote-request' && q.to === 3)!;
  // The moderator wrote to Dmitri from their own mail client, quoting his vote request; he answers that mail.
  const personal = '<are-you-sure-1@moderator.example>';
  const quoted = `Yes, sure, go ahead.\n\nOn Tue, 1 Dec 2026 at 10:00, Moderator wrote:\n> Did you get your vote request [${request.code}]? Answer it when you can.\n`;
  const id = await g.mailFrom(3, quoted, personal);
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'refused');
  assert.match(r.items[0].detail!, new RegExp(`answers an email that is not one of this game's, which quotes message ${request.code}`));
  assert.equal((g.state().phase as { votes: object }).votes, {}, 'no vote cast');
  const back = await g.answerTo(id);
  assert.match(back.subject!, /Your reply was not applied/);
  assert.match(back.text!.replace(/\s+/g, ' '), /You wrote: "Yes" It answers an email that is not one of the game's own .* reply to the game's message itself/);
  assert.match(back.text!, /reply with one word, Ja \(yes\) or Nein \(no\)/);
  // The same words in a reply to the vote request itself are a vote (they read as yes).
  await g.mailFrom(3, quoted, request.messageId);
  const direct = await g.syncOnce();
  assert.is(direct.items[0].outcome, 'applied');
  assert.equal((g.state().phase as { votes: Record<number, string> }).votes, { 3: 'ja' });
});

test('given a Russian game, a reply to the moderator\'s own mail quoting a vote request\'s code is asked back in Russian', async () => {
  const g = await game('ru');
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = g.queued().find((q) => q.kind === 'vote-request' && q.to === 3)!;
  const id = await g.mailFrom(3, `Да, конечно.\n\n> Вы получили письмо [${request.code}]?\n`, '<personal-2@moderator.example>');
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'refused');
  assert.match(r.items[0].detail!, /это ответ на письмо не из этой игры/);
  assert.equal((g.state().phase as { votes: object }).votes, {});
  const back = await g.answerTo(id);
  assert.match(back.text!.replace(/\s+/g, ' '), /Это ответ на письмо не из игры .* ответьте на само письмо игры/);
  assert.not.match(back.text!, /\b(?:the|your|reply|email)\b/i);
});

test('given an automatic reply (a vacation responder) to a vote request, then it is not read as a vote and not answered', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const request = g.queued().filter((q) => q.to === 1 && q.prompt === 'votes').pop()!;
  const raw = [`From: ${addressOf(openGame(g.path).log, 1)}`, 'To: moderator@chancery.invalid', 'Subject: Out of office: Re: Vote', 'Message-ID: <vacation-1@players.invalid>',
    `In-Reply-To: ${request.messageId}`, 'Auto-Submitted: auto-replied', 'Content-Type: text/plain; charset=utf-8', '', 'Yes, I am away until Monday. Ja.', ''].join('\r\n');
  deliverToMaildir(inboxDir(gameMailDir(g.path)), Buffer.from(raw));
  const r = await g.syncOnce();
  assert.is(r.items[0].outcome, 'ignored');
  assert.equal((g.state().phase as { votes: object }).votes, {});
  assert.is(g.queued().filter((q) => q.replyTo === '<vacation-1@players.invalid>').length, 0, 'no answer to an automatic reply');
});

test('given vacation replies marked only by their subject, and read receipts, to vote requests, then none is read as a vote nor answered (no loop with a responder)', async () => {
  const g = await game('ru');
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const log = openGame(g.path).log;
  const requestTo = (seat: number) => g.queued().filter((q) => q.to === seat && q.prompt === 'votes').pop()!;
  const mail = (seat: number, id: string, headers: string[], body: string) => deliverToMaildir(inboxDir(gameMailDir(g.path)), Buffer.from([
    `From: ${addressOf(log, seat)}`, 'To: moderator@chancery.invalid', `Message-ID: <${id}@players.invalid>`, `In-Reply-To: ${requestTo(seat).messageId}`, ...headers, '', body, ''].join('\r\n')));
  // Mail.ru's and Outlook's responders: no Auto-Submitted, only the subject; the Russian body has "за" as a preposition.
  mail(0, 'ooo-ru', ['Subject: Автоответ: [g] Голосование', 'Content-Type: text/plain; charset=utf-8'], 'Здравствуйте! Я в отпуске за городом до 15 декабря, почту читаю редко.');
  mail(1, 'ooo-en', ['Subject: Automatic reply: Vote', 'Content-Type: text/plain; charset=utf-8'], 'Out of office until Monday. Ja, I will read your mail then.');
  // A read receipt (RFC 8098), as Thunderbird sends one.
  mail(2, 'mdn', ['Subject: Return Receipt (displayed) - Vote', 'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=disposition-notification; boundary="b"'],
    ['--b', 'Content-Type: text/plain; charset=utf-8', '', 'This is a Return Receipt for the mail that you sent. Yes, it was displayed.', '--b',
      'Content-Type: message/disposition-notification', '', 'Reporting-UA: Thunderbird', 'Final-Recipient: rfc822;x@players.invalid', 'Disposition: manual-action/MDN-sent-manually; displayed', '--b--'].join('\r\n'));
  const r = await g.syncOnce();
  assert.equal(r.items.map((i) => i.outcome), ['ignored', 'ignored', 'ignored']);
  assert.equal((g.state().phase as { votes: object }).votes, {});
  for (const id of ['ooo-ru', 'ooo-en', 'mdn']) assert.is(g.queued().filter((q) => q.replyTo === `<${id}@players.invalid>`).length, 0, `no answer to ${id}`);
});

test('given chancery\'s own messages back in its inbox (a player\'s address is the account\'s own), then none is read or answered, and a second sync sends nothing: no loop; its answers to players say Auto-Submitted', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const carol = await g.answer('Carol', 'maybe');
  await g.syncOnce();
  // The question back to Carol: an answer to a player's mail, marked for the player's responders (RFC 3834).
  const back = await g.answerTo(carol);
  assert.is(back.headers.get('auto-submitted'), 'auto-replied');
  // A vote request, found by its decoded subject (a subject with a dash is sent encoded).
  const sent = readdirSync(join(g.cwd, 'games', 'g', 'outbox')).map((f) => readFileSync(join(g.cwd, 'games', 'g', 'outbox', f)));
  const subjects = await Promise.all(sent.map(async (raw) => (await simpleParser(raw)).subject ?? ''));
  const request = sent.find((_, i) => /\] Vote:/.test(subjects[i]))!;
  assert.not.match(request.toString(), /Auto-Submitted/i, 'a question is no automatic reply');
  // What an account that is also Eve's would find in its inbox: the question back and a vote request, as sent.
  const sentBack = readFileSync(join(g.cwd, 'games', 'g', 'outbox', readdirSync(join(g.cwd, 'games', 'g', 'outbox')).find((f) => readFileSync(join(g.cwd, 'games', 'g', 'outbox', f)).toString().includes(`In-Reply-To: ${carol}`))!));
  deliverToMaildir(inboxDir(gameMailDir(g.path)), sentBack);
  deliverToMaildir(inboxDir(gameMailDir(g.path)), request);
  const sentBefore = g.queued().length;
  const r = await g.syncOnce();
  assert.equal(r.items.map((i) => i.outcome), ['ignored', 'ignored']);
  assert.match(r.items[0].detail!, /a message chancery itself sent/);
  assert.is(g.queued().length, sentBefore, 'nothing sent in answer');
  assert.equal((g.state().phase as { votes: object }).votes, {});
});

test('given a reply whose plain-text and HTML versions say different votes, neither is applied and the player is asked back; versions that agree are applied', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const log = openGame(g.path).log;
  const mail = (seat: number, id: string, text: string, html: string) => {
    const request = g.queued().filter((q) => q.to === seat && q.prompt === 'votes').pop()!;
    deliverToMaildir(inboxDir(gameMailDir(g.path)), Buffer.from([
      `From: ${addressOf(log, seat)}`, 'To: moderator@chancery.invalid', 'Subject: Re: Vote', `Message-ID: <${id}@players.invalid>`, `In-Reply-To: ${request.messageId}`,
      'MIME-Version: 1.0', 'Content-Type: multipart/alternative; boundary="alt"', '',
      '--alt', 'Content-Type: text/plain; charset=utf-8', '', text, '--alt', 'Content-Type: text/html; charset=utf-8', '', html, '--alt--', ''].join('\r\n')));
  };
  mail(2, 'disagree', 'ja', '<html><body><p>nein</p></body></html>');
  mail(3, 'agree', 'Nein', '<html><body><div>Nein</div></body></html>');
  const r = await g.syncOnce();
  assert.equal(r.items.map((i) => [i.player, i.outcome]), [['Carol', 'ambiguous'], ['Dmitri', 'applied']]);
  assert.match(r.items[0].detail!, /its plain-text and HTML versions say different things/);
  assert.equal((g.state().phase as { votes: object }).votes, { 3: 'nein' });
  assert.match((await g.answerTo('<disagree@players.invalid>')).text!, /plain-text and HTML versions say different things/);
});

test('given a Russian game, then the acknowledgement and the question back are in Russian, subjects included', async () => {
  const g = await game('ru');
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  const yes = await g.answer('Carol', 'я за');
  const unsure = await g.answer('Dmitri', 'я не за');
  await g.syncOnce();
  const names = (t: string) => PLAYERS.reduce((s, p) => s.split(p).join(''), t).replace(/Secret Hitler|\bJa\b|\bNein\b|\[[A-Z0-9]{4,}\]|: g\]/g, '');
  for (const m of [await g.answerTo(yes), await g.answerTo(unsure)]) {
    const latin = names(`${m.subject}\n${m.text}`).match(/[A-Za-z]{2,}/g);
    assert.is(latin, null, `${m.subject}\n${m.text}`);
  }
  assert.match((await g.answerTo(yes)).text!, /Вы написали: «я за» → Ja/);
  assert.match((await g.answerTo(unsure)).text!, /ответ с отрицанием не применяется/);
});

test('given a vote by mail, when the moderator enters votes, then only the missing ones are applied, the mailed one is named, and --override alone replaces it', async () => {
  const g = await game();
  await nominate({ game: 'g', chancellor: 'Bob' }, g.ctx);
  await g.answer('Carol', 'ja');
  await g.answer('Dmitri', 'nein');
  await g.syncOnce();
  const r = await vote({ game: 'g', votes: ['Alice=ja', 'Carol=nein', 'Dmitri=nein'] }, g.ctx);
  assert.equal(r.kept, [{ player: 'Carol', seat: 3, given: 'ja', entered: 'nein', byMail: true }]);
  assert.equal(r.unchanged, ['Dmitri']);
  assert.equal((g.state().phase as { votes: object }).votes, { 0: 'ja', 2: 'ja', 3: 'nein' }, "Alice's vote is in, Carol's mailed Ja stands");
  const cli = runCli(['vote', 'g', 'Bob=ja', 'Carol=nein'], { cwd: g.cwd, env: { NO_COLOR: '1' } });
  assert.is(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, /Kept Carol's vote by mail: Ja \(you entered Nein\)\. To replace it: chancery vote g 3=nein --override/);
  const o = await vote({ game: 'g', votes: ['Carol=nein'], override: true }, g.ctx);
  assert.equal(o.replaced.map((k) => [k.player, k.given, k.entered]), [['Carol', 'ja', 'nein']]);
  assert.equal((g.state().phase as { votes: object }).votes, { 0: 'ja', 1: 'ja', 2: 'nein', 3: 'nein' });
});

test.run();
