// Everyday polish: examples in every command's help, --json wherever a command reads, colour only
// at a terminal and never with NO_COLOR, suggestions for mistyped commands and player names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { spawnSync } from 'node:child_process';
import { BIN, FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { Terminal } from '../support/pty.js';

/** Every command a person can type, with its full name ("mail check"). */
function commands(): { name: string; cmd: Command }[] {
  const out: { name: string; cmd: Command }[] = [];
  const walk = (cmd: Command, prefix: string) => {
    for (const sub of cmd.commands) {
      if ((sub as unknown as { _hidden: boolean })._hidden) continue;
      const name = `${prefix}${sub.name()}`;
      out.push({ name, cmd: sub });
      walk(sub, `${name} `);
    }
  };
  walk(buildProgram(), '');
  return out;
}

function helpOf(cmd: Command): string {
  let text = '';
  cmd.configureOutput({ writeOut: (s) => { text += s; } });
  cmd.outputHelp();
  return text;
}

test('every command\'s --help ends with examples that start with "chancery" or a shell line using it', () => {
  const all = commands();
  assert.ok(all.length >= 30, `${all.length} commands`);
  for (const { name, cmd } of all) {
    const help = helpOf(cmd);
    assert.match(help, /\nExamples:\n  \$ /, `${name} --help has examples`);
    for (const line of help.split('Examples:\n')[1].trim().split('\n')) assert.match(line, /chancery/, `${name}: ${line}`);
  }
});

test('every command that reads or decides offers --json (completion prints a script, not data)', () => {
  for (const { name, cmd } of commands()) {
    if (name === 'completion' || cmd.commands.length) continue;
    assert.ok(cmd.options.some((o) => o.long === '--json'), `${name} has --json`);
  }
});

test('given a mistyped command, chancery exits 2 and suggests the command meant', () => {
  const r = runCli(['nominat', 'friday', 'Bob'], { cwd: scratch() });
  assert.is(r.code, 2);
  assert.match(r.stderr, /unknown command 'nominat'[\s\S]*Did you mean nominate\?/);
});

test('given a mistyped player name, the command suggests the player meant', () => {
  const cwd = scratch();
  runCli(['new', 'friday', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const r = runCli(['nominate', 'friday', 'Dimitri'], { cwd });
  assert.is(r.code, 2);
  assert.match(r.stderr, /no player is called "Dimitri": did you mean Dmitri\?/);
});

test('colour only at a terminal, and never with NO_COLOR', async () => {
  const cwd = scratch();
  runCli(['new', 'friday', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const sgr = /\x1b\[[0-9;]*m/;
  const coloured = Terminal.chancery(['list'], { cwd, colour: true });
  const plain = Terminal.chancery(['list'], { cwd });
  try {
    assert.is(await coloured.exited, 0);
    assert.is(await plain.exited, 0);
  } finally {
    coloured.kill();
    plain.kill();
  }
  assert.match(coloured.output(), sgr);
  assert.match(plain.screen(), /1 game in/);
  assert.not.match(plain.output(), sgr);
  // Piped (not a terminal): no colour even without NO_COLOR.
  const env = { ...process.env };
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  const piped = spawnSync(process.execPath, [BIN, 'list'], { cwd, env, encoding: 'utf8' });
  assert.match(piped.stdout, /1 game in/);
  assert.not.match(piped.stdout, sgr);
});

test.run();
