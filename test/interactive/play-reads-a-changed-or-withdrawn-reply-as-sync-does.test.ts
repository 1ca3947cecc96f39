// One path per job, for `play`: the session reads the players' mail before each question, and a
// reply it reads is one decision whichever route reads it. A changed vote (RULES: a vote may be
// changed until the tally) is reported with the vote it changes and answered with a receipt that
// names the vote it replaces; a reply to a question the moderator withdrew (undo) is reported and
// answered as withdrawn. Play's lines and the player's answer are `sync`'s, in English and Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk } from '../support/cli.js';
import { codesMasked, newestTo } from '../support/local-mail.js';
import { thirdSeatVotedJaByMail } from '../support/newcomer.js';
import { playUntilAsked } from '../support/play-session.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], changed: /^applied Carol: Nein — it changes the vote recorded before it: Ja$/m, withdrawn: /^too-late Carol — the moderator withdrew that question \(undo\)$/m },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], changed: /^Вера: принято — Nein; меняет голос, записанный раньше: Ja$/m, withdrawn: /^Вера: поздно — ведущий отозвал этот вопрос \(отмена хода\)$/m },
} as const;

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env: NOW });

/** The first seat nominated the second; Carol (the third) voted Ja by mail, read by sync. */
const carolVotedJaByMail = (lang: 'en' | 'ru') => thirdSeatVotedJaByMail({ prefix: 'chancery-play-reply-routes-', lang, players: GAMES[lang].players, env: NOW });

/** The newest message to Carol: subject and text, its code masked. */
const newestToCarol = async (cwd: string) => codesMasked(await newestTo(cwd, 2));

for (const lang of ['en', 'ru'] as const) {
  test(`given Carol's Nein after her Ja (${lang}), play reports the vote it changes and answers her as sync does`, async () => {
    const bySync = carolVotedJaByMail(lang);
    ok(bySync, ['reply', 'g', '3', 'Nein']);
    const synced = ok(bySync, ['sync', 'g']);
    const byPlay = carolVotedJaByMail(lang);
    ok(byPlay, ['reply', 'g', '3', 'Nein']);
    const screen = await playUntilAsked(byPlay, NOW);
    assert.match(synced, GAMES[lang].changed);
    assert.match(screen, GAMES[lang].changed, screen.slice(0, 1500));
    assert.fixture(await newestToCarol(byPlay), await newestToCarol(bySync), 'the same receipt');
  });

  test(`given Carol's vote and the nomination undone (${lang}), her reply is reported and answered as withdrawn by play as by sync`, async () => {
    const bySync = carolVotedJaByMail(lang);
    const byPlay = carolVotedJaByMail(lang);
    for (const cwd of [bySync, byPlay]) {
      ok(cwd, ['undo', 'g', '--yes']);
      ok(cwd, ['undo', 'g', '--yes']);
      ok(cwd, ['reply', 'g', '3', 'Nein']);
    }
    const synced = ok(bySync, ['sync', 'g']);
    const screen = await playUntilAsked(byPlay, NOW);
    assert.match(synced, GAMES[lang].withdrawn);
    assert.match(screen, GAMES[lang].withdrawn, screen.slice(0, 1500));
    const answer = await newestToCarol(byPlay);
    assert.match(answer, lang === 'en' ? /withdrew the question/ : /отозвал|отменил/);
    assert.fixture(answer, await newestToCarol(bySync), 'the same answer');
  });
}

test.run();
