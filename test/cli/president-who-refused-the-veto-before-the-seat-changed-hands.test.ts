// RULES §2.7: the Chancellor may ask for a veto once five Fascist policies are down; if the
// President refuses, the Chancellor must enact one of the two policies. RULES §5: a seat may change
// hands meanwhile. When the President's seat changes hands after the refusal, before the Chancellor
// enacted, every place that names the President who refused names the one who refused: the
// Chancellor's hand sent again (to a newcomer in the Chancellor's seat), the veto post, and the
// refusal of a second veto request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';
import { newestOf, sentMail } from '../support/local-mail.js';
import { ENGLISH_PLAYERS, RUSSIAN_PLAYERS } from '../support/president-discard.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Game `g`, five Fascist policies down: seat 1 President, seat 2 Chancellor, who asked for a veto and was refused. */
function vetoRefused(lang: 'en' | 'ru'): { cwd: string; run: (args: string[]) => string } {
  const cwd = scratch('chancery-veto-refused-');
  const run = (args: string[]) => runOk(args, { cwd, env });
  const players = lang === 'ru' ? RUSSIAN_PLAYERS : ENGLISH_PLAYERS;
  run(['new', 'g', '--players', ...players, '--lang', lang, '--option', 'startingFascistPolicies=5', '--seed', 'c7'.repeat(32)]);
  run(['nominate', 'g', '2']);
  run(['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)]);
  run(['discard', 'g', '1']);
  run(['veto', 'g', 'request']);
  run(['veto', 'g', 'refuse']);
  return { cwd, run };
}

test('given Анна refused the veto and left her seat to Жанна, when Борис\'s seat passes to Фёдор, then the Chancellor\'s hand Фёдор gets names Анна as the President who refused', async () => {
  const { cwd, run } = vetoRefused('ru');
  run(['replace', 'g', 'Анна', 'Жанна']);
  run(['replace', 'g', 'Борис', 'Фёдор']);
  const hand = newestOf(cwd, 1, 'chancellor-hand')!;
  const { text } = await sentMail(cwd, hand);
  assert.match(text ?? '', /Здравствуйте, Фёдор!/);
  // Борис asked for the veto, not Фёдор, who took his seat after it (RULES §5).
  assert.match(text ?? '', /Президент Анна отказалась от вето, о котором просил ваш предшественник Борис/);
  assert.not.match(text ?? '', /Жанна/);
  assert.match(run(['post', 'g', 'veto']), /Президент \*\*Анна\*\* не согласилась на вето/);
});

test('given Ann refused the veto and left her seat to Zoe, then the veto post and the refusal of a second request name Ann', () => {
  const { cwd, run } = vetoRefused('en');
  run(['replace', 'g', 'Ann', 'Zoe']);
  assert.match(run(['post', 'g', 'veto']), /President \*\*Ann\*\* refuses the veto/);
  const again = runCli(['veto', 'g', 'request'], { cwd, env });
  assert.is.not(again.code, 0);
  assert.match(again.stderr, /Ann already refused a veto in this session/);
  assert.not.match(again.stderr, /Zoe/);
});

test.run();
