// Wiring for the commands about the record: history, audit, verify, undo, and simulate.
import { CheckFailed } from '../../errors.js';
import { gameArgument, either, examples, type Registrations } from '../wire.js';
import { RULESET_NAMES } from '../../engine/types.js';
import { LANGS } from '../../settings.js';
import { makeStyle } from '../print/style.js';
import { stderr, stdout } from '../output.js';

/** The commands about the record, by name (see Registrations). */
export const recordCommands: Registrations = {
  history: (program, w) => examples(
    program.command('history')
      .description('the timeline of governments (President > Chancellor => result, with votes) and a vote matrix; public information only')
      .addArgument(gameArgument())
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ history }, { formatHistory }] = await Promise.all([import('../../commands/history.js'), import('../print/history.js')]);
        w.emit(await history({ game }, w.ctx), opts, formatHistory);
      }),
    ['chancery history friday', 'chancery history games/friday.yaml --json'],
  ),

  audit: (program, w) => examples(
    program.command('audit')
      .description('check logs: the hash chain, every event legal, shuffles, retractions, the seed if present; one log in full, several (or a folder) one line each; exit 0 when all are clean, 1 otherwise')
      .argument('<logs...>', 'game ids, log paths or folders of logs (their subfolders searched too)')
      .option('--json', 'print the result as JSON (several logs: one JSON object a line)')
      .action(async (logs: string[], opts) => {
        const [{ auditMany }, { formatAudit, formatAuditLine, formatAuditBatch, formatAuditSkipped, inBatchLanguage, loadFailureWording, withProblemText }] = await Promise.all([import('../../commands/audit.js'), import('../print/check.js')]);
        const report = await auditMany({ logs }, w.ctx);
        const printed = inBatchLanguage(report.results, report.folderLang);
        await loadFailureWording(printed);
        // JSON keeps the verdict's fields (a failure's text beside them, in the log's language); the terminal says it in the language it was given.
        const json = opts.json ? report.results.map((r, i) => withProblemText(r, printed[i])) : [];
        if (report.single) w.emit(opts.json ? json[0] : printed[0], opts, formatAudit);
        else {
          const c = makeStyle(stdout, w.ctx.env);
          // JSON Lines stay one verdict a line; the terminal ends with the count, in the logs' shared language.
          const lines = opts.json ? json.map((r) => JSON.stringify(r)) : [...printed.map((r) => formatAuditLine(r, c)), formatAuditBatch(printed, c)];
          stdout.write(`${lines.join('\n')}\n`);
          // YAML files of subfolders that are no game log: said, on stderr beside JSON Lines.
          if (report.skipped.length) (opts.json ? stderr : stdout).write(`${formatAuditSkipped(printed, report.skipped, makeStyle(opts.json ? stderr : stdout, w.ctx.env))}\n`);
        }
        if (report.failed) {
          throw new CheckFailed(report.single ? report.results[0].problem!.message : `${report.failed} of ${report.results.length} log${report.results.length === 1 ? '' : 's'} failed the audit`);
        }
      }),
    ['chancery audit friday', 'chancery audit shared/game-42.yaml --json', 'chancery audit league/ --json > verdicts.jsonl', 'chancery audit a.yaml b.yaml'],
  ),

  verify: (program, w) => examples(
    program.command('verify')
      .description('recompute the commitment, the deal and every shuffle from the seed; exit 0 when they all match')
      .argument('<log>', 'game id or log path')
      .option('--seed <hex>', 'the seed revealed in the game-over post, for a log that does not carry it')
      .option('--json', 'print the result as JSON')
      .action(async (log: string, opts) => {
        const [{ verify }, { formatVerify, withVerifyProblemText }] = await Promise.all([import('../../commands/verify.js'), import('../print/check.js')]);
        const result = await withVerifyProblemText(await verify({ log, seed: opts.seed }, w.ctx));
        w.emit(result, opts, formatVerify);
        if (!result.ok) throw new CheckFailed(result.note ?? result.problem?.message ?? `${result.mismatches.length} mismatches`);
      }),
    ['chancery verify friday', 'chancery verify published.yaml --seed 3f9c…  the seed of the game-over post: 64 hex digits'],
  ),

  publish: (program, w) => examples(
    program.command('publish')
      .description('after the game: write <id>.public.yaml (the hashed log, no contact data) and <id>.html (a replay page that verifies itself in the browser)')
      .addArgument(gameArgument())
      .option('--out <dir>', 'the folder to write to (default: the current folder)')
      .option('--live', 'before the end: write only the public view (no seed, no hidden card, no role)')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ publish }, { formatPublish }] = await Promise.all([import('../../commands/publish.js'), import('../print/check.js')]);
        w.emit(await publish({ game, out: opts.out, live: opts.live }, w.ctx), opts, formatPublish);
      }),
    ['chancery publish friday', 'chancery publish friday --out public/', 'chancery publish friday --live'],
  ),

  migrate: (program, w) => examples(
    program.command('migrate')
      .description('rewrite a log written by an older chancery in the current format (contacts and mail details move to the game\'s private file); keeps the old file')
      .addArgument(gameArgument())
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ migrate }, { formatMigrate }] = await Promise.all([import('../../commands/migrate.js'), import('../print/check.js')]);
        w.emit(await migrate({ game }, w.ctx), opts, formatMigrate);
      }),
    ['chancery migrate friday', 'chancery migrate games/old-game.yaml --json'],
  ),

  undo: (program, w) => examples(
    program.command('undo')
      .description('take back the last decision (and the automatic steps after it); the log keeps a record of it')
      .addArgument(gameArgument())
      .option('-y, --yes', 'do not ask for confirmation (required when not at a terminal)')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ undo }, { formatUndo }] = await Promise.all([import('../../commands/undo.js'), import('../print/undo.js')]);
        // With --json, no question (its output is a program's to read): --yes, as without a terminal.
        w.emit(await undo({ game, yes: opts.yes }, { ...w.ctx, interactive: w.ctx.interactive && !opts.json }), opts, formatUndo);
      }),
    ['chancery undo friday', 'chancery undo friday --yes'],
  ),

  simulate: (program, w) => examples(
    program.command('simulate')
      .description('play random legal games through the real engine and report win rates by table size and reason')
      .requiredOption('-g, --games <n>', 'how many games')
      .option('-p, --players <n>', 'one table size (default: 5 to 10 in turn)')
      .option('-s, --seed <text>', 'a seed for reproducible runs (default: random, printed)')
      .option('-r, --ruleset <name>', either(RULESET_NAMES), 'secret-hitler')
      .option('--lang <lang>', `the report's language: ${either(LANGS)} (default: the one most games of the folder use)`)
      .option('--json', 'print the result as JSON')
      .action(async (opts) => {
        // The command and its printer on one line: the other commands' bundles leave both out (scripts/bundle.mjs).
        const [{ simulate }, { formatSimulate }] = await Promise.all([import('../../commands/simulate.js'), import('../print/simulate.js')]);
        const { progressBar } = await import('../progress.js');
        const bar = opts.json ? null : await progressBar();
        let result;
        try {
          result = await simulate({ games: opts.games, players: opts.players, seed: opts.seed, ruleset: opts.ruleset, lang: opts.lang, onProgress: bar?.update }, w.ctx);
        } finally {
          bar?.stop();
        }
        w.emit(result, opts, formatSimulate);
      }),
    ['chancery simulate --games 1000', 'chancery simulate --games 200 --players 7 --seed demo --ruleset rebalanced --json'],
  ),
};
