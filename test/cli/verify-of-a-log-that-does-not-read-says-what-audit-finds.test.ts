// verify checks the seed against a log; given a log that does not even read (a record deleted in
// the middle, two records swapped, the file cut short inside a record) it used to stop with a
// parser's error ("sequence numbers must run 1, 2, 3…: expected 35") where audit names the edit
// ("event 35 was deleted"). An auditor running verify now reads the same finding as audit's, at
// the same place, in the log's language, as a verdict (not verifiable, exit 1), and --json gives
// it as a verdict too (`unreadable`, with audit's problem and its text), nothing written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

for (const lang of ['en', 'ru'] as const) {
  test(`verify of a ${lang} log with a record deleted in the middle says it was deleted, as audit does`, () => {
    const cwd = scratch('chancery-verify-unreadable-');
    const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
    runOk(['new', 'igra', '--players', ...players, '--seed', FIXED_SEED, ...(lang === 'ru' ? ['--lang', 'ru'] : [])], { cwd });
    runOk(['nominate', 'igra', players[1]], { cwd });
    const text = readFileSync(join(cwd, 'games', 'igra.yaml'), 'utf8');
    // Event 4 taken out whole: the records after it keep their numbers.
    const deleted = text.replace(/\n {2}- seq: 4\n[\s\S]*?(?=\n {2}- seq: 5\n)/, '');
    assert.is.not(deleted, text);
    const path = join(cwd, 'copy.yaml');
    writeFileSync(path, deleted);
    const line = deleted.slice(0, deleted.indexOf('  - seq: 5\n')).split('\n').length;
    const before = statSync(path).mtimeMs;

    const v = runCli(['verify', path], { cwd });
    assert.is(v.code, 1, v.stdout + v.stderr);
    const [head, problem] = v.stdout.split('\n');
    if (lang === 'en') {
      assert.is(head, `not verifiable: ${path}:${line}: event 5`, v.stdout);
      assert.is(problem, '  event 4 was deleted', v.stdout);
    } else {
      assert.is(head, `проверить нельзя: ${path}:${line}: событие № 5`, v.stdout);
      assert.is(problem, '  удалено событий: 1 (№ 4)', v.stdout);
    }
    assert.is(v.stderr, '', 'a verdict, not an error');

    const j = runCli(['verify', path, '--json'], { cwd });
    assert.is(j.code, 1);
    const json = JSON.parse(j.stdout) as { verdict: string; ok: boolean; lang: string; problem?: { kind: string; seq: number; line: number; text?: string } };
    assert.equal([json.verdict, json.ok, json.lang, json.problem?.kind, json.problem?.seq, json.problem?.line], ['unreadable', false, lang, 'event-deleted', 5, line]);
    assert.is(json.problem?.text, problem.trim());
    assert.is(statSync(path).mtimeMs, before, 'the file is not written');
  });
}

test.run();
