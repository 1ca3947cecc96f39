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
  const cwd = scratch('chancery-qa3-');
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

test.run();
