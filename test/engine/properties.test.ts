// Properties over random legal games of 5 to 10 players (fast-check drives every choice): cards are
// conserved, exactly the eligible nominees are accepted, the Election Tracker and the win (with its
// reason) are what the rules make of the events, every game ends, and replays (also through the YAML
// log) give the same state.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  apply, nextAutomaticEvent, pending, replay, seededSource,
  type GameEvent, type Policy, type RulesetName, type Seat, type State,
} from '../../src/engine/index.js';
import { DEFAULT_NAMES, newGameEvent, randomDecision, type Chooser } from '../../src/sim/random-play.js';
import { createLogFile, readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import type { AnyEvent } from '../../src/log/records.js';
import { scratch } from '../support/scratch.js';

const RULESETS: RulesetName[] = ['secret-hitler', 'secret-russian', 'service-rat', 'rebalanced'];

const gameArb = fc.record({
  players: fc.integer({ min: 5, max: 10 }),
  ruleset: fc.constantFrom(...RULESETS),
  seedHex: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
  jaBias: fc.integer({ min: 30, max: 95 }).map((p) => p / 100),
  choices: fc.infiniteStream(fc.nat()),
});

type GameArb = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

/** Every card of the game: in hands, piles and on the tracks (the deck option counts those that start on the track). */
function cardsInPlay(state: State): Record<Policy, number> {
  const count = { liberal: 0, fascist: 0 };
  const add = (cards: Policy[]) => cards.forEach((c) => count[c]++);
  add(state.deck);
  add(state.discard);
  if (state.phase.name === 'legislative' && state.phase.step.name !== 'draw') add(state.phase.step.hand);
  count.liberal += state.liberalPolicies;
  count.fascist += state.fascistPolicies;
  return count;
}

/** Term limits as RULES §2.2 words them, kept from the events alone (not from the engine's state). */
class TermLimits {
  private last: { president: Seat; chancellor: Seat } | null = null;
  private nominated: { president: Seat; chancellor: Seat } | null = null;

  see(event: GameEvent): void {
    if (event.type === 'chancellor-nominated') this.nominated = { president: event.president, chancellor: event.chancellor };
    if (event.type === 'votes-tallied' && event.elected) this.last = this.nominated;
    if (event.type === 'chaos-enacted') this.last = null;
  }

  eligible(state: State, candidate: Seat): Seat[] {
    const alive = state.alive.filter(Boolean).length;
    const relaxed = state.setup.options.termLimitRelaxation === 'table' ? state.players.length <= 5 : alive <= 5;
    const limited = !this.last ? [] : relaxed ? [this.last.chancellor] : [this.last.president, this.last.chancellor];
    return state.players.map((_, s) => s).filter((s) => s !== candidate && state.alive[s] && !limited.includes(s));
  }
}

/**
 * The Election Tracker and the win, kept from the events alone as RULES words them: a failed vote
 * and an accepted veto advance the tracker (§2.4, §2.7); any enactment resets it, or with
 * `trackerReset: on-election` every successful election does (§2.8); the third step is chaos (§2.4).
 * The win (§3): five Liberal or six Fascist policies, Hitler executed, or Hitler elected Chancellor
 * with three or more Fascist policies enacted.
 */
class RulesRecord {
  tracker = 0;
  liberal = 0;
  fascist: number;
  hitler = -1;
  nominee = -1;
  win: { winner: 'liberal' | 'fascist'; reason: string } | null = null;

  constructor(private readonly options: { trackerReset: string; startingFascistPolicies: number }) {
    this.fascist = options.startingFascistPolicies;
  }

  see(event: GameEvent): void {
    if (this.win) assert.is(event.type, 'game-ended', `RULES §3: nothing is played after the win (${this.win.reason}), but ${event.type} was`);
    switch (event.type) {
      case 'roles-dealt': this.hitler = event.roles.indexOf('hitler'); break;
      case 'chancellor-nominated': this.nominee = event.chancellor; break;
      case 'votes-tallied':
        if (!event.elected) this.tracker++;
        else {
          if (this.options.trackerReset === 'on-election') this.tracker = 0;
          if (this.nominee === this.hitler && this.fascist >= 3) this.win = { winner: 'fascist', reason: 'hitler-elected' };
        }
        break;
      case 'chaos-enacted':
        assert.is(this.tracker, 3, 'RULES §2.4: chaos only on the third failure in a row');
        this.enact(event.policy);
        break;
      case 'policy-enacted': this.enact(event.policy); break;
      case 'veto-answered': if (event.agree) this.tracker++; break;
      case 'player-executed': if (event.target === this.hitler) this.win = { winner: 'liberal', reason: 'hitler-executed' }; break;
    }
    assert.ok(this.tracker <= 3, `the tracker never passes three (${this.tracker})`);
  }

  private enact(policy: Policy): void {
    this.tracker = 0;
    if (policy === 'liberal') this.liberal++;
    else this.fascist++;
    if (this.liberal >= 5) this.win = { winner: 'liberal', reason: 'five-liberal' };
    if (this.fascist >= 6) this.win = { winner: 'fascist', reason: 'six-fascist' };
  }
}

interface Played { events: GameEvent[]; state: State; decisions: number }

/** Plays a game, checking after every event that the cards are conserved and every nomination is judged right. */
function play(g: GameArb): Played {
  const created = newGameEvent({ gameId: 'prop', players: DEFAULT_NAMES.slice(0, g.players), ruleset: g.ruleset, seedHex: g.seedHex });
  const total = (created as Extract<GameEvent, { type: 'game-created' }>).options.deck;
  const random = seededSource(g.seedHex);
  const choose: Chooser = { below: (n) => g.choices.next().value % n };
  const limits = new TermLimits();
  const record = new RulesRecord((created as Extract<GameEvent, { type: 'game-created' }>).options);
  const events: GameEvent[] = [created];
  const first = apply(null, created);
  if (!first.ok) throw new Error(first.error.message);
  let state = first.state;
  const step = (event: GameEvent) => {
    const r = apply(state, event);
    if (!r.ok) throw new Error(`refused ${event.type}: ${r.error.message}`);
    state = r.state;
    events.push(event);
    limits.see(event);
    record.see(event);
    assert.is(state.electionTracker, record.tracker, `the Election Tracker after ${event.type} (event ${events.length})`);
    if (event.type === 'game-ended') assert.equal({ winner: event.winner, reason: event.reason }, record.win, 'RULES §3: the win and its reason');
    if (state.roles) assert.equal(cardsInPlay(state), total, `cards after ${event.type} (event ${events.length})`);
  };
  let decisions = 0;
  for (;;) {
    for (let e = nextAutomaticEvent(state, random); e; e = nextAutomaticEvent(state, random)) step(e);
    const p = pending(state);
    if (p.kind === 'nomination') {
      const want = limits.eligible(state, p.president);
      const accepted = state.players.map((_, s) => s).filter((s) => apply(state, { type: 'chancellor-nominated', president: p.president, chancellor: s }).ok);
      assert.equal(accepted, want, 'the nominees the engine accepts');
    }
    const decision = randomDecision(state, choose, g.jaBias);
    if (!decision) break;
    decisions++;
    step(decision);
  }
  assert.ok(record.win, 'the game ended with a win the rules name');
  return { events, state, decisions };
}

/** Fewer games per property in the mutation runs (stryker.config.mjs sets the scale): they run once per mutant. */
const SCALE = Number(process.env.CHANCERY_PROPERTY_RUNS_SCALE ?? 1);
const runs = (n: number) => Math.max(4, Math.round(n * SCALE));

// A game ends by the tenth enactment at the latest (4 Liberal + 5 Fascist policies, then one more
// wins). Each enactment (by a government or chaos) takes at most three nominations (RULES §4), a
// veto counting as a failure (§7). With `trackerReset: on-election` (§8) an election resets the
// tracker and the veto that follows it moves it to one: a veto is then a step of its own, and
// three nominations at most lead to each enactment or veto.
const ENACTMENTS_AT_MOST = 10;
function maxGovernments(state: State): number {
  const vetoed = state.setup.options.trackerReset === 'on-election' ? state.governments.filter((g) => g.veto?.accepted).length : 0;
  return 3 * (ENACTMENTS_AT_MOST + vetoed);
}

test('over random legal games, cards are conserved, only eligible nominees are accepted, the Election Tracker and the win follow the rules', () => {
  fc.assert(fc.property(gameArb, (g) => {
    const { state } = play(g);
    assert.is(state.phase.name, 'over');
  }), { numRuns: runs(150) });
});

test('every random game ends within a bounded number of governments', () => {
  fc.assert(fc.property(gameArb, (g) => {
    const { state, decisions } = play(g);
    assert.is(state.phase.name, 'over');
    const most = maxGovernments(state);
    assert.ok(state.governments.length <= most, `${state.governments.length} governments (at most ${most})`);
    // Per government: a nomination, up to ten votes, a discard, a veto request and answer, an enactment, a power.
    assert.ok(decisions <= most * (1 + 10 + 1 + 2 + 1 + 1), `${decisions} decisions`);
  }), { numRuns: runs(100) });
});

test('replaying the events gives the same state', () => {
  fc.assert(fc.property(gameArb, (g) => {
    const { events, state } = play(g);
    const again = replay(events);
    assert.ok(again.ok);
    if (again.ok) assert.equal(again.state, state);
  }), { numRuns: runs(100) });
});

test('replaying the written YAML log gives the same state', () => {
  const dir = scratch('chancery-prop-');
  let n = 0;
  try {
    fc.assert(fc.property(gameArb, (g) => {
      const { events, state } = play(g);
      const [created, ...rest] = events as [Extract<GameEvent, { type: 'game-created' }>, ...GameEvent[]];
      const path = join(dir, `g${++n}.yaml`);
      createLogFile(path, {
        chancery: 1, game: created.gameId, created: '2026-01-01T00:00:00.000Z', ruleset: created.ruleset,
        options: created.options, players: created.players.map((name) => ({ name })), firstPresident: created.firstPresident,
        commitment: created.commitment, seed: g.seedHex, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' },
      }, rest as AnyEvent[], '2026-01-01T00:00:00.000Z');
      assert.equal(replayLog(readLog(path)).state, state);
    }), { numRuns: runs(40) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
