// Once the game is over, the game-over post reveals every role and no seat has anything left to
// learn or answer: `dossier` is refused as the other decisions are after the end (RULES §3), in the
// game's language, with exit 1 and nothing written (no record, no message). Before, it queued and
// sent a dossier to a finished game.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

for (const [lang, players, refusal] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], /^error: g is over: /],
  ['ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], /^ошибка: игра g окончена: /],
] as const) {
  test(`${lang}: a finished game sends no dossier`, () => {
    const cwd = scratch();
    const run = (...args: string[]) => runOk(args, { cwd, env });
    // The fixed seed deals the fourth seat Hitler: elected Chancellor with three Fascist policies
    // on the board, the game ends at once (RULES §3).
    run('new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=3');
    run('nominate', 'g', players[3]);
    run('vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja');
    const log = readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
    const outbox = readdirSync(join(cwd, 'games', 'g', 'outbox')).sort();

    const r = runCli(['dossier', 'g', players[0]], { cwd, env });
    assert.is(r.code, 1, 'refused by the game as it stands');
    assert.match(r.stderr, refusal);
    if (lang === 'ru') assert.not.match(r.stderr.replace(/\bg\b/g, ''), /[A-Za-z]/, 'no English word in a Russian game (the game id aside)');
    assert.is(r.stdout, '');
    assert.is(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), log, 'nothing recorded');
    assert.equal(readdirSync(join(cwd, 'games', 'g', 'outbox')).sort(), outbox, 'nothing queued or sent');
  });
}

test.run();
