// `chancery play [game]` (and `chancery` alone in a folder with games): the interactive session at a
// terminal. `play` is the terminal itself, so its module lives here beside the session it starts
// (no module in src/commands reaches up into the prompts). Without a terminal it never prompts: it
// returns the board, what the game waits for and the exact command to run instead.
import { overrideDirs } from '../render/overrides.js';
import { publicView, type PublicView } from '../engine/index.js';
import { queuedNotSent, type Lang, type ThemeName } from '../log/records.js';
import type { DeadlineAt } from '../log/deadlines.js';
import { deadlineDue } from '../house/waiting.js';
import { gameGenders, speechOf, withThemeFolders } from '../game/speech.js';
import { openGame } from '../game/open.js';
import { resolveGamePath } from '../game/paths.js';
import { chooseGame } from './choose-game.js';
import type { Context } from '../game/context.js';
import type { Screen, SessionSummary } from './loop.js';

export interface PlayInput {
  game?: string; screen: Screen;
  /** Where the notice of a write a command cut short never showed goes (src/cli/unshown.ts). */
  tell?: (text: string) => void;
}

/** Without a terminal: where the game stands and what to type. */
export interface PlayAdvice {
  game: string;
  path: string;
  interactive: false;
  view: PublicView;
  waitingFor: string;
  /** The subcommands that make the next decision. */
  commands: string[];
  /** True when players answer by mail: `chancery sync` reads their answers. */
  mail: boolean;
  lang: Lang;
  theme: ThemeName;
  /** The open phase's deadline, when it has one. */
  deadline?: DeadlineAt;
  /** Past the vote's deadline, why `deadline --apply` would cast no vote (a request never sent, an answer held). */
  houseRuleRefused?: string;
}

export type PlayResult = PlayAdvice | (SessionSummary & { interactive: true });

export async function play(input: PlayInput, ctx: Context): Promise<PlayResult> {
  const game = input.game ?? (await chooseGame(ctx, 'play'));
  const path = resolveGamePath(game, ctx.env, ctx.cwd);
  // A game named on the command line was told of before the command ran (src/cli/main.ts); one
  // picked here is told of now, before the session shows it.
  if (input.game === undefined && input.tell) await (await import('../cli/unshown.js')).tellUnshown(path, ctx, input.tell);
  const { mailEnabled } = await import('../mail/enabled.js');
  if (!ctx.interactive) {
    const { suggestedCommands, commandLine, houseRuleNow } = await import('./actions.js');
    const opened = openGame(path);
    const id = opened.log.header.game;
    const mail = mailEnabled(path, ctx.env);
    const folders = overrideDirs(opened.log, ctx.env);
    const commands = suggestedCommands(opened.state, id, speechOf(opened.log.header.lang, opened.log.header.theme, folders));
    // Past the deadline, the house rule casts the missing votes first (after mail's answers are in);
    // when `deadline --apply` would refuse (a vote request never sent, an answer held), its refusal
    // is said instead, as the session at a terminal says it.
    // One time for both: whether the deadline passed and what the house rule decides then.
    const now = ctx.now();
    const { deadline, houseRuleDue } = deadlineDue(opened.log.header, opened.log.events, opened.state, now);
    const house = houseRuleDue ? await houseRuleNow(opened, ctx, now) : null;
    if (house && !('refused' in house)) commands.unshift(commandLine(['deadline', id, '--apply']));
    if (mail && opened.state.phase.name !== 'over') commands.unshift(commandLine(['sync', id]));
    // Messages the mail server did not take go out only with `send` (sync does not send them).
    if (queuedNotSent(opened.log.events).length) commands.unshift(commandLine(['send', id]));
    const { lang, theme } = opened.log.header;
    return withThemeFolders({ game: id, path, interactive: false, view: publicView(opened.state), waitingFor: speechOf(lang, theme, folders).waiting(opened.state), commands, mail, lang, theme,
      ...(deadline ? { deadline } : {}), ...(house && 'refused' in house ? { houseRuleRefused: house.refused } : {}) }, folders,
      // The board's marks agree with each player by the gender the log gives, as `status` says them.
      gameGenders(opened.state, opened.log));
  }
  const { playSession } = await import('./loop.js');
  return { ...(await playSession(path, ctx, input.screen)), interactive: true };
}
