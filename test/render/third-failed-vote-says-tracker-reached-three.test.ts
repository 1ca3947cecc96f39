// Seed 001 (the forum adaptation) and RULES §2.4: a failed vote advances the Election Tracker by
// one; at the third failure in a row the country is thrown into chaos, the top policy is enacted,
// and only then does the tracker reset. The vote-result post's line under the votes says what the
// vote did to the tracker, so after the third failure it reads 3/3, and the chaos sentence follows;
// the board below it shows the tracker reset. The lines are written here by hand from the
// templates' wording and the themes' words (Election Tracker / Счётчик выборов).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, type State } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { THEMES } from '../../src/render/vocab.js';
import { statesOf } from './support.js';

/** A state right after a third failed vote enacted the top policy by chaos (no veto before it). */
function afterChaosVote(): State {
  for (let i = 0; i < 80; i++)
    for (const s of statesOf(7, `chaos-vote-${i}`)) {
      const g = s.governments.at(-1);
      if (g?.chaos && g.elected === false && s.phase.name !== 'over' && s.electionTracker === 0) return s;
    }
  throw new Error('no random game reached chaos by a vote');
}

test('given the third failed vote in a row, the vote-result post says the Election Tracker reached 3/3, then chaos, and the board shows it reset', () => {
  const view = publicView(afterChaosVote());
  const vote = view.governments.at(-1)!;
  const ja = Object.values(vote.votes!).filter((v) => v === 'ja').length;
  const nein = Object.values(vote.votes!).filter((v) => v === 'nein').length;
  for (const theme of THEMES) {
    const en = renderPost('vote-result', { view, theme, lang: 'en', format: 'markdown' });
    assert.ok(en.includes(`Ja: ${ja}, Nein: ${nein}. **Not elected.** Election Tracker: 3/3.`), `${theme}, en:\n${en}`);
    assert.ok(en.includes('- **Election Tracker**: ○○○ 0/3'), `${theme}, en: the board after chaos:\n${en}`);
    const ru = renderPost('vote-result', { view, theme, lang: 'ru', format: 'markdown' });
    const failed = theme === 'secret-russian' ? 'Не избран' : 'Не избрано';
    assert.ok(ru.includes(`Ja: ${ja}, Nein: ${nein}. **${failed}**. Счётчик выборов: 3 из 3.`), `${theme}, ru:\n${ru}`);
  }
});

test('given a failed vote that is not the third, the line says the tracker as it stands', () => {
  for (let i = 0; i < 40; i++)
    for (const s of statesOf(7, `failed-vote-${i}`)) {
      const g = s.governments.at(-1);
      if (!g || g.elected !== false || g.chaos || s.electionTracker === 0) continue;
      const text = renderPost('vote-result', { view: publicView(s), theme: 'secret-hitler', lang: 'en', format: 'markdown' });
      assert.ok(text.includes(`**Not elected.** Election Tracker: ${s.electionTracker}/3.`), text);
      return;
    }
  throw new Error('no random game had a failed vote');
});

test.run();
