// The moderator's session at a terminal: the board, what the game waits for, the legal next
// decisions as prompts; a preview of the thread post and the private messages before anything is
// written; then the decision through its command module. Loops until the game ends or they quit.
import { existsSync } from 'node:fs';
import { describePending, publicView, type Seat, type State } from '../engine/index.js';
import { openGame } from '../game/session.js';
import { gameMailDir, mailConfigPath } from '../mail/config.js';
import { inboxDir } from '../mail/local.js';
import { ChanceryError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Style } from '../cli/print/style.js';
import { formatBoard } from '../cli/print/board.js';
import { formatDecision } from '../cli/print/decision.js';
import { formatOutcome } from '../cli/print/outcome.js';
import { commandLine, nextStep, voteAction, type Action, type Step } from './actions.js';
import { preview, type Preview } from './preview.js';
import { speechOf } from '../game/speech.js';
import type { Lang, ThemeName } from '../log/records.js';

export interface Screen { say(text: string): void; style: Style }

export interface SessionSummary {
  game: string;
  path: string;
  /** Decisions written during the session. */
  decisions: string[];
  over: boolean;
  waitingFor: string;
  lang: Lang;
  theme: ThemeName;
}

/** The answer to a prompt: an action, another look at the mail, or the end of the session. */
type Answer = Action | 'refresh' | 'quit';

/** Mail is on for a game with a mail configuration, or a local inbox players have written to. */
export function mailEnabled(path: string, env: NodeJS.ProcessEnv): boolean {
  return mailConfigPath(path, env) !== null || existsSync(inboxDir(gameMailDir(path)));
}

export async function playSession(path: string, ctx: Context, screen: Screen): Promise<SessionSummary> {
  const { select, confirm, Separator } = await import('@inquirer/prompts');
  const c = screen.style;
  const mail = mailEnabled(path, ctx.env);
  const decisions: string[] = [];
  try {
    for (;;) {
      if (mail) await syncMail(path, ctx, screen);
      const game = openGame(path);
      const state = game.state;
      const id = game.log.header.game;
      screen.say(['', c.bold(`${id}`), ...formatBoard(publicView(state), c), '', `${c.bold('Next:')} ${describePending(state)}`].join('\n'));
      const step = nextStep(state, id);
      if (step.kind === 'over' || step.kind === 'automatic') break;
      const answer = await ask(step, state, { select, Separator });
      if (answer === 'quit') break;
      if (answer === 'refresh') continue;
      const dry = await preview(ctx, path, answer);
      screen.say(describePreview(answer, dry, c));
      if (!(await confirm({ message: 'Write this to the log and send the messages?', default: true }))) {
        screen.say(c.dim('nothing written'));
        continue;
      }
      try {
        const result = await answer.run(ctx);
        decisions.push(commandLine(answer.argv));
        screen.say('private' in result ? formatDecision(result, c) : formatOutcome(result, c));
      } catch (e) {
        // A refusal (someone else changed the game meanwhile, say) is shown and the session goes on.
        if (!(e instanceof ChanceryError)) throw e;
        screen.say(`${c.red('refused:')} ${e.message}`);
      }
    }
  } catch (e) {
    // Ctrl-C at a prompt ends the session like "Quit".
    if ((e as Error)?.name !== 'ExitPromptError') throw e;
  }
  const final = openGame(path);
  return {
    game: final.log.header.game,
    path,
    decisions,
    over: final.state.phase.name === 'over',
    waitingFor: speechOf(final.log.header.lang, final.log.header.theme).waiting(final.state),
    lang: final.log.header.lang,
    theme: final.log.header.theme,
  };
}

type Prompts = Pick<typeof import('@inquirer/prompts'), 'select' | 'Separator'>;

async function ask(step: Exclude<Step, { kind: 'over' | 'automatic' }>, state: State, { select, Separator }: Prompts): Promise<Answer> {
  const extras = [new Separator(), { name: 'Check again (mail, other commands)', value: 'refresh' as const }, { name: 'Quit', value: 'quit' as const }];
  if (step.kind === 'pick') {
    const choices = step.question.choices.map((a) => ({ name: a.label, value: a as Answer }));
    return select<Answer>({ message: step.question.message, choices: [...choices, ...extras], pageSize: 12 });
  }
  // Votes: one question per player still to vote; "not yet" leaves them waiting.
  const votes: { seat: Seat; vote: 'ja' | 'nein' }[] = [];
  for (const voter of step.voters) {
    const v = await select<'ja' | 'nein' | 'later' | 'quit'>({
      message: `${voter.name}'s vote on ${state.players[step.president]} > ${state.players[step.chancellor]}`,
      choices: [{ name: 'Ja', value: 'ja' }, { name: 'Nein', value: 'nein' }, { name: 'Not yet', value: 'later' }, { name: 'Stop entering votes', value: 'quit' }],
    });
    if (v === 'quit') break;
    if (v !== 'later') votes.push({ seat: voter.seat, vote: v });
  }
  if (!votes.length) return select<Answer>({ message: 'No votes entered.', choices: extras.slice(1) });
  return voteAction(step.game, state, votes);
}

function describePreview(action: Action, dry: Preview, c: Style): string {
  const lines = ['', c.bold(`This will run: ${commandLine(action.argv)}`)];
  if (dry.post) lines.push('', c.bold(`Thread post (${dry.post.kind}):`), '', dry.post.text.trimEnd());
  else if (dry.postError) lines.push('', c.yellow(`The post could not be rendered: ${dry.postError}`));
  else lines.push('', c.dim('No new thread post: nothing public changes yet.'));
  if (dry.messages.length) {
    lines.push('', c.bold(`Private messages (${dry.messages.length}):`));
    // Messages of one kind differ only by their reader's name: the first is shown in full.
    const shown = new Set<string>();
    for (const m of dry.messages) {
      lines.push(c.red.bold(`  PRIVATE to ${m.to}: ${m.subject}`));
      if (shown.has(m.kind)) continue;
      shown.add(m.kind);
      lines.push(...m.text.trimEnd().split('\n').map((l) => c.dim(`      ${l}`)));
    }
  } else lines.push('', c.dim('No private messages.'));
  lines.push('', `${c.bold('Then:')} ${describePending(dry.after)}`);
  return lines.join('\n');
}

async function syncMail(path: string, ctx: Context, screen: Screen): Promise<void> {
  const [{ sync }, { formatSync }] = await Promise.all([import('../commands/sync.js'), import('../cli/print/mail.js')]);
  try {
    screen.say(formatSync(await sync({ game: path }, ctx), screen.style));
  } catch (e) {
    if (!(e instanceof ChanceryError)) throw e;
    screen.say(`${screen.style.red('mail:')} ${e.message}`);
  }
}
