// The leak test: over thousands of states of random games, no public post before the end carries
// a hidden fact, and no private message carries what its reader may not know. Names and theme
// words are unique tokens (tokenTheme), so a role word cannot hide behind a card word.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicView, playerView, type Policy, type Role, type Seat, type State } from '../../src/engine/index.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { TOKEN_NAMES, statesOf, takenBackIn, tokenTheme, withdrawalFacts } from './support.js';
import type { LogRecord } from '../../src/log/records.js';
import type { Withdrawal } from '../../src/render/posts.js';
import { SHARED } from '../support/cli.js';

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

const RULES_TEXT = readFileSync(join(SHARED, 'RULES.md'), 'utf8');

/** RULES §1 Setup, read from the table in RULES.md (not from the engine): liberals and fascists (besides Hitler) by table size. */
const RULES_SETUP: Record<number, { liberals: number; fascists: number }> = Object.fromEntries(
  [...RULES_TEXT.matchAll(/^\| (\d+) \| (\d+) \| (\d+) \| 1 \|$/gm)].map(([, n, liberals, fascists]) => [Number(n), { liberals: Number(liberals), fascists: Number(fascists) }]),
);

/** The sentences of RULES §1 that `mayKnowRole` follows, word for word: a change of the rules text fails the test that checks them. */
const RULES_KNOWLEDGE = [
  'Fascists learn who the other fascists are and who Hitler is.',
  'Hitler learns the fascist only in 5- and 6-player games; from 7 players Hitler knows nobody.',
];

/** RULES §1: "Fascists learn who the other fascists are and who Hitler is. Hitler learns the fascist
 *  only in 5- and 6-player games; from 7 players Hitler knows nobody." Liberals learn nothing. */
function mayKnowRole(reader: Role, other: Role, tableSize: number): boolean {
  if (other === 'liberal') return false;
  if (reader === 'fascist') return true;
  if (reader === 'hitler') return tableSize === 5 || tableSize === 6;
  return false;
}

/**
 * The seats everyone may know are not Hitler, from the record of the game and the rules alone:
 * RULES §2.5, a Chancellor elected with three or more Fascist policies already enacted; RULES §2.10,
 * an executed player when the game goes on (only an executed Hitler ends it).
 */
function publiclyNotHitler(state: State): Set<Seat> {
  const seats = new Set<Seat>();
  let fascist = state.setup.options.startingFascistPolicies;
  for (const g of state.governments) {
    if (g.elected && fascist >= 3) seats.add(g.chancellor);
    if (g.enacted === 'fascist' || g.chaos === 'fascist') fascist++;
  }
  state.alive.forEach((alive, seat) => { if (!alive) seats.add(seat); });
  return seats;
}

/** "X is not Hitler" in the forms the posts use (en: is/was not, (not …); ru: — не …, (не …)). */
const NOT_HITLER = /(not|не) ROLEHIT/g;

/** Asserts a line that names `seat` and Hitler says only "not Hitler", and only of a seat the rules make public. */
function assertHitlerMention(line: string, seat: Seat, allowed: Set<Seat>, where: string) {
  if (!line.includes(ROLE.hitler)) return;
  assert.ok(line.match(NOT_HITLER)?.length === line.split(ROLE.hitler).length - 1, `${where}: Hitler named other than as "not Hitler": ${line}`);
  assert.ok(allowed.has(seat), `${where}: seat ${seat + 1} is called not Hitler, which no rule makes public yet: ${line}`);
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
  for (const [index, { state, seedHex }] of allStates.entries()) {
    const view = publicView(state);
    if (view.winner) continue;
    const hidden = view.players.filter((p) => p.role === undefined);
    const notHitler = publiclyNotHitler(state);
    const sequences = hiddenSequences(state);
    for (const kind of POST_KINDS) {
      // Every kind in both languages, a state in one and the next in the other (by the post's count,
      // an even number of kinds would have given each kind always the same language).
      const lang = index % 2 ? 'en' : 'ru';
      const text = renderPost(kind, { view, theme: 'secret-hitler', lang, format: 'markdown', overrides });
      const where = `${kind} (${lang}) at ${view.tableSize} players, government ${view.governments.length}`;
      // The opening's roles line counts the table's roles (RULES §1: "1 Fascist and Hitler"): a role
      // word there names nobody. It must name no player, and is left out of the check below.
      const rolesLine = kind === 'opening' ? text.split('\n').find((l) => /^\*\*(Roles|Роли):\*\*/.test(l)) : undefined;
      if (kind === 'opening') assert.ok(rolesLine, `${where}: no roles line\n${text}`);
      for (const p of rolesLine ? view.players : []) assert.not.ok(rolesLine!.includes(p.name), `${where}: ${p.name} in the roles line`);
      const told = rolesLine ? text.replace(rolesLine, '') : text;
      // Roles other than Hitler's name in the rules, and parties, never appear before the end.
      for (const word of [ROLE.liberal, ROLE.fascist, PARTY.liberal, PARTY.fascist]) assert.not.ok(told.includes(word), `${where}: ${word}\n${text}`);
      // Hitler is named next to a hidden player only as "not Hitler", and only when a rule made it public.
      for (const p of hidden)
        for (const line of linesWith(text, p.name)) assertHitlerMention(line, p.seat, notHitler, where);
      for (const seq of sequences) assert.not.match(text, sequencePattern(seq), `${where}: the cards ${seq.join(',')}`);
      for (let i = 0; i + 16 <= seedHex.length; i += 8) assert.not.ok(text.includes(seedHex.slice(i, i + 16)), `${where}: the seed`);
      checked++;
    }
  }
  assert.ok(checked > 10_000, `checked ${checked} posts`);
});

/** The records with every card and party turned over (a vote, a seat or a type is left as it is). */
function turnedOver(records: readonly LogRecord[]): LogRecord[] {
  const turn = (v: unknown): unknown => (v === 'liberal' ? 'fascist' : v === 'fascist' ? 'liberal' : Array.isArray(v) ? v.map(turn) : v);
  return records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, turn(v)])) as unknown as LogRecord);
}

test('given every decision of random games taken back, the withdrawal post shows nothing hidden, and reads the same whatever its cards were', () => {
  let checked = 0;
  for (const [g, { n, seed }] of games.entries()) {
    const seedHex = seedOf.get(seed)!;
    for (const [index, { before, records, taken, withdrawal }] of takenBackIn(n, seed, TOKEN_NAMES).entries()) {
      if (!withdrawal) continue;
      const view = publicView(before);
      const takenSeqs = new Set(taken.map((r) => r.seq));
      const turned = withdrawalFacts(records.map((r, i) => (takenSeqs.has(r.seq) ? turnedOver([r])[0] : records[i])), turnedOver(taken), before);
      const hidden = view.players.filter((p) => p.role === undefined);
      const notHitler = publiclyNotHitler(before);
      const sequences = hiddenSequences(before);
      for (const lang of ['en', 'ru'] as const) {
        const render = (w: Withdrawal | null) => renderPost('withdrawal', { view, theme: 'secret-hitler', lang, format: 'markdown', overrides, extra: { withdrawal: w! } });
        const text = render(withdrawal);
        const where = `withdrawal of ${taken[0].type} (${lang}), game ${g}, decision ${index}`;
        assert.is(render(turned), text, `${where}: the post depends on the cards taken back`);
        for (const word of [ROLE.liberal, ROLE.fascist, PARTY.liberal, PARTY.fascist, CARD.liberal, CARD.fascist]) assert.not.ok(text.includes(word), `${where}: ${word}\n${text}`);
        for (const p of hidden)
          for (const line of linesWith(text, p.name)) assertHitlerMention(line, p.seat, notHitler, where);
        for (const seq of sequences) assert.not.match(text, sequencePattern(seq), `${where}: the cards ${seq.join(',')}`);
        for (let i = 0; i + 16 <= seedHex.length; i += 8) assert.not.ok(text.includes(seedHex.slice(i, i + 16)), `${where}: the seed`);
        checked++;
      }
    }
  }
  assert.ok(checked > 1_000, `checked ${checked} posts`);
});

test('given the game-over post asked for before the end, the seed is refused', () => {
  const { state, seedHex } = allStates.find(({ state }) => !publicView(state).winner)!;
  assert.throws(() => renderPost('game-over', { view: publicView(state), theme: 'secret-hitler', lang: 'en', format: 'markdown', extra: { seed: seedHex } }), /only in the game-over post/);
});

test('given every private message for every seat, it names roles and cards only as its reader may know them', () => {
  let checked = 0;
  for (const { state } of allStates.filter((_, i) => i % 20 === 0)) {
    const roles = state.roles!;
    const notHitler = publiclyNotHitler(state);
    for (let seat = 0; seat < state.players.length; seat++) {
      const view = playerView(state, seat);
      const investigated = new Map(view.investigations.map((i) => [i.target, i.party]));
      const seen = [...view.handled.map((h) => h.cards), ...view.peeks, ...(view.hand ? [view.hand.cards] : [])];
      const unseen = hiddenSequences(state).filter((s) => s.length === 3 && !seen.some((m) => m.join() === s.join() || m.join().includes(s.join())));
      for (const kind of MESSAGE_KINDS) {
        const { text } = renderMessage(kind, { view, theme: 'secret-hitler', lang: checked % 2 ? 'en' : 'ru', code: 'T3ST', overrides,
          ack: { readAs: 'Ja' }, error: { reason: 'illegal', detail: 'a rule' } });
        for (let other = 0; other < state.players.length; other++) {
          if (other === seat || view.players[other].role !== undefined) continue;
          const knows = mayKnowRole(roles[seat], roles[other], state.players.length);
          for (const line of linesWith(text, state.players[other])) {
            const where = `${kind} to seat ${seat + 1}`;
            // A role word next to another player: that player's true role, and one the reader may know
            // (or, for Hitler, "not Hitler" where the rules made it public).
            for (const r of ['liberal', 'fascist'] as const)
              if (line.includes(ROLE[r])) assert.ok(knows && roles[other] === r, `${where}: ${line}`);
            if (line.includes(ROLE.hitler) && !(knows && roles[other] === 'hitler')) assertHitlerMention(line, other, notHitler, where);
            for (const p of ['liberal', 'fascist'] as const)
              if (line.includes(PARTY[p])) assert.is(investigated.get(other), p, `${where}: ${line}`);
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
  assert.equal(Object.keys(RULES_SETUP), ['5', '6', '7', '8', '9', '10'], 'RULES.md §1: a row per table size');
  for (const sentence of RULES_KNOWLEDGE) assert.ok(RULES_TEXT.includes(sentence), `RULES.md §1 no longer says: ${sentence}`);
  for (const n of [5, 6, 7, 8, 9, 10]) {
    const state = statesOf(n, `cards-${n}`, TOKEN_NAMES)[0];
    const roles = state.roles!;
    assert.is(roles.filter((r) => r === 'fascist').length, RULES_SETUP[n].fascists);
    assert.is(roles.filter((r) => r === 'liberal').length, RULES_SETUP[n].liberals);
    assert.is(roles.filter((r) => r === 'hitler').length, 1);
    for (let seat = 0; seat < n; seat++) {
      const { text } = renderMessage('role-card', { view: playerView(state, seat), theme: 'secret-hitler', lang: 'en', code: 'R0LE', overrides });
      const named = TOKEN_NAMES.slice(0, n).filter((name, s) => s !== seat && text.includes(name));
      const expected = TOKEN_NAMES.slice(0, n).filter((_, s) => s !== seat && mayKnowRole(roles[seat], roles[s], n));
      assert.equal(named, expected, `${roles[seat]} at ${n}: ${text}`);
      assert.ok(text.includes(`Your role: ${ROLE[roles[seat]]}`));
      for (const name of named) assert.ok(text.includes(`${name} (seat ${TOKEN_NAMES.indexOf(name) + 1}): ${ROLE[roles[TOKEN_NAMES.indexOf(name)]]}`), text);
    }
  }
});

test.run();
