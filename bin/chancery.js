#!/usr/bin/env node
// Runs the compiled CLI: no TypeScript compilation at start-up (`npm run build` compiles once).
// The bundle (dist/src/bundle/main.js, the CLI as one CommonJS function; for the commands a
// moderator runs between posts, command-<name>.js, the same without the other commands' modules)
// is used when it was made after the latest compile; otherwise the compiled modules themselves, so
// a fresh `tsc` never runs stale code. This file is CommonJS (bin/package.json): Node then starts without its ES module
// loader, which only the compiled modules need.
//
// The bundle runs with V8's code cache: the bytecode of the functions a command ran, saved after
// its first successful run (the build warms the commands a moderator runs between posts:
// scripts/warm-code-cache.mjs), so later runs compile almost nothing. One cache file per command
// in <bundle>.cache/ (dist/src/bundle/command-status.js.cache/status.bin), keyed by the bundle's size and modification time, the Node
// version and the platform (V8 checks its own version and flags too): a stale, foreign or rejected
// cache is never used, and is replaced; it is written to a temporary file and renamed, and a
// failure to write it (a read-only install) is silent.
'use strict';
const { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
// The CommonJS loader's own createRequire (Module.createRequire): loading Node's public `module`
// for it would cost every start more than the rest of this file.
const { createRequire } = module.constructor;

const dist = join(__dirname, '..', 'dist');
const stat = (path) => {
  try {
    return statSync(path);
  } catch {
    return null;
  }
};
const compiled = stat(join(dist, '.tsbuildinfo'))?.mtimeMs ?? -1;
const fresh = (file) => {
  const info = stat(file);
  return info && info.mtimeMs >= compiled ? { file, info } : null;
};
// The command's own bundle (scripts/bundle.mjs), else the whole CLI's.
const bundle = fresh(join(dist, 'src', 'bundle', `command-${cacheName(process.argv)}.js`)) ?? fresh(join(dist, 'src', 'bundle', 'main.js'));
// A bundled command leaves as soon as it has finished (main has waited for its output to be
// written) and its cache is kept: main's own exit waits a turn of the event loop, in which V8 runs
// the tasks it posted meanwhile, such as a young-generation collection of memory the process is
// about to drop (a decision on a long game posts one near its end: 0.5-1 ms).
const run = bundle
  ? runBundle(bundle.file, bundle.info, process.argv).then(() => process.exit())
  : import('../dist/src/cli/main.js').then(({ main }) => main(process.argv));
run.catch((e) => {
  process.stderr.write(`internal error: ${e?.stack ?? e}\n`);
  process.exit(70);
});

/** The cache a command line's runs share: its command word (`mail check` as `mail-check`). */
function cacheName(argv) {
  const word = (w) => (typeof w === 'string' && /^[a-z][a-z-]{0,39}$/.test(w) ? w : null);
  const command = word(argv[2]);
  if (!command) return 'none';
  return command === 'mail' && word(argv[3]) ? `mail-${argv[3]}` : command;
}

/**
 * Removes the cache's temporary files (`<name>.bin.<pid>.tmp`) whose writer is dead: a run killed
 * between writing its cache and renaming it leaves one, which nothing else would remove. A running
 * writer's (or another user's: EPERM) is left alone.
 */
function removeDeadTemporaries(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (e) {
      if (e.code === 'ESRCH') rmSync(join(dir, name), { force: true });
    }
  }
}

/** Reads file `path` into the start of `buffer` (as much as fits), returning the bytes read. */
function readInto(buffer, path) {
  const fd = openSync(path, 'r');
  try {
    let done = 0;
    for (let n; done < buffer.length && (n = readSync(fd, buffer, done, buffer.length - done, null)) > 0; ) done += n;
    return done;
  } finally {
    closeSync(fd);
  }
}

async function runBundle(filename, info, argv) {
  const { Script } = require('node:vm');
  // The file is one function expression (exports, require, module, __filename, __dirname).
  // The key's last line is padded with spaces so that V8's data starts 16 bytes aligned in the
  // buffer (whose start malloc aligns): V8 copies cached data that is not pointer-aligned before
  // reading it, half a megabyte of fresh memory for a decision's cache.
  const text = `chancery code cache 1\n${process.version} ${process.platform} ${process.arch}\n${info.size} ${info.mtimeMs}`;
  const key = Buffer.from(`${text.padEnd(Math.ceil((text.length + 1) / 16) * 16 - 1)}\n`);
  const cacheFile = join(`${filename}.cache`, `${cacheName(argv)}.bin`);
  // The bundle's text and then its cache are read into one buffer: memory a process touches for
  // the first time costs it a page fault per 4 KB (about 12 µs each on a small virtual machine),
  // and the text is copied into V8's heap before the cache is needed.
  const buffer = Buffer.allocUnsafeSlow(Math.max(info.size, stat(cacheFile)?.size ?? 0));
  const read = readInto(buffer, filename);
  // (A file that changed since its stat, in a build now running, is read as it is now.)
  const source = read === info.size ? buffer.utf8Slice(0, read) : readFileSync(filename, 'utf8');
  let cachedData;
  try {
    const file = buffer.subarray(0, readInto(buffer, cacheFile));
    if (file.subarray(0, key.length).equals(key)) cachedData = file.subarray(key.length);
  } catch {
    // none yet: this run makes it
  }
  const script = new Script(source, { filename, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, join(filename, '..'));
  await module.exports.main(argv);
  if ((cachedData && !script.cachedDataRejected) || (process.exitCode ?? 0) !== 0) return;
  try {
    mkdirSync(`${filename}.cache`, { recursive: true });
    removeDeadTemporaries(`${filename}.cache`);
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, Buffer.concat([key, script.createCachedData()]));
      renameSync(temporary, cacheFile);
    } finally {
      rmSync(temporary, { force: true });
    }
  } catch {
    // a read-only install: every run compiles, as without a cache
  }
}
