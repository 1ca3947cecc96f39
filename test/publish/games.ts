// Finished games for the publish tests: played through the real commands, with contacts, claims,
// a replacement and an undo, in every theme and both languages, plus the shipped example game
// migrated from format 1. Built once per process (the browser test and the record test share them).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from '../../src/cli/context.js';
import { createGame, NAMES, play, strategy, scratchContext, type Strategy } from '../cli/drive.js';
import { claim } from '../../src/commands/claim.js';
import { replace } from '../../src/commands/replace.js';
import { undo } from '../../src/commands/undo.js';
import { status } from '../../src/commands/status.js';
import { migrate } from '../../src/commands/migrate.js';
import { ROOT, runCli } from '../support/cli.js';

export interface FinishedGame { ctx: Context; id: string; path: string; players: number; zones: string[] }

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'Europe/Moscow'];

function roster(ctx: Context, n: number): string {
  const file = join(ctx.cwd, `roster-${n}.yaml`);
  writeFileSync(file, NAMES.slice(0, n).map((name, i) => `- {name: ${name}, email: ${name.toLowerCase()}@example.org${i < ZONES.length ? `, timezone: ${ZONES[i]}` : ''}}`).join('\n'));
  return file;
}

async function finished(id: string, n: number, extra: Record<string, string>, s: Strategy, twists: (ctx: Context) => Promise<void>): Promise<FinishedGame> {
  const ctx = scratchContext();
  await createGame(ctx, id, [roster(ctx, n)], extra);
  await twists(ctx);
  await play(ctx, id, s);
  return { ctx, id, path: join(ctx.cwd, 'games', `${id}.yaml`), players: n, zones: ZONES.slice(0, Math.min(n, ZONES.length)) };
}

/** Plays until the first government is elected, claims for it, then replaces seat 3 and undoes a vote. */
async function claimsReplacementUndo(ctx: Context, id: string, s: Strategy): Promise<void> {
  await play(ctx, id, s, (v) => v.governments.some((g) => g.enacted !== undefined));
  const g = (await status({ game: id }, ctx)).view.governments.find((x) => x.enacted !== undefined)!;
  const names = (await status({ game: id }, ctx)).view.players.map((p) => p.name);
  await claim({ game: id, player: names[g.president], what: 'FFL', government: String(g.index) }, ctx);
  await claim({ game: id, player: names[g.chancellor], what: 'FF', government: String(g.index) }, ctx);
  await replace({ game: id, old: names[2], name: 'Zoe', email: 'zoe@example.org', timezone: 'Asia/Tokyo' }, ctx);
  await play(ctx, id, s, (v) => v.pending.kind === 'votes' && v.pending.voted.length > 0);
  await undo({ game: id, yes: true }, ctx);
}

let built: Promise<FinishedGame[]> | null = null;

export function finishedGames(): Promise<FinishedGame[]> {
  built ??= (async () => {
    const games: FinishedGame[] = [];
    games.push(await finished('ten', 10, { ruleset: 'secret-hitler' }, strategy('fascist', 'pub-10'), (ctx) => claimsReplacementUndo(ctx, 'ten', strategy('fascist', 'pub-10a'))));
    games.push(await finished('russkaya', 7, { ruleset: 'secret-russian', lang: 'ru' }, strategy('random', 'pub-7'), (ctx) => claimsReplacementUndo(ctx, 'russkaya', strategy('random', 'pub-7a'))));
    games.push(await finished('rats', 5, { ruleset: 'service-rat' }, strategy('random', 'pub-5'), async () => {}));
    // A 10-player game played by email through the local mailbox (`chancery demo`): every
    // message, reply and reading recorded, as in a real game; the page budget is measured on it.
    const demo = scratchContext();
    const r = runCli(['demo', '--players', '10', '--seed', 'publish-budget', '--dir', demo.cwd, '--json'], { cwd: demo.cwd });
    if (r.code !== 0) throw new Error(`demo failed: ${r.stderr}`);
    games.push({ ctx: demo, id: 'demo-1', path: join(demo.cwd, 'games', 'demo-1.yaml'), players: 10, zones: [] });
    // The example game, written by format 1, migrated as a moderator would.
    const ctx = scratchContext();
    mkdirSync(join(ctx.cwd, 'games'), { recursive: true });
    copyFileSync(join(ROOT, 'games', 'examples', 'seven-players.yaml'), join(ctx.cwd, 'games', 'seven-players.yaml'));
    await migrate({ game: 'seven-players' }, ctx);
    games.push({ ctx, id: 'seven-players', path: join(ctx.cwd, 'games', 'seven-players.yaml'), players: 7, zones: [] });
    return games;
  })();
  return built;
}
