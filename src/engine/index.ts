// The rules engine: a pure fold over game events. No fs, mail, clock, console or Math.random here.
export * from './types.js';
export * from './errors.js';
export * from './rules.js';
export { apply, automaticDue, createGame, replay, describePending, sameCards } from './apply.js';
export { pending, detectWin, eligibleChancellors, termLimited, vetoUnlocked, livingCount, isAutomatic } from './pending.js';
export { nextAutomaticEvent, seededSource, type RandomSource } from './automatic.js';
export { decide, settle, eventOf, intentOf, presidentOf, type Intent, type IntentType, type Decided, type Settled } from './decide.js';
export { publicView, playerView, holderAt, fascistSlotSources, type SeatAct, type FascistSlotSource, type PublicView, type PlayerView, type PublicPlayer, type PublicGovernment, type PublicPending, type KnownRole } from './views.js';
export { commitment, dealRoles, drawFirstPresident, shuffleDeck, parseSeed, SeededStream } from './random.js';
