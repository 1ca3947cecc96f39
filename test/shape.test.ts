// src/shape.ts: every schema check gives its issues in one form, and a part with fields its shape
// does not have is refused naming all of them, wherever the part is: at the top, inside an
// optional or nullable part, in a list's items, in the option of a variant its tag chose.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { checkShape } from '../src/shape.js';

const point = v.strictObject({ x: v.number(), y: v.number() });
const drawing = v.strictObject({
  name: v.string(),
  origin: v.optional(point),
  anchor: v.nullable(point),
  points: v.array(point),
  frame: v.optional(v.strictObject({ corner: v.optional(point) })),
});
const shape = v.variant('kind', [
  v.strictObject({ kind: v.literal('circle'), r: v.number() }),
  v.strictObject({ kind: v.literal('box'), size: point }),
]);

const good = { name: 'd', anchor: null, points: [{ x: 1, y: 2 }] };

/** The first issue of a check that must fail. */
function firstIssue(schema: v.GenericSchema, raw: unknown) {
  const r = checkShape(schema, raw);
  assert.not.ok(r.success, JSON.stringify(raw));
  return r.success ? undefined : r.error.issues[0];
}

test('given data of the shape, its output is the data', () => {
  assert.equal(checkShape(drawing, good), { success: true, data: good });
  assert.equal(checkShape(shape, { kind: 'box', size: { x: 1, y: 1 } }), { success: true, data: { kind: 'box', size: { x: 1, y: 1 } } });
});

test('given fields a part does not have, all of them are named with the part\'s path, wherever the part is', () => {
  const cases: [v.GenericSchema, unknown, (string | number)[], string[]][] = [
    [drawing, { ...good, colour: 'red', size: 3 }, [], ['colour', 'size']],
    [drawing, { ...good, origin: { x: 0, y: 0, z: 0, w: 1 } }, ['origin'], ['z', 'w']],
    [drawing, { ...good, anchor: { x: 0, y: 0, z: 0, w: 1 } }, ['anchor'], ['z', 'w']],
    [drawing, { ...good, points: [{ x: 1, y: 2 }, { x: 1, y: 2, z: 3, w: 4 }] }, ['points', 1], ['z', 'w']],
    [drawing, { ...good, frame: { corner: { x: 0, y: 0, z: 0, w: 1 } } }, ['frame', 'corner'], ['z', 'w']],
    [shape, { kind: 'circle', r: 1, colour: 'red', size: 2 }, [], ['colour', 'size']],
    [shape, { kind: 'box', size: { x: 1, y: 1, z: 1, w: 1 } }, ['size'], ['z', 'w']],
  ];
  for (const [schema, raw, path, unexpected] of cases) {
    const issue = firstIssue(schema, raw);
    assert.equal([issue?.path, issue?.unexpected], [path, unexpected], JSON.stringify(raw));
  }
});

test('given a missing field or a wrong value, the issue names the field\'s path and says what was expected, with no unexpected fields', () => {
  const missing = firstIssue(drawing, { anchor: null, points: [] });
  assert.equal([missing?.path, missing?.unexpected, missing?.message], [['name'], undefined, 'Invalid key: Expected "name" but received undefined']);
  const wrong = firstIssue(drawing, { ...good, points: [{ x: 1, y: 'two' }] });
  assert.equal([wrong?.path, wrong?.unexpected, wrong?.message], [['points', 0, 'y'], undefined, 'Invalid type: Expected number but received "two"']);
  const tag = firstIssue(shape, { kind: 'star' });
  assert.equal([tag?.path, tag?.unexpected, tag?.message], [['kind'], undefined, 'Invalid type: Expected ("circle" | "box") but received "star"']);
  const none = firstIssue(drawing, 7);
  assert.equal([none?.path, none?.unexpected, none?.message], [[], undefined, 'Invalid type: Expected Object but received 7']);
});

test.run();
