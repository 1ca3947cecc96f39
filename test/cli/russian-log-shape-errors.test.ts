// A Russian game's log damaged by a hand edit is refused in Russian, and the Russian message says
// as much as the English one (QA session 3). docs/log-format.md §0: a reader meeting "a record type
// or field it does not know refuses the log, naming the line and the unknown type or field"; the
// English message named the type (`teleported: not an event type`), the Russian one only said "an
// unknown kind of event", leaving the moderator to find which word on the line was wrong.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** A Russian game `g` with a nomination and one vote, its log then edited by `edit`. */
function editedRussianGame(edit: (text: string) => string): string {
  const cwd = scratch('chancery-russian-shape-');
  for (const args of [['new', 'g', '--players', ...RU, '--seed', FIXED_SEED, '--lang', 'ru'], ['nominate', 'g', 'Борис'], ['vote', 'g', 'Анна=да']]) {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 0, r.stderr);
  }
  const path = join(cwd, 'games', 'g.yaml');
  const text = readFileSync(path, 'utf8');
  const edited = edit(text);
  assert.is.not(edited, text, 'the edit applies');
  writeFileSync(path, edited);
  return cwd;
}

test('given a Russian game whose log has an event of a type nobody knows, when the moderator asks for the status, then the refusal in Russian names that type and the line', () => {
  const cwd = editedRussianGame((t) => t.replace('type: vote-cast', 'type: teleported'));
  const r = runCli(['status', 'g'], { cwd, env });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /^ошибка: .*g\.yaml:\d+: /);
  assert.match(r.stderr, /teleported/);
  assert.match(r.stderr, /неизвестный вид события/);
});

test('given a Russian game whose log has a mistyped event type, when the moderator votes, then the refusal in Russian names the type written and the one it most likely was', () => {
  const cwd = editedRussianGame((t) => t.replace('type: vote-cast', 'type: vote-casted'));
  const r = runCli(['vote', 'g', 'Борис=да'], { cwd, env });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /vote-casted/);
  assert.match(r.stderr, /vote-cast\?/);
});

// The standard for bad input: the message says what was expected, in the game's language.
test('given a Russian game whose log has a field of the wrong type or an event cut short, the refusal in Russian says what the field must hold, or that it is missing', () => {
  const wrong = editedRussianGame((t) => t.replace(/^ {4}seat: 0$/m, '    seat: "ноль"'));
  const r = runCli(['status', 'g'], { cwd: wrong, env });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /^ошибка: .*g\.yaml:\d+: событие \d+: в поле `seat` должно быть число \(без кавычек\), а не "ноль"$/m);
  const cut = editedRussianGame((t) => t.replace(/\n {4}hash: [0-9a-f]{64}\n$/, '\n'));
  const c = runCli(['status', 'g'], { cwd: cut, env });
  assert.is(c.code, 1, c.stdout + c.stderr);
  assert.match(c.stderr, /^ошибка: .*g\.yaml:\d+: событие \d+: нет поля `hash`$/m);
});

test('given an English game whose log has the same damage, the refusal says what the field must hold, or that it is missing, in words of its own', () => {
  const cwd = scratch('chancery-russian-shape-');
  for (const args of [['new', 'g', '--players', 'Ann', 'Bob', 'Vera', 'Gleb', 'Dasha', '--seed', FIXED_SEED], ['nominate', 'g', 'Bob'], ['vote', 'g', 'Ann=ja']]) assert.is(runCli(args, { cwd, env }).code, 0);
  const path = join(cwd, 'games', 'g.yaml');
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/^ {4}seat: 0$/m, '    seat: "zero"'));
  assert.match(runCli(['status', 'g'], { cwd, env }).stderr, /^error: .*g\.yaml:\d+: event \d+: vote-cast: field `seat`: must be a number \(without quotes\), not "zero"$/m);
  writeFileSync(path, text.replace(/\n {4}hash: [0-9a-f]{64}\n$/, '\n'));
  assert.match(runCli(['status', 'g'], { cwd, env }).stderr, /^error: .*g\.yaml:\d+: event \d+: [a-z-]+: the field `hash` is missing$/m);
});

test.run();
