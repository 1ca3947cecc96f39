// A changed vote's reply record keeps the vote it replaces (`replaces`: the seat's other vote that
// stood before it, docs/log-format.md §2); the player's receipt names it. Audit checks it against
// the game as replayed (§6 step 4): a `replaces` that names a vote other than the one standing
// then, or that stands on a first vote, a vote said again, a reply not applied or an answer that
// is no vote, fails naming file:line and what was expected. Fixtures: a real log the CLI wrote,
// edited as a forger would, every hash recomputed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../src/log/file.js';
import type { LogRecord } from '../../src/log/records.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { thirdSeatVotedJaByMail } from '../support/newcomer.js';
import { auditOfForged, forge } from '../support/rehashed-log.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** A game whose vote is open: Carol (seat 3) voted Ja by mail, then Nein by mail. */
function changedVote(lang: 'en' | 'ru' = 'en'): { cwd: string; path: string } {
  const players = lang === 'ru' ? RU : PLAYERS;
  const cwd = thirdSeatVotedJaByMail({ lang, players });
  runOk(['reply', 'g', players[2], 'nein'], { cwd });
  runOk(['sync', 'g'], { cwd });
  return { cwd, path: join(cwd, 'games', 'g.yaml') };
}

type Reply = LogRecord & { type: 'reply-received'; outcome: string; replaces?: string; seat: number };
const repliesOf = (events: LogRecord[]) => events.filter((e) => e.type === 'reply-received') as Reply[];

const audit = (cwd: string) => runCli(['audit', 'g'], { cwd });

test('given Carol changed her vote from Ja to Nein by mail, the record says it replaces Ja, and the log audits clean', () => {
  const { cwd, path } = changedVote();
  const replies = repliesOf(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events);
  assert.equal(replies.map((r) => [r.outcome, r.replaces]), [['applied', undefined], ['applied', 'ja']]);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given the changed vote\'s record forged to say it replaces Nein (the vote it cast itself), audit fails at its line, expecting Ja', () => {
  const { cwd } = changedVote();
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[1], (r) => { r.replaces = 'nein'; });
  assert.match(out, /Carol \(seat 3\)/);
  assert.match(out, /replaces: ja/, 'what was expected');
  assert.match(out, /rule: log-only records/);
});

test('given Carol\'s first vote\'s record forged to say it replaces Nein, audit fails at its line: a first vote replaces nothing', () => {
  const { cwd } = changedVote();
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[0], (r) => { r.replaces = 'nein'; });
  assert.match(out, /no vote of that seat stood before it/);
  assert.match(out, /no replaces/, 'what was expected');
});

test('given a reply said again (not applied) forged to say it replaces a vote, audit fails at its line', () => {
  const { cwd, path } = changedVote();
  runOk(['reply', 'g', 'Carol', 'nein'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const again = (ev: LogRecord[]) => repliesOf(ev).find((e) => e.outcome === 'already-recorded')!;
  assert.ok(again(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events), 'the third reply is recorded as said again');
  assert.is(audit(cwd).code, 0, 'as written, it audits clean');
  const out = auditOfForged(cwd, again, (r) => { r.replaces = 'ja'; });
  assert.match(out, /no replaces/);
});

test('given the moderator entered Carol\'s Nein over her emailed Ja and she then mails Ja, the record says it replaces Nein and audits clean; forged to Ja it fails', () => {
  const cwd = scratch();
  const path = join(cwd, 'games', 'g.yaml');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd });
  runOk(['sync', 'g'], { cwd });
  runOk(['vote', 'g', 'Carol=nein', '--override'], { cwd });
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const last = (ev: LogRecord[]) => repliesOf(ev).pop()!;
  assert.is(last(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events).replaces, 'nein');
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
  const out = auditOfForged(cwd, last, (e) => { e.replaces = 'ja'; });
  assert.match(out, /replaces: nein/);
});

// Under a fixed clock (or two writes in one millisecond) writes share their time: the vote a
// reply applied is still its own write's, not an earlier write's of the same time.
const FIXED = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

test('given the moderator entered Carol=ja and her mailed Nein changed it at the same time, the log audits clean', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env: FIXED });
  runOk(['nominate', 'g', 'Bob'], { cwd, env: FIXED });
  runOk(['vote', 'g', 'Carol=ja'], { cwd, env: FIXED });
  runOk(['reply', 'g', 'Carol', 'nein'], { cwd, env: FIXED });
  runOk(['sync', 'g'], { cwd, env: FIXED });
  const path = join(cwd, 'games', 'g.yaml');
  assert.is(repliesOf(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events).pop()!.replaces, 'ja');
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given Carol\'s mailed Ja taken back by undo and her mailed Nein after it, all at the same time, the log audits clean', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env: FIXED });
  runOk(['nominate', 'g', 'Bob'], { cwd, env: FIXED });
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd, env: FIXED });
  runOk(['sync', 'g'], { cwd, env: FIXED });
  runOk(['undo', 'g', '--yes'], { cwd, env: FIXED });
  runOk(['reply', 'g', 'Carol', 'nein'], { cwd, env: FIXED });
  runOk(['sync', 'g'], { cwd, env: FIXED });
  const path = join(cwd, 'games', 'g.yaml');
  assert.equal(repliesOf(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events).map((e) => [e.outcome, e.replaces]), [['applied', undefined], ['applied', undefined]]);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given a Russian game with a forged vote replaced, audit says so in Russian', () => {
  const { cwd, path } = changedVote('ru');
  forge(path, (ev) => { repliesOf(ev)[1].replaces = 'nein'; }, (ev) => repliesOf(ev)[1]);
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Вера \(место 3\)/);
  assert.match(r.stdout, /Ja/);
  assert.not.match(r.stdout.replace(/\S*g\.yaml|docs\/log-format\.md|[0-9a-f]{64}|\bJa\b|\bNein\b|replaces: (ja|nein)/g, ''), /[A-Za-z]{3,}/, 'no English word');
});

test.run();
