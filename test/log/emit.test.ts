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

test('given strings YAML reads as numbers, infinities or not-a-number, they are written quoted, as the package writes them', () => {
  const numbers = ['12', '-7', '+3', '1.', '1.5', '1.25', '.5', '.25', '+.5', '-.5e3', '1e3', '1E+3', '1e-3', '1e10', '+1e+3', '1.e3', '.5E+10', '+.5e-3',
    '0x1F', '0o17', '00', '-0', '.inf', '-.Inf', '+.inf', '.nan', '.NaN'];
  for (const s of numbers) {
    const r = { seq: 1, text: s, list: [s, 'x'] };
    assert.is(blockRecords([r]), packageText([r]), s);
    assert.is(blockRecords([r]), `  - seq: 1\n    text: ${JSON.stringify(s)}\n    list: [ ${JSON.stringify(s)}, x ]\n`, s);
  }
  // Words that only start like a number are no number: written plain, as the package writes them.
  for (const s of ['1.2.3', '1e', '1x', '1.5x', '.5x', '1e3x', '.infx', 'x.inf', 'x.nan', '1e+', '.e3', '.5.5', '1.5e', '1.5E10x']) {
    const r = { seq: 1, text: s, list: [s, 'x'] };
    assert.is(blockRecords([r]), `  - seq: 1\n    text: ${s}\n    list: [ ${s}, x ]\n`, s);
    assert.is(blockRecords([r]), packageText([r]), s);
  }
});

test('given strings that must be quoted (a word YAML reserves, an indicator first, ": " or " #" inside), the writer quotes them itself, as the package does', () => {
  for (const s of ['null', '~', 'true', '@mention', '#hash', 'a: b', 'a #b', 'ends:', 'trailing ', ' leading', '[list]', '{map}', '*alias', '&anchor', '!tag', '|', '>', '%', '`', '?', '']) {
    const r = { seq: 1, type: 'note', text: s };
    const mine = blockRecords([r]);
    assert.is(mine, `  - seq: 1\n    type: note\n    text: ${JSON.stringify(s)}\n`, JSON.stringify(s));
    assert.is(mine, packageText([r]), JSON.stringify(s));
  }
  // Where the package writes a word plain that a YAML 1.1 reader takes for a boolean (or that starts
  // with a quote, a dash or holds two spaces), the writer quotes it all the same: it reads back as written.
  for (const s of ['yes', 'No', 'Off', 'y', '-x', 'two  spaces', '"quoted"']) {
    const r = { seq: 1, type: 'note', text: s };
    const mine = blockRecords([r]);
    assert.is(mine, `  - seq: 1\n    type: note\n    text: ${JSON.stringify(s)}\n`, JSON.stringify(s));
    assert.equal(readBack(mine!), [r]);
  }
  // Half an emoji (a lone surrogate, as a text cut short leaves it) or a non-character no YAML stream may hold: written as an escape.
  for (const s of ['torn \ud83d', 'a\udc00b', 'x\ufffe']) {
    const r = { seq: 1, type: 'note', text: s };
    const mine = blockRecords([r]);
    assert.is(mine, `  - seq: 1\n    type: note\n    text: ${JSON.stringify(s)}\n`, JSON.stringify(s));
    assert.equal(readBack(mine!), [r]);
  }
  // A line break, a control character or a separator YAML folds is left to the package, inside a list or not.
  for (const s of ['line\nbreak', 'tab\there', 'nul\u0000', 'del\u007f', 'c1\u0085', 'ls\u2028', 'ps\u2029', 'bom\ufeff']) {
    assert.is(blockRecords([{ seq: 1, type: 'note', text: s }]), null, JSON.stringify(s));
    assert.is(blockRecords([{ seq: 1, list: [s] }]), null, JSON.stringify(s));
  }
  // Inside a list a comma or a space ends a plain word: such items are quoted there, plain outside.
  const r = { seq: 1, text: 'a, b c', list: ['a, b c', 'd'] };
  assert.is(blockRecords([r]), '  - seq: 1\n    text: a, b c\n    list: [ "a, b c", d ]\n');
  assert.is(blockRecords([r]), packageText([r]));
});

test('given null, booleans, whole numbers, absent fields and lists with null, the writer writes them itself, as the package does', () => {
  const r = { seq: 7, none: null, ja: true, nein: false, zero: 0, negative: -3, skipped: undefined, items: [null, true, 2, 'w'], empty: [] };
  const mine = blockRecords([r]);
  assert.is(mine, '  - seq: 7\n    none: null\n    ja: true\n    nein: false\n    zero: 0\n    negative: -3\n    items: [ null, true, 2, w ]\n    empty: []\n');
  assert.is(mine, packageText([r]));
  assert.equal(readBack(mine!), [{ ...r, skipped: undefined }].map(({ skipped: _s, ...rest }) => rest));
});

test('given keys YAML would read as something else, or a record with nothing to write, the record is left to the package', () => {
  for (const key of ['~', '', 'null', 'Yes', '1st', '-x', 'a b', 'a: b', 'key#', 'x.y', 'é']) {
    assert.is(blockRecords([{ seq: 1, [key]: 1 }]), null, JSON.stringify(key));
  }
  assert.is(blockRecords([{ seq: 1, _under: 1, 'dash-ed': 2, Camel9: 3 }]), '  - seq: 1\n    _under: 1\n    dash-ed: 2\n    Camel9: 3\n');
  assert.is(blockRecords([{}]), null);
  assert.is(blockRecords([{ seq: 1 }, { gone: undefined }]), null);
  // Values outside JSON's numbers and YAML's scalars: a fraction, an unsafe integer, a big integer, an absent or nested list item.
  for (const value of [0.5, 2 ** 53, 10n, [undefined], [[1]], [{ a: 1 }], [10n], [0.5], { a: 1 }, [() => 1], Symbol('s')]) {
    assert.is(blockRecords([{ seq: 1, value }]), null, String(value));
  }
});

test('given a value the direct writer does not handle (a map, a list of maps), it leaves the record to the package', () => {
  assert.is(blockRecords([{ seq: 1, type: 'x', detail: { a: 1 } }]), null);
  assert.is(blockRecords([{ seq: 1, type: 'x', items: [{ a: 1 }] }]), null);
  assert.is(blockRecords([{ seq: 1, type: 'x', n: 0.1 + 0.2 }]), null);
});

test.run();
