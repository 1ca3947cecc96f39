// `chancery mail check` names the step that failed: DNS, TCP, login, folder (and says when all work).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { cleanupMailboxes, newMailbox, SMTP_PORT, writeMailConfig } from '../support/mail.js';

const moderator = newMailbox('checker');

function check(extra: Parameters<typeof writeMailConfig>[3], password = moderator.password) {
  const cwd = scratch('chancery-mail-check-');
  writeMailConfig(join(cwd, 'games'), 'g', moderator, extra);
  const r = runCli(['mail', 'check', 'g', '--json'], { cwd, env: { [moderator.passwordEnv]: password } });
  const result = JSON.parse(r.stdout) as { ok: boolean; steps: { server: string; step: string; ok: boolean; detail: string }[] };
  return { code: r.code, result, failed: result.steps.find((s) => !s.ok) };
}

test('given a working account, every step passes', () => {
  const { code, result } = check({});
  assert.is(code, 0);
  assert.ok(result.ok);
  assert.equal(result.steps.map((s) => `${s.server} ${s.step}`), ['config config', 'smtp password', 'smtp dns', 'smtp tcp', 'smtp tls', 'smtp login', 'imap password', 'imap dns', 'imap tcp', 'imap tls', 'imap login', 'imap folder']);
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
    ['СБОЙ отправка вход: сервер не принял вход: … (для Gmail и Fastmail нужен пароль приложения)', 'СБОЙ получение вход: сервер не принял вход: … (для Gmail и Fastmail нужен пароль приложения)']);
  assert.equal(failures({ smtpPort: 1 }, password), ['СБОЙ отправка соединение: не удаётся соединиться с 127.0.0.1:1: ECONNREFUSED (там никто не принимает соединений: проверьте порт)']);
  assert.equal(failures({}, {}, { ...moderator, passwordEnv: 'CHANCERY_UNSET_PASSWORD' }), [
    `СБОЙ отправка пароль: не задана переменная окружения CHANCERY_UNSET_PASSWORD (пароль пользователя ${moderator.address} на сервере 127.0.0.1)`,
    `СБОЙ получение пароль: не задана переменная окружения CHANCERY_UNSET_PASSWORD (пароль пользователя ${moderator.address} на сервере 127.0.0.1)`,
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
