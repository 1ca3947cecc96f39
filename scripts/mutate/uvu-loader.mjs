// Module hooks for the mutation runs.
// - `import { test } from 'uvu'` in a compiled test file gets the registry of uvu-shim.mjs, so
//   uvu-runner.mjs can run single tests in one warm process.
// - A module imported as `…?stryker-gen=N` passes N on to the project files it imports (not to
//   node_modules), so the runner can load a fresh copy of the tests and the code under test in the
//   same process: that is how a mutant in module-level code (a rules table) is activated cheaply.
const SHIM = new URL('./uvu-shim.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'uvu') return { url: SHIM, shortCircuit: true };
  const resolved = await next(specifier, context);
  const gen = context.parentURL?.startsWith('file:') ? new URL(context.parentURL).searchParams.get('stryker-gen') : null;
  if (gen && resolved.url.startsWith('file:') && !resolved.url.includes('/node_modules/')) {
    const url = new URL(resolved.url);
    url.searchParams.set('stryker-gen', gen);
    return { ...resolved, url: url.href };
  }
  return resolved;
}
