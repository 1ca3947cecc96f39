// A deadline-set is written by `deadline <game> <when>` or `nominate --deadline` for the phase open
// at its write, and names a time ahead of it (a deadline already past is refused,
// src/log/deadlines.ts); a house-rule record without `seats` (written before 2026-12-01: `detail`
// only) still says that the game's rule cast the votes of its write at the deadline. A forger who
// re-hashes the chain can move a vote's deadline back with a forged deadline-set, so that votes
// entered before it pass as the house rule's, or add a house-rule record without seats, which no
// check read. Audit reports each at its line, with the rule broken, and honest logs stay clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import type { LogRecord } from '../../src/log/records.js';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { audit, events, houseRuleGame, logPath, PLAYERS, renumber, T0, T2 } from '../support/house-rule-game.js';
import { rehashedLog } from '../support/rehashed-log.js';

/** An hour on: the game's 24h deadline has not passed. */
const T1 = { CHANCERY_NOW: '2026-12-01T11:00:00Z' };
/** The record `deadline --apply` wrote before 2026-12-01: the rule and a sentence, no seats. */
const seatless = (rule: string) => ({ type: 'default-applied', rule: `onMissingVote: ${rule}`, detail: `the vote deadline passed without a vote from Dmitri, Eve: counted as ${rule}` });

const nomination = (list: LogRecord[]) => list.find((e) => e.type === 'chancellor-nominated')!.seq;

/** The file line of the record at `seq` in the log at `cwd`. */
const lineOf = (cwd: string, seq: number) => readFileSync(logPath(cwd), 'utf8').split('\n').findIndex((l) => l.trim() === `- seq: ${seq}`) + 1;

/**
 * The moderator's Nein votes for Dmitri and Eve at T1, before the deadline, passed off as the house
 * rule's: a house-rule record after their write, and `deadline` (inserted before the votes, with
 * their time, for the phase `phaseSeq` names, at `index` of the list, default right before them).
 */
function votesPassedOff(cwd: string, deadline: string, place?: (list: LogRecord[]) => { index: number; phaseSeq: number; at: string }): number {
  runOk(['vote', 'g', 'Dmitri=nein', 'Eve=nein'], { cwd, env: T1 });
  let forged = 0;
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    const drawn = list.findIndex((e) => e.type === 'policies-drawn');
    list.splice(drawn + 1, 0, { seq: 0, at: list[drawn].at, type: 'default-applied', rule: 'onMissingVote: nein', detail: 'the vote deadline passed', seats: [3, 4], vote: 'nein' } as unknown as LogRecord);
    const votes = list.findIndex((e) => e.type === 'vote-cast' && (e as { seat: number }).seat === 3);
    const where = place?.(list) ?? { index: votes, phaseSeq: nomination(list), at: list[votes].at };
    list.splice(where.index, 0, { seq: 0, at: where.at, type: 'deadline-set', phaseSeq: where.phaseSeq, deadline } as unknown as LogRecord);
    renumber(list);
    // The nomination moved down one when the record went in before it.
    const set = list[where.index] as LogRecord & { phaseSeq: number };
    if (where.index <= nomination(list) - 1 && place) set.phaseSeq = nomination(list);
    forged = set.seq;
  }));
  return forged;
}

test('a deadline-set forged with a time already past at its write (moving the vote\'s deadline back under the votes entered before it) fails the audit at its line', () => {
  const cwd = houseRuleGame();
  const seq = votesPassedOff(cwd, '2026-12-01T10:30:00.000Z');
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${lineOf(cwd, seq)}\\b`), `the forged record's line:\n${r.stdout}`);
  assert.match(r.stdout, /deadline/);
  assert.match(r.stdout, /already past|before it was set|not ahead/);
});

test('a deadline-set forged before the nomination it names (a phase not yet open there) fails the audit at its line', () => {
  const cwd = houseRuleGame();
  // Right after the game's first records, at T0: the deadline 10:30 is ahead of it.
  const seq = votesPassedOff(cwd, '2026-12-01T10:30:00.000Z', (list) => ({ index: list.findIndex((e) => e.type === 'chancellor-nominated'), phaseSeq: 0, at: T0.CHANCERY_NOW.replace('Z', '.000Z') }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${lineOf(cwd, seq)}\\b`), `the forged record's line:\n${r.stdout}`);
  assert.match(r.stdout, /phase/);
});

test('a house-rule record without seats forged right after the votes the moderator entered before the deadline fails the audit: the deadline had not passed', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Dmitri=nein', 'Eve=nein'], { cwd, env: T1 });
  let seq = 0;
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    const i = list.findIndex((e) => e.type === 'policies-drawn');
    list.splice(i + 1, 0, { seq: 0, at: list[i].at, ...seatless('nein') } as unknown as LogRecord);
    renumber(list);
    seq = i + 2;
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, new RegExp(`g\\.yaml:${lineOf(cwd, seq)}\\b`), r.stdout);
  assert.match(r.stdout, /deadline/);
});

test('a house-rule record without seats forged at the end of the log, where no vote was cast with it, fails the audit', () => {
  const cwd = houseRuleGame();
  runOk(['vote', 'g', 'Dmitri=nein', 'Eve=nein'], { cwd, env: T2 });
  runOk(['claim', 'g', 'Alice', 'FFF', '--as', 'president', '--government', '1'], { cwd, env: T2 });
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    list.push({ seq: list.length + 1, at: list[list.length - 1].at, ...seatless('nein') } as unknown as LogRecord);
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /house rule/);
});

test('a house-rule record without seats naming a rule the game does not have (Ja, where the game\'s is Nein) fails the audit', () => {
  const cwd = houseRuleGame();
  runOk(['deadline', 'g', '--apply'], { cwd, env: T2 });
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    const i = list.findIndex((e) => e.type === 'default-applied');
    list[i] = { ...list[i], ...seatless('ja') } as LogRecord;
    delete (list[i] as { seats?: unknown }).seats;
    delete (list[i] as { vote?: unknown }).vote;
  }));
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /onMissingVote/);
});

test('in a Russian game, a forged deadline-set is reported in Russian', () => {
  const cwd = houseRuleGame('ru');
  votesPassedOff(cwd, '2026-12-01T10:30:00.000Z');
  const r = audit(cwd);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /срок/);
  assert.not.match(r.stdout, /already past|deadline-set/);
});

test('honest logs audit clean: a deadline set by deadline and by nominate --deadline, the house rule applied after it, a record without seats as written before 2026-12-01', () => {
  const cwd = houseRuleGame();
  runOk(['deadline', 'g', '2026-12-01T12:00Z'], { cwd, env: T1 });
  runOk(['deadline', 'g', '--apply'], { cwd, env: T2 });
  let r = audit(cwd);
  assert.is(r.code, 0, r.stdout + r.stderr);
  writeFileSync(logPath(cwd), rehashedLog(logPath(cwd), (list) => {
    const i = list.findIndex((e) => e.type === 'default-applied');
    list[i] = { ...list[i], ...seatless('nein') } as LogRecord;
    delete (list[i] as { seats?: unknown }).seats;
    delete (list[i] as { vote?: unknown }).vote;
  }));
  r = audit(cwd);
  assert.is(r.code, 0, `the record as written before seats: ${r.stdout}${r.stderr}`);
  const other = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd: other, env: T0 });
  runOk(['nominate', 'g', 'Bob', '--deadline', '2h'], { cwd: other, env: T0 });
  assert.ok(events(other).some((e) => e.type === 'deadline-set'));
  r = audit(other);
  assert.is(r.code, 0, r.stdout + r.stderr);
});

test.run();
