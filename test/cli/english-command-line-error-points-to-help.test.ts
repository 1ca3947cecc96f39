// A mistyped command or option that commander cannot guess said, in English, only "error: unknown
// command 'frobnicate'" or "error: unknown option '--bogus'": the problem, and nothing of what to type
// instead. The Russian sentence sends the reader to the help («список команд покажет `chancery
// --help`», «ключи команды покажет chancery nominate --help»); the English one now does the same. A
// guess ("Did you mean nominate?") already says what to type and is left as it is. Written by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderWithGame, runCli } from '../support/cli.js';

test('in a folder of an English game, an unknown command or option names the help that lists what there is', () => {
  const cwd = folderWithGame('en');
  const command = runCli(['frobnicate', 'friday'], { cwd });
  assert.is(command.code, 2);
  assert.is(command.stderr, "error: unknown command 'frobnicate' (`chancery --help` lists the commands)\n");
  const option = runCli(['nominate', 'friday', '--bogus'], { cwd });
  assert.is(option.code, 2);
  assert.is(option.stderr, "error: unknown option '--bogus' (`chancery nominate --help` lists its options)\n");
  const mail = runCli(['mail', 'confirm', 'friday', 'x', '--bogus'], { cwd });
  assert.is(mail.stderr, "error: unknown option '--bogus' (`chancery mail confirm --help` lists its options)\n");
  const program = runCli(['--bogus'], { cwd });
  assert.is(program.code, 2);
  assert.is(program.stderr, "error: unknown option '--bogus' (`chancery --help` lists the options)\n");
  // A guess is left as commander says it.
  assert.is(runCli(['nominat', 'friday', 'Bob'], { cwd }).stderr, "error: unknown command 'nominat'\n(Did you mean nominate?)\n");
});

test.run();
