// Preloaded with `node --import` (see test/cli/imports.test.ts): records every module the process
// loads, ES modules through a loader hook, CommonJS ones from the require cache and native addons
// as they are opened, one path a line in the file CHANCERY_TRACE_IMPORTS names, written as they
// load (the process may exit abruptly).
import { register, createRequire } from 'node:module';
import { appendFileSync } from 'node:fs';

const out = process.env.CHANCERY_TRACE_IMPORTS;
if (out) {
  const hooks = `
    import { appendFileSync } from 'node:fs';
    let out;
    export function initialize(data) { out = data.out; }
    export async function load(url, context, next) {
      appendFileSync(out, url + '\\n');
      return next(url, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { out } });
  const cache = createRequire(import.meta.url).cache;
  // Node's own modules are in neither: a built-in that matters for start-up (node:crypto, which
  // brings the stream modules) is written as `node:<name>` when the process loaded it.
  const builtins = () => ['crypto'].filter((name) => (process as unknown as { moduleLoadList: string[] }).moduleLoadList.includes(`NativeModule ${name}`)).map((name) => `node:${name}\n`).join('');
  process.on('exit', () => appendFileSync(out, `${Object.keys(cache).join('\n')}\n${builtins()}`));
  // A native addon opened directly (process.dlopen, as src/log/lock.ts does) is in neither either.
  const dlopen = process.dlopen;
  process.dlopen = function (module, filename, ...flags) {
    appendFileSync(out, `${filename}\n`);
    return dlopen.call(this, module, filename, ...flags);
  };
}
