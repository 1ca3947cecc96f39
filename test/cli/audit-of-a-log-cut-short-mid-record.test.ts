// An auditor handed a copy of a log cut short inside a record (a download or a copy interrupted, a
// paste that lost its end) is told that: the file ends inside event N, at its line, cut short, not
// a field of that event "filled wrongly" or a YAML error, in the log's language, exit 1, the file
// untouched; its --json names the game and commitment its header holds. A log that only lost its final line break (an editor's habit) is still clean, and a
// field broken in the middle of a log is still the format's problem.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

/** A game a few decisions in; its log's text and the start of its last record (seq, offset, 1-based line). */
function game(lang: 'en' | 'ru'): { cwd: string; text: string; last: { seq: number; at: number; line: number } } {
  const cwd = scratch('chancery-cut-short-');
  const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  runOk(['new', 'igra', '--players', ...players, '--seed', FIXED_SEED, ...(lang === 'ru' ? ['--lang', 'ru'] : [])], { cwd });
  runOk(['nominate', 'igra', players[1]], { cwd });
  runOk(['vote', 'igra', ...players.map((p) => `${p}=ja`)], { cwd });
  const text = readFileSync(join(cwd, 'games', 'igra.yaml'), 'utf8');
  const at = text.lastIndexOf('\n  - seq: ') + 1;
  const seq = Number(/^ {2}- seq: (\d+)/.exec(text.slice(at))![1]);
  return { cwd, text, last: { seq, at, line: text.slice(0, at).split('\n').length } };
}

for (const lang of ['en', 'ru'] as const) {
  test(`a ${lang} log cut short inside its last record: audit says the file ends inside that event`, () => {
    const { cwd, text, last } = game(lang);
    const record = text.slice(last.at);
    const cuts = {
      'mid-hash': text.length - 20,
      'after its time, before its type': last.at + record.indexOf('\n', record.indexOf('at: ')) + 1,
      'mid-type': last.at + record.indexOf('type: ') + 8,
      'mid-flow-list or next field': last.at + record.indexOf('\n', record.indexOf('type: ')) + 6,
    };
    for (const [where, cut] of Object.entries(cuts)) {
      const path = join(cwd, `cut-${where.replace(/\W+/g, '-')}.yaml`);
      writeFileSync(path, text.slice(0, cut));
      const before = statSync(path).mtimeMs;
      const r = runCli(['audit', path], { cwd });
      assert.is(r.code, 1, `${where}:\n${r.stdout}`);
      const place = `${path}:${last.line}`;
      if (lang === 'en') {
        assert.ok(r.stdout.startsWith(`FAILED: ${place}: event ${last.seq}\n`), `${where}:\n${r.stdout}`);
        assert.match(r.stdout, new RegExp(`the file ends inside event ${last.seq}: it was cut short`), `${where}:\n${r.stdout}`);
      } else {
        assert.ok(r.stdout.startsWith(`НЕ ПРОЙДЕНО: ${place}: событие № ${last.seq}\n`), `${where}:\n${r.stdout}`);
        assert.match(r.stdout, new RegExp(`файл обрывается внутри события № ${last.seq}`), `${where}:\n${r.stdout}`);
      }
      const json = JSON.parse(runCli(['audit', path, '--json'], { cwd }).stdout) as { game?: string; commitment: string | null; seeded: boolean; problem: { kind: string; seq: number; line: number } };
      assert.equal([json.problem.kind, json.problem.seq, json.problem.line], ['truncated', last.seq, last.line], where);
      // The header read: its game and commitment, not the null an imported game's header has.
      const commitment = /^commitment: (\w+)$/m.exec(text)![1];
      assert.equal([json.game, json.commitment, json.seeded], ['igra', commitment, true], where);
      assert.is(statSync(path).mtimeMs, before, `${where}: the file is not written`);
    }
  });
}

test('a log without its final line break is clean; a field broken mid-log is still the format', () => {
  const { cwd, text } = game('en');
  const unbroken = join(cwd, 'no-final-newline.yaml');
  writeFileSync(unbroken, text.replace(/\n$/, ''));
  const clean = runCli(['audit', unbroken], { cwd });
  assert.is(clean.code, 0, clean.stdout);
  const broken = join(cwd, 'vote-broken.yaml');
  writeFileSync(broken, text.replace('vote: ja', 'vote: maybe'));
  const shape = JSON.parse(runCli(['audit', broken, '--json'], { cwd }).stdout) as { problem: { kind: string } };
  assert.is(shape.problem.kind, 'shape');
});

test.run();
