// `npm run golden:update [-- <uvu pattern>]`: the only thing that writes golden files. Runs the golden
// test files (every test file whose path contains "golden", or the pattern given) with UPDATE_GOLDEN=1,
// then shows what changed so the new texts are reviewed before they are committed.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const pattern = process.argv[2] ?? 'golden.*\\.test\\.js$';
execFileSync(process.execPath, ['node_modules/uvu/bin.js', 'dist/test', pattern], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_GOLDEN: '1', FORCE_COLOR: '0' },
});
process.stdout.write('\nGolden files written. Review the changes before committing them:\n');
execFileSync('git', ['status', '--short', '--untracked-files=all', '--', 'test'], { stdio: 'inherit' });
