// The commands a person can type, as help declares them: shared by the tests that read every help.
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';

/** The program and every command a person can type ("mail check"), hidden ones left out, as buildProgram declares them for help. */
export function typedCommands(): Command[] {
  const out: Command[] = [];
  const walk = (cmd: Command) => {
    out.push(cmd);
    for (const sub of cmd.commands) if (!(sub as unknown as { _hidden: boolean })._hidden) walk(sub);
  };
  walk(buildProgram());
  return out;
}
