// RULES §2.7: when the President refuses the veto, the Chancellor must enact one of the two
// policies. A moderator who forwards by hand (no mail) learns from the command's PRIVATE note what
// to send; after the refusal the note was missing, though the Chancellor has to be asked again (the
// mail route sends the hand again). The note names the Chancellor, says the veto was refused and
// gives the two cards: only the Chancellor may see them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function refused(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-veto-refused-private-');
  const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--players', ...players, '--lang', lang, '--option', 'startingFascistPolicies=5', '--seed', 'c7'.repeat(32)]);
  run(['nominate', 'g', '2']);
  run(['vote', 'g', ...players.map((_, i) => `${i + 1}=ja`)]);
  const discard = run(['discard', 'g', '1']);
  // The discard's note gives the Chancellor's two cards, as the refusal's must again.
  assert.match(discard, lang === 'ru' ? /Канцлер Борис получает: \S+, \S+/ : /Chancellor Bob receives: \w+, \w+/);
  run(['veto', 'g', 'request']);
  return run(['veto', 'g', 'refuse']);
}

test('given the President refused the veto (en), the command prints a PRIVATE note for the Chancellor with the two cards to enact from', () => {
  const out = refused('en');
  assert.match(out, /PRIVATE: for Bob \(seat 2\) only/);
  assert.match(out, /Chancellor Bob: the veto was refused; enact one of: \w+, \w+/);
});

test('given the same in a Russian game, the note is in Russian', () => {
  const out = refused('ru');
  assert.match(out, /Борис/);
  assert.match(out, /Канцлер Борис: в вето отказано; примите одну из карт: \S+, \S+/);
});

test.run();
