// A post keeps a forum from turning a name or a game id into a link, a mention or a smiley with a
// zero-width space inside it ("www\u200b.dan.com", "Cy \u200b;)": src/render/format.ts). A moderator
// who copies the name (or a command line) from the post into a command copies that space too: the
// command reads the name as the one in the post, since no name or id may hold such a character.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'www.dan.com', 'Cy ;)', 'Dmitri', 'Eve'];

test('given names with a zero-width space copied from a post, nominate and vote read them as the players named', () => {
  const cwd = scratch();
  runOk(['new', 'www.club', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--format', 'bbcode'], { cwd });
  const nominated = runCli(['nominate', 'www\u200b.club', 'www\u200b.dan.com'], { cwd });
  assert.is(nominated.code, 0, nominated.stderr);
  assert.match(nominated.stdout, /Alice/);
  const voted = runCli(['vote', 'www.club', 'Cy \u200b;)=ja', 'www\u200b.dan.com=nein'], { cwd });
  assert.is(voted.code, 0, voted.stderr);
  const status = JSON.parse(runOk(['status', 'www.club', '--json'], { cwd }));
  assert.equal(status.view.pending.voted, [1, 2], 'www.dan.com and Cy ;) voted');
});

test('given a name that is not a player\'s even without its zero-width space, it is still refused', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const r = runCli(['nominate', 'g', 'www\u200b.bob.com'], { cwd });
  assert.is(r.code, 2, r.stderr);
  assert.match(r.stderr, /no player is called "www\.bob\.com"/);
});

test.run();
