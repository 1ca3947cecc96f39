// The folder of games: `list` (one line per game) and `stats` (the league table and leaderboards).
import { gameStanding, type ListResult } from '../../commands/list.js';
import type { StatsResult, WinRecord } from '../../commands/stats.js';
import { leftColumn, percent } from '../../commands/stats.js';
import type { Style } from './style.js';
import { leagueWords, speechOf, THEME_FOLDERS } from '../../game/speech.js';
import { loadVocabulary, lookup } from '../../render/vocab.js';

export function formatList(r: ListResult, c: Style): string {
  // The whole list speaks its language (--lang, else the one most of its games use): each game's line
  // too, with that game's theme words, and a folder with no game yet.
  const folder = speechOf(r.lang).folder;
  if (!r.games.length) return folder.noGames(r.dir, r.create);
  const lines = [c.bold(folder.games(r.games.length, r.dir)), ''];
  for (const g of r.games) {
    if (g.error) {
      lines.push(`${c.bold(g.id)}  ${c.red(folder.unreadable)} ${g.error}`);
      continue;
    }
    const say = speechOf(r.lang, g.theme, g[THEME_FOLDERS]);
    const letter = (p: 'liberal' | 'fascist') => lookup(loadVocabulary(say.theme, say.lang), `letters.${p}`);
    const board = `${c.blue(`${letter('liberal')} ${g.liberalPolicies}`)} ${c.red(`${letter('fascist')} ${g.fascistPolicies}`)} ${say.folder.tracker} ${g.electionTracker}`;
    const state = g.winner ? c.green(gameStanding(g, r.lang)) : gameStanding(g, r.lang);
    const size = say.folder.players(g.players!.length);
    const govs = say.word.governments(g.governments!);
    lines.push(`${c.bold(g.id)}  ${size}  ${board}  ${c.dim(govs)}`,
      `    ${c.dim(g.players!.join(', '))}`, `    ${state}`,
      // A write a command cut short never showed: any command naming the game shows it.
      ...(g.unshown ?? []).map((u) => `    ${c.yellow(say.missed.listed(u.from, u.to, `chancery status ${g.argument}`))}`));
  }
  return lines.join('\n');
}

export function formatStats(r: StatsResult, c: Style): string {
  const folder = speechOf(r.lang).folder;
  const lines = [c.bold(folder.finished(r.games.length, r.dir))];
  if (r.unfinished.length) lines.push(c.dim(`${folder.notCounted}: ${r.unfinished.join(', ')}`));
  for (const u of r.unreadable) lines.push(`${c.red(folder.unreadable)} ${u.error}`);
  if (!r.players.length) return lines.join('\n');
  const rec = (w: WinRecord) => (w.games ? `${w.wins}/${w.games}` : '-');
  const words = leagueWords(r.lang, r.themes);
  const left = r.players.some((p) => p.left);
  const header = leftColumn(words.terminalHeader, left, words.left);
  const rows = r.players.map((p) => [p.name, String(p.games), String(p.wins), percent(p.rate), ...(left ? [String(p.left)] : []), rec(p.role.liberal), rec(p.role.fascist),
    rec(p.role.hitler), String(p.president), String(p.chancellor), `${p.enacted.liberal}/${p.enacted.fascist}`]);
  const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((row) => [...row[i]].length)));
  const line = (cells: string[]) => cells.map((x, i) => x + ' '.repeat(widths[i] - [...x].length)).join('  ').trimEnd();
  lines.push('', c.bold(line(header)), ...rows.map(line));
  for (const board of r.leaderboards) {
    if (!board.rows.length) continue;
    lines.push('', c.bold(board.title), ...board.rows.map((row) => `  ${row.rank}. ${row.name}  ${c.dim(row.value)}`));
  }
  lines.push('', c.dim(folder.postFollows(r.format)), '', r.post);
  return lines.join('\n');
}
