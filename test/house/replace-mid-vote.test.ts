// A player who takes over a seat during a vote the seat has already voted in may still change that
// vote until the tally (RULES §2.3: a vote stands until the last is in), like anyone: they are
// sent the vote request beside the dossier. The seat passes with everything it learned (RULES §5),
// its own vote too: the request and the dossier say how the seat votes, since that vote counts for
// it unless the newcomer changes it (and a reply saying it again changes nothing).
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
  assert.match(dossier, /This seat has already voted in the vote now open: Ja\b/);
  const request = zoe.find((m) => /\] Vote:/.test(m))!;
  assert.match(request, /This seat has already voted: Ja\./);
  ok(cwd, ['reply', 'g', 'Zoe', 'nein']);
  assert.match(ok(cwd, ['sync', 'g']), /^applied Zoe: Nein/m);
});

test('given Carol voted Nein in a Russian game and left mid-vote, Zoe\'s vote request says, in Russian, that the seat gives Nein', async () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), PLAYERS.map((p) => `- {name: ${p}, email: ${p.toLowerCase()}@example.org}`).join('\n'));
  ok(cwd, ['new', 'g', '--lang', 'ru', '--players', 'roster.yaml', '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Carol=nein']);
  ok(cwd, ['replace', 'g', 'Carol', 'Zoe', '--email', 'zoe@example.org']);
  const zoe = await mailTo(cwd, 'zoe@example.org');
  const request = zoe.find((m) => /\] Голосование|Ja \(за\)|Ja или Nein/.test(m))!;
  assert.match(request, /С этого места уже подан голос: Nein\./);
});

test('given Alice voted, a vote request sent again with her dossier says how her seat votes; one to a seat that has not voted says nothing of it', async () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), PLAYERS.map((p) => `- {name: ${p}, email: ${p.toLowerCase()}@example.org}`).join('\n'));
  ok(cwd, ['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=nein']);
  ok(cwd, ['dossier', 'g', 'Alice']);
  const requests = (await mailTo(cwd, 'alice@example.org')).filter((m) => /\] Vote:/.test(m));
  assert.is(requests.length, 2);
  assert.ok(requests.some((m) => /This seat has already voted: Nein\./.test(m)), 'the request sent again');
  assert.ok(requests.some((m) => !/already voted/.test(m)), 'the first request, before she voted');
});

test.run();
