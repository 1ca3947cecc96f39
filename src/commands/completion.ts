// Shell completion. `chancery completion bash|zsh` prints a script; the script asks the binary
// itself (`chancery __complete <index> <words…>`) for the candidates, so completion always knows
// the installed version's commands and options, the games in the folder and their players.
import { existsSync } from 'node:fs';
import { gamesDir, resolveGamePath } from '../game/paths.js';
import { gameLogs } from './list.js';
import { readLog } from '../log/file.js';
import { nameKey } from '../input/names.js';
import { UsageError } from '../errors.js';
import { VETO_STEPS_OFFERED } from '../game/words.js';
import { shown } from '../input/text.js';
import type { Context } from '../game/context.js';
import { LANGS, MISSING_VOTE_RULES, POST_FORMATS, POST_KIND_RUSSIAN, POST_WORDS, THEMES } from '../settings.js';
import { RULESET_NAMES } from '../engine/types.js';
import { pending, type Pending, type Seat } from '../engine/index.js';
import { replayLog } from '../log/replay.js';

/** A command as completion sees it (built from the commander program by the wiring). */
export interface CommandSpec {
  name: string;
  options: { flags: string[]; takesValue: boolean; choices?: string[] }[];
  args: { name: string; variadic: boolean }[];
  subcommands: CommandSpec[];
}

export const SHELLS = ['bash', 'zsh'] as const;

export function completionScript(shell: string): string {
  if (shell === 'bash') {
    return `# chancery completion for bash: add to ~/.bashrc
#   source <(chancery completion bash)
_chancery_complete() {
  local IFS=$'\\n' line
  local -a lines
  lines=($(chancery __complete "$COMP_CWORD" "\${COMP_WORDS[@]:1}" 2>/dev/null))
  COMPREPLY=()
  for line in "\${lines[@]}"; do COMPREPLY+=("$(printf '%q' "$line")"); done
}
complete -o default -F _chancery_complete chancery
`;
  }
  if (shell === 'zsh') {
    return `#compdef chancery
# chancery completion for zsh: add to ~/.zshrc after compinit
#   source <(chancery completion zsh)
_chancery() {
  local -a candidates
  candidates=("\${(@f)$(chancery __complete $((CURRENT - 1)) "\${(@)words[2,-1]}" 2>/dev/null)}")
  compadd -a candidates
}
compdef _chancery chancery
`;
  }
  throw new UsageError(`completion is for ${SHELLS.join(' or ')}, not "${shell}"`).saying('completion-shell', { value: shown(String(shell)), allowed: SHELLS.join(', ') });
}

/** The words and their meaning, for arguments whose values chancery knows. */
const ARGUMENT_VALUES: Record<string, string[]> = {
  // Every post `chancery post` gives, as its help lists them: the kinds, then the claims, waiting and replacement posts.
  kind: [...POST_WORDS],
  step: [...VETO_STEPS_OFFERED.en],
  policy: ['liberal', 'fascist', '1', '2', '3'],
  shell: [...SHELLS],
};
/** Values of the options whose words chancery knows ("command --flag" before "--flag"). */
const OPTION_VALUES: Record<string, string[]> = {
  'claim --as': ['president', 'chancellor', 'investigator', 'peeker'],
  '--format': [...POST_FORMATS],
  '--ruleset': [...RULESET_NAMES],
  '--theme': [...THEMES],
  '--lang': [...LANGS],
  '--on-missing-vote': [...MISSING_VOTE_RULES],
};
/** Options whose value is a player of the game. */
const PLAYER_OPTIONS = new Set(['nominate --president', 'status --as']);
const GAME_ARGS = new Set(['game', 'log']);
const PLAYER_ARGS = new Set(['player', 'chancellor', 'target', 'old']);

/**
 * The candidates for the word at `index` (1-based among `words`, the words after "chancery"),
 * filtered by what is typed so far.
 */
export function complete(root: CommandSpec, index: number, words: string[], ctx: Context): string[] {
  const current = words[index - 1] ?? '';
  const before = words.slice(0, Math.max(0, index - 1));
  let cmd = root;
  let i = 0;
  // Walk down the subcommands named so far (mail check …).
  while (i < before.length) {
    const sub = cmd.subcommands.find((s) => s.name === before[i]);
    if (!sub) break;
    cmd = sub;
    i++;
  }
  const typed = before.slice(i);
  const startsWith = (list: string[]) => list.filter((x) => nameKey(x).startsWith(nameKey(current)));
  if (cmd === root && typed.length === 0) return startsWith(root.subcommands.map((s) => s.name));
  if (cmd.subcommands.length && typed.length === 0 && !cmd.args.length) return startsWith(cmd.subcommands.map((s) => s.name));
  // The value of an option that takes one.
  const last = typed[typed.length - 1];
  const valueOf = last && cmd.options.find((o) => o.takesValue && o.flags.includes(last));
  if (valueOf) {
    if (valueOf.flags.some((f) => PLAYER_OPTIONS.has(`${cmd.name} ${f}`))) return startsWith(players(positionalOf(typed, cmd), cmd, ctx));
    const known = valueOf.flags.map((f) => OPTION_VALUES[`${cmd.name} ${f}`] ?? OPTION_VALUES[f]).find(Boolean);
    return startsWith(valueOf.choices ?? known ?? []);
  }
  if (current.startsWith('-')) return startsWith(cmd.options.flatMap((o) => o.flags.filter((f) => f.startsWith('--'))));
  // Which positional argument the current word fills.
  const positional = positionalOf(typed, cmd);
  const arg = cmd.args[Math.min(positional.length, cmd.args.length - 1)];
  if (!arg || (positional.length >= cmd.args.length && !arg.variadic)) return [];
  if (GAME_ARGS.has(arg.name)) return startsWith(gameLogs(gamesDir(ctx.env, ctx.cwd)).map((g) => g.id));
  if (PLAYER_ARGS.has(arg.name)) return startsWith(players(positional, cmd, ctx, true));
  if (arg.name === 'votes') {
    const names = players(positional, cmd, ctx, true);
    if (current.includes('=')) return startsWith(['ja', 'nein'].map((v) => `${current.split('=')[0]}=${v}`));
    // Those this command line has not given a vote yet.
    const given = new Set(positional.slice(1).map((word) => nameKey(word.split('=')[0])));
    return startsWith(names.filter((n) => !given.has(nameKey(n))).map((n) => `${n}=`));
  }
  const russian = gameLang(positional, cmd, ctx) === 'ru' ? RUSSIAN_ARGUMENT_VALUES[arg.name] : undefined;
  return startsWith(russian ?? ARGUMENT_VALUES[arg.name] ?? []);
}

/**
 * The words a Russian game offers instead, for arguments whose commands take Russian forms in any
 * game (the tables the commands read: the veto steps of src/game/words.ts, the posts of src/settings.ts): a Russian moderator is offered no English.
 */
const RUSSIAN_ARGUMENT_VALUES: Record<string, string[]> = {
  step: [...VETO_STEPS_OFFERED.ru],
  kind: Object.keys(POST_KIND_RUSSIAN),
};

/** The language of the game named in the command's first argument (undefined when unreadable). */
function gameLang(positional: string[], cmd: CommandSpec, ctx: Context): string | undefined {
  const game = positional[cmd.args.findIndex((a) => GAME_ARGS.has(a.name))];
  if (!game) return undefined;
  try {
    const path = resolveGamePath(game, ctx.env, ctx.cwd);
    return existsSync(path) ? readLog(path, { checkHashes: false }).header.lang : undefined;
  } catch {
    return undefined;
  }
}

/** The words that are arguments, not options or their values. */
function positionalOf(typed: string[], cmd: CommandSpec): string[] {
  const positional: string[] = [];
  for (let k = 0; k < typed.length; k++) {
    const option = cmd.options.find((o) => o.flags.includes(typed[k]));
    if (option) { if (option.takesValue) k++; continue; }
    positional.push(typed[k]);
  }
  return positional;
}

/**
 * The player names of the game named in the command's first argument (nothing when unreadable).
 * With `now`, a decision's argument offers only whom the game allows now: the Chancellors the
 * candidate may nominate, the power's targets, the players yet to vote (in another phase every
 * name: the command itself then says what the game waits for).
 */
function players(positional: string[], cmd: CommandSpec, ctx: Context, now = false): string[] {
  const gameAt = cmd.args.findIndex((a) => GAME_ARGS.has(a.name));
  const game = positional[gameAt];
  if (gameAt < 0 || !game) return [];
  try {
    const path = resolveGamePath(game, ctx.env, ctx.cwd);
    if (!existsSync(path)) return [];
    const log = readLog(path, { checkHashes: false });
    const names = log.header.players.map((p) => p.name);
    for (let i = 0; i < log.events.length; i++) {
      const e = log.events[i];
      if (e.type === 'player-replaced') names[e.seat] = e.name;
    }
    if (!now || !ALLOWED_NOW[cmd.name]) return names;
    const seats = ALLOWED_NOW[cmd.name](pending(replayLog(log).state));
    return seats ? seats.map((seat) => names[seat]) : names;
  } catch {
    return [];
  }
}

/** For a decision command, the seats its player argument may name in the game's pending step (undefined: any). */
const ALLOWED_NOW: Record<string, (p: Pending) => Seat[] | undefined> = {
  nominate: (p) => (p.kind === 'nomination' ? p.eligible : undefined),
  vote: (p) => (p.kind === 'votes' ? p.waitingFor : undefined),
  investigate: (p) => (p.kind === 'power' && p.power === 'investigate' ? p.eligible : undefined),
  'special-election': (p) => (p.kind === 'power' && p.power === 'special-election' ? p.eligible : undefined),
  execute: (p) => (p.kind === 'power' && p.power === 'execution' ? p.eligible : undefined),
};
