// A game whose last decision arrives by email: the game-over post `sync` prints publishes the seed
// and the end-of-log hash, as `post game-over` and `enact` do (the opening post's commitment is
// worthless until the seed is published).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { pending } from '../../src/engine/index.js';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { execute } from '../../src/commands/execute.js';
import { specialElection } from '../../src/commands/special-election.js';
import { openGame } from '../../src/game/open.js';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const NOW = '2026-12-01T10:00:00Z';

test('given the last answer of a game arrives by email, the post sync prints has the seed and the end-of-log hash', async () => {
  let cwd = scratch();
  const env: NodeJS.ProcessEnv = { ...process.env, CHANCERY_NOW: NOW };
  delete env.CHANCERY_HOME;
  const ctxAt = (dir: string) => ({ now: () => new Date(NOW), env, cwd: dir, interactive: false });
  await newGame({ id: 'g', players: PLAYERS, seed: FIXED_SEED }, ctxAt(cwd));
  const path = () => join(cwd, 'games', 'g.yaml');
  let finalSync: ReturnType<typeof runCli> | null = null;
  for (let step = 0; step < 200 && !finalSync; step++) {
    const { state } = openGame(path());
    const p = pending(state);
    const ctx = ctxAt(cwd);
    const hitler = state.roles!.indexOf('hitler');
    const notHitler = (eligible: number[]) => String((eligible.find((s) => s !== hitler) ?? eligible[0]) + 1);
    if (p.kind === 'game-over') assert.unreachable(`the game ended by a command (${p.reason}), not by a reply`);
    if (p.kind === 'nomination') { await nominate({ game: 'g', chancellor: String(p.eligible[0] + 1) }, ctx); continue; }
    if (p.kind === 'power') {
      const target = notHitler(p.eligible);
      if (p.power === 'investigate') await investigate({ game: 'g', target }, ctx);
      else if (p.power === 'peek') await peek({ game: 'g' }, ctx);
      else if (p.power === 'special-election') await specialElection({ game: 'g', target }, ctx);
      else await execute({ game: 'g', target }, ctx);
      continue;
    }
    // Everything else is answered by mail: votes, the President's discard, the Chancellor's card.
    if (p.kind === 'votes') for (const seat of p.waitingFor) await reply({ game: 'g', player: String(seat + 1), text: 'ja' }, ctx);
    else if (p.kind === 'president-discard') await reply({ game: 'g', player: String(p.president + 1), text: '1' }, ctx);
    else if (p.kind === 'chancellor-enact') await reply({ game: 'g', player: String(p.chancellor + 1), text: '1' }, ctx);
    else if (p.kind === 'veto-answer') await reply({ game: 'g', player: String(p.president + 1), text: 'refuse' }, ctx);
    else assert.unreachable(`unexpected step ${p.kind}`);
    // Try the batch on a copy first: the one that ends the game is read by the real binary.
    const trial = scratch();
    cpSync(cwd, trial, { recursive: true });
    await sync({ game: 'g' }, ctxAt(trial));
    const ended = openGame(join(trial, 'games', 'g.yaml')).state.phase.name === 'over';
    if (ended) finalSync = runCli(['sync', 'g'], { cwd, env: { CHANCERY_NOW: NOW } });
    else cwd = trial;
  }
  assert.ok(finalSync, 'the game ended by a reply');
  assert.is(finalSync!.code, 0, finalSync!.stderr);
  const log = openGame(path()).log;
  const end = log.events.find((e) => e.type === 'game-ended')!;
  assert.match(finalSync!.stdout, /the game is over/);
  assert.match(finalSync!.stdout, `Seed:** ${FIXED_SEED}`);
  assert.match(finalSync!.stdout, `event ${end.seq}, hash \`${end.hash}\``);
});

test.run();
