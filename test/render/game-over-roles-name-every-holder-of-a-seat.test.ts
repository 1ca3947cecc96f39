// RULES §5: a seat may change hands, its role with it. The game-over post reveals every role
// (RULES §3), so its roles list names everyone who held each seat, in order ("Ann (replaced by Zoe,
// then by Max)"), in every language, theme and post format: the thread knew each of them as a player.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, type GameEvent, type State } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { renderPost } from '../../src/render/posts.js';
import { THEMES, LANGS, loadVocabulary, lookup } from '../../src/render/vocab.js';
import { POST_FORMATS } from '../../src/settings.js';
import { replayed } from '../support/random-moments.js';

const NAMES = ['Ann', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** A random 5-player game played to its end, in which seat 1 passed to Zoe, then to Max, and seat 2 to Yan. */
function endedWithReplacements(): State {
  const [created, ...rest] = playRandomGame({ players: 5, seed: 'roles-of-every-holder' }).events;
  const dealt = rest.findIndex((e) => e.type === 'roles-dealt');
  const events: GameEvent[] = [
    created.type === 'game-created' ? { ...created, players: NAMES } : created,
    ...rest.slice(0, dealt + 1),
    { type: 'player-replaced', seat: 0, name: 'Zoe' },
    { type: 'player-replaced', seat: 1, name: 'Yan' },
    { type: 'player-replaced', seat: 0, name: 'Max' },
    ...rest.slice(dealt + 1),
  ];
  const state = replayed(events);
  assert.is(state.phase.name, 'over');
  return state;
}

const holders = {
  en: { markdown: ['**Ann** (replaced by **Zoe**, then by **Max**)', '**Bob** (replaced by **Yan**)'], bbcode: ['[b]Ann[/b] (replaced by [b]Zoe[/b], then by [b]Max[/b])', '[b]Bob[/b] (replaced by [b]Yan[/b])'] },
  ru: { markdown: ['**Ann** (замена: **Zoe**, затем **Max**)', '**Bob** (замена: **Yan**)'], bbcode: ['[b]Ann[/b] (замена: [b]Zoe[/b], затем [b]Max[/b])', '[b]Bob[/b] (замена: [b]Yan[/b])'] },
} as const;

test('given seats that changed hands, the game-over roles list names every holder of each seat with its role, in every language, theme and format', () => {
  const state = endedWithReplacements();
  const view = publicView(state);
  for (const theme of THEMES)
    for (const lang of LANGS)
      for (const format of POST_FORMATS) {
        const text = renderPost('game-over', { view, theme, lang, format });
        const role = (seat: number) => lookup(loadVocabulary(theme, lang), `role.${state.roles![seat]}`);
        const lines = text.split('\n').map((l) => l.replace(/^(- |\[\*\])/, ''));
        const where = `${theme}/${lang}/${format}`;
        const [seat1, seat2] = holders[lang][format];
        assert.ok(lines.some((l) => l.startsWith(`${seat1}: ${role(0)}`)), `${where}: seat 1 names Ann, Zoe and Max:\n${text}`);
        assert.ok(lines.some((l) => l.startsWith(`${seat2}: ${role(1)}`)), `${where}: seat 2 names Bob and Yan:\n${text}`);
        const carol = format === 'markdown' ? '**Carol**' : '[b]Carol[/b]';
        assert.ok(lines.some((l) => l.startsWith(`${carol}: ${role(2)}`)), `${where}: a seat that kept its player is named as before:\n${text}`);
      }
});

test('given seats that changed hands, the status post after the end gives each role with the seat\'s earlier players too, in both languages', () => {
  const state = endedWithReplacements();
  const view = publicView(state);
  for (const theme of THEMES)
    for (const lang of LANGS) {
      const text = renderPost('status', { view, theme, lang, format: 'markdown' });
      const role = (seat: number) => lookup(loadVocabulary(theme, lang), `role.${state.roles![seat]}`);
      const earlier = lang === 'ru' ? ['прежние игроки места: Ann, Zoe', 'прежний игрок места: Bob'] : ["the seat's earlier players: Ann, Zoe", "the seat's earlier player: Bob"];
      assert.ok(text.includes(`(${role(0)}; ${earlier[0]})`), `${theme}/${lang}: seat 1:\n${text}`);
      assert.ok(text.includes(`(${role(1)}; ${earlier[1]})`), `${theme}/${lang}: seat 2:\n${text}`);
      // Carol kept her seat: her line ends with her role alone, no earlier players (a "(not Hitler)" may come before it).
      assert.ok(text.split('\n').some((l) => l.startsWith('- **Carol** (') && l.endsWith(` (${role(2)})`)), `${theme}/${lang}: Carol as before:\n${text}`);
    }
});

test('given seats that changed hands, the public view lists every holder of each seat, the first player first', () => {
  const view = publicView(endedWithReplacements());
  assert.equal(view.players.map((p) => p.holders), [['Ann', 'Zoe', 'Max'], ['Bob', 'Yan'], ['Carol'], ['Dmitri'], ['Eve']]);
});

test.run();
