// Wiring for what the moderator pastes and uploads: post, board.
import { argumentAfterGame, gameArgument, examples, FORMAT_HELP, type Registrations } from '../wire.js';
import { POST_KINDS } from '../../settings.js';

/** What the moderator pastes and uploads, by name (see Registrations). */
export const renderCommands: Registrations = {
  post: (program, w) => examples(
    program.command('post')
      .description('the thread post for the game, ready to paste (default: the latest thing that happened)')
      .addArgument(gameArgument())
      .addArgument(argumentAfterGame('[kind]', `${POST_KINDS.join(', ')}, claims, waiting (who the game waits for, with the deadline) or replacement (the latest replacement's announcement)`, 'post-kind'))
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--copy', 'put the post on the system clipboard (wl-copy, xclip, xsel or pbcopy) instead of printing it')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, kind: string | undefined, opts) => {
        const [{ post }, { formatPost }] = await Promise.all([import('../../commands/post.js'), import('../print/post.js')]);
        w.emit(await post({ game, kind, format: opts.format, copy: opts.copy }, w.ctx), opts, formatPost);
      }),
    ['chancery post friday', 'chancery post friday opening --format bbcode', 'chancery post friday history --copy', 'chancery post friday claims', 'chancery post friday waiting'],
  ),

  board: (program, w) => examples(
    program.command('board')
      .description('the board picture: both tracks with their powers, the Election Tracker, the players')
      .addArgument(gameArgument())
      .option('--png <file>', 'write a PNG')
      .option('--svg <file>', 'write an SVG (without --png/--svg the SVG is printed)')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ board }, { formatBoardResult }] = await Promise.all([import('../../commands/board.js'), import('../print/post.js')]);
        w.emit(await board({ game, png: opts.png, svg: opts.svg }, w.ctx), opts, formatBoardResult);
      }),
    ['chancery board friday --png board.png', 'chancery board friday --svg board.svg'],
  ),
};
