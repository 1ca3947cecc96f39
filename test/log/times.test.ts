// Times as chancery writes them (src/log/times.ts): a record's `at` as ISO 8601 in UTC, and a
// mail's Date header as RFC 5322 writes it. Hand-written times first, then every millisecond
// fast-check picks against Date's own toISOString and toUTCString, which these must equal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isoTime, mailDate } from '../../src/log/times.js';

test('given hand-written UTC times, isoTime writes them as ISO 8601 with milliseconds and Z', () => {
  assert.is(isoTime(new Date(Date.UTC(2026, 11, 2, 8, 42, 39, 179))), '2026-12-02T08:42:39.179Z');
  assert.is(isoTime(new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999))), '2024-02-29T23:59:59.999Z');
  assert.is(isoTime(new Date(0)), '1970-01-01T00:00:00.000Z');
  assert.is(isoTime(new Date('0005-03-01T07:08:09.010Z')), '0005-03-01T07:08:09.010Z');
});

test('given a year toISOString writes with a sign, or an invalid date, isoTime does as toISOString does', () => {
  assert.is(isoTime(new Date(Date.UTC(10000, 0, 1))), '+010000-01-01T00:00:00.000Z');
  assert.is(isoTime(new Date(Date.UTC(-1, 0, 1))), '-000001-01-01T00:00:00.000Z');
  assert.throws(() => isoTime(new Date(NaN)), (e: unknown) => e instanceof RangeError);
});

test('given any millisecond of the years 0 to 9999, isoTime equals toISOString', () => {
  fc.assert(fc.property(fc.integer({ min: Date.parse('0000-01-01T00:00:00.000Z'), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
    const date = new Date(ms);
    assert.is(isoTime(date), date.toISOString());
  }), { numRuns: 5000 });
});

test('given hand-written UTC times, mailDate writes the Date header of RFC 5322 in UTC', () => {
  assert.is(mailDate(new Date(Date.UTC(2026, 11, 2, 8, 42, 39, 179))), 'Wed, 02 Dec 2026 08:42:39 +0000');
  assert.is(mailDate(new Date(Date.UTC(2024, 1, 29, 0, 0, 5))), 'Thu, 29 Feb 2024 00:00:05 +0000');
  assert.throws(() => mailDate(new Date(NaN)), (e: unknown) => e instanceof RangeError);
});

test('given the first and last moments of the years 0 to 9999, mailDate writes them; a year outside is refused', () => {
  const first = new Date(0);
  first.setUTCFullYear(0, 0, 1);
  assert.is(mailDate(first), 'Sat, 01 Jan 0000 00:00:00 +0000');
  assert.is(mailDate(new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999))), 'Fri, 31 Dec 9999 23:59:59 +0000');
  const before = new Date(first.getTime() - 1);
  const after = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1);
  for (const date of [before, after]) assert.throws(() => mailDate(date), /years 0-9999/, date.toISOString());
});

test('given any millisecond of the years 1000 to 9999, mailDate equals toUTCString with +0000 for GMT', () => {
  fc.assert(fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
    const date = new Date(ms);
    assert.is(mailDate(date), date.toUTCString().replace(/GMT$/, '+0000'));
  }), { numRuns: 5000 });
});

test.run();
