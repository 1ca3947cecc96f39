// The thread's history table (`post <game> history` and the game-over post's History) must mark the
// votes the house rule cast at a deadline, as the vote-result post ("Nein (house rule)") and the
// terminal's `history` (`*`) do: otherwise the thread reads that those players chose Nein.
// Found playing a 10-player game by mail: Ivan and Jo never voted, the house rule cast Nein, and the
// game-over post's table showed them as plain "Nein".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { post } from '../../src/commands/post.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { deadline } from '../../src/commands/deadline.js';
import { replayPage } from '../../src/publish/page.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clockedContext, rosterGame } from '../house/support.js';
import { logPath } from '../cli/drive.js';

/** The post as a forum shows it: markdown's backslash escapes dropped. */
const shown = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1');

async function defaultedGame(lang?: 'ru') {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein', ...(lang ? { lang } : {}) });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja'] }, ctx);
  ctx.at('2026-12-02T10:00:01Z');
  await deadline({ game: 'g', apply: true }, ctx);
  return ctx;
}

test('given votes the house rule cast, the history post marks them in its table (markdown) and says what the mark means', async () => {
  const ctx = await defaultedGame();
  const text = shown((await post({ game: 'g', kind: 'history' }, ctx)).text);
  // Alice, Bob voted Ja; Carol, Dmitri, Eve never voted: the house rule cast Nein.
  assert.ok(text.includes('| 1 | Alice | Bob | Ja | Ja | Nein (house rule) | Nein (house rule) | Nein (house rule) | failed |'), text);
  assert.ok(/cast by the house rule at the deadline/.test(text), text);
});

test('given votes the house rule cast, the history post in BBCode marks them too', async () => {
  const ctx = await defaultedGame();
  const text = (await post({ game: 'g', kind: 'history', format: 'bbcode' }, ctx)).text;
  assert.match(text, /Carol[\s\S]*\n1 +Alice +Bob +Ja +Ja +Nein \(house rule\) +Nein \(house rule\) +Nein \(house rule\) +failed/);
});

test('given votes the house rule cast in a Russian game, the history post marks them in Russian', async () => {
  const ctx = await defaultedGame('ru');
  const text = shown((await post({ game: 'g', kind: 'history' }, ctx)).text);
  assert.ok(text.includes('| Nein (по правилу) | Nein (по правилу) | Nein (по правилу) |'), text);
});

test('given a game without house-rule votes, the history post has no house-rule note', async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=nein', 'Eve=nein'] }, ctx);
  const text = shown((await post({ game: 'g', kind: 'history' }, ctx)).text);
  assert.not.ok(/house rule/.test(text), text);
});

test('given votes the house rule cast, the replay page marks them in the vote matrix and the government\'s votes', async () => {
  const ctx = await defaultedGame();
  // The page as publish builds it, from the log so far (publish itself waits for the game's end).
  const html = replayPage(readFileSync(logPath(ctx, 'g'), 'utf8'), logPath(ctx, 'g'), 'g.yaml').html;
  const row = /<tr data-government="1">[\s\S]*?<\/tr>/.exec(html)![0];
  assert.is((row.match(/Nein \(house rule\)/g) ?? []).length, 3, row);
  assert.is((row.match(/>Ja</g) ?? []).length, 2, row);
  assert.ok(html.includes('Carol: <b>Nein</b> (house rule)'), 'the government\'s list of votes');
  assert.not.ok(html.includes('Alice: <b>Ja</b> (house rule)'));
});

test("given a moderator's words.yaml rewording the house-rule mark, the replay page marks with their word as the posts do", async () => {
  const ctx = clockedContext('2026-12-01T10:00:00Z');
  mkdirSync(join(ctx.cwd, 'mine', 'en'), { recursive: true });
  writeFileSync(join(ctx.cwd, 'mine', 'en', 'words.yaml'), 'byRule: silent\n');
  await rosterGame(ctx, 'g', 5, { deadline: '24h', onMissingVote: 'nein', templates: 'mine' });
  await nominate({ game: 'g', chancellor: 'Bob' }, ctx);
  await vote({ game: 'g', votes: ['Alice=ja', 'Bob=ja'] }, ctx);
  ctx.at('2026-12-02T10:00:01Z');
  await deadline({ game: 'g', apply: true }, ctx);
  assert.ok(shown((await post({ game: 'g', kind: 'history' }, ctx)).text).includes('Nein (silent)'), 'the history post');
  const html = replayPage(readFileSync(logPath(ctx, 'g'), 'utf8'), logPath(ctx, 'g'), 'g.yaml', [join(ctx.cwd, 'mine')]).html;
  assert.ok(html.includes('Carol: <b>Nein</b> (silent)'), "the government's list of votes");
  assert.is((/<tr data-government="1">[\s\S]*?<\/tr>/.exec(html)![0].match(/Nein \(silent\)/g) ?? []).length, 3, 'the vote matrix');
});

test.run();
