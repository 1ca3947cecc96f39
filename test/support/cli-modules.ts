// Runs the CLI from its compiled modules, not from the bundle, so that every module a command loads
// is seen under its own path (test/cli/imports.test.ts reads which). Arguments as for bin/chancery.js.
import { main } from '../../src/cli/main.js';

await main(process.argv);
