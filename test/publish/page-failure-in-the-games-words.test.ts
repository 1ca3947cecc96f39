// The replay page's own check, when a record's deal or shuffle does not follow from the seed,
// names what the seed gives: in the game's language and theme (a Secret Russian game in Russian has
// Лоялист, Подрывник, Тайный Русский, and Лоялистский/Подрывной decrees), never the file's English
// values (liberal, fascist, hitler). Read in a real browser (Debian's chromium, as browser.test.ts),
// on a page made from a record whose deal was swapped and re-hashed as a forger with
// docs/log-format.md §3 would (a swapped deck changes the draws, which the page cannot be built
// over: the rules are audit's); audit fails the same record at the same event.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { runCli, runOk, scratch } from '../support/cli.js';
import { rehashedLog } from '../support/rehashed-log.js';
import { replayPage } from '../../src/publish/page.js';
import type { LogRecord } from '../../src/log/records.js';

const CHROMIUM = '/usr/bin/chromium';

let browser: Browser;
test.before(async () => { browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] }); });
test.after(async () => { await browser?.close(); });

async function failure(file: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('#verify[data-verify="failed"]', { timeout: 20_000 });
  const text = (await page.locator('#verify').textContent())!;
  await page.close();
  return text;
}

/** A finished Russian Secret Russian game of five (the demo's), its log path. */
function finishedGame(): { cwd: string; path: string } {
  const cwd = scratch('chancery-page-failure-');
  runOk(['demo', '--lang', 'ru', '--theme', 'secret-russian', '-n', '5', '--seed', 'x', '--dir', '.'], { cwd });
  return { cwd, path: join(cwd, 'games', 'demo-1.yaml') };
}


/** A Liberal's and the other Fascist's roles swapped, Hitler left where he is (a table of five has no investigation the swap could break). */
function swapLiberalAndFascist(roles: string[]): string[] {
  const i = roles.indexOf('liberal');
  const j = roles.indexOf('fascist');
  const out = [...roles];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

const ENGLISH = /\b(liberal|fascist|hitler)\b/i;

test('given a Russian Secret Russian record whose deal was swapped and re-hashed, the page names the deal from the seed in the theme\'s Russian role words', async () => {
  const { cwd, path } = finishedGame();
  const forged = join(cwd, 'forged.public.yaml');
  writeFileSync(forged, rehashedLog(path, (events) => {
    const deal = events.find((e) => e.type === 'roles-dealt') as LogRecord & { roles: string[] };
    deal.roles = swapLiberalAndFascist(deal.roles);
  }));
  const audited = runCli(['audit', forged], { cwd });
  assert.is(audited.code, 1, audited.stdout);
  assert.match(audited.stdout, /^НЕ ПРОЙДЕНО: .*: событие № 1$/m);
  const page = join(cwd, 'forged.html');
  writeFileSync(page, replayPage(readFileSync(forged, 'utf8'), forged, 'forged.public.yaml').html);
  const text = await failure(page);
  assert.match(text, /раздача по зерну/);
  assert.match(text, /Лоялист/);
  assert.match(text, /Подрывник/);
  assert.match(text, /Тайный Русский/);
  assert.not.match(text.replace(/\(roles-dealt\)/, ''), ENGLISH, text);
});

test.run();
