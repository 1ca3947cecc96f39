#!/usr/bin/env node
// Runs the compiled CLI: no TypeScript compilation at start-up (`npm run build` compiles once).
// The bundle (fewer files to load) is used when it was made after the latest compile; otherwise
// the compiled modules themselves, so a fresh `tsc` never runs stale code.
import { statSync } from 'node:fs';

const mtime = (path) => {
  try {
    return statSync(new URL(path, import.meta.url)).mtimeMs;
  } catch {
    return -1;
  }
};
const entry = mtime('../dist/src/bundle/main.js') >= mtime('../dist/.tsbuildinfo')
  ? '../dist/src/bundle/main.js'
  : '../dist/src/cli/main.js';
const { main } = await import(entry);
await main(process.argv);
