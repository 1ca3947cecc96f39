// A vote cast before its seat changed hands is the leaver's (RULES §2.3: a vote may be changed
// until the tally; the newcomer's vote request says the seat has voted and counts as it stands).
// A newcomer who nonetheless answers by mail with that same vote casts it: the seat's vote is now
// theirs (the history credits it to them, not to the leaver), and the receipt says so truthfully,
// never "Your vote Ja was already recorded" (it was not theirs). The same by sync and by mail
// confirm, in English and Russian. Said again after that, it is their own vote already recorded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { runCli, runOk } from '../support/cli.js';
import { heldReply, newestTo } from '../support/local-mail.js';
import { newcomerAfterTheVote as newcomerGame, thirdSeatRepliesBySync } from '../support/newcomer.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const GAMES = {
  en: {
    players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], leaver: 'Carol', newcomer: 'Zoe',
    takenOver: /^The seat's former player, Carol, had already cast this vote for it: Ja\. It stands as cast, now as your vote\.$/m,
    already: /already recorded/, applied: 'applied Zoe: Ja',
    standsAsCast: /^This seat's vote in the vote now open stands: Ja, as its former player, Carol, cast it\. Reply to the vote request to change it\.$/m,
  },
  ru: {
    players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], leaver: 'Вера', newcomer: 'Зоя',
    takenOver: /^Этот голос за место уже подал прежний игрок, Вера: Ja\. Он остаётся в силе, теперь как ваш голос\.$/m,
    already: /уже был записан/, applied: 'Зоя: принято — Ja',
    standsAsCast: /^В идущем голосовании за это место действует голос Ja, который подал прежний игрок, Вера\. Чтобы изменить его, ответьте на письмо с просьбой проголосовать\.$/m,
  },
} as const;

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env: NOW });

/** The first seat nominated the second; the third voted Ja by mail, then handed the seat over. */
const newcomerAfterTheVote = (lang: 'en' | 'ru') => newcomerGame({ prefix: 'chancery-newcomer-repeats-', lang, players: GAMES[lang].players, newcomer: GAMES[lang].newcomer, env: NOW });
/** The newcomer's Ja from another address, answering the vote request the seat was sent last: sync holds it. */
const heldJa = (cwd: string) => heldReply(cwd, { seat: 2, text: 'Ja', id: 'held-ja', from: 'Elsewhere <third.other@example.net>' });
const newestToThird = (cwd: string) => newestTo(cwd, 2);

/** The other seats vote; the history names who cast each Ja of government 1. */
function jaOfTheTally(cwd: string): string[] {
  ok(cwd, ['vote', 'g', '1=ja', '2=ja', '4=ja', '5=nein']);
  const history = JSON.parse(ok(cwd, ['history', 'g', '--json'])) as { governments: { ja: string[] }[] };
  return history.governments[0].ja;
}

/** The newcomer's receipt says the seat's vote is now theirs, the tally credits the Ja to them, and the log audits. */
async function theJaIsTheNewcomers(cwd: string, lang: 'en' | 'ru') {
  const { leaver, newcomer } = GAMES[lang];
  const receipt = await newestToThird(cwd);
  assert.match(receipt, GAMES[lang].takenOver, receipt);
  assert.not.match(receipt, GAMES[lang].already, receipt);
  const ja = jaOfTheTally(cwd);
  assert.ok(ja.includes(newcomer) && !ja.includes(leaver), `the Ja is the newcomer's: ${ja.join(', ')}`);
  assert.is(runCli(['audit', join('games', 'g.yaml')], { cwd }).code, 0, 'the log audits');
}

for (const lang of ['en', 'ru'] as const) {
  const { leaver, newcomer } = GAMES[lang];

  test(`given a newcomer who repeats by mail the vote the leaver cast (${lang}), sync applies it as the newcomer's, and the receipt says so`, async () => {
    const cwd = newcomerAfterTheVote(lang);
    ok(cwd, ['reply', 'g', '3', 'Ja']);
    const report = ok(cwd, ['sync', 'g']);
    assert.ok(report.includes(GAMES[lang].applied), report);
    assert.ok(report.includes(leaver), `the report names whose vote it was: ${report}`);
    await theJaIsTheNewcomers(cwd, lang);
  });

  test(`given a newcomer's held repeat of the leaver's vote (${lang}), mail confirm applies it as the newcomer's, and the receipt says so`, async () => {
    const cwd = newcomerAfterTheVote(lang);
    const id = heldJa(cwd);
    ok(cwd, ['sync', 'g']);
    const confirmed = ok(cwd, ['mail', 'confirm', 'g', id]);
    assert.ok(confirmed.includes(GAMES[lang].applied), confirmed);
    await theJaIsTheNewcomers(cwd, lang);
  });

  test(`given a newcomer's repeat of the leaver's vote (${lang}), sync --json and mail confirm --json name whose vote it takes over`, () => {
    // One path: the item of sync's --json and the result of mail confirm's carry the same field.
    const bySync = newcomerAfterTheVote(lang);
    ok(bySync, ['reply', 'g', '3', 'Ja']);
    const synced = JSON.parse(ok(bySync, ['sync', 'g', '--json'])) as { passes: { items: { outcome: string; replacesVoteOf?: string }[] }[] };
    assert.equal(synced.passes.flatMap((p) => p.items).filter((i) => i.outcome === 'applied').map((i) => i.replacesVoteOf), [leaver]);
    const byConfirm = newcomerAfterTheVote(lang);
    const id = heldJa(byConfirm);
    ok(byConfirm, ['sync', 'g']);
    const confirmed = JSON.parse(ok(byConfirm, ['mail', 'confirm', 'g', id, '--json'])) as { result?: { replacesVoteOf?: string }; replacesVoteOf?: string };
    assert.is((confirmed.result ?? confirmed).replacesVoteOf, leaver, JSON.stringify(confirmed));
  });

  test(`given a newcomer who repeats the vote that is already their own (${lang}), the receipt says it was already recorded`, async () => {
    const cwd = newcomerAfterTheVote(lang);
    thirdSeatRepliesBySync(cwd, ['Ja', 'Ja'], NOW);
    const receipt = await newestToThird(cwd);
    assert.match(receipt, GAMES[lang].already, receipt);
    assert.not.match(receipt, GAMES[lang].takenOver);
  });

  test(`given the moderator enters for the newcomer the vote the leaver cast (${lang}), it is cast as the newcomer's, as their mail would be`, () => {
    const cwd = newcomerAfterTheVote(lang);
    const said = ok(cwd, ['vote', 'g', `${newcomer}=ja`]);
    assert.not.ok(said.includes(leaver), `not 'already voted so: ${leaver}': ${said}`);
    const ja = jaOfTheTally(cwd);
    assert.ok(ja.includes(newcomer) && !ja.includes(leaver), `the Ja is the newcomer's: ${ja.join(', ')}`);
  });

  test(`given the newcomer's repeat of the leaver's vote taken back by undo (${lang}), the notice says the seat's vote stands as the leaver cast it`, async () => {
    const cwd = newcomerAfterTheVote(lang);
    ok(cwd, ['reply', 'g', '3', 'Ja']);
    ok(cwd, ['sync', 'g']);
    ok(cwd, ['undo', 'g', '--yes']);
    const notice = await newestToThird(cwd);
    assert.match(notice, GAMES[lang].standsAsCast, notice);
    const ja = jaOfTheTally(cwd);
    assert.ok(ja.includes(leaver) && !ja.includes(newcomer), `the Ja is the leaver's again: ${ja.join(', ')}`);
  });
}

test.run();
