// The replay page's words in the game's theme and language: a Secret Russian page speaks of
// Cabinets and Directors, a Service Rat page of Mayors, laws and a Service Rat who "избрана", and a
// Russian page has no English label (the commitment and the seed were "commitment" and "seed").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { themedPageWords } from '../../src/publish/words.js';
import { loadVocabulary, lookup } from '../../src/render/vocab.js';
import type { Lang, ThemeName } from '../../src/log/records.js';

const words = (theme: ThemeName, lang: Lang) => themedPageWords(lang, (k) => lookup(loadVocabulary(theme, lang), k));

test('given a Russian Secret Russian game, the page names the Cabinet and the Director in their cases, and labels in Russian', () => {
  const P = words('secret-russian', 'ru');
  assert.equal([P.start, P.government, P.matrixCaption, P.fromGovernment], ['До первого Кабинета', 'Кабинет', 'Строка — Кабинет, столбец — место', 'с Кабинета {n}']);
  assert.is(P.reasons['hitler-elected'], '{hitler} избран Директором');
  assert.equal([P.commitmentLabel, P.seedLabel], ['обязательство', 'зерно']);
  // A power and its target read "Казнь — Жанна" (it read "Казнь цель: Жанна").
  assert.is(P.target, '—');
});

test('given a Russian Service Rat game, the Service Rat is elected and executed in the feminine', () => {
  const P = words('service-rat', 'ru');
  assert.equal([P.reasons['hitler-elected'], P.reasons['hitler-executed']], ['{hitler} избрана Крысоловом', '{hitler} казнена']);
  assert.is(words('secret-hitler', 'ru').start, 'До первого правительства');
});

test('given English themed games, the page says the theme\'s offices, governments and policies', () => {
  const rat = words('service-rat', 'en');
  assert.equal([rat.firstPresident, rat.reasons['five-liberal']], ['the seed draws seat {n} as the first Mayor.', 'five {liberal} laws']);
  const russian = words('secret-russian', 'en');
  assert.equal([russian.start, russian.government, russian.fromGovernment], ['Before the first Cabinet', 'Cabinet', 'from Cabinet {n}']);
  assert.is(words('secret-hitler', 'en').government, 'Government');
});

test('given every theme in Russian, no word of the page is Latin but its placeholders and the program\'s commands', () => {
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) {
    const P = words(theme, 'ru');
    const texts: string[] = Object.values(P).flatMap((v: string | Record<string, string>) => (typeof v === 'string' ? [v] : Object.values(v)));
    const latin = texts.flatMap((t) => [...t.replace(/\{\w+\}/g, ' ').replace(/chancery (audit|verify|migrate)/g, ' ').matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]));
    assert.equal([...new Set(latin)].filter((w) => !['WebCrypto', 'DecompressionStream', 'https', 'chancery'].includes(w)), [], theme);
  }
});

test.run();
