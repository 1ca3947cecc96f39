// Help speaks the language the rest of the command line does (src/cli/main.ts helpLangNamed): the
// language of the game it names, else --lang, else the one most games of the folder use. In
// Russian every text is templates/ru/help.yaml's (src/cli/translated-help.ts), commander's own
// words too; English help stays as commander and chancery write it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Command } from 'commander';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { typedCommands as commands } from '../support/help.js';
import { commandKey, helpTexts, optionKey } from '../../src/cli/translated-help.js';
import { FIXED_SEED, ROOT, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** An example line's command and, after two spaces or more, what it explains (the program's `chancery   play the game…`). */
const exampleParts = (line: string) => line.split(/ {2,}/);

/** The examples a command's help ends with, as `chancery <command> --help` shows them in English. */
function englishExamples(cmd: Command, cwd: string): string[] {
  const r = runCli([...commandKey(cmd).split(' ').filter((w) => w !== 'chancery'), '--help'], { cwd });
  return r.stdout.split('\nExamples:\n')[1]?.trimEnd().split('\n').map((l) => l.replace(/^ {2}\$ /, '')) ?? [];
}

test('templates/ru/help.yaml has a text for every command, argument and option, and none for one that is not there', () => {
  const texts = helpTexts('ru');
  const all = commands();
  assert.ok(all.length >= 35, `${all.length} commands`);
  const missing: string[] = [];
  const known = new Set<string>();
  for (const cmd of all) {
    const key = commandKey(cmd);
    known.add(key);
    const own = texts.commands[key];
    if (!own?.description) missing.push(`${key}: description`);
    for (const a of cmd.registeredArguments) if (a.description && !own?.arguments?.[a.name()]) missing.push(`${key}: argument ${a.name()}`);
    for (const o of cmd.options) {
      if (o.hidden || own?.options?.[optionKey(o)]) continue;
      // The version option is commander's: its words say it.
      if (o.long !== '--version') missing.push(`${key}: option ${optionKey(o)}`);
    }
    for (const name of Object.keys(own?.arguments ?? {})) if (!cmd.registeredArguments.some((a) => a.name() === name)) missing.push(`${key}: no argument ${name}`);
    for (const flag of Object.keys(own?.options ?? {})) if (!cmd.options.some((o) => optionKey(o) === flag)) missing.push(`${key}: no option ${flag}`);
  }
  for (const key of Object.keys(texts.commands)) if (!known.has(key)) missing.push(`${key}: no such command`);
  for (const word of ['Usage', 'Arguments', 'Options', 'Global Options', 'Commands', 'Examples']) if (!texts.commander.titles[word]) missing.push(`heading ${word}`);
  for (const word of ['help', 'version', 'default', 'choices', 'preset', 'env'] as const) if (!texts.commander[word]) missing.push(`commander's ${word}`);
  // Each argument's placeholder in the usage line and its term, commander's own two, and the form
  // of each flag's value (`--lang <lang>`: lang; `--players <roster...>`: roster).
  const values = (o: (typeof all)[number]['options'][number]) => [...o.flags.matchAll(/[<[]([^<>[\]\s]+?)(?:\.\.\.)?[>\]]/g)].map((m) => m[1]);
  const placeholders = new Set(['options', 'command', ...all.flatMap((cmd) => [...cmd.registeredArguments.map((a) => a.name()), ...cmd.options.filter((o) => !o.hidden).flatMap(values)])]);
  for (const name of placeholders) if (!texts.commander.placeholders?.[name]) missing.push(`placeholder ${name}`);
  for (const name of Object.keys(texts.commander.placeholders ?? {})) if (!placeholders.has(name)) missing.push(`no placeholder ${name}`);
  assert.equal(missing, [], `missing or stale in templates/ru/help.yaml:\n${missing.join('\n')}`);
});

/**
 * The commands whose arguments accept Russian words, so that their Russian examples type them (a
 * Russian moderator types what the help shows): a card («фашистский», src/game/words.ts), vote words
 * («за», «против», «да», «нет»), claim letters and words (ФФЛ, «Дмитрий — фашист»), a reply as a
 * player writes it («сбрасываю фашистский»), a gender (`ж`), a veto step («запросить», «отказ»), a duration («24ч»), a post kind («история»).
 * test/cli/help-examples-run-in-a-russian-game.test.ts runs each of those lines. Every other command
 * keeps the English command lines, since what it types is accepted in no other form: a flag, a theme, ruleset or file; and a player's name
 * is typed as the roster writes it, whatever the script.
 */
const TYPES_RUSSIAN = new Set(['vote', 'discard', 'enact', 'claim', 'reply', 'replace', 'veto', 'nominate', 'deadline', 'post']);
const flagsOf = (line: string) => exampleParts(line)[0].split(/\s+/).filter((w) => w.startsWith('--'));

test('an example line that explains itself is explained in Russian; a command that accepts Russian words types them; others type the English command line', () => {
  const texts = helpTexts('ru');
  const cwd = scratch();
  for (const cmd of commands()) {
    const key = commandKey(cmd);
    const own = texts.commands[key];
    const english = englishExamples(cmd, cwd);
    if (TYPES_RUSSIAN.has(key)) {
      assert.ok(own?.examples, `${key}: no Russian example lines for ${english.join(' | ')}`);
      assert.is(own.examples.length, english.length, `${key}: one Russian line for each English one`);
      own.examples.forEach((line, i) => {
        // A line with nothing to say in Russian (`discard friday 2`) stays the English one.
        if (exampleParts(line)[0] !== exampleParts(english[i])[0]) assert.match(exampleParts(line)[0], /\p{Script=Cyrillic}/u, `${key}: ${line} differs from ${english[i]} only to type Russian words`);
        assert.equal(flagsOf(line), flagsOf(english[i]), `${key}: ${line} has the flags of ${english[i]}`);
      });
      assert.ok(own.examples.some((line) => /\p{Script=Cyrillic}/u.test(exampleParts(line)[0])), `${key}: its examples type Russian words`);
      continue;
    }
    if (!english.some((l) => exampleParts(l).length > 1)) {
      assert.is(own?.examples, undefined, `${key}: its examples explain nothing and type nothing Russian: they need no Russian lines`);
      continue;
    }
    assert.ok(own?.examples, `${key}: no Russian example lines for ${english.join(' | ')}`);
    assert.equal(own.examples.map((l) => exampleParts(l)[0]), english.map((l) => exampleParts(l)[0]), `${key}: the same command lines`);
  }
});

test('an example\'s command line holds no prose: what it says comes after two spaces, where it is said in Russian', () => {
  const cwd = scratch();
  const prose: string[] = [];
  for (const cmd of commands()) {
    for (const line of englishExamples(cmd, cwd)) {
      const command = exampleParts(line)[0];
      // Words in parentheses that are not a command (`source <(chancery completion bash)`): "3f9c…(64 hex digits)".
      for (const m of command.matchAll(/\(([^()]*)\)/g)) if (/\s/.test(m[1]) && !/^chancery\b/.test(m[1])) prose.push(`${commandKey(cmd)}: ${line}`);
    }
  }
  assert.equal(prose, [], 'a command line that explains itself inside the line stays English in Russian help');
});

/**
 * Latin words of 3 letters or more left in a help once what is typed is taken out: the example
 * lines and the usage line (command lines), each item's term (flags, placeholders, command names),
 * then in the prose the flags, <placeholders> and [placeholders], `typed values`, "default values",
 * file names and the commands' names. What stays Latin in Russian prose on purpose: Ja and Nein
 * (the ballot's words in every language of the game), the names of formats and protocols.
 */
const ALLOWED = new Set(['ja', 'nein', 'yaml', 'json', 'smtp', 'imap', 'dns', 'tcp', 'tls', 'png', 'svg', 'utc', 'bbcode', 'markdown']);

function englishWords(help: string, names: string[]): string[] {
  const prose = help.split('\n')
    .filter((l) => !/^ {2}\$ /.test(l) && !/^\S+: chancery\b/.test(l))
    // An item: its term, then two spaces or more, then its description (wrapped lines: the description only).
    .map((l) => l.replace(/^ {2}\S.*? {2,}/, ' '))
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/\S*\.(?:ya?ml|html|md)\b/g, ' ')
    .replace(/<[^>\s]*>|\[[^\]\s]*\]/g, ' ')
    .replace(/(?<![\w-])--?[\w-]+/g, ' ');
  const commandName = new RegExp(`(?<![\\w-])(?:chancery|${names.map((n) => n.replace(/-/g, '\\-')).join('|')})(?![\\w-])`, 'g');
  return [...prose.replace(commandName, ' ').matchAll(/[A-Za-z]{3,}/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w.toLowerCase()));
}

let russian = '';
let english = '';

test.before(() => {
  russian = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd: russian });
  english = scratch();
  runOk(['new', 'friday', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd: english });
});

test('in a folder of a Russian game, the root help and every command\'s --help say no English word', () => {
  const all = commands();
  const names = [...new Set(all.flatMap((c) => commandKey(c).split(' ')))];
  const lines: string[][] = [['--help'], ...all.slice(1).map((c) => [...commandKey(c).split(' '), '--help'])];
  for (const args of lines) {
    const r = runCli(args, { cwd: russian });
    assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stdout, /^Использование: chancery/, `chancery ${args.join(' ')}`);
    assert.equal(englishWords(r.stdout, names), [], `chancery ${args.join(' ')}:\n${r.stdout}`);
  }
});

test('a value to type is in backquotes and a default follows «по умолчанию —» everywhere, commander\'s defaults too', () => {
  const wrong: string[] = [];
  for (const cmd of commands()) {
    const args = cmd.parent ? [...commandKey(cmd).split(' '), '--help'] : ['--help'];
    const prose = runOk(args, { cwd: russian }).split('\n').filter((l) => !/^ {2}\$ /.test(l)).join('\n');
    for (const m of prose.matchAll(/"[^"\n]*"|по умолчанию:/g)) wrong.push(`chancery ${args.join(' ')}: ${m[0]}`);
  }
  assert.equal(wrong, []);
});

test('commander\'s own words are Russian: the headings, its help and version options, the defaults, the examples\' heading', () => {
  const root = runOk(['--help'], { cwd: russian });
  for (const line of ['Использование: chancery [ключи] [команда]', 'Ключи:', 'Команды:', 'Примеры:', '-V, --version', 'показать номер версии', 'показать справку по команде']) assert.ok(root.includes(line), `${line}:\n${root}`);
  assert.match(root, /^ {2}\$ chancery {26}сыграть игру из games\/ \(если игр несколько, выбрать одну\)$/m);
  const created = runOk(['new', '--help'], { cwd: russian });
  assert.match(created, /^Аргументы:$/m);
  // A default is said as the texts say theirs: «по умолчанию —», the value as typed, in backquotes.
  assert.match(created, /--on-missing-vote <правило> +когда срок голосования прошёл: `wait`, `ja` или\s+`nein` \(по умолчанию — `wait`\)$/m);
  assert.match(created, /--lang <язык> +язык игры: `en` или `ru` \(по умолчанию — язык\s+большинства игр папки, иначе `en`\)$/m);
  assert.match(created, /набор правил: `secret-hitler`,\s+`secret-russian`,\s+`service-rat`,\s+`rebalanced`\s+или\s+`custom`/);
  // `mail`, which has subcommands and no action of its own: its implicit `help [command]` too.
  const mail = runOk(['mail', 'help', 'check'], { cwd: russian });
  assert.match(mail, /^Использование: chancery mail check/);
  assert.match(runOk(['mail', '--help'], { cwd: russian }), /^ {2}help \[команда\] +показать справку по команде$/m);
});

test('the game a command line names decides, else --lang, else most of the folder\'s games', () => {
  const cwd = scratch();
  runOk(['new', 'r', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  for (const id of ['e1', 'e2']) runOk(['new', id, '--lang', 'en', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const first = (args: string[]) => runOk(args, { cwd }).split('\n')[0];
  assert.is(first(['nominate', 'r', '--help']), 'Использование: chancery nominate [ключи] [игра] [кандидат]');
  assert.is(first(['nominate', 'e1', '--help']), 'Usage: chancery nominate [options] [game] [chancellor]');
  assert.is(first(['nominate', '--help']), 'Usage: chancery nominate [options] [game] [chancellor]', 'two English games of three');
  assert.is(first(['new', 'x', '--lang', 'ru', '--help']), 'Использование: chancery new [ключи] <имя>');
  assert.is(first(['stats', '--lang', 'ru', '--help']), 'Использование: chancery stats [ключи] [папка]');
  // No game at all: English.
  assert.is(runOk(['--help'], { cwd: scratch() }).split('\n')[0], 'Usage: chancery [options] [command]');
});

test('in a folder of an English game, help is as commander and chancery write it in English', () => {
  assert.is(runOk(['nominate', '--help'], { cwd: english }), `Usage: chancery nominate [options] [game] [chancellor]

the Presidential candidate nominates a Chancellor

Arguments:
  game                   game id or log path (left out: the only game in games/,
                         or pick one at a terminal)
  chancellor             the nominee: name or seat number (left out: asked at a
                         terminal, from the players eligible)

Options:
  --president <player>   check that this player is the candidate
  --deadline <when>      the vote's deadline: a duration (24h) or a time with
                         its zone (YYYY-MM-DDTHH:MMZ)
  -f, --format <format>  the thread post: markdown or bbcode (default: the
                         game's own, set by new --format)
  --json                 print the result as JSON
  -h, --help             display help for command

Examples:
  $ chancery nominate friday Bob
  $ chancery nominate friday 3 --deadline 24h

`);
  const root = runOk(['--help'], { cwd: english });
  for (const line of ['Usage: chancery [options] [command]', '\nOptions:\n', '  -V, --version                               output the version number', '\nCommands:\n', '\nExamples:\n  $ chancery                          play the game in games/ (pick one if there are several)\n']) {
    assert.ok(root.includes(line), `${line}:\n${root}`);
  }
  assert.match(runOk(['new', '--help'], { cwd: english }), /--on-missing-vote <rule> +at a vote deadline: wait, ja or nein \(default:\s+"wait"\)$/m);
  assert.match(runOk(['new', '--help'], { cwd: english }), /--lang <lang> +en or ru \(default: the one most games of the\s+folder use, else en\)$/m);
});

test('the Russian texts stay out of every bundle: read from their own file, only when help is shown in Russian', () => {
  const bundles = join(ROOT, 'dist', 'src', 'bundle');
  for (const file of readdirSync(bundles).filter((f) => /^(main|command-[\w-]+)\.js$/.test(f))) {
    const text = readFileSync(join(bundles, file), 'utf8');
    assert.not.match(text, /function helpWords\(/, `${file} holds the translated help's code`);
    assert.ok(text.includes('"./translated-help.js"'), `${file} requires the translated help by path`);
  }
  assert.match(readFileSync(join(bundles, 'translated-help.js'), 'utf8'), /function helpWords\(/);
  // The texts, as the build read them: no YAML parser at run time.
  const built = JSON.parse(readFileSync(join(ROOT, 'dist', 'templates', 'ru', 'help.yaml.json'), 'utf8')) as { source: string };
  assert.is(built.source, readFileSync(join(ROOT, 'templates', 'ru', 'help.yaml'), 'utf8'));
});

test.run();
