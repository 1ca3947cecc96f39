// The last step of `npm run build`: runs once each command a moderator runs between posts, on a
// scratch game, so that bin/chancery.js finds each one's code cache (dist/src/bundle/command-<name>.js.cache/)
// already made and no moderator pays for compiling at a first run. Best effort: a command that
// fails here only leaves its cache to be made by its first real run (this says which).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = new URL('../bin/chancery.js', import.meta.url).pathname;
const cache = new URL('../dist/src/bundle/', import.meta.url).pathname;
const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Gina', 'Hugo', 'Ivy', 'Jon'];
// This seed deals the first President three Fascist policies: the first government enacts one,
// and at ten players Investigate Loyalty follows.
const seed = '01'.repeat(32);
const game = 'warm';
const steps = [
  ['new', game, '--players', ...players, '--seed', seed],
  ['post', game, 'opening'],
  ['nominate', game, '2'],
  ['sync', game],
  ['vote', game, ...players.map((_, i) => `${i + 1}=ja`)],
  ['claim', game, '1', 'FFF'],
  ['discard', game, '1'],
  ['enact', game, '1'],
  ['investigate', game, '5'],
  ['history', game],
  ['audit', join('games', `${game}.yaml`)],
  // Read commands twice: the first run leaves the snapshot every later run starts from, and the
  // second one's cache holds what such a run compiles.
  ['status', game], ['status', game],
  ['list'], ['list'],
];

const dir = mkdtempSync(join(tmpdir(), 'chancery-warm-'));
// The scratch folder only: no CHANCERY_HOME (nor any other setting of the one who builds).
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CHANCERY_')));
const failed = [];
try {
  for (const args of steps) {
    if (args[0] === 'status' || args[0] === 'list') rmSync(join(cache, `command-${args[0]}.js.cache`, `${args[0]}.bin`), { force: true });
    const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, stdio: 'ignore', env: { ...env, NO_COLOR: '1', CI: 'true' } });
    if (r.status !== 0) failed.push(args[0]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed.length) console.warn(`code cache: not warmed for ${[...new Set(failed)].join(', ')} (made at the first run instead)`);
