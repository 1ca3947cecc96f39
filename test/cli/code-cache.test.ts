// bin/chancery.js runs the bundle with V8's code cache, one file per command beside the bundle.
// Given an install of its own (a copy of the binary and the bundle, the rest linked), these check
// that a cache is made by the first successful run, used by the next, never taken from another
// bundle or when broken (it is replaced), and that a cache that cannot be written changes nothing
// of the command's output or exit code. The cache's speed is measured in bench/startup.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, scratch, FIXED_SEED } from '../support/cli.js';

const install = scratch('chancery-code-cache-');
const work = scratch('chancery-code-cache-work-');
const bundleDir = join(install, 'dist', 'src', 'bundle');
const cacheDir = join(bundleDir, 'main.js.cache');
const cacheOf = (command: string) => join(cacheDir, `${command}.bin`);
/** What `status g` prints (the first run's output, without a cache). */
let reference = '';

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(install, 'bin', 'chancery.js'), ...args], {
    cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_HOME: '' },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The key a cache file starts with (three lines). */
function header(command: string): string {
  const text = readFileSync(cacheOf(command)).toString('latin1');
  return text.split('\n').slice(0, 3).join('\n');
}

test.before(() => {
  mkdirSync(join(install, 'dist', 'src'), { recursive: true });
  cpSync(join(ROOT, 'bin'), join(install, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(install, 'package.json'));
  mkdirSync(bundleDir);
  for (const file of ['main.js', 'package.json']) cpSync(join(ROOT, 'dist', 'src', 'bundle', file), join(bundleDir, file), { preserveTimestamps: true });
  for (const linked of ['node_modules', 'templates']) symlinkSync(join(ROOT, linked), join(install, linked));
  for (const linked of ['templates', 'vendor']) symlinkSync(join(ROOT, 'dist', linked), join(install, 'dist', linked));
  // The compile stamp is older than the bundle, as after `npm run build`.
  writeFileSync(join(install, 'dist', '.tsbuildinfo'), '{}');
  utimesSync(join(install, 'dist', '.tsbuildinfo'), new Date(0), new Date(0));
  mkdirSync(join(work, 'games'));
  const made = run(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  assert.is(made.code, 0, made.stderr);
});

test('the first successful run of a command makes its cache, keyed by the bundle; the next run keeps it', () => {
  assert.ok(!existsSync(cacheOf('status')), 'no cache before the first run');
  const first = run(['status', 'g']);
  assert.is(first.code, 0, first.stderr);
  reference = first.stdout;
  const size = readFileSync(join(bundleDir, 'main.js')).length;
  assert.match(header('status'), new RegExp(`^chancery code cache 1\\n${process.version} ${process.platform} ${process.arch}\\n${size} \\d+`));
  assert.ok(readFileSync(cacheOf('status')).length > 10_000, 'V8 data follows the key');
  // V8 copies cached data that is not pointer-aligned: the key is padded to a multiple of 16 bytes.
  assert.is((header('status').length + 1) % 16, 0, 'the V8 data starts 16 bytes aligned');
  const made = readFileSync(cacheOf('status'));
  const second = run(['status', 'g']);
  assert.is(second.stdout, first.stdout);
  assert.ok(readFileSync(cacheOf('status')).equals(made), 'an accepted cache is not rewritten');
  assert.equal(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp')), [], 'no temporary file is left');
});

test('a failed command leaves no cache (a typo never makes a file)', () => {
  const r = run(['statsu', 'g']);
  assert.is(r.code, 2);
  assert.ok(!existsSync(cacheOf('statsu')));
});

test('a cache of another bundle (another size or time) is not used, and is replaced', () => {
  const good = readFileSync(cacheOf('status'));
  const foreign = Buffer.from(good.toString('latin1').replace(/\n(\d+) (\d+(\.\d+)?) *\n/, (_, size) => `\n${Number(size) + 1} 1\n`), 'latin1');
  assert.ok(!foreign.equals(good), 'the key was changed');
  writeFileSync(cacheOf('status'), foreign);
  const r = run(['status', 'g']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, reference);
  assert.ok(!readFileSync(cacheOf('status')).equals(foreign), 'the foreign cache was replaced');
  assert.ok(readFileSync(cacheOf('status')).subarray(0, 60).equals(good.subarray(0, 60)), 'by one keyed to this bundle');
});

test('a broken cache under the right key is rejected by V8 and replaced; the command runs as usual', () => {
  const good = readFileSync(cacheOf('status'));
  const keyLength = good.toString('latin1').split('\n').slice(0, 3).join('\n').length + 1;
  const broken = Buffer.concat([good.subarray(0, keyLength), Buffer.alloc(good.length - keyLength, 7)]);
  writeFileSync(cacheOf('status'), broken);
  const r = run(['status', 'g']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, reference);
  assert.ok(!readFileSync(cacheOf('status')).equals(broken), 'the rejected cache was replaced');
});

test('a run killed between writing its cache and the rename left a temporary file: the next run that writes a cache removes it, never a running writer\'s', () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid!;
  const leftover = join(cacheDir, `status.bin.${dead}.tmp`);
  const running = join(cacheDir, `history.bin.${process.pid}.tmp`);
  writeFileSync(leftover, 'half a cache');
  writeFileSync(running, 'being written');
  rmSync(cacheOf('status'));
  const r = run(['status', 'g']);
  assert.is(r.code, 0, r.stderr);
  assert.ok(existsSync(cacheOf('status')), 'the cache was written');
  assert.not.ok(existsSync(leftover), 'the dead run\'s temporary file is gone');
  assert.ok(existsSync(running), 'a running writer\'s is left');
  rmSync(running);
});

test('a cache that cannot be written (the folder is not a folder) is skipped silently', () => {
  rmSync(cacheDir, { recursive: true, force: true });
  writeFileSync(cacheDir, 'not a folder');
  const r = run(['history', 'g']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  assert.ok(r.stdout.length > 0);
  rmSync(cacheDir);
});

test('a command with a bundle of its own runs it, with its own cache, and prints what the whole CLI prints', () => {
  const own = join(ROOT, 'dist', 'src', 'bundle', 'command-status.js');
  // Built without the other commands' modules: nominate's is in the whole CLI only.
  assert.match(readFileSync(join(bundleDir, 'main.js'), 'utf8'), /function nominate\(/);
  assert.not.match(readFileSync(own, 'utf8'), /function nominate\(/);
  assert.match(readFileSync(own, 'utf8'), /function status\(/);
  // Nor other commands' printers (history's, import's, with the importer it brings): its own is in it.
  for (const printer of ['formatHistory', 'formatImport', 'formatStats', 'formatNew']) {
    assert.match(readFileSync(join(bundleDir, 'main.js'), 'utf8'), new RegExp(`function ${printer}\\(`));
    assert.not.match(readFileSync(own, 'utf8'), new RegExp(`function ${printer}\\(`), printer);
  }
  assert.match(readFileSync(own, 'utf8'), /function formatStatus\(/);
  cpSync(own, join(bundleDir, 'command-status.js'), { preserveTimestamps: true });
  try {
    const r = run(['status', 'g']);
    assert.is(r.code, 0, r.stderr);
    assert.is(r.stdout, reference);
    assert.ok(existsSync(join(bundleDir, 'command-status.js.cache', 'status.bin')), 'its cache is beside it');
    const size = readFileSync(own).length;
    assert.match(readFileSync(join(bundleDir, 'command-status.js.cache', 'status.bin')).toString('latin1'), new RegExp(`^chancery code cache 1\\n[^\\n]+\\n${size} `));
    // Its help is the command's own, as from the whole CLI.
    const help = run(['status', '--help']);
    assert.is(help.code, 0, help.stderr);
    assert.match(help.stdout, /Usage: chancery status/);
  } finally {
    rmSync(join(bundleDir, 'command-status.js'), { force: true });
    rmSync(join(bundleDir, 'command-status.js.cache'), { recursive: true, force: true });
  }
});

test('a command bundle older than the latest compile is not run: the whole CLI is', () => {
  cpSync(join(ROOT, 'dist', 'src', 'bundle', 'command-status.js'), join(bundleDir, 'command-status.js'));
  // Compiled after that bundle was made, before main.js was.
  utimesSync(join(bundleDir, 'command-status.js'), new Date(1_000_000), new Date(1_000_000));
  utimesSync(join(install, 'dist', '.tsbuildinfo'), new Date(2_000_000), new Date(2_000_000));
  try {
    const r = run(['status', 'g']);
    assert.is(r.code, 0, r.stderr);
    assert.is(r.stdout, reference);
    assert.ok(!existsSync(join(bundleDir, 'command-status.js.cache')), 'the stale bundle made no cache: it did not run');
    assert.ok(existsSync(cacheOf('status')), 'main.js ran');
  } finally {
    rmSync(join(bundleDir, 'command-status.js'), { force: true });
    utimesSync(join(install, 'dist', '.tsbuildinfo'), new Date(0), new Date(0));
  }
});

test('an install in a folder whose name a URL must encode (a space, #, ~, ü) finds its own files: the same post as from a plain folder', () => {
  const plain = run(['post', 'g', 'opening']);
  assert.is(plain.code, 0, plain.stderr);
  const odd = join(scratch('chancery-code-cache-odd-'), 'in st#all ~ü');
  cpSync(install, odd, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  const r = spawnSync(process.execPath, [join(odd, 'bin', 'chancery.js'), 'post', 'g', 'opening'], {
    cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_HOME: '' },
  });
  assert.is(r.status, 0, r.stderr);
  assert.is(r.stdout, plain.stdout);
  assert.ok(readdirSync(join(odd, 'dist', 'src', 'bundle', 'main.js.cache')).includes('post.bin'), 'it ran the bundle');
});

test('an install in a folder whose name a URL must encode writes a new game and reads a hand-edited log: the YAML libraries of dist/vendor are found', () => {
  // dist/vendor/yaml.cjs writes a new log, dist/vendor/js-yaml.cjs reads one beyond chancery's own
  // layout (here a comment). Both were required by the URL's pathname, %20 and all: "Cannot find module".
  const odd = join(scratch('chancery-code-cache-vendor-'), 'in st#all ~ü');
  cpSync(install, odd, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  const games = scratch('chancery-code-cache-vendor-work-');
  mkdirSync(join(games, 'games'));
  const cli = (args: string[]) => spawnSync(process.execPath, [join(odd, 'bin', 'chancery.js'), ...args], {
    cwd: games, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_HOME: '' },
  });
  const made = cli(['new', 'v', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  assert.is(made.status, 0, made.stderr);
  const log = join(games, 'games', 'v.yaml');
  writeFileSync(log, `# edited by hand\n${readFileSync(log, 'utf8')}`);
  const audited = cli(['audit', log, '--json']);
  assert.is(audited.status, 0, audited.stderr);
  assert.is((JSON.parse(audited.stdout) as { ok: boolean }).ok, true);
});

test.after(() => {
  rmSync(install, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

test.run();
