// The replay page in a real browser: Debian's chromium driven by playwright-core (installed by
// .ci/run; no browser download). Each page is opened by file://, every request is intercepted,
// and what it shows is compared with what the CLI prints: `history --json` for the vote matrix,
// `status --at N --json` for the board after every step.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { publish, type PublishResult } from '../../src/commands/publish.js';
import { status } from '../../src/commands/status.js';
import { replayPage } from '../../src/publish/page.js';
import type { PublicView } from '../../src/engine/index.js';
import { runCli } from '../support/cli.js';
import { finishedGames, type FinishedGame } from './games.js';
import { scratch } from '../support/scratch.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Screenshots are test artefacts: outside the repository. */
const ARTEFACTS = process.env.CHANCERY_ARTEFACTS ?? join(tmpdir(), 'chancery-artefacts');

let browser: BrowserContext;
let games: { game: FinishedGame; out: PublishResult }[] = [];
/** Every URL any page asked for, and the ones refused. */
const requested: string[] = [];

test.before(async () => {
  assert.ok(existsSync(CHROMIUM), `${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; .ci/run does)`);
  mkdirSync(ARTEFACTS, { recursive: true });
  const finished = await finishedGames();
  for (const game of finished) games.push({ game, out: await publish({ game: game.id, out: join(game.ctx.cwd, 'public') }, game.ctx) });
  browser = await chromium.launchPersistentContext(scratch('chancery-chromium-'), {
    executablePath: CHROMIUM, headless: true, args: ['--headless', ...FLAGS], viewport: { width: 1280, height: 900 },
  });
  // Only the page's own file may load; anything else (network, another file) is refused and noted.
  await browser.route('**/*', (route) => {
    const url = route.request().url();
    requested.push(url);
    return url.startsWith('file://') && url.endsWith('.html') ? route.continue() : route.abort();
  });
});

test.after(async () => { await browser?.close(); });

async function open(file: string, width = 1280): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('#verify[data-verify="ok"], #verify[data-verify="failed"], #verify[data-verify="unavailable"]', { timeout: 20_000 });
  return page;
}

const BOARD_FIELDS = ['liberalPolicies', 'fascistPolicies', 'electionTracker', 'deckCount', 'discardCount'] as const;

test('each page verifies itself in the browser, names the commitment, and asks for nothing but its own file', async () => {
  for (const { game, out } of games) {
    requested.length = 0;
    const page = await open(out.page!);
    const verdict = page.locator('#verify');
    assert.is(await verdict.getAttribute('data-verify'), 'ok', `${game.id}: ${await verdict.textContent()}`);
    const text = await verdict.textContent();
    assert.ok(text!.includes(out.commitment!), `${game.id}: names the commitment`);
    assert.ok(text!.includes(out.ended!.hash), `${game.id}: names the end hash`);
    if (out.endedBeforeMigration) assert.ok(text!.includes(out.endedBeforeMigration.hash), `${game.id}: names the end hash the old game-over post showed`);
    assert.equal(requested, [pathToFileURL(out.page!).href], `${game.id}: no request but the page itself`);
    await page.close();
  }
});

test('the vote matrix equals `history --json`, and each government\'s votes say the same', async () => {
  for (const { game, out } of games) {
    const h = runCli(['history', game.id, '--json'], { cwd: game.ctx.cwd, env: game.ctx.env as Record<string, string> });
    assert.is(h.code, 0, h.stderr);
    const history = JSON.parse(h.stdout);
    const page = await open(out.page!);
    const matrix = await page.$$eval('#vote-matrix tbody tr', (rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.getAttribute('data-vote') || null)));
    assert.equal(matrix, history.matrix, game.id);
    const heads = await page.$$eval('#vote-matrix tbody th', (ths) => ths.map((th) => th.textContent));
    assert.equal(heads, history.governments.map((g: { index: number; president: string; chancellor: string }) => `${g.index}. ${g.president} → ${g.chancellor}`));
    await page.close();
  }
});

test('the board after every step equals `status --at N --json` (tracks, tracker, deck, who is alive, term limits)', async () => {
  for (const { game, out } of games) {
    const page = await open(out.page!);
    const steps = await page.$$eval('.step', (els) => els.map((el) => {
      const board = el.querySelector('.board')!;
      const field = (k: string) => Number(board.querySelector(`[data-field="${k}"]`)!.textContent);
      return {
        seq: Number(el.getAttribute('data-seq')),
        fields: Object.fromEntries(['liberalPolicies', 'fascistPolicies', 'electionTracker', 'deckCount', 'discardCount'].map((k) => [k, field(k)])),
        players: Array.from(board.querySelectorAll('.players li')).map((li) => ({ seat: Number(li.getAttribute('data-seat')), alive: li.getAttribute('data-alive') === 'true', termLimited: li.getAttribute('data-term-limited') === 'true', text: li.textContent })),
      };
    }));
    assert.ok(steps.length >= 3, `${game.id}: a start and governments`);
    for (const [i, s] of steps.entries()) {
      // The CLI itself for the first steps; the same command in-process for the rest (same data as --json).
      const view: PublicView = i < 2
        ? JSON.parse(runCli(['status', game.id, '--at', String(s.seq), '--json'], { cwd: game.ctx.cwd, env: game.ctx.env as Record<string, string> }).stdout).view
        : (await status({ game: game.id, at: String(s.seq) }, game.ctx)).view as PublicView;
      assert.equal(s.fields, Object.fromEntries(BOARD_FIELDS.map((k) => [k, view[k]])), `${game.id} step ${i} (seq ${s.seq})`);
      assert.equal(s.players.map(({ seat, alive, termLimited }) => ({ seat, alive, termLimited })),
        view.players.map((p) => ({ seat: p.seat, alive: p.alive, termLimited: p.termLimited })), `${game.id} step ${i} players`);
      s.players.forEach((p, seat) => assert.ok(p.text!.includes(view.players[seat].name), `${game.id} step ${i}: ${view.players[seat].name} held seat ${seat + 1}`));
    }
    await page.close();
  }
});

test('the keyboard and the slider step through the timeline, one step shown at a time', async () => {
  const { out } = games[0];
  const page = await open(out.page!);
  const visible = () => page.$$eval('.step', (els) => els.filter((e) => !(e as HTMLElement).hidden).map((e) => e.getAttribute('data-step')));
  assert.equal(await visible(), ['0']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await visible(), ['2']);
  assert.match(await page.locator('#step-label').textContent() ?? '', /^Step 3 of \d+/);
  await page.keyboard.press('End');
  const last = String((await page.$$('.step')).length - 1);
  assert.equal(await visible(), [last]);
  await page.locator('#step-slider').fill('1');
  assert.equal(await visible(), ['1']);
  await page.close();
});

test('a page built from a tampered record says failed and names the event', async () => {
  const { game, out } = games[1];
  const text = readFileSync(out.record, 'utf8');
  const lines = text.split('\n');
  // A claim reworded after the fact: the rules still replay, only the chain can tell.
  const at = lines.findIndex((l) => /type: claim-recorded/.test(l));
  assert.ok(at > 0, 'the game has claims');
  const seq = Number(/seq: (\d+)/.exec(lines[at - 2])![1]);
  const claimLine = lines.findIndex((l, i) => i > at && /^\s+claim: /.test(l));
  lines[claimLine] = lines[claimLine].replace(/claim: .*/, 'claim: LLL');
  const tampered = join(game.ctx.cwd, 'tampered.html');
  writeFileSync(tampered, replayPage(lines.join('\n'), 'tampered.yaml', 'tampered.yaml').html);
  const page = await open(tampered);
  const verdict = page.locator('#verify');
  assert.is(await verdict.getAttribute('data-verify'), 'failed');
  assert.is(await verdict.getAttribute('data-failed-seq'), String(seq));
  assert.match(await verdict.textContent() ?? '', new RegExp(`(event|событие) ${seq} \\(claim-recorded\\)`));
  await page.close();
});

test('the page reads at 360 px and 1280 px without sideways scrolling (screenshots kept as artefacts)', async () => {
  for (const { game, out } of games) {
    for (const width of [360, 1280]) {
      const page = await open(out.page!, width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${game.id} at ${width}px overflows by ${overflow}px`);
      await page.screenshot({ path: join(ARTEFACTS, `${game.id}-${width}.png`), fullPage: width === 360 });
      await page.close();
    }
  }
});

test('with scripts off the timeline, the matrix and the roles are all there, and the page says how to check it', async () => {
  const { out } = games[0];
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto(pathToFileURL(out.page!).href);
  assert.is(await page.locator('#verify').getAttribute('data-verify'), 'pending');
  assert.match(await page.locator('#verify').textContent() ?? '', /chancery audit ten\.public\.yaml/);
  const steps = await page.$$eval('.step', (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
  assert.is(steps, (await page.$$('.step')).length, 'every step is shown');
  assert.ok(await page.locator('#vote-matrix').isVisible());
  const roles = await page.$$eval('#roles [data-role]', (tds) => tds.map((td) => td.getAttribute('data-role')));
  assert.is(roles.length, 10);
  assert.ok(roles.every((r) => ['liberal', 'fascist', 'hitler'].includes(r!)), 'every role revealed');
  await page.close();
});

test('budget: a 10-player page weighs at most 300 KB and verifies in at most 1 s here (the best of three loads: the machine is shared)', async () => {
  const tens = games.filter((g) => g.game.players === 10);
  assert.ok(tens.some((g) => g.game.id === 'demo-1'), 'the game played by email is measured');
  for (const { game, out } of tens) {
    assert.ok(out.bytes.page! <= 300 * 1024, `${game.id}: ${out.bytes.page} bytes`);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await open(out.page!);
      times.push(Number(await page.locator('#verify').getAttribute('data-verify-ms')));
      await page.close();
    }
    const best = Math.min(...times);
    assert.ok(best <= 1000, `${game.id} verified in ${times.join(', ')} ms`);
    console.log(`  ${game.id}: ${(readFileSync(out.record, 'utf8').match(/^ {2}- seq: /gm) ?? []).length} records, page ${(out.bytes.page! / 1024).toFixed(1)} KB, verified in ${times.join(' / ')} ms`);
  }
});

test.run();
