// Each command loads what its job needs and nothing else: reading a game never loads the mail
// libraries, the template compiler or the log writer; a sync with nothing waiting never loads the
// MIME parser. (Start-up time is measured in bench/startup.ts; this keeps its causes from coming
// back.) The modules are traced on the compiled, unbundled CLI, where each keeps its own path; the
// libraries the bundle leaves out of its one file are traced on the real binary too, as it runs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, scratch, FIXED_SEED, SHARED } from '../support/cli.js';

const TRACER = join(ROOT, 'dist', 'test', 'support', 'trace-imports.js');
const CLI = join(ROOT, 'dist', 'test', 'support', 'cli-modules.js');
const BUNDLED = join(ROOT, 'bin', 'chancery.js');

/** The packages and chancery folders a command loaded (run by `cli`: the compiled modules, or the binary and its bundle). */
function loaded(args: string[], cwd: string, cli = CLI): { packages: Set<string>; files: string[] } {
  const out = join(cwd, 'trace.txt');
  rmSync(out, { force: true });
  const r = spawnSync(process.execPath, ['--import', TRACER, cli, ...args], {
    cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_TRACE_IMPORTS: out },
  });
  assert.is(r.status, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  const files = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((u) => u.replace(/^file:\/\//, ''));
  const packages = new Set<string>();
  for (const f of files) {
    // Node's own modules that cost start-up time (the tracer names them `node:<name>`).
    if (/^node:crypto$/.test(f)) packages.add(f);
    // The build's single-file copies of the YAML libraries (dist/vendor) count as the packages.
    const vendored = /dist\/vendor\/(js-yaml|yaml)\.cjs$/.exec(f);
    if (vendored) packages.add(vendored[1]);
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(f);
    if (!m) continue;
    packages.add(m[1]);
    // Handlebars is two things: the runtime every render needs, and the compiler only an unbuilt template does.
    if (m[1] === 'handlebars' && /(^|\/)compiler\//.test(m[2])) packages.add('handlebars compiler');
  }
  return { packages, files };
}

const MAIL = ['nodemailer', 'imapflow', 'postal-mime', 'mailparser', 'email-reply-parser', 'html-to-text'];
const RENDERING = ['handlebars', 'handlebars compiler'];

function none(what: { packages: Set<string> }, packages: string[], command: string): void {
  const found = packages.filter((p) => what.packages.has(p));
  assert.equal(found, [], `${command} loaded ${found.join(', ')}`);
}

const dir = scratch('chancery-imports-');
let finished = '';
const players = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Gina'];

test.before(() => {
  mkdirSync(join(dir, 'games'), { recursive: true });
  for (const args of [['new', 'g', '--players', ...players, '--seed', FIXED_SEED], ['nominate', 'g', '2']]) {
    const r = runCli(args, { cwd: dir });
    assert.is(r.code, 0, r.stderr);
  }
  runCli(['status', 'g'], { cwd: dir }); // leaves the snapshot a moderator's folder has
  // A finished game (one of the shared real games, imported), its snapshot left by a first status.
  writeFileSync(join(dir, 'one.jsonl'), readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n')[0]);
  assert.is(runCli(['import', 'secrethitler-io', 'one.jsonl', 'games'], { cwd: dir }).code, 0);
  finished = readdirSync(join(dir, 'games')).find((f) => f.endsWith('.yaml') && f !== 'g.yaml')!.replace(/\.yaml$/, '');
  assert.is(runCli(['status', finished], { cwd: dir }).code, 0);
});

test('status, list and history on games unchanged since their copies were made hash nothing: node:crypto (and the streams it brings) is never loaded', () => {
  const status = loaded(['status', finished], dir);
  assert.ok(status.files.some((f) => /dist\/src\/commands\/status\.js$/.test(f)), 'the trace follows status');
  none(status, ['node:crypto'], 'status of a finished game');
  none(loaded(['status', 'g'], dir), ['node:crypto'], 'status of a game under way');
  none(loaded(['list'], dir), ['node:crypto'], 'list');
  // history reads the log in full: from its verified copy, which the first read after a write
  // confirms by hashing (the log, and the private file's commitments) and re-keys for the next.
  runCli(['history', 'g'], { cwd: dir });
  none(loaded(['history', 'g'], dir), ['node:crypto'], 'history of a game with a private file, read before');
});

test('a decision and an audit of one game hash and draw their random bytes without node:crypto (WebAssembly, /dev/urandom); a process that hashes more loads it', () => {
  // nominate chains its events, notes its append, keys the verified copy and draws seven reply codes.
  assert.is(runCli(['new', 'h', '--players', ...players, '--seed', FIXED_SEED], { cwd: dir }).code, 0);
  runCli(['history', 'h'], { cwd: dir });
  const nominate = loaded(['nominate', 'h', '3'], dir);
  assert.ok(nominate.files.some((f) => /dist\/src\/commands\/nominate\.js$/.test(f)), 'the trace follows nominate');
  none(nominate, ['node:crypto'], 'nominate');
  // audit checks every hash of the chain: a real game's few hundred events.
  none(loaded(['audit', `games/${finished}.yaml`], dir), ['node:crypto'], 'audit of one finished game');
  // simulate deals and plays hundreds of games: its seeded streams hash far past the budget.
  assert.ok(loaded(['simulate', '--games', '300', '--players', '7', '--seed', 'imports'], dir).packages.has('node:crypto'), 'simulate of 300 games loads node:crypto');
});

test('status reads the snapshot: no YAML, no schema, no lock, no mail, no templates', () => {
  runCli(['status', 'g'], { cwd: dir });
  const status = loaded(['status', 'g'], dir);
  none(status, ['valibot', 'js-yaml', 'yaml', 'fs-native-extensions', ...MAIL, ...RENDERING], 'status');
  assert.ok(!status.files.some((f) => /dist\/src\/(render|mail)\//.test(f)), 'status loaded a renderer or mail module');
  // At an earlier point it reads and replays the log, and still carries none of the write path.
  const earlier = loaded(['status', 'g', '--at', '2'], dir);
  const writePath = earlier.files.filter((f) => /dist\/src\/(render|mail)\/|dist\/src\/game\/(commit|session)\.js$/.test(f));
  assert.equal(writePath, [], 'status --at loaded the write path');
});

test('audit parses and checks the log (layout, schema) and loads no YAML library, mail, templates, writer or lock', () => {
  const audit = loaded(['audit', 'games/g.yaml'], dir);
  // The full reader (src/log/parse.ts, which imports the valibot schemas) is required synchronously
  // on first need; an ES module loaded that way shows by its own path, not its imports.
  const reader = audit.files.some((f) => /dist\/src\/log\/parse\.js$/.test(f));
  assert.ok(audit.packages.has('valibot') || reader, 'audit must read and check the log');
  // A log in the layout chancery writes is read without js-yaml (src/log/layout.ts), its words and numbers too.
  none(audit, ['js-yaml', 'yaml', 'fs-native-extensions', ...MAIL, ...RENDERING], 'audit');
  const many = loaded(['audit', 'games'], dir);
  none(many, ['yaml', 'fs-native-extensions', ...MAIL, ...RENDERING], 'audit of a folder');
});

test('history and list read logs without mail, templates, the writer or locks', () => {
  for (const args of [['history', 'g'], ['list']]) none(loaded(args, dir), ['fs-native-extensions', ...MAIL, ...RENDERING], args[0]);
  // list reads each game's snapshot (fresh after status), as status does: no YAML, no schema.
  none(loaded(['list'], dir), ['js-yaml', 'valibot', 'yaml'], 'list');
});

test('post renders with precompiled templates: the Handlebars runtime, not its compiler; no mail', () => {
  const post = loaded(['post', 'g', 'opening'], dir);
  assert.ok(post.packages.has('handlebars'), 'post renders through Handlebars');
  none(post, ['handlebars compiler', 'fs-native-extensions', ...MAIL], 'post');
});

test("Node's heavier modules load on the path that needs them only: post without --copy spawns nothing, one log's audit starts no thread", () => {
  const builtins = (args: string[]): string[] => {
    const out = join(dir, 'builtins.txt');
    rmSync(out, { force: true });
    const r = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'trace-builtins.js'), BUNDLED, ...args], {
      cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_TRACE_BUILTINS: out },
    });
    assert.is(r.status, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
    return readFileSync(out, 'utf8').split('\n').filter(Boolean);
  };
  const post = builtins(['post', 'g', 'opening']);
  assert.ok(post.includes('node:fs'), 'node: modules are traced');
  for (const heavy of ['node:child_process', 'node:net', 'node:worker_threads']) assert.ok(!post.includes(heavy), `post loaded ${heavy} (the clipboard tool is for --copy)`);
  const audit = builtins(['audit', 'games/g.yaml']);
  assert.ok(audit.includes('node:fs'));
  assert.ok(!audit.includes('node:worker_threads'), 'the audit of one log loaded worker_threads');
  assert.ok(!audit.includes('node:os'), 'the audit of one log loaded node:os (asked only for a batch on threads)');
});

test('a command run from cron or a script with /dev/null for input and output loads no terminal support (node:tty, node:net)', () => {
  const out = join(dir, 'builtins-null.txt');
  rmSync(out, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', CHANCERY_TRACE_BUILTINS: out };
  delete env.CI; // without CI=true the command asks whether it runs at a terminal
  const devNull = openSync('/dev/null', 'r+');
  try {
    const r = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'trace-builtins.js'), BUNDLED, 'status', 'g'], {
      cwd: dir, encoding: 'utf8', env, stdio: [devNull, devNull, 'pipe'],
    });
    assert.is(r.status, 0, r.stderr);
  } finally {
    closeSync(devNull);
  }
  const builtins = readFileSync(out, 'utf8').split('\n').filter(Boolean);
  assert.ok(builtins.includes('node:fs'), 'node: modules are traced');
  for (const terminal of ['node:tty', 'node:net']) assert.ok(!builtins.includes(terminal), `status with /dev/null loaded ${terminal}`);
});

test('sync with nothing waiting looks at the inbox only: no MIME parser, reply reader, sender, templates, lock or writer', () => {
  const sync = loaded(['sync', 'g'], dir);
  none(sync, ['yaml', 'fs-native-extensions', ...MAIL, ...RENDERING], 'sync with nothing waiting');
});

test('a decision through the local mailbox writes its messages without any mail library (its own composer) or the template compiler', () => {
  const vote = loaded(['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)], dir);
  assert.ok(vote.files.some((f) => /dist\/src\/mail\/compose\.js$/.test(f)), 'the local outbox composes each message as an email');
  none(vote, [...MAIL, 'handlebars compiler'], 'vote');
  // The lock's native addon is opened directly, without the package's loader and its dependencies.
  assert.ok(vote.files.some((f) => /fs-native-extensions\.node$/.test(f)), 'vote locks the log');
  none(vote, ['require-addon', 'which-runtime'], 'vote');
  // The log is in the verified copy the last write left: no YAML reader, no schema, and the
  // appended records are written without the `yaml` package; the theme's words were read by the build.
  none(vote, ['js-yaml', 'valibot', 'yaml', 'lvovich'], 'vote');
  assert.ok(!vote.files.some((f) => /dist\/src\/(log\/parse|mail\/config-schema)\.js$/.test(f)), 'vote loaded the full log reader or the mail config schema');
});

test('the bundle, as the binary runs it, loads each library on the path that needs it only', () => {
  // The bundle is one file; the libraries outside it load from node_modules or dist/vendor, where
  // the trace sees them (Handlebars from there is its compiler: the runtime is inside). valibot,
  // chalk and commander are inside too, their modules initialised on first need exactly as the
  // compiled modules above load. A game of its own, at the same point as g was before the vote.
  for (const args of [['new', 'b', '--players', ...players, '--seed', FIXED_SEED], ['nominate', 'b', '2'], ['status', 'b']]) {
    const r = runCli(args, { cwd: dir });
    assert.is(r.code, 0, r.stderr);
  }
  const bundled = (args: string[]) => {
    const run = loaded(args, dir, BUNDLED);
    assert.ok(!run.files.some((f) => /dist\/src\/cli\//.test(f)), `chancery ${args[0]} ran the compiled modules, not the bundle`);
    return run;
  };
  none(bundled(['status', 'b']), ['js-yaml', 'yaml', 'fs-native-extensions', 'lvovich', ...MAIL, 'handlebars', 'node:crypto'], 'status (bundled)');
  const audit = bundled(['audit', 'games/b.yaml']);
  // audit reads every log with js-yaml, which its own bundle holds (scripts/bundle.mjs), under the code cache.
  assert.ok(!audit.packages.has('js-yaml'), "audit loaded js-yaml from outside its bundle");
  none(audit, ['yaml', 'fs-native-extensions', 'lvovich', ...MAIL, 'handlebars'], 'audit (bundled)');
  none(bundled(['sync', 'b']), ['yaml', 'js-yaml', 'fs-native-extensions', ...MAIL, 'handlebars'], 'sync with nothing waiting (bundled)');
  none(bundled(['post', 'b', 'opening']), ['handlebars', 'fs-native-extensions', ...MAIL], 'post (bundled)');
  const vote = bundled(['vote', 'b', ...players.map((_, i) => `${i + 1}=ja`)]);
  assert.ok(vote.files.some((f) => /fs-native-extensions\.node$/.test(f)), 'vote locks the log');
  none(vote, ['js-yaml', 'yaml', 'lvovich', 'require-addon', 'which-runtime', ...MAIL, 'handlebars'], 'vote (bundled)');
});

test('help in Russian reads its texts as the build left them (no YAML library), from its own file, which no command\'s run loads', () => {
  assert.is(runCli(['new', 'ru', '--lang', 'ru', '--players', ...players, '--seed', FIXED_SEED], { cwd: dir }).code, 0);
  const help = loaded(['nominate', 'ru', '--help'], dir, BUNDLED);
  assert.ok(help.files.some((f) => /dist\/src\/bundle\/translated-help\.js$/.test(f)), 'Russian help requires dist/src/bundle/translated-help.js');
  none(help, ['js-yaml', 'yaml'], 'Russian help (bundled)');
  for (const args of [['status', 'ru'], ['nominate', 'ru', '2']]) {
    assert.ok(!loaded(args, dir, BUNDLED).files.some((f) => /translated-help/.test(f)), `chancery ${args.join(' ')} loaded the translated help`);
  }
});

test.run();
