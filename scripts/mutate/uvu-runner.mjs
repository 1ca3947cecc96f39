// A StrykerJS test runner for uvu tests, in process: the compiled test files are imported once,
// each test is one Stryker test (so a mutant runs only the tests that reach it, fastest first), and a
// run stops at the first failure. A mutant in module-level code is run on a fresh copy of the modules
// imported in the same process (see uvu-loader.mjs), not in a new process. Spawning `uvu` per mutant
// (the command runner) cost ~15 s a mutant on this machine; this costs well under one.
import { register } from 'node:module';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';

register(new URL('./uvu-loader.mjs', import.meta.url));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const ns = () => (globalThis.__stryker__ ??= {});

/** Each test's time in the dry run, kept in the sandbox for the worker processes started later. */
const TIMES = '.uvu-test-times.json';

class UvuTestRunner {
  static inject = [commonTokens.options, commonTokens.logger];
  tests = null;
  generation = 0;

  constructor(options, logger) {
    this.options = options.uvu ?? {};
    this.logger = logger;
    Object.assign(process.env, this.options.env ?? {});
  }

  capabilities() {
    return { reloadEnvironment: true };
  }

  /** Imports the test files (and through them the code under test), a fresh copy each generation. */
  async load() {
    if (this.tests) return;
    const dir = resolve(this.options.dir ?? 'dist/test');
    const pattern = new RegExp(this.options.pattern ?? '\\.test\\.js$');
    const registry = (globalThis.__uvuShim__ ??= { file: '', suites: [] });
    registry.suites = [];
    const files = filesUnder(dir).map((f) => relative(dir, f)).filter((f) => pattern.test(f)).sort();
    const gen = ++this.generation;
    for (const file of files) {
      registry.file = file;
      await import(`${pathToFileURL(join(dir, file)).href}?stryker-gen=${gen}`);
    }
    this.tests = [];
    for (const suite of registry.suites)
      suite.tests.forEach((t, i) => {
        const id = `${suite.file}${suite.name ? ` › ${suite.name}` : ''} › ${t.title} #${i}`;
        this.tests.push({ id, name: t.title, fileName: suite.file, suite, handler: t.handler });
      });
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
        results.push({ id: t.id, name: t.name, fileName: t.fileName, status: TestStatus.Success, timeSpentMs: Date.now() - started });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: t.id, name: t.name, fileName: t.fileName, status: TestStatus.Failed, failureMessage: message, timeSpentMs: Date.now() - started });
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
      if (options.reloadEnvironment) this.tests = null;
      if (options.mutantActivation === 'static') ns().activeMutant = id;
      await this.load();
      ns().activeMutant = id;
      if (options.hitLimit !== undefined) {
        ns().hitCount = 0;
        ns().hitLimit = options.hitLimit;
      }
      const filter = options.testFilter ? new Set(options.testFilter) : null;
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
      description: 'Where the compiled uvu test files are (dir), which of them to run (pattern, a regular expression over paths relative to dir), and environment variables for them (env).',
      type: 'object',
      properties: { dir: { type: 'string' }, pattern: { type: 'string' }, env: { type: 'object', additionalProperties: { type: 'string' } } },
      additionalProperties: false,
    },
  },
};
