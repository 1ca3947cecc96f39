// One path per job at the end of a game whose seat changed hands twice (`replace`: Bob, then Zoe,
// then Max): the Chancellor's enactment of the sixth Fascist policy (RULES §2.8) ends it, whether
// the moderator enters it (`enact`), Max's emailed reply is read by `sync`, or his reply from
// another address is held and confirmed (`mail confirm`). Each route's game-over post names every
// holder of the seat beside its role, and the posts and the decision reports are the same, in
// every language and theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { codesMasked, heldReply, newestTo } from '../support/local-mail.js';

const NOW = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
/** A seed whose first hand holds a Fascist policy first. */
const SEED = 'a'.repeat(64);

const GAMES = [
  { lang: 'en', theme: 'service-rat', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], newcomers: ['Zoe', 'Max'], holders: /^- \*\*Bob\*\* \(replaced by \*\*Zoe\*\*, then by \*\*Max\*\*\): Cat$/m, over: /^The game is over/m },
  { lang: 'ru', theme: 'secret-russian', players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'], newcomers: ['Зоя', 'Макс'], holders: /^- \*\*Борис\*\* \(замена: \*\*Зоя\*\*, затем \*\*Макс\*\*\): Лоялист$/m, over: /^Игра окончена/m },
] as const;

const ok = (cwd: string, args: string[]) => runOk(args, { cwd, env: NOW });

/** Five Fascist policies from the start; the second seat elected Chancellor, handed two cards, then taken over twice. */
function atTheLastEnactment(game: (typeof GAMES)[number]): string {
  const cwd = scratch('chancery-game-over-routes-');
  ok(cwd, ['new', 'g', '--lang', game.lang, '--theme', game.theme, '--players', ...game.players, '--seed', SEED, '--ruleset', 'custom', '--option', 'startingFascistPolicies=5']);
  ok(cwd, ['nominate', 'g', '2']);
  ok(cwd, ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja']);
  ok(cwd, ['discard', 'g', '2']);
  for (const name of game.newcomers) ok(cwd, ['replace', 'g', '2', name]);
  return cwd;
}

/** The newcomer's "enact 1" from another address, answering his hand: sync holds it. */
const heldEnactment = (cwd: string) => heldReply(cwd, { seat: 1, kind: 'chancellor-hand', text: 'enact 1', id: 'held-enact', from: 'Elsewhere <second.other@example.net>', subject: 'Re: hand' });

/**
 * The decision's part of a report, from its first record line: record numbers, the end of the
 * log's event and hash (the routes' logs hold their replies) and the count of messages sent (the
 * receipts are the mail routes' own) left out.
 */
const decisionPart = (out: string) => out.slice(out.search(/^#\d+ /m))
  .replace(/^#\d+ /gm, '#N ')
  .replace(/(\d+|№ \d+), (hash|хеш) `[0-9a-f]{64}`/g, 'N, H')
  .replace(/\n+(sent \d+ messages?|отправлено сообщений: \d+)[^\n]*/g, '')
  .trimEnd();

/** The newest message to the second seat (the newcomer's receipt): subject and text, its code masked. */
const newestToSecond = async (cwd: string) => codesMasked(await newestTo(cwd, 1));

for (const game of GAMES) {
  test(`given the seat of ${game.players[1]} taken over twice (${game.lang}, ${game.theme}), enact, sync and mail confirm end the game with the same post naming every holder`, async () => {
    const byCommand = ok(atTheLastEnactment(game), ['enact', 'g', '1']);

    const mailed = atTheLastEnactment(game);
    ok(mailed, ['reply', 'g', '2', 'enact 1']);
    const bySync = ok(mailed, ['sync', 'g']);

    const held = atTheLastEnactment(game);
    const id = heldEnactment(held);
    ok(held, ['sync', 'g']);
    const byConfirm = ok(held, ['mail', 'confirm', 'g', id]);

    assert.match(byCommand, /\(game-over, markdown\)|\(итоги игры, markdown\)|игра окончена/);
    assert.match(byCommand, game.holders, byCommand);
    assert.fixture(decisionPart(bySync), decisionPart(byCommand), 'sync reports the command\'s decision and post');
    assert.fixture(decisionPart(byConfirm), decisionPart(byCommand), 'mail confirm reports the command\'s decision and post');
    // The newcomer's receipt, the last message of the game to him, says it is over, by either mail route alike.
    const receipt = await newestToSecond(mailed);
    assert.match(receipt, game.over, receipt);
    assert.fixture(await newestToSecond(held), receipt, 'mail confirm\'s receipt is sync\'s');
  });
}

test.run();
