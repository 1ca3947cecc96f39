// The appended records' text, written without the `yaml` package: for every record of the shared
// real games, of random games and of the mail and house records, it is the package's own text
// (the layout of a whole log), and for strings that need quoting it reads back as the same data.
// The expectations come from the `yaml` package and from js-yaml reading the text, not from
// src/log/emit.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, isScalar, visit } from 'yaml';
import { load, CORE_SCHEMA } from 'js-yaml';
import { blockRecords } from '../../src/log/emit.js';
import { importLines } from '../../src/import/secrethitler-io.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { SHARED } from '../support/cli.js';

/** What the log writer gives for these records appended to a log (src/log/file.ts's layout). */
function packageText(records: Record<string, unknown>[]): string {
  const doc = new Document({ events: records });
  visit(doc, {
    Seq(_, node) { if (node.items.every((item) => isScalar(item))) node.flow = true; },
    Map(_, node, path) { if (path.length > 2 && node.items.length <= 2 && node.items.every((p) => isScalar(p.value))) node.flow = true; },
  });
  return doc.toString({ lineWidth: 0 }).replace(/^events:\n/, '');
}

const readBack = (text: string) => (load(`events:\n${text}`, { schema: CORE_SCHEMA }) as { events: unknown[] }).events;

const recorded = (events: object[]) => events.map((e, i) => ({ seq: i + 1, at: '2026-12-01T10:00:00.000Z', ...e, hash: 'ab'.repeat(32) }));

test('given every record of 150 shared real games and of 20 random games, the text is the yaml package\'s, record by record', () => {
  const { games } = importLines(readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8'), '2026-12-01T10:00:00.000Z');
  const corpora = [
    ...games.slice(0, 150).map((g) => recorded(g.events)),
    ...Array.from({ length: 20 }, (_, i) => recorded(playRandomGame({ players: 5 + (i % 6), seed: `emit-${i}` }).events.slice(1))),
  ];
  let written = 0, leftToPackage = 0;
  for (const records of corpora) {
    for (const r of records) {
      const mine = blockRecords([r]);
      if (mine === null) { leftToPackage++; continue; }
      assert.is(mine, packageText([r]), JSON.stringify(r));
      written++;
    }
    assert.is(blockRecords(records) ?? packageText(records), packageText(records));
  }
  assert.ok(written > 3_000 && leftToPackage * 100 < written, `written ${written}, left to the package ${leftToPackage}`);
});

test('given the mail, claim and house records a command appends, the text is the package\'s', () => {
  const records = recorded([
    { type: 'message-queued', to: 3, kind: 'vote-request', at_seq: 17, private: 'cd'.repeat(32) },
    { type: 'message-sent', private: 'ef'.repeat(32) },
    { type: 'claim-recorded', seat: 2, claim: 'FFL', role: 'president' },
    { type: 'deadline-set', due: '2026-12-02T18:00:00.000Z', for: 'votes' },
    { type: 'retracted', seqs: [12, 13, 14], reason: 'moderator undo' },
    { type: 'vote-cast', seat: 0, vote: 'ja' },
    { type: 'default-applied', rule: 'nein', seats: [] },
  ]);
  for (const r of records) assert.is(blockRecords([r]), packageText([r]));
});

test('given strings that YAML would read as something else, or that need quoting, they read back unchanged', () => {
  const tricky = ['yes', 'No', 'null', '~', 'true', '1.5', '0x1F', '1e3', '.inf', '-x', '@mention', '#hash', 'a: b', 'a #b', 'ends:', 'trailing ',
    ' leading', 'two  spaces', 'comma, here', '[list]', '{map}', "it's", '"quoted"', 'back\\slash', 'line\nbreak', 'ünï', 'Ж', '', '*alias', '&anchor', '!tag', '|', '>', '%', '`', '?', 'key:value'];
  for (const s of tricky) {
    const r = { seq: 1, at: '2026-12-01T10:00:00.000Z', type: 'note', text: s, list: [s, 'x'], hash: 'h' };
    const mine = blockRecords([r]);
    if (mine === null) continue; // left to the package
    assert.equal(readBack(mine), [r], `${JSON.stringify(s)} as ${mine}`);
  }
});

test('given a value the direct writer does not handle (a map, a list of maps), it leaves the record to the package', () => {
  assert.is(blockRecords([{ seq: 1, type: 'x', detail: { a: 1 } }]), null);
  assert.is(blockRecords([{ seq: 1, type: 'x', items: [{ a: 1 }] }]), null);
  assert.is(blockRecords([{ seq: 1, type: 'x', n: 0.1 + 0.2 }]), null);
});

test.run();
