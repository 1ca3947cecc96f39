// The rules do not read the log-only records, but each says something of the game that the replay
// can check (docs/log-format.md §6 step 4): a reply recorded `already-recorded` says again an answer
// that stands for that seat and that question at that point (its `repeats`: the answer's event); an
// `applied` reply follows the engine event that applied it; a queued message is rendered from an
// earlier point of the game, for a seat of the game. A record that does not hold, written with its
// hash chain recomputed, fails the audit naming file:line, the record and the rule broken, in the
// log's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventHash } from '../../src/log/hash.js';
import { parseLog } from '../../src/log/file.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { thirdSeatVotedJaByMail } from '../support/newcomer.js';
import { rehashedLog } from '../support/rehashed-log.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** A game whose vote is open, Carol (seat 3) having voted Ja by mail. */
function votingGame(lang: 'en' | 'ru' = 'en'): string {
  return thirdSeatVotedJaByMail({ lang, players: lang === 'ru' ? RU : PLAYERS });
}

/** Appends `fields` as the log's next record, its seq, time and hash as chancery writes them; returns its line. */
function forge(cwd: string, fields: Record<string, unknown>): number {
  const path = join(cwd, 'games', 'g.yaml');
  const text = readFileSync(path, 'utf8');
  const log = parseLog(text, path, { checkHashes: false, private: false });
  const last = log.events[log.events.length - 1];
  const record: Record<string, unknown> = { seq: last.seq + 1, at: '2026-12-01T12:00:00.000Z', ...fields };
  record.hash = eventHash(last.hash, record);
  const lines = Object.entries(record).map(([k, v], i) => `${i === 0 ? '  - ' : '    '}${k}: ${JSON.stringify(v)}`);
  appendFileSync(path, `${lines.join('\n')}\n`);
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0) + 1;
}

const reply = (seat: number, outcome: string, extra: object = {}) => ({ type: 'reply-received', seat, receivedAt: '2026-12-01T12:00:00.000Z', outcome, prompt: 'votes', ...extra });

function audit(cwd: string) {
  return runCli(['audit', 'g'], { cwd });
}

test('given Carol said her vote again by mail, the log records which vote it repeats and audits clean', () => {
  const cwd = votingGame();
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd });
  runOk(['sync', 'g'], { cwd });
  const log = parseLog(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), 'g.yaml', { private: false });
  const vote = log.events.find((e) => e.type === 'vote-cast' && e.seat === 2)!;
  const again = log.events.find((e) => e.type === 'reply-received' && e.outcome === 'already-recorded') as { repeats?: number } | undefined;
  assert.ok(again, 'the second reply is recorded as already recorded');
  assert.is(again!.repeats, vote.seq);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given a forged record says Dmitri repeated his vote when he has cast none, audit fails at its line, naming the rule', () => {
  const cwd = votingGame();
  const line = forge(cwd, reply(3, 'already-recorded'));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${line}: event \\d+`));
  assert.match(r.stdout, /Dmitri \(seat 4\).*no vote of that seat stands/);
  assert.match(r.stdout, /rule: log-only records/);
});

test('given a forged record says Dmitri repeated a vote, naming Carol\'s, audit fails', () => {
  const cwd = votingGame();
  const log = parseLog(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), 'g.yaml', { private: false });
  const carols = log.events.find((e) => e.type === 'vote-cast' && e.seat === 2)!;
  forge(cwd, reply(3, 'already-recorded', { repeats: carols.seq }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`event ${carols.seq} is not`));
});

test('given a forged record says Dmitri\'s reply was applied but no vote of his was cast, audit fails', () => {
  const cwd = votingGame();
  forge(cwd, reply(3, 'applied'));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Dmitri \(seat 4\)/);
});

test('given Carol\'s applied reply recorded twice in the write that cast her one vote (every hash recomputed), audit fails at the second: a reply applied twice, or one not applied', () => {
  const cwd = votingGame();
  const path = join(cwd, 'games', 'g.yaml');
  writeFileSync(path, rehashedLog(path, (events) => {
    const i = events.findIndex((e) => e.type === 'reply-received' && (e as { outcome?: string }).outcome === 'applied');
    const copy = { ...events[i] };
    events.splice(i + 1, 0, copy);
    events.forEach((e, k) => { e.seq = k + 1; });
  }));
  const log = parseLog(readFileSync(path, 'utf8'), path, { private: false });
  const second = log.events.filter((e) => e.type === 'reply-received')[1];
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${log.lines[log.events.indexOf(second)]}: event ${second.seq}`));
  assert.match(r.stdout, /Carol \(seat 3\) is recorded as applied/);
});

test('under a fixed clock (every write at one time), a repeated vote forged to name Carol\'s Ja that the moderator\'s Nein replaced fails; as written, naming the Nein, it audits clean', () => {
  const cwd = scratch();
  const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env });
  runOk(['nominate', 'g', 'Bob'], { cwd, env });
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd, env });
  runOk(['sync', 'g'], { cwd, env });
  runOk(['vote', 'g', 'Carol=nein', '--override'], { cwd, env });
  runOk(['reply', 'g', 'Carol', 'nein'], { cwd, env });
  runOk(['sync', 'g'], { cwd, env });
  const path = join(cwd, 'games', 'g.yaml');
  const votes = parseLog(readFileSync(path, 'utf8'), path, { private: false }).events.filter((e) => e.type === 'vote-cast');
  const again = (events: { type: string; outcome?: string }[]) => events.find((e) => e.type === 'reply-received' && e.outcome === 'already-recorded') as unknown as { repeats?: number; seq: number };
  assert.is(again(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events as never).repeats, votes[1].seq, 'it repeats the Nein');
  assert.is(audit(cwd).code, 0);
  writeFileSync(path, rehashedLog(path, (events) => { again(events as never).repeats = votes[0].seq; }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`event ${votes[0].seq} is not that seat's vote standing then`));
});

test('given Carol\'s applied reply forged to say it repeats her vote (repeats on a reply that was applied, not said again), audit fails at its line', () => {
  const cwd = votingGame();
  const path = join(cwd, 'games', 'g.yaml');
  const vote = parseLog(readFileSync(path, 'utf8'), path, { private: false }).events.find((e) => e.type === 'vote-cast')!;
  writeFileSync(path, rehashedLog(path, (events) => {
    (events.find((e) => e.type === 'reply-received') as unknown as { repeats: number }).repeats = vote.seq;
  }));
  const log = parseLog(readFileSync(path, 'utf8'), path, { private: false });
  const reply = log.events.find((e) => e.type === 'reply-received')!;
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${log.lines[log.events.indexOf(reply)]}: event ${reply.seq}`));
  assert.match(r.stdout, /Carol \(seat 3\)/);
  assert.match(r.stdout, /already-recorded/);
});

test('given a forged message queued for a seat the game does not have, audit fails', () => {
  const cwd = votingGame();
  forge(cwd, { type: 'message-queued', to: 7, kind: 'vote-request', prompt: 'votes', at_seq: 3 });
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /seat 8/);
});

test('given a forged house-rule record that marks the votes Carol and Dmitri cast themselves as cast at the deadline, audit fails', () => {
  const cwd = votingGame();
  runOk(['vote', 'g', 'Dmitri=ja'], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:00:00Z' } });
  // The game's house rule is to wait (new's default): no vote is ever cast for a player.
  forge(cwd, { type: 'default-applied', rule: 'onMissingVote: ja', detail: 'the vote deadline passed', seats: [2, 3], vote: 'ja' });
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /house rule/);
});

test('given the house rule cast Eve\'s vote at the deadline, the log audits clean', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--on-missing-vote', 'nein', '--deadline', '24h'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
  runOk(['nominate', 'g', 'Bob'], { cwd, env: { CHANCERY_NOW: '2026-12-01T10:00:00Z' } });
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja'], { cwd, env: { CHANCERY_NOW: '2026-12-01T11:00:00Z' } });
  runOk(['deadline', 'g', '--apply'], { cwd, env: { CHANCERY_NOW: '2026-12-03T10:00:00Z' } });
  assert.match(readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8'), /type: default-applied/);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given an English Secret Russian game with a forged claim of Carol as the first Premier (Alice was), audit fails in the theme\'s words', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--theme', 'secret-russian', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'], { cwd });
  runOk(['claim', 'g', 'Alice', 'FFL', '--as', 'president', '--government', '1'], { cwd });
  assert.is(audit(cwd).code, 0, 'a claim the command recorded holds');
  forge(cwd, { type: 'claim-recorded', seat: 2, government: 1, claim: 'FFL', as: 'president' });
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Carol \(seat 3\) as Premier of Cabinet 1/);
  assert.not.match(r.stdout, /President|government/);
});

test('given a Russian game with a forged repeated vote, audit says so in Russian', () => {
  const cwd = votingGame('ru');
  forge(cwd, reply(3, 'already-recorded'));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Глеб \(место 4\)/);
  assert.not.match(r.stdout.replace(/\S*g\.yaml|docs\/log-format\.md|[0-9a-f]{64}/g, ''), /[A-Za-z]{3,}/, 'no English word');
});

test.run();
