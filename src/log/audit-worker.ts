// A worker thread of `chancery audit` over many logs: audits its share of the paths and sends the
// results back in order. Each log's audit is independent, so the cores share the work.
import { parentPort, workerData } from 'node:worker_threads';
import { auditFile } from './audit.js';

const { paths } = workerData as { paths: string[] };
parentPort!.postMessage(paths.map((path) => auditFile(path)));
