// A Russian reader takes «срок» for the deadline: the posts said «Ограничения по срокам» for the term
// limits (RULES §2.2) beside «Срок:» for the vote's deadline, and a moderator's players read the
// term-limited list as the list of those late. Seed 003 says what a term limit does: the last elected
// pair «не могут быть номинированы в Канцлеры», the last Chancellor is «недоступен для номинации». So
// every Russian post, the CLI's status, the replay page and the board picture now say who cannot be
// nominated, in the theme's words («нельзя выдвинуть в директора»), and no word of «срок» is left
// outside the deadline. The expected sentences are written here by hand from seed 003.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, type State } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { boardSvg } from '../../src/render/board-svg.js';
import { speechOf } from '../../src/game/speech.js';
import { statesOf } from './support.js';
import type { ThemeName } from '../../src/log/records.js';

const NAMES = ['Анна', 'Игорь', 'Борис', 'Саша', 'Любовь', 'Дмитрий', 'Вера'];
const states = statesOf(7, 'golden', NAMES);
const TO_CHANCELLOR: Record<ThemeName, string> = { 'secret-hitler': 'в канцлеры', 'secret-russian': 'в директора', 'service-rat': 'в крысоловы' };
const THEMES = Object.keys(TO_CHANCELLOR) as ThemeName[];

const first = (pred: (s: State) => boolean) => {
  const s = states.find(pred);
  if (!s) throw new Error('the fixed game never reaches that state');
  return s;
};

/** A state right after a third failed vote enacted the top policy by chaos. */
function afterChaosVote(): State {
  for (let i = 0; i < 80; i++)
    for (const s of statesOf(7, `chaos-vote-${i}`, NAMES)) {
      const g = s.governments.at(-1);
      if (g?.chaos && g.elected === false && s.phase.name !== 'over' && s.electionTracker === 0) return s;
    }
  throw new Error('no random game reached chaos by a vote');
}

const ru = (kind: Parameters<typeof renderPost>[0], state: State, theme: ThemeName) =>
  renderPost(kind, { view: publicView(state), theme, lang: 'ru', format: 'markdown', extra: { logName: 'g.yaml', reshuffles: [] } });

for (const theme of THEMES) {
  const to = TO_CHANCELLOR[theme];

  test(`given a Russian game with no deadline (${theme}), no post about term limits says «срок»`, () => {
    const opening = ru('opening', first((s) => s.phase.name === 'nomination'), theme);
    const firstNomination = ru('nomination', first((s) => s.phase.name === 'election' && s.governments.length === 1), theme);
    const secondNomination = ru('nomination', first((s) => s.phase.name === 'election' && s.governments.length === 2), theme);
    const status = ru('status', first((s) => s.governments.length === 6 && s.phase.name === 'nomination'), theme);
    const chaos = ru('vote-result', afterChaosVote(), theme);
    for (const [kind, text] of Object.entries({ opening, firstNomination, secondNomination, status, chaos }))
      assert.not.match(text, /срок/i, `${kind}:\n${text}`);
  });

  test(`given the Russian posts (${theme}), the term limits are said as who cannot be nominated ${to}`, () => {
    const opening = ru('opening', first((s) => s.phase.name === 'nomination'), theme);
    assert.match(opening, new RegExp(`^- Кого нельзя выдвинуть ${to}: последних избранных `, 'm'), opening);

    const second = first((s) => s.phase.name === 'election' && s.governments.length === 2);
    const limited = publicView(second).players.filter((p) => p.termLimited).map((p) => `**${p.name}**`);
    assert.ok(limited.length > 0, 'the second nomination has term-limited players');
    const nomination = ru('nomination', second, theme);
    assert.ok(nomination.includes(`Нельзя было выдвинуть ${to}: ${limited.join(', ')}.`), nomination);

    const none = ru('nomination', first((s) => s.phase.name === 'election' && s.governments.length === 1), theme);
    assert.ok(none.includes(`Запретов на выдвижение ${to} не было.`), none);

    const status = ru('status', first((s) => s.governments.length === 6 && s.phase.name === 'nomination'), theme);
    assert.match(status, new RegExp(`\\*\\*[^*]+\\*\\* \\(нельзя выдвинуть ${to}\\)`), status);

    const chaos = ru('vote-result', afterChaosVote(), theme);
    assert.ok(chaos.includes(`Запреты на выдвижение ${to} сняты.`), chaos);
  });

  test(`given a term-limited player, the CLI's Russian status and the board picture (${theme}) say she cannot be nominated ${to}`, () => {
    assert.equal(speechOf('ru', theme).board.termLimited, `нельзя выдвинуть ${to}`);
    const view = publicView(states[0]);
    view.players[0] = { ...view.players[0], name: 'Ева', termLimited: true };
    const { svg } = boardSvg(view, theme, 'ru');
    const marks = [...svg.matchAll(/<text [^>]*font-size="11"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    assert.equal(marks.join(' '), `нельзя выдвинуть ${to}`);
    assert.not.match(svg, /срок/);
  });
}

test.run();
