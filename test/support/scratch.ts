// Scratch folders for tests. Each one is removed when the test process ends, so that a run of the
// suite leaves nothing behind in the system's temporary folder (a full run made about 400).
// CHANCERY_KEEP_SCRATCH=1 keeps them, to look at what a failing test left.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

function removeMade(): void {
  if (process.env.CHANCERY_KEEP_SCRATCH === '1') return;
  for (const dir of made.splice(0)) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // A folder a test made unreadable on purpose is left; the temporary folder is the system's to clear.
    }
  }
}

process.on('exit', removeMade);
// The mutation runner (scripts/mutate/uvu-runner.mjs) runs the tests thousands of times in worker
// processes that Stryker ends without their exit handlers: it calls these when it is disposed.
((globalThis as { __chanceryScratchRemovers?: (() => void)[] }).__chanceryScratchRemovers ??= []).push(removeMade);

/** A new empty folder under the system's temporary folder, removed when the test process ends. */
export function scratch(prefix = 'chancery-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
