// Small games played to a known end through the command modules (in-process, fast): with three
// Fascist policies on the board from the start, a government decides the game at once.


import { join } from 'node:path';
import * as assert from 'uvu/assert';
import type { Context } from '../../src/cli/context.js';
import type { Role } from '../../src/engine/index.js';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { execute } from '../../src/commands/execute.js';
import { investigate } from '../../src/commands/investigate.js';
import { openGame } from '../../src/game/open.js';
import { scratch } from '../support/scratch.js';

export function leagueContext(): Context {
  const dir = scratch('chancery-league-');
  return { now: () => new Date('2026-11-30T12:00:00Z'), env: { CHANCERY_HOME: dir }, cwd: dir, interactive: false };
}

export const logPath = (ctx: Context, id: string) => join(ctx.cwd, 'games', `${id}.yaml`);

export const seed = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

/** A new game with three Fascist policies already on the board: the Hitler zone from the start. */
export async function zoneGame(ctx: Context, id: string, players: string[], seedNumber: number): Promise<Role[]> {
  await newGame({ id, players, seed: seed(seedNumber), option: ['startingFascistPolicies=3'] }, ctx);
  return openGame(logPath(ctx, id)).state.roles!;
}

/**
 * Game `friday` (Alice, Bob, Carol, Dmitri, Eve; seed(seedNumber)): government 1, Alice > Bob,
 * elected by every Ja and legislated (the first card discarded, the first of the two enacted).
 */
export async function firstGovernmentLegislated(ctx: Context, seedNumber: number): Promise<void> {
  const names = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  await newGame({ id: 'friday', players: names, seed: seed(seedNumber) }, ctx);
  await nominate({ game: 'friday', chancellor: 'Bob' }, ctx);
  await vote({ game: 'friday', votes: names.map((n) => `${n}=ja`) }, ctx);
  await discard({ game: 'friday', policy: '1' }, ctx);
  await enact({ game: 'friday', policy: '1' }, ctx);
}

async function allJa(ctx: Context, id: string, players: string[]): Promise<void> {
  await vote({ game: id, votes: players.map((_, seat) => `${seat + 1}=ja`) }, ctx);
}

/** The first President (seat 1) nominates Hitler, who is elected: the Fascists win. */
export async function hitlerElected(ctx: Context, id: string, players: string[], roles: Role[]): Promise<void> {
  const hitler = roles.indexOf('hitler');
  assert.ok(hitler !== 0, 'the first President is not Hitler');
  await nominate({ game: id, chancellor: String(hitler + 1) }, ctx);
  await allJa(ctx, id, players);
}

/**
 * The first President (a Liberal) nominates `chancellor`, passes a Fascist policy on, it is enacted
 * (the fourth: an execution), and the President executes Hitler: the Liberals win.
 */
export async function hitlerExecuted(ctx: Context, id: string, players: string[], roles: Role[], chancellor: number): Promise<void> {
  assert.is(roles[0], 'liberal', 'the first President is a Liberal');
  await nominate({ game: id, chancellor: String(chancellor + 1) }, ctx);
  await allJa(ctx, id, players);
  const hand = handOf(ctx, id);
  assert.ok(hand.includes('fascist'), 'the President drew a Fascist policy');
  const liberal = hand.indexOf('liberal');
  await discard({ game: id, policy: liberal >= 0 ? String(liberal + 1) : '1' }, ctx);
  await enact({ game: id, policy: String(handOf(ctx, id).indexOf('fascist') + 1) }, ctx);
  await execute({ game: id, target: String(roles.indexOf('hitler') + 1) }, ctx);
}

function handOf(ctx: Context, id: string): string[] {
  const ph = openGame(logPath(ctx, id)).state.phase;
  return ph.name === 'legislative' && 'hand' in ph.step ? ph.step.hand : [];
}

/**
 * Plays governments in which the Fascists get their way (the candidate nominates the first eligible
 * player, all vote Ja, a Fascist policy is kept when there is one) until a power is due.
 */
/**
 * At the investigation game `id` is due for (asserted, saying `why`), the President investigates
 * the first living seat other than theirs that `also` allows. Returns the President and the target.
 */
export async function investigateAnother(ctx: Context, id: string, why?: string, also: (seat: number, president: number) => boolean = () => true): Promise<{ president: number; target: number }> {
  const state = openGame(logPath(ctx, id)).state;
  assert.ok(state.phase.name === 'executive' && state.phase.power === 'investigate', why);
  const president = state.phase.name === 'executive' ? state.phase.president : -1;
  const target = state.alive.findIndex((alive, seat) => alive && seat !== president && also(seat, president));
  await investigate({ game: id, target: String(target + 1) }, ctx);
  return { president, target };
}

export async function playUntilPower(ctx: Context, id: string): Promise<void> {
  const path = logPath(ctx, id);
  for (let guard = 0; guard < 30; guard++) {
    const { pending } = await import('../../src/engine/index.js');
    const state = openGame(path).state;
    const p = pending(state);
    if (p.kind === 'power' || p.kind === 'game-over') return;
    if (p.kind === 'nomination') await nominate({ game: id, chancellor: String(p.eligible[0] + 1) }, ctx);
    else if (p.kind === 'votes') await vote({ game: id, votes: p.waitingFor.map((s) => `${s + 1}=ja`) }, ctx);
    else if (p.kind === 'president-discard') {
      const liberal = handOf(ctx, id).indexOf('liberal');
      await discard({ game: id, policy: String((liberal >= 0 ? liberal : 0) + 1) }, ctx);
    } else if (p.kind === 'chancellor-enact') {
      const fascist = handOf(ctx, id).indexOf('fascist');
      await enact({ game: id, policy: String((fascist >= 0 ? fascist : 0) + 1) }, ctx);
    } else throw new Error(`unexpected ${p.kind}`);
  }
  throw new Error('no power came up');
}
