// Wiring for the decisions after the vote: discard, enact, veto and the four presidential powers.
// The President is always taken from the game; a secret result is printed as a PRIVATE note.
import type { Command } from 'commander';
import type { Context } from '../context.js';
import type { DecisionResult } from '../../game/act.js';
import { askedArgument, examples, FORMAT_HELP, gameArgument, type AfterGame, type Registrations, type Wiring } from '../wire.js';

interface DecisionCommand {
  name: string;
  description: string;
  /** The argument after the game, if the decision takes one. */
  argument?: { name: string; help: string; reads: AfterGame };
  /** Runs the command module, loaded only when this command runs. */
  run(game: string, argument: string, format: string | undefined, ctx: Context): Promise<DecisionResult>;
  examples: string[];
}

const DECISIONS: DecisionCommand[] = [
  {
    name: 'discard',
    description: "the President's discard: one of the three drawn policies (the other two go to the Chancellor)",
    argument: { name: '[policy]', help: "liberal or fascist (or a theme's word), or the card's position 1-3 in the hand", reads: 'policy' },
    run: async (game, policy, format, ctx) => (await import('../../commands/discard.js')).discard({ game, policy, format }, ctx),
    examples: ['chancery discard friday fascist', 'chancery discard friday 2'],
  },
  {
    name: 'enact',
    description: "the Chancellor's enactment: one of the two policies they hold",
    argument: { name: '[policy]', help: "liberal or fascist (or a theme's word), or the card's position 1-2 in the hand", reads: 'policy' },
    run: async (game, policy, format, ctx) => (await import('../../commands/enact.js')).enact({ game, policy, format }, ctx),
    examples: ['chancery enact friday liberal', 'chancery enact friday 1'],
  },
  {
    name: 'veto',
    description: 'after the fifth Fascist policy: the Chancellor requests a veto, the President agrees or refuses',
    argument: { name: '[step]', help: 'request (the Chancellor), agree or refuse (the President)', reads: 'veto-step' },
    run: async (game, action, format, ctx) => (await import('../../commands/veto.js')).veto({ game, action, format }, ctx),
    examples: ['chancery veto friday request', 'chancery veto friday refuse'],
  },
  {
    name: 'investigate',
    description: "Investigate Loyalty: prints the target's party as a PRIVATE note for the President",
    argument: { name: '[target]', help: 'the player to investigate: name or seat number', reads: 'player' },
    run: async (game, target, format, ctx) => (await import('../../commands/investigate.js')).investigate({ game, target, format }, ctx),
    examples: ['chancery investigate friday Carol', 'chancery investigate friday 4'],
  },
  {
    name: 'peek',
    description: 'Policy Peek: prints the top three policies as a PRIVATE note for the President',
    run: async (game, _none, format, ctx) => (await import('../../commands/peek.js')).peek({ game, format }, ctx),
    examples: ['chancery peek friday'],
  },
  {
    name: 'special-election',
    description: 'Call Special Election: the President chooses the next Presidential candidate',
    argument: { name: '[target]', help: 'the next candidate: name or seat number', reads: 'player' },
    run: async (game, target, format, ctx) => (await import('../../commands/special-election.js')).specialElection({ game, target, format }, ctx),
    examples: ['chancery special-election friday Eve'],
  },
  {
    name: 'execute',
    description: 'Execution: the President kills a player (if it is Hitler, the Liberals win)',
    argument: { name: '[target]', help: 'the player to execute: name or seat number', reads: 'player' },
    run: async (game, target, format, ctx) => (await import('../../commands/execute.js')).execute({ game, target, format }, ctx),
    examples: ['chancery execute friday "Mary Jane"', 'chancery execute friday 6'],
  },
];

/** The decisions, by name (see Registrations). */
export const decisionCommands: Registrations = Object.fromEntries(DECISIONS.map((decision) => [decision.name, (program: Command, w: Wiring) => registerDecision(program, w, decision)]));

function registerDecision(program: Command, w: Wiring, decision: DecisionCommand): void {
  const command = program.command(decision.name)
    .description(decision.description)
    .addArgument(gameArgument());
  if (decision.argument) command.addArgument(askedArgument(decision.argument.name, `${decision.argument.help} (left out: asked at a terminal, from what the rules allow now)`, decision.argument.reads));
  command
    .option('-f, --format <format>', FORMAT_HELP)
    .option('--json', 'print the result as JSON')
    .action(async (game: string, ...rest: unknown[]) => {
      // commander passes the argument (when there is one), then the options.
      const argument = decision.argument ? (rest[0] as string) : '';
      const opts = (decision.argument ? rest[1] : rest[0]) as { json?: boolean; format?: string };
      const [result, { formatDecision }] = await Promise.all([decision.run(game, argument, opts.format, w.ctx), import('../print/decision.js')]);
      w.emit(result, opts, formatDecision);
    });
  examples(command, decision.examples);
}
