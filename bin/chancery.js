#!/usr/bin/env node
// Runs the compiled CLI: no TypeScript compilation at start-up (run `npm run build` once).
import { main } from '../dist/src/cli/main.js';
main(process.argv);
