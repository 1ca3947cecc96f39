// Players are named case-insensitively by name or by seat number, whatever their script:
// spaces, apostrophes and Cyrillic work in every command, through the binary as in-process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PlayerView } from '../../src/engine/index.js';
import { status } from '../../src/commands/status.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { history } from '../../src/commands/history.js';
import { runCli, scratch } from '../support/cli.js';
import { SEED, createGame, play, scratchContext, strategy } from './drive.js';

const TABLE = ['Фёдор', "O'Brien", 'Mary Jane', 'Zoë', 'Bob', 'Ёжик Туманов', 'Carol'];

test('given names with Cyrillic, apostrophes and spaces, nominate and vote accept them in any case or by seat', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', TABLE);
  const nominated = await nominate({ game: 'g', chancellor: 'MARY JANE' }, ctx);
  assert.equal(nominated.view.pending, { ...nominated.view.pending, kind: 'votes', president: 0, chancellor: 2 });
  await vote({ game: 'g', votes: ['фЁдОр=да', "o'brien=ja", '3=ja', 'zoë=nein', 'BOB=ja', 'ёжик туманов=нет', '7=ja'] }, ctx);
  const h = await history({ game: 'g' }, ctx);
  assert.equal(h.governments[0].ja, ['Фёдор', "O'Brien", 'Mary Jane', 'Bob', 'Carol']);
  assert.equal(h.governments[0].nein, ['Zoë', 'Ёжик Туманов']);
  assert.equal(h.matrix[0], ['ja', 'ja', 'ja', 'nein', 'ja', 'nein', 'ja']);
  const asFedor = (await status({ game: 'g', as: 'фёдор' }, ctx)).view as PlayerView;
  assert.is(asFedor.name, 'Фёдор');
  assert.is(asFedor.hand?.as, 'president');
});

test('given such a table, a whole game is played naming players by name and by seat at random, and every power takes these names', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', TABLE);
  const actions = await play(ctx, 'g', strategy('fascist', 'names', { bySeat: true }));
  const targets = actions.filter((a) => ['investigate', 'special-election', 'execute', 'nominate'].includes(a.command)).map((a) => a.args[0]);
  assert.ok(targets.some((t) => /^\d+$/.test(t)), 'some by seat');
  assert.ok(targets.some((t) => TABLE.includes(t)), 'some by name');
  assert.ok((await status({ game: 'g' }, ctx)).view.winner);
});

test('given the binary, Unicode names pass through arguments and come back in the output', () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'u', '--players', ...TABLE.slice(0, 5), '--seed', SEED], { cwd }).code, 0);
  const r = runCli(['nominate', 'u', "o'BRIEN"], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Фёдор nominated O'Brien for Chancellor/);
  const wrong = runCli(['nominate', 'u', 'Федор'], { cwd });
  assert.is(wrong.code, 2);
  assert.match(wrong.stderr, /no player is called "Федор": did you mean Фёдор\?/);
  const v = runCli(['vote', 'u', 'Mary Jane=ja', 'zoë=nein'], { cwd });
  assert.is(v.code, 0, v.stderr);
  assert.match(v.stdout, /Mary Jane voted/);
});

test.run();
