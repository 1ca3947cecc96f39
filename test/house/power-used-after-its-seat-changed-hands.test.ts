// RULES §2.10: the sitting President uses the power before the next round. RULES §5: a seat may
// change hands meanwhile. Here, while an investigation is pending, both the President's seat and the
// target's change hands; the newcomer in the President's seat investigates the newcomer in the
// target's seat; later both seats change hands again. Everything that names the investigation (the
// executive post, `status --as`, the dossier sent again, `history`) names the newcomers who used
// and were subject to it, never the players who left before it was used. Through the CLI.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { openGame } from '../../src/game/open.js';
import { runCli, type CliRun } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';
import { leagueContext, logPath, playUntilPower, seed } from '../league/support.js';

const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'], user: 'Zed', later: 'Yan', target: 'Xena', targetLater: 'Wanda', now: (was: string, is: string) => `${was} (now ${is})` },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'], user: 'Зиновий', later: 'Ян', target: 'Ксения', targetLater: 'Ванда', now: (was: string, is: string) => `${was} (теперь ${is})` },
} as const;

/** "…: Xena" where a power is named with its target, the name whole. */
const named = (name: string) => new RegExp(`: ${name}(?!\\p{L})`, 'u');

for (const lang of ['en', 'ru'] as const) {
  const { players, user, later, target, targetLater, now } = GAMES[lang];

  test(`given the President's and the target's seats changed hands while the investigation was pending (${lang}), the post, status --as, the dossier and history name the newcomers, also after both seats change hands again`, async () => {
    const ctx = leagueContext();
    const env = { CHANCERY_HOME: ctx.cwd };
    const cli = (...args: string[]): CliRun => {
      const r = runCli(args, { cwd: ctx.cwd, env });
      assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      return r;
    };
    // Seven players (RULES §2.10: the second Fascist policy gives an investigation).
    await newGame({ id: 'iv', players: [...players], seed: seed(7), lang }, ctx);
    await playUntilPower(ctx, 'iv');
    const phase = openGame(logPath(ctx, 'iv')).state.phase;
    assert.ok(phase.name === 'executive' && phase.power === 'investigate', 'an investigation is due');
    const president = phase.name === 'executive' ? phase.president : -1;
    const seat = president === 3 ? 4 : 3;
    cli('replace', 'iv', players[president], user);
    cli('replace', 'iv', players[seat], target);
    const investigated = cli('investigate', 'iv', target).stdout;
    assert.ok(investigated.includes(`**${user}**`), investigated);
    assert.not.ok(investigated.includes(players[president]) || investigated.includes(players[seat]), investigated);
    cli('replace', 'iv', user, later);
    cli('replace', 'iv', target, targetLater);

    const status = cli('status', 'iv', '--as', later).stdout;
    assert.ok(status.includes(now(target, targetLater)), status);

    cli('dossier', 'iv', later);
    const dossier = (await sentMail(ctx.cwd, newestOf(ctx.cwd, president, 'dossier', 'iv')!, 'iv')).text ?? '';
    assert.ok(dossier.includes(`${now(target, targetLater)}: `), dossier);
    assert.match(dossier.replace(/\s+/g, ' '), named(target), 'the governments so far: the investigation named by its target');
    assert.not.ok(dossier.includes(players[seat]), dossier);

    const history = cli('history', 'iv').stdout;
    assert.match(history, named(target), history);
    const post = cli('post', 'iv', 'executive').stdout;
    // The Russian post declines the target's name (Ксении): its stem is enough.
    assert.ok(post.includes(`**${user}**`) && post.includes(target.slice(0, 4)), post);
  });
}

test.run();
