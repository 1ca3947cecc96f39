// RULES §2.7: the Chancellor may ask for a veto once five Fascist policies are down; if the
// President refuses, the Chancellor must enact one of the two policies. RULES §5: a seat may change
// hands meanwhile, and the newcomer is sent the seat's open question. When the Chancellor's seat
// changes hands after its player asked for the veto, the newcomer asked for nothing: the Chancellor's
// hand sent after the refusal says the veto was the predecessor's (named, in Russian in the
// predecessor's gender), the President's veto question names who asked, and the veto post names the
// Chancellor who asked, not the newcomer. The wording below is written by hand from the rules and
// Russian grammar («просил ваш предшественник», «просила ваша предшественница»; for a name whose
// gender is not known, «просил прежний игрок этого места», agreeing with «игрок»).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';
import { ENGLISH_PLAYERS, RUSSIAN_PLAYERS } from '../support/president-discard.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Game `g`, five Fascist policies down: seat 1 President, seat 2 Chancellor, who asked for a veto. */
function vetoAsked(lang: 'en' | 'ru', players = lang === 'ru' ? RUSSIAN_PLAYERS : ENGLISH_PLAYERS): { cwd: string; run: (args: string[]) => string } {
  const cwd = scratch('chancery-veto-asked-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--players', ...players, '--lang', lang, '--option', 'startingFascistPolicies=5', '--seed', 'c7'.repeat(32)]);
  run(['nominate', 'g', '2']);
  run(['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)]);
  run(['discard', 'g', '1']);
  run(['veto', 'g', 'request']);
  return { cwd, run };
}

/** The newest Chancellor's hand the game sent seat 2, as mailed. */
async function chancellorHand(cwd: string): Promise<string> {
  const hand = newestOf(cwd, 1, 'chancellor-hand')!;
  return (await sentMail(cwd, hand)).text ?? '';
}

test('en: given Bob asked for the veto and left his seat to Fred before the President refused, the hand Fred gets says the veto was Bob\'s', async () => {
  const { cwd, run } = vetoAsked('en');
  run(['replace', 'g', 'Bob', 'Fred']);
  run(['veto', 'g', 'refuse']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Hello Fred,/);
  assert.match(text, /The President refused the veto your predecessor Bob asked for: now enact one of the two\./);
  assert.not.match(text, /you asked for/);
  assert.match(run(['post', 'g', 'veto']), /Chancellor \*\*Bob\*\*: “I wish to veto this agenda\.”/);
});

test('en: given Bob asked for the veto, was refused, and left his seat to Fred, the hand sent to Fred says the veto was Bob\'s', async () => {
  const { cwd, run } = vetoAsked('en');
  run(['veto', 'g', 'refuse']);
  run(['replace', 'g', 'Bob', 'Fred']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Hello Fred,/);
  assert.match(text, /The President refused the veto your predecessor Bob asked for/);
  run(['enact', 'g', '1']);
  assert.match(run(['post', 'g', 'legislative']), /Chancellor \*\*Bob\*\*: “I wish to veto this agenda\.”/);
});

test('en: given Bob asked for the veto himself and was refused, his hand still says he asked for it', async () => {
  const { cwd, run } = vetoAsked('en');
  run(['veto', 'g', 'refuse']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Hello Bob,/);
  assert.match(text, /The President refused the veto you asked for: now enact one of the two\./);
});

test('en: given Bob asked for the veto and left his seat to Fred, and Ann left hers to Zoe before answering, Zoe\'s veto question names Bob as the one who asked', async () => {
  const { cwd, run } = vetoAsked('en');
  run(['replace', 'g', 'Bob', 'Fred']);
  run(['replace', 'g', 'Ann', 'Zoe']);
  const question = newestOf(cwd, 0, 'veto-question')!;
  const text = (await sentMail(cwd, question)).text ?? '';
  assert.match(text, /Hello Zoe,/);
  assert.match(text, /Bob, your Chancellor until Fred took the seat over, proposed a veto: to discard both policies and enact nothing\./);
  assert.not.match(text, /Fred, proposes/);
});

test('ru: given Борис asked for the veto and left his seat to Фёдор before the President refused, the hand Фёдор gets says «о котором просил ваш предшественник Борис»', async () => {
  const { cwd, run } = vetoAsked('ru');
  run(['replace', 'g', 'Борис', 'Фёдор']);
  run(['veto', 'g', 'refuse']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Здравствуйте, Фёдор!/);
  assert.match(text, /Президент Анна отказалась от вето, о котором просил ваш предшественник Борис: теперь примите одну из двух карт\./);
  assert.not.match(text, /вы просили/);
  assert.match(run(['post', 'g', 'veto']), /Канцлер \*\*Борис\*\*: «Я хочу наложить вето на эту повестку»/);
});

test('ru: given Вера asked for the veto, was refused, and left her seat to Фёдор, the hand Фёдор gets says «о котором просила ваша предшественница Вера»', async () => {
  const { cwd, run } = vetoAsked('ru', ['Анна', 'Вера', 'Борис', 'Глеб', 'Даша']);
  run(['veto', 'g', 'refuse']);
  run(['replace', 'g', 'Вера', 'Фёдор']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Здравствуйте, Фёдор!/);
  assert.match(text, /Президент Анна отказалась от вето, о котором просила ваша предшественница Вера: теперь примите одну из двух карт\./);
});

test('ru: given Robin (a name whose gender is not known) asked for the veto and left the seat to Фёдор, the hand says «о котором просил прежний игрок этого места, Robin»', async () => {
  const { cwd, run } = vetoAsked('ru', ['Анна', 'Robin', 'Борис', 'Глеб', 'Даша']);
  run(['replace', 'g', 'Robin', 'Фёдор']);
  run(['veto', 'g', 'refuse']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Президент Анна отказалась от вето, о котором просил прежний игрок этого места, Robin: теперь примите одну из двух карт\./);
});

test('ru: given Борис asked for the veto himself and was refused, his hand still says «о котором вы просили»', async () => {
  const { cwd, run } = vetoAsked('ru');
  run(['veto', 'g', 'refuse']);
  const text = await chancellorHand(cwd);
  assert.match(text, /Здравствуйте, Борис!/);
  assert.match(text, /Президент Анна отказалась от вето, о котором вы просили: теперь примите одну из двух карт\./);
});

test('ru: given Борис asked for the veto and left his seat to Фёдор, and Анна left hers to Жанна before answering, Жанна\'s veto question names Борис as the one who asked', async () => {
  const { cwd, run } = vetoAsked('ru');
  run(['replace', 'g', 'Борис', 'Фёдор']);
  run(['replace', 'g', 'Анна', 'Жанна']);
  const question = newestOf(cwd, 0, 'veto-question')!;
  const text = (await sentMail(cwd, question)).text ?? '';
  assert.match(text, /Здравствуйте, Жанна!/);
  assert.match(text, /Канцлер Борис \(теперь на этом месте — Фёдор\) предложил вето: сбросить обе карты и ничего не принимать\./);
  assert.not.match(text, /Канцлер Фёдор/);
});

// The dossier's list of governments names each by its offices' holders (the newcomer's, from the
// hand-over on): a veto asked for, or answered, by a seat's former player says who did it.
test('en: given Bob asked for the veto, Ann left her seat to Zoe, Zoe refused, and Bob left his to Fred, Fred\'s dossier says who asked and who answered', async () => {
  const { cwd, run } = vetoAsked('en');
  run(['replace', 'g', 'Ann', 'Zoe']);
  const zoes = (await sentMail(cwd, newestOf(cwd, 0, 'dossier')!)).text ?? '';
  assert.match(zoes, /1\. President Ann, Chancellor Bob: elected, veto requested\n/, 'the veto is the office holders\' as yet: nothing added');
  run(['veto', 'g', 'refuse']);
  run(['replace', 'g', 'Bob', 'Fred']);
  const text = (await sentMail(cwd, newestOf(cwd, 1, 'dossier')!)).text ?? '';
  assert.match(text, /Hello Fred,/);
  assert.match(text, /1\. President Ann, Chancellor Fred: elected, veto refused \(asked for by Bob, answered by Zoe\)\n/);
});

test('ru: given Борис asked for the veto and left his seat to Фёдор before Анна refused, Фёдор\'s dossier says «просил Борис»', async () => {
  const { cwd, run } = vetoAsked('ru');
  run(['replace', 'g', 'Борис', 'Фёдор']);
  const text = (await sentMail(cwd, newestOf(cwd, 1, 'dossier')!)).text ?? '';
  assert.match(text, /Здравствуйте, Фёдор!/);
  assert.match(text, /1\. Президент Анна, Канцлер Фёдор: избраны, вето предложено \(просил Борис\)\n/);
});

test('ru: given Вера asked for the veto, Анна left her seat to Жанна, Жанна refused, and Вера left hers to Фёдор, Фёдор\'s dossier says «просила Вера, ответила Жанна»', async () => {
  const { cwd, run } = vetoAsked('ru', ['Анна', 'Вера', 'Борис', 'Глеб', 'Даша']);
  run(['replace', 'g', 'Анна', 'Жанна']);
  run(['veto', 'g', 'refuse']);
  run(['replace', 'g', 'Вера', 'Фёдор']);
  const text = (await sentMail(cwd, newestOf(cwd, 1, 'dossier')!)).text ?? '';
  assert.match(text, /1\. Президент Анна, Канцлер Фёдор: избраны, в вето отказано \(просила Вера, ответила Жанна\)\n/);
});

test.run();
