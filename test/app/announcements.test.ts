// Seed 001's thread announcements (the forum adaptation's workflow), each posted by the write that
// calls for it, whatever route made the decision, and the same in the play preview and `post`:
// the public veto ("I wish to veto this agenda", then "I agree to the veto" or a refusal), the
// reshuffle of the deck, and the votes a house rule cast at a deadline (marked in the result, and
// each such player told by email). Expected phrases are the seed's words or written here by hand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Context } from '../../src/cli/context.js';
import type { PublicView } from '../../src/engine/index.js';
import { veto } from '../../src/commands/veto.js';
import { post } from '../../src/commands/post.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { deadline } from '../../src/commands/deadline.js';
import { status } from '../../src/commands/status.js';
import { readLog } from '../../src/log/file.js';
import { preview } from '../../src/interactive/preview.js';
import type { DecisionResult } from '../../src/game/act.js';
import { createGame, logPath, play, rolesOf, scratchContext, stepOnce, strategy, NAMES } from '../cli/drive.js';
import { clockedContext, outbox, recordsOf, rosterGame } from '../house/support.js';

const vetoOpen = (v: PublicView) => v.pending.kind === 'legislative' && v.pending.step === 'chancellor-enact' && v.pending.vetoAllowed;

/** A 7-player game where the Fascists get their way, played up to the first veto the Chancellor may ask for. */
async function gameAtVeto(): Promise<{ ctx: Context; view: PublicView }> {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 7));
  await play(ctx, 'g', strategy('fascist', 'veto'), vetoOpen);
  const view = (await status({ game: 'g' }, ctx)).view;
  assert.ok(vetoOpen(view), 'the game reached a session with the veto unlocked');
  return { ctx, view };
}

const names = (v: PublicView) => {
  const p = v.pending as { president: number; chancellor: number };
  return { president: v.players[p.president].name, chancellor: v.players[p.chancellor].name };
};

test('given the veto unlocked, when the Chancellor asks for it, then the thread hears "I wish to veto this agenda" and whose answer it waits for (preview, write and post alike)', async () => {
  const { ctx, view } = await gameAtVeto();
  const { president, chancellor } = names(view);
  const dry = await preview(ctx, logPath(ctx, 'g'), { intents: [{ type: 'veto', step: 'request' }] });
  const r = (await veto({ game: 'g', action: 'request' }, ctx)) as DecisionResult;
  assert.ok(r.post, 'the request is posted');
  assert.is(r.post!.kind, 'veto');
  assert.ok(r.post!.text.includes(`Chancellor **${chancellor}**: “I wish to veto this agenda.”`), r.post!.text);
  // The President's answer is still to come: the post says what each answer does, never as if given.
  assert.ok(r.post!.text.includes(`President **${president}** now decides: agree to the veto (both policies are discarded and the Election Tracker advances) or refuse it (the Chancellor enacts one of the two).`), r.post!.text);
  assert.is(dry.post?.text, r.post!.text, 'the preview shows the post the write gives');
  assert.is((await post({ game: 'g' }, ctx)).text, r.post!.text, '`post` gives the same post');
  assert.is((await post({ game: 'g', kind: 'veto', format: 'bbcode' }, ctx)).text.includes(`[b]${chancellor}[/b]: “I wish to veto this agenda.”`), true);
});

test('given a veto asked for, when the President refuses, then the thread hears that the Chancellor must enact one of the two policies', async () => {
  const { ctx, view } = await gameAtVeto();
  const { president } = names(view);
  await veto({ game: 'g', action: 'request' }, ctx);
  const r = (await veto({ game: 'g', action: 'refuse' }, ctx)) as DecisionResult;
  assert.is(r.post?.kind, 'veto');
  assert.ok(r.post!.text.includes(`President **${president}** refuses the veto: the Chancellor must enact one of the two policies.`), r.post!.text);
  assert.is((await post({ game: 'g' }, ctx)).text, r.post!.text);
});

test('given a veto asked for, when the President agrees, then the thread hears "I agree to the veto", the Election Tracker moves by one, and what follows', async () => {
  const { ctx, view } = await gameAtVeto();
  const { president, chancellor } = names(view);
  await veto({ game: 'g', action: 'request' }, ctx);
  const r = (await veto({ game: 'g', action: 'agree' }, ctx)) as DecisionResult;
  const after = (await status({ game: 'g' }, ctx)).view;
  const text = r.post!.text;
  assert.ok(text.includes(`Chancellor **${chancellor}**: “I wish to veto this agenda.”`), text);
  assert.ok(text.includes(`President **${president}**: “I agree to the veto.” Both policies are discarded, nothing is enacted, and the Election Tracker advances by one.`), text);
  if (view.electionTracker < 2) {
    assert.is(after.electionTracker, view.electionTracker + 1);
    assert.ok(text.includes(`Election Tracker**: ${'●'.repeat(view.electionTracker + 1)}`), text);
    const next = (after.pending as { president: number }).president;
    assert.ok(text.includes(`The next candidate for President is **${after.players[next].name}**`), text);
  } else {
    assert.match(text, /Chaos: the top policy is enacted/);
  }
  assert.ok((await post({ game: 'g', kind: 'veto' }, ctx)).text.includes('“I agree to the veto.”'));
});

test('given a game played on, when a session leaves fewer than three cards, then that decision\'s post announces the reshuffle with the new deck\'s size, and `post reshuffle` repeats it', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 5));
  const roles = await rolesOf(ctx, 'g', 5);
  const s = strategy('random', 'reshuffle');
  let announced: string | null = null;
  for (let i = 0; i < 300 && !announced; i++) {
    const before = readLog(logPath(ctx, 'g')).events.length;
    const step = await stepOnce(ctx, 'g', s, roles);
    if (!step) break;
    const appended = readLog(logPath(ctx, 'g')).events.slice(before);
    const shuffled = appended.find((e) => e.type === 'deck-shuffled') as { deck: unknown[] } | undefined;
    const text = (step.result as DecisionResult).post?.text ?? '';
    if (!shuffled) {
      assert.not.match(text, /shuffled together/, 'no reshuffle, no announcement');
      continue;
    }
    // RULES §2.9 / seed 001: "fewer than three tiles remaining ... shuffled together with the discards".
    assert.ok(text.includes(`Fewer than three policies were left in the deck: they are shuffled together with the discards into a new deck of ${shuffled.deck.length} policies.`), text);
    assert.ok(text.includes(`Draw pile: ${shuffled.deck.length}, discards: 0`) || /Draw pile: \d+/.test(text), text);
    announced = text;
    const again = (await post({ game: 'g', kind: 'reshuffle' }, ctx)).text;
    assert.match(again, /The deck is reshuffled \(after government \d+\)/);
    assert.ok(again.includes(`into a new deck of ${shuffled.deck.length} policies`), again);
  }
  assert.ok(announced, 'a reshuffle happened and was announced');
});

test('given a reshuffle and more play after it, `post reshuffle` asked later is the one of the reshuffle\'s moment: the new deck whole on the board, not today\'s draw pile', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'g', NAMES.slice(0, 6));
  const roles = await rolesOf(ctx, 'g', 6);
  const s = strategy('random', 'reshuffle-r1');
  let then: string | null = null;
  let cards = 0;
  let after = 0;
  for (let i = 0; i < 300; i++) {
    const before = readLog(logPath(ctx, 'g')).events.length;
    const step = await stepOnce(ctx, 'g', s, roles);
    if (!step) break;
    const appended = readLog(logPath(ctx, 'g')).events.slice(before);
    const shuffled = appended.find((e) => e.type === 'deck-shuffled') as { deck: unknown[] } | undefined;
    if (shuffled && !then) {
      cards = shuffled.deck.length;
      then = (await post({ game: 'g', kind: 'reshuffle' }, ctx)).text;
    } else if (then && appended.some((e) => e.type === 'votes-tallied') && ++after === 2) break;
  }
  assert.ok(then, 'a reshuffle happened');
  assert.is(after, 2, 'two more votes were tallied after it');
  const later = (await post({ game: 'g', kind: 'reshuffle' }, ctx)).text;
  // RULES §2.9: the deck and the discards are shuffled together into the new deck, so at that
  // moment the draw pile is the new deck and the discard pile is empty.
  assert.ok(later.includes(`into a new deck of ${cards} policies`), later);
  assert.ok(later.includes(`Draw pile: ${cards}, discards: 0`), later);
  assert.is(later, then);
});

test('given the house rule "nein", when deadline --apply casts the missing votes, then the result post marks them and each of those players is told by email', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja'] }, ctx);
  ctx.at('2026-12-02T10:00:01Z');
  const r = await deadline({ game: 'g', apply: true }, ctx);
  const text = r.post!.text;
  assert.ok(text.includes('- **Alice**: Ja\n'), text);
  for (const name of ['Carol', 'Dmitri', 'Eve']) assert.ok(text.includes(`- **${name}**: Nein (house rule)`), text);
  assert.ok(text.includes('no vote came from Carol, Dmitri and Eve before the deadline; those votes were cast by the house rule.'), text);
  assert.is((await post({ game: 'g', kind: 'vote-result' }, ctx)).text, text, '`post` marks them too');
  assert.equal(recordsOf(ctx, 'g', 'default-applied')[0].seats, [2, 3, 4]);
  const mails = (await outbox(ctx, 'g')).filter((m) => /house rule/.test(m.subject));
  assert.equal(mails.map((m) => m.to).sort(), ['carol@example.org', 'dmitri@example.org', 'eve@example.org']);
  for (const m of mails) {
    assert.match(m.subject, /Your vote was cast by the house rule: Nein/);
    assert.ok(m.text.includes('passed without your vote. By the house rule your vote was cast for you: Nein.'), m.text);
    assert.ok(m.text.includes('President Alice and Chancellor Bob'), m.text);
  }
});

test('given a Russian game and the house rule "ja", when deadline --apply casts one vote, then the post marks it in Russian and the player is told in Russian', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'ja', lang: 'ru' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=nein'] }, ctx);
  ctx.at('2026-12-02T10:00:01Z');
  const r = await deadline({ game: 'g', apply: true }, ctx);
  const text = r.post!.text;
  assert.ok(text.includes('- **Eve**: Ja (по правилу)'), text);
  assert.ok(text.includes('«По правилу»: голос игрока «Eve» не пришёл к сроку и подан по правилу на случай молчания.'), text);
  // The moderator's record line names the vote and the player, in Russian (the log keeps the codes).
  assert.ok(r.decision!.appended.some((a) => a.text === 'сработало правило на случай молчания: за игрока «Eve» подан голос Ja'), r.decision!.appended.map((a) => a.text).join('\n'));
  // Her vote's own line says it was recorded, not that she voted (she did not).
  assert.ok(r.decision!.appended.some((a) => a.text === 'записан голос: Eve'), r.decision!.appended.map((a) => a.text).join('\n'));
  const mails = (await outbox(ctx, 'g')).filter((m) => /по правилу/.test(m.subject));
  assert.equal(mails.map((m) => m.to), ['eve@example.org']);
  assert.ok(mails[0].text.includes('По правилу на случай молчания голос подан за вас: Ja.'), mails[0].text);
  assert.not.ok(readFileSync(logPath(ctx, 'g'), 'utf8').includes('undefined'));
});

test.run();
