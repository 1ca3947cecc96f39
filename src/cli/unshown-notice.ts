// The notice of writes whose command was cut short before its report (src/cli/unshown.ts loads
// it, only when a marker is found): the records, the thread post, the PRIVATE notes.
import type { Context } from '../game/context.js';
import { dropUnshown, stillRecorded, type TakenUnshown } from '../log/unshown.js';
import type { UnshownWrite } from './unshown.js';
import type { PostFormat } from '../render/posts.js';

/**
 * The lines to print before a command's own report for the writes `taken` (takeUnshown) that
 * commands cut short left unshown beside `path`; null when none of them reached the log. The
 * markers are removed by `said`, once the lines are printed. The post is in `format` when the
 * command that tells asks for one (`--format`), else in the game's own.
 */
export async function unshownNotice(path: string, taken: readonly TakenUnshown[], ctx: Pick<Context, 'env' | 'cwd'>, format?: string): Promise<{ text: string; writes: UnshownWrite[]; said(): void } | null> {
  const said = () => { for (const t of taken) dropUnshown(t.file); };
  try {
    const [{ openGame }, { summarize }, { threadPost, renderThreadPost, postFormatOf }, { speechOf, gendersByName }, { overrideDirs }, { gendersOf }, { formatThreadPost, formatPrivate }, { makeStyle }, { stderr }, { privateNotes }, { replacementPost, waitingPost }, { awaited }, { gameArgumentFor }] = await Promise.all([
      import('../game/open.js'), import('../game/outcome.js'), import('../game/thread.js'), import('../game/speech.js'), import('../render/overrides.js'), import('../log/records.js'),
      import('./print/mail.js'), import('./print/style.js'), import('./output.js'), import('../game/act.js'), import('../house/posts.js'), import('../house/waiting.js'), import('../game/paths.js'),
    ]);
    const game = openGame(path);
    const { log } = game;
    const { lang, theme } = log.header;
    const folders = overrideDirs(log, ctx.env);
    const genders = gendersOf(log);
    const c = makeStyle(stderr, ctx.env);
    const lines: string[] = [];
    const writes: UnshownWrite[] = [];
    for (const { written } of taken) {
      const records = stillRecorded(written, log.events);
      if (!records) continue;
      const then = openGame(path, { upTo: written.to });
      const say = speechOf(lang, theme, folders, gendersByName(then.state, genders));
      const outcome = summarize(path, then.state, records, lang, theme, folders, genders);
      const notice = say.missed.recorded(written.from, written.to);
      lines.push(c.yellow(notice), ...outcome.appended.map((a) => `${c.dim(`#${a.seq}`)} ${a.text}`));
      // The post as the write rendered it: the log as it ended then, its deadline's time left as it was.
      const upTo = { ...log, events: log.events.slice(0, written.to) };
      const at = { env: ctx.env, now: () => new Date(written.at) };
      // A game's first write (`new`) calls for no post of its own, but its report gave the
      // commitment the opening post publishes: that post is the one the moderator missed.
      // `replace` and `remind` print posts of their own (src/house/posts.ts): the replacement's
      // announcement (the seat, who left, who takes it), and the "waiting for" line with the time
      // left as it was then (`post <game> replacement` and `post <game> waiting` print them again).
      const replaced = records.some((r) => r.type === 'player-replaced');
      const reminded = records.find((r) => r.type === 'reminder-sent');
      const last = then.state.replacements[then.state.replacements.length - 1];
      const waiting = awaited(then.state);
      const postFormat = postFormatOf(log.header, format);
      const houseOptions = { header: log.header, format: postFormat, overrides: folders, genders: gendersOf(upTo) };
      const own = (kind: string, text: () => string) => {
        try {
          return { post: { kind, format: postFormat, text: text() } };
        } catch (e) {
          return { post: null, postError: (e as Error).message };
        }
      };
      const thread: { post: { kind: string; format: PostFormat; text: string } | null; postError?: string } = written.from === 1
        ? await renderThreadPost(upTo, then.state, 'opening', postFormat, at).then((post) => ({ post, postError: undefined }), (e: Error) => ({ post: null, postError: e.message }))
        : replaced && last ? own('replacement', () => replacementPost(then.state, last.seat, last.previous, houseOptions))
          : reminded?.type === 'reminder-sent' && waiting ? own('waiting', () => waitingPost(then.state, waiting, reminded.deadline, new Date(written.at), houseOptions))
            : await threadPost({ log: upTo, after: then.state, appended: records }, at, format);
      // Named as it finds this log from here: a game outside games/ by its path.
      if (thread.post) lines.push('', c.yellow(say.missed.postAgain(`chancery post ${gameArgumentFor(log.header.game, path, ctx.env, ctx.cwd)} ${thread.post.kind}`)));
      lines.push(...formatThreadPost(thread.post, thread.postError, c, { lang, theme, game: log.header.game }, true));
      // The secrets the report would have set apart to forward by hand (a game without email).
      const notes = privateNotes(records, then.state, say);
      lines.push(...formatPrivate(notes, c, { lang, theme }), '');
      writes.push({
        from: written.from, to: written.to, at: written.at, notice, appended: outcome.appended, post: thread.post,
        ...(thread.postError ? { postError: thread.postError } : {}), private: notes,
      });
    }
    return lines.length ? { text: `${lines.join('\n')}\n`, writes, said } : (said(), null);
  } catch {
    // A log that cannot be read now: the command itself says why. The notice waits for a readable log.
    return null;
  }
}
