// undo takes back the last decision with a `retracted` record; the audit trail keeps it, and
// re-doing the decision reproduces the same shuffle (the generator counts effective shuffles).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Role } from '../../src/engine/index.js';
import { readLog } from '../../src/log/file.js';
import { status } from '../../src/commands/status.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { undo } from '../../src/commands/undo.js';
import { audit } from '../../src/commands/audit.js';
import { verify } from '../../src/commands/verify.js';
import type { GameOutcome } from '../../src/game/outcome.js';
import type { Context } from '../../src/cli/context.js';
import { runCli, scratch, readGame } from '../support/cli.js';
import { Terminal } from '../support/pty.js';
import { NAMES, SEED, createGame, logPath, rolesOf, runAction, scratchContext, stepOnce, strategy, type Action } from './drive.js';

test('given a discard, when it is undone, the President holds the same three cards again and the log keeps both', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g');
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: NAMES.slice(0, 5).map((n) => `${n}=ja`) }, ctx);
  const hand = (await status({ game: 'g', as: 'Alice' }, ctx)).view;
  const done = await discard({ game: 'g', policy: '1' }, ctx);
  const discardSeq = done.appended.find((a) => a.type === 'president-discarded')!.seq;
  const undone = await undo({ game: 'g', yes: true }, ctx);
  assert.equal(undone.takenBack.map((t) => t.seq), [discardSeq]);
  assert.is(undone.pendingKind, 'president-discard');
  assert.equal((await status({ game: 'g', as: 'Alice' }, ctx)).view, hand);
  const log = readLog(logPath(ctx, 'g'));
  // The retraction, then the notice to the Chancellor whose two cards are withdrawn (and its sending).
  const last = log.events.filter((e) => e.type === 'retracted').pop()!;
  assert.equal((last as { seqs: number[] }).seqs, [discardSeq]);
  assert.equal(log.events.filter((e) => e.seq > last.seq).map((e) => e.type), ['message-queued', 'message-sent']);
  assert.equal(undone.notified.map((n) => n.seat), [done.view.governments[0].chancellor + 1]);
  assert.ok(log.events.some((e) => e.seq === discardSeq && e.type === 'president-discarded'), 'the taken-back event stays in the file');
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
});

test('given the last vote that tallied and drew, undo takes back that vote with the tally and the draw', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g');
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: NAMES.slice(0, 4).map((n) => `${n}=ja`) }, ctx);
  const last = await vote({ game: 'g', votes: ['Eve=nein'] }, ctx);
  const engineSeqs = last.appended.filter((a) => !a.type.startsWith('message')).map((a) => a.seq);
  const undone = await undo({ game: 'g', yes: true }, ctx);
  assert.equal(undone.takenBack.map((t) => t.seq), engineSeqs);
  assert.equal(undone.takenBack.map((t) => t.type), ['vote-cast', 'votes-tallied', 'policies-drawn']);
  assert.is(undone.pendingKind, 'votes');
  assert.match(undone.waitingFor, /votes from Eve/);
});

const deckAt = (ctx: Context, game: string, seq: number) => (readLog(logPath(ctx, game)).events[seq - 1] as unknown as { deck: string[] }).deck;

test('given a decision that caused a reshuffle, when it is undone and made again, the same shuffle order comes back', async () => {
  let game = '';
  const ctx = scratchContext();
  let reshuffled: { action: Action; deck: string[] } | null = null;
  // Random games until one reshuffles (most do; a quick Hitler election can end one first).
  for (let attempt = 0; !reshuffled && attempt < 10; attempt++) {
    await createGame(ctx, `g${attempt}`, NAMES.slice(0, 7));
    game = `g${attempt}`;
    const s = strategy('random', `reshuffle-${attempt}`);
    const roles: Role[] = await rolesOf(ctx, game, 7);
    while (!reshuffled) {
      const step = await stepOnce(ctx, game, s, roles);
      if (!step) break;
      const shuffle = (step.result as GameOutcome).appended.find((a) => a.type === 'deck-shuffled');
      if (shuffle) reshuffled = { action: step.action, deck: deckAt(ctx, game, shuffle.seq) };
    }
  }
  assert.ok(reshuffled);
  const undone = await undo({ game, yes: true }, ctx);
  assert.ok(undone.takenBack.some((t) => t.type === 'deck-shuffled'));
  const again = (await runAction(ctx, game, reshuffled!.action)) as GameOutcome;
  const seq = again.appended.find((a) => a.type === 'deck-shuffled')!.seq;
  assert.equal(deckAt(ctx, game, seq), reshuffled!.deck);
  assert.ok((await audit({ log: game }, ctx)).ok, 'the retracted shuffle and its redo both audit clean');
  assert.is((await verify({ log: game }, ctx)).verdict, 'ok');
});

test('given the real binary without a terminal, undo needs --yes, and with it prints what was taken back', () => {
  const cwd = scratch();
  runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED], { cwd });
  runCli(['nominate', 'g', 'Carol'], { cwd });
  const before = readGame(cwd, 'g');
  const refused = runCli(['undo', 'g'], { cwd });
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /^run: chancery undo g --yes$/m);
  assert.is(readGame(cwd, 'g'), before);
  const done = runCli(['undo', 'g', '--yes'], { cwd });
  assert.is(done.code, 0, done.stderr);
  assert.match(done.stdout, /Alice nominated Carol for Chancellor/);
  assert.match(done.stdout, /Next: the game waits for Alice to nominate a Chancellor/);
  assert.is(runCli(['audit', 'g'], { cwd }).code, 0);
});

test('given a terminal, undo asks first: "n" keeps the log as it was, "y" takes the decision back', async () => {
  const cwd = scratch();
  runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED], { cwd });
  runCli(['nominate', 'g', 'Dmitri'], { cwd });
  const before = readGame(cwd, 'g');
  const no = Terminal.chancery(['undo', 'g'], { cwd });
  await no.waitFor(/Take back #\d+ Alice nominated Dmitri for Chancellor\? \(y\/N\)/);
  no.type('n\r');
  assert.is(await no.exited, 2);
  assert.match(no.screen(), /nothing was taken back/);
  assert.is(readGame(cwd, 'g'), before);
  const yes = Terminal.chancery(['undo', 'g'], { cwd });
  await yes.waitFor(/\(y\/N\)/);
  yes.type('y\r');
  assert.is(await yes.exited, 0);
  assert.match(yes.screen(), /Taken back[\s\S]*Alice nominated Dmitri for Chancellor/);
  assert.match(readGame(cwd, 'g'), /type: retracted/);
});

test('given a Russian game at a terminal, undo asks in Russian with a choice (no English y/N): "Нет" keeps the log, "Да, отменить" takes the decision back', async () => {
  const cwd = scratch();
  runCli(['new', 'r', '--players', 'Аня', 'Борис', 'Вера', 'Глеб', 'Дина', '--lang', 'ru', '--seed', SEED], { cwd });
  runCli(['nominate', 'r', 'Борис'], { cwd });
  const before = readGame(cwd, 'r');
  const no = Terminal.chancery(['undo', 'r'], { cwd });
  const asked = await no.waitFor(/Отменить: [^\n]*\?[\s\S]*Нет[\s\S]*Да, отменить/);
  assert.not.match(asked, /\(y\/N\)|Yes|No\b/);
  no.type('\r'); // the first choice: Нет (the default is to keep)
  assert.is(await no.exited, 2);
  assert.match(no.screen(), /ничего не отменено/);
  assert.is(readGame(cwd, 'r'), before);
  const yes = Terminal.chancery(['undo', 'r'], { cwd });
  await yes.waitFor(/Да, отменить/);
  yes.type('\x1b[B\r');
  assert.is(await yes.exited, 0);
  assert.match(readGame(cwd, 'r'), /type: retracted/);
});

test('given a claim recorded after the last decision, undo takes back that decision and says the claim stays (undo takes back decisions, not records)', () => {
  const cwd = scratch();
  runCli(['new', 'g', '--players', ...NAMES.slice(0, 5), '--seed', SEED], { cwd });
  runCli(['nominate', 'g', 'Bob'], { cwd });
  runCli(['vote', 'g', ...NAMES.slice(0, 5).map((n) => `${n}=ja`)], { cwd });
  runCli(['discard', 'g', '1'], { cwd });
  runCli(['enact', 'g', '1'], { cwd });
  assert.is(runCli(['claim', 'g', 'Alice', 'FFL'], { cwd }).code, 0);
  const r = runCli(['undo', 'g', '--yes'], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Warning: what was recorded after it stays \(#\d+ Alice claims as President of government 1: FFL\): undo takes back the last decision, not a claim or a deadline\.$/m);
  assert.match(r.stdout, /Taken back[\s\S]*policy was enacted/);
  assert.match(readGame(cwd, 'g'), /type: claim-recorded/);
});

test.run();
