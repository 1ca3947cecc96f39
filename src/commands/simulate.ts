// `chancery simulate --games N [--players n] [--seed S] [--ruleset R]`: random legal games through
// the real engine, reporting win rates by table size and by reason. Reproducible from the seed.
import { randomBytes } from '../input/entropy.js';
import { canonical } from '../settings.js';
import { RULESET_NAMES, type RulesetName, type WinReason } from '../engine/index.js';
import { playRandomGame } from '../sim/random-play.js';
import { UsageError } from '../errors.js';
import { checkedWhole } from '../input/ranges.js';
import { shown } from '../input/text.js';
import type { Context } from '../game/context.js';
import { THEMES, oneOf, type Lang, type ThemeName } from '../settings.js';
import { askedLang, headersLang, headersTheme } from './folder-lang.js';
import { gamesDir } from '../game/paths.js';

export interface SimulateInput {
  games: string;
  players?: string;
  seed?: string;
  ruleset?: string;
  /** The report's language: `en` or `ru` (default: the one most of the folder's games use, as help speaks). */
  lang?: string;
  /** Called after each game (the CLI draws a progress bar with it on a terminal). */
  onProgress?: (done: number, total: number) => void;
}

export interface TableStats {
  players: number;
  games: number;
  liberalWins: number;
  fascistWins: number;
  liberalRate: number;
  fascistRate: number;
  byReason: Record<WinReason, number>;
  averageGovernments: number;
}

export interface SimulateResult {
  games: number;
  seed: string;
  ruleset: RulesetName;
  tables: TableStats[];
  total: { liberalWins: number; fascistWins: number; liberalRate: number; byReason: Record<WinReason, number> };
  /** What the report speaks: the command line's language, and the ruleset's theme (else the folder's, as help's). */
  lang: Lang;
  theme: ThemeName;
}

const reasons = (): Record<WinReason, number> => ({ 'five-liberal': 0, 'six-fascist': 0, 'hitler-elected': 0, 'hitler-executed': 0 });

export async function simulate(input: SimulateInput, ctx: Context): Promise<SimulateResult> {
  const games = checkedWhole('--games', input.games, 1, 1_000_000);
  let sizes = [5, 6, 7, 8, 9, 10];
  if (input.players !== undefined) {
    const n = Number(input.players);
    if (!Number.isInteger(n) || n < 5 || n > 10) throw new UsageError(`--players takes a table size from 5 to 10, not "${shown(String(input.players))}"`).saying('simulate-players', { value: shown(String(input.players)) });
    sizes = [n];
  }
  const ruleset = (canonical(RULESET_NAMES, input.ruleset) ?? 'secret-hitler') as RulesetName;
  if (!RULESET_NAMES.includes(ruleset)) throw new UsageError(`unknown ruleset "${shown(String(input.ruleset))}": choose one of ${RULESET_NAMES.join(', ')}`).saying('new-ruleset', { value: shown(String(input.ruleset)), allowed: RULESET_NAMES.join(', ') });
  const seed = input.seed ?? randomBytes(8).toString('hex');
  // As help speaks for this command line (src/cli/main.ts): --lang, else the folder's games; the
  // theme a ruleset is named after, else the one every game of the folder has.
  const folder = gamesDir(ctx.env, ctx.cwd);
  const lang = askedLang(input.lang) ?? headersLang(folder) ?? 'en';
  const theme: ThemeName = oneOf(THEMES, ruleset) ? ruleset : headersTheme(folder) ?? 'secret-hitler';

  const tables = new Map<number, TableStats>(sizes.map((players) => [players, {
    players, games: 0, liberalWins: 0, fascistWins: 0, liberalRate: 0, fascistRate: 0, byReason: reasons(), averageGovernments: 0,
  }]));
  const total = { liberalWins: 0, fascistWins: 0, liberalRate: 0, byReason: reasons() };
  for (let i = 0; i < games; i++) {
    const players = sizes[i % sizes.length];
    const { state } = playRandomGame({ players, seed: `${seed}:${i}`, ruleset, keepEvents: false });
    if (state.phase.name !== 'over') throw new Error(`simulated game ${i} (seed ${seed}:${i}) did not end`);
    const t = tables.get(players)!;
    t.games++;
    t.averageGovernments += state.governments.length;
    const { winner, reason } = state.phase;
    if (winner === 'liberal') { t.liberalWins++; total.liberalWins++; } else { t.fascistWins++; total.fascistWins++; }
    t.byReason[reason]++;
    total.byReason[reason]++;
    input.onProgress?.(i + 1, games);
  }
  for (const t of tables.values()) {
    if (!t.games) continue;
    t.liberalRate = t.liberalWins / t.games;
    t.fascistRate = t.fascistWins / t.games;
    t.averageGovernments /= t.games;
  }
  total.liberalRate = total.liberalWins / games;
  return { games, seed, ruleset, tables: [...tables.values()].filter((t) => t.games), total, lang, theme };
}
