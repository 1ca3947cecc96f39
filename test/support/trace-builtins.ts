// Preloaded with `node --import` (see test/cli/imports.test.ts): writes the Node modules the process
// loaded (node:fs...; not Node's internals) to the file CHANCERY_TRACE_BUILTINS names, at exit. No
// loader hook, which would itself load worker threads and sockets.
import { writeFileSync } from 'node:fs';

const out = process.env.CHANCERY_TRACE_BUILTINS;
if (out) {
  process.on('exit', () => {
    const list = (process as unknown as { moduleLoadList: string[] }).moduleLoadList;
    writeFileSync(out, list.filter((m) => m.startsWith('NativeModule ') && !m.includes('internal/')).map((m) => `node:${m.slice('NativeModule '.length)}\n`).join(''));
  });
}
