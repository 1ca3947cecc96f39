// The house rule for a vote that has not come by its deadline (new --on-missing-vote ja|nein) is
// the players' to know before it is applied: the opening post's rules say it, and the nomination
// post says it beside the vote's deadline. A game that waits for every vote (wait) says nothing of
// it. The sentences are written here from the rule (docs/house-rules.md), not taken from a render.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const EN = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'];
const RU = ['Аня', 'Боря', 'Вася', 'Галя', 'Дима'];
const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00.000Z' };

function game(rule: string, lang: 'en' | 'ru' = 'en'): { opening: string; nomination: string } {
  const cwd = scratch('chancery-house-rule-post-');
  const created = runCli(['new', 'g', '--lang', lang, '--players', ...(lang === 'ru' ? RU : EN), '--seed', FIXED_SEED, '--deadline', '24h', '--on-missing-vote', rule], { cwd, env: NOW });
  assert.is(created.code, 0, created.stderr);
  const opening = runCli(['post', 'g', 'opening'], { cwd, env: NOW }).stdout;
  const nominated = runCli(['nominate', 'g', lang === 'ru' ? 'Боря' : 'Bob'], { cwd, env: NOW });
  assert.is(nominated.code, 0, nominated.stderr);
  return { opening, nomination: runCli(['post', 'g', 'nomination'], { cwd, env: NOW }).stdout };
}

test('given a game whose missing votes count as Nein, the opening post and the nomination post tell the players', () => {
  const { opening, nomination } = game('nein');
  assert.match(opening, /^- Deadlines: a vote that has not come by its deadline is cast by the house rule as Nein\.$/m);
  assert.match(nomination, /Deadline: Wednesday, 2 December 2026 at 10:00 \(UTC\) \([^)]* left\)\. A vote that has not come by then is cast by the house rule as \*\*Nein\*\*\.$/m);
});

test('given a game whose missing votes count as Ja, the posts say Ja', () => {
  const { opening, nomination } = game('ja');
  assert.match(opening, /cast by the house rule as Ja\.$/m);
  assert.match(nomination, /cast by the house rule as \*\*Ja\*\*\.$/m);
});

test('given a game that waits for every vote, the posts say nothing of a house rule', () => {
  const { opening, nomination } = game('wait');
  assert.not.match(opening, /house rule/);
  assert.not.match(nomination, /house rule/);
});

test('given a Russian game whose missing votes count as Nein, the posts say it in Russian', () => {
  const { opening, nomination } = game('nein', 'ru');
  assert.match(opening, /^- Сроки: голос, не поданный к сроку, по правилу игры засчитывается как Nein\.$/m);
  assert.match(nomination, /Голос, не поданный к сроку, по правилу игры засчитывается как \*\*Nein\*\*\.$/m);
});

test.run();
