// `chancery mail check` names the step that failed: DNS, TCP, login, folder (and says when all work).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { cleanupMailboxes, imapAs, messageCount, newMailboxes, postfixDelivered, SMTP_PORT, writeMailConfig } from '../support/mail.js';

const [moderator, elsewhere] = newMailboxes(['checker', 'elsewhere']);

function check(extra: Parameters<typeof writeMailConfig>[3], password = moderator.password, args: string[] = []) {
  const cwd = scratch('chancery-mail-check-');
  writeMailConfig(join(cwd, 'games'), 'g', moderator, extra);
  const r = runCli(['mail', 'check', 'g', '--json', ...args], { cwd, env: { [moderator.passwordEnv]: password } });
  const result = JSON.parse(r.stdout) as { ok: boolean; steps: { server: string; step: string; ok: boolean; detail: string }[] };
  return { code: r.code, result, failed: result.steps.find((s) => !s.ok) };
}

test('given a working account, every step passes', () => {
  const { code, result } = check({});
  assert.is(code, 0);
  assert.ok(result.ok);
  assert.equal(result.steps.map((s) => `${s.server} ${s.step}`), ['config config', 'smtp password', 'smtp dns', 'smtp tcp', 'smtp tls', 'smtp login', 'imap password', 'imap dns', 'imap tcp', 'imap tls', 'imap login', 'imap folder', 'imap delivery']);
  // The check message went to the from address, arrived in the folder read, and was deleted there.
  assert.match(result.steps.at(-1)!.detail, new RegExp(`${moderator.address}.*INBOX`));
});

test('given a from address delivered to another mailbox, the delivery step fails naming both addresses, and nothing is left in the folder read', async () => {
  const { code, result, failed } = check({ from: `Moderator <${elsewhere.address}>` }, moderator.password, ['--timeout', '3']);
  assert.is(code, 1);
  assert.not.ok(result.ok);
  assert.is(`${failed?.server} ${failed?.step}`, 'imap delivery');
  assert.ok(failed!.detail.includes(elsewhere.address), failed!.detail);
  assert.ok(failed!.detail.includes(moderator.address), failed!.detail);
  assert.match(failed!.detail, /within 3 s/);
  assert.match(failed!.detail, /replies .*lost/);
  // The message went where `from` leads (another mailbox): the moderator's folder gets nothing.
  await postfixDelivered([elsewhere.address, moderator.address]);
  const box = await imapAs(moderator);
  try {
    assert.is(await messageCount(box), 0);
  } finally {
    await box.logout();
  }
});

test('given a Russian game and a working account, every step is labelled in plain Russian: what was checked, on which server', () => {
  const cwd = scratch('chancery-mail-check-ru-');
  const made = runCli(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], { cwd });
  assert.is(made.code, 0, made.stderr);
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const r = runCli(['mail', 'check', 'g'], { cwd, env: { [moderator.passwordEnv]: moderator.password } });
  assert.is(r.code, 0, r.stdout);
  const labels = r.stdout.trim().split('\n').slice(0, -1).map((l) => l.slice('ок   '.length).split(':')[0]);
  const on = (genitive: string, instrumental: string, accusative: string) =>
    [`пароль ${genitive}`, `адрес ${genitive}`, `соединение с ${instrumental}`, `шифрование связи с ${instrumental}`, `вход на ${accusative}`];
  assert.equal(labels, ['настройки', ...on('сервера отправки', 'сервером отправки', 'сервер отправки'),
    ...on('сервера получения', 'сервером получения', 'сервер получения'),
    'папка на сервере получения', 'доставка проверочного письма']);
});

test('given a Russian game whose from leads elsewhere, the delivery step fails in Russian naming both addresses', () => {
  const cwd = scratch('chancery-mail-check-ru-');
  const made = runCli(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], { cwd });
  assert.is(made.code, 0, made.stderr);
  writeMailConfig(join(cwd, 'games'), 'g', moderator, { from: elsewhere.address });
  const r = runCli(['mail', 'check', 'g', '--timeout', '2'], { cwd, env: { [moderator.passwordEnv]: moderator.password } });
  assert.is(r.code, 1, r.stdout);
  const failed = r.stdout.split('\n').filter((l) => l.startsWith('СБОЙ'));
  assert.is(failed.length, 1, r.stdout);
  assert.ok(failed[0].startsWith('СБОЙ доставка проверочного письма: '), failed[0]);
  assert.ok(failed[0].includes(elsewhere.address) && failed[0].includes(moderator.address), failed[0]);
  assert.not.match(failed[0].replace(/\S+@\S+/g, '').replace(/INBOX|mail\.yaml|from|imap|chancery|--timeout/g, ''), /[a-z]{3,}/i);
});

test('given a check message left in the folder (the check gave up on it), sync never reads it as a reply nor fetches it again', async () => {
  const cwd = scratch('chancery-mail-check-late-');
  const made = runCli(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dave', 'Eve'], { cwd });
  assert.is(made.code, 0, made.stderr);
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const env = { [moderator.passwordEnv]: moderator.password };
  const box = await imapAs(moderator);
  const before = await messageCount(box);
  // A check of a config reading another mailbox: its message lands in the moderator's folder, unread by the check.
  const config = join(cwd, 'games', 'g', 'mail.yaml');
  const reading = JSON.parse(readFileSync(config, 'utf8'));
  reading.imap = { ...reading.imap, user: elsewhere.address, passwordEnv: elsewhere.passwordEnv };
  writeFileSync(config, JSON.stringify(reading));
  const r = runCli(['mail', 'check', 'g', '--json', '--timeout', '1'], { cwd, env: { ...env, [elsewhere.passwordEnv]: elsewhere.password } });
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  const steps = (JSON.parse(r.stdout) as { steps: { step: string; ok: boolean }[] }).steps;
  assert.is(steps.find((s) => !s.ok)?.step, 'delivery', r.stdout);
  await postfixDelivered([moderator.address]);
  try {
    assert.is(await messageCount(box), before + 1);
  } finally {
    await box.logout();
  }
  const log = () => readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8');
  const logBefore = log();
  const synced = runCli(['sync', 'g', '--json'], { cwd, env });
  assert.is(synced.code, 0, synced.stderr);
  assert.equal((JSON.parse(synced.stdout) as { passes: { items: unknown[] }[] }).passes.flatMap((p) => p.items), []);
  assert.not.match(log().slice(logBefore.length), /reply-received/);
  const again = runCli(['sync', 'g', '--json'], { cwd, env });
  assert.is((JSON.parse(again.stdout) as { passes: { fetched: number }[] }).passes.reduce((n, p) => n + p.fetched, 0), 0, again.stdout);
});

test('given a host name that does not resolve, the DNS step fails', () => {
  const { code, failed } = check({ host: 'no-such-host.invalid' });
  assert.is(code, 1);
  assert.is(failed?.step, 'dns');
  assert.match(failed!.detail, /does not resolve/);
});

test('given a port nothing listens on, the TCP step fails', () => {
  const { failed } = check({ smtpPort: 1 });
  assert.is(`${failed?.server} ${failed?.step}`, 'smtp tcp');
  assert.match(failed!.detail, /nothing listens there/);
});

test('given a wrong password, the login step fails on both servers', () => {
  const { result } = check({}, 'not-the-password');
  assert.equal(result.steps.filter((s) => !s.ok).map((s) => `${s.server} ${s.step}`), ['smtp login', 'imap login']);
});

test('given a folder that does not exist, the folder step fails', () => {
  const { failed } = check({ folder: 'NoSuchFolder' });
  assert.is(`${failed?.server} ${failed?.step}`, 'imap folder');
  assert.match(failed!.detail, /NoSuchFolder/);
});

test('given the password variable is not set, the check says which variable', () => {
  const cwd = scratch('chancery-mail-check-');
  writeMailConfig(join(cwd, 'games'), 'g', { ...moderator, passwordEnv: 'CHANCERY_UNSET_PASSWORD' });
  const r = runCli(['mail', 'check', 'g'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stdout, /CHANCERY_UNSET_PASSWORD .*is not set/);
});

test('given a Russian game, every failed step is said in Russian, and a config mistake as sync says it', () => {
  const cwd = scratch('chancery-mail-check-ru-');
  const ok = runCli(['new', 'g', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], { cwd });
  assert.is(ok.code, 0, ok.stderr);
  const failures = (extra: Parameters<typeof writeMailConfig>[3], env: Record<string, string>, box = moderator) => {
    writeMailConfig(join(cwd, 'games'), 'g', box, extra);
    const r = runCli(['mail', 'check', 'g'], { cwd, env });
    assert.is(r.code, 1, r.stdout);
    return r.stdout.split('\n').filter((l) => l.startsWith('СБОЙ'));
  };
  const password = { [moderator.passwordEnv]: moderator.password };
  assert.equal(failures({}, { [moderator.passwordEnv]: 'not-the-password' }).map((l) => l.replace(/: сервер не принял вход: .* \(/, ': сервер не принял вход: … (')),
    ['СБОЙ вход на сервер отправки: сервер не принял вход: … (для Gmail и Fastmail нужен пароль приложения)', 'СБОЙ вход на сервер получения: сервер не принял вход: … (для Gmail и Fastmail нужен пароль приложения)']);
  assert.equal(failures({ smtpPort: 1 }, password), ['СБОЙ соединение с сервером отправки: не удаётся соединиться с 127.0.0.1:1: ECONNREFUSED (там никто не принимает соединений: проверьте порт)']);
  assert.equal(failures({}, {}, { ...moderator, passwordEnv: 'CHANCERY_UNSET_PASSWORD' }), [
    `СБОЙ пароль сервера отправки: не задана переменная окружения CHANCERY_UNSET_PASSWORD (пароль пользователя ${moderator.address} на сервере 127.0.0.1)`,
    `СБОЙ пароль сервера получения: не задана переменная окружения CHANCERY_UNSET_PASSWORD (пароль пользователя ${moderator.address} на сервере 127.0.0.1)`,
  ]);
  writeMailConfig(join(cwd, 'games'), 'g', moderator);
  // A port written as text: mail check and sync refuse it with one sentence.
  const config = join(cwd, 'games', 'g', 'mail.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/"port": (\d+)/, '"port": "$1"'));
  const checked = runCli(['mail', 'check', 'g'], { cwd, env: password });
  const synced = runCli(['sync', 'g'], { cwd, env: password });
  const sentence = `${config}: в поле \`smtp.port\` должно быть число (без кавычек), а не "${SMTP_PORT}"`;
  assert.match(checked.stdout, new RegExp(`^СБОЙ настройки: ${escape(sentence)}$`, 'm'));
  assert.is(synced.stderr.trim(), `ошибка: ${sentence}`);
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test.after(() => cleanupMailboxes());
test.run();
