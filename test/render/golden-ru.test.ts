// Golden Russian texts: every post kind and every message kind, in each of the three themes, for a
// fixed seven-player game whose names cover the grammar cases (women and men the library knows,
// a woman named in the roster, a name of either gender, a nickname in Latin script). Read as a
// Russian forum moderator would and corrected; `npm run golden:update` alone rewrites them.
import { test } from 'uvu';
import { join } from 'node:path';
import { publicView, playerView, type State } from '../../src/engine/index.js';
import { POST_KINDS, renderPost, type PostKind } from '../../src/render/posts.js';
import { MESSAGE_KINDS, renderMessage, type MessageKind } from '../../src/render/messages.js';
import type { HolderGenders } from '../../src/render/names.js';
import type { ThemeName } from '../../src/log/records.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { ROOT } from '../support/cli.js';
import { matchGolden } from '../support/golden.js';
import { oneOfEachWithdrawal, statesOf, takenBackIn } from './support.js';

const DIR = join(ROOT, 'test', 'render', 'golden', 'ru');
const NAMES = ['Анна', 'Игорь', 'bob_the_builder', 'Саша', 'Любовь', 'Дмитрий', 'Вера'];
/** Each seat's one holder's gender: the fifth a woman by the roster. */
const GENDERS: HolderGenders = [[], [], [], [], ['female'], [], []];
const THEMES: ThemeName[] = ['secret-hitler', 'secret-russian', 'service-rat'];

const states = statesOf(7, 'golden', NAMES);
const seedHex = playRandomGame({ players: 7, seed: 'golden' }).seedHex;
const first = (pred: (s: State) => boolean) => states.find(pred) ?? states[states.length - 1];
const end = states[states.length - 1];

// A game of the same table with both answers to a veto (the seeded random play of "veto51").
const vetoStates = statesOf(7, 'veto51', NAMES);
const vetoGov = (s: State) => s.governments[s.governments.length - 1]?.veto;
const VETO_AT = {
  requested: () => vetoStates.find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'veto-answer')!,
  agreed: () => vetoStates.find((s) => vetoGov(s)?.accepted === true)!,
  refused: () => vetoStates.find((s) => vetoGov(s)?.accepted === false)!,
};
/** The reshuffles of a game read off its states: after which government, how many cards. */
function reshufflesIn(list: State[], upTo: State) {
  const out: { government: number; cards: number }[] = [];
  for (let i = 1; i <= list.indexOf(upTo); i++)
    if (list[i].shuffles > list[i - 1].shuffles && list[i].governments.length > 0) out.push({ government: list[i].governments.length, cards: list[i].deck.length });
  return out;
}
const RESHUFFLE_AT = () => states.find((s, i) => i > 0 && s.shuffles > states[i - 1].shuffles && s.governments.length > 0)!;

/** The state each kind is shown at: the first moment it has something to say. */
const POST_AT: Record<PostKind, () => State> = {
  opening: () => first((s) => s.phase.name === 'nomination'),
  nomination: () => first((s) => s.phase.name === 'election' && s.governments.length === 2),
  'vote-result': () => first((s) => s.phase.name === 'legislative' && s.phase.step.name === 'president-discard' && s.governments.length === 2),
  legislative: () => first((s) => s.governments.length === 2 && s.phase.name === 'nomination'),
  executive: () => first((s) => s.governments.some((g) => g.power === 'execution') && s.phase.name === 'nomination'),
  'game-over': () => end,
  status: () => first((s) => s.governments.length === 6 && s.phase.name === 'nomination'),
  history: () => first((s) => s.governments.length === 6 && s.phase.name === 'nomination'),
  veto: () => VETO_AT.requested(),
  reshuffle: () => RESHUFFLE_AT(),
  withdrawal: () => WITHDRAWN().before,
};

// Decisions taken back (undo): the last vote of the second government, and one of each kind from both
// games and from the fixed game's seed at five players (a policy peek).
const takenBack = [...takenBackIn(7, 'golden', NAMES), ...takenBackIn(7, 'veto51', NAMES), ...takenBackIn(5, 'golden', NAMES)];
const WITHDRAWN = () => takenBack.find((t) => t.withdrawal?.decision === 'votes' && t.before.governments.length === 2)!;

/** The state and seat each message is shown for. */
const MESSAGE_AT: Record<MessageKind, () => { state: State; seat: number }> = {
  'role-card': () => ({ state: POST_AT.opening(), seat: 0 }),
  'vote-request': () => ({ state: POST_AT.nomination(), seat: 1 }),
  'president-hand': () => { const s = first((x) => x.phase.name === 'legislative' && x.phase.step.name === 'president-discard'); return { state: s, seat: (s.phase as { president: number }).president }; },
  'chancellor-hand': () => { const s = first((x) => x.phase.name === 'legislative' && x.phase.step.name === 'chancellor-enact'); return { state: s, seat: (s.phase as { chancellor: number }).chancellor }; },
  'veto-question': () => { const s = first((x) => x.phase.name === 'legislative' && x.phase.step.name === 'chancellor-enact'); return { state: s, seat: (s.phase as { president: number }).president }; },
  'investigation-result': () => { const s = first((x) => x.investigations.length > 0); return { state: s, seat: s.investigations[0].president }; },
  'peek-result': () => ({ state: POST_AT.opening(), seat: 0 }),
  ack: () => ({ state: POST_AT.nomination(), seat: 3 }),
  'error-reply': () => ({ state: POST_AT.nomination(), seat: 4 }),
  reminder: () => ({ state: POST_AT.nomination(), seat: 4 }),
  dossier: () => ({ state: POST_AT.status(), seat: 5 }),
  withdrawn: () => ({ state: POST_AT.nomination(), seat: 2 }),
  'vote-defaulted': () => ({ state: POST_AT['vote-result'](), seat: 2 }),
  'vote-overridden': () => ({ state: POST_AT['vote-result'](), seat: 2 }),
};

for (const theme of THEMES) {
  for (const kind of POST_KINDS)
    test(`given the fixed game, the Russian ${kind} post (${theme}) reads as reviewed`, () => {
      const state = POST_AT[kind]();
      const view = publicView(state);
      const reshuffles = reshufflesIn(kind === 'veto' ? vetoStates : states, state);
      const withdrawal = kind === 'withdrawal' ? { withdrawal: WITHDRAWN().withdrawal! } : {};
      const extra = view.winner ? { seed: seedHex, logName: 'golden.public.yaml', reshuffles } : { logName: 'golden.public.yaml', reshuffles, ...withdrawal };
      matchGolden(join(DIR, theme, `${kind}.md`), renderPost(kind, { view, theme, lang: 'ru', format: 'markdown', extra, genders: GENDERS }));
    });
  // Seed 001's announcements in their other states: both answers to a veto, and votes the house rule cast.
  for (const answer of ['agreed', 'refused'] as const)
    test(`given a veto ${answer}, the Russian veto post (${theme}) reads as reviewed`, () => {
      const state = VETO_AT[answer]();
      matchGolden(join(DIR, theme, `veto-${answer}.md`), renderPost('veto', { view: publicView(state), theme, lang: 'ru', format: 'markdown', extra: { reshuffles: reshufflesIn(vetoStates, state) }, genders: GENDERS }));
    });
  test(`given each kind of decision taken back, the Russian withdrawal post (${theme}) reads as reviewed`, () => {
    const posts = oneOfEachWithdrawal(takenBack).map(({ before, withdrawal }) =>
      renderPost('withdrawal', { view: publicView(before), theme, lang: 'ru', format: 'markdown', extra: { withdrawal: withdrawal! }, genders: GENDERS }));
    matchGolden(join(DIR, theme, 'withdrawals.md'), posts.join('\n---\n\n'));
  });
  test(`given votes the house rule cast, the Russian vote-result post (${theme}) marks them, as reviewed`, () => {
    const view = publicView(POST_AT['vote-result']());
    const government = view.governments.length;
    for (const seats of [[2], [0, 4]])
      matchGolden(join(DIR, theme, `vote-result-house-rule-${seats.length}.md`), renderPost('vote-result', { view, theme, lang: 'ru', format: 'markdown', extra: { defaulted: [{ government, seats }] }, genders: GENDERS }));
  });
  for (const kind of MESSAGE_KINDS)
    test(`given the fixed game, the Russian ${kind} message (${theme}) reads as reviewed`, () => {
      const { state, seat } = MESSAGE_AT[kind]();
      const { subject, text } = renderMessage(kind, {
        view: playerView(state, seat), theme, lang: 'ru', code: 'K7QX', genders: GENDERS,
        deadline: { iso: '2026-12-04T18:00:00Z', timeZone: 'Europe/Moscow' },
        ack: { readAs: 'Ja' }, error: { reason: 'illegal', detail: 'сейчас голосование, а не выбор карты' },
        withdrawn: [{ subject: '[Тайный Гитлер: golden] Голосование [K7QX]', code: 'K7QX' }],
      });
      matchGolden(join(DIR, theme, `${kind}.txt`), `Subject: ${subject}\n\n${text}`);
    });
}

test.run();
