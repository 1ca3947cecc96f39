// Two sending commands on one game at once, every pair: neither crashes, the log audits, and no
// private message is sent twice (issue 12 §1). `npm test` runs a sample of pairs once each;
// CHANCERY_ROBUSTNESS=long runs every pair ten times (a number N: every pair N times).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterwards, crashOf, fromTemplate, logPath, LONG, PLAYERS, SCALE, sentTwice, start } from './support.js';
import { scratch } from '../support/scratch.js';

/** The game waits for votes; Carol's and Eve's replies wait in the inbox; a deadline has passed. */
const SETUP = [['nominate', 'g', 'Bob'], ['reply', 'g', 'Carol', 'ja'], ['reply', 'g', 'Eve', 'nein']];

const COMMANDS: Record<string, string[]> = {
  'vote-1': ['vote', 'g', '1=ja'],
  'vote-2': ['vote', 'g', '2=nein'],
  'replace-3': ['replace', 'g', '3', 'Zed'],
  'replace-4': ['replace', 'g', '4', 'Yan'],
  sync: ['sync', 'g'],
  send: ['send', 'g'],
  remind: ['remind', 'g'],
  'deadline-apply': ['deadline', 'g', '--apply'],
  undo: ['undo', 'g', '--yes'],
};

const names = Object.keys(COMMANDS);
const ALL_PAIRS: [string, string][] = names.flatMap((a, i) => names.slice(i).map((b): [string, string] => [a, b]));
/** The sample: the pairs the campaign saw sending twice, and one of each other kind. */
const SAMPLE: [string, string][] = [
  ['sync', 'sync'], ['replace-3', 'replace-4'], ['replace-3', 'sync'], ['remind', 'sync'],
  ['vote-1', 'send'], ['deadline-apply', 'undo'], ['send', 'send'], ['vote-1', 'vote-2'],
];
const pairs = LONG ? ALL_PAIRS : SAMPLE;
const rounds = LONG ? SCALE : 1;

export const figures = { runs: 0, failures: [] as string[] };

test(`given a game waiting for votes, ${pairs.length} pairs of sending commands run at once (${rounds}× each): no crash, no double send, everything goes out once`, async () => {
  for (let round = 0; round < rounds; round++) {
    for (const [a, b] of pairs) {
      const cwd = fromTemplate('concurrency', SETUP);
      const [ra, rb] = await Promise.all([start(COMMANDS[a], cwd), start(COMMANDS[b], cwd)]);
      figures.runs++;
      const problems: string[] = [];
      for (const [name, run] of [[a, ra], [b, rb]] as const) {
        const crash = crashOf(run);
        if (crash) problems.push(`${name}: ${crash}`);
        else if (run.code !== 0 && run.code !== 1 && run.code !== 2) problems.push(`${name}: exit ${run.code}`);
      }
      problems.push(...await afterwards(cwd));
      if (problems.length) figures.failures.push(`${a} + ${b} (round ${round + 1}): ${problems.join('; ')}`);
      else rmSync(cwd, { recursive: true, force: true });
    }
  }
  console.log(`concurrency: ${figures.runs} concurrent pairs, ${figures.failures.length} failures`);
  assert.equal(figures.failures, []);
});

test('given eight `new` of one id at once in an empty folder, exactly one creates the game and sends its role cards; the others refuse and send nothing', async () => {
  for (let round = 0; round < (LONG ? 10 * SCALE : 3); round++) {
    const cwd = scratch(`chancery-new-${round}-`);
    mkdirSync(join(cwd, 'games'), { recursive: true });
    const runs = await Promise.all(Array.from({ length: 8 }, () => start(['new', 'g', '--players', ...PLAYERS], cwd)));
    for (const r of runs) assert.is(crashOf(r), null);
    const won = runs.filter((r) => r.code === 0);
    assert.is(won.length, 1, runs.map((r) => `${r.code}: ${r.stderr.trim()}`).join('\n'));
    for (const r of runs.filter((x) => x.code !== 0)) assert.match(r.stderr, /already exists/);
    // One game: its five role cards, once each, and the commitment it printed is the log's.
    const cards = readdirSync(join(cwd, 'games', 'g', 'outbox')).filter((f) => f.endsWith('.eml'));
    assert.is(cards.length, 5, cards.join(', '));
    const log = readFileSync(logPath(cwd), 'utf8');
    const printed = /Commitment \(publish it in the opening post\): ([0-9a-f]{64})/.exec(won[0].stdout)?.[1];
    assert.ok(printed && log.includes(`commitment: ${printed}`), 'the winner printed the commitment of the log');
    assert.equal(await afterwards(cwd), []);
  }
});

test('given two syncs at once over the same inbox, neither fails on the mail the other moved (ENOENT rename)', async () => {
  for (let i = 0; i < (LONG ? 20 * SCALE : 1); i++) {
    const cwd = fromTemplate('concurrency', SETUP);
    const runs = await Promise.all([start(['sync', 'g'], cwd), start(['sync', 'g'], cwd)]);
    for (const r of runs) {
      assert.is(crashOf(r), null);
      assert.is(r.code, 0, r.stderr);
    }
    assert.equal(sentTwice(cwd), []);
  }
});

test('given a Maildir with only new/ (no cur/, no tmp/), sync reads it and files the mail into cur/', async () => {
  const cwd = fromTemplate('concurrency', SETUP);
  const inbox = join(cwd, 'games', 'g', 'inbox');
  rmSync(join(inbox, 'cur'), { recursive: true, force: true });
  rmSync(join(inbox, 'tmp'), { recursive: true, force: true });
  mkdirSync(join(inbox, 'new'), { recursive: true });
  const r = await start(['sync', 'g'], cwd);
  assert.is(crashOf(r), null);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /Carol/);
});

test.run();
