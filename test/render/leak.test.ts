// The leak test: over thousands of states of random games, no public post before the end carries
// a hidden fact, and no private message carries what its reader may not know. Names and theme
// words are unique tokens (tokenTheme), so a role word cannot hide behind a card word.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView, playerView, type Policy, type State } from '../../src/engine/index.js';
import { FASCISTS_BY_TABLE, hitlerKnowsFascists } from '../../src/engine/rules.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { TOKEN_NAMES, statesOf, tokenTheme } from './support.js';

const overrides = [tokenTheme()];
const CARD = { liberal: 'CARDLIB', fascist: 'CARDFAS' } as const;
const ROLE = { liberal: 'ROLELIB', fascist: 'ROLEFAS', hitler: 'ROLEHIT' } as const;
const PARTY = { liberal: 'PARTYLIB', fascist: 'PARTYFAS' } as const;

/** A card sequence as it would read if printed: the tokens with at most a little punctuation between. */
function sequencePattern(cards: Policy[]): RegExp {
  return new RegExp(cards.map((c) => CARD[c]).join('[^A-Za-zА-Яа-я]{1,8}'));
}

/** Every ordered card sequence of a state the thread may not see. */
function hiddenSequences(state: State): Policy[][] {
  const seqs: Policy[][] = [];
  for (const g of state.governments) {
    if (g.presidentHand) seqs.push(g.presidentHand);
    if (g.chancellorHand) seqs.push(g.chancellorHand);
  }
  for (const p of state.peeks) seqs.push(p.cards);
  if (state.deck.length >= 3) seqs.push(state.deck.slice(0, 3));
  if (state.phase.name === 'legislative' && 'hand' in state.phase.step) seqs.push(state.phase.step.hand);
  return seqs.filter((s) => s.length >= 2);
}

function linesWith(text: string, token: string): string[] {
  return text.split('\n').filter((l) => l.includes(token));
}

// Games at every table size, every state after the deal; names are tokens.
const games = [5, 6, 7, 8, 9, 10].flatMap((n) => Array.from({ length: 4 }, (_, i) => ({ n, seed: `leak-${n}-${i}` })));
const seedOf = new Map<string, string>();
const allStates: { state: State; seedHex: string }[] = [];
for (const { n, seed } of games) {
  const seedHex = playRandomGame({ players: n, seed }).seedHex;
  seedOf.set(seed, seedHex);
  for (const state of statesOf(n, seed, TOKEN_NAMES)) allStates.push({ state, seedHex });
}

test('given thousands of states before the end, no public post shows a role, party, hand, deck order or the seed', () => {
  let checked = 0;
  for (const { state, seedHex } of allStates) {
    const view = publicView(state);
    if (view.winner) continue;
    const hidden = view.players.filter((p) => p.role === undefined);
    const sequences = hiddenSequences(state);
    for (const kind of POST_KINDS) {
      const lang = checked % 2 ? 'en' : 'ru';
      const text = renderPost(kind, { view, theme: 'secret-hitler', lang, format: 'markdown', overrides });
      const where = `${kind} (${lang}) at ${view.tableSize} players, government ${view.governments.length}`;
      // Roles other than Hitler's name in the rules, and parties, never appear before the end.
      for (const word of [ROLE.liberal, ROLE.fascist, PARTY.liberal, PARTY.fascist]) assert.not.ok(text.includes(word), `${where}: ${word}\n${text}`);
      // Hitler is named next to a hidden player only as "not Hitler".
      for (const p of hidden)
        for (const line of linesWith(text, p.name))
          assert.not.ok(line.replace(/(not|не) ROLEHIT/g, '').includes(ROLE.hitler), `${where}: ${line}`);
      for (const seq of sequences) assert.not.match(text, sequencePattern(seq), `${where}: the cards ${seq.join(',')}`);
      for (let i = 0; i + 16 <= seedHex.length; i += 8) assert.not.ok(text.includes(seedHex.slice(i, i + 16)), `${where}: the seed`);
      checked++;
    }
  }
  assert.ok(checked > 10_000, `checked ${checked} posts`);
});

test('given the game-over post asked for before the end, the seed is refused', () => {
  const { state, seedHex } = allStates.find(({ state }) => !publicView(state).winner)!;
  assert.throws(() => renderPost('game-over', { view: publicView(state), theme: 'secret-hitler', lang: 'en', format: 'markdown', extra: { seed: seedHex } }), /only in the game-over post/);
});

test('given every private message for every seat, it names roles and cards only as its reader may know them', () => {
  let checked = 0;
  for (const { state } of allStates.filter((_, i) => i % 20 === 0)) {
    const roles = state.roles!;
    for (let seat = 0; seat < state.players.length; seat++) {
      const view = playerView(state, seat);
      const known = new Map(view.knownRoles.map((k) => [k.seat, k.role]));
      const investigated = new Map(view.investigations.map((i) => [i.target, i.party]));
      const seen = [...view.handled.map((h) => h.cards), ...view.peeks, ...(view.hand ? [view.hand.cards] : [])];
      const unseen = hiddenSequences(state).filter((s) => s.length === 3 && !seen.some((m) => m.join() === s.join() || m.join().includes(s.join())));
      for (const kind of MESSAGE_KINDS) {
        const { text } = renderMessage(kind, { view, theme: 'secret-hitler', lang: checked % 2 ? 'en' : 'ru', code: 'T3ST', overrides,
          ack: { readAs: 'Ja' }, error: { reason: 'illegal', detail: 'a rule' } });
        for (let other = 0; other < state.players.length; other++) {
          if (other === seat || view.players[other].role !== undefined) continue;
          for (const line of linesWith(text, state.players[other])) {
            const stripped = line.replace(/(not|не) ROLEHIT/g, '');
            for (const r of ['liberal', 'fascist', 'hitler'] as const)
              if (stripped.includes(ROLE[r])) assert.is(known.get(other), r, `${kind} to seat ${seat + 1}: ${line}`);
            for (const p of ['liberal', 'fascist'] as const)
              if (line.includes(PARTY[p])) assert.is(investigated.get(other), p, `${kind} to seat ${seat + 1}: ${line}`);
            if (known.has(other)) assert.is(roles[other], known.get(other));
          }
        }
        for (const seq of unseen) assert.not.match(text, sequencePattern(seq), `${kind} to seat ${seat + 1}: cards ${seq.join(',')}\n${text}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 10_000, `checked ${checked} messages`);
});

test('given the setup table, a role card names exactly the teammates that role may know', () => {
  for (const n of [5, 6, 7, 8, 9, 10]) {
    const state = statesOf(n, `cards-${n}`, TOKEN_NAMES)[0];
    const roles = state.roles!;
    assert.is(roles.filter((r) => r === 'fascist').length, FASCISTS_BY_TABLE[n]);
    for (let seat = 0; seat < n; seat++) {
      const { text } = renderMessage('role-card', { view: playerView(state, seat), theme: 'secret-hitler', lang: 'en', code: 'R0LE', overrides });
      const named = TOKEN_NAMES.slice(0, n).filter((name, s) => s !== seat && text.includes(name));
      const expected = roles[seat] === 'liberal' ? []
        : roles[seat] === 'hitler' && !hitlerKnowsFascists(n) ? []
        : TOKEN_NAMES.slice(0, n).filter((_, s) => s !== seat && roles[s] !== 'liberal');
      assert.equal(named, expected, `${roles[seat]} at ${n}: ${text}`);
      assert.ok(text.includes(`Your role: ${ROLE[roles[seat]]}`));
      for (const name of named) assert.ok(text.includes(`${name} (seat ${TOKEN_NAMES.indexOf(name) + 1}): ${ROLE[roles[TOKEN_NAMES.indexOf(name)]]}`), text);
    }
  }
});

test.run();
