// `chancery help <command>`, as commander's programs take it (and as `chancery mail help check`
// does): the command's help, in the language help speaks; the root's listing of commands stays
// as it was. A name that is no command is refused as one, naming it, in the folder's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderWithGame, runCli, runOk } from '../support/cli.js';

let russian = '';
let english = '';

test.before(() => {
  russian = folderWithGame('ru');
  english = folderWithGame('en');
});

test('chancery help <command> shows the same help as chancery <command> --help, in English and in Russian', () => {
  for (const cwd of [english, russian]) {
    for (const args of [['nominate'], ['mail'], ['mail', 'check']]) {
      const help = runCli(['help', ...args], { cwd });
      assert.is(help.code, 0, `chancery help ${args.join(' ')}: ${help.stderr}`);
      assert.is(help.stdout, runOk([...args, '--help'], { cwd }), `chancery help ${args.join(' ')}`);
    }
    const root = runCli(['help'], { cwd });
    assert.is(root.code, 0, root.stderr);
    assert.is(root.stdout, runOk(['--help'], { cwd }));
  }
  assert.match(runOk(['help', 'nominate'], { cwd: russian }), /^Использование: chancery nominate /);
});

test('the root help lists no help command: its listing is the commands themselves', () => {
  for (const cwd of [english, russian]) assert.not.match(runOk(['--help'], { cwd }), /^ {2}help\b/m);
});

test('chancery help <no such command> is refused as an unknown command, naming it, in the folder\'s language', () => {
  const en = runCli(['help', 'nominat'], { cwd: english });
  assert.is(en.code, 2);
  assert.is(en.stdout, '');
  assert.match(en.stderr, /unknown command 'nominat'[\s\S]*Did you mean nominate\?/);
  const ru = runCli(['help', 'nominat'], { cwd: russian });
  assert.is(ru.code, 2);
  assert.is(ru.stdout, '');
  assert.match(ru.stderr, /^ошибка: неизвестная команда «nominat»: может быть, chancery nominate\?$/m);
});

test.run();
