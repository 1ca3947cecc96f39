// A player who takes over a seat during a vote the seat has already voted in may still change that
// vote until the tally (RULES §2.3: a vote stands until the last is in), like anyone: they are
// sent the vote request beside the dossier, and the dossier says the seat has voted (not how).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]): string {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** The outbox's messages to `address`, subject and text. */
async function mailTo(cwd: string, address: string): Promise<string[]> {
  const dir = join(cwd, 'games', 'g', 'outbox');
  const all = await Promise.all(readdirSync(dir).filter((f) => f.endsWith('.eml')).map(async (f) => simpleParser(readFileSync(join(dir, f)))));
  return all.filter((m) => m.to && JSON.stringify(m.to).includes(address)).map((m) => `Subject: ${m.subject}\n${m.text}`);
}

test('given Carol voted and then left mid-vote, Zoe gets the vote request with the dossier, which says the seat voted, and her reply changes the vote', async () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), PLAYERS.map((p) => `- {name: ${p}, email: ${p.toLowerCase()}@example.org}`).join('\n'));
  ok(cwd, ['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Carol=ja']);
  ok(cwd, ['replace', 'g', 'Carol', 'Zoe', '--email', 'zoe@example.org']);
  const zoe = await mailTo(cwd, 'zoe@example.org');
  assert.ok(zoe.some((m) => /\] Vote:/.test(m)), zoe.map((m) => m.split('\n')[0]).join('\n'));
  const dossier = zoe.find((m) => /Your seat: everything you need to know/.test(m))!;
  assert.match(dossier, /This seat has already voted in the vote now open \(how stays secret until the tally\)/);
  assert.not.match(dossier, /Ja|Nein \(no\)/, 'not how it voted');
  ok(cwd, ['reply', 'g', 'Zoe', 'nein']);
  assert.match(ok(cwd, ['sync', 'g']), /^applied Zoe: Nein/m);
});

test.run();
