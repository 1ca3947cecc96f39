// `status --as` lists what a Fascist knows of the others' roles. In English it said "Dan is rat"
// (a Service Rat game), "Carol is fascist": a role noun with no article. Given English games of
// Secret Hitler and Service Rat with seven players (RULES.md: the Fascists know each other and
// Hitler), a Fascist's line reads "is a rat", "is a fascist", and "is the Service Rat", "is Hitler"
// for the secret role, whose name carries its own article or none.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay', 'Gus'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** What a Fascist (not the secret role) knows, as status --as says it. */
function fascistKnows(theme: string): string {
  const cwd = scratch('chancery-status-knows-');
  runOk(['new', 'g', '--players', ...PLAYERS, '--theme', theme, '--seed', FIXED_SEED], { cwd, env });
  const roles = /roles: \[ ([^\]]+) \]/.exec(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'))![1].split(', ');
  const fascist = PLAYERS[roles.indexOf('fascist')];
  return /^ {2}knows: (.+)$/m.exec(runOk(['status', 'g', '--as', fascist], { cwd, env }))![1];
}

test('given an English Service Rat game, a Rat knows the other Rat is a rat and the Service Rat is the Service Rat', () => {
  const knows = fascistKnows('service-rat');
  assert.match(knows, /\bis a rat\b/);
  assert.match(knows, /\bis the Service Rat\b/);
  assert.not.match(knows, /\bis rat\b/);
});

test('given an English Secret Hitler game, a Fascist knows the other is a fascist and Hitler is Hitler', () => {
  const knows = fascistKnows('secret-hitler');
  assert.match(knows, /\bis a fascist\b/);
  assert.match(knows, /\bis Hitler\b/);
});

test.run();
