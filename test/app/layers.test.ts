// The layers docs/architecture.md draws, checked on the sources: a module imports from its own
// layer or one below, never from above (static imports, `import type`, re-exports and dynamic
// import() alike), and the engine imports nothing but itself and node:crypto.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from '../support/cli.js';

/** Top first, as docs/architecture.md draws them; one rank may hold several folders. */
const LAYERS: string[][] = [
  ['cli', 'interactive'], // the terminal: commander wiring, printers, the play session
  ['commands', 'publish', 'import', 'sim'], // one module per command, and the features they run
  ['game'], // the application layer: commit, threadPost, Context
  ['house'], // deadlines applied, reminders, dossiers: queue through mail
  ['mail'], // planning, queueing, sending and reading mail
  ['render'], // posts and messages from views
  ['log'], // the YAML log, its records and what they say (deadlines, genders)
  ['input'], // the door: names, addresses, ranges, files
  ['errors.ts'], // typed errors (they carry the engine's rule errors)
  ['engine'], // pure rules
  ['settings.ts', 'shape.ts', 'shape-words.ts'], // constants and the shape checks (valibot) and their words, for every layer
];

const SRC = join(ROOT, 'src');

function rankOf(file: string): number {
  const top = relative(SRC, file).split('/')[0];
  const rank = LAYERS.findIndex((names) => names.includes(top));
  if (rank < 0) throw new Error(`${relative(ROOT, file)} is in no layer: add its folder to LAYERS (and to docs/architecture.md)`);
  return rank;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module a source file names: import … from, export … from, import '…', import('…'). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push(m[1] ?? m[2] ?? m[3]);
  }
  return found;
}

const files = sources(SRC);

test('the layer table covers every folder of src', () => {
  assert.ok(files.length > 100, `${files.length} sources`);
  for (const f of files) rankOf(f);
});

test('no import runs up from a lower layer to a higher one', () => {
  const upward: string[] = [];
  let seen = 0;
  for (const file of files) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      seen++;
      const target = join(dirname(file), spec).replace(/\.js$/, '.ts');
      if (rankOf(target) < rankOf(file)) upward.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
    }
  }
  assert.ok(seen > 500, `${seen} relative imports read`);
  assert.equal(upward, [], `imports that run up:\n${upward.join('\n')}`);
});

test('the engine imports nothing but itself; node:crypto only as a type in engine/digest.ts (it requires it on first use)', () => {
  for (const file of files.filter((f) => relative(SRC, f).startsWith('engine/'))) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const inside = spec.startsWith('./');
      assert.ok(inside || (spec === 'node:crypto' && relative(SRC, file) === 'engine/digest.ts'), `${relative(SRC, file)} imports ${spec}`);
    }
  }
  const digest = readFileSync(join(SRC, 'engine', 'digest.ts'), 'utf8');
  assert.match(digest, /^import type \* as NodeCrypto from 'node:crypto';$/m);
  assert.not.match(digest, /^import (?!type )[^;]*'node:crypto'/m, 'engine/digest.ts loads node:crypto at its start');
});

test('no module of src names node:crypto itself (an import, a require): every hash and random byte goes through engine/digest.ts, loaded on first use', () => {
  const direct = files.filter((f) => relative(SRC, f) !== 'engine/digest.ts' && /['"](node:)?crypto['"]/.test(readFileSync(f, 'utf8')));
  assert.equal(direct.map((f) => relative(SRC, f)), []);
});

test('the engine draws no random bytes: only the layers above use digest.ts\'s randomBytes', () => {
  const drawing = files.filter((f) => relative(SRC, f).startsWith('engine/') && relative(SRC, f) !== 'engine/digest.ts' && /\brandomBytes\b/.test(readFileSync(f, 'utf8')));
  assert.equal(drawing.map((f) => relative(SRC, f)), []);
});

test('the checker sees each kind of import', () => {
  const text = [
    "import { a } from './a.js';",
    "import type { B } from '../b.js';",
    "export { c } from './c.js';",
    "import './d.js';",
    "const e = await import('../e.js');",
    'import {\n  f,\n  g,\n} from "./fg.js";',
  ].join('\n');
  assert.equal(importsOf(text), ['./a.js', '../b.js', './c.js', './d.js', './fg.js', '../e.js'].sort((x, y) => text.indexOf(x) - text.indexOf(y)));
});

test.run();
