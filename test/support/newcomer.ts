// The third seat's vote by mail, and its seat changed hands after it, as the tests of changed
// votes and of a newcomer's votes build them (their mail: ./local-mail.ts).
import { FIXED_SEED, runOk, scratch } from './cli.js';

/**
 * A game `g` whose first seat nominated the second; the third voted Ja by mail, read by sync.
 * Every command runs with `env` (a fixed clock, say).
 */
export function thirdSeatVotedJaByMail(opts: { prefix?: string; lang: 'en' | 'ru'; players: readonly string[]; env?: Record<string, string> }): string {
  const cwd = scratch(opts.prefix);
  const ok = (args: string[]) => runOk(args, { cwd, env: opts.env });
  ok(['new', 'g', '--lang', opts.lang, '--players', ...opts.players, '--seed', FIXED_SEED]);
  ok(['nominate', 'g', '2']);
  ok(['reply', 'g', '3', 'Ja']);
  ok(['sync', 'g']);
  return cwd;
}

/** The game of thirdSeatVotedJaByMail, the third seat then handed over to `newcomer`. */
export function newcomerAfterTheVote(opts: { prefix: string; lang: 'en' | 'ru'; players: readonly string[]; newcomer: string; env: Record<string, string> }): string {
  const cwd = thirdSeatVotedJaByMail(opts);
  runOk(['replace', 'g', '3', opts.newcomer], { cwd, env: opts.env });
  return cwd;
}

/** The third seat's `replies`, each read by a sync of its own, every command run with `env`. */
export function thirdSeatRepliesBySync(cwd: string, replies: readonly string[], env: Record<string, string>): void {
  for (const reply of replies) {
    runOk(['reply', 'g', '3', reply], { cwd, env });
    runOk(['sync', 'g'], { cwd, env });
  }
}
