// A duration is typed in Russian too, in any game (`deadline`, `nominate --deadline`, `new --deadline`):
// a number and a unit, «мин»/«минута»/«минут(ы)» for minutes, «ч»/«час»/«часа»/«часов» for hours,
// «д»/«дн»/«день»/«дня»/«дней»/«сутки»/«суток» for days, with or without a space, and parts from the
// largest unit down («1ч30мин», «2 дня 3 часа»), as m, h and d are («1h30m»). «м» is refused: it
// could be minutes or months. A word that is no duration is refused naming the forms taken, in the
// game's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

const NOW = '2026-12-01T12:00:00Z';
const env = { CHANCERY_NOW: NOW };
const HOUR = 3_600_000;

function nominated(lang: 'ru' | 'en' = 'ru'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', 'Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', '--seed', '12'.repeat(32)], { cwd, env });
  runOk(['nominate', 'g', 'Борис'], { cwd, env });
  return cwd;
}

function deadlineAfter(cwd: string): number {
  const shown = JSON.parse(runOk(['deadline', 'g', '--json'], { cwd, env })) as { deadline: string };
  return (Date.parse(shown.deadline) - Date.parse(NOW)) / HOUR;
}

test('deadline takes Russian units, spaced or not, and parts from days down to minutes', () => {
  const cases: [string, number][] = [
    ['24ч', 24], ['24 ч', 24], ['3 часа', 3], ['1 час', 1], ['5 часов', 5], ['2д', 48], ['2 дня', 48], ['1 день', 24],
    ['5 дней', 120], ['1 сутки', 24], ['30мин', 0.5], ['90 минут', 1.5], ['1ч30мин', 1.5], ['1 ч 30 мин', 1.5],
    ['2 дня 3 часа', 51], ['1h30m', 1.5], ['24h', 24], ['2Д', 48],
  ];
  const cwd = nominated();
  for (const [typed, hours] of cases) {
    runOk(['deadline', 'g', typed], { cwd, env });
    assert.is(deadlineAfter(cwd), hours, typed);
  }
});

test('nominate --deadline and new --deadline take them too; an English game as well', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', 'en', '--players', 'Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', '--seed', '12'.repeat(32), '--deadline', '2 дня'], { cwd, env });
  runOk(['nominate', 'g', 'Борис', '--deadline', '3ч'], { cwd, env });
  assert.is(deadlineAfter(cwd), 3);
  // The house deadline is kept as every version of the log reads it.
  assert.match(readGame(cwd, 'g'), /deadline: 2d\b/);
});

test('«м», a unit out of order or twice, and a word that is no duration are refused naming the Russian forms', () => {
  const cwd = nominated();
  for (const typed of ['5м', '30мин 1ч', '1ч 2ч', 'завтра', '2 недели']) {
    const r = runCli(['deadline', 'g', typed], { cwd, env });
    assert.is(r.code, 2, `${typed}: ${r.stdout}${r.stderr}`);
    assert.match(r.stderr, new RegExp(`«${typed}».*24ч.*1ч30мин`), r.stderr);
    assert.not.match(r.stderr, /\b\d+[mhd]\b/, `no English unit: ${r.stderr}`);
  }
  const far = runCli(['deadline', 'g', '100 дней'], { cwd, env });
  assert.is(far.code, 2);
  assert.match(far.stderr, /«100 дней».*1 мин.*90 д/, far.stderr);
  const en = runCli(['deadline', 'g', 'tomorrow'], { cwd: nominated('en'), env });
  assert.match(en.stderr, /"tomorrow" is not a deadline/, en.stderr);
});

test.run();
