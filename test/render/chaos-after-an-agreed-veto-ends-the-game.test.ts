// A game that ends on the chaos an agreed veto brought about (the tracker's third step) says so in
// the Russian game-over post, the tracker in lower case mid-sentence as Russian writes a common noun
// («Вето принято, счётчик выборов: 3 из 3»). The seed of the random play is one such game, in 7 players.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, publicView, type State } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { renderPost } from '../../src/render/posts.js';

test('given a game ended by the chaos after an agreed veto, the Russian game-over post says «Вето принято, счётчик выборов: 3 из 3»', () => {
  const events = playRandomGame({ players: 7, seed: 'chaos-veto-313' }).events;
  let state: State | null = null;
  for (const e of events) {
    const r = apply(state, e);
    if (!r.ok) throw new Error(`replay refused ${e.type}`);
    state = r.state;
  }
  const engine = events.filter((e) => e.type !== 'game-ended');
  assert.is(engine[engine.length - 1].type, 'chaos-enacted', 'the game ends on chaos');
  assert.equal(engine.filter((e) => e.type === 'veto-answered' || e.type === 'votes-tallied').pop(), { type: 'veto-answered', agree: true }, 'after an agreed veto');
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) {
    const text = renderPost('game-over', { view: publicView(state!), theme, lang: 'ru', format: 'markdown' });
    assert.ok(text.includes('Вето принято, счётчик выборов: 3 из 3. Хаос: из колоды автоматически принят'), `${theme}:\n${text}`);
  }
});

test.run();
