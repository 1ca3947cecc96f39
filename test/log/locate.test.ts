// The line locator (file.ts `locate`): where each top-level key and each item of `events` stands in
// a log's text (1-based), which is what every file:line message of a hand-edited log names. The
// fixtures are written here line by line, each line's number counted by hand beside it. In process,
// so that `npm run mutate:log` runs them against every planted bug in src/log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { appendedLines, locate } from '../../src/log/file.js';

const keysOf = (text: string) => Object.fromEntries(locate(text).keys);

test('given a log in block layout, each top-level key and each "- " item of events is found at its line', () => {
  const text = [
    'chancery: 2', //                1
    'game: g1', //                   2
    'players:', //                   3
    '  - name: Alice', //            4  (a list, but not of events)
    '  - name: Bob', //              5
    'hash: abc', //                  6
    'events:', //                    7
    '  - seq: 1', //                 8
    '    type: roles-dealt', //      9
    '    roles:', //                 10
    '      - hitler', //             11 (a list inside an event: not an event)
    '      - liberal', //            12
    '  - seq: 2', //                 13
    '    type: vote-cast', //        14
    '', //                           15
  ].join('\n');
  assert.equal(keysOf(text), { chancery: 1, game: 2, players: 3, hash: 6, events: 7 });
  assert.equal(locate(text).events, [8, 13]);
});

test('given items at the margin under events (YAML allows it), they are found, and a list nested in one is not', () => {
  const text = [
    'events:', //                    1
    '- seq: 1', //                   2
    '  roles:', //                   3
    '  - hitler', //                 4  (nested, two spaces in)
    '  - liberal', //                5
    '- seq: 2', //                   6
  ].join('\n');
  assert.equal(locate(text).events, [2, 6]);
});

test('given a key after events, the items below it are not events', () => {
  const text = ['events:', '  - seq: 1', 'notes:', '  - a note', '  - another'].join('\n');
  assert.equal(locate(text).events, [2]);
  assert.equal(keysOf(text), { events: 1, notes: 3 });
});

test('given a list before any key (no mapping), nothing is taken for an event', () => {
  assert.equal(locate('- seq: 1\n- seq: 2\n').events, []);
  assert.equal(locate('# a comment\n- seq: 1\nevents:\n  - seq: 1\n').events, [4]);
});

test('given a text that opens with a blank line, every line number counts it', () => {
  const text = ['', 'chancery: 2', 'events:', '  - seq: 1', '  - seq: 2'].join('\n');
  assert.equal(keysOf(text), { chancery: 2, events: 3 });
  assert.equal(locate(text).events, [4, 5]);
  assert.equal(locate('').events, []);
  assert.equal(keysOf(''), {});
});

test('given top-level lines, a key is a letter (either case) or "_", then letters, digits, "_" or "-", then optional blanks and a colon', () => {
  const text = [
    'Alpha: 1', //          1
    'Zulu: 2', //           2
    'Mid: 3', //            3
    'alpha: 4', //          4
    'zulu: 5', //           5
    '_under: 6', //         6
    'spaced   : 7', //      7
    'with-dash_2: 8', //    8
    'two words: 9', //      9  (not an identifier: no key, and "words" is none either)
    '9lives: 10', //        10 (a digit first: no key)
    '[flow]: 11', //        11
    '  indented: 12', //    12
    'no colon here', //     13
  ].join('\n');
  assert.equal(keysOf(text), { Alpha: 1, Zulu: 2, Mid: 3, alpha: 4, zulu: 5, _under: 6, spaced: 7, 'with-dash_2': 8 });
});

test('given lines under events, an item is "-" then a space, a tab, a carriage return or the end of the line; "-x" and "-1" are not items', () => {
  const text = [
    'events:', //           1
    '  - seq: 1', //        2
    '  -\tseq: 2', //       3  (tab after the dash)
    '  -', //               4  (a bare dash: the item's fields follow on the next lines)
    '    seq: 3', //        5
    '  -x', //              6
    '  -1', //              7
    '  --- 8', //           8
    '  - seq: 9', //        9
    '  -', //               10 (a bare dash at the very end of the text)
  ].join('\n');
  assert.equal(locate(text).events, [2, 3, 4, 9, 10]);
});

test('given a log saved with Windows line ends (CRLF), items and keys are found at the same lines', () => {
  const text = ['chancery: 2', 'events:', '  - seq: 1', '    type: x', '  -', '    seq: 2', '  - seq: 3', ''].join('\r\n');
  assert.equal(keysOf(text), { chancery: 1, events: 2 });
  assert.equal(locate(text).events, [3, 5, 7]);
});

test('given items indented with a tab, they are items at that indent', () => {
  const text = ['events:', '\t- seq: 1', '\t  roles:', '\t  - hitler', '\t- seq: 2'].join('\n');
  assert.equal(locate(text).events, [2, 5]);
});

test('given a line led by unusual whitespace (a no-break space pasted from a web page, a form feed), the pattern ^\\s*-(\\s|$) decides, indented by its leading whitespace', () => {
  const text = [
    'events:', //                    1
    '  - seq: 1', //                 2
    '\u00a0 - seq: 2', //            3  (no-break space + space: an item two in, like line 2)
    '\u00a0 -', //                   4  (a bare dash after them)
    '\u00a0 note - not an item', //  5  (a dash inside the line)
    '\u00a0   - nested', //          6  (four in: not at the items' indent)
    '\f - seq: 7', //                7  (form feed + space)
    '\u00a0\u00a0x', //              8
    '  -\u00a0x', //                 9  (a no-break space after the dash is no YAML separator)
    ' \t-\u00a0x', //                10 (the same after a space and a tab, two in)
    '  - seq: 11', //                11
  ].join('\n');
  assert.equal(locate(text).events, [2, 3, 4, 7, 11]);
});

test('given a first item led by a no-break space, its indent (two) is the items\' indent', () => {
  const text = ['events:', '\u00a0 - seq: 1', '    - nested', '  - seq: 2', '- outer'].join('\n');
  assert.equal(locate(text).events, [2, 4]);
});

test('given records appended to a log in block layout, their lines follow those already known; after a whole rewrite, every line is found anew', () => {
  const text = 'chancery: 2\nevents:\n  - seq: 1\n    type: a\n  - seq: 2\n    type: b\n';
  const added = '  - seq: 3\n    type: c\n    seats: [ 1, 2 ]\n  - seq: 4\n    type: d\n';
  assert.equal(appendedLines(text, [3, 5], text + added), [3, 5, 7, 10]);
  const crlf = 'chancery: 2\r\nevents:\r\n  - seq: 1\r\n    type: a\r\n';
  assert.equal(appendedLines(crlf, [3], `${crlf}  - seq: 2\n    type: b\n`), [3, 5], 'after CRLF lines');
  const rewritten = 'chancery: 2\ngame: g\nevents:\n- seq: 1\n  type: a\n- seq: 2\n  type: b\n- seq: 3\n  type: c\n';
  assert.equal(appendedLines(text, [3, 5], rewritten), [4, 6, 8], 'the known lines are not used for a text written anew');
});

test('property: the lines of records appended to a log in block layout are those a reading of the whole new text finds', () => {
  const field = fc.constantFrom('type: a', 'seats: [ 1, 2 ]', 'quote: "ja"', 'x: |', 'note: a - seq: 3');
  const event = (seq: number, fields: string[]) => `  - seq: ${seq}\n${fields.map((f) => `    ${f}\n`).join('')}`;
  const events = fc.array(fc.array(field, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 6 });
  fc.assert(fc.property(fc.constantFrom('chancery: 2\nevents:\n', 'chancery: 2\ngame: g\nplayers: [ a, b ]\nevents:\n'), events, events, (header, before, after) => {
    const text = header + before.map((f, i) => event(i + 1, f)).join('');
    const written = text + after.map((f, i) => event(before.length + i + 1, f)).join('');
    assert.equal(appendedLines(text, locate(text).events, written), locate(written).events);
  }));
});

test.run();
