// A newcomer's changed vote record names whose vote it replaces (`replacesVoteOf`, docs/log-format.md
// §2): the seat's former player, who cast the standing vote before the seat changed hands (RULES
// §5; the receipt names that player's vote). Audit checks it against the game as replayed (§6 step
// 4): a `replacesVoteOf` naming another player, or standing on a vote the newcomer cast themselves,
// fails naming file:line and what was expected. Fixtures: real logs the CLI wrote, edited as a
// forger would, every hash recomputed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLog } from '../../src/log/file.js';
import type { LogRecord } from '../../src/log/records.js';
import { runCli, runOk } from '../support/cli.js';
import { newcomerAfterTheVote } from '../support/newcomer.js';
import { auditOfForged, forge } from '../support/rehashed-log.js';
import { latinWords } from '../cli/latin.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

type Reply = LogRecord & { type: 'reply-received'; outcome: string; replaces?: string; replacesVoteOf?: string; seat: number };
const repliesOf = (events: LogRecord[]) => events.filter((e) => e.type === 'reply-received') as Reply[];

/** Carol (seat 3) voted Ja by mail, then Zoe took the seat over and mailed each of `votes` in turn. */
function newcomerVoted(votes: string[], lang: 'en' | 'ru' = 'en'): { cwd: string; path: string } {
  const cwd = newcomerAfterTheVote({ prefix: 'chancery-audit-vote-of-', lang, players: lang === 'ru' ? RU : PLAYERS, newcomer: lang === 'ru' ? 'Зоя' : 'Zoe', env: NOW });
  for (const vote of votes) {
    runOk(['reply', 'g', '3', vote], { cwd, env: NOW });
    runOk(['sync', 'g'], { cwd, env: NOW });
  }
  return { cwd, path: join(cwd, 'games', 'g.yaml') };
}

const readReplies = (path: string) => repliesOf(parseLog(readFileSync(path, 'utf8'), path, { private: false }).events);

const audit = (cwd: string) => runCli(['audit', 'g'], { cwd });

test('given Zoe changed Carol\'s Ja to Nein and then her own Nein to Ja, the records name Carol\'s vote, then none, and the log audits clean', () => {
  const { cwd, path } = newcomerVoted(['Nein', 'Ja']);
  assert.equal(readReplies(path).map((r) => [r.outcome, r.replaces, r.replacesVoteOf]), [['applied', undefined, undefined], ['applied', 'ja', 'Carol'], ['applied', 'nein', undefined]]);
  const r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test('given Zoe\'s change of Carol\'s vote forged to say it replaces a vote of Alice\'s, audit fails at its line, expecting Carol', () => {
  const { cwd } = newcomerVoted(['Nein']);
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[1], (r) => { r.replacesVoteOf = 'Alice'; });
  assert.match(out, /Zoe \(seat 3\)/);
  assert.match(out, /replacesVoteOf: Carol/, 'what was expected');
  assert.match(out, /rule: log-only records/);
});

test('given Zoe\'s change of her own vote forged to say it replaces Carol\'s, audit fails at its line: the vote it replaces was Zoe\'s own', () => {
  const { cwd } = newcomerVoted(['Nein', 'Ja']);
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[2], (r) => { r.replacesVoteOf = 'Carol'; });
  assert.match(out, /no replacesVoteOf/, 'what was expected');
});

test('given Carol\'s own first vote forged to say it replaces a vote of Bob\'s, audit fails at its line: no vote stood before it', () => {
  const { cwd } = newcomerVoted(['Nein']);
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[0], (r) => { r.replacesVoteOf = 'Bob'; });
  assert.match(out, /no replacesVoteOf/);
});

test('given Zoe said Carol\'s Ja again (the vote now hers, replacesVoteOf without replaces), forged to name Eve, audit fails expecting Carol', () => {
  const { cwd, path } = newcomerVoted(['Ja']);
  assert.equal(readReplies(path).map((r) => [r.replaces, r.replacesVoteOf]), [[undefined, undefined], [undefined, 'Carol']]);
  assert.is(audit(cwd).code, 0, 'as written, it audits clean');
  const out = auditOfForged(cwd, (ev) => repliesOf(ev)[1], (r) => { r.replacesVoteOf = 'Eve'; });
  assert.match(out, /replacesVoteOf: Carol/);
});

test('given a Russian game with a newcomer\'s changed vote forged to name another player, audit says so in Russian', () => {
  const { cwd, path } = newcomerVoted(['Nein'], 'ru');
  forge(path, (ev) => { repliesOf(ev)[1].replacesVoteOf = 'Анна'; }, (ev) => repliesOf(ev)[1]);
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /Зоя \(место 3\)/);
  assert.match(r.stdout, /Вера/);
  assert.equal(latinWords(r.stdout.replace(/replacesVoteOf: \S+|docs\/log-format\.md/g, ''), { game: 'g', dir: cwd, names: [...RU, 'Зоя'] }), [], r.stdout);
});

test.run();
