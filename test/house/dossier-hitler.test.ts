// A dossier is everything the seat knows, as the role card said it. From 7 players Hitler knows
// nobody, but knows that the Fascists know who Hitler is (RULES §1: "Fascists learn who the other
// fascists are and who Hitler is"): the role card says so ("they know who you are"), the dossier
// a newcomer to Hitler's seat got said only "You know no one else's role" (QA session 2).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

const SEED = '0000000000000000000000000000000000000000000000000000000000000001';
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** The decoded text of every message in the local outbox written to `address`. */
function mailTo(cwd: string, game: string, address: string): string[] {
  const dir = join(cwd, 'games', game, 'outbox');
  return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm').test(m))
    .map((m) => {
      const body = m.slice(m.indexOf('\n\n') + 2);
      return /quoted-printable/i.test(m)
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_x, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
        : body;
    });
}

for (const [lang, names, told] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace'], /they know who you are/],
  ['ru', ['Алиса', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна'], /они знают, кто вы/],
] as const) {
  test(`given a 7-player game (${lang}) whose Hitler is told by the role card that the Fascists know them, when a newcomer takes over that seat, then the dossier tells them so too`, () => {
    const cwd = scratch();
    assert.is(runCli(['new', 'g', '--players', ...names, '--lang', lang, '--seed', SEED], { cwd, env }).code, 0);
    // This seed deals Hitler to seat 2 (the role card says so).
    const card = mailTo(cwd, 'g', 'seat2@players.invalid');
    assert.is(card.length, 1);
    assert.match(card[0], told, 'the role card of seat 2 is Hitler\'s');
    const r = runCli(['replace', 'g', '2', lang === 'en' ? 'Zed' : 'Пётр'], { cwd, env });
    assert.is(r.code, 0, r.stderr);
    const dossier = mailTo(cwd, 'g', 'seat2.r1@players.invalid');
    assert.is(dossier.length, 1);
    assert.match(dossier[0], told);
  });
}

test.run();
