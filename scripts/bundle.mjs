// Bundles the compiled CLI (dist/src) into a few files (dist/src/bundle) so that start-up reads a
// handful of modules instead of dozens. Lazy imports stay lazy: each becomes its own chunk. The
// bundle sits at the same depth as the compiled modules, so paths relative to import.meta.url
// (templates/, dist/.tsbuildinfo) resolve the same from either.
// Packages with native parts or heavy optional loading stay external and load from node_modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Each build starts from an empty folder: chunks of earlier builds are never loaded, nor shipped.
rmSync('dist/src/bundle', { recursive: true, force: true });
await build({
  // The CLI, the worker thread `audit` starts for many logs, and the modules that others require
  // on first need (synchronously, by their path beside the requiring module: a file of their own).
  entryPoints: {
    main: 'dist/src/cli/main.js',
    'audit-worker': 'dist/src/log/audit-worker.js',
    parse: 'dist/src/log/parse.js',
    'config-schema': 'dist/src/mail/config-schema.js',
  },
  outdir: 'dist/src/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: ['@resvg/resvg-js', 'fs-native-extensions', 'imapflow', 'mailparser', 'email-reply-parser', '@inquirer/prompts', 'cli-progress'],
  // CommonJS dependencies bundled into ESM need a real require for Node's built-ins.
  banner: { js: "import { createRequire as __chanceryRequire } from 'node:module'; const require = __chanceryRequire(import.meta.url);" },
});

// The YAML reader (logs, configs, theme words), as one CommonJS file that src/input/yaml.ts
// requires on first use.
await build({
  entryPoints: ['js-yaml'],
  outfile: 'dist/vendor/js-yaml.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});

// The log writer's YAML library, as one CommonJS file that src/log/file.ts requires on the first
// write (read-only commands never load it; a write loads one file rather than seventy).
await build({
  entryPoints: ['yaml'],
  outfile: 'dist/vendor/yaml.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
