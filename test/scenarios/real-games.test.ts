// Every shared secrethitler.io game, through `chancery import` and back through readLog + replayLog:
// the recorded winner and reason, and the board after every government, recomputed here from the
// record alone (not from the engine).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch, SHARED } from '../support/cli.js';
import { readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import { auditFile } from '../../src/log/audit.js';
import type { State } from '../../src/engine/index.js';

const FILE = join(SHARED, 'real-games', 'secrethitler-io-games.jsonl');

interface SiteGovernment { deck: string[]; votes: (boolean | null)[]; enacted?: 'liberal' | 'fascist'; veto?: { requested: boolean; accepted: boolean } }
interface SiteGame { id: string; governments: SiteGovernment[]; winner: string; reason: string; note?: string }

/** Games the engine must refuse because the record contradicts RULES.md, with the reason. */
const EXCLUDED: Record<string, string> = {
  // README note: after an accepted veto pushed the tracker to 3 with fewer than 3 cards left, the site
  // enacted the top card of the old pile; RULES §2.9 reshuffles at the end of the session, before chaos.
  RoomyMixedEnormousIbexRemake5: 'the site enacted chaos before the reshuffle RULES §2.9 requires after an accepted veto',
};

const records: SiteGame[] = readFileSync(FILE, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

interface Board { liberal: number; fascist: number; tracker: number }

/** The board after each government, from the record's votes, vetoes and `enacted` fields only. */
function expectedBoards(game: SiteGame): Board[] {
  const board: Board = { liberal: 0, fascist: 0, tracker: 0 };
  return game.governments.map((g) => {
    const living = g.votes.filter((v) => v !== null).length;
    const ja = g.votes.filter((v) => v === true).length;
    const failed = ja * 2 <= living;
    if (g.enacted) {
      board[g.enacted] += 1;
      board.tracker = 0;
    } else if (failed || g.veto?.accepted) {
      board.tracker += 1;
    }
    return { ...board };
  });
}

function boardOf(state: State): Board {
  return { liberal: state.liberalPolicies, fascist: state.fascistPolicies, tracker: state.electionTracker };
}

const dir = scratch('chancery-real-games-');
const imported = runCli(['import', 'secrethitler-io', FILE, join(dir, 'games'), '--skip-bad', '--json'], { cwd: dir });

test('given the shared records, import writes every game but the excluded ones and names those', () => {
  assert.is(imported.code, 0, imported.stderr);
  const result = JSON.parse(imported.stdout) as { written: number; skipped: { gameId: string; message: string }[] };
  assert.is(records.length, 454);
  assert.is(result.written, records.length - Object.keys(EXCLUDED).length);
  assert.equal(result.skipped.map((s) => s.gameId).sort(), Object.keys(EXCLUDED).sort());
  assert.match(result.skipped[0].message, /RULES §2\.9 Reshuffle/);
  assert.is(readdirSync(join(dir, 'games')).length, result.written);
});

test('without --skip-bad a refused record makes import fail and write nothing', () => {
  const cwd = scratch();
  const r = runCli(['import', 'secrethitler-io', FILE, 'out'], { cwd });
  assert.is(r.code, 1);
  // The record's governments[17] (its field path counts from 0): the 18th government, as a person counts.
  assert.match(r.stderr, /game RoomyMixedEnormousIbexRemake5, government 18: chaos-enacted/);
  assert.throws(() => readdirSync(join(cwd, 'out')));
});

const REASON: Record<string, string> = {
  five_liberal: 'five-liberal', six_fascist: 'six-fascist', hitler_elected: 'hitler-elected', hitler_executed: 'hitler-executed',
};

/** Games whose last reshuffle came too late for any government to record its order (see the importer). */
const unrecordedReshuffle: string[] = [];

test('when each imported log is audited and replayed, it is clean and reaches the recorded winner and reason, with the recorded board after every government', () => {
  let passed = 0;
  for (const game of records) {
    if (EXCLUDED[game.id]) continue;
    const path = join(dir, 'games', `${game.id}.yaml`);
    const audit = auditFile(path);
    assert.ok(audit.ok, `${game.id}: ${audit.problem?.message}`);
    assert.equal(audit.winner, { winner: game.winner, reason: REASON[game.reason] }, game.id);
    const log = readLog(path);
    assert.is(log.header.source, `secrethitler.io/${game.id}`);
    const replayed = replayLog(log, { keepStates: true });
    const { state, effective, states } = replayed;
    assert.equal(state.phase, { name: 'over', winner: game.winner, reason: REASON[game.reason] }, game.id);

    // The state just before each nomination but the first is the board after the government before it.
    const after: Board[] = [];
    effective.forEach((r, k) => {
      if (r.type === 'chancellor-nominated' && effective.slice(0, k).some((e) => e.type === 'chancellor-nominated'))
        after.push(boardOf(states!.get(effective[k - 1].seq)!));
    });
    after.push(boardOf(state));
    assert.equal(after, expectedBoards(game), game.id);
    const shuffles = effective.filter((r) => r.type === 'deck-shuffled') as { deck: string[] }[];
    const lastDeck = shuffles[shuffles.length - 1].deck.join();
    if (!game.governments.some((g) => g.deck.join() === lastDeck)) unrecordedReshuffle.push(game.id);
    passed++;
  }
  assert.is(passed, records.length - Object.keys(EXCLUDED).length);
});

test('chancery audit finds the logs with an unrecorded last reshuffle clean, with the recorded winner', () => {
  assert.ok(unrecordedReshuffle.length > 0);
  for (const id of unrecordedReshuffle) {
    const r = runCli(['audit', join(dir, 'games', `${id}.yaml`), '--json'], { cwd: dir });
    assert.is(r.code, 0, r.stdout + r.stderr);
    const audit = JSON.parse(r.stdout) as { ok: boolean; winner: { winner: string; reason: string } };
    const game = records.find((g) => g.id === id)!;
    assert.equal([audit.ok, audit.winner], [true, { winner: game.winner, reason: REASON[game.reason] }], id);
  }
});

test.run();
