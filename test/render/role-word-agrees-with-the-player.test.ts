// A Russian role word agrees with the player it names, as the claims and the investigation notes
// already do: a woman who was a Cat is «Кошка» in the game-over and status posts and on her role
// card, a Loyalist woman «Лоялистка», a Subversive «Подрывница» (the theme files' roleWoman). Seen
// in the game-over post of a Service Rat game: «Анна: Кот». A man keeps the card's word, and so
// does a player whose gender nobody knows (Саша, a Latin nickname). The words below are written by
// hand from the theme files' Russian (templates/themes: role, roleWoman).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, playerView } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { renderMessage } from '../../src/render/messages.js';
import type { HolderGenders } from '../../src/render/names.js';
import type { ThemeName } from '../../src/log/records.js';
import { statesOf } from './support.js';
import { plain } from '../support/random-moments.js';

// Women the name tells (Анна, Вера, Дарья), a woman by the roster (Любовь), men, and two nobody can place.
const NAMES = ['Анна', 'Игорь', 'Вера', 'Саша', 'Любовь', 'bob', 'Дарья'];
const GENDERS: HolderGenders = [[], [], [], [], ['female'], [], []];
const WOMAN = new Set(['Анна', 'Вера', 'Любовь', 'Дарья']);

const WORDS: Record<Exclude<ThemeName, 'secret-hitler'> | 'secret-hitler', { man: Record<string, string>; woman: Record<string, string> }> = {
  'secret-hitler': { man: { liberal: 'Либерал', fascist: 'Фашист', hitler: 'Гитлер' }, woman: { liberal: 'Либералка', fascist: 'Фашистка', hitler: 'Гитлер' } },
  'secret-russian': { man: { liberal: 'Лоялист', fascist: 'Подрывник', hitler: 'Тайный Русский' }, woman: { liberal: 'Лоялистка', fascist: 'Подрывница', hitler: 'Тайный Русский' } },
  'service-rat': { man: { liberal: 'Кот', fascist: 'Крыса', hitler: 'Служебная Крыса' }, woman: { liberal: 'Кошка', fascist: 'Крыса', hitler: 'Служебная Крыса' } },
};

const states = statesOf(7, 'golden', NAMES);
const end = states[states.length - 1];
const roles = end.roles!;
const wordFor = (theme: ThemeName, seat: number) => WORDS[theme][WOMAN.has(NAMES[seat]) ? 'woman' : 'man'][roles[seat]];
/** The player's line of a post's list. */
const lineOf = (text: string, name: string) => plain(text).split('\n').find((l) => l.startsWith(`- ${name}:`) || l.startsWith(`- ${name} `)) ?? '';

for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) {
  test(`given a finished Russian ${theme} game with women and men, the game-over post names each role in the word for its player`, () => {
    const text = renderPost('game-over', { view: publicView(end), theme, lang: 'ru', format: 'markdown', genders: GENDERS });
    NAMES.forEach((name, seat) => {
      const line = lineOf(text, name);
      assert.match(line, new RegExp(`^- ${name}: ${wordFor(theme, seat)}(?: \\(|$)`), `${name} (${roles[seat]}): ${line}`);
    });
  });

  test(`given a finished Russian ${theme} game with women and men, the status post names each role in the word for its player`, () => {
    const text = renderPost('status', { view: publicView(end), theme, lang: 'ru', format: 'markdown', genders: GENDERS });
    NAMES.forEach((name, seat) => {
      const line = lineOf(text, name);
      assert.ok(line.includes(`(${wordFor(theme, seat)})`), `${name} (${roles[seat]}): «(${wordFor(theme, seat)})» expected in: ${line}`);
    });
  });

  test(`given a Russian ${theme} game, each role card says the reader's role (and the teammates she knows) in the word for its player`, () => {
    const start = states[0];
    NAMES.forEach((name, seat) => {
      const { text } = renderMessage('role-card', { view: playerView(start, seat), theme, lang: 'ru', code: 'K7QX', genders: GENDERS });
      assert.ok(text.includes(`Ваша роль: ${WORDS[theme][WOMAN.has(name) ? 'woman' : 'man'][start.roles![seat]]}\n`), `${name} (${start.roles![seat]}):\n${text}`);
      for (const m of text.matchAll(/^ {2}- (\S+) \(место (\d+)\): (.+)$/gm)) {
        const known = Number(m[2]) - 1;
        assert.is(m[3], WORDS[theme][WOMAN.has(NAMES[known]) ? 'woman' : 'man'][start.roles![known]], `${name}'s card names ${m[1]}`);
      }
    });
  });
}

test.run();
