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
const { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

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
const run = bundle
  ? runBundle(bundle.file, bundle.info, process.argv)
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

async function runBundle(filename, info, argv) {
  const { Script } = require('node:vm');
  // The file is one function expression (exports, require, module, __filename, __dirname).
  const source = readFileSync(filename, 'utf8');
  const key = Buffer.from(`chancery code cache 1\n${process.version} ${process.platform} ${process.arch}\n${info.size} ${info.mtimeMs}\n`);
  const cacheFile = join(`${filename}.cache`, `${cacheName(argv)}.bin`);
  let cachedData;
  try {
    const file = readFileSync(cacheFile);
    if (file.subarray(0, key.length).equals(key)) cachedData = file.subarray(key.length);
  } catch {
    // none yet: this run makes it
  }
  const script = new Script(source, { filename, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require('node:module').createRequire(filename), module, filename, join(filename, '..'));
  await module.exports.main(argv);
  if ((cachedData && !script.cachedDataRejected) || (process.exitCode ?? 0) !== 0) return;
  try {
    mkdirSync(`${filename}.cache`, { recursive: true });
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
