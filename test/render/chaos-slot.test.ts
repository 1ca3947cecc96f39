// RULES §2.4 and §2.10: a Fascist policy enacted by chaos grants no power (nor does one on the
// track from the start, RULES §4). The board must not mark such a slot's power as used or granted,
// wherever it is drawn: the thread posts (every theme, language and format) and the replay page.
// Every expected line below is written by hand from RULES and the themes' words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { boardHtml } from '../../src/publish/page.js';
import { themedPageWords } from '../../src/publish/words.js';
import { loadVocabulary, lookup } from '../../src/render/vocab.js';
import { given, govern, investigate, reject } from '../engine/support.js';

// Seven players (RULES §2.10: slot 2 Investigate Loyalty, 3 Special Election, 4 and 5 Execution).
// Alice/Carol enact the first Fascist policy, Bob/Dmitri the second (Bob investigates Alice); then
// three governments fail and chaos enacts the third: its Special Election is not granted.
function chaosOnSpecialElection() {
  const t = given({ roles: 'HFFLLLL', deck: 'FFF FFF F LLLLLL FFFF' });
  t.when(govern(2, 'fascist'), govern(3, 'fascist'), investigate(1, 0, 'fascist'));
  t.when(reject(5), reject(5), reject(5));
  const view = publicView(t.state);
  assert.is(view.fascistPolicies, 3);
  assert.is(view.governments[view.governments.length - 1].chaos, 'fascist', 'chaos enacted the third Fascist policy');
  assert.is(view.pending.kind, 'nomination', 'no power waits for anyone');
  return view;
}

const POWERS: Record<string, Record<string, string>> = {
  en: {
    'secret-hitler': 'powers: 2 Investigate Loyalty ✓, 3 Special Election ✗ (chaos: no power), 4 Execution, 5 Execution',
    'secret-russian': 'powers: 2 Investigate Loyalty ✓, 3 Special Election ✗ (chaos: no power), 4 Execution, 5 Execution',
    'service-rat': 'powers: 2 Investigate Loyalty ✓, 3 Special Election ✗ (chaos: no power), 4 Execution, 5 Execution',
  },
  ru: {
    'secret-hitler': 'полномочия: 2 — Проверка лояльности ✓, 3 — Внеочередные выборы ✗ (хаос: без полномочия), 4 — Казнь, 5 — Казнь',
    'secret-russian': 'полномочия: 2 — Проверка лояльности ✓, 3 — Внеочередные выборы ✗ (хаос: без полномочия), 4 — Казнь, 5 — Казнь',
    'service-rat': 'полномочия: 2 — Проверка лояльности ✓, 3 — Внеочередные выборы ✗ (хаос: без полномочия), 4 — Казнь, 5 — Казнь',
  },
};

test('given chaos enacting the Fascist policy of a power slot, the board in every post, theme, language and format shows that power as not granted', () => {
  const view = chaosOnSpecialElection();
  for (const lang of ['en', 'ru'] as const) for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) for (const format of ['markdown', 'bbcode'] as const) {
    const fascistTrack = lookup(loadVocabulary(theme, lang), 'track.fascist');
    for (const kind of ['status', 'vote-result'] as const) {
      const text = renderPost(kind, { view, theme, lang, format });
      // The board's track line (a warning of the Hitler zone names the track too).
      const line = text.split('\n').find((l) => l.includes(fascistTrack) && l.includes(lang === 'en' ? '(powers: ' : '(полномочия: '));
      assert.ok(line, `${kind} ${theme} ${lang} ${format}: a Fascist track line in\n${text}`);
      assert.ok(line!.endsWith(` (${POWERS[lang][theme]})`), `${kind} ${theme} ${lang} ${format}:\n${line}`);
    }
  }
});

test('given chaos enacting the third Fascist policy (RULES §3: Hitler elected Chancellor from then on wins), the vote result says so, as the next nomination post does', () => {
  const view = chaosOnSpecialElection();
  const en = renderPost('vote-result', { view, theme: 'secret-hitler', lang: 'en', format: 'markdown' });
  assert.match(en, /^\*\*Warning:\*\* Fascist track 3\/6\. If Hitler is elected Chancellor, the Fascists win at once\.$/m);
  for (const lang of ['en', 'ru'] as const) for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const) for (const format of ['markdown', 'bbcode'] as const) {
    const warning = (kind: 'nomination' | 'vote-result') => renderPost(kind, { view, theme, lang, format }).split('\n').filter((l) => l.includes('3/6') || l.includes('3 из 6'));
    assert.ok(warning('nomination').length, `${theme} ${lang} ${format}: the nomination post warns`);
    assert.equal(warning('vote-result'), warning('nomination'), `${theme} ${lang} ${format}`);
  }
});

test('given Fascist policies on the track from the start (RULES §4), their slots\' powers are not marked as granted either', () => {
  // Five players, three Fascist policies from the start: the Policy Peek slot is filled, never granted.
  const view = publicView(given({ roles: 'HFLLL', options: { startingFascistPolicies: 3 } }).state);
  const line = (lang: 'en' | 'ru') => renderPost('status', { view, theme: 'secret-hitler', lang, format: 'markdown' }).split('\n').find((l) => l.includes(lang === 'en' ? 'Fascist track' : 'Фашистский трек'));
  assert.ok(line('en')!.endsWith(' (powers: 3 Policy Peek ✗ (from the start: no power), 4 Execution, 5 Execution)'), line('en'));
  assert.ok(line('ru')!.endsWith(' (полномочия: 3 — Просмотр законов ✗ (с начала игры: без полномочия), 4 — Казнь, 5 — Казнь)'), line('ru'));
});

test('given chaos on a power slot, the replay page\'s board says that slot\'s power was not granted, and not the one a government used', () => {
  const view = chaosOnSpecialElection();
  for (const lang of ['en', 'ru'] as const) {
    const w = (k: string) => lookup(loadVocabulary('secret-hitler', lang), k);
    const html = boardHtml(view, 1, w, themedPageWords(lang, w));
    // The second list of slots is the Fascist track's.
    const fascist = html.split('<ol class="slots"')[2];
    const slots = [...fascist.matchAll(/<li class="(on fascist|off)">(.*?)<\/li>/g)].map((m) => m[2].replace(/<[^>]+>/g, ''));
    assert.equal(slots.slice(0, 4), lang === 'en'
      ? ['■ 1', '■ 2 Investigate Loyalty', '■ 3 Special Election ✗ (chaos: no power)', '□ 4 Execution']
      : ['■ 1', '■ 2 Проверка лояльности', '■ 3 Внеочередные выборы ✗ (хаос: без полномочия)', '□ 4 Казнь'], lang);
  }
});

test.run();
