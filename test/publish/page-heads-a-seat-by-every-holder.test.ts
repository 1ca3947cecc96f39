// RULES §5: a seat may change hands, also back to a player who held it before. The replay page heads
// each seat's column of the vote matrix with everyone who held it, in order, as `status` and the
// history list them ("Bob → Zed → Bob", the view's `holders`). Before, the page dropped a name met
// before, heading that seat "Bob → Zed", as if Zed held it at the end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/**
 * The fixed seed's five-player game (test/support/hitler-elected.ts: the deck starts F F F F F L F L,
 * the fourth seat is Hitler), its second seat handed to Zed and back to Bob before the first
 * nomination: three Fascist policies (the peek), a fourth for Eve, who executes Carol; then Dmitri
 * is elected Chancellor, and the Fascists win.
 */
function published(): { cwd: string; html: string } {
  const cwd = scratch();
  const run = (...args: string[]) => runOk(args, { cwd });
  const all = () => run('vote', 'g', ...PLAYERS.map((_, i) => `${i + 1}=ja`));
  run('new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED);
  run('replace', 'g', 'Bob', 'Zed');
  run('replace', 'g', 'Zed', 'Bob');
  for (const [chancellor, discard] of [['Bob', 'fascist'], ['Carol', 'liberal'], ['Ann', 'liberal']]) {
    run('nominate', 'g', chancellor);
    all();
    run('discard', 'g', discard);
    run('enact', 'g', 'fascist');
  }
  run('peek', 'g');
  run('nominate', 'g', 'Eve');
  all();
  run('discard', 'g', '1');
  run('enact', 'g', '1');
  run('execute', 'g', 'Carol');
  run('nominate', 'g', 'Dmitri');
  run('vote', 'g', '1=ja', '2=ja', '4=ja', '5=ja');
  run('publish', 'g', '--out', 'public');
  return { cwd, html: readFileSync(join(cwd, 'public', 'g.html'), 'utf8') };
}

test('given seat 2 handed from Bob to Zed and back to Bob, the page\'s vote matrix heads it "Bob → Zed → Bob", as status and history do', () => {
  const { cwd, html } = published();
  const matrix = html.slice(html.indexOf('<table id="vote-matrix">'), html.indexOf('</thead>', html.indexOf('<table id="vote-matrix">')));
  const heads = [...matrix.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.equal(heads.slice(1), ['1. Ann', '2. Bob → Zed → Bob', '3. Carol', '4. Dmitri', '5. Eve']);
  assert.match(runOk(['status', 'g'], { cwd }), /^ {3}2\. Bob → Zed → Bob\b/m);
  assert.match(runOk(['history', 'g'], { cwd }), /Bob→Zed→Bob/);
});

test.run();
