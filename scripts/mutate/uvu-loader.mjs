// Module hook for the mutation runs: `import { test } from 'uvu'` in a compiled test file gets the
// registry of uvu-shim.mjs, so uvu-runner.mjs can run single tests in one warm process.
const SHIM = new URL('./uvu-shim.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'uvu') return { url: SHIM, shortCircuit: true };
  return next(specifier, context);
}
