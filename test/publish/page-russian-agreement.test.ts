// A Russian replay page says of a woman what the posts say of her: Вера executed is «казнена», as
// the game-over post lists her («Вера: Либерал (казнена)»), and the marks without a verb are the
// posts' own words («нельзя выдвинуть в канцлеры», once «ограничение по срокам»). Before, every player was «казнён», «ограничен по
// сроку» and «не голосовал», whoever she was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';
import { publishedExecutionThenHitlerElected } from '../support/hitler-elected.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'];

/**
 * The fixed seed's five-player game (test/support/hitler-elected.ts) in Russian: Вера is Chancellor of government 2, three Fascist
 * policies (the peek), a fourth for Глеб, who executes Вера; then Дарья elects Глеб, and the
 * Fascists win.
 */
function publishedPage(): string {
  return publishedExecutionThenHitlerElected(scratch(), PLAYERS, 'ru');
}

/** The text of every board line of a seat, in step order: "3. Вера (казнена)". */
function seatLines(html: string, seat: number): string[] {
  return [...html.matchAll(new RegExp(`<li data-seat="${seat}"[^>]*>(.*?)</li>`, 'g'))].map((m) => m[1].replace(/<[^>]+>/g, ''));
}

test('given a Russian game where Вера was term-limited, then executed, when its page is built, then every mark of hers agrees with her', () => {
  const html = publishedPage();
  const vera = seatLines(html, 2);
  assert.ok(vera.includes('3. Вера (нельзя выдвинуть в канцлеры)'), vera.join('\n'));
  // Executed, the game going on: the thread was told she was not Hitler (RULES §3), as the board says.
  assert.ok(vera.includes('3. Вера (казнена, не Гитлер)'), vera.join('\n'));
  assert.not.ok(vera.some((line) => /казнён|ограничен по сроку/.test(line)), vera.join('\n'));
  // The last government's votes: Вера, executed, cast none.
  const votes = [...html.matchAll(/<li data-vote="">(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  assert.ok(votes.includes('Вера: нет голоса'), votes.join('\n'));
  assert.not.match(html, /не голосовал/);
});

test('given Вера\'s seat taken by Никита, a woman by `replace --gender ж` (the name reads as a man\'s), then executed, the page marks her «казнена», as the posts do', () => {
  const cwd = scratch();
  const run = (...args: string[]) => { runOk(args, { cwd }); };
  const all = () => run('vote', 'g', ...PLAYERS.map((_, i) => `${i + 1}=ja`));
  run('new', 'g', '--lang', 'ru', '--players', ...PLAYERS, '--seed', FIXED_SEED);
  run('replace', 'g', 'Вера', 'Никита', '--gender', 'ж');
  for (const [chancellor, discard] of [['Борис', 'fascist'], ['Никита', 'liberal'], ['Анна', 'liberal']]) {
    run('nominate', 'g', chancellor);
    all();
    run('discard', 'g', discard);
    run('enact', 'g', 'fascist');
  }
  run('peek', 'g');
  run('nominate', 'g', 'Дарья');
  all();
  run('discard', 'g', '1');
  run('enact', 'g', '1');
  run('execute', 'g', 'Никита');
  run('nominate', 'g', 'Глеб');
  run('vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja');
  run('publish', 'g', '--out', 'public');
  const lines = seatLines(readFileSync(join(cwd, 'public', 'g.html'), 'utf8'), 2);
  assert.ok(lines.includes('3. Никита (казнена, не Гитлер)'), lines.join('\n'));
  assert.not.ok(lines.some((line) => /казнён/.test(line)), lines.join('\n'));
});

test.run();
