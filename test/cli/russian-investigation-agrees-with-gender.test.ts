// A Russian investigation names the party by its member, and a woman by a woman's word. Seen in a
// Service Rat game at the terminal: Борис investigated Анна, a Cat, and his PRIVATE note said
// "Анна — проверка: кот" (a tomcat); her own claim would say «Анна — кошка» (the theme's roleWoman).
// The note and `status --as` the President now say it as the theme's words for a woman.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const NAMES = ['Женя', 'Любовь', 'Вера', 'Глеб', 'Дарья', 'Олег', 'Кира'];
const ALL_JA = NAMES.map((_, i) => `${i + 1}=ja`);

/** A member of each party, as the theme files name a man and a woman (templates/themes: role, roleWoman). */
const MEMBER = {
  'secret-russian': { man: { liberal: 'лоялист', fascist: 'подрывник' }, woman: { liberal: 'лоялистка', fascist: 'подрывница' } },
  'service-rat': { man: { liberal: 'кот', fascist: 'крыса' }, woman: { liberal: 'кошка', fascist: 'крыса' } },
} as const;

for (const theme of ['secret-russian', 'service-rat'] as const) {
  test(`given a ${theme} game in Russian where Любовь investigates Вера, then Глеб after an undo, her note and status --as her say a woman's word for Вера, a man's for Глеб`, () => {
    const cwd = scratch('chancery-ru-investigated-');
    const run = (args: string[]) => runOk(args, { cwd, env });
    const partyOf = (name: string): 'liberal' | 'fascist' => (JSON.parse(run(['status', 'r', '--as', name, '--json'])).view.role === 'liberal' ? 'liberal' : 'fascist');
    run(['new', 'r', '--players', ...NAMES, '--lang', 'ru', '--theme', theme, '--seed', 'd1'.repeat(32)]);
    run(['nominate', 'r', 'Любовь']);
    run(['vote', 'r', ...ALL_JA]);
    run(['discard', 'r', '1']);
    run(['enact', 'r', '1']);
    run(['nominate', 'r', 'Дарья']);
    run(['vote', 'r', ...ALL_JA]);
    run(['discard', 'r', 'лоялистский']);
    run(['enact', 'r', '1']);

    const woman = MEMBER[theme].woman[partyOf('Вера')];
    const note = run(['investigate', 'r', 'Вера']);
    assert.match(note, new RegExp(`^ {2}Вера — проверка: ${woman}$`, 'm'));
    assert.match(run(['status', 'r', '--as', 'Любовь']), new RegExp(`^ {2}Вера — проверка: ${woman}$`, 'm'));

    run(['undo', 'r', '--yes']);
    const man = MEMBER[theme].man[partyOf('Глеб')];
    assert.match(run(['investigate', 'r', 'Глеб']), new RegExp(`^ {2}Глеб — проверка: ${man}$`, 'm'));
    assert.match(run(['status', 'r', '--as', 'Любовь']), new RegExp(`^ {2}Глеб — проверка: ${man}$`, 'm'));
  });
}

test.run();
