// A wrong command on a Russian game is refused in Russian: the label "ошибка:" and the sentence
// after it, for the usage errors of the commands run on a game under way (replace, deadline,
// remind, reply, mail confirm, publish, status, veto, post, board, sync) and of the command line
// itself (a missing argument, an unknown option, read by commander). Each case is a command a
// moderator could mistype; the expectation is the rule "no English word in a Russian game"
// (GUIDE.md, issue 10), so the only Latin left may be the players' names, the game's id, message
// ids, flags with their values and the `chancery …` commands the moderator is told to run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch, unreachableMail } from '../support/cli.js';
import { latinWords } from './latin.js';

const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Latin words of a Russian error once what the moderator typed («quoted», an id, a --flag and its value) is taken out. */
function english(stderr: string, cwd: string, typed: string[]): string[] {
  let text = stderr;
  for (const t of typed) text = text.split(t).join(' ');
  text = text.replace(/«[^»]*»/g, ' ').replace(/--[a-z-]+(?:[ =][\w/.]+)?/g, ' ');
  return latinWords(text, { game: 'g', dir: cwd, names: NAMES });
}

test('given a Russian game under way, each wrong command is refused in Russian, exits non-zero and changes nothing', () => {
  const cwd = scratch();
  const ok = (args: string[]) => runOk(args, { cwd, env });
  ok(['new', 'g', '--lang', 'ru', '--players', ...NAMES, '--seed', FIXED_SEED]);
  ok(['nominate', 'g', 'Борис']);
  const doubtful = JSON.parse(ok(['reply', 'g', 'Анна', 'может быть, посмотрим', '--json'])).messageId as string;
  const applied = JSON.parse(ok(['reply', 'g', 'Вера', 'за', '--json'])).messageId as string;
  ok(['sync', 'g']);
  const log = join(cwd, 'games', 'g.yaml');
  const before = readFileSync(log, 'utf8');

  // [command line, what the Russian sentence says, what the moderator typed that may stay Latin]
  const cases: [string[], RegExp, string[]][] = [
    [['replace', 'g', 'Xyz', 'Олег'], /^ошибка: игрока «Xyz» нет/, []],
    [['replace', 'g', 'Анна', 'Борис'], /^ошибка: Борис уже занимает место 2/, []],
    [['replace', 'g', 'Анна', ''], /^ошибка: назовите игрока, который займёт место/, []],
    [['replace', 'g', 'Анна', 'Олег', '--timezone', 'Mars/Olympus'], /^ошибка: --timezone: «Mars\/Olympus» — не часовой пояс/, []],
    [['replace', 'g', 'Анна', 'Олег', '--gender', 'x'], /^ошибка: --gender: «x» — не пол/, []],
    [['deadline', 'g', '5x'], /^ошибка: «5x» — не срок/, []],
    [['deadline', 'g', '24h', '--apply'], /^ошибка: задайте срок или примените прошедший/, []],
    // A time said as the posts say it, in Russian (not 2020-01-01T00:00:00.000Z).
    [['deadline', 'g', '2020-01-01T00:00Z'], /^ошибка: срок среда, 1 января 2020 г\. в 00:00 \(Всемирное координированное время\) уже прошёл: сейчас /, []],
    [['deadline', 'g', '--apply'], /^ошибка: у этой фазы игры g нет срока: задайте его командой chancery deadline g 24ч$/m, []],
    [['remind', 'g'], /^ошибка: у этой фазы игры g нет срока, о котором можно напомнить/, []],
    [['reply', 'g', 'Xyz', 'да'], /^ошибка: игрока «Xyz» нет/, []],
    [['reply', 'g', 'Анна', ''], /^ошибка: напишите текст ответа/, []],
    [['mail', 'confirm', 'g', 'abc'], /^ошибка: в игре g нет ответа <abc>: задержанные ответы показывает chancery sync g/, ['<abc>']],
    [['mail', 'confirm', 'g', applied], /^ошибка: ответ .* не задержан: он уже применён/, [applied]],
    [['mail', 'confirm', 'g', doubtful], /^ошибка: ответ .* не задержан: он был прочитан неоднозначно/, [doubtful]],
    [['publish', 'g'], /^ошибка: игра g ещё не окончена/, []],
    [['status', 'g', '--at', 'x'], /^ошибка: --at: нужен номер события, а не «x»/, []],
    [['status', 'g', '--at', '999'], /^ошибка: --at 999: событий в журнале всего \d+/, []],
    [['veto', 'g', 'maybe'], /^ошибка: «maybe» — не шаг вето/, []],
    [['post', 'g', '--format', 'html'], /^ошибка: --format: нужно/, []],
    [['board', 'g', '--png', 'a.png', '--svg', 'b.svg'], /^ошибка: укажите --png или --svg, но не оба/, []],
    [['sync', 'g', '--interval', '0'], /^ошибка: --interval: нужно число секунд/, []],
    // The command line itself, as commander reads it before any command runs.
    // A decision's argument left out: what the game waits for (the votes) and the command that gives it;
    // out of its turn, refused by the rules as with an argument (test/interactive/left-out-out-of-turn.test.ts).
    [['vote', 'g'], /^ошибка: не хватает аргумента: голоса; ждём голосов, ещё не ответили: Анна, Борис, Глеб, Даша\nвыполните: chancery vote g "Анна=ja" "Борис=ja" "Глеб=ja" "Даша=ja" {3}\(Ja или Nein за каждого\)$/m, []],
    [['nominate', 'g'], /^ошибка: сейчас нельзя выдвигать кандидата в канцлеры: игра ждёт голосов: Анна, Борис, Глеб, Даша \(правила, §2\.3 Голосование\)\nвыполните: chancery vote g "Анна=ja" "Борис=ja" "Глеб=ja" "Даша=ja" {3}\(Ja или Nein за каждого\)$/m, []],
    [['mail', 'confirm', 'g'], /^ошибка: не хватает аргумента: номер письма/, []],
    [['status', 'g', '--bogus'], /^ошибка: неизвестный ключ --bogus/, []],
    [['status', 'g', '--jsn'], /^ошибка: неизвестный ключ --jsn: может быть, --json\?$/m, []],
    [['status', 'g', 'extra'], /^ошибка: лишние аргументы: команда ждёт их 1, а получила 2/, []],
    [['post', 'g', '--format'], /^ошибка: у ключа --format нет значения/, []],
    [['nominat', 'g', 'Борис'], /^ошибка: неизвестная команда «nominat»: может быть, chancery nominate\?$/m, []],
    // A game id in Cyrillic: the file names and mail subjects take Latin letters only, and the refusal says so.
    [['new', 'игра', '--lang', 'ru', '--players', ...NAMES], /^ошибка: «игра» не годится как имя игры: нужны латинские буквы \(a–z, A–Z\), цифры/, []],
  ];
  // Every case is run and every miss listed, so one failure shows them all.
  const wrong: string[] = [];
  for (const [args, ru, typed] of cases) {
    const r = runCli(args, { cwd, env });
    const what = args.map((a) => a || "''").join(' ');
    if (r.code <= 0) wrong.push(`${what}: exit ${r.code}`);
    if (!ru.test(r.stderr)) wrong.push(`${what}: says ${r.stderr.trim()}`);
    else if (english(r.stderr, cwd, typed).length) wrong.push(`${what}: English ${english(r.stderr, cwd, typed).join(' ')} in ${r.stderr.trim()}`);
    if (readFileSync(log, 'utf8') !== before) wrong.push(`${what}: the log changed`);
  }
  assert.equal(wrong, [], wrong.join('\n'));
  assert.is(cases.length, 31);
});

test('given a Russian game, each refusal above names its code in --json; an English game keeps its English sentence', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'g', '--lang', 'ru', '--players', ...NAMES, '--seed', FIXED_SEED], { cwd, env }).code, 0);
  const said = (args: string[]) => JSON.parse(runCli([...args, '--json'], { cwd, env }).stdout).error;
  assert.is(said(['replace', 'g', 'Анна', 'Борис']).said.code, 'replace-name-taken');
  assert.is(said(['deadline', 'g', '--apply']).said.code, 'deadline-none');
  assert.is(said(['publish', 'g']).said.code, 'publish-not-over');
  assert.is(said(['mail', 'confirm', 'g', 'abc']).said.code, 'confirm-unknown');
  assert.is(said(['publish', 'g']).lang, 'ru');

  const en = scratch();
  assert.is(runCli(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED], { cwd: en, env }).code, 0);
  assert.match(runCli(['replace', 'g', 'Ann', 'Bob'], { cwd: en, env }).stderr, /^error: Bob already plays seat 2: two players cannot share a name/);
  assert.match(runCli(['publish', 'g'], { cwd: en, env }).stderr, /^error: g is not over yet: its log holds the seed/);
  assert.match(runCli(['mail', 'confirm', 'g', 'abc'], { cwd: en, env }).stderr, /^error: no reply <abc> in g: the held replies are listed by chancery sync/);
  // commander's own errors: its English, once, as before.
  assert.is(runCli(['mail', 'confirm', 'g'], { cwd: en, env }).stderr, "error: missing required argument 'message-id'\n");
  // A decision's argument left out: what the game waits for, and the command to type.
  assert.is(runCli(['nominate', 'g'], { cwd: en, env }).stderr, "error: missing argument 'chancellor': the game waits for Ann to nominate a Chancellor\nrun: chancery nominate g <Bob|Cid|Dan|Eve>\n");
  assert.is(runCli(['status', 'g', '--jsn'], { cwd: en, env }).stderr, "error: unknown option '--jsn'\n(Did you mean --json?)\n");
  // In a Russian game, said once (not commander's English and then ours), with its code in --json.
  const missing = runCli(['mail', 'confirm', 'g', '--json'], { cwd, env });
  assert.is(missing.stderr.split('\n').filter(Boolean).length, 1, missing.stderr);
  assert.is(JSON.parse(missing.stdout).error.said.params.variant, 'missing-argument');
  assert.is(said(['nominate', 'g']).said.code, 'missing-decision');
});

test('given a Russian game whose SMTP server is down, a decision says in Russian that its messages stay queued, and exits 1', () => {
  const cwd = scratch();
  const down = unreachableMail(cwd, NAMES, env);
  assert.is(runCli(['new', 'g', '--lang', 'ru', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd, env: down }).code, 1, 'the role cards were not sent');
  const r = runCli(['nominate', 'g', 'Борис'], { cwd, env: down });
  assert.is(r.code, 1, r.stderr);
  assert.is(r.stderr, 'ошибка: не отправлено личных сообщений: 10; они остаются в очереди: когда почта заработает, выполните chancery send g\n');
  // A mail configuration the moderator got wrong: the field named, in Russian.
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), 'transport: pigeon\n');
  const bad = runCli(['sync', 'g'], { cwd, env: down });
  assert.is(bad.code, 1, bad.stderr);
  assert.match(bad.stderr, /^ошибка: .*mail\.yaml: "pigeon" — не способ доставки: напишите в `transport` `local` или `smtp\+imap`$/m);
  assert.equal(english(bad.stderr.replace(/`[\w+]+`/g, ' '), cwd, ['pigeon']), [], bad.stderr);
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), 'transport: local\nsmtp: 1\n');
  const extra = runCli(['sync', 'g'], { cwd, env: down });
  assert.is(extra.code, 1, extra.stderr);
  assert.match(extra.stderr, /^ошибка: .*mail\.yaml: лишнее поле `smtp`/);
  delete (down as Record<string, string>).MAIL_PASSWORD;
  unreachableMail(cwd, NAMES);
  assert.match(runCli(['sync', 'g'], { cwd, env: down }).stderr, /^ошибка: не задана переменная окружения MAIL_PASSWORD \(пароль пользователя mod на сервере 127\.0\.0\.1\)/);
  // An English game: as before.
  const en = scratch();
  unreachableMail(en, ['Ann', 'Bob', 'Cid', 'Dan', 'Eve']);
  runCli(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], { cwd: en, env: down });
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd: en, env: down }).stderr, 'error: 10 private messages not sent: they stay queued; run chancery send g once mail works\n');
});

test('given a Russian game, a command line commander can only guess at names its several guesses in Russian, and post --copy without a clipboard says so in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--players', ...NAMES, '--seed', FIXED_SEED], { cwd, env });
  // "statsu" is as near to stats as to status: commander offers both.
  const r = runCli(['statsu', 'g'], { cwd, env });
  assert.is(r.code, 2);
  assert.match(r.stderr, /^ошибка: неизвестная команда «statsu»: может быть, chancery stats, status\?$/m);
  assert.equal(english(r.stderr, cwd, []), []);
  // No clipboard tool on an empty PATH.
  const post = runCli(['post', 'g', 'opening', '--copy'], { cwd, env: { ...env, PATH: '' } });
  assert.is(post.code, 0, post.stderr);
  const note = post.stdout.split('\n')[0];
  assert.match(note, /^Буфера обмена здесь нет \(искали wl-copy, xclip, xsel, pbcopy\): скопируйте пост ниже\.$/);
  assert.equal(english(note, cwd, ['wl-copy', 'xclip', 'xsel', 'pbcopy']), []);
});

test('given a Russian game, verify with a malformed --seed, and audit of it beside a missing file, a named pipe and an oversized file, say it in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'r1', '--lang', 'ru', '--players', ...NAMES, '--seed', FIXED_SEED], { cwd, env });
  const seed = runCli(['verify', 'games/r1.yaml', '--seed', 'zz'], { cwd, env });
  assert.is(seed.code, 2, seed.stderr);
  assert.match(seed.stderr, /^ошибка: --seed: зерно — это 64 шестнадцатеричные цифры \(32 байта\)$/m);
  assert.equal(english(seed.stderr, cwd, []), [], seed.stderr);
  // A log larger than a log may be (16 MB): its size is said, in Russian.
  writeFileSync(join(cwd, 'big.yaml'), Buffer.alloc(17 * 1024 * 1024, 0x20));
  assert.is(spawnSync('mkfifo', [join(cwd, 'pipe.yaml')]).status, 0);
  const audit = runCli(['audit', 'games/r1.yaml', 'nonexist.yaml', 'pipe.yaml', 'big.yaml'], { cwd, env });
  assert.is(audit.code, 1, audit.stdout);
  const lines = audit.stdout.trim().split('\n');
  assert.match(lines.find((l) => l.includes('nonexist.yaml'))!, /^НЕ ПРОЙДЕНО .*nonexist\.yaml: не удаётся прочитать файл: такого файла нет \(чтение файла\)$/);
  assert.match(lines.find((l) => l.includes('big.yaml'))!, /: в нём 17,0 МБ, а такой файл может быть не больше 16,0 МБ \(чтение файла\)$/);
  assert.match(lines.find((l) => l.includes('pipe.yaml'))!, /: это именованный канал, а не обычный файл \(чтение файла\)$/);
  assert.equal(english(audit.stdout, cwd, ['nonexist.yaml', 'pipe.yaml', 'big.yaml']), [], audit.stdout);
});

test('given a Russian game of each theme whose veto was refused, a second request is refused naming the government in the theme\'s word (Кабинета in Secret Russian)', () => {
  for (const [theme, government] of [['secret-russian', 'Кабинета'], ['secret-hitler', 'правительства'], ['service-rat', 'правительства']] as const) {
    const cwd = scratch();
    const run = (...args: string[]) => runCli(args, { cwd, env });
    runOk(['new', 'v', '--lang', 'ru', '--theme', theme, '--players', ...NAMES, '--seed', FIXED_SEED, '--option', 'startingFascistPolicies=5'], { cwd, env });
    runOk(['nominate', 'v', 'Борис'], { cwd, env });
    runOk(['vote', 'v', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd, env });
    runOk(['discard', 'v', '1'], { cwd, env });
    runOk(['veto', 'v', 'request'], { cwd, env });
    runOk(['veto', 'v', 'refuse'], { cwd, env });
    const again = run('veto', 'v', 'request');
    assert.is(again.code, 1, again.stdout);
    assert.match(again.stderr, new RegExp(`вето для этого ${government} уже отклонено`), theme);
    assert.not.match(again.stderr, /в этом правительстве/);
  }
});

test.run();
