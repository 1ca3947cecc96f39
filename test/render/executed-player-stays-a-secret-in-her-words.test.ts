// The Russian executive post says of an executed player who was not Hitler that the role stays a
// secret in words that agree with that player: «кем она была, остаётся тайной» of a woman, «кем он
// был» of a man, and «кем был этот игрок» only of a player nobody can place (bob). Seen in a Secret
// Russian game: «Вера — не Тайный Русский; кем был этот игрок, остаётся тайной». The sentences are
// written by hand from Russian grammar.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { momentsOf, plain, replayed } from '../support/random-moments.js';

const NAMES = ['Вера', 'Глеб', 'bob', 'Анна', 'Олег', 'Дарья', 'Игорь'];
const SAID: Record<string, string> = {
  Вера: 'кем она была, остаётся тайной', Анна: 'кем она была, остаётся тайной', Дарья: 'кем она была, остаётся тайной',
  Глеб: 'кем он был, остаётся тайной', Олег: 'кем он был, остаётся тайной', Игорь: 'кем он был, остаётся тайной',
  bob: 'кем был этот игрок, остаётся тайной',
};

test('given random Russian games whose executions go on, the executive post says the executed player\'s role stays a secret in words that agree with the player', () => {
  const seen = new Set<string>();
  for (const { before, event } of momentsOf('executed-secret-', (e) => e.type === 'player-executed', NAMES)) {
    const state = replayed(before);
    if (state.phase.name === 'over' || state.roles![(event as { target: number }).target] === 'hitler') continue;
    const name = NAMES[(event as { target: number }).target];
    seen.add(name);
    for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) {
      const text = plain(renderPost('executive', { view: publicView(state), theme, lang: 'ru', format: 'markdown' }));
      assert.ok(text.includes(`; ${SAID[name]}.`), `${name} (${theme}): «${SAID[name]}» expected in:\n${text}`);
    }
  }
  assert.ok(seen.size >= 3, `executions of several players (${[...seen].join(', ')})`);
});

test.run();
