// uvu's `test`/`suite` API, recording tests instead of running them: the mutation runner
// (uvu-runner.mjs) decides which run, with which mutant active. Assertions stay uvu/assert's.
const registry = (globalThis.__uvuShim__ ??= { file: '', suites: [] });

function context() {
  return { tests: [], only: [], before: [], after: [], bEach: [], aEach: [] };
}

function setup(name) {
  let ctx = context();
  const test = (title, handler) => void ctx.tests.push({ title, handler });
  test.before = (fn) => void ctx.before.push(fn);
  test.before.each = (fn) => void ctx.bEach.push(fn);
  test.after = (fn) => void ctx.after.push(fn);
  test.after.each = (fn) => void ctx.aEach.push(fn);
  test.only = (title, handler) => void ctx.only.push({ title, handler });
  test.skip = () => {};
  test.run = () => {
    const tests = ctx.only.length ? ctx.only : ctx.tests;
    registry.suites.push({ file: registry.file, name, ...ctx, tests, state: {} });
    ctx = context();
  };
  return test;
}

export const suite = (name = '') => setup(name);
export const test = suite();
export async function exec() {}
