// Start-up of every command a moderator runs between posts, as whole processes of the built CLI
// against `node -e 0`: the median of the ratios of alternating pairs, in the same run. Each command starts from
// the game folder the command before it would have left (log, snapshot, mail folders), restored
// untimed before every run and written to disk, its copies re-keyed by one untimed read as the
// command before had left them, so a write is measured as the moderator meets it.
//
// The rows are interleaved: each round runs every row once (a pair of `node -e 0` and the
// command), starting one row further on each round. A machine that slows for a few seconds then
// slows one pair of many rows, which their medians leave out, rather than most pairs of one row,
// which moves its median. Each row has a folder of its own, so a row that only reads keeps its
// folder as the moderator has it while the others restore theirs.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishedGameLog, scratchDir, settleOnDisk } from './fixtures.js';
import type { BenchResult } from './result.js';

export const BIN = join(new URL('../..', import.meta.url).pathname, 'bin', 'chancery.js');
const SEED = 'ab'.repeat(32);
const SEVEN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Gina'];
const TEN = [...SEVEN, 'Hugo', 'Ivy', 'Jon'];

export interface Spawned { ms: number; status: number | null; stdout: string; stderr: string }

/**
 * The environment of every timed process: the bench's own, without NODE_EXTRA_CA_CERTS. Node reads
 * that file's certificates as it starts, before any script runs, so every process pays it alike:
 * on the machine these figures come from (Debian's bundle, 144 certificates) about 50 ms, which
 * took `node -e 0` from 70 to 120 ms and brought every ratio toward 1 (nominate's 1.72 read 1.45).
 * A moderator's machine has no such variable unless someone set it. BENCH_KEEP_EXTRA_CA=1 keeps it,
 * to compare.
 */
function timedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', CI: 'true', ...extra };
  if (!keepsExtraCa()) delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Runs one whole process and times it (wall clock, from spawn to exit). */
export function timed(args: string[], cwd: string, env: Record<string, string> = {}): Spawned {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: timedEnv(env) });
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function cli(args: string[], cwd: string): Spawned {
  const r = timed([BIN, ...args], cwd);
  if (r.status !== 0) throw new Error(`chancery ${args.join(' ')} exited ${r.status}: ${r.stderr || r.stdout}`);
  return r;
}

/**
 * Re-keys game `game`'s copies after a restore, as the command before had left them: a restore
 * makes every file anew (another inode, new times), so no copy beside the log can vouch for it by
 * its identity, which a moderator meets only after copying the folder or editing the log. One
 * untimed read (`history`) confirms them by hashing and records the files as they are.
 */
export function rekey(game: string, cwd: string): void {
  cli(['history', game], cwd);
}

export const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** How far the runs spread: the middle half (first to third quartile). */
export const quartiles = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return [s[Math.floor((s.length - 1) / 4)], s[Math.ceil((3 * (s.length - 1)) / 4)]];
};

/**
 * A row measured as alternating pairs, each pair's two runs back to back (`ours[i]` beside
 * `base[i]`): the machine is most alike within a pair, so the row's ratio is the median of the
 * pairs' ratios. `spread` says their middle half and, beside it, the ratio of the two medians.
 */
export function pairedRatio(ours: number[], base: number[]): { ratio: number; spread: string } {
  const pairs = ours.map((ms, i) => ms / base[i]);
  const [q1, q3] = quartiles(pairs);
  return { ratio: median(pairs), spread: `their middle half ${q1.toFixed(2)}–${q3.toFixed(2)}; ratio of the medians ${(median(ours) / median(base)).toFixed(2)}` };
}

/** How far the ratios of paired runs (`ours[i] / base[i]`) spread: lowest to highest. */
export function ratioRange(ours: number[], base: number[]): string {
  const ratios = ours.map((ms, i) => ms / base[i]);
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

/** Whether the timed processes keep NODE_EXTRA_CA_CERTS (see timedEnv). */
export const keepsExtraCa = () => process.env.BENCH_KEEP_EXTRA_CA === '1';

interface Row {
  name: string;
  target: number | null;
  args: string[];
  /** The game folder to start each run from (restored untimed), or none for read-only commands. */
  from?: string;
  /**
   * A command that only reads: its folder is restored once, before the row, not before each run.
   * A restore makes every file anew (another inode, new times), so restoring before each run would
   * measure a folder just copied, whose log no copy beside it can vouch for without hashing, rather
   * than a moderator's unchanged game.
   */
  readOnly?: boolean;
  /** A script of the bench's own run instead of chancery (a reference row: `target` null). */
  script?: string;
}

/**
 * The durable writes `nominate` makes, and nothing else, as a CommonJS script like bin/chancery.js:
 * the floor a decision cannot go under on this disk, whatever its code. The same files, in the same
 * order, with the same syncs and about the same sizes as a 7-player nomination (strace of
 * `chancery nominate g7 2`): the unshown-write mark; the private entries appended and fsync'd; the
 * append noted in the lock file and fdatasync'd; the log appended and fsync'd; the note cleared;
 * the seven vote requests written as temporaries and renamed into the outbox; the same again for
 * the deliveries' records; the snapshot and the verified-copy record; the post printed; the mark
 * removed. No YAML, no hashing, no rendering: those are chancery's own cost.
 */
const DURABLE_WRITES = `'use strict';
const fs = require('node:fs');
const { join } = require('node:path');
const games = process.argv[2];
const game = join(games, 'g7');
const mark = join(game, \`unshown.\${process.pid}.json\`);
fs.writeFileSync(mark, '{"from":17,"to":24}', { mode: 0o600 });
const lock = fs.openSync(join(games, 'g7.yaml.lock'), 'r+');
fs.readFileSync(join(games, 'g7.yaml'));
fs.readFileSync(join(game, 'private.jsonl'));
function append(privateBytes, logBytes) {
  const p = fs.openSync(join(game, 'private.jsonl'), 'a', 0o600);
  fs.writeSync(p, '{}'.padEnd(privateBytes - 1) + '\\n'); fs.fsyncSync(p); fs.closeSync(p);
  fs.writeSync(lock, 'append 0 0 sha256', 0); fs.fdatasyncSync(lock);
  const l = fs.openSync(join(games, 'g7.yaml'), 'a', 0o600);
  fs.writeSync(l, '#'.padEnd(logBytes - 1) + '\\n'); fs.fsyncSync(l); fs.closeSync(l);
  fs.writeSync(lock, ''.padEnd(17), 0);
}
append(2338, 2209);
fs.mkdirSync(join(game, 'outbox'), { recursive: true });
for (let i = 0; i < 7; i++) {
  const temporary = join(game, \`.m\${i}.eml.\${process.pid}.tmp\`);
  fs.writeFileSync(temporary, 'x'.repeat(886), { mode: 0o600 });
  fs.renameSync(temporary, join(game, 'outbox', \`floor-\${i}.eml\`));
}
append(1330, 1547);
const snapshot = join(games, \`.g7.yaml.snapshot.json.\${process.pid}.tmp\`);
fs.writeFileSync(snapshot, '{}'.padEnd(1675), { mode: 0o600 });
fs.renameSync(snapshot, join(games, '.g7.yaml.snapshot.json'));
fs.appendFileSync(join(games, '.g7.yaml.verified.json'), '{}'.padEnd(5428), { mode: 0o600 });
process.stdout.write('#'.repeat(910));
fs.unlinkSync(mark);
`;

/** Runs a row once: its command, or its script (exiting non-zero is a broken fixture). */
function runRow(row: Row, cwd: string): Spawned {
  if (!row.script) return cli(row.args, cwd);
  const r = timed([row.script, ...row.args], cwd);
  if (r.status !== 0) throw new Error(`${row.script} exited ${r.status}: ${r.stderr}`);
  return r;
}

/** Saves the scratch folder's games/ as stage `name`; returns the saved copy's path. */
function stage(root: string, name: string): string {
  const saved = join(root, 'stages', name);
  cpSync(join(root, 'work', 'games'), saved, { recursive: true });
  return saved;
}

/** Puts stage `saved` back as the games/ folder of `cwd`, written to disk. */
function restore(cwd: string, saved: string): void {
  rmSync(join(cwd, 'games'), { recursive: true, force: true });
  cpSync(saved, join(cwd, 'games'), { recursive: true });
  settleOnDisk(cwd);
}

/**
 * A 10-player game whose first government enacted a Fascist policy: Investigate Loyalty is next.
 * Each seed is tried as the game `power` in an empty folder, so the folder kept is the one the
 * moderator's own commands leave (the log under its own id, its private file and its copies).
 */
function gameAtInvestigation(cwd: string): void {
  for (let attempt = 0; attempt < 20; attempt++) {
    rmSync(join(cwd, 'games'), { recursive: true, force: true });
    mkdirSync(join(cwd, 'games'));
    const seed = attempt.toString(16).padStart(2, '0').repeat(32);
    cli(['new', 'power', '--players', ...TEN, '--seed', seed], cwd);
    cli(['nominate', 'power', '2'], cwd);
    cli(['vote', 'power', ...TEN.map((_, i) => `${i + 1}=ja`)], cwd);
    const hand = JSON.parse(cli(['status', 'power', '--as', '1', '--json'], cwd).stdout).view.hand?.cards as string[] | undefined;
    if (hand && hand.filter((c) => c === 'fascist').length >= 2) {
      cli(['discard', 'power', hand.includes('liberal') ? 'liberal' : 'fascist'], cwd);
      cli(['enact', 'power', 'fascist'], cwd);
      return;
    }
  }
  throw new Error('no seed of 20 gave a first Fascist policy');
}

export async function run(): Promise<BenchResult[]> {
  const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 11);
  const root = scratchDir();
  const cwd = join(root, 'work');
  mkdirSync(join(cwd, 'games'), { recursive: true });

  // The power: its own game (built first, in an empty folder), kept aside.
  gameAtInvestigation(cwd);
  const power = stage(root, 'power');
  rmSync(join(cwd, 'games'), { recursive: true, force: true });
  mkdirSync(join(cwd, 'games'));

  // A finished 10-player game for the read-only commands, and claim.
  finishedGameLog(join(cwd, 'games'), 10, 'status-bench');
  cli(['status', 'bench-10'], cwd); // the first read leaves the snapshot a moderator's folder has
  const finished = stage(root, 'finished');

  // A 7-player game, one stage per command of the first government.
  cli(['new', 'g7', '--players', ...SEVEN, '--seed', SEED], cwd);
  const created = stage(root, 'created');
  cli(['nominate', 'g7', '2'], cwd);
  const nominated = stage(root, 'nominated');
  cli(['vote', 'g7', ...SEVEN.map((_, i) => `${i + 1}=ja`)], cwd);
  const voted = stage(root, 'voted');
  cli(['discard', 'g7', '1'], cwd);
  const discarded = stage(root, 'discarded');
  writeFileSync(join(root, 'readme.txt'), 'chancery start-up bench fixtures\n');

  const rows: Row[] = [
    { name: 'status (finished 10-player game)', target: 1.2, args: ['status', 'bench-10'], from: finished, readOnly: true },
    { name: 'post <game> opening', target: 1.5, args: ['post', 'g7', 'opening'], from: created },
    { name: 'nominate (7 players, 7 vote requests to the outbox)', target: 1.5, args: ['nominate', 'g7', '2'], from: created },
    { name: 'vote (all 7 votes, tally, the President\'s hand)', target: 1.5, args: ['vote', 'g7', ...SEVEN.map((_, i) => `${i + 1}=ja`)], from: nominated },
    { name: 'discard', target: 1.5, args: ['discard', 'g7', '1'], from: voted },
    { name: 'enact', target: 1.5, args: ['enact', 'g7', '1'], from: discarded },
    { name: 'investigate (a power)', target: 1.5, args: ['investigate', 'power', '5'], from: power },
    { name: 'sync with nothing waiting (local mailbox)', target: 1.5, args: ['sync', 'g7'], from: nominated },
    { name: 'audit (finished 10-player game)', target: 1.5, args: ['audit', 'games/bench-10.yaml'], from: finished, readOnly: true },
    { name: 'history (finished 10-player game)', target: 1.5, args: ['history', 'bench-10'], from: finished, readOnly: true },
    { name: 'list (one finished game)', target: 1.5, args: ['list'], from: finished, readOnly: true },
    { name: 'claim', target: 1.5, args: ['claim', 'bench-10', '1', 'FFL'], from: finished },
  ];
  // The floor under a decision: its durable writes alone (a reference beside the rows, no target).
  const durableWrites = join(root, 'durable-writes.cjs');
  writeFileSync(durableWrites, DURABLE_WRITES);
  rows.push({ name: 'the durable writes of nominate alone (no chancery code: the floor under a decision)', target: null, args: ['games'], from: created, script: durableWrites });
  const only = process.env.BENCH_STARTUP_ONLY;
  // Each row in a folder of its own (rows/<n>), warmed by one untimed run: the file cache, and
  // for a row that only reads, its copies as its own command leaves them.
  const measured = rows.filter((row) => !only || only.split('|').some((prefix) => row.name.startsWith(prefix))).map((row, n) => {
    const cwd = join(root, 'rows', String(n));
    mkdirSync(cwd, { recursive: true });
    if (row.from) restore(cwd, row.from);
    runRow(row, cwd); // a failure here is a broken fixture, not a slow command
    return { row, cwd, node: [] as number[], ours: [] as number[] };
  });
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < measured.length; k++) {
      const { row, cwd, node, ours } = measured[(k + round) % measured.length];
      node.push(timed(['-e', '0'], cwd).ms);
      if (row.from && !row.readOnly) {
        restore(cwd, row.from);
        if (!row.script) rekey(row.args[1], cwd);
      }
      ours.push(runRow(row, cwd).ms);
    }
  }
  const results: BenchResult[] = measured.map(({ row, node, ours }) => {
    // (The ratio of the two medians compares runs minutes apart once the rows are interleaved.)
    const { ratio, spread } = pairedRatio(ours, node);
    return {
      name: `start-up: ${row.name} vs node -e 0`,
      ratio,
      target: row.target === null ? 'none' : `<= ${row.target}`,
      met: row.target === null || ratio <= row.target,
      ...(row.target === null ? { reference: true } : {}),
      detail: `${row.script ? 'the script' : 'chancery'} ${row.args.join(' ')}: ${median(ours).toFixed(0)} ms, node -e 0 ${median(node).toFixed(0)} ms (median of ${runs} alternating pairs' ratios, the rows interleaved; ${spread})`,
    };
  });
  rmSync(root, { recursive: true, force: true });
  return results;
}
