// The legal next decisions of a game, as the interactive prompt offers them. Each one carries the
// engine events it stands for (for the dry run that previews its post and messages), the command
// line a moderator could type instead, and a `run` that calls that same command module: the rules
// are the engine's and the write path is the commands', never re-implemented here.
import { pending, type Intent, type Pending, type Policy, type Seat, type State } from '../engine/index.js';
import type { Context } from '../game/context.js';
import type { DecisionResult } from '../game/act.js';
import type { GameOutcome } from '../game/outcome.js';
import { speechOf, type Speech } from '../game/speech.js';
import type { AnyEvent } from '../log/records.js';
import type { DeadlineResult, HouseRuleVotes } from '../commands/deadline.js';
import type { VoteResult } from '../commands/vote.js';
import type { Replayed } from '../log/replay.js';
import { ChanceryError } from '../errors.js';
import { gameWording } from '../game/error-words.js';
import { overrideDirs } from '../render/overrides.js';

export interface Action {
  /** What the moderator picks, like "Nominate Bob" or "Discard card 2 (fascist)". */
  label: string;
  /** The subcommand that does the same, as words (without "chancery"). */
  argv: string[];
  /** The decision as intents, for the dry run (commit with dryRun: the same path as the write). */
  intents: Intent[];
  /**
   * The decision as the command makes it on the game it finds, when that may differ from `intents`
   * and `record` (a vote already given is kept; the house rule casts only the votes still missing),
   * at `now`: the time `commit` gives its planner (the preview's dry run and the write each take
   * theirs once), never a clock read of its own.
   */
  planOn?(game: Replayed, now: Date): Promise<{ intents: Intent[]; record?: AnyEvent[] }>;
  /** The log-only records the write adds beside the events (the house rule's `default-applied`). */
  record?: AnyEvent[];
  /** The command reads the players' mail before its decision (`deadline --apply`). */
  readsMailFirst?: true;
  run(ctx: Context): Promise<GameOutcome | DecisionResult | VoteResult | DeadlineResult>;
}

/** A question the moderator answers by picking one of the choices. */
export interface Question { message: string; choices: Action[] }

/** One player's vote to enter, or none yet. */
export interface VoteQuestion { seat: Seat; name: string }

export type Step =
  | { kind: 'pick'; question: Question }
  | { kind: 'votes'; voters: VoteQuestion[]; game: string; president: Seat; chancellor: Seat }
  | { kind: 'over'; winner: string; reason: string }
  | { kind: 'automatic'; what: string };

import { commandLine, shellWord } from '../input/text.js';
export { commandLine, shellWord } from '../input/text.js';

/** What the game waits for, as the prompt's next step, worded in the game's language and theme (`say`). */
export function nextStep(state: State, game: string, say: Speech = speechOf()): Step {
  const p = pending(state);
  const ask = say.prompt;
  const name = (s: Seat) => state.players[s];
  const pick = (message: string, choices: Action[]): Step => ({ kind: 'pick', question: { message, choices } });
  switch (p.kind) {
    case 'nomination':
      return pick(ask.nominate(name(p.president)),
        p.eligible.map((s) => ({
          label: ask.nominateLabel(name(s)),
          argv: ['nominate', game, name(s)],
          intents: [{ type: 'nominate', chancellor: s }],
          run: async (ctx) => (await import('../commands/nominate.js')).nominate({ game, chancellor: String(s + 1) }, ctx),
        })));
    case 'votes':
      return { kind: 'votes', voters: p.waitingFor.map((seat) => ({ seat, name: name(seat) })), game, president: p.president, chancellor: p.chancellor };
    case 'president-discard': {
      const hand = handOf(state);
      return pick(ask.discard(name(p.president), hand),
        hand.map((policy, i) => ({
          label: ask.discardLabel(i, policy),
          argv: ['discard', game, String(i + 1)],
          intents: [{ type: 'discard', policy }],
          run: async (ctx) => (await import('../commands/discard.js')).discard({ game, policy: String(i + 1) }, ctx),
        })));
    }
    case 'chancellor-enact': {
      const hand = handOf(state);
      const choices: Action[] = hand.map((policy, i) => ({
        label: ask.enactLabel(i, policy),
        argv: ['enact', game, String(i + 1)],
        intents: [{ type: 'enact', policy }],
        run: async (ctx) => (await import('../commands/enact.js')).enact({ game, policy: String(i + 1) }, ctx),
      }));
      if (p.vetoAllowed) choices.push(vetoAction(game, 'request', ask.vetoRequest, ask.vetoStep('request', name(p.president))));
      return pick(ask.enact(name(p.chancellor), hand), choices);
    }
    case 'veto-answer':
      return pick(ask.vetoQuestion(name(p.chancellor), name(p.president)),
        [vetoAction(game, 'agree', ask.vetoAgree, ask.vetoStep('agree', name(p.president))), vetoAction(game, 'refuse', ask.vetoRefuse, ask.vetoStep('refuse', name(p.president)))]);
    case 'power':
      return pick(ask.power(p.power, name(p.president)), powerActions(state, p, game, say));
    case 'game-over':
      return { kind: 'over', winner: p.winner, reason: p.reason };
    default:
      // The deal, shuffles, the tally, chaos and the draw follow every decision by themselves.
      return { kind: 'automatic', what: p.kind };
  }
}

function handOf(state: State): Policy[] {
  const ph = state.phase;
  return ph.name === 'legislative' && 'hand' in ph.step ? ph.step.hand.slice() : [];
}

/** `word`: the step as the command line says it in the game's language («запросить», «согласна»). */
function vetoAction(game: string, step: 'request' | 'agree' | 'refuse', label: string, word: string): Action {
  return { label, argv: ['veto', game, word], intents: [{ type: 'veto', step }], run: async (ctx) => (await import('../commands/veto.js')).veto({ game, action: step }, ctx) };
}

type PowerPending = Extract<Pending, { kind: 'power' }>;

function powerActions(state: State, p: PowerPending, game: string, say: Speech): Action[] {
  const name = (s: Seat) => state.players[s];
  const label = (target: Seat | null) => say.prompt.powerLabel(p.power, target === null ? '' : name(target));
  if (p.power === 'peek') {
    return [{
      label: label(null),
      argv: ['peek', game],
      intents: [{ type: 'peek' }],
      run: async (ctx) => (await import('../commands/peek.js')).peek({ game }, ctx),
    }];
  }
  return p.eligible.map((target): Action => {
    switch (p.power) {
      case 'investigate': return {
        label: label(target),
        argv: ['investigate', game, name(target)],
        intents: [{ type: 'investigate', target }],
        run: async (ctx) => (await import('../commands/investigate.js')).investigate({ game, target: String(target + 1) }, ctx),
      };
      case 'special-election': return {
        label: label(target),
        argv: ['special-election', game, name(target)],
        intents: [{ type: 'special-election', target }],
        run: async (ctx) => (await import('../commands/special-election.js')).specialElection({ game, target: String(target + 1) }, ctx),
      };
      default: return {
        label: label(target),
        argv: ['execute', game, name(target)],
        intents: [{ type: 'execute', target }],
        run: async (ctx) => (await import('../commands/execute.js')).execute({ game, target: String(target + 1) }, ctx),
      };
    }
  });
}

/** The votes entered at the prompt, as one `vote` action. */
export function voteAction(game: string, state: State, votes: { seat: Seat; vote: 'ja' | 'nein' }[], say: Speech = speechOf()): Action {
  const name = (s: Seat) => state.players[s];
  return {
    label: say.prompt.record(votes.map((v) => `${name(v.seat)}=${v.vote}`).join(' ')),
    argv: ['vote', game, ...votes.map((v) => `${name(v.seat)}=${v.vote}`)],
    intents: votes.map((v) => ({ type: 'vote', seat: v.seat, vote: v.vote })),
    planOn: async (game) => ({ intents: (await import('../commands/vote.js')).votePlan(game, votes, false).intents }),
    run: async (ctx) => (await import('../commands/vote.js')).vote({ game, votes: votes.map((v) => `${v.seat + 1}=${v.vote}`) }, ctx),
  };
}

/** The command to type for what the game waits for (the prompt's advice when there is no terminal). */
export function suggestedCommands(state: State, game: string, say: Speech = speechOf()): string[] {
  const step = nextStep(state, game, say);
  switch (step.kind) {
    case 'pick': {
      const first = step.question.choices[0];
      const verb = first.argv[0];
      if (step.question.choices.length === 1 || verb === 'veto') return step.question.choices.map((c) => commandLine(c.argv));
      const kinds = [...new Set(step.question.choices.map((c) => c.argv[0]))];
      return kinds.map((k) => {
        const of = step.question.choices.filter((c) => c.argv[0] === k);
        if (of.length === 1) return commandLine(of[0].argv);
        return `${commandLine(of[0].argv.slice(0, 2))} <${of.map((c) => c.argv[2]).join('|')}>`;
      });
    }
    case 'votes':
      return [`${commandLine(['vote', game])} ${step.voters.map((v) => `${shellWord(`${v.name}=ja`)}`).join(' ')}   ${say.prompt.eachVote}`];
    case 'over':
      return [commandLine(['post', game, 'game-over'])];
    case 'automatic':
      return [commandLine(['status', game])];
  }
}

/**
 * What `deadline --apply` decides once a vote's deadline has passed (commands/deadline.ts decides
 * it): the votes it casts or why it casts none; or, when the command would refuse (a vote request
 * never sent, an answer held), its refusal in the game's language. Both ways `play` runs (at a
 * terminal and without one) ask it here, so they say what the command would.
 */
export async function houseRuleNow(game: Replayed, ctx: Context, now: Date): Promise<HouseRuleVotes | { note: string } | { refused: string }> {
  const { houseRuleDecision } = await import('../commands/deadline.js');
  try {
    return houseRuleDecision(game, game.log.header.game, now, ctx.env);
  } catch (e) {
    if (!(e instanceof ChanceryError)) throw e;
    return { refused: await inGameWords(e, game.log, ctx.env) };
  }
}

/** A refusal as the game's moderator reads it: in the game's language, theme and template folders. */
export async function inGameWords(e: ChanceryError, log: Replayed['log'], env: NodeJS.ProcessEnv): Promise<string> {
  e.inLang(log.header.lang).inTheme(log.header.theme).inFolders(overrideDirs(log, env));
  return (await gameWording(e)).message;
}

/**
 * The house rule's decision once the vote's deadline has passed (houseRuleNow: as `deadline --apply`
 * decides it, at `now`: the time the caller found the deadline passed), as a choice whose write is
 * that command; null when it casts no vote; the command's refusal when it cannot (a vote request
 * never sent, an answer held), for the line above the prompt.
 */
export async function houseRuleAction(game: Replayed, path: string, ctx: Context, say: Speech, now: Date): Promise<Action | { refused: string } | null> {
  const decided = await houseRuleNow(game, ctx, now);
  if ('refused' in decided) return decided;
  if ('note' in decided) return null;
  const vote = decided.applied[0]?.vote;
  if (!vote) return null;
  const { deadline, houseRuleDecision } = await import('../commands/deadline.js');
  return {
    label: say.prompt.applyHouseRule(say.word.ballot(vote), decided.applied.map((a) => a.name)),
    argv: ['deadline', game.log.header.game, '--apply'],
    intents: decided.plan.intents,
    record: decided.plan.record,
    // Decided again on the game the preview finds, at the preview's time (commit's), as the command
    // decides on the game it writes at the write's time.
    planOn: async (found, at) => {
      const again = houseRuleDecision(found, game.log.header.game, at, ctx.env);
      return 'note' in again ? { intents: [] } : again.plan;
    },
    readsMailFirst: true,
    run: (ctx2) => deadline({ game: path, apply: true }, ctx2),
  };
}
