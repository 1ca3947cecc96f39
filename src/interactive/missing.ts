// What a command line left out: the game, or the decision's argument (the nominee, the card, the
// veto step, the power's target, the votes). At a terminal it is asked, offering only what the
// rules allow now (the same legal choices `play` offers); without one it is an error that says
// what the game waits for and the command to type, in the game's language. Either way the command
// then runs as if it had been typed in full: one path.
import { UsageError } from '../errors.js';
import { decide, type Intent, type State } from '../engine/index.js';
import { randomSourceOf } from '../log/replay.js';
import { gameRuleRefusal } from '../render/rule-errors.js';
import type { Context } from '../game/context.js';
import { openGame } from '../game/open.js';
import { gameForCommands, gamesDir, resolveGamePath } from '../game/paths.js';
import { speechOf } from '../game/speech.js';
import { overrideDirs } from '../render/overrides.js';
import { chooseGame } from './choose-game.js';
import { nextStep, suggestedCommands } from './actions.js';
import { gameLogs } from '../commands/list.js';
import { parsePolicyWord, parseVetoStep } from '../game/words.js';
import { resolvePlayer } from '../game/players.js';
import { looksLikeDuration, looksLikeTime } from '../log/deadlines.js';
import { isPostWord } from '../settings.js';
import type { AfterGame } from '../cli/wire.js';

/** An argument the command line left out: its name in the help, and its place among the command's arguments. */
export interface MissingArgument { name: string; index: number }

/**
 * Fills `args` (the command's arguments as commander parsed them) where `missing` says one is
 * left out; `interactive`: a terminal to ask at (and no --json, whose output a prompt would spoil).
 */
export async function fillMissing(command: string, missing: MissingArgument[], args: unknown[], ctx: Context, interactive: boolean): Promise<void> {
  for (const { name, index } of missing) {
    if (name === 'game') args[index] = await chooseGame(ctx, command, interactive);
    else args[index] = await decisionArgument(command, name, String(args[0]), ctx, interactive);
  }
}

/**
 * Whether a command line that gave `word` where its game goes left the game out, `word` being the
 * argument after it: `chancery post waiting`, `chancery nominate Bob`, `chancery vote 1=ja` where
 * no game is called so. Only when the word is one that argument takes (a player: of the game it
 * would be), and the game is then the folder's only one, or picked at a terminal; otherwise the
 * command runs as typed, and its error names the missing log and the games there are.
 */
export async function leftOutBeforeWord(command: string, word: string, reads: AfterGame, ctx: Context, interactive: boolean): Promise<{ game?: string } | null> {
  if (!takesWithoutGame(word, reads)) return null;
  if (reads !== 'player') return {};
  const logs = gameLogs(gamesDir(ctx.env, ctx.cwd));
  if (logs.length !== 1 && !interactive) return null;
  // (Picked here, the game is not asked for again.)
  const game = logs.length === 1 ? logs[0].id : await chooseGame(ctx, command, interactive);
  try {
    resolvePlayer(word, openGame(resolveGamePath(game, ctx.env, ctx.cwd)).state.players);
    return { game };
  } catch {
    return null;
  }
}

/** Whether `word` is a value of the argument (a player's only as far as it can tell without the game). */
function takesWithoutGame(word: string, reads: AfterGame): boolean {
  switch (reads) {
    case 'votes': return word.includes('=');
    case 'policy': return /^\d$/.test(word) || parsePolicyWord(word) !== null;
    case 'veto-step': return parseVetoStep(word, null) !== null;
    case 'post-kind': return isPostWord(word);
    case 'when': return looksLikeDuration(word) || looksLikeTime(word);
    case 'player': return true;
  }
}

async function decisionArgument(command: string, argument: string, game: string, ctx: Context, interactive: boolean): Promise<string | string[]> {
  const path = resolveGamePath(game, ctx.env, ctx.cwd);
  const { log, state } = openGame(path);
  const { lang, theme } = log.header;
  const say = speechOf(lang, theme, overrideDirs(log, ctx.env));
  const id = log.header.game;
  const step = nextStep(state, id, say);
  const choices = step.kind === 'pick' ? step.question.choices.filter((c) => c.argv[0] === command) : [];
  const asksHere = command === 'vote' ? step.kind === 'votes' : choices.length > 0;
  if (!asksHere) {
    // Not this decision's turn: what is wrong is the turn, not the argument. Refused as the rules
    // refuse the decision with any argument (its rule, exit status and the command to type instead).
    const refused = standIn(command, state);
    const decided = refused && decide(refused, state, randomSourceOf(log));
    if (decided && !decided.ok) {
      throw gameRuleRefusal(decided.error, log, state, ctx.env);
    }
  }
  if (!asksHere || !interactive) {
    // Named as every hint names the game (src/game/paths.ts): the id where it finds this log from here.
    const commands = say.either(suggestedCommands(state, gameForCommands(game, id, path, ctx.env, ctx.cwd), say));
    const waiting = say.waiting(state);
    throw new UsageError(`missing argument '${argument}': ${waiting}`, `run: ${commands}`)
      .saying('missing-decision', { argument, waiting, commands }).inLang(lang).inTheme(theme);
  }
  const [{ select }, { askVotes, promptTheme }] = await Promise.all([import('@inquirer/prompts'), import('./prompts.js')]);
  try {
    if (step.kind === 'votes') {
      const votes = await askVotes(step, state, select, say);
      if (!votes.length) throw new UsageError('no votes entered: nothing written').saying('no-votes-entered').inLang(lang);
      return votes.map((v) => `${v.seat + 1}=${v.vote}`);
    }
    if (step.kind !== 'pick') throw new Error(`a ${step.kind} step has no choices`);
    return await select<string>({
      message: step.question.message,
      choices: choices.map((c) => ({ name: c.label, value: c.argv[2] ?? '' })),
      pageSize: 12,
      theme: promptTheme(say),
    });
  } catch (e) {
    // Ctrl-C at the question: nothing chosen, nothing written.
    if ((e as Error)?.name === 'ExitPromptError') throw new UsageError('nothing chosen: nothing written').saying('nothing-chosen').inLang(lang);
    throw e;
  }
}

/** The command's decision with a stand-in argument: built only to hear the rules refuse it out of its turn. */
function standIn(command: string, state: State): Intent | null {
  const someone = Math.max(0, state.alive.indexOf(true));
  switch (command) {
    case 'nominate': return { type: 'nominate', chancellor: someone };
    case 'vote': return { type: 'vote', seat: someone, vote: 'ja' };
    case 'discard': return { type: 'discard', policy: 'liberal' };
    case 'enact': return { type: 'enact', policy: 'liberal' };
    case 'veto': return { type: 'veto', step: 'request' };
    case 'investigate': return { type: 'investigate', target: someone };
    case 'special-election': return { type: 'special-election', target: someone };
    case 'execute': return { type: 'execute', target: someone };
    default: return null;
  }
}
