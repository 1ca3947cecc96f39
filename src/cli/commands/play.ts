// Wiring for the decisions after the vote: discard, enact, veto and the four presidential powers.
// The President is always taken from the game; a secret result is printed as a PRIVATE note.
import type { Command } from 'commander';
import { examples, type Wiring } from '../wire.js';

export function registerPlayCommands(program: Command, w: Wiring): void {
  const printer = () => import('../print/decision.js').then((m) => m.formatDecision);

  examples(
    program.command('discard')
      .description("the President's discard: one of the three drawn policies (the other two go to the Chancellor)")
      .argument('<game>', 'game id or log path')
      .argument('<policy>', "liberal or fascist (or a theme's word), or the card's position 1-3 in the hand")
      .option('--json', 'print the result as JSON')
      .action(async (game: string, policy: string, opts) => {
        const [{ discard }, print] = await Promise.all([import('../../commands/discard.js'), printer()]);
        w.emit(await discard({ game, policy }, w.ctx), opts, print);
      }),
    ['chancery discard friday fascist', 'chancery discard friday 2'],
  );

  examples(
    program.command('enact')
      .description("the Chancellor's enactment: one of the two policies they hold")
      .argument('<game>', 'game id or log path')
      .argument('<policy>', "liberal or fascist (or a theme's word), or the card's position 1-2 in the hand")
      .option('--json', 'print the result as JSON')
      .action(async (game: string, policy: string, opts) => {
        const [{ enact }, print] = await Promise.all([import('../../commands/enact.js'), printer()]);
        w.emit(await enact({ game, policy }, w.ctx), opts, print);
      }),
    ['chancery enact friday liberal', 'chancery enact friday 1'],
  );

  examples(
    program.command('veto')
      .description('after the fifth Fascist policy: the Chancellor requests a veto, the President agrees or refuses')
      .argument('<game>', 'game id or log path')
      .argument('<step>', 'request (the Chancellor), agree or refuse (the President)')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, action: string, opts) => {
        const [{ veto }, print] = await Promise.all([import('../../commands/veto.js'), printer()]);
        w.emit(await veto({ game, action }, w.ctx), opts, print);
      }),
    ['chancery veto friday request', 'chancery veto friday refuse'],
  );

  examples(
    program.command('investigate')
      .description("Investigate Loyalty: prints the target's party as a PRIVATE note for the President")
      .argument('<game>', 'game id or log path')
      .argument('<target>', 'the player to investigate: name or seat number')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, target: string, opts) => {
        const [{ investigate }, print] = await Promise.all([import('../../commands/investigate.js'), printer()]);
        w.emit(await investigate({ game, target }, w.ctx), opts, print);
      }),
    ['chancery investigate friday Carol', 'chancery investigate friday 4'],
  );

  examples(
    program.command('peek')
      .description('Policy Peek: prints the top three policies as a PRIVATE note for the President')
      .argument('<game>', 'game id or log path')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ peek }, print] = await Promise.all([import('../../commands/peek.js'), printer()]);
        w.emit(await peek({ game }, w.ctx), opts, print);
      }),
    ['chancery peek friday'],
  );

  examples(
    program.command('special-election')
      .description('Call Special Election: the President chooses the next Presidential candidate')
      .argument('<game>', 'game id or log path')
      .argument('<target>', 'the next candidate: name or seat number')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, target: string, opts) => {
        const [{ specialElection }, print] = await Promise.all([import('../../commands/special-election.js'), printer()]);
        w.emit(await specialElection({ game, target }, w.ctx), opts, print);
      }),
    ['chancery special-election friday Eve'],
  );

  examples(
    program.command('execute')
      .description('Execution: the President kills a player (if it is Hitler, the Liberals win)')
      .argument('<game>', 'game id or log path')
      .argument('<target>', 'the player to execute: name or seat number')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, target: string, opts) => {
        const [{ execute }, print] = await Promise.all([import('../../commands/execute.js'), printer()]);
        w.emit(await execute({ game, target }, w.ctx), opts, print);
      }),
    ['chancery execute friday "Mary Jane"', 'chancery execute friday 6'],
  );
}
