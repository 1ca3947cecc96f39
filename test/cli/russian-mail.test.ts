// The mail and house commands of a Russian game speak Russian too: what `reply` left in the inbox,
// what `sync` read and sent, a vote the moderator entered over one that came by mail, and a
// replacement. Given a Russian game on the local mailbox, when the moderator runs them, then no
// printed line has a Latin word but the names, Ja/Nein and the `chancery …` command to run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const NAMES = ['Анна', 'Игорь', 'Вера', 'Дмитрий', 'Мария'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

/** Latin words left once the command lines, message codes, addresses, time zones and Ja/Nein are taken out. */
function latinWords(text: string): string[] {
  const rest = text
    .replace(/chancery (?:sync|vote|mail confirm|send) .*?(?=$|\n|\))/g, ' ')
    .replace(/\[[A-Z0-9]{4,8}\]/g, ' ')
    .replace(/<[^>\s]+@[^>\s]+>/g, ' ')
    // A time zone's id (Europe/Moscow), as the moderator typed it.
    .replace(/\b[A-Z][a-z]+\/[A-Za-z_]+\b/g, ' ')
    .replace(/\b(?:Ja|Nein|ja|nein|Re|UTC)\b/g, ' ');
  return [...rest.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]);
}

test('given a Russian game, reply, sync, vote over a mailed vote and replace print no English', () => {
  const cwd = scratch();
  const run = (args: string[]) => runOk(args, { cwd, env });
  run(['new', 'g', '--lang', 'ru', '--players', ...NAMES]);
  run(['nominate', 'g', 'Игорь']);
  const printed = [
    run(['reply', 'g', 'Анна', 'за']),
    run(['sync', 'g']),
    run(['vote', 'g', 'Анна=nein', 'Дмитрий=ja']),
    run(['replace', 'g', 'Мария', 'Ольга', '--email', 'olga@example.org', '--timezone', 'Europe/Moscow']),
    run(['sync', 'g']),
  ].join('\n');
  // The moderator is told, in Russian, that Anna's mailed vote was kept.
  assert.match(printed, /Оставлен голос Анны \(пришёл письмом\)/);
  // The address and time zone are Olga's, beside her name (not after Maria's).
  // The zone as the Russian deadlines name it, not its id.
  assert.match(printed, /^Ольга <olga@example\.org> занимает место 5 вместо Марии \(часовой пояс: Москва, стандартное время\)$/m);
  assert.equal(latinWords(printed), [], printed);
});

test('given a Secret Russian game whose hand was mailed, when undo is run without a terminal, then the refusal is Russian and names the mail in the theme\'s words', () => {
  const cwd = scratch();
  const ok = (args: string[]) => runOk(args, { cwd, env });
  ok(['new', 'g', '--lang', 'ru', '--ruleset', 'secret-russian', '--players', ...NAMES]);
  ok(['nominate', 'g', 'Игорь']);
  ok(['vote', 'g', ...NAMES.map((n) => `${n}=ja`)]);
  const r = runCli(['undo', 'g'], { cwd, env });
  assert.is(r.code, 2);
  // Secret Russian's President is the Premier (seed 000): the hand went to the Premier, not a "президент".
  assert.match(r.stderr, /^ошибка: /);
  assert.match(r.stderr, /карты премьера/i);
  assert.not.match(r.stderr, /президент/i);
  assert.equal(latinWords(r.stderr.replace(/chancery undo g --yes/, ' ').replace(/\b[0-9A-Z]{6}\b/g, ' ')), [], r.stderr);
});

test.run();
