// Russian grammar in every post and message: names in the case the sentence needs, verbs that agree
// with a player whose gender is known (from the roster, or a name that is plainly female or male),
// wording that needs no gender when it is not known, and names that do not decline (Latin script,
// nicknames) wrapped as "игрока «…»". Every post and message kind is rendered for every seat of
// random games with the names rotated over the seats, in both languages. The expected forms below
// are written from Russian grammar by hand, not taken from the inflection library.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, playerView, type State } from '../../src/engine/index.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import type { Gender } from '../../src/render/names.js';
import type { ThemeName } from '../../src/log/records.js';
import { sample, statesOf } from './support.js';

interface Person { name: string; gender?: Gender; agrees: 'female' | 'male' | null; acc: string; gen: string }
// Анна and Игорь: the library's guess; Alice: female by the roster, Latin script; Саша: either
// gender, unknown; bob_the_builder: a nickname; Любовь: female by the roster (declines as a female name only).
const PEOPLE: Person[] = [
  { name: 'Анна', agrees: 'female', acc: 'Анну', gen: 'Анны' },
  { name: 'Игорь', agrees: 'male', acc: 'Игоря', gen: 'Игоря' },
  { name: 'Alice', gender: 'female', agrees: 'female', acc: 'игрока Alice', gen: 'игрока Alice' },
  { name: 'Саша', agrees: null, acc: 'Сашу', gen: 'Саши' },
  { name: 'bob_the_builder', agrees: null, acc: 'игрока bob_the_builder', gen: 'игрока bob_the_builder' },
  { name: 'Любовь', gender: 'female', agrees: 'female', acc: 'Любовь', gen: 'Любови' },
  { name: 'Дмитрий', agrees: 'male', acc: 'Дмитрия', gen: 'Дмитрия' },
];

const PAST_MALE = ['проверил', 'посмотрел', 'объявил', 'казнил', 'предложил', 'согласился', 'отказал', 'передал'];
const PAST_FEMALE = PAST_MALE.map((v) => (v.endsWith('ся') ? `${v.slice(0, -3)}лась` : `${v}а`));
const PRESENT = ['проверяет', 'смотрит', 'объявляет', 'казнит', 'предлагает', 'соглашается', 'отказывает', 'передаёт'];
const VERB = new RegExp(`^(${[...PAST_FEMALE, ...PAST_MALE, ...PRESENT].join('|')})(?!\\p{L})`, 'u');

/** Text without markup: bold marks and Markdown escapes removed, so a name reads as written. */
function plain(text: string): string {
  return text.replace(/\*\*/g, '').replace(/\[\/?b\]/g, '').replace(/\\(.)/g, '$1');
}

const THEMES: ThemeName[] = ['secret-hitler', 'secret-russian', 'service-rat'];
const games = [1, 2, 3].flatMap((i) => sample(statesOf(7, `grammar-${i}`), 6));
// The kinds that name players in sentences (the others are covered by the golden files).
const MESSAGES = MESSAGE_KINDS.filter((k) => ['role-card', 'vote-request', 'chancellor-hand', 'veto-question', 'investigation-result', 'dossier', 'reminder'].includes(k));

function rotated(k: number): Person[] {
  return PEOPLE.map((_, i) => PEOPLE[(i + k) % PEOPLE.length]);
}

function withNames(state: State, people: Person[]): State {
  return { ...state, players: people.map((p) => p.name) };
}

const cache = new Map<string, string[]>();
function allTexts(state: State, people: Person[], lang: 'en' | 'ru', theme: ThemeName): string[] {
  const key = `${games.indexOf(state)}:${people[0].name}:${lang}:${theme}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const texts = renderAll(withNames(state, people), people, lang, theme);
  cache.set(key, texts);
  return texts;
}

function renderAll(state: State, people: Person[], lang: 'en' | 'ru', theme: ThemeName): string[] {
  const genders = people.map((p) => [p.gender]);
  const view = publicView(state);
  const out = POST_KINDS.filter((k) => k !== 'game-over' || view.winner).map((kind) => renderPost(kind, { view, theme, lang, format: 'markdown', genders }));
  for (let seat = 0; seat < people.length; seat++)
    for (const kind of MESSAGES) {
      const m = renderMessage(kind, { view: playerView(state, seat), theme, lang, code: 'K7QX', genders, ack: { readAs: 'Ja' }, error: { reason: 'illegal', detail: '' } });
      out.push(`${m.subject}\n${m.text}`);
    }
  return out.map(plain);
}

test('given every post and message in Russian, a verb after a player\'s name agrees with what is known of the player', () => {
  let checked = 0;
  let unknownPresent = 0;
  for (const theme of THEMES) for (let k = 0; k < PEOPLE.length; k++) {
    const people = rotated(k);
    for (const state of games) for (const text of allTexts(state, people, 'ru', theme)) {
      for (const p of people) {
        for (let at = text.indexOf(`${p.name} `); at >= 0; at = text.indexOf(`${p.name} `, at + 1)) {
          const verb = VERB.exec(text.slice(at + p.name.length + 1))?.[1];
          if (!verb) continue;
          // The present tense needs no gender and is right for anyone; a past tense must agree, and
          // is never used for a player whose gender nobody knows.
          if (PRESENT.includes(verb)) { if (!p.agrees) unknownPresent++; continue; }
          checked++;
          const expected = p.agrees === 'female' ? PAST_FEMALE : p.agrees === 'male' ? PAST_MALE : [];
          assert.ok(expected.includes(verb), `${p.name} (${p.agrees ?? 'unknown'}) ${verb}:\n${text}`);
        }
      }
    }
  }
  assert.ok(checked > 50, `only ${checked} past-tense verbs were checked`);
  assert.ok(unknownPresent > 10, `only ${unknownPresent} present-tense verbs after names of unknown gender`);
});

test('given every post and message in Russian, a nominated, investigated or executed player is named in the case the verb needs', () => {
  const patterns: [RegExp, keyof Person][] = [
    [/выдвигает (.+?) в (?:канцлеры|директора|крысоловы)/gu, 'acc'],
    [/(?:казнил|казнила|казнит) (.+?)\./gu, 'acc'],
    [/лояльность (.+?)\./gu, 'gen'],
    [/Вы проверили (.+?)\./gu, 'acc'],
  ];
  let checked = 0;
  for (const theme of THEMES) for (let k = 0; k < PEOPLE.length; k++) {
    const people = rotated(k);
    for (const state of games) for (const text of allTexts(state, people, 'ru', theme)) {
      for (const [pattern, form] of patterns) for (const m of text.matchAll(pattern)) {
        checked++;
        const forms = people.map((p) => String(p[form]));
        assert.ok(forms.includes(m[1].replace(/[«»]/g, '')), `"${m[0]}" is not one of ${forms.join(', ')}:\n${text}`);
      }
    }
  }
  assert.ok(checked > 50, `only ${checked} names in a case were checked`);
});

test('given every Russian text, no stiff quoted post or role, and numbers agree with their nouns', () => {
  for (const theme of THEMES) for (const state of games) for (const text of allTexts(state, PEOPLE, 'ru', theme)) {
    assert.not.match(text, /на пост «|роль «|Ограничены по|Проголосуйте за/u);
    assert.not.match(text, /(?<!\d)1 (?:закона|законов|указа|указов|карты|карт)(?!\p{L})/u);
    assert.not.match(text, /(?<!\d)[234] (?:законов|указов|карт)(?!\p{L})/u);
    assert.not.match(text, /(?<![\d1])[5-9] (?:закона|указа|закон|указ|карта|карты)(?!\p{L})/u);
  }
});

test('given the English posts and messages, names stay as written and the wording needs no gender', () => {
  for (const state of games) for (const text of allTexts(state, PEOPLE, 'en', 'secret-hitler')) {
    assert.not.match(text, /Анну|Игоря|Сашу|игрока|\b(?:he|she|his|her)\b/u);
  }
});

test.run();
