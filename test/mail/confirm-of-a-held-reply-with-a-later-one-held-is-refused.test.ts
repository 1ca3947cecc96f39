// Two replies to Carol's vote request come from an address that is not hers ("Ja", then "Nein"):
// both are held, and Carol is told of the later ("It says: Nein"). The moderator who confirms the
// earlier one would apply what is no longer her latest word, and her receipt ("Received: Ja")
// would contradict what she was told. `mail confirm` of a held reply refuses while a later reply to
// the same seat is held, naming it, in the game's language, and changes nothing; the later one
// can be confirmed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, runOk, scratch } from '../support/cli.js';
import { heldReply } from '../support/local-mail.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z', CHANCERY_HOME: '' };

function twoHeld(lang: 'en' | 'ru') {
  const cwd = scratch('chancery-two-held-');
  const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  runOk(['new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd, env: NOW });
  runOk(['nominate', 'g', '2'], { cwd, env: NOW });
  heldReply(cwd, { seat: 2, text: 'Ja', id: 'held-ja', from: 'Elsewhere <third.other@example.net>' });
  runOk(['sync', 'g'], { cwd, env: NOW });
  heldReply(cwd, { seat: 2, text: 'Nein', id: 'held-nein', from: 'Elsewhere <third.other@example.net>', date: 'Tue, 01 Dec 2026 10:05:00 +0000' });
  runOk(['sync', 'g'], { cwd, env: NOW });
  return cwd;
}

test('given two held replies for Carol, confirming the earlier is refused naming the later; the later is confirmed', () => {
  const cwd = twoHeld('en');
  const before = readGame(cwd, 'g');
  const refused = runCli(['mail', 'confirm', 'g', '<held-ja@example.net>'], { cwd, env: NOW });
  assert.is.not(refused.code, 0, refused.stdout);
  assert.match(refused.stderr, /<held-nein@example\.net>/);
  assert.match(refused.stderr, /later/);
  assert.is(readGame(cwd, 'g'), before, 'nothing written');
  assert.match(runOk(['mail', 'confirm', 'g', '<held-nein@example.net>'], { cwd, env: NOW }), /applied Carol: Nein/);
});

test('given a Russian game, the refusal is in Russian', () => {
  const cwd = twoHeld('ru');
  const refused = runCli(['mail', 'confirm', 'g', '<held-ja@example.net>'], { cwd, env: NOW });
  assert.is.not(refused.code, 0);
  assert.match(refused.stderr, /<held-nein@example\.net>/);
  assert.not.match(refused.stderr.replace(/<[^>]*>/g, '').replace(/chancery mail confirm g/g, ''), /[A-Za-z]{3,}/, refused.stderr);
});

test.run();
