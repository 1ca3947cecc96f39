// The plural categories rendering uses for English and Russian counts (written out in
// src/render/vocab.ts, so that a command need not load ICU's data) are the ones Intl.PluralRules
// gives, for every whole number a game can count and some far beyond; other numbers ask Intl.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pluralCategory } from '../../src/render/vocab.js';

const counts = [...Array.from({ length: 1200 }, (_, n) => n), 10011, 10012, 10021, 10111, 10114, 123456789, Number.MAX_SAFE_INTEGER];

for (const lang of ['en', 'ru']) {
  test(`${lang}: the category of each count is Intl's`, () => {
    const intl = new Intl.PluralRules(lang);
    for (const n of counts) assert.is(pluralCategory(lang, n), intl.select(n), `${lang} ${n}`);
  });
}

test('hand-checked Russian forms: 1 закон, 2 закона, 5 законов, 11 законов, 21 закон, 22 закона, 111 законов', () => {
  const expected: [number, string][] = [[1, 'one'], [2, 'few'], [5, 'many'], [11, 'many'], [12, 'many'], [21, 'one'], [22, 'few'], [25, 'many'], [111, 'many'], [0, 'many']];
  for (const [n, category] of expected) assert.is(pluralCategory('ru', n), category, String(n));
  assert.is(pluralCategory('en', 1), 'one');
  assert.is(pluralCategory('en', 0), 'other');
});

test('fractions, negative numbers and other languages are Intl\'s', () => {
  for (const [lang, n] of [['en', 1.5], ['ru', 1.5], ['ru', -1], ['en', -1], ['fr', 1], ['fr', 2], ['pl', 22]] as const) {
    assert.is(pluralCategory(lang, n), new Intl.PluralRules(lang).select(n), `${lang} ${n}`);
  }
});

test.run();
