// A Russian game's help says no English word in any line, the usage line, the list of commands and
// the arguments' terms too: commander's [options] and [command] and each argument's placeholder are
// said in the help catalogue's words (templates/ru/help.yaml, commander.placeholders), and so is the
// form of a flag's value (`--lang <язык>`) and a placeholder inside a file name (`games/<имя>.yaml`):
// no <…> or […] outside the example lines holds a Latin letter. What stays Latin is what one types
// as it is: the commands' names, the flags themselves, `values in backquotes`, file names, the
// players' names, and the words the other help tests allow (Ja, Nein, the names of formats and
// protocols).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { typedCommands as commands } from '../support/help.js';
import { commandKey } from '../../src/cli/translated-help.js';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const ALLOWED = new Set(['ja', 'nein', 'yaml', 'json', 'smtp', 'imap', 'dns', 'tcp', 'tls', 'png', 'svg', 'utc', 'bbcode', 'markdown', 'iana']);

/** The placeholders of a help that hold a Latin letter, in any line but the examples' (command lines): `<lang>`, `[seq]`, `games/<id>.yaml`'s. */
function latinPlaceholders(help: string): string[] {
  const text = help.split('\n').filter((l) => !/^ {2}\$ /.test(l)).join('\n');
  return [...text.matchAll(/[<[][^<>[\]\s]*[A-Za-z][^<>[\]\s]*[>\]]/g)].map((m) => m[0]);
}

/** The Latin words of a help once the typed things are taken out (the example lines are command lines: out too). */
function latinWords(help: string, names: string[]): string[] {
  const rest = help.split('\n').filter((l) => !/^ {2}\$ /.test(l)).join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\S*\.(?:ya?ml|html|md)\b/g, ' ')
    // A flag: -V, --players (the form of its value, <игроки...>, is a word of the help's language).
    .replace(/(?<![\w-])--?[\w-]+/g, ' ')
    .replace(new RegExp(`(?<![\\w-])(?:chancery|${names.map((n) => n.replace(/-/g, '\\-')).join('|')})(?![\\w-])`, 'g'), ' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w.toLowerCase()));
}

test('in a folder of a Russian game, every command\'s help, its usage line, its terms and its flags\' value forms included, has no Latin word but commands, flags and names', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const all = commands();
  // (commander's implicit `help [command]` of `mail` is a command name too.)
  const names = [...new Set([...all.flatMap((c) => commandKey(c).split(' ')), 'help'])];
  const found: string[] = [];
  for (const args of [['--help'], ...all.slice(1).map((c) => [...commandKey(c).split(' '), '--help'])]) {
    const r = runCli(args, { cwd });
    assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
    const words = [...latinPlaceholders(r.stdout), ...latinWords(r.stdout, names)];
    if (words.length) found.push(`chancery ${args.join(' ')}: ${words.join(' ')}\n${r.stdout.split('\n')[0]}`);
  }
  assert.equal(found, []);
});

test('the usage lines say commander\'s placeholders in Russian: the program\'s, a command\'s and a subcommand\'s', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.match(runOk(['--help'], { cwd }), /^Использование: chancery \[ключи\] \[команда\]$/m);
  assert.match(runOk(['vote', '--help'], { cwd }), /^Использование: chancery vote \[ключи\] \[игра\] \[голоса\.\.\.\]$/m);
  const mail = runOk(['mail', '--help'], { cwd });
  assert.match(mail, /^Использование: chancery mail \[ключи\] \[команда\]$/m);
  assert.match(mail, /^ {2}help \[команда\] +показать справку по команде$/m);
  // English help keeps commander's words.
  const english = scratch();
  assert.match(runOk(['--help'], { cwd: english }), /^Usage: chancery \[options\] \[command\]$/m);
});

test.run();
