// Help is read long after it was written: a calendar date in it (2026-12-01T18:00Z) is soon in the
// past, an example of a deadline that could no longer be set. Where help shows a time with its zone,
// it shows its form, in both languages alike: YYYY-MM-DDTHH:MMZ, in Russian ГГГГ-ММ-ДДTЧЧ:ММZ (the
// letters a Russian date format is written with), and an example types the date as that form.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { typedCommands } from '../support/help.js';
import { commandKey } from '../../src/cli/translated-help.js';
import { runCli, runOk, scratch } from '../support/cli.js';

const DATE = /\b(?:19|20)\d\d-\d\d-\d\d|\b\d\d?\.\d\d\.(?:19|20)\d\d\b/g;

/** Every command's help (the program's first) as `chancery <command> --help` prints it with `lang`. */
function helps(lang: 'en' | 'ru'): Array<{ command: string; text: string }> {
  const cwd = scratch();
  return typedCommands().map((c, i) => {
    const args = i === 0 ? [] : commandKey(c).split(' ');
    return { command: `chancery ${[...args, '--help', '--lang', lang].join(' ')}`, text: runOk([...args, '--help', '--lang', lang], { cwd }) };
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`given --lang ${lang}, no command's help names a calendar date`, () => {
    const dated = helps(lang).flatMap(({ command, text }) => [...text.matchAll(DATE)].map((m) => `${command}: ${m[0]}`));
    assert.equal(dated, []);
  });
}

test('the help of deadline and nominate --deadline shows a time with its zone by its form, in each language\'s letters', () => {
  const cwd = scratch();
  // A help's text with its lines joined where the column wrapped them.
  const help = (args: string[]) => runOk(args, { cwd }).replace(/\n {2,}(?!\$)/g, ' ');
  const en = help(['deadline', '--help', '--lang', 'en']);
  assert.match(en, /or a time with its zone \(YYYY-MM-DDTHH:MMZ\)/);
  assert.match(en, /^ {2}\$ chancery deadline friday YYYY-MM-DDT18:00Z$/m);
  assert.match(help(['nominate', '--help', '--lang', 'en']), /or a time with its zone \(YYYY-MM-DDTHH:MMZ\)/);
  const ru = help(['deadline', '--help', '--lang', 'ru']);
  assert.match(ru, /или время с поясом \(`ГГГГ-ММ-ДДTЧЧ:ММZ`\)/);
  assert.match(ru, /^ {2}\$ chancery deadline friday ГГГГ-ММ-ДДT18:00Z$/m);
  assert.match(help(['nominate', '--help', '--lang', 'ru']), /или время с поясом \(`ГГГГ-ММ-ДДTЧЧ:ММZ`\)/);
});

for (const lang of ['en', 'ru'] as const) {
  test(`given a Russian or English game (${lang}), a deadline that is neither a duration nor a time is refused showing a time's form, not a calendar date`, () => {
    const cwd = scratch();
    runOk(['new', 'g', '--lang', lang, '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', 'ab'.repeat(32)], { cwd });
    const r = runCli(['deadline', 'g', 'friday-evening'], { cwd });
    assert.is(r.code, 2, r.stderr);
    assert.match(r.stderr, lang === 'ru' ? /время с поясом \(`ГГГГ-ММ-ДДTЧЧ:ММZ`\)/ : /a time with its zone \(YYYY-MM-DDTHH:MMZ, YYYY-MM-DDTHH:MM\+02:00\)/, r.stderr);
    assert.equal([...r.stderr.matchAll(DATE)].map((m) => m[0]), []);
  });
}

test.run();
