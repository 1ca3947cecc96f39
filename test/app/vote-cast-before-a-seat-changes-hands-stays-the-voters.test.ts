// A seat can change hands during a vote (RULES §5: the seat, its role and all it learned pass to the
// new player). A vote the seat cast before that was cast by the player who left: the vote result,
// the history, the history table and the replay page credit it to that player; the offices of the
// government and everything after are the newcomer's. Before, every place credited the vote to the
// newcomer ("Ja: … Zoe") and history put the hand-over before the government as if it came first.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

// The fixed seed deals the fourth seat Hitler; with three Fascist policies on the board from the
// start, electing that seat Chancellor ends the game (RULES §3), so one government is a whole game.
function playedGame(lang: 'en' | 'ru', players: string[], newcomer: string, midVote: boolean) {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=3');
  if (midVote) {
    // Government 1: the third seat votes Ja, then leaves while the others still vote.
    run('nominate', 'g', players[3]);
    run('vote', 'g', `${players[2]}=ja`, `${players[1]}=nein`);
    run('replace', 'g', players[2], newcomer);
    run('vote', 'g', `${players[0]}=ja`, `${players[3]}=ja`, `${players[4]}=ja`);
  } else {
    // Government 1 fails with the third seat's Nein; the seat changes hands before government 2.
    run('nominate', 'g', players[2]);
    run('vote', 'g', ...players.map((p, i) => `${p}=${i === 2 ? 'nein' : i === 0 ? 'ja' : 'nein'}`));
    run('replace', 'g', players[2], newcomer);
    run('nominate', 'g', players[3]);
    run('vote', 'g', ...[players[0], players[1], newcomer, players[3], players[4]].map((p) => `${p}=ja`));
  }
  run('publish', 'g', '--out', 'public');
  return { cwd, run, page: readFileSync(join(cwd, 'public', 'g.html'), 'utf8') };
}

/** The replay page's section of government `n`. */
function step(page: string, n: number): string {
  const start = page.indexOf(`<section class="step" id="step-${n}"`);
  assert.ok(start >= 0, `the page has a step for government ${n}`);
  return page.slice(start, page.indexOf('</section>', start));
}

for (const [lang, players, newcomer, handOver] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], 'Zoe', /Zoe takes over seat 3 from Carol \(during government 1, after the seat had voted\)/],
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], 'Зоя', /Зоя занимает место 3 вместо Веры \(во время выдвижения 1: голос в нём подан до замены\)/],
] as const) {
  const [, , leaver, hitler] = players;

  test(`${lang}: given ${leaver} voted Ja and left during the vote, the vote is ${leaver}'s everywhere and the office after it ${newcomer}'s`, () => {
    const { run, page } = playedGame(lang, [...players], newcomer, true);

    const result = run('post', 'g', 'vote-result');
    assert.match(result, new RegExp(`\\*\\*${leaver}\\*\\*: Ja`), 'the thread says who cast the Ja');
    assert.not.match(result, new RegExp(`\\*\\*${newcomer}\\*\\*: `), `${newcomer} cast no vote`);

    const history = JSON.parse(run('history', 'g', '--json'));
    assert.ok(history.governments[0].ja.includes(leaver));
    assert.not.ok(history.governments[0].ja.includes(newcomer));
    assert.is(history.governments[0].chancellor, hitler);
    assert.is(history.replacements[0].votedBefore, true);
    const text = run('history', 'g');
    assert.match(text, handOver, 'the hand-over says it came after the seat voted');
    assert.match(text, new RegExp(`Ja: [^;]*${leaver}`));
    assert.not.match(text, new RegExp(`Ja: [^;]*${newcomer}`));

    // The game-over post carries the same vote.
    const over = run('post', 'g', 'game-over');
    assert.match(over, new RegExp(`\\*\\*${leaver}\\*\\*: Ja`));

    const votes = step(page, 1);
    assert.match(votes, new RegExp(`>${leaver}: <b>Ja</b>`), 'the page credits the vote as the thread does');
    assert.not.match(votes, new RegExp(`>${newcomer}: <b>`));
    assert.match(page, new RegExp(`${newcomer} <small>\\([^)]*1\\)</small>`), 'the newcomer holds the seat from government 1 (its office)');
  });

  test(`${lang}: given ${leaver} voted Nein and the seat changed hands before the next government, that vote stays ${leaver}'s`, () => {
    const { run, page } = playedGame(lang, [...players], newcomer, false);
    const history = JSON.parse(run('history', 'g', '--json'));
    assert.ok(history.governments[0].nein.includes(leaver));
    assert.ok(history.governments[1].ja.includes(newcomer));
    assert.is(history.replacements[0].votedBefore, false);
    assert.not.match(run('history', 'g'), /after the seat had voted|до замены/);
    assert.match(step(page, 1), new RegExp(`>${leaver}: <b>Nein</b>`));
    assert.match(step(page, 2), new RegExp(`>${newcomer}: <b>Ja</b>`));
    assert.match(page, new RegExp(`${newcomer} <small>\\([^)]*2\\)</small>`));
  });
}

test('given the newcomer changes the vote the leaver cast, before the tally, the vote is the newcomer\'s', () => {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd, env });
  run('new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED);
  run('nominate', 'g', 'Bob');
  run('vote', 'g', 'Carol=ja');
  run('replace', 'g', 'Carol', 'Zoe');
  // The vote kept is named as cast: by Carol, who held the seat then.
  assert.match(run('vote', 'g', 'Zoe=nein'), /Kept Carol's vote already recorded: Ja/);
  run('vote', 'g', 'Zoe=nein', '--override');
  run('vote', 'g', 'Alice=ja', 'Bob=ja', 'Dmitri=ja', 'Eve=ja');
  assert.match(run('post', 'g', 'vote-result'), /\*\*Zoe\*\*: Nein/);
  const history = JSON.parse(run('history', 'g', '--json'));
  assert.equal(history.governments[0].nein, ['Zoe']);
  assert.not.match(run('history', 'g'), /after the seat had voted/);
});

test.run();
