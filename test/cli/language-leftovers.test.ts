// The game's language in the lines the other Russian tests did not reach: audit's count at the end
// of a batch, the line sync prints for a reply it asks back about, a finished game's reason for
// winning, and audit's verdict on a retraction edited by hand. Given games made by the real
// binary, when the moderator runs the command, then the line says what the wording in
// templates/ru and the rules text say, in the game's language and theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { join } from 'node:path';
import { runCli, runOk, scratch, unreachableMail } from '../support/cli.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';
import { latinWords } from './latin.js';

const RU = ['Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария'];
/** Each of RU in the genitive, as a Russian line names the seat's player («Место Анны»). */
const RU_GENITIVE: Record<string, string> = { Анна: 'Анны', Игорь: 'Игоря', Вера: 'Веры', Дмитрий: 'Дмитрия', Мария: 'Марии' };
const EN = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A game with one nomination, its log's text. */
function nominated(cwd: string, id: string, names: string[], ...flags: string[]): string {
  runOk(['new', id, ...(flags.includes('--lang') ? [] : ['--lang', 'en']), '--players', ...names, ...flags], { cwd, env });
  runOk(['nominate', id, names[1]], { cwd, env });
  return readFileSync(join(cwd, 'games', `${id}.yaml`), 'utf8');
}

/** The log with its nomination changed after it was written (the hash left as it was). */
const tampered = (text: string) => {
  assert.match(text, /chancellor: 1\n/);
  return text.replace(/chancellor: 1\n/, 'chancellor: 2\n');
};

test('given a folder of Russian logs, one tampered, audit ends with the count in Russian; mixed languages: in English', () => {
  const cwd = scratch();
  const ru = nominated(cwd, 'ra', RU, '--lang', 'ru', '--theme', 'secret-russian');
  nominated(cwd, 'rb', RU, '--lang', 'ru', '--theme', 'service-rat');
  const en = nominated(cwd, 'ea', EN);
  const folder = (name: string, logs: Record<string, string>) => {
    mkdirSync(join(cwd, name));
    for (const [file, text] of Object.entries(logs)) writeFileSync(join(cwd, name, file), text);
    return name;
  };

  const russian = runCli(['audit', folder('russian', { 'a.yaml': ru, 'b.yaml': tampered(ru), 'c.yaml': ru })], { cwd, env });
  assert.is(russian.code, 1);
  const last = russian.stdout.trimEnd().split('\n').pop();
  assert.is(last, 'итого журналов: 3, не прошли аудит: 1');
  // The changed nomination's line names its event once: the place is the file and its line.
  const failed = russian.stdout.split('\n').filter((l) => l.includes('b.yaml'));
  assert.equal(failed.length, 1);
  assert.match(failed[0], /^НЕ ПРОЙДЕНО russian\/b\.yaml:\d+: событие № (\d+) изменено после записи: его хеш не следует из предыдущего события \(цепочка хешей\)$/);
  assert.is(failed[0].split('событие №').length, 2, failed[0]);

  const clean = runCli(['audit', join('games', 'ra.yaml'), join('games', 'rb.yaml')], { cwd, env });
  assert.is(clean.code, 0);
  assert.is(clean.stdout.trimEnd().split('\n').pop(), 'итого журналов: 2, все чистые');

  const mixed = runCli(['audit', folder('mixed', { 'a.yaml': ru, 'b.yaml': tampered(en) })], { cwd, env });
  assert.is(mixed.code, 1);
  assert.is(mixed.stdout.trimEnd().split('\n').pop(), '2 logs: 1 failed the audit');
  assert.match(mixed.stdout, /^FAILED mixed\/b\.yaml:\d+: event (\d+) \(chancellor-nominated\) was changed after it was written: its hash does not follow from the event before it \(event-changed\)$/m);

  // JSON Lines stay one verdict a line: no count.
  const json = runCli(['audit', 'russian', '--json'], { cwd, env });
  assert.equal(json.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).ok), [true, false, true]);
});

test('given a folder of Russian games and one unreadable log, list speaks Russian, the unreadable one too', () => {
  const cwd = scratch();
  nominated(cwd, 'ra', RU, '--lang', 'ru');
  writeFileSync(join(cwd, 'games', 'zz.yaml'), 'not: [a game\n');
  const out = runOk(['list'], { cwd, env });
  assert.match(out, /^Игр: 2, папка /);
  // Its problem too (templates/ru/errors.yaml, log-not-yaml), not the YAML reader's English.
  assert.match(out, /^zz {2}не читается: \S*zz\.yaml:2: файл не читается: ошибка разметки в этой строке или выше$/m);
  const stats = runOk(['stats'], { cwd, env });
  assert.match(stats, /^не читается: \S*zz\.yaml:2: файл не читается: ошибка разметки в этой строке или выше$/m);
  assert.not.match(out + stats, /not valid YAML|unreadable/);
});

test('given a folder of Russian games, list and stats refuse a wrong command line in Russian without --lang, as they speak; --lang en keeps English', () => {
  const cwd = scratch();
  nominated(cwd, 'ra', RU, '--lang', 'ru');
  nominated(cwd, 'rb', RU, '--lang', 'ru', '--theme', 'secret-russian');
  const refused = (args: string[]) => {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    return r.stderr.trim();
  };
  assert.is(refused(['list', '--bogus']), 'ошибка: неизвестный ключ --bogus (ключи команды покажет chancery list --help)');
  assert.is(refused(['stats', '--bogus']), 'ошибка: неизвестный ключ --bogus (ключи команды покажет chancery stats --help)');
  // The folder named on the line counts, not an option's value.
  assert.is(refused(['stats', 'games', '--format', 'x']), 'ошибка: --format: нужно --format markdown или --format bbcode, а не «x»');
  assert.is(refused(['stats', '--format', 'x']), 'ошибка: --format: нужно --format markdown или --format bbcode, а не «x»');
  assert.is(refused(['stats', '--lang', 'en', '--format', 'x']), 'error: --format must be markdown or bbcode, not "x"');
});

test('given Russian logs broken in their YAML, audit says so in Russian: one whose header names its language, and one with no header among Russian logs', () => {
  const cwd = scratch();
  const ru = nominated(cwd, 'ra', RU, '--lang', 'ru', '--theme', 'service-rat');
  // Broken inside the events: the header's lang line is still there. (A line put before record 3,
  // not the file cut there: a file that ends inside a record is said to be cut short.)
  const cut = `${ru.slice(0, ru.indexOf('  - seq: 3'))}  - seq: [\n${ru.slice(ru.indexOf('  - seq: 3'))}`;
  mkdirSync(join(cwd, 'broken'));
  writeFileSync(join(cwd, 'broken', 'a.yaml'), ru);
  writeFileSync(join(cwd, 'broken', 'b.yaml'), cut);
  writeFileSync(join(cwd, 'broken', 'c.yaml'), 'not: [a game\n');
  const one = runCli(['audit', join('broken', 'b.yaml')], { cwd, env });
  assert.is(one.code, 1);
  assert.match(one.stdout, /^НЕ ПРОЙДЕНО: \S*broken\/b\.yaml:\d+\n {2}файл не читается: ошибка разметки в этой строке или выше$/m);
  const all = runCli(['audit', 'broken'], { cwd, env });
  assert.is(all.code, 1);
  assert.match(all.stdout, /^НЕ ПРОЙДЕНО broken\/b\.yaml:\d+: файл не читается: ошибка разметки в этой строке или выше \(YAML\)$/m);
  assert.match(all.stdout, /^НЕ ПРОЙДЕНО broken\/c\.yaml:2: файл не читается: ошибка разметки в этой строке или выше \(YAML\)$/m);
  assert.is(all.stdout.trimEnd().split('\n').pop(), 'итого журналов: 3, не прошли аудит: 2');
  assert.not.match(all.stdout, /FAILED|not valid YAML/);
});

test('given a Russian league of two themes, stats speaks Russian', () => {
  const cwd = scratch();
  nominated(cwd, 'ra', RU, '--lang', 'ru', '--theme', 'secret-russian');
  nominated(cwd, 'rb', RU, '--lang', 'ru', '--theme', 'service-rat');
  assert.match(runOk(['stats'], { cwd, env }), /^Завершённых игр: 0, папка /);
});

test('given a vote reply that sounds unsure, sync asks back and its line reads as one sentence, in Russian and in English', () => {
  const cwd = scratch();
  nominated(cwd, 'r', RU, '--lang', 'ru', '--theme', 'secret-russian');
  nominated(cwd, 'e', EN);
  runOk(['reply', 'r', 'Анна', 'да, наверное'], { cwd, env });
  runOk(['reply', 'e', 'Ann', 'yes I think'], { cwd, env });
  // templates/<lang>/message/_doubt: the reason, as a clause after a dash, without a second pair of brackets around it.
  const ru = runOk(['sync', 'r'], { cwd, env }).split('\n')[0];
  assert.is(ru, 'Анна: переспросили — ответ звучит неуверенно, с условием или как шутка (может быть, наверное, если, шучу, подмигивание…)');
  const en = runOk(['sync', 'e'], { cwd, env }).split('\n')[0];
  assert.is(en, 'ambiguous Ann — it sounds unsure, conditional or like a joke (maybe, I think, if, just kidding, a wink…)');
});

/**
 * A game where three Fascist policies start on the board (the option startingFascistPolicies), so
 * electing Hitler Chancellor ends it at once (RULES §3): the seat dealt Hitler, from the log itself.
 */
function hitlerElected(cwd: string, id: string, names: string[], ...flags: string[]): void {
  runOk(['new', id, ...(flags.includes('--lang') ? [] : ['--lang', 'en']), '--players', ...names, '--option', 'startingFascistPolicies=3', '--seed', 'ab'.repeat(32), ...flags], { cwd, env });
  const roles = /roles: \[ ([^\]]+) \]/.exec(readFileSync(join(cwd, 'games', `${id}.yaml`), 'utf8'))![1].split(', ');
  const hitler = roles.indexOf('hitler');
  assert.ok(hitler > 0, 'the first candidate is not Hitler, so they can nominate Hitler');
  runOk(['nominate', id, names[hitler]], { cwd, env });
  runOk(['vote', id, ...names.map((n) => `${n}=ja`)], { cwd, env });
}

test('given a game Hitler won by election, every line that says why it ended says it in the game\'s words, never the code', () => {
  const cwd = scratch();
  hitlerElected(cwd, 'sh', EN);
  hitlerElected(cwd, 'sr', EN, '--theme', 'secret-russian');
  hitlerElected(cwd, 'ru', RU, '--lang', 'ru', '--theme', 'secret-russian');
  // The words of each theme (templates/themes/*.yaml: Hitler, Chancellor; the Secret Russian, Director, Subversives).
  const why: Record<string, [string, string]> = {
    sh: ['the Fascists', 'Hitler elected Chancellor'],
    sr: ['the Subversives', 'the Secret Russian elected Director'],
    ru: ['Подрывники', 'Тайный Русский избран Директором'],
  };
  for (const [id, [team, reason]] of Object.entries(why)) {
    const lines = [
      runOk(['history', id], { cwd, env }).trimEnd().split('\n').pop()!,
      runOk(['audit', join('games', `${id}.yaml`)], { cwd, env }).split('\n')[2],
      runOk(['audit', join('games', `${id}.yaml`), join('games', `${id}.yaml`)], { cwd, env }).split('\n')[0],
      // The folder is mostly English, so the list is (README: list's language); asked in Russian, it says the Russian game's words.
      runOk(['list', ...(id === 'ru' ? ['--lang', 'ru'] : [])], { cwd, env }).split('\n').find((l) => l.includes(reason) || /hitler-elected/.test(l)) ?? `list: no line for ${id}`,
    ];
    for (const line of lines) {
      assert.not.match(line, /hitler-elected/, `${id}: ${line}`);
      assert.ok(line.includes(`(${reason})`), `${id}: ${line}`);
      assert.ok(line.includes(team), `${id}: ${line}`);
    }
  }
  // What undo would take back names the end of the game in the same words.
  const undo = runCli(['undo', 'sh'], { cwd, env });
  assert.match(undo.stderr, /game over: the Fascists win \(Hitler elected Chancellor\)/);
});

test('given a Russian log whose retraction was edited and re-hashed, audit names the events as the English verdict does, and the rule in Russian', () => {
  const cwd = scratch();
  const ok = (args: string[]) => runOk(args, { cwd, env });
  ok(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU]);
  ok(['nominate', 'g', 'Игорь']);
  ok(['vote', 'g', ...RU.map((n) => `${n}=ja`)]);
  ok(['undo', 'g', '--yes']);
  const log = readLog(join(cwd, 'games', 'g.yaml'), { checkHashes: true, private: false });
  const undone = log.events.find((e) => e.type === 'retracted') as LogRecord & { seqs: number[] };
  // The last vote, the tally and the draw (RULES §2.3, §2.6): the decision and the automatic steps after it.
  assert.is(undone.seqs.length, 3);
  const [vote, tally, draw] = undone.seqs;
  /** The log with the retraction's events replaced and every hash recomputed (a forger's edit: the chain holds). */
  const edited = (name: string, seqs: number[]) => {
    let previous = headerHash({ ...log.header, hash: '' } as never);
    const events = log.events.map((e) => {
      const changed = (e.seq === undone.seq ? { ...e, seqs } : e) as LogRecord;
      previous = eventHash(previous, { ...changed, hash: '' } as never);
      return { ...changed, hash: previous } as LogRecord;
    });
    const path = join(cwd, `${name}.yaml`);
    writeFileSync(path, serializeLog({ ...log.header, hash: headerHash({ ...log.header, hash: '' } as never) }, events));
    return path;
  };
  const fails = (path: string) => {
    const r = runCli(['audit', path], { cwd, env });
    assert.is(r.code, 1, r.stdout);
    return r.stdout;
  };
  // docs/log-format.md: undo takes back the last decision and everything after it.
  const partial = fails(edited('partial', [vote, tally]));
  assert.match(partial, new RegExp(`^НЕ ПРОЙДЕНО: .*: событие № ${undone.seq}$`, 'm'));
  // Three events in a row are named as a run, as the English verdict names them (src/input/text.ts listedNumbers).
  assert.equal([tally, draw], [vote + 1, vote + 2]);
  assert.ok(partial.includes(`отмена должна снять последнее решение и всё после него (события № ${vote}–${draw}), а снимает № ${vote}, ${tally}`), partial);
  assert.ok(partial.includes('проверка: отмены; правило: отмены (docs/log-format.md: отмена снимает последнее решение)'), partial);
  const automatic = fails(edited('automatic', [tally, draw]));
  assert.ok(automatic.includes(`отмена начинается с события № ${tally}, а его не решал человек: это автоматический шаг`), automatic);
  // The one-line verdict of a batch says the same.
  const batch = runCli(['audit', join(cwd, 'automatic.yaml'), join(cwd, 'partial.yaml')], { cwd, env }).stdout;
  assert.ok(batch.includes(`отмена начинается с события № ${tally}`), batch);
});

test('given a Secret Russian game in Russian and a Service Rat game in English, a refused decision names the offices, cards and teams in the theme\'s words', () => {
  const cwd = scratch();
  // The refusal's own line (the next says what to run instead: test/cli/refusal-says-what-to-run.test.ts).
  const refused = (args: string[]) => {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 1, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
    return r.stderr.trim().split('\n')[0];
  };
  runOk(['new', 'r', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  runOk(['new', 'e', '--lang', 'en', '--theme', 'service-rat', '--players', ...EN], { cwd, env });
  // templates/<lang>/rules.yaml with the words of templates/themes/secret-russian.yaml and service-rat.yaml.
  const ru = [
    refused(['nominate', 'r', 'Игорь', '--president', 'Вера']),
    refused(['vote', 'r', 'Анна=ja']),
    refused(['discard', 'r', '1']),
  ];
  assert.equal(ru, [
    'ошибка: Вера не кандидат в премьеры: кандидат — Анна (правила, §2.1 Кандидат)',
    'ошибка: сейчас нельзя голосовать: игра ждёт, когда Анна выдвинет кандидата в директора (правила, §2.2 Выдвижение)',
    'ошибка: сейчас нельзя сбрасывать карту Премьером: игра ждёт, когда Анна выдвинет кандидата в директора (правила, §2.2 Выдвижение)',
  ]);
  assert.is(refused(['discard', 'e', '1']), 'error: cannot discard as Mayor now: the game waits for Ann to nominate a Ratcatcher (RULES §2.2 Nomination)');
  assert.is(refused(['nominate', 'e', 'Igor', '--president', 'Vera']), 'error: Vera is not the candidate for Mayor: Ann is (RULES §2.1 Candidate)');
  // After the end: the team that won, as the theme calls it.
  hitlerElected(cwd, 'over', RU, '--lang', 'ru', '--theme', 'secret-russian');
  assert.is(refused(['nominate', 'over', 'Анна']), 'ошибка: игра окончена (победа: Подрывники): больше ходов нет (правила, §3 Победа)');
});

test('given mail sync sets aside in a Russian game (no reference, a stranger quoting a code, an automatic reply, a withdrawn question), sync says why in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  // Anna's vote request, by the code nominate prints for it.
  const code = /кому: Анна; голосование \[([A-Z0-9]+)\]/.exec(runOk(['nominate', 'g', 'Игорь'], { cwd, env }))![1];
  const inbox = join(cwd, 'games', 'g', 'inbox');
  for (const sub of ['new', 'cur', 'tmp']) mkdirSync(join(inbox, sub), { recursive: true });
  const mail = (name: string, headers: string[], body: string) =>
    writeFileSync(join(inbox, 'new', name), [...headers, 'To: moderator@chancery.invalid', 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\r\n'));
  mail('1.eml', ['From: seat1@players.invalid', 'Subject: мой голос', 'Message-ID: <a1@client.test>'], 'да');
  mail('2.eml', ['From: stranger@example.org', `Subject: Re: [${code}]`, 'Message-ID: <a2@client.test>'], 'да');
  mail('3.eml', ['From: seat1@players.invalid', `Subject: Re: [${code}]`, 'Message-ID: <a3@client.test>', 'Auto-Submitted: auto-replied'], 'I am away');
  const lines = runOk(['sync', 'g'], { cwd, env }).split('\n');
  // templates/ru/message/_handled: each reason after a dash, in the order the mail came.
  assert.equal(lines.slice(0, 4), [
    'Анна: подделка — письмо не ссылается ни на одно письмо этой игры (нет In-Reply-To или References на наш Message-ID и нет кода)',
    `Анна: задержано — Ja; письмо ссылается на письмо ${code} (кому: Анна), но пришло с адреса stranger@example.org, а не с seat1@players.invalid: оно ждёт подтверждения ведущего`,
    '  чтобы применить: chancery mail confirm g "<a2@client.test>"',
    'Анна: пропущено — автоответ (Auto-Submitted, автоответчик об отпуске или уведомление о прочтении): это не ответ, и на него не отвечают',
  ]);
  // A reply to a question the moderator took back.
  runOk(['undo', 'g', '--yes'], { cwd, env });
  runOk(['reply', 'g', 'Вера', 'да'], { cwd, env });
  assert.is(runOk(['sync', 'g'], { cwd, env }).split('\n')[0], 'Вера: поздно — ведущий отозвал этот вопрос (отмена хода)');
});

test('given a Russian game, new says where the role cards went and a Secret Russian game in English names its first Premier; a decision whose post fails says so in Russian', () => {
  const cwd = scratch();
  const created = runOk(['new', 'r', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  assert.match(created, new RegExp(`^Карты ролей: 5 записаны в локальную папку исходящих ${join(cwd, 'games', 'r', 'outbox')} \\(с этой машины ничего не уходит; чтобы отправлять письма, настройте почту\\)$`, 'm'));
  const english = runOk(['new', 'e', '--lang', 'en', '--theme', 'secret-russian', '--players', ...EN], { cwd, env });
  assert.match(english, /^First candidate for Premier: Ann$/m);
  // The rules and the theme, each named as such: the rule set's id is no theme word of the game.
  assert.match(english, /^Created e \(rules: secret-hitler, theme: secret-russian, en, posts in markdown\) at /m);
  // A moderator's own nomination template that does not compile: the decision stands, the post is missing.
  mkdirSync(join(cwd, 'mine', 'ru', 'post'), { recursive: true });
  writeFileSync(join(cwd, 'mine', 'ru', 'post', 'nomination.hbs'), '{{#if broken}\n');
  runOk(['new', 't', '--lang', 'ru', '--templates', 'mine', '--players', ...RU], { cwd, env });
  const nominated = runOk(['nominate', 't', 'Игорь'], { cwd, env });
  assert.match(nominated, /^Решение записано, но пост собрать не удалось: .*nomination\.hbs/m);
  assert.match(nominated, /^исправьте шаблон и выведите пост: `chancery post t`$/m);
});

test('given a Secret Russian game in Russian whose SMTP server is down, the hand not sent is the Premier\'s', () => {
  const cwd = scratch();
  const down = unreachableMail(cwd, RU, env);
  const created = runCli(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', 'roster.yaml'], { cwd, env: down });
  assert.is(created.code, 1, 'the role cards were not sent');
  assert.match(created.stdout, /^не отправлено \(роль\) → Анна <p1@example\.org>: /m);
  runCli(['nominate', 'g', 'Игорь'], { cwd, env: down });
  const voted = runCli(['vote', 'g', ...RU.map((n) => `${n}=ja`)], { cwd, env: down });
  assert.is(voted.code, 1);
  // templates/themes/secret-russian.yaml: the President is the Premier (genitive: Премьера).
  assert.match(voted.stdout, /^не отправлено \(карты Премьера\) → Анна <p1@example\.org>: .*\(осталось в очереди, повторит chancery send\)$/m);
  // Why, in Russian: the step that failed, then what the system answered, quoted as it came.
  assert.match(voted.stdout, /^не отправлено \(карты Премьера\) → Анна <p1@example\.org>: не удаётся соединиться с сервером SMTP: [^\n]*ECONNREFUSED 127\.0\.0\.1:9 \(/m);
  assert.not.match(voted.stdout, /cannot connect/);
  // The system's own words for a connection (its call, "connect", "getaddrinfo") are no answer of
  // the server's: the error's code and the address stand for them.
  assert.not.match(voted.stdout, /connect ECONNREFUSED/);
  const read = runCli(['sync', 'g'], { cwd, env: down });
  assert.is(read.code, 1);
  assert.match(read.stderr, /^ошибка: не удалось прочитать почтовый ящик \(не удаётся соединиться с сервером IMAP: ECONNREFUSED 127\.0\.0\.1:9\)/m);
});

test('given a Russian Secret Russian demo, the command it gives for the same game again plays the same game', () => {
  const cwd = scratch();
  const first = runOk(['demo', '--players', '5', '--theme', 'secret-russian', '--lang', 'ru', '--seed', 'again', '--dir', 'one'], { cwd, env });
  const again = /Та же игра ещё раз: chancery (demo [^\n]*)$/m.exec(first);
  assert.ok(again, first.slice(-600));
  assert.is(again![1], 'demo --players 5 --theme secret-russian --lang ru --seed again');
  const second = runOk([...again![1].split(' '), '--dir', 'two'], { cwd, env });
  const over = (out: string) => /^Демо окончено: .*$/m.exec(out)?.[0];
  assert.ok(over(first));
  assert.is(over(second), over(first));
});

test('given English Secret Russian and Secret Hitler games, status names the powers, the office that holds a hand and the Hitler role in the theme\'s words', () => {
  const cwd = scratch();
  const seeded = ['--seed', 'ab'.repeat(32)];
  runOk(['new', 'sr', '--lang', 'en', '--theme', 'secret-russian', '--players', ...EN, ...seeded], { cwd, env });
  runOk(['new', 'sh', '--lang', 'en', '--players', ...EN, ...seeded], { cwd, env });
  const roles = /roles: \[ ([^\]]+) \]/.exec(readFileSync(join(cwd, 'games', 'sr.yaml'), 'utf8'))![1].split(', ');
  const hitler = EN[roles.indexOf('hitler')];
  // templates/themes/secret-russian.yaml: the third slot of a 5-player track is Inspect Policy Deck.
  assert.match(runOk(['status', 'sr'], { cwd, env }), /^Subversive Decrees {2}□ □ □\(inspect policy deck\) □\(execution\) □\(execution\) □ {3}0\/6$/m);
  assert.match(runOk(['status', 'sr', '--as', hitler], { cwd, env }), new RegExp(`^As ${hitler}: the Secret Russian \\(party: Subversives\\)$`, 'm'));
  assert.match(runOk(['status', 'sh', '--as', hitler], { cwd, env }), new RegExp(`^As ${hitler}: Hitler \\(party: Fascists\\)$`, 'm'));
  // In Russian the team by its name, which agrees with «команда» (templates/themes/secret-russian.yaml, party:).
  runOk(['new', 'ru', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU, ...seeded], { cwd, env });
  const ruRoles = /roles: \[ ([^\]]+) \]/.exec(readFileSync(join(cwd, 'games', 'ru.yaml'), 'utf8'))![1].split(', ');
  const loyalist = RU[ruRoles.indexOf('liberal')];
  assert.match(runOk(['status', 'ru', '--as', RU[ruRoles.indexOf('hitler')]], { cwd, env }), /^Место \S+: Тайный Русский \(команда: Подрывники\)$/m);
  assert.match(runOk(['status', 'ru', '--as', loyalist], { cwd, env }), new RegExp(`^Место ${RU_GENITIVE[loyalist]}: лоялист \\(команда: Лоялисты\\)$`, 'm'));
  runOk(['nominate', 'sr', hitler === 'Igor' ? 'Vera' : 'Igor'], { cwd, env });
  runOk(['vote', 'sr', ...EN.map((n) => `${n}=ja`)], { cwd, env });
  assert.match(runOk(['status', 'sr', '--as', 'Ann'], { cwd, env }), /^ {2}holds as Premier: /m);
});

test('given a Secret Russian game in Russian, a wrong claim, veto step or missing argument names the Premier, Director and Cabinet', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  runOk(['nominate', 'g', 'Игорь'], { cwd, env });
  const error = (args: string[]) => runCli(args, { cwd, env }).stderr.trim();
  // templates/ru/errors.yaml with templates/themes/secret-russian.yaml: Премьер, Директор, Кабинет (избран/не избран).
  // (The Cabinet's vote is still open: said so since the session of 7 December, 04:20, in the theme's words too.)
  assert.is(error(['claim', 'g', 'Анна', 'ЛЛП', '--government', '1']), 'ошибка: Кабинет выдвижения № 1: голосование ещё идёт, никто пока не тянул и не передавал карты');
  runOk(['vote', 'g', ...RU.map((n) => `${n}=ja`)], { cwd, env });
  // Said without a gender ("Вера не был…", "им был Анна" were wrong for both women).
  assert.is(error(['claim', 'g', 'Вера', 'ЛЛП', '--government', '1', '--as', 'president']), 'ошибка: в выдвижении № 1 Премьер — Анна, а не Вера');
  assert.is(error(['veto', 'g', 'maybe']), 'ошибка: «maybe» — не шаг вето: Директор просит вето — «запросить» (или «просить», «вето»), Премьер соглашается — «согласен» («согласна», «да») или отказывает — «отказ» («нет»)');
  // A decision out of its turn, its argument left out: refused by the rules in the theme's words, with
  // what the game waits for instead (the Premier's discard), as with an argument
  // (test/interactive/left-out-out-of-turn.test.ts); the argument of the decision due, left out: named.
  assert.is(error(['nominate', 'g']), 'ошибка: сейчас нельзя выдвигать кандидата в директора: игра ждёт, когда Анна сбросит карту (правила, §2.6 Законодательная сессия)\nвыполните: chancery discard g <1|2|3>');
  assert.is(error(['discard', 'g']), 'ошибка: не хватает аргумента: карта; ждём, когда Анна сбросит карту\nвыполните: chancery discard g <1|2|3>');
  // Replaced while holding the Director's hand: the newcomer's messages are named in the theme.
  runOk(['discard', 'g', '1'], { cwd, env });
  assert.match(runOk(['replace', 'g', 'Игорь', 'Ольга'], { cwd, env }), /^в очереди карты Директора \[[A-Z0-9]{6}\]$/m);
});

test('given a replacement, a claim, a list and a board file, each line says the theme\'s words and the Russian cases', () => {
  const cwd = scratch();
  runOk(['new', 'r', '--lang', 'ru', '--players', ...RU], { cwd, env });
  runOk(['nominate', 'r', 'Игорь'], { cwd, env });
  const replaced = runOk(['replace', 'r', 'Мария', 'Ольга'], { cwd, env });
  // The newcomer's time zone as the Russian deadlines name it (UTC by default), not "(UTC)".
  assert.match(replaced, /^Ольга <[^>]+> занимает место 5 вместо Марии \(часовой пояс: Всемирное координированное время\)$/m);
  const moscow = runOk(['replace', 'r', 'Вера', 'Зоя', '--timezone', 'Europe/Moscow'], { cwd, env });
  assert.match(moscow, /^Зоя <[^>]+> занимает место 3 вместо Веры \(часовой пояс: Москва, стандартное время\)$/m);
  runOk(['undo', 'r', '--yes'], { cwd, env });
  // "вместо" takes the genitive: Марии (as replace itself says it).
  assert.match(runOk(['history', 'r'], { cwd, env }), /^ {3}замена: Ольга занимает место 5 вместо Марии$/m);
  const board = runOk(['board', 'r', '--svg', 'b.svg'], { cwd, env }).trim();
  assert.match(board, new RegExp(`^Записано: ${join(cwd, 'b.svg')} \\(\\d+ байт, \\d+×\\d+\\)\\.$`));

  runOk(['new', 'e', '--lang', 'en', '--theme', 'secret-russian', '--players', ...EN], { cwd, env });
  runOk(['nominate', 'e', 'Igor'], { cwd, env });
  runOk(['vote', 'e', ...EN.map((n) => `${n}=ja`)], { cwd, env });
  // templates/themes/secret-russian.yaml: the President is the Premier, a government a Cabinet.
  const claim = runOk(['claim', 'e', 'Ann', 'LLS', '--as', 'president'], { cwd, env });
  // Said back as the government's claims list it: the Subversive first (a hand's letters in one order).
  assert.match(claim, /^#\d+ claim recorded: Ann \(Premier of Cabinet 1\) says SLL$/m);
  assert.match(claim, /^ {2}Ann \(Premier\): SLL$/m);
  assert.match(claim, /^Cabinet 1: Ann > Igor$/m);
  assert.match(runOk(['list'], { cwd, env }), /^e {2}5 players {2}L 0 S 0 tracker 0 {2}1 Cabinet$/m);
  // Every theme's letters are read; the line that says what was recorded writes this theme's.
  const typedInAnotherTheme = runOk(['claim', 'e', 'Igor', 'FL', '--as', 'chancellor'], { cwd, env });
  assert.match(typedInAnotherTheme, /^#\d+ claim recorded: Igor \(Director of Cabinet 1\) says SL$/m);
  assert.match(typedInAnotherTheme, /^ {2}Igor \(Director\): SL$/m);
});

test('given a Service Rat game in Russian, a claim that cannot be read gives the theme\'s letters, and one by a player outside the government its hint in Russian', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', 'service-rat', '--players', ...RU], { cwd, env });
  runOk(['nominate', 'g', 'Игорь'], { cwd, env });
  runOk(['vote', 'g', ...RU.map((n) => `${n}=ja`)], { cwd, env });
  // templates/themes/service-rat.yaml: the letters are К (Кошачий) and Р (Крысиный); the President is the Мэр.
  assert.is(runCli(['claim', 'g', 'Анна', 'XYZ'], { cwd, env }).stderr,
    'ошибка: «XYZ» — не заявление о трёх картах Мэра (или двух переданных): буквами вроде РРК или словами\n');
  assert.is(runCli(['claim', 'g', 'Вера', 'ККР'], { cwd, env }).stderr,
    'ошибка: в выдвижении № 1 (Анна > Игорь) Вера не была ни Мэром, ни Крысоловом\nукажите выдвижение ключом --government N\n');
  // The letters the example gives are read.
  assert.match(runOk(['claim', 'g', 'Анна', 'РРК'], { cwd, env }), /заявление записано: Анна \(Мэр, № 1\): РРК/);
  // Secret Hitler's letters (Ф, Л) are read too, and said back in this theme's.
  assert.match(runOk(['claim', 'g', 'Игорь', 'ФЛ'], { cwd, env }), /заявление записано: Игорь \(Крысолов, № 1\): РК\n/);
});

test('given a Secret Russian game in Russian, a card named by a position the hand does not have names the Premier and the Director', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  runOk(['nominate', 'g', 'Игорь'], { cwd, env });
  runOk(['vote', 'g', ...RU.map((n) => `${n}=ja`)], { cwd, env });
  assert.is(runCli(['discard', 'g', '4'], { cwd, env }).stderr, 'ошибка: Премьер Анна: карт на руках — 3; назовите карту номером от 1 до 3 или её названием\n');
  runOk(['discard', 'g', '1'], { cwd, env });
  assert.is(runCli(['enact', 'g', '3'], { cwd, env }).stderr, 'ошибка: Директор Игорь: карт на руках — 2; назовите карту номером от 1 до 2 или её названием\n');
});

test('given a Secret Russian game in Russian, the vote request says a card is no vote and the notice of a withdrawn vote names the Cabinet', async () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU], { cwd, env });
  runOk(['nominate', 'g', 'Игорь'], { cwd, env });
  // The last vote elects the Cabinet and sends Anna her hand; taking it back withdraws that mail.
  runOk(['vote', 'g', ...RU.map((n) => `${n}=ja`)], { cwd, env });
  runOk(['undo', 'g', '--yes'], { cwd, env });
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const mails = await Promise.all(readdirSync(outbox).map((f) => simpleParser(readFileSync(join(outbox, f)))));
  const texts = mails.map((m) => m.text ?? '');
  // The local mailbox's sender, named by no config: the moderator in the game's language.
  assert.equal([...new Set(mails.map((m) => JSON.stringify(m.from?.value)))], [JSON.stringify([{ address: 'moderator@chancery.invalid', name: 'Ведущий' }])]);
  // A card is not a vote, whatever the theme calls it; templates/themes/secret-russian.yaml: a government is a «Кабинет».
  const request = texts.find((t) => t.includes('Ваш голос за Кабинет'))!;
  assert.ok(request, 'a vote request');
  assert.ok(request.includes('Не отвечайте именем, картой или чем-то ещё.'), request);
  const withdrawn = texts.find((t) => t.includes('Ведущий отменил последнее решение'))!;
  assert.ok(withdrawn, 'a notice of the withdrawn vote');
  assert.ok(withdrawn.includes('Сейчас игра ждёт голосования за Кабинет (Премьер Анна, Директор Игорь).'), withdrawn);
});

test('given Russian games at the President\'s discard, the moderator may name the card by its claim letter: Ф, П (Secret Russian), Р (Service Rat), Л', () => {
  const cwd = scratch();
  const handOf = (id: string, seat: string) => JSON.parse(runOk(['status', id, '--as', seat, '--json'], { cwd, env })).view.hand.cards as string[];
  let checked = 0;
  for (const [theme, fascist, liberal] of [['secret-hitler', 'Ф', 'Л'], ['secret-russian', 'П', 'Л'], ['service-rat', 'Р', 'К']]) {
    for (let seed = 1; seed < 40; seed++) {
      const id = `${theme}-${seed}`;
      runOk(['new', id, '--lang', 'ru', '--theme', theme, '--players', ...RU, '--seed', seed.toString(16).padStart(2, '0').repeat(32)], { cwd, env });
      runOk(['nominate', id, RU[1]], { cwd, env });
      runOk(['vote', id, ...RU.map((n) => `${n}=ja`)], { cwd, env });
      const hand = handOf(id, RU[0]);
      if (!hand.includes('liberal') || !hand.includes('fascist')) continue;
      // The President throws away the fascist card by its letter; the Chancellor enacts the liberal one by its.
      runOk(['discard', id, fascist], { cwd, env });
      const passed = handOf(id, RU[1]);
      const expected = hand.slice();
      expected.splice(hand.indexOf('fascist'), 1);
      assert.equal(passed, expected, `${theme}: ${fascist} discards a fascist card`);
      const enacted = JSON.parse(runOk(['enact', id, liberal, '--json'], { cwd, env }));
      assert.equal(JSON.parse(runOk(['status', id, '--json'], { cwd, env })).view.liberalPolicies, 1, `${theme}: ${liberal} enacts the liberal card ${JSON.stringify(enacted.outcome ?? {})}`);
      checked++;
      break;
    }
  }
  assert.is(checked, 3, 'a hand of both kinds in each theme');
});


test('given Secret Russian games in Russian, new, status --at --as, claim, simulate and stats say no English word and the theme\'s own (Loyalist, Subversive, Premier, Cabinet)', () => {
  const cwd = scratch();
  const latin = (text: string, names: string[] = RU) => latinWords(text, { game: 'r', dir: cwd, names });
  const created = runOk(['new', 'r', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU, '--seed', '12'.repeat(32)], { cwd, env });
  assert.equal(latin(created), [], created);
  assert.match(created, /«Тайный Русский»/);
  assert.match(created, /^Первый кандидат в премьеры: Анна$/m);
  runOk(['nominate', 'r', 'Игорь'], { cwd, env });
  runOk(['vote', 'r', ...RU.map((_, i) => `${i + 1}=ja`)], { cwd, env });
  runOk(['discard', 'r', '1'], { cwd, env });
  runOk(['enact', 'r', '1'], { cwd, env });
  const status = runOk(['status', 'r', '--as', 'Анна', '--at', '3'], { cwd, env });
  assert.equal(latin(status), [], status);
  assert.match(status, /^r на событии 3 из \d+ — глазами Анны$/m);
  const claim = runOk(['claim', 'r', 'Анна', 'ППЛ'], { cwd, env });
  assert.equal(latin(claim), [], claim);
  assert.match(claim, /заявление записано: Анна \(Премьер, № 1\): ППЛ/);
  assert.match(claim, /^Кабинет № 1: Анна > Игорь/m);
  // A rule set is named in Russian: by its theme's title, and the secrethitler.io rebalance and a custom one by their Russian names.
  for (const [ruleset, named] of [['secret-russian', '«Тайный Русский»'], ['rebalanced', 'с перебалансировкой'], ['custom', 'свои']]) {
    const simulated = runOk(['simulate', '--lang', 'ru', '--ruleset', ruleset, '--games', '4', '--players', '5', '--seed', '20261201'], { cwd, env });
    assert.equal(latin(simulated), [], simulated);
    assert.match(simulated, new RegExp(`^Случайных партий: 4, правила ${named}, зерно 20261201$`, 'm'));
    if (ruleset === 'secret-russian') assert.match(simulated, /Лоялисты .*Подрывники/);
  }
  // A finished game (the demo plays one): the league's table, leaderboards and post.
  const demo = JSON.parse(runOk(['demo', '--lang', 'ru', '--theme', 'secret-russian', '--players', '5', '--seed', 'leftovers', '--json'], { cwd, env }));
  const stats = runOk(['stats'], { cwd, env });
  assert.equal(latin(stats, demo.players), [], stats);
  assert.match(stats, /Лоялист/);
  assert.match(stats, /Премьер/);
});

test.run();
