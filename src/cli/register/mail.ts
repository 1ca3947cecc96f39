// Wiring for the mail commands: send, sync, reply, mail check.
import { gameArgument, examples, FORMAT_HELP, type Registrations } from '../wire.js';
import { makeStyle } from '../print/style.js';
import { stdout } from '../output.js';
import { markShown } from '../../log/unshown.js';
import { withUnshown } from '../unshown.js';
import { CheckFailed } from '../../errors.js';
import { checkedWhole } from '../../input/ranges.js';
import type { Lang, ThemeName } from '../../log/records.js';

/** The mail commands, by name (see Registrations); `mail` declares its subcommands too. */
export const mailCommands: Registrations = {
  send: (program, w) => examples(
    program.command('send')
      .description('send the private messages still queued (after a failure or a crash), under their original Message-IDs')
      .addArgument(gameArgument())
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ send }, { formatSend }] = await Promise.all([import('../../commands/send.js'), import('../print/mail.js')]);
        w.emit(await send({ game }, w.ctx), opts, formatSend);
      }),
    ['chancery send friday'],
  ),

  sync: (program, w) => examples(
    program.command('sync')
      .description("read the players' replies, apply their answers, and answer them")
      .addArgument(gameArgument())
      .option('-w, --watch', 'keep polling and print each thread post when a phase completes (Ctrl-C stops)')
      .option('--interval <seconds>', 'seconds between polls with --watch', '5')
      .option('-f, --format <format>', FORMAT_HELP)
      .option('--json', 'print the result as JSON')
      .action(async (game: string, opts) => {
        const [{ sync }, { formatSync, pollFailedLine }, { progressBar }, { speechOf }] = await Promise.all([
          import('../../commands/sync.js'), import('../print/mail.js'), import('../progress.js'), import('../../game/speech.js')]);
        // A bar only for a batch large enough to wait for, and never in JSON mode.
        const bar = opts.json ? null : await progressBar(50);
        const stop = new AbortController();
        const onSigint = () => stop.abort();
        process.once('SIGINT', onSigint);
        try {
          const c = makeStyle(stdout, w.ctx.env);
          let watched: { lang: Lang; theme: ThemeName } | undefined;
          const result = await sync({
            game, watch: opts.watch, interval: opts.interval, signal: stop.signal, format: opts.format,
            onProgress: (read, total) => { bar?.update(read, total); if (read === total) bar?.stop(); },
            onWatch: (lang, theme, seconds) => {
              watched = { lang, theme };
              if (!opts.json) stdout.write(`${c.dim(speechOf(lang, theme).mail.watching(game, seconds))}\n`);
            },
            onPollFailed: (problem, english, lang, theme, seconds) => {
              if (opts.json) stdout.write(`${JSON.stringify({ pollFailed: english, problem })}\n`);
              else stdout.write(`${c.yellow(pollFailedLine(problem, lang, theme, seconds))}\n`);
            },
            onPass: (passed) => {
              if (opts.json) { stdout.write(`${JSON.stringify(withUnshown({ pass: passed.passes[0], post: passed.post }))}\n`); markShown(); return; }
              // Printed as `sync` prints its passes (one printer for both: the same lines, set apart
              // alike, the game named alike); a pass that brought nothing says nothing.
              const text = formatSync({ ...passed, game: w.named(passed.game) }, c, { watching: true });
              if (text) stdout.write(`${text}\n`);
              // A watch runs until Ctrl-C: each pass is shown as it ends (src/log/unshown.ts).
              markShown();
            },
          }, w.ctx);
          if (!opts.watch) w.emit(result, opts, (r, style, named) => formatSync({ ...r, game: named }, style));
          else if (watched && !opts.json) stdout.write(`${c.dim(speechOf(watched.lang, watched.theme).mail.stoppedWatching(game))}\n`);
        } finally {
          bar?.stop();
          process.off('SIGINT', onSigint);
        }
      }),
    ['chancery sync friday', 'chancery sync friday --watch --interval 10'],
  ),

  reply: (program, w) => examples(
    program.command('reply')
      .description("local transport: write a player's reply into the game's inbox, threaded to their open question")
      .argument('<game>', 'game id or log path')
      .argument('<player>', 'name or seat number')
      .argument('<text>', 'what the player writes, like "ja" or "discard 2"')
      .option('--json', 'print the result as JSON')
      .action(async (game: string, player: string, text: string, opts) => {
        const [{ reply }, { formatReply }] = await Promise.all([import('../../commands/reply.js'), import('../print/mail.js')]);
        w.emit(await reply({ game, player, text }, w.ctx), opts, formatReply);
      }),
    ['chancery reply friday Bob ja', 'chancery reply friday 3 "discard Fascist"'],
  ),

  mail: (program, w) => {
    const mail = examples(program.command('mail').description('the mail account: check the configuration, apply a held reply'), ['chancery mail check', 'chancery mail check friday']);
    examples(
      mail.command('check')
        .description('try the mail configuration step by step: config, password variable, DNS, TCP, TLS, login, folder, and a check message sent to the from address arriving in the folder read')
        .argument('[game]', 'game id or log path (default: the moderator config in $CHANCERY_HOME/mail.yaml)')
        .option('--timeout <seconds>', 'seconds to wait for the check message to arrive in the folder (0 to 600, default 20)')
        .option('--json', 'print the result as JSON')
        .action(async (game: string | undefined, opts) => {
          const [{ mailCheck }, { formatMailCheck }] = await Promise.all([import('../../commands/mail-check.js'), import('../print/mail.js')]);
          const result = await mailCheck({ game, ...(opts.timeout !== undefined ? { timeoutSeconds: checkedWhole('--timeout', opts.timeout, 0, 600) } : {}) }, w.ctx);
          w.emit(result, opts, formatMailCheck);
          if (!result.ok) throw new CheckFailed(result.steps.find((s) => !s.ok)?.detail ?? 'mail check failed');
        }),
      ['chancery mail check', 'chancery mail check friday --json'],
    );

    examples(
      mail.command('confirm')
        .description('apply a held reply (it answered a player\'s question from another address) as what it was read as')
        .argument('<game>', 'game id or log path')
        .argument('<message-id>', 'the held reply\'s Message-ID, as chancery sync reported it')
        .option('-f, --format <format>', FORMAT_HELP)
        .option('--json', 'print the result as JSON')
        .action(async (game: string, messageId: string, opts) => {
          const [{ mailConfirm }, { formatConfirm }] = await Promise.all([import('../../commands/mail-confirm.js'), import('../print/mail.js')]);
          w.emit(await mailConfirm({ game, messageId, format: opts.format }, w.ctx), opts, formatConfirm);
        }),
      ['chancery mail confirm friday "<CAF3x9@mail.gmail.com>"'],
    );
  },
};
