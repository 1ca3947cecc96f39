// The game's vocabulary: the events that make up a game, and the state they fold into.
// Everything here is plain data so that it serialises to the YAML log unchanged.

/** A seat is a 0-based index into the player list (the table order). */
export type Seat = number;

export type Policy = 'liberal' | 'fascist';
export type Party = 'liberal' | 'fascist';
export type Role = 'liberal' | 'fascist' | 'hitler';
export type Vote = 'ja' | 'nein';
export type Power = 'investigate' | 'special-election' | 'peek' | 'execution';
export type Winner = 'liberal' | 'fascist';
export type WinReason = 'five-liberal' | 'six-fascist' | 'hitler-elected' | 'hitler-executed';

/** The named rulesets of RULES.md §4 (the log schema, `new`, completion and help derive from this list). */
export const RULESET_NAMES = ['secret-hitler', 'secret-russian', 'service-rat', 'rebalanced', 'custom'] as const;
export type RulesetName = (typeof RULESET_NAMES)[number];

/** The rule options of RULES.md §4 that take one of a few words, with those words. */
export const CHOICE_OPTIONS = {
  firstPresident: ['first-listed', 'random'],
  termLimitRelaxation: ['alive', 'table'],
  trackerReset: ['on-enactment', 'on-election'],
} as const;
export type ChoiceOption = keyof typeof CHOICE_OPTIONS;

/** The rule options that take whole numbers (deck.liberal, deck.fascist are set as `deck`). */
export const NUMBER_OPTIONS = ['deck', 'startingFascistPolicies'] as const;

/** Every rule option's name, as `--option name=value` takes it. */
export const OPTION_NAMES = [...(Object.keys(CHOICE_OPTIONS) as ChoiceOption[]), ...NUMBER_OPTIONS] as const;

/** Every rule option of RULES.md §4, with its value spelled out so a replay never depends on defaults. */
export type Options = { [K in ChoiceOption]: (typeof CHOICE_OPTIONS)[K][number] } & {
  /** All policy cards in the game, including any that start on the track. */
  deck: { liberal: number; fascist: number };
  startingFascistPolicies: number;
};

/** The setup of a game: what `game-created` carries (the log header is this event). */
export interface GameSetup {
  gameId: string;
  players: string[];
  ruleset: RulesetName;
  options: Options;
  /** Seat of the first Presidential candidate, resolved at creation (also when `firstPresident: random`). */
  firstPresident: Seat;
  /** SHA-256 commitment to the secret seed, published in the opening post; null for imported games. */
  commitment: string | null;
}

// ---- Events -------------------------------------------------------------------------------

export interface GameCreated extends GameSetup { type: 'game-created' }
/** The secret deal: one role per seat. */
export interface RolesDealt { type: 'roles-dealt'; roles: Role[] }
/** A new draw pile, top card first: at the start, and at every reshuffle of deck plus discards. */
export interface DeckShuffled { type: 'deck-shuffled'; deck: Policy[] }
export interface ChancellorNominated { type: 'chancellor-nominated'; president: Seat; chancellor: Seat }
/** A player's vote; a later vote of the same seat replaces it until the tally. */
export interface VoteCast { type: 'vote-cast'; seat: Seat; vote: Vote }
/** The tally once every living player has voted. `elected` is what the votes say; it is checked. */
export interface VotesTallied { type: 'votes-tallied'; ja: Seat[]; nein: Seat[]; elected: boolean }
/** The third failed government in a row: the top policy is enacted with no power. */
export interface ChaosEnacted { type: 'chaos-enacted'; policy: Policy }
/** The President draws the top three policies. */
export interface PoliciesDrawn { type: 'policies-drawn'; cards: Policy[] }
export interface PresidentDiscarded { type: 'president-discarded'; policy: Policy }
export interface PolicyEnacted { type: 'policy-enacted'; policy: Policy }
export interface VetoRequested { type: 'veto-requested' }
export interface VetoAnswered { type: 'veto-answered'; agree: boolean }
/** Investigate Loyalty; `party` is the private result shown to the President (checked against the role). */
export interface LoyaltyInvestigated { type: 'loyalty-investigated'; president: Seat; target: Seat; party: Party }
export interface SpecialElectionCalled { type: 'special-election-called'; president: Seat; target: Seat }
/** Policy Peek; `cards` are the top three, in order (checked against the deck). */
export interface PoliciesPeeked { type: 'policies-peeked'; president: Seat; cards: Policy[] }
export interface PlayerExecuted { type: 'player-executed'; president: Seat; target: Seat }
export interface GameEnded { type: 'game-ended'; winner: Winner; reason: WinReason }
/** A moderator correction: another person takes over a seat, with its role and all it learned. */
export interface PlayerReplaced { type: 'player-replaced'; seat: Seat; name: string }

export type GameEvent =
  | GameCreated
  | RolesDealt
  | DeckShuffled
  | ChancellorNominated
  | VoteCast
  | VotesTallied
  | ChaosEnacted
  | PoliciesDrawn
  | PresidentDiscarded
  | PolicyEnacted
  | VetoRequested
  | VetoAnswered
  | LoyaltyInvestigated
  | SpecialElectionCalled
  | PoliciesPeeked
  | PlayerExecuted
  | GameEnded
  | PlayerReplaced;

// ---- State ---------------------------------------------------------------------------------

/**
 * Where the game stands. Exactly one phase is current; `pending()` derives from it what the game
 * waits for, so nothing about "whose turn" is stored twice.
 */
export type Phase =
  | { name: 'setup' } // waiting for the deal and the first shuffle
  | { name: 'nomination'; candidate: Seat }
  | { name: 'election'; president: Seat; chancellor: Seat; votes: Record<Seat, Vote> }
  | { name: 'legislative'; president: Seat; chancellor: Seat; step: LegislativeStep }
  | { name: 'executive'; president: Seat; power: Power }
  | { name: 'over'; winner: Winner; reason: WinReason };

export type LegislativeStep =
  | { name: 'draw' } // elected; the President has not drawn yet
  | { name: 'president-discard'; hand: Policy[] }
  | { name: 'chancellor-enact'; hand: Policy[]; vetoRefused: boolean }
  | { name: 'veto-answer'; hand: Policy[] };

/** What happened in one nomination: the history a thread (and `history`) shows. */
export interface Government {
  president: Seat;
  chancellor: Seat;
  /** Filled at the tally; absent while voting is open. */
  votes?: Record<Seat, Vote>;
  elected?: boolean;
  /** Set when this government enacted a policy (not chaos). */
  enacted?: Policy;
  veto?: { requested: true; accepted?: boolean };
  /** The policy chaos enacted after this (failed or vetoed) government, if any. */
  chaos?: Policy;
  power?: Power;
  target?: Seat;
  /** True when this government was the result of a special election. */
  special?: boolean;
  /** Legislative secrets kept for the seats that saw them (views filter them). */
  presidentHand?: Policy[];
  chancellorHand?: Policy[];
}

/** A seat changing hands: who held it before, who holds it after, and from which government. */
export interface Replacement {
  seat: Seat;
  previous: string;
  name: string;
  /** Governments 1..`after` were played by `previous`; later ones (and the one in progress) by `name`. */
  after: number;
  /**
   * The seat's vote in government `after + 1` was cast before the seat changed hands (a replacement
   * during that vote, after the seat voted, or during the session): the vote is `previous`'s, the
   * offices and everything after are `name`'s.
   */
  votedBefore: boolean;
  /**
   * The seat changed hands while the executive power of government `after` waited to be used
   * (RULES §2.10): the power's use (from the President's seat) or its target is `name`'s, though
   * that government's offices and votes are `previous`'s. Derived from the state at the hand-over.
   */
  powerPending: boolean;
  /**
   * The seat was the President's of government `after + 1` and changed hands after the President
   * discarded (RULES §2.5-2.6: the Chancellor was passed the two cards, and may still enact or ask
   * for a veto): that discard, and the two cards passed, are `previous`'s, though the rest of the
   * session and the offices are `name`'s. Derived from the state at the hand-over.
   */
  discardedBefore: boolean;
  /**
   * The seat was the President's of government `after + 1` and changed hands after the President
   * refused the veto the Chancellor asked for (RULES §2.7: the Chancellor must then enact one of
   * the two cards): that refusal is `previous`'s, though the rest of the session and the offices
   * are `name`'s. Derived from the state at the hand-over.
   */
  vetoRefusedBefore: boolean;
  /**
   * The seat was the Chancellor's of government `after + 1` and changed hands after the Chancellor
   * asked for the veto (RULES §2.7: while the President answers it, or after the President refused
   * it, the Chancellor still to enact): that request is `previous`'s, though the rest of the session
   * and the offices are `name`'s. Derived from the state at the hand-over.
   */
  vetoRequestedBefore: boolean;
}

export interface State {
  setup: GameSetup;
  players: string[]; // current names (replacements change them)
  /** Every replacement in order: who held a seat when (history credits each act to its player). */
  replacements: Replacement[];
  roles: Role[] | null;
  deck: Policy[]; // top first
  discard: Policy[];
  liberalPolicies: number;
  fascistPolicies: number;
  electionTracker: number;
  alive: boolean[];
  /** The last President who took office by rotation: the rotation continues after this seat. */
  rotationAnchor: Seat | null;
  /** Set by a special election: the next candidate, who does not move the rotation. */
  specialCandidate: Seat | null;
  /** Term limits: the last elected pair (forgotten after chaos). */
  lastElected: { president: Seat; chancellor: Seat } | null;
  investigated: Seat[];
  /** Private knowledge gained by powers: investigator seat → results; peeker seat → cards. */
  investigations: { president: Seat; target: Seat; party: Party }[];
  peeks: { president: Seat; cards: Policy[] }[];
  /** Chancellors elected after the third Fascist policy: publicly known not to be Hitler. */
  confirmedNotHitler: Seat[];
  governments: Government[];
  phase: Phase;
  /** How many shuffles have been applied: the generator's counter for the next one. */
  shuffles: number;
}

// ---- Pending -------------------------------------------------------------------------------

/** What the game waits for now: a person's decision, an automatic step, or nothing (it is over). */
export type Pending =
  | { kind: 'deal' }
  | { kind: 'shuffle'; cards: Policy[] }
  | { kind: 'nomination'; president: Seat; eligible: Seat[] }
  | { kind: 'votes'; president: Seat; chancellor: Seat; waitingFor: Seat[]; voted: Seat[] }
  | { kind: 'tally' }
  | { kind: 'chaos' }
  | { kind: 'draw'; president: Seat }
  | { kind: 'president-discard'; president: Seat; chancellor: Seat }
  | { kind: 'chancellor-enact'; president: Seat; chancellor: Seat; vetoAllowed: boolean }
  | { kind: 'veto-answer'; president: Seat; chancellor: Seat }
  | { kind: 'power'; president: Seat; power: Power; eligible: Seat[] }
  | { kind: 'game-over'; winner: Winner; reason: WinReason };

export type PendingKind = Pending['kind'];
