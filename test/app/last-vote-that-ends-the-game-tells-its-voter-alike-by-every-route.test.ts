// One path per job, for the message the last voter gets: three Fascist policies are down, so
// Hitler elected Chancellor ends the game (RULES §3). When the last vote of that election comes by
// mail (sync), its receipt says the game is over and asks no more questions; when the house rule
// casts it at the deadline (deadline --apply), the message that tells the player their vote was
// cast for them must say so too, or they wait for a question that never comes. In every language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { newestTo } from '../support/local-mail.js';

const OPENED = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const LATE = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };
const GAMES = {
  // The ack's sentence (templates/<lang>/message/ack.txt.hbs): the game asks nothing more.
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], over: /^The game is over: it asks no more questions\./m },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], over: /^Игра окончена: вопросов больше не будет\./m },
} as const;

const ok = (cwd: string, args: string[], env: Record<string, string> = OPENED) => runOk(args, { cwd, env });

/**
 * Three Fascist policies from the start; the first seat nominates Hitler (the fourth seat under
 * the fixed seed: checked), and every seat but the third has voted Ja.
 */
function hitlerOnTheBallot(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-last-vote-routes-');
  ok(cwd, ['new', 'g', '--lang', lang, '--players', ...GAMES[lang].players, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'ja', '--ruleset', 'custom', '--option', 'startingFascistPolicies=3']);
  assert.is(JSON.parse(ok(cwd, ['status', 'g', '--as', '4', '--json'])).view.role, 'hitler', 'the fixed seed deals Hitler to the fourth seat');
  ok(cwd, ['nominate', 'g', '4']);
  ok(cwd, ['vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja']);
  return cwd;
}

/** The newest message to the third seat: its subject and text. */
const newestToThird = (cwd: string) => newestTo(cwd, 2);

for (const lang of ['en', 'ru'] as const) {
  test(`given the last vote of Hitler's election (${lang}), the last voter is told the game is over whether they voted by mail or the house rule voted for them`, async () => {
    const byMail = hitlerOnTheBallot(lang);
    ok(byMail, ['reply', 'g', '3', 'Ja']);
    assert.match(ok(byMail, ['sync', 'g']), /game-over|игра окончена/);
    assert.match(await newestToThird(byMail), GAMES[lang].over, 'the receipt says it');

    const byRule = hitlerOnTheBallot(lang);
    assert.match(ok(byRule, ['deadline', 'g', '--apply'], LATE), /game-over|игра окончена/);
    const told = await newestToThird(byRule);
    assert.match(told, /house rule|по правилу/, 'the message of the vote cast for them');
    assert.match(told, GAMES[lang].over, told);
  });
}

test.run();
