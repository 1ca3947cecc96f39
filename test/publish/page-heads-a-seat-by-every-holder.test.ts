// RULES §5: a seat may change hands, also back to a player who held it before. The replay page heads
// each seat's column of the vote matrix with everyone who held it, in order, as `status` and the
// history list them ("Bob → Zed → Bob", the view's `holders`). Before, the page dropped a name met
// before, heading that seat "Bob → Zed", as if Zed held it at the end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { publishedExecutionThenHitlerElected } from '../support/hitler-elected.js';

const PLAYERS = ['Ann', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** The fixed seed's game to Hitler's election, its second seat handed to Zed and back to Bob before the first nomination. */
function published(): { cwd: string; html: string } {
  const cwd = scratch();
  const html = publishedExecutionThenHitlerElected(cwd, PLAYERS, 'en', (run) => {
    run('replace', 'g', 'Bob', 'Zed');
    run('replace', 'g', 'Zed', 'Bob');
  });
  return { cwd, html };
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
