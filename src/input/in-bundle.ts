// Whether this code runs inside a bundle (dist/src/bundle/, the CLI as one CommonJS function) or
// as the compiled ES modules. In a bundle `require` is the bundle's own, and a module it holds is
// reached by a literal `require('./x.js')` at the call site (where esbuild puts the module in);
// the compiled modules load the file with createRequire. An ES module sees a `require` only when a
// script run with `node -e` made one global, whose paths are relative to that script: not ours.
export const inBundle = typeof require === 'function' && require !== (globalThis as { require?: unknown }).require;
