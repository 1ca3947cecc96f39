// A run that names a command declares that command alone (src/cli/register/index.ts registerOnly):
// each command's declaration is a function of its own, so the others' are neither run nor compiled
// (nor held in the command's code cache, which start-up reads and deserialises by the byte). The
// command is declared exactly as help, suggestions and completion see it among all the others.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { makeWiring } from '../../src/cli/wire.js';
import { defaultContext } from '../../src/cli/context.js';
import { gameCommands } from '../../src/cli/register/game.js';
import { decisionCommands } from '../../src/cli/register/decisions.js';
import { recordCommands } from '../../src/cli/register/record.js';
import { importCommands } from '../../src/cli/register/import.js';
import { renderCommands } from '../../src/cli/register/render.js';
import { mailCommands } from '../../src/cli/register/mail.js';
import { moderatorCommands } from '../../src/cli/register/moderator.js';
import { houseCommands } from '../../src/cli/register/house.js';

const GROUPS = { gameCommands, decisionCommands, recordCommands, importCommands, renderCommands, mailCommands, moderatorCommands, houseCommands };

/** What a command is to whoever types it: its help (arguments, options, description), and its subcommands'. */
function described(cmd: Command): string[] {
  return [cmd.helpInformation(), ...cmd.commands.flatMap(described)];
}

test('each declaration in a group declares the one command it is named after, and nothing else', () => {
  const names: string[] = [];
  for (const [group, registrations] of Object.entries(GROUPS)) {
    for (const [name, register] of Object.entries(registrations)) {
      const program = new Command('chancery');
      register(program, makeWiring(defaultContext()));
      assert.equal(program.commands.map((c) => c.name()), [name], `${group}.${name}`);
      names.push(name);
    }
  }
  assert.equal(names.length, new Set(names).size, 'no command is declared by two groups');
});

test('a command line naming a command declares it alone, as the whole program declares it; help and an unknown word declare all', () => {
  const all = buildProgram();
  assert.ok(all.commands.length >= 35, `${all.commands.length} commands`);
  for (const command of all.commands) {
    const own = buildProgram(['node', 'chancery', command.name(), 'x']);
    assert.equal(own.commands.map((c) => c.name()), [command.name()], command.name());
    assert.equal(described(own.commands[0]), described(command), command.name());
    // The root's own usage and words (`chancery` alone plays), whatever the command named.
    assert.is(own.usage(), all.usage(), command.name());
    assert.equal(own.registeredArguments.map((a) => a.name()), all.registeredArguments.map((a) => a.name()), command.name());
  }
  for (const argv of [['node', 'chancery'], ['node', 'chancery', '--help'], ['node', 'chancery', 'stauts']]) {
    assert.equal(buildProgram(argv).commands.map((c) => c.name()), all.commands.map((c) => c.name()), argv.join(' '));
  }
});

test.run();
