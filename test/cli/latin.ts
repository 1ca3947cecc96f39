// The Latin words of a Russian game's text once the things that are not words of a language are
// taken out: the players' names, Ja and Nein, the game id, file paths (docs/log-format.md too), hashes and message codes,
// addresses, BBCode tags, and the `chancery …` command lines a moderator is told to type.
const COMMANDS = 'demo|migrate|new|nominate|vote|discard|enact|veto|investigate|peek|special-election|execute|status|history|post|claim|undo|deadline|remind|replace|dossier|send|sync|reply|mail|play|verify|audit|list|stats|publish|board';

export function latinWords(text: string, opts: { game: string; dir: string; names: string[] }): string[] {
  let rest = text.replace(/\u001b\[[0-9;]*m/g, '');
  rest = rest.split(opts.dir).join(' ');
  rest = rest.replace(/[\w.\-/]+\.(?:ya?ml|html|jsonl)\b/g, ' ');
  for (const name of opts.names) rest = rest.split(name).join(' ').split(name.replace(/_/g, '\\_')).join(' ');
  rest = rest.split(opts.game).join(' ')
    .replace(/`chancery [^`]*`/g, ' ')
    // A command line: `chancery <command>`, then its arguments up to the end of the line or a bracket.
    .replace(new RegExp(`\\bchancery (?:${COMMANDS})\\b[^\\n()]*`, 'g'), ' ')
    .replace(/(?:\b[\w.\-]+)?(?:\/[\w.\-]+)+/g, ' ')
    .replace(/\[\/?(?:b|i|list|\*|code|font|size|u)(?:=[^\]]*)?\]/g, ' ')
    .replace(/\b[0-9a-f]{16,}\b/g, ' ')
    .replace(/\[[A-Z0-9·]{4,8}\]/g, ' ')
    .replace(/<[^>\s]+@[^>\s]+>|\S+@\S+/g, ' ')
    .replace(/SHA-256|\bJa\b|\bNein\b|\bSubject:/g, ' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}
