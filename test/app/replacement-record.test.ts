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
  assert.equal(history.replacements, [{ seat: 2, previous: 'Zoë', name: 'Jean-Luc', after: 1, votedBefore: false, discardedBefore: false }]);
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

test('given a seat handed over mid-game, stats of the finished game keep its office with the player who held it; after the end, replace refuses', () => {
  const cwd = scratch();
  // Three Fascist policies from the start (a rule option): this seed deals Dmitri Hitler.
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=3']);
  assert.is(JSON.parse(ok(cwd, ['status', 'g', '--as', 'Dmitri', '--json']).stdout).view.role, 'hitler');
  // Government 1: Alice and Carol, elected; Carol is Chancellor (her hand holds a Liberal to enact).
  ok(cwd, ['nominate', 'g', 'Carol']);
  ok(cwd, ['vote', 'g', ...PLAYERS.map((p) => `${p}=ja`)]);
  const hand = JSON.parse(ok(cwd, ['status', 'g', '--as', 'Alice', '--json']).stdout).view.hand.cards as string[];
  ok(cwd, ['discard', 'g', hand.includes('fascist') ? 'fascist' : 'liberal']);
  ok(cwd, ['enact', 'g', JSON.parse(ok(cwd, ['status', 'g', '--as', 'Carol', '--json']).stdout).view.hand.cards.includes('liberal') ? 'liberal' : 'fascist']);
  // Carol leaves; then Zoë's government elects Hitler: the Fascists win (RULES §3).
  ok(cwd, ['replace', 'g', 'Carol', 'Newcomer']);
  ok(cwd, ['nominate', 'g', 'Dmitri']);
  ok(cwd, ['vote', 'g', ...['Alice', 'Zoë', 'Newcomer', 'Dmitri', 'Eve'].map((p) => `${p}=ja`)]);
  const stats = JSON.parse(ok(cwd, ['stats', '--json']).stdout);
  const of = (name: string) => stats.players.find((p: { name: string }) => p.name === name);
  assert.is(of('Carol').chancellor, 1, 'Carol keeps her chancellorship');
  assert.is(of('Newcomer')?.chancellor ?? 0, 0, 'the newcomer held no office');
  // Over: there is no seat to hand over.
  const after = runCli(['replace', 'g', 'Eve', 'Latecomer'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
  assert.is(after.code, 1, 'refused by the game as it stands (README: exit 1)');
  assert.match(after.stderr, /g is over: there is no seat left to take over/);
});

test.run();
