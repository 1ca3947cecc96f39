// A Russian verb agrees with the player its sentence names. A post about a past government names
// who held each seat then (RULES §5: a seat may change hands): when a woman used the President's
// power, or answered the veto, and then left her seat to a man, the executive and veto posts still
// name her, so their verbs must be hers ("Анна проверила", not "Анна проверил"), and the result of
// her investigation of a woman who then left her seat to a man still names that woman ("Вы проверили
// Веру. Её команда", in English too). The forms below are written by hand from Russian grammar.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, playerView, publicView, type GameEvent, type State } from '../../src/engine/index.js';
import { renderPost } from '../../src/render/posts.js';
import { renderMessage } from '../../src/render/messages.js';
import { momentsOf as randomMoments, plain, POWER_VERB, replayed } from '../support/random-moments.js';

/** Seven women, so whoever used a power or answered a veto is a woman. */
const WOMEN = ['Анна', 'Вера', 'Дарья', 'Елена', 'Зоя', 'Ирина', 'Ксения'];
const WOMEN_ACC: Record<string, string> = { Анна: 'Анну', Вера: 'Веру', Дарья: 'Дарью', Елена: 'Елену', Зоя: 'Зою', Ирина: 'Ирину', Ксения: 'Ксению' };
const MEN = ['Борис', 'Глеб'];

/** The game after `events` and then the seat passed to `name`; null when the rules refuse that (a game over). */
function replaced(events: GameEvent[], seat: number, name: string): State | null {
  const r = apply(replayed(events), { type: 'player-replaced', seat, name });
  return r.ok ? r.state : null;
}

/** Each event of random 7-player games picked by `which`, with the events up to it (names: the women). */
const momentsOf = (which: (e: GameEvent) => boolean) => randomMoments('agreement-', which, WOMEN);

test('given a woman who used the President\'s power and then left her seat to a man, the executive post names her with her verb', () => {
  const moments = momentsOf((e) => e.type in POWER_VERB);
  let checked = 0;
  for (const { before, event } of moments) {
    const president = (event as { president: number }).president;
    const state = replaced(before, president, MEN[0]);
    if (!state) continue;
    checked++;
    const text = plain(renderPost('executive', { view: publicView(state), theme: 'secret-hitler', lang: 'ru', format: 'markdown' }));
    const verb = POWER_VERB[event.type];
    const line = `${WOMEN[president]} ${verb.female}`;
    assert.ok(text.includes(line), `${event.type}: "${line}" expected in:\n${text}`);
    assert.not.match(text, new RegExp(`${WOMEN[president]} ${verb.male}(?!\\p{L})`, 'u'), `${event.type}: a man's verb beside her name`);
  }
  assert.ok(checked >= 4, `the random games use powers (${checked})`);
});

test('given a woman who answered the veto and then left her seat to a man, the veto post names her with her words', () => {
  const moments = momentsOf((e) => e.type === 'veto-answered');
  let checked = 0;
  for (const { before, event } of moments) {
    const { agree } = event as { agree: boolean } & GameEvent;
    const governments = publicView(replayed(before)).governments;
    const seat = governments[governments.length - 1].president;
    const state = replaced(before, seat, MEN[0]);
    if (!state) continue;
    checked++;
    const text = plain(renderPost('veto', { view: publicView(state), theme: 'secret-hitler', lang: 'ru', format: 'markdown' }));
    const expected = agree ? `${WOMEN[seat]}: «Я согласна на` : `${WOMEN[seat]} не согласилась на`;
    assert.ok(text.includes(expected), `"${expected}" expected in:\n${text}`);
    assert.not.match(text, /согласен|не согласился/);
  }
  assert.ok(checked >= 1, 'the random games answer a veto');
});

test('given a woman investigated who then left her seat to a man, the result mailed to the investigator names her, in her grammar', () => {
  const moments = momentsOf((e) => e.type === 'loyalty-investigated');
  let checked = 0;
  for (const { before, event } of moments) {
    const { president, target } = event as { president: number; target: number } & GameEvent;
    const state = replaced(before, target, MEN[1]);
    if (!state) continue;
    checked++;
    const { text } = renderMessage('investigation-result', { view: playerView(state, president), theme: 'secret-hitler', lang: 'ru', code: 'K7QX' });
    const woman = WOMEN[target];
    assert.ok(text.includes(`Вы проверили ${WOMEN_ACC[woman]}. Её команда:`), `her name and "Её" expected in:\n${text}`);
    assert.not.ok(text.includes('Глеб'), `the man who took the seat after is not the one investigated:\n${text}`);
    const english = renderMessage('investigation-result', { view: playerView(state, president), theme: 'secret-hitler', lang: 'en', code: 'K7QX' }).text;
    assert.ok(english.includes(`you investigated ${woman}.`), `the English result names her too:\n${english}`);
  }
  assert.ok(checked >= 1, 'the random games investigate');
});

test.run();
