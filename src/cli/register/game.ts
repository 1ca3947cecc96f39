// Wiring for the core game commands: new, nominate, vote, status.
import { askedArgument, gameArgument, collect, either, examples, FORMAT_HELP, type Registrations } from '../wire.js';
import { LANGS, MISSING_VOTE_RULES, POST_FORMATS, THEMES } from '../../settings.js';
import { CHOICE_OPTIONS, NUMBER_OPTIONS, RULESET_NAMES } from '../../engine/types.js';

/** The core game commands, by name (see Registrations). */
export const gameCommands: Registrations = {
  new: (program, w) => examples(
    program.command('new')
      .description('create a game: deal the roles, shuffle the deck, print the commitment for the opening post')
      .argument('<id>', 'the game id; the log is games/<id>.yaml')
      .requiredOption('-p, --players <roster...>', 'a roster file (YAML: name, email, timezone, gender) or the names in seat order')
      .option('-r, --ruleset <name>', either(RULESET_NAMES), 'secret-hitler')
      .option('-o, --option <key=value>', `set a rule option (repeatable): ${[...Object.keys(CHOICE_OPTIONS), ...NUMBER_OPTIONS.map((o) => (o === 'deck' ? 'deck=L/F' : o))].join(', ')}`, collect)
      .option('--first-president <player>', 'the first Presidential candidate (default: the first listed)')
      .option('--theme <theme>', `${either(THEMES)} (default: from the ruleset)`)
      .option('--lang <lang>', `${either(LANGS)} (default: the one most games of the folder use, else en)`)
      .option('--deadline <duration>', 'default deadline for each phase, like 24h')
      .option('--on-missing-vote <rule>', `at a vote deadline: ${either(MISSING_VOTE_RULES)}`, 'wait')
      .option('--templates <dir>', 'a folder of your own post and message templates (see docs/render.md)')
      .option('-f, --format <format>', `thread posts: ${POST_FORMATS.join(' or ')}; kept for the game (each command's --format overrides it once)`, 'markdown')
      .option('--seed <hex>', 'a fixed 64-hex-digit seed (for reproducible tests and demos only)')
      .option('--json', 'print the result as JSON')
      .action(async (id: string, opts) => {
        const [{ newGame }, { formatNew }] = await Promise.all([import('../../commands/new.js'), import('../print/new.js')]);
        w.emit(await newGame({ id, ...opts, option: opts.option }, w.ctx), opts, formatNew);
      }),
    ['chancery new friday --players Alice Bob Carol Dmitri Eve', 'chancery new league-7 --players roster.yaml --ruleset rebalanced --lang ru'],
  ),

  nominate: (program, w) => examples(
    program.command('nominate')
      .description('the Presidential candidate nominates a Chancellor')
      .addArgument(gameArgument())
      .addArgument(askedArgument('[chancellor]', 'the nominee: name or seat number (left out: asked at a terminal, from the players eligible)', 'player'))
      .option('--president <player>', 'check that this player is the candidate')
      .option('--deadline <when>', "the vote's deadline: a duration (24h) or a time with its zone (YYYY-MM-DDTHH:MMZ)")
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, chancellor: string, opts) => {
        const [{ nominate }, { formatDecision }] = await Promise.all([import('../../commands/nominate.js'), import('../print/decision.js')]);
        w.emit(await nominate({ game, chancellor, president: opts.president, deadline: opts.deadline, format: opts.format }, w.ctx), opts, formatDecision);
      }),
    ['chancery nominate friday Bob', 'chancery nominate friday 3 --deadline 24h'],
  ),

  vote: (program, w) => examples(
    program.command('vote')
      .description('record votes; when the last living player has voted, the votes are tallied')
      .addArgument(gameArgument())
      .addArgument(askedArgument('[votes...]', 'player=ja or player=nein (name or seat number; left out: asked at a terminal, player by player)', 'votes'))
      .option('--override', 'replace votes players already gave (by mail): without it they are kept and named')
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, votes: string[], opts) => {
        const [{ vote }, { formatVote }] = await Promise.all([import('../../commands/vote.js'), import('../print/decision.js')]);
        w.emit(await vote({ game, votes, override: !!opts.override, format: opts.format }, w.ctx), opts, formatVote);
      }),
    ['chancery vote friday Alice=ja Bob=nein', 'chancery vote friday "Mary Jane=ja" 4=nein', 'chancery vote friday Carol=nein --override'],
  ),

  status: (program, w) => examples(
    program.command('status')
      .description('the board, the tracker, term limits, who is alive and what the game waits for')
      .addArgument(gameArgument())
      .option('--as <player>', "show that player's view (their role, teammates, cards, results)")
      .option('--at <seq>', 'show the game as it was after event <seq>')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ status }, { formatStatus }, { stdout }] = await Promise.all([import('../../commands/status.js'), import('../print/status.js'), import('../output.js')]);
        w.emit(await status({ game, as: opts.as, at: opts.at }, w.ctx), opts,
          // At a terminal the board keeps within its width; into a pipe or a file each line is whole.
          (r, c, named) => formatStatus(r, c, named, stdout.isTTY ? process.stdout.columns : undefined));
      }),
    ['chancery status friday', 'chancery status friday --as Carol', 'chancery status friday --at 12 --json'],
  ),
};
