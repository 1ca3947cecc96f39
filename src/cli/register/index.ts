// Every command group, registered in the order --help lists them.
import type { Command } from 'commander';
import type { Registrations, Wiring } from '../wire.js';
import { gameCommands } from './game.js';
import { decisionCommands } from './decisions.js';
import { recordCommands } from './record.js';
import { importCommands } from './import.js';
import { renderCommands } from './render.js';
import { mailCommands } from './mail.js';
import { moderatorCommands, registerRoot } from './moderator.js';
import { houseCommands } from './house.js';

const GROUPS: readonly Registrations[] = [gameCommands, decisionCommands, recordCommands, importCommands, renderCommands, mailCommands, moderatorCommands, houseCommands];

/** Declares the root's own action and every command: for help, suggestions and completion. */
export function registerAll(program: Command, w: Wiring): void {
  registerRoot(program, w);
  for (const group of GROUPS) for (const register of Object.values(group)) register(program, w);
}

/**
 * Declares the root's own action and the command named `name` alone, if there is one (false, and
 * nothing declared, otherwise): each command costs a run a little to declare, and in a command's
 * own bundle the others' declarations are then never compiled.
 */
export function registerOnly(program: Command, w: Wiring, name: string): boolean {
  const group = GROUPS.find((g) => Object.hasOwn(g, name));
  if (!group) return false;
  registerRoot(program, w);
  group[name](program, w);
  return true;
}
