// BoardGameGeek's forum help: "if you use a < symbol followed immediately by any character other
// than a space, then BGG will strip the rest of the post". A BBCode post is pasted there as it is:
// for every name `new` takes, no post may put a "<" before anything but a space, and the name must
// read as typed. Names with any other "<" are refused where they are typed (test/cli/
// name-with-angle-bracket-is-refused-for-boardgamegeek.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { nameProblem } from '../../src/input/names.js';
import { POST_KINDS, renderPost } from '../../src/render/posts.js';
import { LANGS } from '../../src/render/vocab.js';
import { sample, shown, statesOf } from './support.js';

const NAMES = ['a < b', '< 3 Anna', 'x <- y', 'Bob >_<  no', '>Eve>', '<< Cy', 'Dee < ', '≤ < ≥', 'Fay <  x'];

/** What BoardGameGeek shows of a post: everything before the first "<" with anything but a space after it. */
function bggShows(post: string): string {
  const cut = /<(?! )/.exec(post);
  return cut ? post.slice(0, cut.index) : post;
}

test('given names with "<", new takes those with a space after every "<", and refuses the others', () => {
  assert.equal(NAMES.map((n) => nameProblem(n.trim().replace(/ +/g, ' '))?.kind ?? null), [null, null, 'angle', null, null, 'angle', 'angle', null, null]);
});

test('given players with the names new takes, every BBCode post in both languages is shown whole on BoardGameGeek, with every name as typed', () => {
  const names = NAMES.filter((n) => !nameProblem(n.trim().replace(/ +/g, ' '))).map((n) => n.trim().replace(/ +/g, ' '));
  const states = sample(statesOf(names.length, 'bgg-angle', names), 10);
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const lang of LANGS) {
        const post = renderPost(kind, { view: publicView(state), theme: 'secret-hitler', lang, format: 'bbcode' });
        assert.is(bggShows(post), post, `${kind}/${lang}:\n${post}`);
        if (kind === 'opening') for (const name of names) assert.ok(shown(post).includes(name), `${name} in ${kind}/${lang}`);
      }
});

test.run();
