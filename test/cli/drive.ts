// Drives games through the command modules, as a moderator would through the CLI: the next action
// is read from `status --json` (the public pending) and, for cards, from `status --as` the holder.
// The same actions run in-process (fast) or through the real binary (end-to-end).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from '../../src/cli/context.js';
import type { PlayerView, Policy, PublicView, Role } from '../../src/engine/index.js';
import { seededChooser, type Chooser } from '../../src/sim/random-play.js';
import { newGame, type NewInput } from '../../src/commands/new.js';
import { status } from '../../src/commands/status.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { veto } from '../../src/commands/veto.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { specialElection } from '../../src/commands/special-election.js';
import { execute } from '../../src/commands/execute.js';
import { scratch } from '../support/scratch.js';

export const SEED = 'cd'.repeat(32);
export const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];

export function scratchContext(): Context {
  const dir = scratch('chancery-cli-');
  return { now: () => new Date('2026-11-30T12:00:00Z'), env: { CHANCERY_HOME: dir }, cwd: dir, interactive: false };
}

export function logPath(ctx: Context, id: string): string {
  return join(ctx.cwd, 'games', `${id}.yaml`);
}

export function logText(ctx: Context, id: string): string {
  return readFileSync(logPath(ctx, id), 'utf8');
}

export async function createGame(ctx: Context, id: string, players = NAMES.slice(0, 5), extra: Partial<NewInput> = {}) {
  return newGame({ id, players, seed: SEED, ...extra }, ctx);
}

export interface Action { command: string; args: string[] }

/**
 * How the simulated people decide. `random`: uniformly (votes lean Ja). `fascist`: the
 * Fascists get their way: every government is elected, Fascist policies are kept, Hitler is
 * never Chancellor nor executed, so the game goes through every power to six Fascist policies.
 */
export interface Strategy { mode: 'random' | 'fascist'; choose: Chooser; bySeat?: boolean; veto?: 'request-then-refuse' }

export function strategy(mode: Strategy['mode'], seed = 'drive', more: Partial<Strategy> = {}): Strategy {
  return { mode, choose: seededChooser(seed), ...more };
}

/** The next action, from what `status --json` shows and the holder's `status --as` view. */
export function nextAction(view: PublicView, holder: PlayerView | null, roles: Role[], s: Strategy): Action | null {
  const p = view.pending;
  const pick = <T>(xs: T[]): T => xs[s.choose.below(xs.length)];
  const ref = (seat: number) => (s.bySeat && s.choose.below(2) === 0 ? String(seat + 1) : view.players[seat].name);
  const notHitler = (seats: number[]) => seats.filter((x) => roles[x] !== 'hitler');
  switch (p.kind) {
    case 'nomination': {
      const eligible = s.mode === 'fascist' && view.hitlerZone ? notHitler(p.eligible) : p.eligible;
      return { command: 'nominate', args: [ref(pick(eligible.length ? eligible : p.eligible))] };
    }
    case 'votes':
      return { command: 'vote', args: p.waitingFor.map((seat) => `${ref(seat)}=${s.mode === 'fascist' || s.choose.below(10) < 7 ? 'ja' : 'nein'}`) };
    case 'legislative': {
      if (p.step === 'veto-answer') return { command: 'veto', args: [s.veto ? 'refuse' : pick(['agree', 'refuse'])] };
      const hand = holder!.hand!;
      if (p.step === 'chancellor-enact' && p.vetoAllowed && (s.veto || (s.mode === 'random' && s.choose.below(4) === 0)))
        return { command: 'veto', args: ['request'] };
      const wanted: Policy = s.mode === 'fascist' ? (p.step === 'president-discard' ? 'liberal' : 'fascist') : pick(hand.cards);
      const at = hand.cards.indexOf(wanted);
      const card = at >= 0 ? (s.choose.below(2) === 0 ? String(at + 1) : wanted) : String(1 + s.choose.below(hand.cards.length));
      return { command: p.step === 'president-discard' ? 'discard' : 'enact', args: [card] };
    }
    case 'power': {
      if (p.power === 'peek') return { command: 'peek', args: [] };
      const targets = s.mode === 'fascist' || p.power === 'execution' && s.mode === 'random' && s.choose.below(2) === 0 ? notHitler(p.eligible) : p.eligible;
      const command = p.power === 'investigate' ? 'investigate' : p.power === 'execution' ? 'execute' : 'special-election';
      return { command, args: [ref(pick(targets.length ? targets : p.eligible))] };
    }
    default:
      return null;
  }
}

/** Runs one action through the command modules, as the binary would. */
export async function runAction(ctx: Context, game: string, a: Action): Promise<unknown> {
  const [first] = a.args;
  switch (a.command) {
    case 'nominate': return nominate({ game, chancellor: first }, ctx);
    case 'vote': return vote({ game, votes: a.args }, ctx);
    case 'discard': return discard({ game, policy: first }, ctx);
    case 'enact': return enact({ game, policy: first }, ctx);
    case 'veto': return veto({ game, action: first }, ctx);
    case 'investigate': return investigate({ game, target: first }, ctx);
    case 'peek': return peek({ game }, ctx);
    case 'special-election': return specialElection({ game, target: first }, ctx);
    case 'execute': return execute({ game, target: first }, ctx);
    default: throw new Error(`no command ${a.command}`);
  }
}

/** The roles, as the moderator reads them with `status --as` each seat. */
export async function rolesOf(ctx: Context, game: string, players: number): Promise<Role[]> {
  const roles: Role[] = [];
  for (let seat = 1; seat <= players; seat++) roles.push(((await status({ game, as: String(seat) }, ctx)).view as PlayerView).role);
  return roles;
}

/** Whose cards the next legislative decision needs: the President's three or the Chancellor's two. */
export function holderOf(view: PublicView): number | null {
  const p = view.pending;
  if (p.kind !== 'legislative' || p.step === 'veto-answer') return null;
  return p.step === 'president-discard' ? p.president : p.chancellor;
}

/** Makes the next decision in-process; null when the game is over. */
export async function stepOnce(ctx: Context, game: string, s: Strategy, roles: Role[]): Promise<{ action: Action; result: unknown } | null> {
  const view = (await status({ game }, ctx)).view;
  const holder = holderOf(view);
  const action = nextAction(view, holder === null ? null : (await status({ game, as: String(holder + 1) }, ctx)).view as PlayerView, roles, s);
  if (!action) return null;
  return { action, result: await runAction(ctx, game, action) };
}

/** Plays in-process until `stop` says so or the game ends; returns the actions taken. */
export async function play(ctx: Context, game: string, s: Strategy, stop: (view: PublicView) => boolean | Promise<boolean> = () => false): Promise<Action[]> {
  const roles = await rolesOf(ctx, game, (await status({ game }, ctx)).view.tableSize);
  const actions: Action[] = [];
  for (let i = 0; i < 500; i++) {
    if (await stop((await status({ game }, ctx)).view)) return actions;
    const step = await stepOnce(ctx, game, s, roles);
    if (!step) return actions;
    actions.push(step.action);
  }
  throw new Error(`${game} did not end in 500 decisions`);
}
