// The built-in templates are compiled by the build (scripts/precompile-templates.mjs writes
// dist/templates/<path>.js, the template's source and spec as code, and its V8 code cache):
// rendering runs that code for a template unchanged since the build, and reads the file itself
// for one edited since. Shown on the compiled modules, and on the real binary run from a copy of
// the built package whose files the test may change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Script } from 'node:vm';
import { BUILTIN_TEMPLATES, builtSpec } from '../../src/render/templates.js';
import { ROOT, scratch, FIXED_SEED } from '../support/cli.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
const templateFiles = filesUnder(BUILTIN_TEMPLATES).filter((f) => f.endsWith('.hbs'));
const builtScript = (file: string) => join(ROOT, 'dist', 'templates', `${relative(BUILTIN_TEMPLATES, file)}.js`);
type Spec = Record<string, unknown>;

test('the build compiles every built-in template into code, with a code cache this Node accepts', () => {
  assert.ok(templateFiles.length >= 60, `${templateFiles.length} templates`);
  // V8 takes a cache made with the flags the build ran with (none): a process given others compiles instead.
  const plainNode = process.execArgv.length === 0 && !process.env.NODE_OPTIONS;
  for (const file of templateFiles) {
    const script = builtScript(file);
    const compiled = new Script(readFileSync(script, 'latin1'), { filename: script, cachedData: readFileSync(`${script}.cache`) });
    if (plainNode) assert.is(compiled.cachedDataRejected, false, `${script}.cache`);
    const [source, spec] = compiled.runInThisContext() as [string, Spec];
    assert.is(source, readFileSync(file, 'utf8'), `${script}: the template's source`);
    assert.type(spec.main, 'function', `${script}: its spec is code, not text`);
  }
});

test('an unchanged built-in template renders from the build\'s code; a changed source, or another folder\'s file, does not', () => {
  for (const file of templateFiles) {
    const source = readFileSync(file, 'utf8');
    const spec = builtSpec(file, source) as Spec | null;
    const [, built] = new Script(readFileSync(builtScript(file), 'latin1')).runInThisContext() as [string, Spec];
    assert.ok(spec && String(spec.main) === String(built.main), `${file} is not taken from the build`);
    assert.is(builtSpec(file, `${source}edited\n`), null, `${file} edited is still taken from the build`);
  }
  const elsewhere = join(scratch('chancery-own-templates-'), 'en', 'post', 'opening.hbs');
  assert.is(builtSpec(elsewhere, readFileSync(join(BUILTIN_TEMPLATES, 'en', 'post', 'opening.hbs'), 'utf8')), null, 'a moderator\'s own template is taken from the build');
});

/** A copy of the built package (the binary, its bundle, the templates) whose files a test may change. */
function packageCopy(): string {
  const dir = scratch('chancery-package-');
  cpSync(join(ROOT, 'bin'), join(dir, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  cpSync(join(ROOT, 'dist', 'vendor'), join(dir, 'dist', 'vendor'), { recursive: true });
  cpSync(join(ROOT, 'dist', 'templates'), join(dir, 'dist', 'templates'), { recursive: true });
  // The bundle only (not its code cache): the binary runs it, as after `npm run build`.
  const bundle = join(ROOT, 'dist', 'src', 'bundle');
  mkdirSync(join(dir, 'dist', 'src', 'bundle'), { recursive: true });
  for (const name of readdirSync(bundle).filter((n) => n.endsWith('.js') || n === 'package.json')) cpSync(join(bundle, name), join(dir, 'dist', 'src', 'bundle', name));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'work', 'games'), { recursive: true });
  return dir;
}

function chancery(pkg: string, args: string[]): string {
  const r = spawnSync(process.execPath, [join(pkg, 'bin', 'chancery.js'), ...args], {
    cwd: join(pkg, 'work'), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_HOME: join(pkg, 'home') },
  });
  assert.is(r.status, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

test('the binary renders an unchanged built-in template and theme with the build\'s code, and an edited one from its file', () => {
  const pkg = packageCopy();
  chancery(pkg, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED]);
  const opening = chancery(pkg, ['post', 'g', 'opening']);
  assert.ok(opening.includes('Welcome to the game! 5 players') && opening.includes('### Secret Hitler: g'), opening);

  // Given: the build's code of the opening post says something else than its file (the file's
  // source, kept beside the code, is unchanged: there the text goes on with `{{`, in the code a
  // string ends).
  const built = join(pkg, 'dist', 'templates', 'en', 'post', 'opening.hbs.js');
  const code = readFileSync(built, 'latin1');
  assert.match(code, /Welcome to the game! (["'`])/, 'the opening post\'s code');
  writeFileSync(built, code.replace(/Welcome to the game! (["'`])/g, 'Welcome from the build! $1'));
  assert.ok(chancery(pkg, ['post', 'g', 'opening']).includes('Welcome from the build! 5 players'), 'the unchanged template did not run the build\'s code');

  // When the template file and the theme's words are edited after the build, they are read from their files.
  const file = join(pkg, 'templates', 'en', 'post', 'opening.hbs');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Welcome to the game!', 'Welcome, edited!'));
  const theme = join(pkg, 'templates', 'themes', 'secret-hitler.yaml');
  const words = readFileSync(theme, 'utf8');
  assert.ok(words.includes('title: Secret Hitler\n'), 'the theme\'s English title');
  writeFileSync(theme, words.replace('title: Secret Hitler\n', 'title: Secret Edited\n'));
  const edited = chancery(pkg, ['post', 'g', 'opening']);
  assert.ok(edited.includes('Welcome, edited! 5 players') && !edited.includes('from the build'), edited);
  assert.ok(edited.includes('### Secret Edited: g'), edited);
});

test.run();
