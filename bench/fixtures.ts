// Game logs for the benchmarks, written the way chancery writes them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogFile } from '../src/log/file.js';
import { writeFinishedLog } from '../test/support/finished-log.js';
import { importLines } from '../src/import/secrethitler-io.js';

export function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), 'chancery-bench-'));
}

/**
 * Writes what a restore copied to disk before the timed run (syncfs of `dir`'s file system). A
 * moderator's folder was written by the command before, seconds or minutes ago, and the kernel has
 * written it back since; a copy made a moment ago has not, and on ext4 (data=ordered) the timed
 * command's first fsync would then commit the whole copy with its own few lines.
 */
export function settleOnDisk(dir: string): void {
  const r = spawnSync('sync', ['-f', dir]);
  if (r.status !== 0) throw new Error(`sync -f ${dir} failed: ${r.stderr?.toString() || r.error?.message}`);
}

/**
 * A finished random game of `players` seats, as a log file with the verified copy beside it that
 * the game's last write leaves in a moderator's folder; returns its path.
 */
export function finishedGameLog(dir: string, players: number, seed: string): string {
  const path = join(dir, `bench-${players}.yaml`);
  writeFinishedLog(path, { players, seed, gameId: `bench-${players}`, verified: true });
  return path;
}

/** The shared real games, imported as logs into `dir`; returns their paths. */
export function realGameLogs(dir: string, jsonl: string): string[] {
  const { games } = importLines(readFileSync(jsonl, 'utf8'), new Date(0).toISOString());
  return games.map((g) => {
    const path = join(dir, `${g.header.game}.yaml`);
    createLogFile(path, g.header, g.events, new Date(0).toISOString());
    return path;
  });
}
