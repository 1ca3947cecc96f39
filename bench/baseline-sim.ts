// The baseline for the simulate benchmark: the same rules as src/engine, written as one minimal
// mutable loop with no events, no validation and no copies. It draws its randomness from the same
// sources as `simulate` (the seeded chooser and the seeded deck shuffles), so the benchmark's
// ratio measures what the engine's design costs, not a cheaper random number generator.
import { createHash } from 'node:crypto';
import { dealRoles, shuffleDeck, powerForSlot, type Policy } from '../src/engine/index.js';
import { seededChooser } from '../src/sim/random-play.js';

export interface BaselineResult { winner: 'liberal' | 'fascist'; reason: string }

export function baselineGame(players: number, seed: string): BaselineResult {
  // The same seed bytes `playRandomGame` derives, so both play from the same deal and decks.
  const seedBytes = createHash('sha256').update(`seed:${seed}`).digest();
  const choose = seededChooser(seed);
  const hitler = dealRoles(seedBytes, players).indexOf('hitler');
  let shuffles = 0;
  const all: Policy[] = [];
  for (let i = 0; i < 11; i++) all.push('fascist');
  for (let i = 0; i < 6; i++) all.push('liberal');
  let deck = shuffleDeck(seedBytes, shuffles++, all);
  let discard: Policy[] = [];
  const alive = new Array<boolean>(players).fill(true);
  const investigated = new Array<boolean>(players).fill(false);
  let lib = 0, fas = 0, tracker = 0, aliveCount = players;
  let lastPres = -1, lastChan = -1, anchor = 0, special = -1, candidate = 0;
  const reshuffle = () => {
    if (deck.length < 3) { deck = shuffleDeck(seedBytes, shuffles++, deck.concat(discard)); discard = []; }
  };
  const nextRound = () => {
    if (special >= 0) { candidate = special; special = -1; return; }
    do anchor = (anchor + 1) % players; while (!alive[anchor]);
    candidate = anchor;
  };
  const enact = (p: Policy) => { if (p === 'liberal') lib++; else fas++; tracker = 0; };
  const trackWin = (): BaselineResult | null =>
    lib >= 5 ? { winner: 'liberal', reason: 'five-liberal' } : fas >= 6 ? { winner: 'fascist', reason: 'six-fascist' } : null;
  const chaos = (): BaselineResult | null => {
    enact(deck.shift()!);
    lastPres = lastChan = -1;
    const won = trackWin();
    if (!won) reshuffle();
    return won;
  };
  const eligible: number[] = [];
  for (;;) {
    // Nomination.
    eligible.length = 0;
    for (let s = 0; s < players; s++) {
      if (s === candidate || !alive[s] || s === lastChan || (s === lastPres && aliveCount > 5)) continue;
      eligible.push(s);
    }
    const president = candidate;
    const chancellor = eligible[choose.below(eligible.length)];
    // Votes, cast one at a time in a random order as the simulation does.
    let ja = 0, left = aliveCount;
    while (left > 0) { choose.below(left); if (choose.below(1000) < 600) ja++; left--; }
    if (ja * 2 <= aliveCount) {
      tracker++;
      nextRound();
      const end = tracker === 3 ? chaos() : null;
      if (end) return end;
      continue;
    }
    lastPres = president; lastChan = chancellor;
    if (fas >= 3 && chancellor === hitler) return { winner: 'fascist', reason: 'hitler-elected' };
    const hand = deck.splice(0, 3);
    discard.push(hand.splice(choose.below(3), 1)[0]);
    if (fas >= 5 && choose.below(4) === 0) {
      if (choose.below(2) === 0) {
        discard.push(hand[0], hand[1]); tracker++;
        reshuffle(); nextRound();
        const end = tracker === 3 ? chaos() : null;
        if (end) return end;
        continue;
      }
    }
    const enacted = hand.splice(choose.below(2), 1)[0];
    discard.push(hand[0]);
    enact(enacted);
    const won = trackWin();
    if (won) return won;
    reshuffle();
    const power = enacted === 'fascist' ? powerForSlot(players, fas) : null;
    if (power) {
      eligible.length = 0;
      for (let s = 0; s < players; s++) if (alive[s] && s !== president && !(power === 'investigate' && investigated[s])) eligible.push(s);
      if (power === 'investigate') investigated[eligible[choose.below(eligible.length)]] = true;
      else if (power === 'special-election') special = eligible[choose.below(eligible.length)];
      else if (power === 'execution') {
        const target = eligible[choose.below(eligible.length)];
        alive[target] = false; aliveCount--;
        if (target === hitler) return { winner: 'liberal', reason: 'hitler-executed' };
      }
    }
    nextRound();
  }
}
