// A StrykerJS test runner for uvu tests, in process: the compiled test files are imported once,
// each test is one Stryker test (so a mutant runs only the tests that reach it, fastest first), and a
// run stops at the first failure. A mutant in module-level code is run on a fresh copy of the modules
// imported in the same process (from a copy of the compiled tree, see load()), not in a new
// process. Spawning `uvu` per mutant (the command runner) cost ~15 s a mutant on this machine; this
// costs well under one.
import { register } from 'node:module';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';

register(new URL('./uvu-loader.mjs', import.meta.url));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const ns = () => (globalThis.__stryker__ ??= {});

/**
 * The TypeScript source of a compiled test file (dist/test/x.test.js → test/x.test.ts), by its path
 * in the sandbox: Stryker maps it back to the project, so the incremental cache can tell which
 * tests changed. Without it every test looks new and no result is ever reused.
 */
function sourceOf(compiled, sourceDir) {
  const path = resolve(sourceDir, compiled.replace(/\.js$/, '.ts'));
  return existsSync(path) ? { path, text: readFileSync(path, 'utf8') } : undefined;
}

/** Where a test's title stands in its source (0-based line and column), as written in quotes; undefined if not found. */
function positionOf(text, title) {
  const quoted = [`'${title.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`, `"${title.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`, `\`${title}\``];
  for (const q of quoted) {
    const at = text.indexOf(q);
    if (at < 0) continue;
    const before = text.slice(0, at);
    const line = before.split('\n').length - 1;
    return { line, column: at - (before.lastIndexOf('\n') + 1) };
  }
  return undefined;
}

/** Each test's time in the dry run, kept in the sandbox for the worker processes started later. */
const TIMES = '.uvu-test-times.json';

class UvuTestRunner {
  static inject = [commonTokens.options, commonTokens.logger];
  tests = null;
  generation = 0;

  constructor(options, logger) {
    this.options = options.uvu ?? {};
    this.reloadFor = (this.options.reloadFor ?? []).map((f) => f.replace(/^\.?\//, ''));
    this.logger = logger;
    Object.assign(process.env, this.options.env ?? {});
  }

  /** Stryker ends its workers without their exit handlers: the tests' scratch folders are removed here (test/support/scratch.ts). */
  async dispose() {
    for (const remove of globalThis.__chanceryScratchRemovers ?? []) remove();
  }

  capabilities() {
    return { reloadEnvironment: true };
  }

  /**
   * Imports the test files (and through them the code under test), a fresh copy each generation:
   * the first from the compiled tree itself, each later one from a copy of that tree beside it
   * (`dist.gen2`, ...), so that every module of the copy, imported or required (src/log/file.ts
   * requires its full reader on first need), is new and the copies only see each other.
   */
  async load() {
    if (this.tests) return;
    const compiled = resolve(this.options.dir ?? 'dist/test');
    const tree = resolve(this.options.tree ?? relative(process.cwd(), compiled).split(sep)[0]);
    const gen = ++this.generation;
    let dir = compiled;
    if (gen > 1) {
      const copy = `${tree}.gen${gen}`;
      cpSync(tree, copy, { recursive: true });
      dir = join(copy, relative(tree, compiled));
    }
    const pattern = new RegExp(this.options.pattern ?? '\\.test\\.js$');
    const registry = (globalThis.__uvuShim__ ??= { file: '', suites: [] });
    registry.suites = [];
    const files = filesUnder(dir).map((f) => relative(dir, f)).filter((f) => pattern.test(f)).sort();
    for (const file of files) {
      registry.file = file;
      await import(pathToFileURL(join(dir, file)).href);
    }
    this.tests = [];
    const sources = new Map();
    for (const suite of registry.suites) {
      if (!sources.has(suite.file)) sources.set(suite.file, sourceOf(suite.file, this.options.sourceDir ?? 'test'));
      const source = sources.get(suite.file);
      suite.tests.forEach((t, i) => {
        const id = `${suite.file}${suite.name ? ` › ${suite.name}` : ''} › ${t.title} #${i}`;
        const startPosition = source && positionOf(source.text, t.title);
        this.tests.push({ id, name: t.title, fileName: source?.path, startPosition, suite, handler: t.handler });
      });
    }
    // Fastest tests first (times of the dry run), so a mutant that is killed is killed early.
    const times = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
    this.order = new Map(this.tests.map((t, i) => [t.id, [times[t.id] ?? 0, i]]));
    this.logger.debug(`uvu: ${this.tests.length} tests in ${files.length} files (generation ${gen})`);
  }

  fastestFirst(tests) {
    return tests.slice().sort((a, b) => {
      const [ta, ia] = this.order.get(a.id);
      const [tb, ib] = this.order.get(b.id);
      return ta - tb || ia - ib;
    });
  }

  /** Runs the given tests in order; stops at the first failure unless told otherwise. */
  async run(selected, { bail, coverage }) {
    const results = [];
    let openSuite = null;
    const closeSuite = async () => {
      if (openSuite) for (const fn of openSuite.after) await fn(openSuite.state);
      openSuite = null;
    };
    for (const t of selected) {
      const started = Date.now();
      if (coverage) ns().currentTestId = t.id;
      try {
        if (openSuite !== t.suite) {
          await closeSuite();
          openSuite = t.suite;
          for (const fn of t.suite.before) await fn(t.suite.state);
        }
        for (const fn of t.suite.bEach) await fn(t.suite.state);
        await t.handler(t.suite.state);
        for (const fn of t.suite.aEach) await fn(t.suite.state);
        results.push({ id: t.id, name: t.name, fileName: t.fileName, startPosition: t.startPosition, status: TestStatus.Success, timeSpentMs: Date.now() - started });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: t.id, name: t.name, fileName: t.fileName, startPosition: t.startPosition, status: TestStatus.Failed, failureMessage: message, timeSpentMs: Date.now() - started });
        if (bail) break;
      } finally {
        if (coverage) ns().currentTestId = undefined;
      }
    }
    try {
      await closeSuite();
    } catch {
      // an after hook failing under a mutant changes nothing about which tests failed
    }
    return results;
  }

  /**
   * Loads the test files with the mutant active (module-level code runs then). If they fail to load,
   * they are loaded again without it: when that works, the mutant broke the module itself, which
   * every test notices (uvu would fail to import the file), so it is killed; when that fails too,
   * the environment is broken (a missing package, say) and the run is an error, not a kill.
   */
  async loadUnder(id) {
    try {
      await this.load();
      return null;
    } catch (error) {
      const message = String(error?.stack ?? error);
      this.tests = null;
      ns().activeMutant = undefined;
      try {
        await this.load();
      } catch (clean) {
        return { status: MutantRunStatus.Error, errorMessage: `the test files do not load even without the mutant: ${String(clean?.stack ?? clean)}` };
      }
      return { status: MutantRunStatus.Killed, killedBy: [], failureMessage: `the test files fail to load with the mutant: ${message.split('\n')[0]}`, nrOfTests: 0 };
    }
  }

  async dryRun(options) {
    try {
      await this.load();
      const tests = await this.run(this.tests, { bail: false, coverage: options.coverageAnalysis !== 'off' });
      writeFileSync(TIMES, JSON.stringify(Object.fromEntries(tests.map((t) => [t.id, t.timeSpentMs]))));
      return { status: DryRunStatus.Complete, tests, mutantCoverage: ns().mutantCoverage };
    } catch (error) {
      return { status: DryRunStatus.Error, errorMessage: String(error?.stack ?? error) };
    }
  }

  async mutantRun(options) {
    const id = options.activeMutant.id;
    try {
      // A file whose code runs once per module (a lazily opened native addon, say) is loaded
      // afresh for each of its mutants too, with the mutant active from the start.
      const fresh = options.reloadEnvironment || this.reloadFor.some((f) => options.activeMutant.fileName?.endsWith(f));
      if (fresh) this.tests = null;
      if (fresh || options.mutantActivation === 'static') ns().activeMutant = id;
      const loadError = await this.loadUnder(id);
      if (loadError) return loadError;
      ns().activeMutant = id;
      if (options.hitLimit !== undefined) {
        ns().hitCount = 0;
        ns().hitLimit = options.hitLimit;
      }
      // Coverage of code that runs once per module was recorded against the first test that ran it:
      // a freshly loaded file's mutant runs every test.
      const filter = options.testFilter && !fresh ? new Set(options.testFilter) : null;
      const selected = this.fastestFirst(filter ? this.tests.filter((t) => filter.has(t.id)) : this.tests);
      const results = await this.run(selected, { bail: !options.disableBail, coverage: false });
      const hits = ns().hitCount;
      if (options.hitLimit !== undefined && hits > options.hitLimit) return { status: MutantRunStatus.Timeout, reason: `hit limit reached (${hits}/${options.hitLimit})` };
      const failed = results.filter((r) => r.status === TestStatus.Failed);
      if (failed.length) return { status: MutantRunStatus.Killed, killedBy: failed.map((r) => r.id), failureMessage: failed[0].failureMessage, nrOfTests: results.length };
      return { status: MutantRunStatus.Survived, nrOfTests: results.length };
    } catch (error) {
      return { status: MutantRunStatus.Error, errorMessage: String(error?.stack ?? error) };
    } finally {
      ns().activeMutant = undefined;
      ns().hitCount = undefined;
      ns().hitLimit = undefined;
    }
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'uvu', UvuTestRunner)];

export const strykerValidationSchema = {
  properties: {
    uvu: {
      description: 'Where the compiled uvu test files are (dir) and their TypeScript sources (sourceDir, default test), the source files whose mutants each get freshly loaded modules (reloadFor: code that runs once per module), which of them to run (pattern, a regular expression over paths relative to dir), and environment variables for them (env).',
      type: 'object',
      properties: {
        dir: { type: 'string' }, tree: { type: 'string' }, sourceDir: { type: 'string' }, pattern: { type: 'string' },
        env: { type: 'object', additionalProperties: { type: 'string' } },
        reloadFor: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    },
  },
};
