// Wiring for the moderator's house commands: deadlines, reminders, replacements, dossiers, the demo.
import { argumentAfterGame, gameArgument, either, examples, FORMAT_HELP, type Registrations } from '../wire.js';
import { canonical, LANGS, THEMES } from '../../settings.js';
import type { Lang } from '../../log/records.js';
import { stdout } from '../output.js';
import { markShown } from '../../log/unshown.js';

const printers = () => import('../print/house.js');

/** The moderator's house commands, by name (see Registrations). */
export const houseCommands: Registrations = {
  deadline: (program, w) => examples(
    program.command('deadline')
      .description("show the current phase's deadline and who is late; set it; or apply the house rule once it has passed")
      .addArgument(gameArgument())
      .addArgument(argumentAfterGame('[when]', 'set the deadline: a duration from now (90m, 24h, 2d) or a time with its zone (YYYY-MM-DDTHH:MMZ)', 'when'))
      .option('--apply', 'after the deadline: count each missing vote as the house rule says (new --on-missing-vote)')
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, when: string | undefined, opts) => {
        const [{ deadline }, { formatDeadline }] = await Promise.all([import('../../commands/deadline.js'), printers()]);
        w.emit(await deadline({ game, when, apply: opts.apply, format: opts.format }, w.ctx), opts, formatDeadline);
      }),
    ['chancery deadline friday', 'chancery deadline friday 24h', 'chancery deadline friday YYYY-MM-DDT18:00Z', 'chancery deadline friday --apply'],
  ),

  remind: (program, w) => examples(
    program.command('remind')
      .description('email a reminder to each player whose emailed question is unanswered (once per deadline) and print the "waiting for" line for the thread')
      .addArgument(gameArgument())
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ remind }, { formatRemind }] = await Promise.all([import('../../commands/remind.js'), printers()]);
        w.emit(await remind({ game, format: opts.format }, w.ctx), opts, formatRemind);
      }),
    ['chancery remind friday', 'chancery remind friday --format bbcode'],
  ),

  replace: (program, w) => examples(
    program.command('replace')
      .description('another person takes over a seat: its role and all it knows; they are sent a dossier and the open question')
      .argument('<game>', 'game id or log path')
      .argument('<old>', 'the player leaving: name or seat number')
      .argument('<new>', 'the name of the player taking the seat')
      .option('--email <address>', "the new player's address (required when the game sends real mail)")
      .option('--timezone <zone>', "the new player's time zone for deadlines, like Europe/Berlin (default UTC)")
      .option('--gender <female|male>', "the new player's gender, for Russian grammar (default: guessed from the name, or wording that needs none)")
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, old: string, name: string, opts) => {
        const [{ replace }, { formatReplace }] = await Promise.all([import('../../commands/replace.js'), printers()]);
        w.emit(await replace({ game, old, name, email: opts.email, timezone: opts.timezone, gender: opts.gender, format: opts.format }, w.ctx), opts, formatReplace);
      }),
    ['chancery replace friday Carol Zoe --email zoe@example.org', 'chancery replace friday 3 Zoe --timezone Asia/Tokyo', 'chancery replace friday 3 Саша --gender female'],
  ),

  dossier: (program, w) => examples(
    program.command('dossier')
      .description('resend a player everything their seat knows, and the question they have open')
      .argument('<game>', 'game id or log path')
      .argument('<player>', 'name or seat number')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, player: string, opts) => {
        const [{ dossier }, { formatDossier }] = await Promise.all([import('../../commands/dossier.js'), printers()]);
        w.emit(await dossier({ game, player }, w.ctx), opts, formatDossier);
      }),
    ['chancery dossier friday Zoe'],
  ),

  demo: (program, w) => examples(
    program.command('demo')
      .description('watch a whole game: simulated players answer their email through the local mailbox; every thread post is printed as it happens')
      .option('-n, --players <n>', 'table size, 5 to 10', '7')
      .option('--theme <theme>', either(THEMES))
      .option('--lang <lang>', either(LANGS), 'en')
      .option('--seed <text>', 'replay the same game (any text)')
      .option('--dir <folder>', 'play in this folder (the log goes to <folder>/games/demo-<n>.yaml)', '.')
      .option('--json', 'print only a summary as JSON')
      .action(async (opts) => {
        const [{ demo }, { formatDemo, formatDemoItem }] = await Promise.all([import('../../commands/demo.js'), printers()]);
        const { makeStyle } = await import('../print/style.js');
        const c = makeStyle(stdout, w.ctx.env);
        // On a terminal the posts come at a reading pace; piped or with --json, at once. Once the
        // reader of a pipe has gone (`chancery demo | head`), stdout drops the rest and the game ends cleanly.
        const pace = stdout.isTTY && !opts.json ? 120 : 0;
        const result = await demo({
          players: opts.players, theme: opts.theme, lang: opts.lang, seed: opts.seed, dir: opts.dir,
          onPost: opts.json ? undefined : async (item) => {
            // The language as the game reads it (--lang RU is Russian): the notes speak it too.
            stdout.write(`${formatDemoItem(item, c, canonical(LANGS, opts.lang) as Lang | undefined)}\n`);
            markShown();
            if (pace && item.kind === 'post') await new Promise((r) => setTimeout(r, pace));
          },
        }, w.ctx);
        w.emit(result, opts, formatDemo);
      }),
    ['chancery demo', 'chancery demo --players 10 --theme secret-russian --lang ru', 'chancery demo --seed 42 --dir /tmp/try'],
  ),
};
