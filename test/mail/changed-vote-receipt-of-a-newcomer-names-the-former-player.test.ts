// A vote cast before its seat changed hands stays the leaver's (the history credits it to them),
// and the newcomer's vote request says "This seat has already voted". When the newcomer then
// changes that vote by mail, the receipt must not call it "your earlier vote": it names the vote
// the seat's former player gave. A newcomer who changes a vote of their own is told "your earlier
// vote" as before. The same on every route that applies a reply (sync, mail confirm), in English
// and Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { runCli, runOk } from '../support/cli.js';
import { heldReply, newestTo } from '../support/local-mail.js';
import { newcomerAfterTheVote as newcomerGame, thirdSeatRepliesBySync } from '../support/newcomer.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], newcomer: 'Zoe', former: /^It replaces the vote this seat's former player, Carol, gave: Ja\.$/m, own: /^It replaces your earlier vote: (Ja|Nein)\.$/m },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], newcomer: 'Зоя', former: /^Он заменяет голос, который подал за это место прежний игрок, Вера: Ja\.$/m, own: /^Он заменяет ваш прежний голос: (Ja|Nein)\.$/m },
} as const;

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env: NOW });

/** The first seat nominated the second; the third voted Ja by mail, then handed the seat over. */
const newcomerAfterTheVote = (lang: 'en' | 'ru') => newcomerGame({ prefix: 'chancery-newcomer-receipt-', lang, players: GAMES[lang].players, newcomer: GAMES[lang].newcomer, env: NOW });
/** The newcomer's Nein from another address, answering the vote request the seat was sent last: sync holds it. */
const heldNein = (cwd: string) => heldReply(cwd, { seat: 2, text: 'Nein', id: 'held-nein', from: 'Elsewhere <third.other@example.net>' });
const newestToThird = (cwd: string) => newestTo(cwd, 2);

for (const lang of ['en', 'ru'] as const) {
  test(`given a newcomer who changes the vote the seat's former player cast (${lang}), the receipt names that player's vote, by sync and by mail confirm`, async () => {
    const bySync = newcomerAfterTheVote(lang);
    ok(bySync, ['reply', 'g', '3', 'Nein']);
    ok(bySync, ['sync', 'g']);
    const receipt = await newestToThird(bySync);
    assert.match(receipt, GAMES[lang].former, receipt);
    assert.not.match(receipt, GAMES[lang].own);

    const byConfirm = newcomerAfterTheVote(lang);
    const id = heldNein(byConfirm);
    ok(byConfirm, ['sync', 'g']);
    ok(byConfirm, ['mail', 'confirm', 'g', id]);
    assert.match(await newestToThird(byConfirm), GAMES[lang].former);
    assert.is(runCli(['audit', join('games', 'g.yaml')], { cwd: byConfirm }).code, 0, 'the log audits');
  });

  test(`given a newcomer who changes a vote of their own (${lang}), the receipt says "your earlier vote"`, async () => {
    const cwd = newcomerAfterTheVote(lang);
    // Her Nein makes the seat's vote hers; her Ja then changes her own vote.
    thirdSeatRepliesBySync(cwd, ['Nein', 'Ja'], NOW);
    const receipt = await newestToThird(cwd);
    assert.match(receipt, GAMES[lang].own, receipt);
    assert.match(receipt, /: Nein\.$/m, 'the vote she changed is her Nein');
  });
}

test.run();
