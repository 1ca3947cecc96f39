// Every command that takes --format takes it as -f too: `sync`, `remind`, `replace` and
// `mail confirm` took only the long form ("unknown option '-f'", exit 2) while the decisions and
// `post` take both, so a moderator's `-f bbcode` worked on one command and not the next.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/main.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

function commands(): Command[] {
  const out: Command[] = [];
  const walk = (cmd: Command) => { out.push(cmd); for (const sub of cmd.commands) walk(sub); };
  walk(buildProgram());
  return out;
}

test('given every command of the program, one with --format has -f as its short form', () => {
  const without = commands().filter((c) => c.options.some((o) => o.long === '--format' && o.short !== '-f')).map((c) => c.name());
  assert.equal(without, []);
});

test('given a game, sync -f bbcode runs as sync --format bbcode does', () => {
  const cwd = scratch('chancery-format-short-');
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd }).code, 0);
  const r = runCli(['sync', 'g', '-f', 'bbcode'], { cwd });
  assert.is(r.code, 0, r.stderr);
});

test.run();
