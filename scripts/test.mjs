// `npm test`: builds when sources changed, runs every uvu test file, and ends with the plain
// closing line CI reads ("N passed, N failed").
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });

const args = ['node_modules/uvu/bin.js', 'dist/test', '\\.test\\.js$', ...process.argv.slice(2)];
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
  process.exit(code ?? 1);
});
