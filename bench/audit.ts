// `audit` of all 454 shared real games: total time (target <= 1 s), and as a ratio against only
// parsing the same files' YAML (the least any reader of the logs must do), in the same run.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { auditFile } from '../src/log/audit.js';
import { realGameLogs, scratchDir } from './fixtures.js';
import type { BenchResult } from './result.js';

const JSONL = resolve(new URL('../..', import.meta.url).pathname, '..', 'shared', 'real-games', 'secrethitler-io-games.jsonl');

function timeMs(f: () => void): number {
  const start = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(JSONL)) throw new Error(`the shared real games are not at ${JSONL}`);
  const logs = realGameLogs(scratchDir(), JSONL);
  const auditAll = () => {
    for (const log of logs) {
      const result = auditFile(log);
      if (!result.ok) throw new Error(`${log}: ${result.problem?.message}`);
    }
  };
  const parseAll = () => { for (const log of logs) parseDocument(readFileSync(log, 'utf8')); };
  auditAll(); // warm up
  parseAll();
  let audit = Infinity, parse = Infinity;
  for (let i = 0; i < 3; i++) {
    audit = Math.min(audit, timeMs(auditAll));
    parse = Math.min(parse, timeMs(parseAll));
  }
  return [
    {
      name: `audit of all ${logs.length} real games, total seconds`,
      ratio: audit / 1000,
      target: '<= 1 s',
      met: audit <= 1000,
      detail: `${audit.toFixed(0)} ms for ${logs.length} logs (best of 3)`,
    },
    {
      name: 'audit vs parsing the same YAML only',
      ratio: audit / parse,
      target: 'report',
      met: true,
      detail: `audit ${audit.toFixed(0)} ms, YAML parse ${parse.toFixed(0)} ms`,
    },
  ];
}
