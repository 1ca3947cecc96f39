// What the replay page's verdict claims, read in a real browser (Debian's chromium, as
// browser.test.ts): the page checks the hash chain and the seed, not the rules, and it has no
// game-over post to compare with, so it says what to compare rather than that it matches.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { runOk, scratch, SHARED } from '../support/cli.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { playHitlerElected } from '../support/hitler-elected.js';

const CHROMIUM = '/usr/bin/chromium';

/** The game of test/support/hitler-elected.ts, published. */
function publishedGame(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  playHitlerElected(cwd, lang);
  runOk(['publish', 'g1', '--out', 'public'], { cwd });
  return join(cwd, 'public', 'g1.html');
}

let browser: Browser;
test.before(async () => { browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] }); });
test.after(async () => { await browser?.close(); });

async function verdict(file: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('#verify[data-verify="ok"]', { timeout: 20_000 });
  const text = (await page.locator('#verify').textContent())!;
  await page.close();
  return text;
}

test('given a finished English game, when its page is opened, then it says to compare the end with the game-over post, and says the rules are left to chancery audit', async () => {
  const text = await verdict(publishedGame('en'));
  assert.match(text, /The game ended at event 122, hash [0-9a-f]{64}: compare with the game-over post\./);
  assert.not.match(text, /published the same/);
  assert.not.match(text, /Verified/);
  assert.match(text, /rules are not checked here/);
});

test('given a finished Russian game, when its page is opened, then it says to compare with the game-over post, and that the rules are not checked here', async () => {
  const text = await verdict(publishedGame('ru'));
  assert.match(text, /Игра закончилась событием 122, хеш [0-9a-f]{64}: сверьте с итоговым постом\./);
  assert.not.match(text, /тот же, что/);
  assert.not.match(text, /^Проверено:/);
  assert.match(text, /правил здесь не проверяется/);
});

test('given a finished game with one shuffle, when its page is opened, then it says "the shuffle", not "all 1 shuffles"', async () => {
  const text = await verdict(publishedGame('en'));
  assert.match(text, /the deal and the shuffle follow from the revealed seed/);
  assert.not.match(text, /all 1 shuffles/);
});

test('given a game imported from secrethitler.io (no seed, no commitment: audit says clean), when its page is opened, then it says the chain holds and why there is no deal to rederive, not that verification failed', async () => {
  const cwd = scratch();
  const line = readFileSync(join(SHARED, 'real-games', 'secrethitler-io-games.jsonl'), 'utf8').split('\n')[0];
  writeFileSync(join(cwd, 'one.jsonl'), `${line}\n`);
  runOk(['import', 'secrethitler-io', 'one.jsonl', 'games'], { cwd });
  const id = JSON.parse(line).id as string;
  assert.match(runOk(['audit', `games/${id}.yaml`], { cwd }), /^clean: /);
  // No game-over post of chancery's to compare with: the end is said, not called the same.
  const printed = runOk(['publish', `games/${id}.yaml`, '--out', 'public'], { cwd });
  assert.match(printed, /the game ended at event \d+, hash [0-9a-f]{64}$/m);
  assert.not.match(printed, /the same as in the game-over post/);
  const text = await verdict(join(cwd, 'public', `${id}.html`));
  assert.match(text, /^Checked in this browser: the hash chain of \d+ records holds\./);
  assert.match(text, /This game was not dealt from a committed seed \(an imported game: its decks are as its source recorded them\)/);
  assert.match(text, /The game ended at event \d+, hash [0-9a-f]{64}: compare with the game-over post\./);
  assert.not.match(text, /failed/i);
});

test.run();
