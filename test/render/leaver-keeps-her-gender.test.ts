// A player's gender as the roster (or `replace --gender`) gives it stays hers after she leaves her
// seat: every line that names her as the holder she was agrees with her, not with the man who took
// the seat, nor with a guess from her name. Никита is a woman by the roster (the name reads as a
// man's), Robin by the roster too (a Latin name, no guess); each leaves her seat to Глеб, a man by
// `replace --gender male`, once her government is over. The genders are read from the log as the
// posts and the outbox read them (gendersOf). The forms below are written by hand from Russian grammar.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, publicView, type GameCreated, type GameEvent } from '../../src/engine/index.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import { renderPost } from '../../src/render/posts.js';
import { queuedRenderer } from '../../src/mail/outbox.js';
import { gendersOf, type AnyEvent, type LogHeader, type LogRecord, type PlayerEntry } from '../../src/log/records.js';
import type { QueuedRecord } from '../../src/mail/queue.js';
import { AT, headerOf } from '../support/log-fixtures.js';
import { momentsOf as randomMoments, plain, POWER_VERB, replayed } from '../support/random-moments.js';

const OTHERS = ['Анна', 'Вера', 'Дарья', 'Елена', 'Зоя', 'Ирина', 'Ксения'];

/** The game's log in Russian: `roster` seated, its events, then `after` (the replacement and its contact change). */
function logOf(events: GameEvent[], roster: PlayerEntry[], after: AnyEvent[]): { header: LogHeader; events: LogRecord[] } {
  const header = { ...headerOf({ players: roster, lang: 'ru' }), hash: 'h0' } as LogHeader;
  const records = [...(events.slice(1) as AnyEvent[]), ...after].map((e, i) => ({ seq: i + 1, at: AT, hash: `h${i + 1}`, ...e }) as LogRecord);
  return { header, events: records };
}

/** The roster: `woman` in `seat` with gender female, the others women whose names say so. */
const rosterWith = (seat: number, woman: string): PlayerEntry[] =>
  OTHERS.map((name, i) => (i === seat ? { name: woman, gender: 'female' as const } : { name }));

/** Her seat to Глеб, a man by `replace --gender male`, as `replace` writes it. */
const toGleb = (seat: number): AnyEvent[] => [{ type: 'player-replaced', seat, name: 'Глеб' }, { type: 'contact-changed', seat, gender: 'male' }];

/** Each event of random 7-player games picked by `which`, with the events up to it, and the game's events after it. */
const momentsOf = (which: (e: GameEvent) => boolean) => randomMoments('leaver-gender-', which);

/** `events` with the seated names of `roster`. */
const named = (events: GameEvent[], roster: PlayerEntry[]) => events.map((e) => (e.type === 'game-created' ? { ...e, players: roster.map((p) => p.name) } : e));

test('given Никита, a woman by the roster, who used the President\'s power and then left her seat to a man, the executive post says «Президент Никита проверила», now and as it was written', () => {
  let checked = 0;
  for (const { before, event } of momentsOf((e) => e.type in POWER_VERB)) {
    const seat = (event as { president: number }).president;
    const roster = rosterWith(seat, 'Никита');
    const events = named(before, roster);
    const then = replayed(events);
    const r = apply(then, { type: 'player-replaced', seat, name: 'Глеб' });
    if (!r.ok) continue; // the game is over
    checked++;
    const genders = gendersOf(logOf(events, roster, toGleb(seat)));
    const verb = POWER_VERB[event.type];
    for (const [when, state] of [['after she left', r.state], ['as written, read after she left', then]] as const) {
      const text = plain(renderPost('executive', { view: publicView(state), theme: 'secret-hitler', lang: 'ru', format: 'markdown', genders }));
      assert.ok(text.includes(`Президент Никита ${verb.female}`), `${event.type}, ${when}: «Президент Никита ${verb.female}» expected in:\n${text}`);
      assert.not.match(text, new RegExp(`Никита ${verb.male}(?!\\p{L})`, 'u'), `${event.type}, ${when}: a man's verb beside her name`);
    }
  }
  assert.ok(checked >= 4, `the random games use powers (${checked})`);
});

test('given Robin, a woman by the roster (a Latin name), who answered the veto and then left her seat to a man, the veto post gives her words', () => {
  let checked = 0;
  for (const { before, event, later } of momentsOf((e) => e.type === 'veto-answered')) {
    const { agree } = event as { agree: boolean } & GameEvent;
    const governments = publicView(replayed(before)).governments;
    const seat = governments[governments.length - 1].president;
    const roster = rosterWith(seat, 'Robin');
    // She leaves once her government is over: at once after an agreed veto, after the Chancellor's
    // policy after a refused one (a seat that changes hands during the session hands the government over).
    const end = agree ? 0 : later.findIndex((e) => e.type === 'policy-enacted') + 1;
    const events = named([...before, ...later.slice(0, end)], roster);
    const r = apply(replayed(events), { type: 'player-replaced', seat, name: 'Глеб' });
    if (!r.ok) continue;
    checked++;
    const genders = gendersOf(logOf(events, roster, toGleb(seat)));
    const text = plain(renderPost('veto', { view: publicView(r.state), theme: 'secret-hitler', lang: 'ru', format: 'markdown', genders }));
    const expected = agree ? 'Президент Robin: «Я согласна на вето»' : 'Президент Robin не согласилась на вето';
    assert.ok(text.includes(expected), `«${expected}» expected in:\n${text}`);
  }
  assert.ok(checked >= 1, 'the random games answer a veto');
});

test('given Никита, the first President, whose Chancellor\'s cards were mailed while she held the seat and sent after she left it to a man, the mail says «Президент Никита передала вам две карты»', () => {
  let checked = 0;
  for (let i = 1; i <= 10; i++) {
    const game = playRandomGame({ players: 7, seed: `leaver-gender-${i}` }).events;
    const first = (game[0] as GameCreated).firstPresident;
    const roster = rosterWith(first, 'Никита');
    const events = named(game, roster);
    // Government 1 elected: its Chancellor's cards are queued at the President's discard.
    const discard = events.findIndex((e) => e.type === 'president-discarded');
    const nomination = events.findIndex((e, k) => k > 0 && e.type === 'chancellor-nominated' && events.slice(0, k).some((x) => x.type === 'chancellor-nominated'));
    if (discard < 0 || nomination < discard) continue; // government 1 was not elected
    const atDiscard = replayed(events.slice(0, discard + 1));
    const chancellor = publicView(atDiscard).governments[0].chancellor;
    // She leaves once her government is over: at the next nomination.
    const held = events.slice(0, nomination);
    const log = logOf(held, roster, toGleb(first));
    const stateNow = replayed([...held, { type: 'player-replaced', seat: first, name: 'Глеб' }]);
    const m = { type: 'message-queued', messageId: '<m@x>', code: 'K7QX', to: chancellor, address: 'c@example.ru', kind: 'chancellor-hand', subject: '', at_seq: discard, seq: discard + 1, at: AT, hash: 'hq' } as QueuedRecord;
    const { text } = queuedRenderer(log, [], new Date(AT))(m, () => atDiscard, () => stateNow);
    assert.ok(text.includes('Президент Никита передала вам две карты'), `her verb expected in:\n${text}`);
    checked++;
  }
  assert.ok(checked >= 2, `the random games elect government 1 (${checked})`);
});

test.run();
