// The moderator's session at a terminal: the board, what the game waits for, the legal next
// decisions as prompts; a preview of the thread post and the private messages before anything is
// written; then the decision through its command module. Loops until the game ends or they quit.
import { overrideDirs } from '../render/overrides.js';
import { publicView, type State } from '../engine/index.js';
import { openGame } from '../game/open.js';
import { gameArgumentFor } from '../game/paths.js';
import { markShown } from '../log/unshown.js';
import { mailEnabled } from '../mail/enabled.js';
import { ChanceryError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Style } from '../cli/print/style.js';
import { formatBoard } from '../cli/print/board.js';
import { formatDeadlineAt } from '../cli/print/status.js';
import { deadlineDue } from '../house/waiting.js';
import { formatDecision, formatVote } from '../cli/print/decision.js';
import { formatOutcome } from '../cli/print/outcome.js';
import { formatDeadline } from '../cli/print/house.js';
import { commandLine, houseRuleAction, inGameWords, nextStep, voteAction, type Action, type Step } from './actions.js';
import { preview, type Preview } from './preview.js';
import { askVotes, confirmInLanguage, promptTheme } from './prompts.js';
import { gameGenders, speechOf, type Speech, withThemeFolders } from '../game/speech.js';
import { queuedNotSent, type Lang, type ThemeName } from '../log/records.js';

/** Where the session writes, its style, and its width in columns (a terminal's; unset: no limit). */
export interface Screen { say(text: string): void; style: Style; readonly columns?: number }

export interface SessionSummary {
  game: string;
  path: string;
  /** Decisions written during the session. */
  decisions: string[];
  /** Players' answers by mail the session applied (its sync before each question). */
  appliedByMail: number;
  over: boolean;
  waitingFor: string;
  lang: Lang;
  theme: ThemeName;
}

/** The answer to a prompt: an action, another look at the mail, or the end of the session. */
type Answer = Action | 'refresh' | 'quit';


export async function playSession(path: string, ctx: Context, screen: Screen): Promise<SessionSummary> {
  const { select, Separator } = await import('@inquirer/prompts');
  const c = screen.style;
  const decisions: string[] = [];
  let appliedByMail = 0;
  const writing = interruptHold(path, ctx, screen);
  try {
    for (;;) {
      // Asked again at each step: a local inbox appears with a player's first reply, which may come
      // during the session.
      if (mailEnabled(path, ctx.env)) appliedByMail += await writing.hold(() => syncMail(path, ctx, screen));
      if (writing.interrupted) break;
      const game = openGame(path);
      const state = game.state;
      const id = game.log.header.game;
      const say = speechOf(game.log.header.lang, game.log.header.theme, overrideDirs(game.log, ctx.env), gameGenders(state, game.log));
      // One time for this step: whether the deadline passed and what the house rule decides then.
      const now = ctx.now();
      const { deadline, houseRuleDue } = deadlineDue(game.log.header, game.log.events, state, now);
      const step = nextStep(state, id, say);
      const unsent = queuedNotSent(game.log.events).length;
      // After the vote's deadline, the house rule is offered first, as `deadline --apply` decides it;
      // when that command would refuse (a vote request never sent, an answer held), the line says
      // why, as the command does, and the votes are asked by hand.
      const house = houseRuleDue && step.kind === 'votes' ? await houseRuleAction(game, path, ctx, say, now) : null;
      const rule = house && !('refused' in house) ? house : null;
      const houseLine = house && 'refused' in house ? house.refused
        : houseRuleDue ? say.play.houseRuleDue(commandLine(['deadline', id, '--apply'])) : null;
      screen.say(['', c.bold(`${id}`), ...formatBoard(publicView(state), c, say, screen.columns), '', `${c.bold(say.next)} ${say.waiting(state)}`,
        ...(deadline ? [formatDeadlineAt(deadline, game.log.header.lang, c, say)] : []),
        // Messages the mail server did not take wait for `send` (sync does not send them): said as
        // status says it, or the game waits for players who never got their question.
        ...(unsent ? [c.yellow(say.mail.unsentWaiting(unsent, id))] : []),
        ...(houseLine ? [c.yellow(houseLine)] : [])].join('\n'));
      if (step.kind === 'over' || step.kind === 'automatic') break;
      const answer = rule ? await askHouseRule(rule, step, state, { select, Separator }, say) : await ask(step, state, { select, Separator }, say);
      if (answer === 'quit') break;
      if (answer === 'refresh') continue;
      let dry: Preview;
      try {
        dry = await preview(ctx, path, answer);
      } catch (e) {
        // The question was drawn from the game as it stood then: another shell may have made this
        // decision (or another) since, and the choice is no longer legal. Refused as a write is.
        if (!(e instanceof ChanceryError)) throw e;
        screen.say(await refusalLine(e, path, ctx, c));
        continue;
      }
      screen.say(describePreview(answer, dry, c, say));
      if (!(await confirmWrite(say, dry.messages.length > 0))) {
        screen.say(c.dim(say.prompt.nothingWritten));
        continue;
      }
      // A command that reads the mail first would record a reply come since the preview and then
      // refuse its own write as changed: the session reads it here, so the reply is reported as
      // every mail the session reads is, and the write refuses with nothing of its own written.
      // Ctrl-C from here until the report is shown lets the write end and be shown (writing.hold).
      await writing.hold(async () => {
        if (answer.readsMailFirst && mailEnabled(path, ctx.env)) appliedByMail += await syncMail(path, ctx, screen);
        try {
          // The write is of what was shown: the same codes, or nothing if the game moved on meanwhile.
          const result = await answer.run({ ...ctx, previewed: dry.previewed });
          decisions.push(commandLine(answer.argv));
          screen.say('applied' in result ? formatDeadline(result, c) : 'kept' in result ? formatVote(result, c) : 'private' in result ? formatDecision(result, c) : formatOutcome(result, c));
          // Shown: a session left later (Ctrl-C, a closed terminal) has nothing of this one to tell.
          markShown();
        } catch (e) {
          // A refusal (someone else changed the game meanwhile, say) is shown and the session goes on.
          if (!(e instanceof ChanceryError)) throw e;
          screen.say(await refusalLine(e, path, ctx, c));
        }
      });
      if (writing.interrupted) break;
    }
  } catch (e) {
    // Ctrl-C at a prompt ends the session like "Quit".
    if ((e as Error)?.name !== 'ExitPromptError') throw e;
  } finally {
    writing.end();
  }
  const final = openGame(path);
  const folders = overrideDirs(final.log, ctx.env);
  return withThemeFolders({
    game: final.log.header.game,
    path,
    decisions,
    appliedByMail,
    over: final.state.phase.name === 'over',
    waitingFor: speechOf(final.log.header.lang, final.log.header.theme, folders).waiting(final.state),
    lang: final.log.header.lang,
    theme: final.log.header.theme,
  }, folders);
}

/**
 * Ctrl-C outside a question. At a question the prompt library reads it as a key and the session
 * ends as at "Quit" (nothing of that question written). While the session writes (a decision the
 * moderator confirmed, the replies its mail check applies) a Ctrl-C would kill the process between
 * the write and its report, and the terminal would show only ^C: `hold` lets the write end and its
 * report be shown, then the session ends (`interrupted`). A second Ctrl-C stops at once, saying which
 * command shows what was written (the write's marker, src/log/unshown.ts, makes that command tell it).
 * Elsewhere (between questions, nothing being written) Ctrl-C ends the process, as it always did.
 */
function interruptHold(path: string, ctx: Context, screen: Screen): { hold<T>(work: () => Promise<T>): Promise<T>; readonly interrupted: boolean; end(): void } {
  let interrupted = false;
  let holding = false;
  /** The work held has ended: its report is on the screen. */
  let shown = false;
  const game = () => openGame(path).log.header;
  const say = () => speechOf(game().lang).play;
  // Ctrl-C as it was without this listener: the process ends (nothing is being written).
  const stop = () => {
    process.off('SIGINT', onSigint);
    process.kill(process.pid, 'SIGINT');
  };
  // On for the whole session: a signal the event loop reads after a listener was removed would be
  // lost (the process would go on as if no key had been pressed).
  const onSigint = () => {
    if (!holding) return stop();
    if (!interrupted) {
      interrupted = true;
      screen.say(screen.style.yellow(say().interrupted));
      return;
    }
    // Said only while the write's report is still to come (both keys may be read after it).
    if (!shown) screen.say(screen.style.yellow(say().stopped(commandLine(['status', gameArgumentFor(game().game, path, ctx.env, ctx.cwd)]))));
    stop();
  };
  process.on('SIGINT', onSigint);
  return {
    get interrupted() { return interrupted; },
    end() { process.off('SIGINT', onSigint); },
    async hold(work) {
      holding = true;
      shown = false;
      try {
        return await work();
      } finally {
        shown = true;
        // A Ctrl-C that came while the work blocked the thread (a slow disk) is read by the event
        // loop only at its next poll, which promises never reach: one turn of the loop reads it.
        await new Promise((resolve) => setImmediate(resolve));
        holding = false;
      }
    },
  };
}

type Prompts = Pick<typeof import('@inquirer/prompts'), 'select' | 'Separator'>;

/**
 * "Write this?": the library's yes/no prompt in English; elsewhere a choice worded in the game's
 * language (y/n are English). It asks to send messages only when the preview listed some.
 */
async function confirmWrite(say: Speech, sends: boolean): Promise<boolean> {
  return confirmInLanguage(say, sends ? say.prompt.write : say.prompt.writeOnly, say.prompt, true);
}

async function ask(step: Exclude<Step, { kind: 'over' | 'automatic' }>, state: State, { select, Separator }: Prompts, say: Speech): Promise<Answer> {
  const q = say.prompt;
  const extras = [new Separator(), { name: q.checkAgain, value: 'refresh' as const }, { name: q.quit, value: 'quit' as const }];
  if (step.kind === 'pick') {
    const choices = step.question.choices.map((a) => ({ name: a.label, value: a as Answer }));
    return select<Answer>({ message: step.question.message, choices: [...choices, ...extras], pageSize: 12, theme: promptTheme(say) });
  }
  const votes = await askVotes(step, state, select, say);
  if (!votes.length) return select<Answer>({ message: q.noVotes, choices: extras.slice(1), theme: promptTheme(say) });
  return voteAction(step.game, state, votes, say);
}

/** The house rule, or the votes entered by hand (the usual vote prompt), or check again, or quit. */
async function askHouseRule(rule: Action, step: Exclude<Step, { kind: 'over' | 'automatic' }>, state: State, prompts: Prompts, say: Speech): Promise<Answer> {
  const q = say.prompt;
  const picked = await prompts.select<Answer | 'votes'>({
    message: q.houseRule,
    choices: [{ name: rule.label, value: rule }, { name: q.enterVotes, value: 'votes' as const }, new prompts.Separator(), { name: q.checkAgain, value: 'refresh' as const }, { name: q.quit, value: 'quit' as const }],
    theme: promptTheme(say),
  });
  return picked === 'votes' ? ask(step, state, prompts, say) : picked;
}

function describePreview(action: Action, dry: Preview, c: Style, say: Speech): string {
  const q = say.prompt;
  const lines = ['', c.bold(q.willRun(commandLine(action.argv)))];
  if (dry.post) lines.push('', c.bold(q.threadPost(dry.post.kind)), '', dry.post.text.trimEnd());
  else if (dry.postError) lines.push('', c.yellow(q.postError(dry.postError)));
  else lines.push('', c.dim(q.noPost));
  if (dry.messages.length) {
    lines.push('', c.bold(q.privates(dry.messages.length)));
    // Messages of one kind differ only by their reader's name: the first is shown in full.
    const shown = new Set<string>();
    for (const m of dry.messages) {
      lines.push(c.red.bold(`  ${q.privateTo(m.to, m.subject)}`));
      if (shown.has(m.kind)) continue;
      shown.add(m.kind);
      lines.push(...m.text.trimEnd().split('\n').map((l) => c.dim(`      ${l}`)));
    }
  } else lines.push('', c.dim(q.noPrivates));
  lines.push('', `${c.bold(say.then)} ${say.waiting(dry.after)}`);
  return lines.join('\n');
}

/** Reads the players' mail and applies it, as `sync` does; returns how many answers it applied. */
async function syncMail(path: string, ctx: Context, screen: Screen): Promise<number> {
  const [{ sync }, { formatSync }] = await Promise.all([import('../commands/sync.js'), import('../cli/print/mail.js')]);
  try {
    const result = await sync({ game: path }, ctx);
    screen.say(formatSync(result, screen.style));
    markShown();
    return result.passes.flatMap((p) => p.items).filter((i) => i.outcome === 'applied').length;
  } catch (e) {
    if (!(e instanceof ChanceryError)) throw e;
    screen.say(`${screen.style.red(speechOf(openGame(path).log.header.lang).prompt.mail)} ${await inGame(e, path, ctx.env)}`);
    return 0;
  }
}

/** A refused decision, and why, for the session to go on from the game as it now stands. */
async function refusalLine(e: ChanceryError, path: string, ctx: Context, c: Style): Promise<string> {
  return `${c.red(speechOf(openGame(path).log.header.lang).prompt.refused)} ${await inGame(e, path, ctx.env)}`;
}

/** An error's sentence as the command line says it: in the game's language and theme (src/render/error-wording.ts). */
async function inGame(e: ChanceryError, path: string, env: NodeJS.ProcessEnv): Promise<string> {
  return inGameWords(e, openGame(path).log, env);
}
