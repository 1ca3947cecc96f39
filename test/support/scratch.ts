// Scratch folders for tests. Each one is removed when the test process ends, so that a run of the
// suite leaves nothing behind in the system's temporary folder (a full run made about 400).
// CHANCERY_KEEP_SCRATCH=1 keeps them, to look at what a failing test left.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

process.on('exit', () => {
  if (process.env.CHANCERY_KEEP_SCRATCH === '1') return;
  for (const dir of made) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // A folder a test made unreadable on purpose is left; the temporary folder is the system's to clear.
    }
  }
});

/** A new empty folder under the system's temporary folder, removed when the test process ends. */
export function scratch(prefix = 'chancery-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
