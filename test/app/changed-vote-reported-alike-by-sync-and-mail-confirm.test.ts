// One path per job: a vote changed by mail (RULES: a vote may be changed until the tally) is one
// decision whether sync applies the reply or the moderator confirms it after sync held it (it came
// from another address). Both give the same receipt (it names the vote it replaces), the same
// decision report and post, and the report's line for the reply says which vote it changed, in
// the text and in --json, in the game's language. `mail confirm` used to say only "applied Carol:
// Nein (confirmed by the moderator)", where sync said the Ja it changed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { codesMasked, heldReply, newestTo } from '../support/local-mail.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], changed: /^applied Carol: Nein — it replaces the vote you entered by hand: Ja → Nein/m, receipt: /^It replaces the vote the moderator had entered for you: Ja\.$/m },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], changed: /^Вера: принято — Nein; заменяет голос, который вы записали вручную: Ja → Nein/m, receipt: /^Он заменяет голос, который записал за вас ведущий: Ja\.$/m },
} as const;

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env: NOW });

/** The first seat nominated the second; the third (Carol, Вера) voted Ja by the moderator's hand. */
function carolVotedJa(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-changed-vote-routes-');
  ok(cwd, ['new', 'g', '--lang', lang, '--players', ...GAMES[lang].players, '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', '2']);
  ok(cwd, ['vote', 'g', '3=ja']);
  return cwd;
}

/** Her Nein, answering her vote request from another address: sync holds it. */
const heldNein = (cwd: string) => heldReply(cwd, { seat: 2, text: 'Nein', id: 'held-nein', from: 'Elsewhere <third.other@example.net>' });

/** The newest message to the third seat: subject and text, its code masked. */
async function newestToThird(cwd: string): Promise<string> {
  assert.ok(readdirSync(join(cwd, 'games', 'g', 'outbox')).length > 0);
  return codesMasked(await newestTo(cwd, 2));
}

/** The decision's part of a report: from its first record line on, codes masked. */
const decisionPart = (out: string) => codesMasked(out.slice(out.search(/^#\d+ /m)));

for (const lang of ['en', 'ru'] as const) {
  test(`given Carol's Ja entered by the moderator and her Nein by mail (${lang}), sync and mail confirm report and answer the change alike`, async () => {
    const bySync = carolVotedJa(lang);
    ok(bySync, ['reply', 'g', '3', 'Nein']);
    const synced = ok(bySync, ['sync', 'g']);

    const byConfirm = carolVotedJa(lang);
    heldNein(byConfirm);
    ok(byConfirm, ['sync', 'g']);
    const confirmed = ok(byConfirm, ['mail', 'confirm', 'g', '<held-nein@example.net>']);

    assert.match(synced, GAMES[lang].changed, 'sync says which vote the reply changed');
    assert.match(confirmed, GAMES[lang].changed, `mail confirm says it as sync does:\n${confirmed}`);
    assert.fixture(decisionPart(confirmed).replace(/^#\d+ /gm, '#N '), decisionPart(synced).replace(/^#\d+ /gm, '#N '), 'the same decision report');
    const receipt = await newestToThird(byConfirm);
    assert.match(receipt, GAMES[lang].receipt);
    assert.fixture(receipt.replace(/«[^»]*»|"[^"]*"/, 'QUOTE'), (await newestToThird(bySync)).replace(/«[^»]*»|"[^"]*"/, 'QUOTE'), 'the same receipt');
  });
}

test('given a changed vote confirmed with --json, its one object says the vote it replaces, as sync\'s item does', () => {
  const bySync = carolVotedJa('en');
  ok(bySync, ['reply', 'g', '3', 'Nein']);
  const item = (JSON.parse(ok(bySync, ['sync', 'g', '--json'])) as { passes: { items: { detail?: string; replaces?: string }[] }[] }).passes[0].items[0];
  assert.is(item.replaces, 'ja', 'sync\'s item names the vote it replaces');
  const byConfirm = carolVotedJa('en');
  heldNein(byConfirm);
  ok(byConfirm, ['sync', 'g']);
  const json = JSON.parse(ok(byConfirm, ['mail', 'confirm', 'g', '<held-nein@example.net>', '--json'])) as { detail?: string; replaces?: string };
  assert.is(json.replaces, 'ja');
  assert.is(json.detail, item.detail);
});

test.run();
