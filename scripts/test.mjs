// `npm test`: builds when sources changed, runs every uvu test file, and ends with the plain
// closing line CI reads ("N passed, N failed"), exiting 1 when any test failed or none ran.
// (uvu itself can exit 0 with tests failed: an error whose `details` is not a string breaks its
// report, and its runner then counts the file's tests as neither passed nor failed.)
// CHANCERY_TEST_DIR runs the test files of another folder, without the build (the runner's own test).
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';

const dir = process.env.CHANCERY_TEST_DIR;
if (!dir) execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });

const args = ['node_modules/uvu/bin.js', dir ?? 'dist/test', '\\.test\\.js$', ...process.argv.slice(2)];
const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
let out = '';
child.stdout.on('data', (chunk) => {
  out += chunk;
  process.stdout.write(chunk);
});
child.on('close', (code) => {
  const plain = out.replace(/\u001b\[[0-9;]*m/g, '');
  const total = Number(/Total:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const passed = Number(/Passed:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(plain)?.[1] ?? 0);
  const failed = Math.max(0, total - passed - skipped) + (code !== 0 && total === passed + skipped ? 1 : 0);
  process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  process.exit(failed > 0 || total === 0 ? 1 : code ?? 1);
});
