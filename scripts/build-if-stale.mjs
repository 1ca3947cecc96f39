// Builds (tsc, the precompiled templates, the bundle and its warmed code cache) only when a source file is newer than the last build, so `npm test` is quick
// when nothing changed and never runs stale JavaScript when something did.
import { statSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const stamp = 'dist/.tsbuildinfo';
function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(newest('src'), newest('test'), newest('bench'), newest('templates'), statSync('tsconfig.json').mtimeMs);
if (sources > built) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/precompile-templates.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/warm-code-cache.mjs'], { stdio: 'inherit' });
}
