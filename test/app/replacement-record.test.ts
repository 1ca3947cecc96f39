// `replace` hands a seat to a new player from now on; it does not rewrite the past. History, the
// game-over/history table, stats and the dossier credit each act to whoever held the seat then,
// and show the replacement where it happened.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, ROOT, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Zoë', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r;
}

test('given Zoë was elected Chancellor and voted, when Jean-Luc takes her seat, history, the table and his dossier still credit her', async () => {
  const cwd = scratch();
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED]);
  ok(cwd, ['nominate', 'g', 'Zoë']);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Zoë=ja', 'Carol=nein', 'Dmitri=ja', 'Eve=ja']);
  ok(cwd, ['discard', 'g', '1']);
  ok(cwd, ['enact', 'g', '1']);
  ok(cwd, ['replace', 'g', 'Zoë', 'Jean-Luc']);

  const history = JSON.parse(ok(cwd, ['history', 'g', '--json']).stdout);
  assert.is(history.governments[0].president, 'Alice');
  assert.is(history.governments[0].chancellor, 'Zoë');
  assert.ok(history.governments[0].ja.includes('Zoë'), 'her vote is hers');
  assert.not.ok(history.governments[0].ja.includes('Jean-Luc'));
  assert.equal(history.replacements, [{ seat: 2, previous: 'Zoë', name: 'Jean-Luc', after: 1 }]);
  assert.equal(history.players, ['Alice', 'Jean-Luc', 'Carol', 'Dmitri', 'Eve']);
  const text = ok(cwd, ['history', 'g']).stdout;
  assert.match(text, /#1 Alice > Zoë/);
  assert.match(text, /Jean-Luc takes over seat 2 from Zoë/);

  // The table the game-over post carries (the history post shows the same one).
  const table = ok(cwd, ['post', 'g', 'history']).stdout;
  assert.match(table, /\| 1 \| Alice \| Zoë \|/);
  assert.match(table, /Zoë → Jean-Luc/);

  // The dossier Jean-Luc was sent tells him who sat in government 1.
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mails = await Promise.all(readdirSync(outbox).map(async (f) => (await simpleParser(readFileSync(join(outbox, f)))).text ?? ''));
  const dossier = mails.find((m) => /you take over seat 2/.test(m));
  assert.ok(dossier, 'a dossier was written');
  assert.match(dossier!, /1\. President Alice, Chancellor Zoë: elected/);
});

test('given a finished game, when a seat is handed over after the end, stats keep the offices with the player who held them', () => {
  const cwd = scratch();
  mkdirSync(join(cwd, 'games'));
  copyFileSync(join(ROOT, 'games', 'examples', 'seven-players.yaml'), join(cwd, 'games', 'league.yaml'));
  // The offices each seat held, counted from the log's own records.
  const log = parse(readFileSync(join(cwd, 'games', 'league.yaml'), 'utf8')) as { players: { name: string }[]; events: { type: string; chancellor?: number; elected?: boolean }[] };
  const chancellorships = new Map<number, number>();
  let nominee = -1;
  for (const e of log.events) {
    if (e.type === 'chancellor-nominated') nominee = e.chancellor!;
    if (e.type === 'votes-tallied' && e.elected) chancellorships.set(nominee, (chancellorships.get(nominee) ?? 0) + 1);
  }
  const [seat, count] = [...chancellorships.entries()].sort((a, b) => b[1] - a[1])[0];
  const leaver = log.players[seat].name;
  ok(cwd, ['replace', 'games/league.yaml', leaver, 'Newcomer']);
  const stats = JSON.parse(ok(cwd, ['stats', '--json']).stdout);
  const of = (name: string) => stats.players.find((p: { name: string }) => p.name === name);
  assert.is(of(leaver).chancellor, count, `${leaver} keeps the ${count} chancellorships`);
  assert.is(of('Newcomer')?.chancellor ?? 0, 0, 'the newcomer held no office');
});

test.run();
