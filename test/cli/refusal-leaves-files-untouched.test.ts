// docs/architecture.md, "One write path": a refusal writes nothing, the file stays byte-identical.
// Given a game, when the binary is run with a decision the rules refuse (a self-nomination, a
// vote from an executed player, a vote out of turn), a wrong argument (a seat that does not
// exist, a ballot that is no ballot), or a claim the game's state refuses, then it exits non-zero
// and every file under games/ (the log's lock file included) keeps its bytes and its times.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runCli } from '../support/cli.js';
import { createGame, play, scratchContext, strategy } from './drive.js';
import type { Context } from '../../src/cli/context.js';

/** Every file and folder under games/: its bytes' SHA-256 and its modification and change times (ns). */
function everything(cwd: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const st = statSync(path, { bigint: true });
      out[path] = `${st.mtimeNs} ${st.ctimeNs} ${entry.isDirectory() ? 'folder' : createHash('sha256').update(readFileSync(path)).digest('hex')}`;
      if (entry.isDirectory()) walk(path);
    }
  };
  walk(join(cwd, 'games'));
  return out;
}

function refusedUntouched(ctx: Context, args: string[], code: number, says: RegExp) {
  const env = { CHANCERY_HOME: ctx.cwd };
  runCli(['status', 'g'], { cwd: ctx.cwd, env }); // its disposable copy made before, not by the refusal
  const before = everything(ctx.cwd);
  assert.ok(Object.keys(before).some((p) => p.endsWith('g.yaml.lock')), 'the game has a lock file');
  const run = runCli(args, { cwd: ctx.cwd, env });
  assert.is(run.code, code, `${args.join(' ')}: ${run.stderr}`);
  assert.match(run.stderr, says);
  assert.equal(everything(ctx.cwd), before, `${args.join(' ')}: nothing under games/ changed`);
}

test('refusals at a nomination leave every file of the game as it was, the lock file included', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g');
  refusedUntouched(ctx, ['nominate', 'g', '1'], 1, /cannot nominate themselves/);
  refusedUntouched(ctx, ['nominate', 'g', '9'], 2, /no seat 9/);
  refusedUntouched(ctx, ['vote', 'g', '2=ja'], 1, /cannot vote now/);
  refusedUntouched(ctx, ['claim', 'g', '1', 'FFL'], 1, /no government has been nominated/);
  refusedUntouched(ctx, ['nominate', 'g', '1', '--json'], 1, /cannot nominate themselves/);
});

test('a vote from an executed player, or one that is no ballot, leaves every file of the game as it was', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g');
  await play(ctx, 'g', strategy('fascist'), (view) => view.pending.kind === 'votes' && view.players.some((p) => !p.alive));
  const run = runCli(['status', 'g', '--json'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  const view = JSON.parse(run.stdout).view;
  const dead = view.players.findIndex((p: { alive: boolean }) => !p.alive) + 1;
  const alive = view.players.findIndex((p: { alive: boolean }) => p.alive) + 1;
  refusedUntouched(ctx, ['vote', 'g', `${dead}=ja`], 1, /dead|executed/);
  refusedUntouched(ctx, ['vote', 'g', `${alive}=perhaps`], 2, /not a vote/);
});

test.run();
