// The President's discard is hidden from the thread: the `discard` command reports only "the
// President discarded a policy", and the hands it prints are marked PRIVATE. A discard that came by
// mail was printed by `sync` as "applied Ann: discarded: Fascist", unmarked, on the lines a
// moderator copies from: the route by mail said what the command keeps back. The line now marks
// the card PRIVATE; a vote and an enacted card (which the thread is told) stay unmarked. So does
// the line of a discard held because it came from another address (it was printed unmarked).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

function atTheDiscard(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-discard-private-');
  const ok = (args: string[]) => { const r = runCli(args, { cwd }); assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`); return r; };
  ok(['new', 'g', '--players', 'Ann', 'Bob', 'Cid', 'Dan', 'Eve', '--seed', FIXED_SEED, '--lang', lang]);
  ok(['nominate', 'g', 'Bob']);
  ok(['reply', 'g', 'Cid', lang === 'en' ? 'Ja' : 'за']);
  return cwd;
}

test('given a vote and then the President\'s discard by mail, sync marks the discard\'s reading PRIVATE and not the vote\'s, in English and in Russian', () => {
  for (const [lang, mark] of [['en', '(PRIVATE: never in the thread)'], ['ru', '(ЛИЧНОЕ: никогда не в тему)']] as const) {
    const cwd = atTheDiscard(lang);
    const voted = runCli(['sync', 'g'], { cwd });
    assert.is(voted.code, 0, voted.stderr);
    assert.not.ok(voted.stdout.includes(mark), `a vote is no secret: ${voted.stdout}`);
    assert.is(runCli(['vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja'], { cwd }).code, 0);
    assert.is(runCli(['reply', 'g', 'Ann', '1'], { cwd }).code, 0);
    const discarded = runCli(['sync', 'g', '--json'], { cwd });
    const item = JSON.parse(discarded.stdout).passes[0].items[0];
    assert.is(item.secret, true, discarded.stdout);
  }
});

test('given the discard read by sync without --json, its line carries the mark beside the card; the Chancellor\'s enacted card has none', () => {
  const cwd = atTheDiscard('en');
  assert.is(runCli(['sync', 'g'], { cwd }).code, 0);
  assert.is(runCli(['vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja'], { cwd }).code, 0);
  assert.is(runCli(['reply', 'g', 'Ann', '1'], { cwd }).code, 0);
  const discarded = runCli(['sync', 'g'], { cwd });
  const line = discarded.stdout.split('\n').find((l) => l.startsWith('applied Ann'));
  assert.match(line ?? '', /^applied Ann: discarded: (Liberal|Fascist) \(PRIVATE: never in the thread\)$/, discarded.stdout);
  assert.is(runCli(['reply', 'g', 'Bob', '1'], { cwd }).code, 0);
  const enacted = runCli(['sync', 'g'], { cwd });
  const enactLine = enacted.stdout.split('\n').find((l) => l.startsWith('applied Bob'));
  assert.match(enactLine ?? '', /^applied Bob: enacted: (Liberal|Fascist)$/, enacted.stdout);
});

test('given the President\'s discard from another address, held for the moderator, its line marks the card PRIVATE as the applied one\'s does', () => {
  const cwd = atTheDiscard('en');
  assert.is(runCli(['sync', 'g'], { cwd }).code, 0);
  assert.is(runCli(['vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja'], { cwd }).code, 0);
  assert.is(runCli(['reply', 'g', 'Ann', '1'], { cwd }).code, 0);
  // The same reply, as if Ann had answered from another of her addresses.
  const inbox = join(cwd, 'games', 'g', 'inbox', 'new');
  for (const name of readdirSync(inbox)) {
    const file = join(inbox, name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^From: .*$/m, 'From: ann.elsewhere@example.net'));
  }
  const held = runCli(['sync', 'g'], { cwd });
  assert.is(held.code, 0, held.stderr);
  const line = held.stdout.split('\n').find((l) => l.startsWith('held Ann'));
  assert.match(line ?? '', /^held Ann: discarded: (Liberal|Fascist) \(PRIVATE: never in the thread\) — /, held.stdout);
});

test.run();
