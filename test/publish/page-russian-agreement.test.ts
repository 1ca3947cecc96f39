// A Russian replay page says of a woman what the posts say of her: Вера executed is «казнена», as
// the game-over post lists her («Вера: Либерал (казнена)»), and the marks without a verb are the
// posts' own nouns («ограничение по срокам»). Before, every player was «казнён», «ограничен по
// сроку» and «не голосовал», whoever she was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scratch } from '../support/cli.js';
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
  assert.ok(vera.includes('3. Вера (ограничение по срокам)'), vera.join('\n'));
  assert.ok(vera.includes('3. Вера (казнена)'), vera.join('\n'));
  assert.not.ok(vera.some((line) => /казнён|ограничен по сроку/.test(line)), vera.join('\n'));
  // The last government's votes: Вера, executed, cast none.
  const votes = [...html.matchAll(/<li data-vote="">(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  assert.ok(votes.includes('Вера: нет голоса'), votes.join('\n'));
  assert.not.match(html, /не голосовал/);
});

test.run();
