// Golden examples: a few posts and messages of fixed simulated games, kept in test/render/golden/
// and read by a person as a moderator would. A change of wording fails here; `npm run golden:update`
// rewrites them, and the diff is reviewed before it is committed. The test run never writes them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicView, playerView, type State } from '../../src/engine/index.js';
import { renderPost, type PostKind, type PostFormat } from '../../src/render/posts.js';
import { renderMessage, type MessageKind } from '../../src/render/messages.js';
import { playRandomGame } from '../../src/sim/random-play.js';
import type { Lang, ThemeName } from '../../src/log/records.js';
import { ROOT } from '../support/cli.js';
import { matchGolden, UPDATING_GOLDEN } from '../support/golden.js';
import { oneOfEachWithdrawal, statesOf, takenBackIn } from './support.js';

const DIR = join(ROOT, 'test', 'render', 'golden');
const NAMES = ['Alice', '*Bob*', "O'Brien_", 'Дмитрий', 'Eve', '[b]Frank[/b]', 'Grace'];

/** The first state of the fixed 7-player game that matches, or the end. */
function at(pred: (s: State) => boolean): State {
  const states = statesOf(7, 'golden', NAMES);
  return states.find(pred) ?? states[states.length - 1];
}

const end = () => at(() => false);
const seedHex = playRandomGame({ players: 7, seed: 'golden' }).seedHex;

const POSTS: { file: string; kind: PostKind; theme: ThemeName; lang: Lang; format: PostFormat; state: () => State }[] = [
  { file: 'opening.en.md', kind: 'opening', theme: 'secret-hitler', lang: 'en', format: 'markdown', state: () => at((s) => s.phase.name === 'nomination') },
  { file: 'vote-result.en.md', kind: 'vote-result', theme: 'secret-hitler', lang: 'en', format: 'markdown', state: () => at((s) => s.governments.length === 3 && s.phase.name === 'legislative') },
  { file: 'executive.en.bbcode', kind: 'executive', theme: 'secret-russian', lang: 'en', format: 'bbcode', state: () => at((s) => s.governments.some((g) => g.power === 'investigate') && s.phase.name === 'nomination') },
  { file: 'game-over.en.bbcode', kind: 'game-over', theme: 'secret-hitler', lang: 'en', format: 'bbcode', state: end },
  { file: 'nomination.ru.md', kind: 'nomination', theme: 'service-rat', lang: 'ru', format: 'markdown', state: () => at((s) => s.fascistPolicies >= 3 && s.phase.name === 'election') },
  { file: 'legislative.ru.md', kind: 'legislative', theme: 'secret-hitler', lang: 'ru', format: 'markdown', state: () => at((s) => s.governments.length === 4 && s.phase.name !== 'legislative' && s.phase.name !== 'election') },
  { file: 'game-over.ru.md', kind: 'game-over', theme: 'secret-russian', lang: 'ru', format: 'markdown', state: end },
];

const MESSAGES: { file: string; kind: MessageKind; theme: ThemeName; lang: Lang; state: () => State; seat: (s: State) => number }[] = [
  { file: 'role-card.fascist.en.txt', kind: 'role-card', theme: 'secret-hitler', lang: 'en', state: () => at((s) => s.phase.name === 'nomination'), seat: (s) => s.roles!.indexOf('fascist') },
  { file: 'president-hand.ru.txt', kind: 'president-hand', theme: 'secret-hitler', lang: 'ru', state: () => at((s) => s.phase.name === 'legislative' && s.phase.step.name === 'president-discard'), seat: (s) => (s.phase as { president: number }).president },
];

function check(file: string, actual: string) {
  matchGolden(join(DIR, file), actual);
}

for (const p of POSTS)
  test(`given the fixed game, the ${p.kind} post (${p.theme}, ${p.lang}, ${p.format}) reads as reviewed`, () => {
    const view = publicView(p.state());
    check(p.file, renderPost(p.kind, { view, theme: p.theme, lang: p.lang, format: p.format, extra: view.winner ? { seed: seedHex, logName: 'golden.public.yaml' } : { logName: 'golden.public.yaml' } }));
  });

// Each kind of decision taken back (undo), from this game, a seeded one with both answers to a veto,
// and this game's seed at five players (a policy peek).
const WITHDRAWALS: { file: string; theme: ThemeName; format: PostFormat }[] = [
  { file: 'withdrawals.en.md', theme: 'secret-hitler', format: 'markdown' },
  { file: 'withdrawals.en.bbcode', theme: 'service-rat', format: 'bbcode' },
];
for (const w of WITHDRAWALS)
  test(`given each kind of decision taken back, the withdrawal post (${w.theme}, ${w.format}) reads as reviewed`, () => {
    const taken = oneOfEachWithdrawal([...takenBackIn(7, 'golden', NAMES), ...takenBackIn(7, 'veto51', NAMES), ...takenBackIn(5, 'golden', NAMES)]);
    const posts = taken.map(({ before, withdrawal }) => renderPost('withdrawal', { view: publicView(before), theme: w.theme, lang: 'en', format: w.format, extra: { withdrawal: withdrawal! } }));
    check(w.file, posts.join('\n---\n\n'));
  });

for (const m of MESSAGES)
  test(`given the fixed game, the ${m.kind} message (${m.lang}) reads as reviewed`, () => {
    const state = m.state();
    const { subject, text } = renderMessage(m.kind, { view: playerView(state, m.seat(state)), theme: m.theme, lang: m.lang, code: 'K7QX', deadline: { iso: '2026-12-04T18:00:00Z', timeZone: 'Europe/Moscow' } });
    check(m.file, `Subject: ${subject}\n\n${text}`);
  });

/** The message of the assertion `run` fails with (uvu's assert.throws re-throws assertion errors). */
function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'did not fail';
}

if (!UPDATING_GOLDEN) {
  test('given no golden file for an output, the test fails naming the update command and writes nothing', () => {
    const missing = join(DIR, 'no-such-post.en.md');
    assert.match(failureOf(() => matchGolden(missing, 'text')), /golden file test\/render\/golden\/no-such-post\.en\.md is missing: run `npm run golden:update`/);
    assert.not.ok(existsSync(missing));
  });

  test('given a golden file, a different output fails', () => {
    assert.match(failureOf(() => matchGolden(join(DIR, 'opening.en.md'), 'a changed opening post\n')), /opening\.en\.md differs from its reviewed text/);
  });
}

test.run();
