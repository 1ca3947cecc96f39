// In format 2 a record (or the header) carrying `private` has none of its private fields in the
// file, and the hash chain covers it without them (docs/log-format.md §2a, §3). A published copy
// with such a field written back in (a reply's `readAs: Nein` beside the Ja that counted, an
// address in the header) carries words no hash covers: audit must refuse it as the log format's
// breach, naming the line and the field, exit 1, in the game's language; never call it clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

/** A game of five with addresses (so the header carries `private`) where Carol's emailed "Ja" was applied. */
function gameWithReply(lang: 'en' | 'ru'): { cwd: string; path: string; text: string } {
  const cwd = scratch('chancery-private-field-');
  const env = { CHANCERY_HOME: '', CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  const run = (args: string[]) => runCli(args, { cwd, env });
  const names = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  writeFileSync(join(cwd, 'roster.yaml'), stringify(names.map((name) => ({ name, email: `${name.toLowerCase()}@example.org` }))));
  assert.is(run(['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED, '--lang', lang]).code, 0);
  assert.is(run(['nominate', 'g', 'Bob']).code, 0);
  assert.is(run(['reply', 'g', 'Carol', 'Ja']).code, 0);
  assert.is(run(['sync', 'g']).code, 0);
  const path = join(cwd, 'games', 'g.yaml');
  return { cwd, path, text: readFileSync(path, 'utf8') };
}

/** The text with `extra` written in after the first line (of the part after `after`) that starts with `anchor`. */
function insertedAfter(text: string, after: string, anchor: string, extra: string): string {
  const from = text.indexOf(after);
  assert.ok(from >= 0, `the log has ${after}`);
  const at = text.indexOf(anchor, from);
  assert.ok(at >= 0, `the log has ${anchor} after ${after}`);
  const end = text.indexOf('\n', at) + 1;
  return text.slice(0, end) + extra + text.slice(end);
}

test('given a published reply-received record with readAs written in beside its private commitment, audit fails at that record naming the field', () => {
  const { cwd, path, text } = gameWithReply('en');
  const audited = runCli(['audit', path], { cwd });
  assert.is(audited.code, 0, audited.stdout);
  const forged = insertedAfter(text, 'type: reply-received', '    outcome: applied', '    readAs: Nein\n');
  const line = forged.split('\n').findIndex((l) => l === '    readAs: Nein') + 1;
  const copy = join(cwd, 'forged.public.yaml');
  writeFileSync(copy, forged);
  const r = runCli(['audit', copy], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.not.match(r.stdout, /^clean/m);
  assert.match(r.stdout, /readAs/);
  assert.match(r.stdout, /private/);
  // The record's own line (where its `- seq:` stands) or the field's.
  const seqLine = forged.split('\n').slice(0, line).map((l, i) => [l, i + 1] as const).filter(([l]) => l.startsWith('  - seq:')).pop()![1];
  assert.ok(r.stdout.includes(`forged.public.yaml:${seqLine}`) || r.stdout.includes(`forged.public.yaml:${line}`), r.stdout);
});

test('given a published header with a player\'s address written in beside its private commitment, audit fails at the header naming the field', () => {
  const { cwd, text } = gameWithReply('en');
  assert.match(text, /^private: [0-9a-f]{64}$/m, 'the header carries the commitment to the contacts');
  const forged = text.replace('  - { name: Carol }', '  - { name: Carol, email: mallory@example.org }');
  assert.ok(forged !== text, 'the roster line was found');
  const copy = join(cwd, 'forged.public.yaml');
  writeFileSync(copy, forged);
  const r = runCli(['audit', copy], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.not.match(r.stdout, /^clean/m);
  assert.match(r.stdout, /email/);
});

test('given a Russian game\'s published reply-received record with readAs written in, audit says so in Russian', () => {
  const { cwd, text } = gameWithReply('ru');
  const forged = insertedAfter(text, 'type: reply-received', '    outcome: applied', '    readAs: Nein\n');
  const copy = join(cwd, 'forged.public.yaml');
  writeFileSync(copy, forged);
  const r = runCli(['audit', copy], { cwd });
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^НЕ ПРОЙДЕНО: /m);
  assert.match(r.stdout, /readAs/);
  const words = r.stdout.split(copy).join('').replace(/`readAs`|`private`|docs\/log-format\.md/g, '');
  assert.not.match(words, /\b(the|field|private|hash|record|is|not)\b/, words);
});

test.run();
