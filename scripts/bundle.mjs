// Bundles the compiled CLI (dist/src) into one CommonJS file, dist/src/bundle/main.js, which
// bin/chancery.js runs with V8's code cache (a cached ES module graph is not possible on Node 20,
// and dozens of ES modules cost more to resolve and link than the whole command). Lazy imports
// stay lazy: a module reached only by `import()` (or by the `require` of a first need) is inside
// the file but initialised on that first call. The bundle sits at the same depth as the compiled
// modules, so paths relative to import.meta.url (templates/, dist/.tsbuildinfo) resolve the same.
// Libraries that no between-post command needs are not in it: they load from node_modules, or
// from the single files of dist/vendor/ made here (js-yaml, yaml), on the path that needs them, so
// the file every command reads stays small. (valibot is in it, only the parts chancery uses, and
// initialised only when a log is read in full or a mail config checked.)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * Every start reads the whole file it runs (and its code cache), and on a machine where touching
 * memory is slow that costs by the byte: comments and layout are left out (a third of the text).
 * Names are kept as written (an error's class name, a stack trace read with the source map).
 */
const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning', minifyWhitespace: true, minifySyntax: true };

// One CommonJS file per library, which the bundle and the compiled modules require on first use.
for (const name of ['js-yaml', 'yaml']) {
  await build({ ...common, entryPoints: [name], outfile: `dist/vendor/${name}.cjs`, format: 'cjs' });
}

/**
 * Imports of the vendored libraries become requires of their dist/vendor file (one instance each,
 * shared with the loads by path in src/input/yaml.ts and src/log/file.ts); `nodemailer` loads from
 * node_modules, but its small address parser (src/input/address.ts) is bundled.
 */
const libraries = {
  name: 'libraries',
  setup(b) {
    b.onResolve({ filter: /^(js-yaml|yaml|nodemailer)$/ }, (args) => {
      if (args.path === 'nodemailer') return { path: args.path, external: true };
      // Relative to the bundle's own file (dist/src/bundle/), where the require runs.
      return { path: `../../vendor/${args.path}.cjs`, external: true };
    });
  },
};

// Each build starts from an empty folder: nothing of an earlier build (nor its code cache) is run.
rmSync('dist/src/bundle', { recursive: true, force: true });
mkdirSync('dist/src/bundle', { recursive: true });
// The package is ES modules; this folder's .js files are CommonJS.
writeFileSync('dist/src/bundle/package.json', '{ "type": "commonjs" }\n');
/**
 * commander requires child_process at its start for what chancery never does (a command run as a
 * program of its own); loading it costs every run a few milliseconds (child_process, dgram...).
 * Here it is required when commander first spawns. If commander changes that line, the build says
 * so and keeps it as it is.
 */
const commanderSpawnsLazily = {
  name: 'commander-spawns-lazily',
  setup(b) {
    b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const line = "const childProcess = require('node:child_process');";
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(line)) {
        console.warn(`scripts/bundle.mjs: ${args.path} no longer starts with \`${line}\`: child_process loads at every start`);
        return undefined;
      }
      const lazy = "let childProcess_; const childProcess = { spawn: (...a) => (childProcess_ ??= require('node:child_process')).spawn(...a) };";
      return { contents: text.replace(line, lazy), loader: 'js' };
    });
  },
};

/**
 * commander's entry (index.js) makes a program of its own as it loads (`exports.program = new
 * Command()`: an EventEmitter with some forty fields, every run), which chancery never uses; its
 * ES module face (esm.mjs) then copies index.js's exports. Here chancery's imports of 'commander'
 * take the classes from their own files instead. A name chancery imports that is not among these
 * fails the build.
 */
const commanderWithoutItsProgram = {
  name: 'commander-without-its-program',
  setup(b) {
    b.onResolve({ filter: /^commander$/ }, (args) => (/[\\/]dist[\\/]src[\\/]/.test(args.importer) ? { path: 'commander', namespace: 'commander-classes' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'commander-classes' }, () => {
      const lib = join(dirname(createRequire(import.meta.url).resolve('commander')), 'lib');
      const from = (file, names) => `export { ${names} } from ${JSON.stringify(join(lib, file))};`;
      return {
        contents: [from('argument.js', 'Argument'), from('command.js', 'Command'), from('error.js', 'CommanderError, InvalidArgumentError'), from('help.js', 'Help'), from('option.js', 'Option')].join('\n'),
        loader: 'js',
        resolveDir: lib,
      };
    });
  },
};

/**
 * Inside the bundle, `createRequire` (node:module) gives the bundle's own `require`: the bundle sits
 * at the same depth as the compiled modules (dist/src/bundle/, dist/src/<folder>/), so a path
 * relative to a module's URL, or a package name, resolves the same from it. Node's public `module`
 * (and the ES module loader parts it loads) then never loads: about half a millisecond per start.
 */
const bundleRequire = {
  name: 'bundle-require',
  setup(b) {
    b.onResolve({ filter: /^node:module$/ }, (args) => ({ path: args.path, namespace: 'bundle-require' }));
    b.onLoad({ filter: /.*/, namespace: 'bundle-require' }, () => ({ contents: 'export const createRequire = () => require;', loader: 'js' }));
  },
};

const cjs = {
  ...common,
  outdir: 'dist/src/bundle',
  format: 'cjs',
  sourcemap: true,
  define: { 'import.meta.url': '__chanceryUrl' },
  // `import()` of a library becomes its `require` (a promise of it): a script compiled from a code
  // cache has no dynamic import callback on Node 20.
  supported: { 'dynamic-import': false },
  plugins: [libraries, commanderSpawnsLazily, commanderWithoutItsProgram, bundleRequire],
  // Native parts, and the mail-reading, prompt and progress libraries: loaded from node_modules
  // when used. (lvovich, the locks' addon and Handlebars' compiler are required by path at run time.)
  external: ['@resvg/resvg-js', 'fs-native-extensions', 'imapflow', 'postal-mime', 'mailparser', 'email-reply-parser', 'html-to-text',
    '@inquirer/prompts', 'cli-progress'],
};
/**
 * `import.meta.url` in the bundle: the bundle's own file URL. A path of letters, digits and `/._-`
 * is its own URL after `file://` (nothing in it is percent-encoded); any other path goes through
 * Node's pathToFileURL, whose first call costs a start about 0.4 ms.
 */
const fileUrl = "const __chanceryUrl = /^[A-Za-z0-9/._-]+$/.test(__filename) ? `file://${__filename}` : require('node:url').pathToFileURL(__filename).href;";
// The CLI, as one function expression taking what Node gives a CommonJS module: bin/chancery.js
// compiles it with its code cache and calls it (no wrapper to add, no copy of the text). The whole
// CLI is main.js; each command's own bundle (below) is built the same way.
const cli = {
  ...cjs,
  banner: { js: `(function (exports, require, module, __filename, __dirname) { 'use strict'; ${fileUrl}` },
  footer: { js: '})' },
};
const result = await build({ ...cli, entryPoints: { main: 'dist/src/cli/main.js' }, metafile: !!process.env.BUNDLE_META });
if (process.env.BUNDLE_META) writeFileSync(process.env.BUNDLE_META, JSON.stringify(result.metafile));
/**
 * One more bundle per command a moderator runs between posts, dist/src/bundle/command-<name>.js,
 * which bin/chancery.js runs for that command: the same CLI without the other commands' modules.
 * Each command's action (src/cli/register/) imports its own module, commands/<name>.js, when it
 * runs; here the other commands' modules are left out, so a command reads and caches only the code
 * it can run, which start-up pays for by the byte. Only the named command is set up in such a run
 * (buildProgram in src/cli/main.ts); help, an unknown command and the others run main.js.
 */
const OWN_BUNDLES = ['status', 'list', 'history', 'audit', 'claim', 'post', 'new', 'nominate', 'vote', 'discard', 'enact',
  'investigate', 'peek', 'special-election', 'execute', 'veto', 'sync', 'send', 'reply', 'undo', 'deadline', 'remind', 'replace'];
/**
 * The printers (cli/print/<p>.js) that the actions in cli/register/ import only beside other
 * commands' modules, for the bundle of `chancery <name>`: each action imports its command's module
 * and its printer on one line (`Promise.all([import('../../commands/x.js'), import('../print/y.js')])`);
 * a printer imported on any line without a command's module (or beside this one's) is kept.
 */
function otherCommandsPrinters(name) {
  const register = 'dist/src/cli/register';
  const others = new Set();
  const kept = new Set();
  for (const file of readdirSync(register).filter((f) => f.endsWith('.js'))) {
    for (const line of readFileSync(join(register, file), 'utf8').split('\n')) {
      const printers = [...line.matchAll(/['"]\.\.\/print\/([\w-]+)\.js['"]/g)].map((m) => m[1]);
      if (!printers.length) continue;
      const commands = [...line.matchAll(/['"]\.\.\/\.\.\/(?:commands|interactive)\/([\w-]+)\.js['"]/g)].map((m) => m[1]);
      for (const p of printers) (commands.length && !commands.includes(name) ? others : kept).add(p);
    }
  }
  return new Set([...others].filter((p) => !kept.has(p)));
}

const otherCommandsLeftOut = (name) => ({
  name: 'other-commands-left-out',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/\.\.\/(commands|interactive)\/[\w-]+\.js$/ }, (args) => {
      if (!/[\\/]dist[\\/]src[\\/]cli[\\/]register[\\/]/.test(args.importer) || args.path === `../../commands/${name}.js`) return undefined;
      return { path: args.path, namespace: 'left-out' };
    });
    // The legal decisions (interactive/actions.js), which a command line with an argument left out
    // offers, each run by its command's module: in this bundle only this command's is ever run.
    b.onResolve({ filter: /^\.\.\/commands\/[\w-]+\.js$/ }, (args) => {
      if (!/[\\/]dist[\\/]src[\\/]interactive[\\/]actions\.js$/.test(args.importer) || args.path === `../commands/${name}.js`) return undefined;
      return { path: args.path, namespace: 'left-out' };
    });
    // Other commands' printers likewise (the same never-reached stub says so if one were reached).
    const printers = otherCommandsPrinters(name);
    b.onResolve({ filter: /^\.\.\/print\/[\w-]+\.js$/ }, (args) => {
      if (!/[\\/]dist[\\/]src[\\/]cli[\\/]register[\\/]/.test(args.importer) || !printers.has(args.path.slice('../print/'.length, -'.js'.length))) return undefined;
      return { path: args.path, namespace: 'left-out' };
    });
    // Never reached (the command that would import it is not set up); if it were, it says so.
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not in the bundle of \`chancery ${name}\` (scripts/bundle.mjs)`)});`,
      loader: 'js',
    }));
  },
});
// (`audit` reads every log in full, but a log in chancery's layout is read without js-yaml since
// src/log/layout.ts resolves its words and numbers itself: its bundle no longer holds js-yaml, which
// loads from dist/vendor for a log beyond the layout, as in every other command.)
for (const name of OWN_BUNDLES) {
  const own = await build({
    ...cli,
    plugins: [libraries, commanderSpawnsLazily, commanderWithoutItsProgram, bundleRequire, otherCommandsLeftOut(name)],
    entryPoints: { [`command-${name}`]: 'dist/src/cli/main.js' },
    metafile: true,
  });
  if (!own.metafile.inputs[`dist/src/commands/${name}.js`]) throw new Error(`scripts/bundle.mjs: the bundle of \`chancery ${name}\` does not hold dist/src/commands/${name}.js: is its action named otherwise?`);
}
// The worker thread `audit` starts for many logs: a CommonJS file Node runs itself, in a thread of
// its own (its copy of the modules it needs is never mixed with the CLI's).
await build({ ...cjs, entryPoints: { 'audit-worker': 'dist/src/log/audit-worker.js' }, banner: { js: fileUrl } });
// Help in another language than English (src/cli/translated-help.ts): a CommonJS file of its own,
// which main.js requires by path (createRequire, so that no bundle holds it) only when such help is
// shown; a command that is not showing it never reads its code.
await build({ ...cjs, entryPoints: { 'translated-help': 'dist/src/cli/translated-help.js' }, banner: { js: fileUrl } });
// The notice of a write a command cut short never showed (src/cli/unshown-notice.ts): likewise a
// file of its own, required by path only when there is such a write to tell of.
await build({ ...cjs, entryPoints: { 'unshown-notice': 'dist/src/cli/unshown-notice.js' }, banner: { js: fileUrl } });

/**
 * The text of a bundle with every non-ASCII character written as its \\u escape. esbuild escapes
 * strings but leaves regular expressions (the Russian words of the reply reader) and comments as
 * they are; one such character makes V8 hold the whole file as two-byte text, which costs its
 * decoding and twice its memory at every start. An escape means the same character in a regular
 * expression, a comment or a name; only a String.raw template keeps its text (it is left as is).
 */
function asciiOnly(text) {
  const raw = /String\.raw`/g;
  let out = '';
  let from = 0;
  for (let m; (m = raw.exec(text));) {
    const end = text.indexOf('`', m.index + m[0].length);
    if (text.slice(m.index, end).includes('${')) throw new Error('scripts/bundle.mjs: a String.raw template with substitutions: its end is not found by a backtick');
    out += escaped(text.slice(from, m.index)) + text.slice(m.index, end + 1);
    from = raw.lastIndex = end + 1;
  }
  return out + escaped(text.slice(from));
}
const escaped = (s) => s.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

for (const file of ['dist/src/bundle/main.js', 'dist/src/bundle/audit-worker.js', 'dist/src/bundle/translated-help.js', 'dist/src/bundle/unshown-notice.js', ...OWN_BUNDLES.map((name) => `dist/src/bundle/command-${name}.js`)]) {
  const text = asciiOnly(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  const lines = text.split('\n');
  const line = lines.findIndex((l) => /[^\x00-\x7f]/.test(l));
  if (line >= 0) console.warn(`${file}:${line + 1} is not ASCII (a String.raw template?): V8 will hold the file as two-byte text`);
  const dynamic = lines.findIndex((l) => /(?<![\w$.])import\(/.test(l));
  if (dynamic >= 0) throw new Error(`${file}:${dynamic + 1}: an import() is left in the bundle, which fails when run from a code cache`);
}
