// Private messages: each says what to reply and what not, from the reader's view only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, pending, playerView, seededSource, settle, type GameEvent, type State } from '../../src/engine/index.js';
import { DEFAULT_NAMES, newGameEvent } from '../../src/sim/random-play.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import { THEMES, LANGS, loadVocabulary, lookup } from '../../src/render/vocab.js';
import { statesOf } from './support.js';

const states = [5, 6, 7, 8, 9, 10].flatMap((n) => statesOf(n, `messages-${n}`));

function find(pred: (s: State) => boolean): State {
  const s = states.find(pred);
  if (!s) throw new Error('no such state in the sample games');
  return s;
}

test('given every kind, theme and language, a message renders with the game id and its code in the subject', () => {
  for (const state of states.filter((_, i) => i % 25 === 0))
    for (const kind of MESSAGE_KINDS)
      for (const theme of THEMES)
        for (const lang of LANGS) {
          const m = renderMessage(kind, { view: playerView(state, 0), theme, lang, code: 'K7QX', ack: { readAs: 'Nein' }, error: { reason: 'ambiguous', detail: 'two names' } });
          assert.ok(m.subject.includes(state.setup.gameId) && m.subject.includes('[K7QX]'), m.subject);
          assert.not.match(m.text, /\{\{|\}\}|undefined|NaN|\[object/, `${kind}/${theme}/${lang}:\n${m.text}`);
        }
});

test("given a President's hand, the message numbers the three cards in order and asks for the one to discard", () => {
  const state = find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'president-discard');
  const seat = state.phase.name === 'legislative' ? state.phase.president : -1;
  const view = playerView(state, seat);
  for (const theme of THEMES)
    for (const lang of LANGS) {
      const { text } = renderMessage('president-hand', { view, theme, lang, code: 'AB12' });
      const t = loadVocabulary(theme, lang);
      view.hand!.cards.forEach((c, i) => assert.ok(text.includes(`${i + 1}. ${lookup(t, `card.${c}`)}\n`), `${theme}/${lang} card ${i + 1}:\n${text}`));
      assert.match(text, lang === 'en' ? /ONE .* to DISCARD/ : /ОДНОЙ карты, которую нужно СБРОСИТЬ/);
    }
});

test("given a Chancellor's hand, the veto is offered exactly when it is unlocked and not yet refused", () => {
  const hands = states.filter((s) => s.phase.name === 'legislative' && s.phase.step.name === 'chancellor-enact');
  const withVeto = hands.filter((s) => playerView(s, (s.phase as { chancellor: number }).chancellor).hand!.vetoAllowed);
  const without = hands.filter((s) => !playerView(s, (s.phase as { chancellor: number }).chancellor).hand!.vetoAllowed);
  assert.ok(withVeto.length > 0 && without.length > 0, 'the sample games have both');
  for (const [list, offered] of [[withVeto, true], [without, false]] as const)
    for (const s of list) {
      const { text } = renderMessage('chancellor-hand', { view: playerView(s, (s.phase as { chancellor: number }).chancellor), theme: 'secret-hitler', lang: 'en', code: 'V3T0' });
      assert.match(text, /ONE policy to ENACT/);
      assert.is(text.includes('you may instead reply "veto"'), offered, text);
      assert.is(text.includes('Do not reply "veto"'), !offered, text);
    }
});

test('given an investigation, only the investigator is told the party', () => {
  const state = find((s) => s.investigations.length > 0);
  const { president, target, party } = state.investigations[0];
  const mine = renderMessage('investigation-result', { view: playerView(state, president), theme: 'secret-hitler', lang: 'en', code: 'INV1' }).text;
  assert.ok(mine.includes(`you investigated ${state.players[target]}. Their party membership: the ${party === 'liberal' ? 'Liberals' : 'Fascists'}.`), mine);
  const other = (president + 1) % state.players.length;
  const theirs = renderMessage('investigation-result', { view: playerView(state, other), theme: 'secret-hitler', lang: 'en', code: 'INV1' }).text;
  if (!state.investigations.some((i) => i.president === other)) assert.match(theirs, /you have not investigated anyone yet/);
});

test('given an acknowledgement, it quotes the words read, what they were read as, and whether it can still be changed', () => {
  const voting = playerView(states[3], 1);
  assert.is(voting.pending.kind, 'votes', 'the sample state is an election');
  const vote = renderMessage('ack', { view: voting, theme: 'secret-hitler', lang: 'en', code: 'Q1', ack: { readAs: 'Nein', quote: 'nein, sorry Bob', prompt: 'votes' } });
  assert.ok(vote.text.includes('You wrote: "nein, sorry Bob" → Nein'), vote.text);
  assert.match(vote.text, /change your vote by replying again until the last vote is in/);
  assert.is(vote.subject.includes('Received: Nein'), true, vote.subject);
  const card = renderMessage('ack', { view: voting, theme: 'secret-hitler', lang: 'en', code: 'Q1', ack: { readAs: 'discarded: Fascist', quote: 'keep both liberals', prompt: 'president-discard' } });
  assert.ok(card.text.includes('You wrote: "keep both liberals" → discarded: Fascist'), card.text);
  assert.match(card.text, /This is final: a choice of policies \(or a veto\) cannot be changed by replying again\./);
  const ru = renderMessage('ack', { view: voting, theme: 'secret-hitler', lang: 'ru', code: 'Q1', ack: { readAs: 'сброшен: Фашистский', quote: 'сбрасываю фашистский', prompt: 'president-discard' } });
  assert.ok(ru.text.includes('Вы написали: «сбрасываю фашистский» → сброшен: Фашистский'), ru.text);
  assert.match(ru.text, /Это окончательно: выбор карты \(или вето\) новым ответом не изменить\./);
  assert.ok(ru.subject.includes('Получено: сброшен: Фашистский'), ru.subject);
});

test('given a role card, it says what comes by mail (a vote, cards to choose) and what is announced in the thread, in the theme\'s words', () => {
  // Seed 001: the President announces a power in the thread ("I formally investigate …"); nominations too.
  const view = playerView(states[0], 0);
  const rat = renderMessage('role-card', { view, theme: 'service-rat', lang: 'en', code: 'R1' }).text;
  assert.match(rat, /a vote, or laws to choose\. Each has its own code in the subject\. Nominations and the Mayor's powers are announced in the thread\./);
  assert.match(rat, /Cats: 5 Cat laws enacted, or the Service Rat executed\./);
  assert.match(rat, /Rats: 6 Rat laws enacted, or the Service Rat elected Ratcatcher after the third Rat law\./);
  assert.not.match(rat, /power to use|President/);
  const russian = renderMessage('role-card', { view, theme: 'secret-russian', lang: 'ru', code: 'R1' }).text;
  assert.match(russian, /решение по почте \(голос или выбор карты\).*Выдвижения и полномочия Премьера объявляются в теме форума\./);
  assert.not.match(russian, /полномочие\)/);
});

test("given the Chancellor's hand sent again after the President refused the veto, it says so; the first hand does not", () => {
  const state = find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'chancellor-enact');
  const chancellor = state.phase.name === 'legislative' ? state.phase.chancellor : -1;
  const first = playerView(state, chancellor);
  // The same session after a veto asked for and refused (RULES: the Chancellor must then enact one).
  const again = structuredClone(first);
  again.governments[again.governments.length - 1].veto = { requested: true, accepted: false };
  const en = (view: typeof first) => renderMessage('chancellor-hand', { view, theme: 'service-rat', lang: 'en', code: 'C1' }).text;
  assert.match(en(again), /The Mayor refused the veto you asked for: now enact one of the two\./);
  assert.not.match(en(first), /refused the veto/);
  const president = first.players[first.governments[first.governments.length - 1].president].name;
  const ru = renderMessage('chancellor-hand', { view: again, theme: 'secret-russian', lang: 'ru', code: 'C1' }).text;
  assert.match(ru, new RegExp(`Премьер ${president} (отказался|отказалась|отказывается) от вето, о котором вы просили: теперь примите одну из двух карт\\.`));
});

test('given a Russian veto question, the answer it asks agrees with the President\'s gender, and one whose gender nobody knows is offered the noun «согласие», as «отказ» is', () => {
  const state = find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'chancellor-enact');
  const president = state.phase.name === 'legislative' ? state.phase.president : -1;
  const view = playerView(state, president);
  const genders = (g: 'female' | 'male' | null) => view.players.map((p) => [p.seat === president ? g : null]);
  for (const kind of ['veto-question', 'reminder'] as const) {
    const { text } = renderMessage(kind, { view, theme: 'secret-hitler', lang: 'ru', code: 'V4', genders: genders(null) });
    if (kind === 'reminder' && !/вето/.test(text)) continue;
    assert.match(text, /«согласие» или «отказ» \(Ja — согласие, Nein — отказ\)/, `${kind}:\n${text}`);
  }
  assert.match(renderMessage('veto-question', { view, theme: 'secret-hitler', lang: 'ru', code: 'V4', genders: genders('female') }).text, /«согласна» или «отказ»/);
  assert.match(renderMessage('veto-question', { view, theme: 'secret-hitler', lang: 'ru', code: 'V4', genders: genders('male') }).text, /«согласен» или «отказ»/);
  // The Chancellor's hand says what the President will answer, in words that need no gender when none is known.
  const chancellor = state.phase.name === 'legislative' ? state.phase.chancellor : -1;
  const hand = (g: 'female' | 'male' | null) => {
    const v = structuredClone(playerView(state, chancellor));
    if (v.hand) v.hand.vetoAllowed = true;
    return renderMessage('chancellor-hand', { view: v, theme: 'secret-hitler', lang: 'ru', code: 'V5', genders: genders(g) }).text;
  };
  assert.match(hand(null), /ответит, даст ли согласие на это\./, hand(null));
  assert.match(hand('female'), /ответит, согласна ли на это\./);
  assert.match(hand('male'), /ответит, согласен ли на это\./);
});

test('given a veto question with the Election Tracker at 2, it warns that agreeing is chaos (RULES §7: a third step is chaos); at 0 or 1 it does not', () => {
  const state = find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'chancellor-enact');
  const president = state.phase.name === 'legislative' ? state.phase.president : -1;
  const at = (tracker: number) => {
    const view = structuredClone(playerView(state, president));
    view.electionTracker = tracker;
    return view;
  };
  const en = (tracker: number) => renderMessage('veto-question', { view: at(tracker), theme: 'secret-hitler', lang: 'en', code: 'V3' }).text;
  assert.match(en(2), /moves one step \(2 of 3 now\): its third, so the top policy of the deck is enacted at once \(chaos\)\. If you refuse/);
  assert.match(en(1), /moves one step \(1 of 3 now\)\. If you refuse/);
  const ru = renderMessage('veto-question', { view: at(2), theme: 'secret-russian', lang: 'ru', code: 'V3' }).text;
  assert.match(ru, /\(сейчас 2 из 3\): это третье деление, и сразу принимается верхняя карта колоды \(хаос\)\. Если откажете/);
});

test('given a vote request, it carries the thread\'s warnings that decide a vote: the Hitler zone (3+ Fascist policies) and a tracker one failure from chaos', () => {
  const state = find((s) => s.phase.name === 'election');
  const board = (fascist: number, tracker: number) => {
    const view = structuredClone(playerView(state, 0));
    view.fascistPolicies = fascist;
    view.hitlerZone = fascist >= 3;
    view.electionTracker = tracker;
    return view;
  };
  const rat = (fascist: number, tracker: number) => renderMessage('vote-request', { view: board(fascist, tracker), theme: 'service-rat', lang: 'en', code: 'W1' }).text;
  assert.match(rat(3, 0), /Warning: Rat laws 3\/6\. If the Service Rat is elected Ratcatcher, the Rats win at once\./);
  assert.not.match(rat(2, 0), /Warning|chaos/);
  assert.match(rat(2, 2), /The Election Tracker stands at 2 of 3: one more failed vote, and the top law of the deck is enacted at once \(chaos\)\./);
  assert.not.match(rat(2, 1), /chaos/);
  const ru = renderMessage('vote-request', { view: board(4, 2), theme: 'secret-hitler', lang: 'ru', code: 'W1' }).text;
  assert.match(ru, /Внимание: Фашистский трек: 4 из 6\. Если Гитлер будет избран Канцлером, Фашисты сразу побеждают\./);
  assert.match(ru, /Счётчик выборов: 2 из 3\. Ещё одно проваленное голосование — и сразу принимается верхняя карта колоды \(хаос\)\./);
});

test("given the President's vote acknowledged after the tally, the message asks no answer of it and points to the hand's own message", () => {
  // The vote is closed (the tally drew the President's three cards); the discard is asked in the
  // President's hand message, and a reply can no longer change the vote.
  const state = find((s) => s.phase.name === 'legislative' && s.phase.step.name === 'president-discard');
  const president = state.phase.name === 'legislative' ? state.phase.president : -1;
  const view = playerView(state, president);
  const en = renderMessage('ack', { view, theme: 'secret-hitler', lang: 'en', code: 'V1', ack: { readAs: 'Ja', quote: 'ja', prompt: 'votes' } }).text;
  assert.match(en, /All votes are in and counted/);
  assert.match(en, /The game now waits for your next decision, asked in a message of its own: which of the three policies you drew to discard\. Answer that message\./);
  assert.match(en, /This message needs no answer\./);
  assert.not.match(en, /How to reply/);
  const ru = renderMessage('ack', { view, theme: 'service-rat', lang: 'ru', code: 'V1', ack: { readAs: 'Ja', quote: 'да', prompt: 'votes' } }).text;
  assert.match(ru, /о нём — отдельное письмо: какую из трёх вытянутых карт сбросить\. Ответьте на то письмо\./);
  assert.match(ru, /На это письмо отвечать не нужно\./);
  // Another player's vote, acknowledged at the same moment: no next question, no answer asked.
  const other = renderMessage('ack', { view: playerView(state, (president + 1) % state.players.length), theme: 'secret-hitler', lang: 'en', code: 'V2', ack: { readAs: 'Nein', prompt: 'votes' } }).text;
  assert.not.match(other, /next decision|How to reply/);
});

test("given the next Presidential candidate's acknowledgement, it asks no answer by mail: a nomination is made in the thread", () => {
  const state = find((s) => s.phase.name === 'nomination');
  const candidate = state.phase.name === 'nomination' ? state.phase.candidate : -1;
  const { text } = renderMessage('ack', { view: playerView(state, candidate), theme: 'secret-hitler', lang: 'en', code: 'N1', ack: { readAs: 'enacted: Liberal', prompt: 'chancellor-enact' } });
  assert.match(text, /This message needs no answer\./);
  assert.not.match(text, /How to reply|next decision/);
});

test('given each kind of error, the message says what was read and why, and repeats the open question without contradicting itself', () => {
  const voting = playerView(states[3], 1);
  const idle = playerView(states.find((s) => s.phase.name === 'nomination')!, 1);
  for (const reason of ['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'asked-nothing', 'unreadable', 'no-reference'] as const) {
    for (const view of [voting, idle]) {
      const { text } = renderMessage('error-reply', { view, theme: 'service-rat', lang: 'en', code: 'Q2', error: { reason, detail: 'DETAIL-42', quote: 'WORDS-7' } });
      const readingReason = ['ambiguous', 'illegal', 'unreadable'].includes(reason);
      assert.is(text.includes('DETAIL-42'), readingReason, `${reason}: the reader's reason is given when it read the words`);
      assert.is(text.includes('You wrote: "WORDS-7"'), reason !== 'no-reference', `${reason}: the words read are shown`);
      assert.is(text.includes('How to reply'), view === voting, `${reason}: asks for an answer exactly when a question is open`);
      assert.is(text.includes('The vote on Mayor'), view === voting, `${reason}: the open question is repeated`);
      assert.is(text.includes('No question is open for you now'), view !== voting, reason);
      assert.not.match(text, /ignored/, 'no claim that quoted text is ignored');
    }
  }
  const withdrawn = renderMessage('error-reply', { view: voting, theme: 'secret-hitler', lang: 'en', code: 'Q3', error: { reason: 'withdrawn', detail: '' } }).text;
  assert.match(withdrawn, /The moderator withdrew the question it answers/);
  const fresh = renderMessage('error-reply', { view: voting, theme: 'secret-hitler', lang: 'ru', code: 'Q4', error: { reason: 'no-reference', detail: '' } });
  assert.match(fresh.text, /Адрес отправителя можно подделать/);
  assert.match(fresh.subject, /Письмо с вашего адреса: ваши открытые вопросы/);
  const latin = voting.players.reduce((t, p) => t.split(p.name).join(''), (fresh.subject + fresh.text).split(voting.gameId).join('')).replace(/Secret Hitler|\bJa\b|\bNein\b|Q4/g, '').match(/[A-Za-z]{2,}/g);
  assert.is(latin, null, 'no English word in a Russian message');
});

test('given a deadline with a time zone, it is shown in that zone and language', () => {
  const view = playerView(states[3], 0);
  const en = renderMessage('reminder', { view, theme: 'secret-hitler', lang: 'en', code: 'D1', deadline: { iso: '2026-12-01T18:00:00Z', timeZone: 'Europe/Moscow' } });
  assert.ok(en.text.includes('21:00') && en.text.includes('Europe/Moscow'), en.text);
  const ru = renderMessage('reminder', { view, theme: 'secret-hitler', lang: 'ru', code: 'D1', deadline: { iso: '2026-12-01T18:00:00Z', timeZone: 'Europe/Moscow' } });
  assert.ok(ru.text.includes('декабря') && ru.text.includes('21:00') && ru.text.includes('Москва') && !ru.text.includes('Europe/Moscow'), ru.text);
});

test('given every English message of a Secret Russian or Service Rat game, none says a word of Secret Hitler\'s (a dossier\'s cards held in office too)', () => {
  // Service Rat's word for a government is "government" (templates/themes/service-rat.yaml); Secret Russian's is Cabinet.
  const SECRET_HITLER_WORDS = { 'secret-russian': /President|Chancellor|[Pp]olic(y|ies)|[Gg]overnment|[Ll]iberal|[Ff]ascist|Hitler/, 'service-rat': /President|Chancellor|[Pp]olic(y|ies)|[Ll]iberal|[Ff]ascist|Hitler/ };
  const held = states.filter((s) => s.roles !== null && s.governments.length > 2);
  assert.ok(held.length > 0);
  for (const state of held.filter((_, i) => i % 10 === 0))
    for (const seat of [0, 1, 2])
      for (const kind of MESSAGE_KINDS)
        for (const theme of THEMES.filter((t) => t !== 'secret-hitler')) {
          const m = renderMessage(kind, { view: playerView(state, seat), theme, lang: 'en', code: 'K7QX', ack: { readAs: 'Nein' }, error: { reason: 'ambiguous', detail: 'two names' } });
          // Secret Russian's own name of the peek (its manual's "Inspect Policy Deck") is its word.
          const found = `${m.subject}\n${m.text}`.replace(/Inspect Policy Deck/g, '').match(SECRET_HITLER_WORDS[theme as 'secret-russian' | 'service-rat']);
          assert.is(found, null, `${kind}/${theme} says "${found?.[0]}":\n${m.text}`);
        }
});

test('given an executed seat, its dossier says so (a newcomer taking it over must know), in both languages; a living seat\'s does not', () => {
  const state = find((s) => s.alive.some((a) => !a));
  const dead = state.alive.findIndex((a) => !a);
  const living = state.alive.findIndex((a) => a);
  const dossier = (seat: number, lang: 'en' | 'ru') => renderMessage('dossier', { view: playerView(state, seat), theme: 'secret-hitler', lang, code: 'DOS1' }).text;
  assert.match(dossier(dead, 'en'), /This seat's player was executed: the seat no longer votes/);
  assert.match(dossier(dead, 'ru'), /Игрок на этом месте казнён: место больше не голосует/);
  assert.not.match(dossier(living, 'en'), /executed: the seat/);
  assert.not.match(dossier(living, 'ru'), /казнён: место/);
});

test('given a seat the game waits for, its dossier says where the decision is made: a vote by the message that asks it, a nomination or a power in the thread', () => {
  const dossier = (state: State, seat: number, lang: 'en' | 'ru') => renderMessage('dossier', { view: playerView(state, seat), theme: 'secret-hitler', lang, code: 'DOS2' }).text;
  const nominating = find((s) => s.phase.name === 'nomination' && s.roles !== null);
  const candidate = (nominating.phase as { candidate: number }).candidate;
  assert.match(dossier(nominating, candidate, 'en'), /The game is waiting for you now: nominate a Chancellor, in the thread \(no message asks it\)\./);
  assert.not.match(dossier(nominating, candidate, 'en'), /separately/);
  assert.match(dossier(nominating, candidate, 'ru'), /ждёт вашего решения в теме форума \(письма об этом не будет\): выдвиньте кандидата в канцлеры\./);
  const voting = find((s) => s.phase.name === 'election' && Object.keys((s.phase as { votes: object }).votes).length === 0);
  assert.match(dossier(voting, 0, 'en'), /The game is waiting for you now: you will receive that message separately\./);
});

/**
 * A five-player game that starts with five Fascist policies on the track (the veto unlocked, RULES
 * §2.7), through its first government up to the Chancellor's request of a veto, and the
 * President's answer: `agree` or not.
 */
function vetoAnswered(agree: boolean): State {
  const random = seededSource('e1'.repeat(32));
  let state: State | null = null;
  const step = (e: GameEvent) => {
    const r = apply(state, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.error.message}`);
    state = settle(r.state, random).state;
  };
  step(newGameEvent({ gameId: 'v', players: DEFAULT_NAMES.slice(0, 5), options: { startingFascistPolicies: 5 }, seedHex: 'e1'.repeat(32) }));
  // A Chancellor who is not Hitler: electing Hitler now would end the game.
  const chancellor = [1, 2, 3, 4].find((seat) => state!.roles![seat] !== 'hitler')!;
  step({ type: 'chancellor-nominated', president: 0, chancellor });
  for (const seat of [0, 1, 2, 3, 4]) step({ type: 'vote-cast', seat, vote: 'ja' });
  step({ type: 'president-discarded', policy: playerView(state!, 0).hand!.cards[0] });
  step({ type: 'veto-requested' });
  step({ type: 'veto-answered', agree });
  return state!;
}

test('given a veto agreed or refused, the dossier\'s history says so of that government, as `history` does, in both languages', () => {
  const agreed = vetoAnswered(true);
  const refused = vetoAnswered(false);
  const chancellor = agreed.governments[0].chancellor;
  const name = DEFAULT_NAMES[chancellor];
  const dossier = (state: State, lang: 'en' | 'ru') => renderMessage('dossier', { view: playerView(state, 2), theme: lang === 'en' ? 'secret-hitler' : 'secret-russian', lang, code: 'DOS3' }).text;
  // Agreed: both cards discarded, nothing enacted (RULES §2.7).
  assert.ok(dossier(agreed, 'en').includes(`  1. President Alice, Chancellor ${name}: elected, veto accepted\n`), dossier(agreed, 'en'));
  assert.ok(dossier(agreed, 'ru').includes(`  1. Премьер Alice, Директор ${name}: избраны, вето принято\n`), dossier(agreed, 'ru'));
  // Refused: the veto is said, and the government has not enacted yet.
  assert.ok(dossier(refused, 'en').includes(`  1. President Alice, Chancellor ${name}: elected, veto refused\n`), dossier(refused, 'en'));
  assert.ok(dossier(refused, 'ru').includes(`  1. Премьер Alice, Директор ${name}: избраны, в вето отказано\n`), dossier(refused, 'ru'));
  // Refused, then the Chancellor enacts one of the two.
  const card = playerView(refused, chancellor).hand!.cards[0];
  const enacted = apply(refused, { type: 'policy-enacted', policy: card });
  if (!enacted.ok) throw new Error(enacted.error.message);
  const after = settle(enacted.state, seededSource('e1'.repeat(32))).state;
  assert.ok(dossier(after, 'en').includes(`: elected, veto refused, enacted: ${card === 'liberal' ? 'Liberal' : 'Fascist'}\n`), dossier(after, 'en'));
  assert.ok(dossier(after, 'ru').includes(`: избраны, в вето отказано, принят ${card === 'liberal' ? 'лоялистский указ' : 'подрывной указ'}\n`), dossier(after, 'ru'));
});

test('given a decision taken back at a power, the President\'s notice says to use the power in the thread, not to answer a question no message asked', () => {
  const atPower = find((s) => s.phase.name === 'executive');
  const president = (atPower.phase as { president: number }).president;
  const notice = (lang: 'en' | 'ru') => renderMessage('withdrawn', { view: playerView(atPower, president), theme: 'secret-hitler', lang, code: 'WD01', withdrawn: [{ subject: 'a result', code: 'AB12CD' }] }).text;
  assert.match(notice('en'), /It waits for you: use your power as President, in the thread \(no message asks it\)\./);
  assert.not.match(notice('en'), /answer it/);
  assert.match(notice('ru'), /примените полномочие Президента\./);
});

test('given a reply not applied and no question open for its sender, the answer gives no deadline', () => {
  const atPower = find((s) => s.phase.name === 'executive');
  const other = (atPower.phase as { president: number }).president === 0 ? 1 : 0;
  const text = renderMessage('error-reply', { view: playerView(atPower, other), theme: 'secret-hitler', lang: 'en', code: 'ER01', error: { reason: 'too-late', detail: '' }, deadline: { iso: '2026-12-02T10:00:00.000Z' } }).text;
  assert.match(text, /No question is open for you now/);
  assert.not.match(text, /Deadline:/);
});


// A reply that came after the game ended was answered "No question is open for you now; you will
// get a new message when the game needs you": a promise of mail that never comes. The same to an
// executed player, whom the game never asks again.
test('given the game over, or the reader executed, the answer to a reply not applied promises no further message, in English and in Russian', () => {
  const over = find((s) => s.phase.name === 'over');
  const dead = find((s) => s.alive.some((a) => !a) && pending(s).kind !== 'game-over');
  const executed = dead.alive.findIndex((a) => !a);
  for (const lang of ['en', 'ru'] as const) {
    const promise = lang === 'en' ? /you will get a new message/ : /придёт новое письмо/;
    const ended = renderMessage('error-reply', { view: playerView(over, 0), theme: 'secret-hitler', lang, code: 'END1', error: { reason: 'too-late', detail: '' } }).text;
    assert.not.match(ended, promise, ended);
    assert.match(ended, lang === 'en' ? /The game is over/ : /Игра окончена/);
    const gone = renderMessage('error-reply', { view: playerView(dead, executed), theme: 'secret-hitler', lang, code: 'END2', error: { reason: 'not-your-turn', detail: '' } }).text;
    assert.not.match(gone, promise, gone);
    assert.match(gone, lang === 'en' ? /executed/ : /казнён/);
  }
});


test('given every Russian message of every theme, in every variant a receipt or an answer takes, it has no English word but Ja and Nein, and a re-themed game none of Secret Hitler\'s', () => {
  // Secret Hitler's Russian words, and the other re-theme's: a game says only its own (templates/themes/*.yaml).
  const FOREIGN: Record<string, RegExp | null> = {
    'secret-hitler': null,
    'secret-russian': /Фашист|Либерал|Президент|Канцлер|Гитлер|Крыс|Кошач|Мэр/i,
    'service-rat': /Фашист|Либерал|Президент|Канцлер|Гитлер|Подрыв|Лоялист|Премьер|Директор|указ/i,
  };
  const acks = [
    { readAs: 'Ja', quote: 'за', prompt: 'votes' },
    { readAs: 'Nein', quote: 'против', prompt: 'votes', replaces: 'ja' as const },
    { readAs: 'Ja', quote: 'за', prompt: 'votes', already: true },
    { readAs: 'сброшен', quote: '1', prompt: 'president-discard' },
    { readAs: 'принят', quote: '2', prompt: 'chancellor-enact', already: true },
    { readAs: 'вето', quote: 'вето', prompt: 'veto-answer' },
    { readAs: 'Ja' },
  ];
  const errors = (['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'asked-nothing', 'unreadable', 'no-reference', 'foreign-reply'] as const)
    .map((reason) => ({ reason, detail: 'причина', quote: 'слова' }));
  const sample = states.filter((s) => s.roles !== null).filter((_, i) => i % 15 === 0);
  assert.ok(sample.length > 10);
  for (const state of sample)
    for (const seat of [0, 1, 2])
      for (const theme of THEMES)
        for (const kind of MESSAGE_KINDS)
          for (const variant of kind === 'ack' ? acks.map((ack) => ({ ack })) : kind === 'error-reply' ? errors.map((error) => ({ error })) : kind === 'withdrawn' ? [{}, { leaver: 'Зоя' }] : [{}]) {
            const view = playerView(state, seat);
            const m = renderMessage(kind, { view, theme, lang: 'ru', code: 'K7QX', deadline: { iso: '2026-12-07T18:00:00Z', timeZone: 'Europe/Moscow' }, missingVote: 'nein',
              withdrawn: [{ subject: 'тема', code: 'W1' }], ...variant });
            const text = `${m.subject}\n${m.text}`;
            const own = view.players.reduce((t, p) => t.split(p.name).join(''), text.split(view.gameId).join('')).replace(/\bJa\b|\bNein\b|K7QX|W1|HTML|MIME/g, '');
            const latin = own.match(/[A-Za-z]{2,}/g);
            assert.is(latin, null, `${kind}/${theme} ${JSON.stringify(variant)} says "${latin?.[0]}":\n${text}`);
            const foreign = FOREIGN[theme] ? text.match(FOREIGN[theme]!) : null;
            assert.is(foreign, null, `${kind}/${theme} ${JSON.stringify(variant)} says "${foreign?.[0]}":\n${text}`);
          }
});

// A moderator's undo told a Russian player «Сейчас игра ждёт: заседания: Мэр Борис, Крысолов Анна.»:
// two colons and a genitive hanging on nothing. The line is one sentence, worded as the vote
// question («Ваш голос за правительство (Мэр …, Крысолов …)») and the CLI's «ждём, когда …» say it.
test('given a decision taken back, the notice says in one sentence what the game waits for now (Russian; English at a power)', () => {
  const notice = (s: State, lang: 'en' | 'ru') => renderMessage('withdrawn', { view: playerView(s, 0), theme: 'service-rat', lang, code: 'WD02', withdrawn: [{ subject: 'тема', code: 'AB12CD' }] }).text;
  const line = (s: State, lang: 'en' | 'ru') => notice(s, lang).split('\n').find((l) => l.startsWith(lang === 'ru' ? 'Сейчас игра' : 'The game now'));
  const name = (s: State, seat: number) => s.players[seat];
  const votes = find((s) => pending(s).kind === 'votes');
  const v = pending(votes) as { president: number; chancellor: number };
  assert.is(line(votes, 'ru'), `Сейчас игра ждёт голосования за правительство (Мэр ${name(votes, v.president)}, Крысолов ${name(votes, v.chancellor)}).`);
  const nomination = find((s) => pending(s).kind === 'nomination');
  assert.is(line(nomination, 'ru'), `Сейчас игра ждёт, когда Мэр ${name(nomination, (pending(nomination) as { president: number }).president)} выдвинет кандидата в крысоловы.`);
  const session = find((s) => pending(s).kind === 'president-discard');
  const g = pending(session) as { president: number; chancellor: number };
  assert.is(line(session, 'ru'), `Сейчас игра ждёт заседания правительства (Мэр ${name(session, g.president)}, Крысолов ${name(session, g.chancellor)}).`);
  const atPower = find((s) => pending(s).kind === 'power' && (pending(s) as { power: string }).power === 'execution');
  const president = name(atPower, (pending(atPower) as { president: number }).president);
  assert.is(line(atPower, 'ru'), `Сейчас игра ждёт, когда Мэр ${president} применит полномочие: Казнь.`);
  assert.is(line(atPower, 'en'), `The game now waits for: Mayor ${president} to use the power Execution.`);
  const over = find((s) => s.phase.name === 'over');
  assert.is(line(over, 'ru'), 'Сейчас игра ничего не ждёт: она окончена.');
});

// A President at a power replied late to her answered hand and was told «Сейчас вам не задано
// вопросов; когда игре понадобится ваше решение, придёт новое письмо», while the game waited for her
// power in the thread, where no message asks it: the answer says so, as the withdrawn notice does.
test('given a reply not applied from the player the game waits for in the thread (a power, a nomination), the answer says the game waits for them there and promises no message', () => {
  const atPower = find((s) => pending(s).kind === 'power');
  const president = (pending(atPower) as { president: number }).president;
  const atNomination = find((s) => pending(s).kind === 'nomination');
  const nominator = (pending(atNomination) as { president: number }).president;
  const answer = (s: State, seat: number, lang: 'en' | 'ru') => renderMessage('error-reply', { view: playerView(s, seat), theme: 'secret-hitler', lang, code: 'ER02', error: { reason: 'too-late', detail: '' } }).text;
  assert.ok(answer(atPower, president, 'en').includes('No question is open for you by email: the game waits for you in the thread, to use your power as President (no message asks it).'), answer(atPower, president, 'en'));
  assert.ok(answer(atNomination, nominator, 'en').includes('No question is open for you by email: the game waits for you in the thread, to nominate a Chancellor (no message asks it).'), answer(atNomination, nominator, 'en'));
  assert.ok(answer(atPower, president, 'ru').includes('По почте вам сейчас вопросов нет: игра ждёт вашего решения в теме форума (письма об этом не будет): примените полномочие Президента.'), answer(atPower, president, 'ru'));
  assert.ok(answer(atNomination, nominator, 'ru').includes('По почте вам сейчас вопросов нет: игра ждёт вашего решения в теме форума (письма об этом не будет): выдвиньте кандидата в канцлеры.'), answer(atNomination, nominator, 'ru'));
  for (const lang of ['en', 'ru'] as const) {
    assert.not.match(answer(atPower, president, lang), /you will get a new message|придёт новое письмо/);
    assert.not.match(answer(atNomination, nominator, lang), /you will get a new message|придёт новое письмо/);
  }
});

test.run();
