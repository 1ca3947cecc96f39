// The "waiting for" line of the thread (`chancery post <game> waiting`, `remind`'s post, and the
// withdrawal post's last line): for each thing the game can wait for a player to do, in each
// language, theme and format, worded as a moderator would post it. The expected lines are written
// by hand from the rules (RULES.md: nomination, vote, discard, enactment, veto, the four powers) and
// the themes' words (templates/themes/*.yaml: President/Premier/Mayor, policy/decree/law...); the
// names come from the fixture (who the sampled state waits for), never from chancery's output.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pending, type State } from '../../src/engine/index.js';
import { awaited } from '../../src/house/waiting.js';
import { waitingPost } from '../../src/house/posts.js';
import type { Lang, ThemeName } from '../../src/log/records.js';
import type { PostFormat } from '../../src/render/posts.js';
import { statesOf } from './support.js';

const EN_NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'];
const RU_NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна'];
const NOW = new Date('2026-12-01T10:00:00Z');

type Case =
  | 'nomination' | 'votes-one' | 'votes-several' | 'president-discard' | 'chancellor-enact' | 'chancellor-enact-veto'
  | 'veto-answer' | 'investigate' | 'special-election' | 'peek' | 'execution';

function caseOf(s: State): Case | null {
  const p = pending(s);
  switch (p.kind) {
    case 'nomination': case 'president-discard': case 'veto-answer': return p.kind;
    case 'votes': return p.waitingFor.length === 1 ? 'votes-one' : p.waitingFor.length >= 3 ? 'votes-several' : null;
    case 'chancellor-enact': return p.vetoAllowed ? 'chancellor-enact-veto' : 'chancellor-enact';
    case 'power': return p.power;
    default: return null;
  }
}

/** One state of each case, from fixed random games (7 players: investigate, special election, execution, veto; 5: the peek). */
function statesByCase(names: string[]): Map<Case, State> {
  const found = new Map<Case, State>();
  const games: [number, string][] = [[7, 'golden'], [7, 'veto51'], [5, 'golden'], ...Array.from({ length: 40 }, (_, i) => [7, `wait${i}`] as [number, string])];
  for (const [players, seed] of games) {
    for (const s of statesOf(players, seed, names)) {
      const c = caseOf(s);
      if (c && !found.has(c)) found.set(c, s);
    }
    if (found.size === 11) break;
  }
  return found;
}

interface Words { president: string; chancellor: string; toPresident?: string; toChancellor?: string; policy: string; policies?: string }

const EN: Record<ThemeName, Words> = {
  'secret-hitler': { president: 'President', chancellor: 'Chancellor', policy: 'policy', policies: 'policies' },
  'secret-russian': { president: 'Premier', chancellor: 'Director', policy: 'decree', policies: 'decrees' },
  'service-rat': { president: 'Mayor', chancellor: 'Ratcatcher', policy: 'law', policies: 'laws' },
};
const RU: Record<ThemeName, Words> = {
  'secret-hitler': { president: 'Президент', chancellor: 'Канцлер', toPresident: 'в президенты', toChancellor: 'в канцлеры', policy: 'закон' },
  'secret-russian': { president: 'Премьер', chancellor: 'Директор', toPresident: 'в премьеры', toChancellor: 'в директора', policy: 'указ' },
  'service-rat': { president: 'Мэр', chancellor: 'Крысолов', toPresident: 'в мэры', toChancellor: 'в крысоловы', policy: 'закон' },
};

/** The line a moderator would post, written by hand; `b` is the format's bold, `names` the seats' names. */
function expected(lang: Lang, w: Words, c: Case, s: State, names: string[], b: (x: string) => string): string {
  const p = pending(s) as { president: number; chancellor?: number; waitingFor?: number[] };
  const pres = names[p.president];
  const chan = p.chancellor !== undefined ? names[p.chancellor] : '';
  const late = (p.waitingFor ?? []).slice().sort((x, y) => x - y).map((seat) => b(names[seat]));
  if (lang === 'en') {
    const lateList = late.length === 1 ? late[0] : `${late.slice(0, -1).join(', ')} and ${late[late.length - 1]}`;
    switch (c) {
      case 'nomination': return `Waiting for ${b(pres)}, candidate for ${w.president}, to nominate a ${w.chancellor}.`;
      case 'votes-one': case 'votes-several': return `Waiting for ${lateList} to vote on ${w.president} ${pres} and ${w.chancellor} ${chan}.`;
      case 'president-discard': return `Waiting for ${w.president} ${b(pres)} to discard a ${w.policy}.`;
      case 'chancellor-enact': return `Waiting for ${w.chancellor} ${b(chan)} to enact a ${w.policy}.`;
      case 'chancellor-enact-veto': return `Waiting for ${w.chancellor} ${b(chan)} to enact a ${w.policy} or ask for a veto.`;
      case 'veto-answer': return `Waiting for ${w.president} ${b(pres)} to agree to the veto or refuse it.`;
      case 'investigate': return `Waiting for ${w.president} ${b(pres)} to choose a player whose loyalty to investigate.`;
      case 'special-election': return `Waiting for ${w.president} ${b(pres)} to call a special election and name the next candidate for ${w.president}.`;
      case 'peek': return `Waiting for ${w.president} ${b(pres)} to look at the top three ${w.policies} of the draw pile.`;
      case 'execution': return `Waiting for ${w.president} ${b(pres)} to choose a player to execute.`;
    }
  }
  switch (c) {
    case 'nomination': return `Ждём, когда кандидат ${w.toPresident} ${b(pres)} выдвинет кандидата ${w.toChancellor}.`;
    case 'votes-one': case 'votes-several': return `Идёт голосование: ${w.president} ${pres}, ${w.chancellor} ${chan}; ещё не проголосовали: ${late.join(', ')}.`;
    case 'president-discard': return `Ждём, когда ${w.president} ${b(pres)} сбросит одну из трёх карт.`;
    case 'chancellor-enact': return `Ждём, когда ${w.chancellor} ${b(chan)} примет ${w.policy}.`;
    case 'chancellor-enact-veto': return `Ждём, когда ${w.chancellor} ${b(chan)} примет ${w.policy} или предложит вето.`;
    case 'veto-answer': return `Ждём, когда ${w.president} ${b(pres)} ответит на просьбу о вето: согласится или откажет.`;
    case 'investigate': return `Ждём, когда ${w.president} ${b(pres)} выберет, чью лояльность проверить.`;
    case 'special-election': return `Ждём, когда ${w.president} ${b(pres)} объявит внеочередные выборы и назовёт следующего кандидата ${w.toPresident}.`;
    case 'peek': return `Ждём, когда ${w.president} ${b(pres)} посмотрит три верхние карты колоды.`;
    case 'execution': return `Ждём, когда ${w.president} ${b(pres)} выберет, кого казнить.`;
  }
}

const BOLD: Record<PostFormat, (x: string) => string> = { markdown: (x) => `**${x}**`, bbcode: (x) => `[b]${x}[/b]` };
const byLang = { en: statesByCase(EN_NAMES), ru: statesByCase(RU_NAMES) };

test('the fixed games give a state for every thing the game can wait for a player to do', () => {
  for (const lang of ['en', 'ru'] as const)
    assert.equal([...byLang[lang].keys()].sort(), ['chancellor-enact', 'chancellor-enact-veto', 'execution', 'investigate', 'nomination', 'peek', 'president-discard', 'special-election', 'veto-answer', 'votes-one', 'votes-several']);
});

for (const lang of ['en', 'ru'] as const)
  for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as const)
    for (const format of ['markdown', 'bbcode'] as const)
      test(`the "waiting for" line (${lang}, ${theme}, ${format}) says who must do what, in the theme's words, for every waiting state`, () => {
        const names = lang === 'en' ? EN_NAMES : RU_NAMES;
        for (const [c, state] of byLang[lang]) {
          const line = waitingPost(state, awaited(state)!, null, NOW, { header: { theme, lang }, format }).trim();
          assert.is(line, expected(lang, (lang === 'en' ? EN : RU)[theme], c, state, names, BOLD[format]), `${c}`);
          if (lang === 'ru') assert.not.match(line.replace(/\[\/?b\]/g, ''), /[A-Za-z]/, `a Latin letter in the Russian line (${c}): ${line}`);
        }
      });

test('the deadline follows the line, in the line\'s language', () => {
  const en = byLang.en.get('investigate')!;
  const ru = byLang.ru.get('investigate')!;
  const pres = (s: State, names: string[]) => names[(pending(s) as { president: number }).president];
  assert.is(waitingPost(en, awaited(en)!, '2026-12-01T12:00:00Z', NOW, { header: { theme: 'secret-hitler', lang: 'en' } }).trim(),
    `Waiting for President **${pres(en, EN_NAMES)}** to choose a player whose loyalty to investigate. Deadline: Tuesday, 1 December 2026 at 12:00 (UTC) (2 h left).`);
  assert.match(waitingPost(ru, awaited(ru)!, '2026-12-01T12:00:00Z', NOW, { header: { theme: 'secret-hitler', lang: 'ru' } }).trim(),
    new RegExp(`^Ждём, когда Президент \\*\\*${pres(ru, RU_NAMES)}\\*\\* выберет, чью лояльность проверить\\. Срок: .*1 декабря 2026.*\\)\\.$`));
});

test.run();
