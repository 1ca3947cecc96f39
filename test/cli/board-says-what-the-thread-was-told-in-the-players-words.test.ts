// The moderator's board (`status`, as `play` draws it) and the status post say what the thread was
// told, in the words for each player. Seen in a Russian Service Rat game: the executive post said
// «Вера — не Служебная Крыса» (RULES §3: an execution that does not end the game tells the table the
// executed player was not Hitler), but the board marked her only «(казнена)»; and once the game was
// over the board said «Анна (кот)» of a woman who was a Cat, where her claims say «кошка» (the
// theme's roleWoman). The words expected are the theme file's, written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Олег', 'Кира'];
const WOMAN = new Set(['Анна', 'Вера', 'Дарья', 'Кира']);
const WORD = { man: { liberal: 'кот', fascist: 'крыса', hitler: 'Служебная Крыса' }, woman: { liberal: 'кошка', fascist: 'крыса', hitler: 'Служебная Крыса' } } as const;

test('given a Russian Service Rat game where Анна executed Вера (not the Service Rat), the board and the status post mark Вера «не Служебная Крыса»; once the game is over each revealed role is in the word for its player', () => {
  const cwd = scratch('chancery-ru-board-words-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'k', '--players', ...NAMES, '--lang', 'ru', '--theme', 'service-rat', '--option', 'startingFascistPolicies=3', '--seed', 'c3'.repeat(32)]);
  const roleOf = (name: string) => JSON.parse(run(['status', 'k', '--as', name, '--json'])).view.role as 'liberal' | 'fascist' | 'hitler';
  const roles = Object.fromEntries(NAMES.map((n) => [n, roleOf(n)]));
  // This deal: Анна is the first Mayor, Вера a Rat, Дарья the Service Rat.
  assert.is(roles['Вера'], 'fascist');
  assert.is(roles['Дарья'], 'hitler');
  run(['nominate', 'k', 'Борис']);
  run(['vote', 'k', ...NAMES.map((_, i) => `${i + 1}=ja`)]);
  run(['discard', 'k', 'кошачий']);
  run(['enact', 'k', 'крысиный']);
  const told = run(['execute', 'k', 'Вера']);
  assert.match(told, /\*\*Вера\*\* — не Служебная Крыса;/);

  assert.match(run(['status', 'k']), /^ {3}3\. Вера {2}\(казнена, не Служебная Крыса\)$/m);
  assert.match(run(['post', 'k', 'status']), /^- Вера \(казнена\) \(не Служебная Крыса\)$/m);

  // Борис, the next Mayor, elects Дарья Ratcatcher: the Rats win, every role is revealed.
  run(['nominate', 'k', 'Дарья']);
  run(['vote', 'k', '1=ja', '2=ja', '4=ja', '5=ja', '6=ja', '7=ja']);
  const board = run(['status', 'k']);
  NAMES.forEach((name, seat) => {
    const word = WORD[WOMAN.has(name) ? 'woman' : 'man'][roles[name]];
    const line = board.split('\n').find((l) => l.startsWith(`  ${String(seat + 1).padStart(2)}. ${name}`)) ?? '';
    assert.match(line, new RegExp(`[(,] ${word}\\)$|\\(${word}\\)$`), `${name} (${roles[name]}): «${word}» expected at the end of: ${line}`);
  });
});

test.run();
