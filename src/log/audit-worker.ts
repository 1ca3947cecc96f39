// A worker thread of `chancery audit` over many logs: takes the next log from the counter the
// threads share (see auditAll in src/commands/audit.ts), audits it and sends its result at once,
// until none is left. Each log's audit is independent, so the cores share the work.
import { parentPort, workerData } from 'node:worker_threads';
import { auditFile } from './audit.js';

const { paths, next } = workerData as { paths: string[]; next: Int32Array };
for (let index = Atomics.add(next, 0, 1); index < paths.length; index = Atomics.add(next, 0, 1)) {
  parentPort!.postMessage({ index, result: auditFile(paths[index]) });
}
