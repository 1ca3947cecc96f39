// `chancery stats [dir] [--json] [--format markdown|bbcode]`: a league table over the finished games
// of a folder. Players are the same person when their names match without case. Everything counted
// is public once a game is over (roles are revealed at the end), so the post may carry all of it.
import { holderAt, partyOf, publicView, type Policy, type Role } from '../engine/index.js';
import { nameKey } from '../input/names.js';
import { openGame } from '../game/open.js';
import { postFormatOf } from '../game/thread.js';
import { ChanceryError, countOf } from '../errors.js';
import { bold, heading, table, type Format } from '../render/format.js';
import { gameLogs, inFolderLanguage, leagueDir } from './list.js';
import { askedLang, folderLang, writtenAt, type LogLang } from './folder-lang.js';
import type { Context } from '../game/context.js';
import type { Lang, ThemeName } from '../log/records.js';
import { leagueWords, type LeagueWords } from '../game/speech.js';

export interface StatsInput {
  dir?: string;
  format?: string;
  /** The league's language (en, ru): always wins over the games' own. */
  lang?: string;
  /** Called after each game is read (a progress bar). */
  onProgress?: (done: number, total: number) => void;
}

export interface WinRecord { games: number; wins: number; rate: number | null }

/** `games`, `wins`, `rate`: the games the player finished, in the seat they held at the end (a league's result is theirs). */
export interface PlayerStats extends WinRecord {
  name: string;
  /** Games the player left before the end (their seat taken over by `replace`): in no win record, neither a win nor a loss. */
  left: number;
  team: { liberal: WinRecord; fascist: WinRecord };
  role: Record<Role, WinRecord>;
  /** Governments this player led or joined that took office (elected). */
  president: number;
  chancellor: number;
  /** Policies enacted as Chancellor (chaos enacts nothing for anyone). */
  enacted: { liberal: number; fascist: number };
}

/** A leaderboard's top five: `rank` is shared by players with the same figure (1, 1, 3), so ties make it longer. */
export interface Leaderboard { title: string; rows: { rank: number; name: string; value: string }[] }

export interface StatsResult {
  dir: string;
  /** Finished games counted, and the logs skipped (unfinished or unreadable). */
  games: string[];
  unfinished: string[];
  unreadable: { id: string; error: string }[];
  players: PlayerStats[];
  leaderboards: Leaderboard[];
  format: 'markdown' | 'bbcode';
  post: string;
  /** The language the league is worded in: --lang, else the one most of its finished games use (on a tie, the one of the game written last). */
  lang: Lang;
  /** The theme those games share, whatever their languages; Secret Hitler's when they differ (`themes` then names them all). */
  theme: ThemeName;
  /** The themes of the games it counts (of every readable game when none has finished): the league's words are theirs, each word said in every one ("Лоялист/Кот"). */
  themes: ThemeName[];
}

const record = (): WinRecord => ({ games: 0, wins: 0, rate: null });

function tally(r: WinRecord, won: boolean): void {
  r.games++;
  if (won) r.wins++;
  r.rate = r.wins / r.games;
}

/** The fewest games a player needs to appear on the win-rate leaderboard. */
const RATE_MIN_GAMES = 3;

export async function stats(input: StatsInput, ctx: Context): Promise<StatsResult> {
  // A league has no game header: the format asked for, else Markdown; refused as every command refuses it.
  const format: StatsResult['format'] = postFormatOf({}, input.format);
  const asked = askedLang(input.lang);
  const dir = leagueDir(input.dir, ctx);
  const logs = gameLogs(dir);
  const byKey = new Map<string, PlayerStats>();
  const result: StatsResult = { dir, games: [], unfinished: [], unreadable: [], players: [], leaderboards: [], format, post: '', lang: 'en', theme: 'secret-hitler', themes: [] };
  // Each game's language, counted: the league speaks the one most finished games use. Its themes:
  // those of the games it counts (a game still running is in no row of it).
  const readLangs: LogLang[] = [];
  const finishedLangs: LogLang[] = [];
  const readThemes = new Set<ThemeName>();
  const finishedThemes = new Set<ThemeName>();
  const failures: ChanceryError[] = [];
  logs.forEach(({ id, path }, i) => {
    try {
      const game = openGame(path);
      const view = publicView(game.state);
      const lang = { lang: game.log.header.lang, written: writtenAt(path) };
      readLangs.push(lang);
      readThemes.add(game.log.header.theme);
      if (!view.winner) result.unfinished.push(id);
      else {
        result.games.push(id);
        finishedLangs.push(lang);
        finishedThemes.add(game.log.header.theme);
        const winner = view.winner.winner;
        const statsOf = (name: string): PlayerStats => {
          const key = nameKey(name);
          let s = byKey.get(key);
          if (!s) {
            s = { name, games: 0, wins: 0, rate: null, left: 0, team: { liberal: record(), fascist: record() },
              role: { liberal: record(), fascist: record(), hitler: record() }, president: 0, chancellor: 0, enacted: { liberal: 0, fascist: 0 } };
            byKey.set(key, s);
          }
          return s;
        };
        // The seat's holder at the end played the game out: its result is theirs, on the seat's team
        // and role. A player who left the seat before (replaced) gets the game counted as left,
        // neither a win nor a loss; one who left and came back to it finished it. Offices and
        // policies go to whoever held the seat in that government (a replacement does not inherit
        // the leaver's record).
        for (const p of view.players) {
          const role = p.role!;
          const team = partyOf(role);
          const won = team === winner;
          const s = statsOf(p.name);
          tally(s, won);
          tally(s.team[team], won);
          tally(s.role[role], won);
          const finished = nameKey(p.name);
          for (const name of new Set(p.holders.map(nameKey))) if (name !== finished) statsOf(p.holders.find((h) => nameKey(h) === name)!).left++;
        }
        for (const g of view.governments) {
          if (!g.elected) continue;
          statsOf(holderAt(view, g.president, g.index, 'discard')).president++;
          const chancellor = statsOf(holderAt(view, g.chancellor, g.index));
          chancellor.chancellor++;
          if (g.enacted) chancellor.enacted[g.enacted as Policy]++;
        }
      }
    } catch (e) {
      if (!(e instanceof ChanceryError)) throw e;
      result.unreadable.push({ id, error: e.message });
      failures.push(e);
    }
    input.onProgress?.(i + 1, logs.length);
  });
  result.players = [...byKey.values()].sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
  // The language asked for, else the one most finished games use (every readable game's when none
  // has finished; on a tie, the language of the game written last), so a mostly Russian league is not worded in English for one
  // English game. Its theme: the one the games it counts share (each theme's words side by side when
  // they differ); every readable game's when none has finished.
  const themes = finishedThemes.size ? finishedThemes : readThemes;
  result.lang = folderLang(asked, finishedLangs.length ? finishedLangs : readLangs);
  if (themes.size === 1) result.theme = [...themes][0];
  result.themes = [...themes].sort();
  if (failures.length) {
    const said = await inFolderLanguage(failures, result.lang);
    result.unreadable.forEach((u, i) => { u.error = said.get(failures[i])!; });
  }
  const words = leagueWords(result.lang, result.themes);
  result.leaderboards = leaderboards(result.players, words);
  result.post = statsPost(result, format, words);
  return result;
}

export function percent(rate: number | null): string {
  // wins / games × 100 can land just under a half (23 / 40 × 100 = 57.49999…): rounded to twelve
  // significant digits first, so that a half rounds up as it does on paper.
  return rate === null ? '-' : `${Math.round(Number((rate * 100).toPrecision(12)))}%`;
}

function leaderboards(players: PlayerStats[], w: LeagueWords): Leaderboard[] {
  // Players with the same figure share its place (1, 1, 3), and everyone tied with the fifth stays
  // on the board: no alphabet decides who of equals is ranked above or left off.
  const top = (title: string, rows: PlayerStats[], value: (p: PlayerStats) => number, show: (p: PlayerStats) => string): Leaderboard => {
    const sorted = rows.filter((p) => value(p) > 0).sort((a, b) => value(b) - value(a) || a.name.localeCompare(b.name));
    const ranked = sorted.map((p) => ({ p, rank: 1 + sorted.findIndex((q) => value(q) === value(p)) }));
    return { title, rows: ranked.filter(({ rank }) => rank <= 5).map(({ p, rank }) => ({ rank, name: p.name, value: show(p) })) };
  };
  const regulars = players.filter((p) => p.games >= RATE_MIN_GAMES);
  return [
    top(w.mostWins, players, (p) => p.wins, (p) => w.of(p.wins, p.games)),
    top(w.bestRate(RATE_MIN_GAMES), regulars, (p) => p.rate ?? 0, (p) => `${percent(p.rate)} (${w.of(p.wins, p.games)})`),
    top(w.mostTeamWins('liberal'), players, (p) => p.team.liberal.wins, (p) => String(p.team.liberal.wins)),
    top(w.mostTeamWins('fascist'), players, (p) => p.team.fascist.wins, (p) => String(p.team.fascist.wins)),
    top(w.mostEnacted, players, (p) => p.enacted.liberal + p.enacted.fascist, (p) => w.enacted(p.enacted.liberal, p.enacted.fascist)),
  ];
}

/**
 * The columns with "Left" after the win rate when a player of the league left a game before its
 * end (`left`); a league where everyone finished every game has no such column.
 */
export function leftColumn<T>(cells: readonly T[], left: boolean, cell: T): T[] {
  return left ? [...cells.slice(0, 4), cell, ...cells.slice(4)] : [...cells];
}

/** The league post: the table and the leaderboards, in the forum's markup. */
function statsPost(r: StatsResult, format: Format, w: LeagueWords): string {
  const left = r.players.some((p) => p.left);
  const header = leftColumn(w.header, left, w.left);
  const cell = (w: WinRecord) => (w.games ? `${w.wins}/${w.games}` : '-');
  const rows = r.players.map((p) => [p.name, String(p.games), String(p.wins), percent(p.rate), ...(left ? [String(p.left)] : []),
    cell(p.role.liberal), cell(p.role.fascist), cell(p.role.hitler), String(p.president), String(p.chancellor),
    `${p.enacted.liberal}/${p.enacted.fascist}`]);
  const parts = [heading(format, w.heading(r.games.length)), ''];
  if (rows.length) parts.push(table(format, header, rows), '');
  for (const board of r.leaderboards) {
    if (!board.rows.length) continue;
    parts.push(bold(format, board.title), table(format, ['#', w.player, ''], board.rows.map((row) => [String(row.rank), row.name, row.value])), '');
  }
  return parts.join('\n').trimEnd();
}
