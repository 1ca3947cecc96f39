// The rules a forged or broken log can break (a draw, a peek, chaos, the deal, a reshuffle, an
// investigation's result, the end of the game) are reported by audit and verify in the game's
// theme: a Secret Russian log's bad draw is the Premier's draw of decrees, never the President's
// policies, and no Liberal, Fascist or Hitler appears in a Secret Russian or Service Rat game.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { apply, rulesetOptions, type GameEvent, type RuleError } from '../../src/engine/index.js';
import { ruleWording } from '../../src/render/rule-errors.js';
import { cards, discard, elect, enact, given, govern, investigate, NAMES, peek } from '../engine/support.js';
import { finishedLogAt } from '../support/finished-log.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import { serializeLog } from '../../src/log/file.js';
import type { LogRecord } from '../../src/log/records.js';
import { runCli, scratch } from '../support/cli.js';

function refused(state: Parameters<typeof apply>[0], event: GameEvent, code: string): RuleError {
  const r = apply(state, event);
  assert.not.ok(r.ok, `${event.type} is refused`);
  const error = (r as { ok: false; error: RuleError }).error;
  assert.is(error.code, code, error.message);
  return error;
}

/** One refusal of each rule that only a log breaks. */
function logOnlyRefusals(): RuleError[] {
  const created = apply(null, { type: 'game-created', gameId: 'g', players: NAMES.slice(0, 5), ruleset: 'secret-hitler', options: rulesetOptions('secret-hitler', 5), firstPresident: 0, commitment: null } as GameEvent);
  const errors: RuleError[] = [];
  if (created.ok) {
    errors.push(refused(created.state, { type: 'roles-dealt', roles: ['liberal', 'liberal', 'liberal', 'liberal', 'liberal'] }, 'bad-deal'));
    const dealt = apply(created.state, { type: 'roles-dealt', roles: ['hitler', 'fascist', 'liberal', 'liberal', 'liberal'] });
    if (dealt.ok) errors.push(refused(dealt.state, { type: 'deck-shuffled', deck: cards('LLLLLL') }, 'bad-deck'));
  }
  // A draw of the wrong cards: the deck is all Liberal first.
  const drawing = given().when(...[{ type: 'chancellor-nominated', president: 0, chancellor: 2 } as GameEvent]);
  for (const seat of [0, 1, 2, 3, 4]) drawing.step({ type: 'vote-cast', seat, vote: 'ja' });
  drawing.step({ type: 'votes-tallied', ja: [0, 1, 2, 3, 4], nein: [], elected: true });
  errors.push(refused(drawing.state, { type: 'policies-drawn', cards: cards('FFF') }, 'bad-draw'));
  // Chaos with the wrong card.
  const chaos = given({ deck: 'FLLLLLL FFFFFFFFFF' });
  for (const candidate of [[0, 1], [1, 2], [2, 3]]) {
    chaos.step({ type: 'chancellor-nominated', president: candidate[0], chancellor: candidate[1] });
    for (const seat of [0, 1, 2, 3, 4]) chaos.step({ type: 'vote-cast', seat, vote: 'nein' });
    chaos.step({ type: 'votes-tallied', ja: [], nein: [0, 1, 2, 3, 4], elected: false });
  }
  errors.push(refused(chaos.state, { type: 'chaos-enacted', policy: 'liberal' }, 'bad-chaos'));
  // A peek of the wrong cards.
  const peeking = given({ ruleset: 'custom', options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  errors.push(refused(peeking.state, peek(0, 'LLF'), 'bad-draw'));
  // An investigation recorded with the wrong party (seat 3 is a Liberal).
  const investigating = given({ roles: 'HFFLLLL', ruleset: 'custom', options: { startingFascistPolicies: 1 }, deck: 'FFFFFFFFFF LLLLLL' }).when(govern(2, 'fascist'));
  errors.push(refused(investigating.state, investigate(0, 3, 'fascist'), 'wrong-result'));
  // The end of a game the Fascists won, recorded as a Liberal win.
  const won = given({ ruleset: 'custom', options: { startingFascistPolicies: 5 }, deck: 'FFFFFF LLLLLL' }).when(elect(2)).step(discard('fascist')).step(enact('fascist'));
  errors.push(refused(won.state, { type: 'game-ended', winner: 'liberal', reason: 'five-liberal' }, 'no-win'));
  return errors;
}

const SECRET_HITLER_WORDS = /Liberal|Fascist|Hitler|President|Chancellor|polic(y|ies)/i;

test('given a log that breaks a rule only a log can break, the English Secret Russian and Service Rat wordings have none of Secret Hitler\'s words', () => {
  const errors = logOnlyRefusals();
  assert.is(errors.length, 7);
  for (const theme of ['secret-russian', 'service-rat'] as const) {
    for (const error of errors) {
      const worded = ruleWording(error, 'en', [], theme);
      assert.not.match(worded, SECRET_HITLER_WORDS, `${error.code} in ${theme}: ${worded}`);
    }
  }
});

test('given a Secret Russian log whose draw was changed, the wording names the Premier\'s draw of decrees and the cards in the theme\'s words', () => {
  const draw = logOnlyRefusals().find((e) => e.code === 'bad-draw')!;
  const worded = ruleWording(draw, 'en', [], 'secret-russian');
  assert.match(worded, /Premier/);
  assert.match(worded, /decrees/);
  // The deck was all Loyalist on top; the log recorded three Subversive decrees.
  assert.match(worded, /Loyalist, Loyalist, Loyalist/);
  assert.match(worded, /Subversive, Subversive, Subversive/);
});

test('given a Russian Service Rat log that breaks such a rule, the wording has no Latin letter', () => {
  for (const error of logOnlyRefusals()) {
    const worded = ruleWording(error, 'ru', [], 'service-rat');
    assert.not.match(worded.replace(new RegExp(NAMES.join('|'), 'g'), ''), /[A-Za-z]/, `${error.code}: ${worded}`);
  }
});

test('given a Russian Service Rat log whose draw was changed, the wording names the cards drawn and those recorded, as English does', () => {
  const draw = logOnlyRefusals().find((e) => e.code === 'bad-draw')!;
  const worded = ruleWording(draw, 'ru', [], 'service-rat');
  // The deck was all Cat on top; the log recorded three Rat laws.
  assert.match(worded, /Кошачий, Кошачий, Кошачий/, worded);
  assert.match(worded, /Крысиный, Крысиный, Крысиный/, worded);
  assert.match(worded, /Мэр/, worded);
});

test('given a Russian Secret Russian log whose end names the wrong winner, the wording names who won and how, in the theme\'s words', () => {
  const end = logOnlyRefusals().find((e) => e.code === 'no-win')!;
  const worded = ruleWording(end, 'ru', [], 'secret-russian');
  assert.match(worded, /Подрывники/, worded);
  assert.match(worded, /Лоялисты/, worded);
  assert.match(worded, /подрывных указов/, worded);
});

/** An English Secret Russian game whose first draw of two kinds of card was swapped, every hash recomputed, as a forger would. */
function forgedSecretRussianLog(): { dir: string; path: string } {
  const dir = scratch();
  const { path, header, events } = finishedLogAt(join(dir, 'g.yaml'), { players: 7, seed: 'theme-audit', ruleset: 'secret-russian' });
  const h = { ...header, theme: 'secret-russian' as const, hash: '' };
  h.hash = headerHash(h as never);
  const i = events.findIndex((e) => e.type === 'policies-drawn' && new Set((e as { cards: string[] }).cards).size > 1);
  const d = events[i] as LogRecord & { cards: string[] };
  events[i] = { ...d, cards: d.cards.map((c) => (c === 'liberal' ? 'fascist' : 'liberal')) } as LogRecord;
  let previous = h.hash;
  const forged = events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  writeFileSync(path, serializeLog(h as never, forged));
  return { dir, path };
}

test('given an English Secret Russian log whose draw was changed and rehashed, audit names the rule in the theme\'s words', () => {
  const { dir, path } = forgedSecretRussianLog();
  const r = runCli(['audit', path], { cwd: dir });
  assert.is(r.code, 1);
  const said = r.stdout + r.stderr;
  assert.match(said, /Premier/, said);
  assert.not.match(said.replace(/policies-drawn/g, ''), SECRET_HITLER_WORDS, said);
});

test('given that log, a command that reads it (status, history) refuses it in the theme\'s words, as audit does', () => {
  const { dir, path } = forgedSecretRussianLog();
  for (const command of ['status', 'history']) {
    const r = runCli([command, path], { cwd: dir });
    assert.is(r.code, 1, r.stderr);
    assert.match(r.stderr, /the Premier draws the top three decrees/, r.stderr);
    assert.not.match(r.stderr.replace(/policies-drawn/g, ''), SECRET_HITLER_WORDS, r.stderr);
  }
});

test('given that log in a folder, list and stats name its broken rule in its theme\'s words, in the folder\'s language', () => {
  const { dir } = forgedSecretRussianLog();
  for (const command of ['list', 'stats']) {
    const r = runCli([command, dir], { cwd: dir });
    assert.match(r.stdout, /the Premier draws the top three decrees/, r.stdout);
    assert.not.match(r.stdout.replace(/policies-drawn/g, ''), SECRET_HITLER_WORDS, r.stdout);
  }
  // Listed in Russian: the broken log's rule is said in Russian, in its own theme.
  const r = runCli(['list', dir, '--lang', 'ru'], { cwd: dir });
  assert.match(r.stdout, /Премьер берёт три верхние карты колоды \((Подрывной|Лоялистский)/, r.stdout);
});

test.run();
