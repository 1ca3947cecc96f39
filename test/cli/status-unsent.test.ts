// A moderator who comes back to a game sees what still has to go out: given vote requests that
// could not be sent (mail was down), when they look at `status`, then it says how many private
// messages wait and the command that sends them (--json: `unsent`), in the game's language; once
// `send` has sent them, it says nothing of the kind.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** A game whose nomination's five vote requests could not be delivered (its outbox is a file). */
function mailDown(lang: 'en' | 'ru'): string {
  const cwd = scratch('status-unsent');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  const outbox = join(cwd, 'games', 'g', 'outbox');
  rmSync(outbox, { recursive: true, force: true });
  writeFileSync(outbox, 'not a folder');
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd }).code, 1, 'written, not sent');
  return cwd;
}

test('given five vote requests not sent, status names them and the command; after send, not', () => {
  const cwd = mailDown('en');
  assert.match(runOk(['status', 'g'], { cwd }), /^Not sent yet: 5 private messages — run chancery send g$/m);
  assert.is(JSON.parse(runOk(['status', 'g', '--json'], { cwd })).unsent, 5);
  rmSync(join(cwd, 'games', 'g', 'outbox'), { force: true });
  runOk(['send', 'g'], { cwd });
  assert.not.match(runOk(['status', 'g'], { cwd }), /Not sent yet/);
  assert.is(JSON.parse(runOk(['status', 'g', '--json'], { cwd })).unsent, undefined);
});

test('given a Russian game, the line is Russian', () => {
  const cwd = mailDown('ru');
  const out = runOk(['status', 'g'], { cwd });
  assert.match(out, /^Не отправлено личных писем: 5 — выполните chancery send g$/m);
});

test.run();
