// RULES §5: a newcomer takes over a seat with its role and all it learned, and nothing else. A
// player who left one seat knows that seat's secrets (its role, its teammates, its cards, its
// investigations): put in another seat, they would carry them across, a Fascist's knowledge of
// the team into a Liberal seat. So `replace` refuses to seat them anywhere but the seat they held,
// in the game's language, and changes nothing; coming back to their own seat is allowed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { replace } from '../../src/commands/replace.js';
import { UsageError } from '../../src/errors.js';
import { runCli } from '../support/cli.js';
import { latinWords } from '../cli/latin.js';
import { clockedContext, logText, rosterGame } from './support.js';

async function refusal(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (e) {
    return e as Error;
  }
  throw new Error('not refused');
}

test('given Alice left seat 1, when she is brought into seat 2, then replace is refused and the log is unchanged', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await replace({ game: 'g', old: 'Alice', name: 'Zoe', email: 'zoe@example.net' }, ctx);
  const before = logText(ctx, 'g');
  const e = await refusal(() => replace({ game: 'g', old: 'Bob', name: 'alice', email: 'alice2@example.net' }, ctx));
  assert.instance(e, UsageError);
  assert.match(e.message, /Alice held seat 1 in this game: a player who left a seat knows its secrets and cannot take over another one/);
  assert.is(logText(ctx, 'g'), before);
});

test('given Alice left seat 1, when she comes back to seat 1, then she takes it over again', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await replace({ game: 'g', old: 'Alice', name: 'Zoe', email: 'zoe@example.net' }, ctx);
  const r = await replace({ game: 'g', old: 'Zoe', name: 'Alice', email: 'alice@example.org' }, ctx);
  assert.equal([r.seat, r.previous, r.name], [1, 'Zoe', 'Alice']);
});

test('given a Russian game, the refusal is in Russian', () => {
  const dir = clockedContext().cwd;
  const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
  const run = (...args: string[]) => runCli(args, { cwd: dir, env: { CHANCERY_HOME: dir } });
  assert.is(run('new', 'g', '--lang', 'ru', '--players', ...names).code, 0);
  assert.is(run('replace', 'g', 'Анна', 'Ольга').code, 0);
  const r = run('replace', 'g', 'Борис', 'Анна');
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /Анна/);
  assert.equal(latinWords(r.stderr, { game: 'g', dir, names: [...names, 'Ольга'] }), [], r.stderr);
});

test.run();
