// A log's text as a process made it (src/log/text.ts): what a write knows of the text from its
// parts must be what the whole text says. Expectations come from the texts themselves (counted,
// matched against the block layout of docs/log-format.md), hand-made or drawn by fast-check.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { BLOCK_TAIL, addedSince, endsInBlockLayout, endsWithNewline, extended, fileHolds, newlinesIn, newlinesOf, partsOf, textOf } from '../../src/log/text.js';

const HEADER = 'chancery: 2\ngame: g1\nevents:\n';
const block = (seq: number, fields: string[] = ['type: vote-cast', 'seat: 1']) => `  - seq: ${seq}\n${fields.map((f) => `    ${f}\n`).join('')}`;
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** Appends `parts` one after another, as a process writing in place does. */
function grown(first: string, added: string[], read = true) {
  let parts = partsOf(first, read ? bytes(first) : undefined);
  let text = first;
  for (const part of added) {
    text += part;
    parts = extended(parts, text, part, bytes(part));
  }
  return { parts, text };
}

test('given a text read from the file, its parts give its newlines and whether it ends in block layout', () => {
  const text = HEADER + block(1) + block(2);
  const parts = partsOf(text, bytes(text));
  assert.is(newlinesOf(parts), 9);
  assert.is(parts.blockTail, true);
  assert.is(textOf(parts), text);
  // Edited by hand: the last event's fields in flow style, or one event only (the layout needs two).
  assert.is(partsOf(`${HEADER + block(1)}  - {seq: 2, type: vote-cast}\n`).blockTail, false);
  assert.is(partsOf(HEADER + block(1)).blockTail, false);
});

test('given appends of events in block layout, the parts know the joined text\'s newlines and layout without the whole text', () => {
  const { parts, text } = grown(HEADER + block(1) + block(2), [block(3), block(4) + block(5, ['type: reply-received', 'quote: "ja"'])]);
  assert.is(textOf(parts), text);
  assert.is(newlinesOf(parts), text.split('\n').length - 1);
  assert.is(parts.blockTail, true);
});

test('given an append that leaves the text out of block layout (a blank line in its last event), the parts say so', () => {
  const { parts, text } = grown(HEADER + block(1) + block(2), [`${block(3)}\n`]);
  assert.is(BLOCK_TAIL.test(text), false);
  assert.is(parts.blockTail, false);
  // And one that brings it back (a clean event after the blank line).
  const back = grown(text, [block(4)], false);
  assert.is(back.parts.blockTail, true);
});

test('property: whatever is appended, the parts say what the whole text says (layout, newlines), and the file holds their bytes', () => {
  const line = fc.stringMatching(/^[ -~]{0,12}$/);
  const part = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 999 }), fc.array(line, { minLength: 1, maxLength: 3 })).map(([seq, fields]) => block(seq, fields)),
    fc.array(fc.oneof(line, fc.constant(''), fc.constant('    x'), fc.constant('  - seq: 7')), { minLength: 1, maxLength: 4 }).map((ls) => `${ls.join('\n')}\n`),
    fc.stringMatching(/^[ -~\n]{0,20}$/),
  );
  fc.assert(fc.property(fc.oneof(fc.constant(HEADER + block(1) + block(2)), fc.constant(HEADER), fc.constant('')), fc.array(part, { maxLength: 8 }), (first, added) => {
    const { parts, text } = grown(first, added);
    assert.is(parts.blockTail, BLOCK_TAIL.test(text));
    assert.is(endsInBlockLayout(text), BLOCK_TAIL.test(text));
    assert.is(newlinesOf(parts), text.split('\n').length - 1);
    assert.is(fileHolds(parts, bytes(text)), true);
    assert.is(endsWithNewline(parts), text.endsWith('\n'));
    assert.is(endsWithNewline(grown(first, added, false).parts), text.endsWith('\n'), 'without the bytes read');
  }));
});

test('property: the block layout is read from the header and the last event as the whole text\'s regular expression reads it', () => {
  const line = fc.constantFrom('chancery: 2', 'events:', '  - seq: 1', '  - seq: 12', '  - seq: x', '    type: a', '    x\r', '    ', '   y', '  -', '', ' events:', 'events: ');
  fc.assert(fc.property(fc.array(line, { maxLength: 12 }), fc.boolean(), (lines, newline) => {
    const text = lines.join('\n') + (newline ? '\n' : '');
    assert.is(endsInBlockLayout(text), BLOCK_TAIL.test(text), JSON.stringify(text));
  }), { numRuns: 2000 });
});

test('given the bytes of a file, the parts tell whether it holds their text exactly; without the bytes read, they cannot say', () => {
  const { parts, text } = grown(HEADER + block(1) + block(2), [block(3), block(4)]);
  assert.is(fileHolds(parts, bytes(text)), true);
  assert.is(fileHolds(parts, bytes(text.replace('seat: 1', 'seat: 2'))), false, 'a byte changed, same length');
  assert.is(fileHolds(parts, bytes(`${text}x`)), false, 'longer');
  assert.is(fileHolds(parts, bytes(text.slice(0, -1))), false, 'shorter');
  assert.is(fileHolds(grown(HEADER, [block(1)], false).parts, bytes(HEADER + block(1))), null);
});

test('given a text the copy knew, the bytes added since are those of every later append; an unknown text gives none', () => {
  const first = HEADER + block(1) + block(2);
  let parts = partsOf(first, bytes(first));
  const middle = first + block(3);
  parts = extended(parts, middle, block(3), bytes(block(3)));
  const last = middle + block(4);
  parts = extended(parts, last, block(4), bytes(block(4)));
  assert.equal(addedSince(parts, first), bytes(block(3) + block(4)));
  assert.equal(addedSince(parts, middle), bytes(block(4)));
  assert.equal(addedSince(parts, last), Buffer.alloc(0));
  assert.is(addedSince(parts, HEADER), null);
});

test('given more appends than are kept apart, the parts are joined: the text, its bytes and what it says stay the same', () => {
  const { parts, text } = grown(HEADER + block(1) + block(2), Array.from({ length: 100 }, (_, i) => block(i + 3)));
  assert.ok(parts.texts.length < 100, 'joined along the way');
  assert.is(textOf(parts), text);
  assert.is(fileHolds(parts, bytes(text)), true);
  assert.is(newlinesOf(parts), newlinesIn(text));
  assert.is(parts.blockTail, true);
});

test.run();
