// Every command group, registered in the order --help lists them.
import type { Command } from 'commander';
import type { Wiring } from '../wire.js';
import { registerGameCommands } from './game.js';
import { registerDecisionCommands } from './decisions.js';
import { registerRecordCommands } from './record.js';
import { registerImportCommands } from './import.js';
import { registerRenderCommands } from './render.js';
import { registerMailCommands } from './mail.js';
import { registerModeratorCommands } from './moderator.js';
import { registerHouseCommands } from './house.js';

export function registerAll(program: Command, w: Wiring): void {
  registerGameCommands(program, w);
  registerDecisionCommands(program, w);
  registerRecordCommands(program, w);
  registerImportCommands(program, w);
  registerRenderCommands(program, w);
  registerMailCommands(program, w);
  registerModeratorCommands(program, w);
  registerHouseCommands(program, w);
}
