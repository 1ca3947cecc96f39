// Help commander shows because the command line was incomplete or wrong (`chancery mail` without
// its subcommand, `chancery mail help <no such command>`) goes to stderr, and the exit status says
// the command line was wrong, as any usage error's does (2); help asked for exits 0.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderWithGame, runCli } from '../support/cli.js';

let russian = '';
let english = '';

test.before(() => {
  russian = folderWithGame('ru');
  english = folderWithGame('en');
});

test('help shown because the command line was incomplete or wrong exits non-zero: chancery mail, chancery mail help <no such command>', () => {
  for (const cwd of [english, russian]) {
    for (const args of [['mail'], ['mail', 'help', 'bogus']]) {
      const r = runCli(args, { cwd });
      assert.is(r.code, 2, `chancery ${args.join(' ')}`);
      assert.is(r.stdout, '', `chancery ${args.join(' ')}`);
      assert.match(r.stderr, cwd === russian ? /chancery mail \[ключи\] \[команда\]/ : /chancery mail \[options\] \[command\]/, `chancery ${args.join(' ')}`);
    }
  }
});

test('help asked for exits 0', () => {
  for (const args of [['mail', '--help'], ['mail', 'help'], ['mail', 'help', 'check'], ['-h']]) assert.is(runCli(args, { cwd: russian }).code, 0, `chancery ${args.join(' ')}`);
});

test.run();
