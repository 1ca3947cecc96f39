import { readFileSync } from 'node:fs';
import { load, CORE_SCHEMA } from 'js-yaml';
const { importLines } = await import('../dist/src/import/secrethitler-io.js');
const { hashHeader, chain, serializeLog } = await import('../dist/src/log/file.js');
const { readLayout } = await import('../dist/src/log/layout.js');
const lines = readFileSync('/work/wt/shared/real-games/secrethitler-io-games.jsonl', 'utf8').split('\n').slice(0, 100).join('\n');
const { games } = importLines(lines, new Date(0).toISOString());
const texts = games.map((g) => { const { full } = hashHeader(g.header); const { records } = chain([], full, g.events, new Date(0).toISOString()); return serializeLog(full, records); });
for (let round = 0; round < 4; round++) {
  let t = performance.now(); for (const s of texts) readLayout(s); const a = performance.now() - t;
  t = performance.now(); for (const s of texts) load(s, { schema: CORE_SCHEMA }); const b = performance.now() - t;
  console.log(round, a.toFixed(0), b.toFixed(0));
}
