// RULES §4 (Investigate Loyalty): the President learns the party of the PLAYER investigated. RULES
// §5: a seat's role and what it learned pass to whoever takes it over. When the investigated seat
// changes hands later, the result is still about the player who was investigated: a dossier (to a
// newcomer who took the investigator's seat over, or sent again to the investigator) and the
// investigator's private status view must name that player, and who holds the seat now, never the new
// holder alone as if they had been investigated. In English and Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { replace } from '../../src/commands/replace.js';
import { openGame } from '../../src/game/open.js';
import { runCli } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';
import { investigateAnother, leagueContext, logPath, playUntilPower, seed } from '../league/support.js';

const GAMES = {
  en: { players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'], targetNewcomer: 'Yan', seatNewcomer: 'Zed', now: (was: string, is: string) => `${was} (now ${is})` },
  ru: { players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'], targetNewcomer: 'Ян', seatNewcomer: 'Зиновий', now: (was: string, is: string) => `${was} (теперь ${is})` },
} as const;

/** Seven players (RULES §4.2: the second Fascist policy gives an investigation): made, then its target's seat taken over. */
async function investigatedThenReplaced(lang: 'en' | 'ru') {
  const ctx = leagueContext();
  const { players, targetNewcomer } = GAMES[lang];
  await newGame({ id: 'iv', players: [...players], seed: seed(7), lang }, ctx);
  await playUntilPower(ctx, 'iv');
  const { president, target } = await investigateAnother(ctx, 'iv', 'an investigation is due');
  await replace({ game: 'iv', old: String(target + 1), name: targetNewcomer }, ctx);
  return { ctx, president, target, party: openGame(logPath(ctx, 'iv')).state.investigations[0].party };
}

async function newestTo(ctx: { cwd: string }, seat: number, kind: string): Promise<string> {
  const e = newestOf(ctx.cwd, seat, kind, 'iv');
  assert.ok(e, `a ${kind} to seat ${seat + 1}`);
  return (await sentMail(ctx.cwd, e!, 'iv')).text ?? '';
}

for (const lang of ['en', 'ru'] as const) {
  const { players, targetNewcomer, seatNewcomer, now } = GAMES[lang];

  test(`given the investigated seat changed hands (${lang}), the dossier of the newcomer who takes the investigator's seat names the player investigated and the seat's holder now`, async () => {
    const { ctx, president, target } = await investigatedThenReplaced(lang);
    await replace({ game: 'iv', old: String(president + 1), name: seatNewcomer }, ctx);
    const dossier = await newestTo(ctx, president, 'dossier');
    assert.ok(dossier.includes(`${now(players[target], targetNewcomer)}: `), dossier);
    assert.not.ok(dossier.includes(`  - ${targetNewcomer}: `), dossier);
  });

  test(`given the investigated seat changed hands (${lang}), the investigator's dossier sent again and private status name the player investigated and the seat's holder now`, async () => {
    const { ctx, president, target } = await investigatedThenReplaced(lang);
    const r = runCli(['dossier', 'iv', String(president + 1)], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    assert.is(r.code, 0, r.stderr);
    const dossier = await newestTo(ctx, president, 'dossier');
    assert.ok(dossier.includes(`${now(players[target], targetNewcomer)}: `), dossier);
    const board = runCli(['status', 'iv', '--as', String(president + 1)], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd, NO_COLOR: '1' } });
    assert.is(board.code, 0, board.stderr);
    assert.ok(board.stdout.includes(now(players[target], targetNewcomer)), board.stdout);
  });

  test(`given the investigated seat changed hands (${lang}), the executive post given again names the player investigated, not the seat's newcomer`, async () => {
    const { ctx, target } = await investigatedThenReplaced(lang);
    const r = runCli(['post', 'iv', 'executive'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    assert.is(r.code, 0, r.stderr);
    assert.not.ok(r.stdout.includes(targetNewcomer), r.stdout);
    assert.ok(r.stdout.includes(players[target].slice(0, 3)), r.stdout);
  });
}

test.run();
