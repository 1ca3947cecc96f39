// The preview behind play's confirmation: a dry run of the decision shows the same thread post and
// the same private messages (reader and kind) as the write then produces, and writes nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { newGame } from '../../src/commands/new.js';
import { post } from '../../src/commands/post.js';
import { openGame } from '../../src/game/open.js';
import { nextStep, voteAction, type Action } from '../../src/interactive/actions.js';
import { preview } from '../../src/interactive/preview.js';
import type { Context } from '../../src/cli/context.js';
import { leagueContext, logPath, seed } from '../league/support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** Previews the action, runs it, and compares: the post, and who gets which message. */
async function previewThenWrite(ctx: Context, action: Action) {
  const path = logPath(ctx, 'friday');
  const game = openGame(path);
  const before = readFileSync(path, 'utf8');
  const dry = await preview(ctx, path, action);
  assert.is(readFileSync(path, 'utf8'), before, 'the preview writes nothing');
  const queuedBefore = game.log.events.length;
  await action.run(ctx);
  const after = openGame(path);
  const queued = after.log.events.slice(queuedBefore).filter((e) => e.type === 'message-queued') as { to: number; kind: string }[];
  assert.equal(dry.messages.map((m) => [m.to, m.kind]), queued.map((q) => [after.state.players[q.to], q.kind]));
  return { dry, written: await post({ game: 'friday' }, ctx) };
}

function pick(ctx: Context, label: RegExp): Action {
  const state = openGame(logPath(ctx, 'friday')).state;
  const step = nextStep(state, 'friday');
  assert.is(step.kind, 'pick');
  const action = step.kind === 'pick' ? step.question.choices.find((c) => label.test(c.label)) : undefined;
  assert.ok(action, `a choice matching ${label}`);
  return action!;
}

test('given a nomination, then the votes, then the discard, each preview shows the post and messages the write produces', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'friday', players: NAMES, seed: seed(4) }, ctx);

  const nomination = await previewThenWrite(ctx, pick(ctx, /^Nominate Carol$/));
  assert.is(nomination.dry.post?.kind, 'nomination');
  assert.is(nomination.dry.post?.text, nomination.written.text);
  assert.is(nomination.dry.messages.length, 5);

  // A vote before the last: no post yet, no messages.
  const state = openGame(logPath(ctx, 'friday')).state;
  const early = await previewThenWrite(ctx, voteAction('friday', state, [{ seat: 0, vote: 'ja' }]));
  assert.is(early.dry.post, null);
  assert.equal(early.dry.messages, []);

  // The last votes: the tally, the draw, and the President's hand by message.
  const rest = [1, 2, 3, 4].map((seat) => ({ seat, vote: 'ja' as const }));
  const tally = await previewThenWrite(ctx, voteAction('friday', openGame(logPath(ctx, 'friday')).state, rest));
  assert.is(tally.dry.post?.text, tally.written.text);
  assert.equal(tally.dry.messages.map((m) => [m.to, m.kind]), [['Alice', 'president-hand']]);

  // The discard is secret: the vote result stays the standing post; only Carol hears of it.
  const discard = await previewThenWrite(ctx, pick(ctx, /^Discard card 1/));
  assert.is(discard.dry.post, null);
  assert.equal(discard.dry.messages.map((m) => [m.to, m.kind]), [['Carol', 'chancellor-hand']]);

  const enacted = await previewThenWrite(ctx, pick(ctx, /^Enact card 1/));
  assert.is(enacted.dry.post?.kind, 'legislative');
  assert.is(enacted.dry.post?.text, enacted.written.text);
});

test('given the steps of a game, the choices offered are exactly the legal ones', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'friday', players: NAMES, seed: seed(4) }, ctx);
  const step = nextStep(openGame(logPath(ctx, 'friday')).state, 'friday');
  assert.equal(step.kind === 'pick' ? step.question.choices.map((c) => c.label) : [], ['Nominate Bob', 'Nominate Carol', 'Nominate Dmitri', 'Nominate Eve']);
  await pick(ctx, /^Nominate Carol$/).run(ctx);
  const votes = nextStep(openGame(logPath(ctx, 'friday')).state, 'friday');
  assert.equal(votes.kind === 'votes' ? votes.voters.map((v) => v.name) : [], NAMES);
  await voteAction('friday', openGame(logPath(ctx, 'friday')).state, NAMES.map((_, seat) => ({ seat, vote: 'ja' as const }))).run(ctx);
  const hand = openGame(logPath(ctx, 'friday')).state.phase;
  const discard = nextStep(openGame(logPath(ctx, 'friday')).state, 'friday');
  const cards = hand.name === 'legislative' && 'hand' in hand.step ? hand.step.hand : [];
  assert.equal(discard.kind === 'pick' ? discard.question.choices.map((c) => c.argv) : [], cards.map((_, i) => ['discard', 'friday', String(i + 1)]));
  // Next round (no power after the first policy at 5 players): Bob is the candidate, Carol, the
  // last Chancellor, is term-limited; Alice, the last President, is not (five players or fewer).
  await pick(ctx, /^Discard card 1/).run(ctx);
  await pick(ctx, /^Enact card 1/).run(ctx);
  const next = nextStep(openGame(logPath(ctx, 'friday')).state, 'friday');
  assert.match(next.kind === 'pick' ? next.question.message : '', /^Bob is the Presidential candidate/);
  assert.equal(next.kind === 'pick' ? next.question.choices.map((c) => c.label) : [], ['Nominate Alice', 'Nominate Dmitri', 'Nominate Eve']);
});

test('given a vote that ends the game (Hitler elected), the preview\'s game-over post names no end-of-log hash, since the write makes another; the written post names the log\'s', async () => {
  const ctx = leagueContext();
  let n = 0;
  let hitler = 0;
  for (; n < 20; n++) {
    await newGame({ id: 'friday', players: NAMES, seed: seed(40 + n), option: ['startingFascistPolicies=3'] }, ctx);
    hitler = openGame(logPath(ctx, 'friday')).state.roles!.indexOf('hitler');
    if (hitler !== 0) break;
    (await import('node:fs')).rmSync(logPath(ctx, 'friday'));
    (await import('node:fs')).rmSync(logPath(ctx, 'friday').replace(/\.yaml$/, ''), { recursive: true, force: true });
  }
  await previewThenWrite(ctx, pick(ctx, new RegExp(`^Nominate ${NAMES[hitler]}$`)));
  const all = NAMES.map((_, seat) => ({ seat, vote: 'ja' as const }));
  const { dry, written } = await previewThenWrite(ctx, voteAction('friday', openGame(logPath(ctx, 'friday')).state, all));
  assert.is(dry.post?.kind, 'game-over');
  const end = openGame(logPath(ctx, 'friday')).log.events.find((e) => e.type === 'game-ended')!;
  assert.ok(written.text.includes(end.hash), 'the written post names the log\'s end hash');
  // (The seed, revealed at the end, is the same in both.)
  assert.not.match(dry.post!.text, /End of the game/, 'the preview names no end-of-log hash');
  assert.match(written.text, /End of the game/);
});

test.run();
