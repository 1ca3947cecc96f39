// Replacements and dossiers: the new player takes the seat mid-session and gets its open question;
// the leaver's address no longer answers; a dossier holds what playerView holds and nothing more.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { replace } from '../../src/commands/replace.js';
import { dossier } from '../../src/commands/dossier.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { status } from '../../src/commands/status.js';
import { audit } from '../../src/commands/audit.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import { playerView, type PlayerView } from '../../src/engine/index.js';
import { openGame } from '../../src/game/open.js';
import { UsageError } from '../../src/errors.js';
import { loadVocabulary, lookup } from '../../src/render/vocab.js';
import { strategy, play } from '../cli/drive.js';
import { runCli } from '../support/cli.js';
import { clockedContext, logPath, logText, mailFor, recordsOf, rosterGame, type Clocked } from './support.js';

const ROLE_WORD = { liberal: 'Liberal', fascist: 'Fascist', hitler: 'Hitler' } as const;
const word = (key: string) => lookup(loadVocabulary('secret-hitler', 'en'), key);

/** A 5-player game in the legislative session: elected, the President has discarded by email. */
async function chancellorHoldingTwo(ctx: Clocked) {
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Carol' }, ctx);
  await vote({ game: 'g', votes: ['1=ja', '2=ja', '3=ja', '4=ja', '5=ja'] }, ctx);
  await reply({ game: 'g', player: 'Alice', text: '1' }, ctx);
  await sync({ game: 'g' }, ctx);
  const view = (await status({ game: 'g', as: 'Carol' }, ctx)).view as PlayerView;
  assert.is(view.hand?.as, 'chancellor');
  return view.hand!.cards;
}

test('given the Chancellor holding two cards, when they are replaced, then the new player gets the dossier and the same two cards to choose from, at the new address', async () => {
  const ctx = clockedContext();
  const cards = await chancellorHoldingTwo(ctx);
  const r = await replace({ game: 'g', old: 'Carol', name: 'Zoe', email: 'Zoe@Example.net', timezone: 'Europe/Berlin' }, ctx);
  assert.equal([r.seat, r.previous, r.name, r.address, r.timezone], [3, 'Carol', 'Zoe', 'zoe@example.net', 'Europe/Berlin']);
  assert.equal(r.messages.map((m) => m.kind), ['dossier', 'chancellor-hand']);
  assert.is(r.delivery?.sent, 2);
  assert.match(r.post, /Carol has left the game\. \*\*Zoe\*\* takes over seat 3/);

  const replaced = recordsOf(ctx, 'g', 'player-replaced');
  assert.equal(replaced.map((e) => [e.seat, e.name]), [[2, 'Zoe']]);
  assert.equal(recordsOf(ctx, 'g', 'contact-changed').map((e) => [e.seat, e.email, e.timezone]), [[2, 'zoe@example.net', 'Europe/Berlin']]);
  const queued = recordsOf(ctx, 'g', 'message-queued').filter((m) => m.seq > replaced[0].seq);
  assert.equal(queued.map((m) => [m.kind, m.to, m.address, m.prompt ?? null]), [['dossier', 2, 'zoe@example.net', null], ['chancellor-hand', 2, 'zoe@example.net', 'chancellor-enact']]);

  const hand = await mailFor(ctx, 'g', queued[1].messageId);
  assert.is(hand.to, 'zoe@example.net');
  assert.match(hand.text, /Hello Zoe/);
  cards.forEach((card, i) => assert.match(hand.text, new RegExp(`${i + 1}\\. ${card === 'liberal' ? 'Liberal' : 'Fascist'}`)));
  const dossierMail = await mailFor(ctx, 'g', queued[0].messageId);
  assert.match(dossierMail.text, /you take over seat 3 in the game g from Carol\. Here is everything this seat knows\./);
  assert.match(dossierMail.text, /The game is waiting for you now/);
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
});

test('given a replaced Chancellor, when the leaver answers their old question from their old address, then sync refuses it; the new player\'s answer is applied', async () => {
  const ctx = clockedContext();
  await chancellorHoldingTwo(ctx);
  const oldQuestion = recordsOf(ctx, 'g', 'message-queued').find((m) => m.kind === 'chancellor-hand' && m.to === 2)!;
  await replace({ game: 'g', old: '3', name: 'Zoe', email: 'zoe@example.net' }, ctx);

  // Carol's mail client answers her question, correctly threaded, from carol@example.org.
  const raw = await composeRaw({ messageId: '<late-carol@example.org>', from: 'carol@example.org', to: 'moderator@chancery.invalid', subject: `Re: ${oldQuestion.subject}`, text: '1', inReplyTo: oldQuestion.messageId });
  deliverToMaildir(inboxDir(gameMailDir(logPath(ctx, 'g'))), raw);
  const refused = await sync({ game: 'g' }, ctx);
  const item = refused.passes[0].items[0];
  assert.is(item.outcome, 'refused');
  assert.match(item.detail!, /carol@example.org no longer answers for seat 3: Zoe has taken it over/);
  // The moderator's line names who wrote it (her old address), not the seat's new player: "refused Carol — …".
  assert.is(item.player, 'Carol');
  assert.equal(recordsOf(ctx, 'g', 'policy-enacted'), []);
  assert.is((await status({ game: 'g' }, ctx)).view.pending.kind, 'legislative');

  await reply({ game: 'g', player: 'Zoe', text: '2' }, ctx);
  const applied = await sync({ game: 'g' }, ctx);
  assert.is(applied.passes[0].items[0].outcome, 'applied');
  assert.is(applied.passes[0].items[0].player, 'Zoe');
  assert.is(recordsOf(ctx, 'g', 'policy-enacted').length, 1);
  assert.ok((await audit({ log: 'g' }, ctx)).ok);
});

test('given an open vote, when a player who has not voted is replaced without an address, then the new player gets their own address and the vote request, and the others\' requests stay open', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja'] }, ctx);
  const r = await replace({ game: 'g', old: 'Eve', name: 'Yuri' }, ctx);
  assert.equal(r.messages.map((m) => m.kind), ['dossier', 'vote-request']);
  assert.is(r.address, 'seat5.r1@players.invalid');
  assert.is(r.timezone, 'UTC');
  // Bob answers the request he had before the replacement: it still counts.
  await reply({ game: 'g', player: 'Bob', text: 'ja' }, ctx);
  await reply({ game: 'g', player: 'Yuri', text: 'nein' }, ctx);
  const s = await sync({ game: 'g' }, ctx);
  // Both replies land in the inbox in the same instant: the order they are read in is not promised.
  assert.equal(s.passes[0].items.map((i) => [i.player, i.outcome]).sort(), [['Bob', 'applied'], ['Yuri', 'applied']]);
  const votes = (await status({ game: 'g' }, ctx)).view.pending;
  assert.is(votes.kind, 'votes');
  if (votes.kind === 'votes') assert.equal(votes.voted, [0, 1, 4]);
});

test('given a replacement that breaks the rules of the command, it is refused with a reason and nothing is written', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 5);
  const before = logText(ctx, 'g');
  const cases: [Parameters<typeof replace>[0], RegExp][] = [
    [{ game: 'g', old: 'Carol', name: 'bob' }, /Bob already plays seat 2/],
    // The seat's own player, in any case: no replacement (nothing recorded, no dossier).
    [{ game: 'g', old: 'Carol', name: 'CAROL' }, /^Carol already holds seat 3: a replacement brings in another player$/],
    [{ game: 'g', old: 'Carol', name: 'Zoe', email: 'not-an-address' }, /--email: "not-an-address" is not an email address/],
    [{ game: 'g', old: 'Carol', name: 'Zoe', timezone: 'Mars/Olympus' }, /not a time zone/],
    [{ game: 'g', old: 'Nobody', name: 'Zoe' }, /Nobody/],
    [{ game: 'g', old: 'Carol', name: '  ' }, /give the name of the player/],
    // Another seat's address (in any case): replies are told apart by their sender.
    [{ game: 'g', old: 'Carol', name: 'Zoe', email: 'Dmitri@Example.org' }, /^dmitri@example\.org is Dmitri's address \(seat 4\): each seat needs an address of its own/],
  ];
  for (const [input, message] of cases) {
    try {
      await replace(input, ctx);
      assert.unreachable(JSON.stringify(input));
    } catch (e) {
      assert.instance(e, UsageError, 'each is a wrong argument (exit 2)');
      assert.match((e as Error).message, message);
    }
  }
  assert.is(logText(ctx, 'g'), before);
  const cli = runCli(['replace', 'g', 'Carol', 'Alice'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(cli.code, 2);
  assert.is(logText(ctx, 'g'), before);
});

test('given an executed player, replacing them is refused (RULES §2.10: nobody learns an executed player\'s role; the seat plays no more), in the game\'s language, and nothing is written or sent', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const ctx = clockedContext();
    await rosterGame(ctx, 'g', 5, { option: ['startingFascistPolicies=3'], ...(lang === 'ru' ? { lang } : {}) });
    const run = (...args: string[]) => runCli(args, { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    run('nominate', 'g', 'Bob');
    run('vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja');
    const hand = (JSON.parse(run('status', 'g', '--as', 'Alice', '--json').stdout).view.hand.cards) as string[];
    run('discard', 'g', hand.includes('liberal') ? 'liberal' : 'fascist');
    const passed = (JSON.parse(run('status', 'g', '--as', 'Bob', '--json').stdout).view.hand.cards) as string[];
    assert.ok(passed.includes('fascist'), 'the seed passes a Fascist policy: the fourth, an execution at five players');
    run('enact', 'g', 'fascist');
    // Not Hitler (the game would end), not the President executing.
    const state = openGame(logPath(ctx, 'g')).state;
    const target = state.players.find((_, seat) => seat !== 0 && state.roles![seat] !== 'hitler')!;
    assert.is(run('execute', 'g', target).code, 0);
    const before = logText(ctx, 'g');
    const outbox = recordsOf(ctx, 'g', 'message-queued').length;
    const r = run('replace', 'g', target, 'Zoe');
    assert.is(r.code, 1, `refused by the game as it stands: ${r.stdout}`);
    assert.match(r.stderr, lang === 'en'
      ? new RegExp(`${target} was executed: the seat plays no more, so there is nothing to take over \\(and nobody learns an executed player's role, RULES §2\\.10\\)`)
      : new RegExp(`игрок ${target} казнён и больше не играет: занимать нечего \\(а роль казнённого никто не узнаёт, правила, §2\\.10\\)`));
    assert.is(logText(ctx, 'g'), before);
    assert.is(recordsOf(ctx, 'g', 'message-queued').length, outbox);
  }
});

test('given a 10-player game after an investigation and a government, each seat\'s dossier holds exactly its playerView: role, teammates, cards handled, results', async () => {
  const ctx = clockedContext();
  await rosterGame(ctx, 'g', 10);
  await play(ctx, 'g', strategy('fascist', 'dossier'), (view) => view.governments.some((g) => g.target !== undefined));
  const state = openGame(logPath(ctx, 'g')).state;
  const names = state.players;
  let handledSeats = 0;
  for (let seat = 0; seat < 10; seat++) {
    const r = await dossier({ game: 'g', player: String(seat + 1) }, ctx);
    assert.is(r.messages[0].kind, 'dossier');
    const queued = recordsOf(ctx, 'g', 'message-queued').find((m) => m.code === r.messages[0].code)!;
    const text = (await mailFor(ctx, 'g', queued.messageId)).text;
    const view = playerView(state, seat);
    // Sent again to the seat's own player, not to someone taking it over.
    assert.match(text, new RegExp(`^here again is everything your seat \\(seat ${seat + 1}\\) knows in the game g\\.$`, 'm'));
    assert.not.match(text, /take over/);
    assert.match(text, new RegExp(`Your role: ${ROLE_WORD[view.role]}\\n`));
    // Teammates: exactly the ones the view knows; no other seat's role is named.
    const named = [...text.matchAll(/^ {2}- (.+) \(seat (\d+)\): (\w+)$/gm)].map((m) => [Number(m[2]) - 1, m[3]]);
    assert.equal(named, view.knownRoles.map((k) => [k.seat, ROLE_WORD[k.role]]));
    // Investigations: only the investigator's dossier has the result.
    const investigated = [...text.matchAll(/Investigations this seat made:\n((?: {2}- .+\n?)+)/g)].map((m) => m[1].trim());
    assert.equal(investigated, view.investigations.map((i) => `- ${names[i.target]}: ${word(`party.${i.party}`)}`));
    // Cards handled: only the seats that held them.
    const handled = [...text.matchAll(/^ {2}- government (\d+), as (President|Chancellor): (.+)$/gim)].map((m) => [Number(m[1]), m[2].toLowerCase(), m[3]]);
    assert.equal(handled, view.handled.map((h) => [h.government, h.as, h.cards.map((c) => word(`card.${c}`)).join(', ')]));
    if (handled.length) handledSeats++;
  }
  // The game got far enough to test something: an investigation made, cards held by some seats only.
  assert.is(state.investigations.length, 1);
  assert.ok(handledSeats >= 2 && handledSeats < 10, String(handledSeats));
});

test.run();
