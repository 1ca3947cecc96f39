// A moderator's own theme file re-words what it gives and keeps the built-in words for the rest:
// a file written for an older version, before a template came to use a word (`title`, `letters`),
// still renders. Given $CHANCERY_HOME/templates/themes/secret-russian.yaml that names only the
// Premier, when the moderator starts and plays a Secret Russian game, then every post and message
// renders, with the file's word for the Premier and the built-in ones (Director, Cabinet, decrees)
// for everything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];

function home(themeFile: string, wordsFile?: string): { cwd: string; env: Record<string, string> } {
  const cwd = scratch();
  const templates = join(cwd, 'home', 'templates');
  mkdirSync(join(templates, 'themes'), { recursive: true });
  writeFileSync(join(templates, 'themes', 'secret-russian.yaml'), themeFile);
  if (wordsFile !== undefined) {
    mkdirSync(join(templates, 'en'), { recursive: true });
    writeFileSync(join(templates, 'en', 'words.yaml'), wordsFile);
  }
  return { cwd, env: { CHANCERY_HOME: join(cwd, 'home'), CHANCERY_NOW: '2026-12-01T10:00:00Z' } };
}

/** Runs a command line that must succeed there, giving what it printed. */
function succeeding(cwd: string, env: Record<string, string>): (args: string[]) => string {
  return (args) => {
    const r = runCli(args, { cwd, env });
    assert.is(r.code, 0, r.stderr);
    return r.stdout;
  };
}

test('given a theme file that names only the Premier, the game is created and its nomination post names the Premier so, the rest as built in', () => {
  const { cwd, env } = home('en:\n  president: First Minister\n');
  const created = runCli(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  assert.is(created.code, 0, created.stderr);
  const outbox = join(cwd, 'home', 'games', 'sr', 'outbox');
  const roleCards = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
  assert.is(roleCards.length, 5);
  // The built-in title of the theme (the file gives none).
  for (const card of roleCards) assert.match(card, /Secret Russian/);

  const nominated = runCli(['nominate', 'sr', 'Igor'], { cwd, env });
  assert.is(nominated.code, 0, nominated.stderr);
  assert.match(nominated.stdout, /### Cabinet 1: nomination/);
  assert.match(nominated.stdout, /First Minister \*\*Ann\*\* nominates \*\*Igor\*\* as Director\./);
  assert.match(nominated.stdout, /Loyalist Decrees/);
  assert.not.match(nominated.stdout, /Premier|President|Chancellor/);
});

test('given a theme file without the game\'s language, and an own words.yaml with one word, the built-in words fill the rest', () => {
  const { cwd, env } = home('ru:\n  president: Первый министр\n', 'noClaims: Nothing claimed so far.\n');
  const created = runCli(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  assert.is(created.code, 0, created.stderr);
  const nominated = runCli(['nominate', 'sr', 'Igor'], { cwd, env });
  assert.is(nominated.code, 0, nominated.stderr);
  assert.match(nominated.stdout, /Premier \*\*Ann\*\* nominates \*\*Igor\*\* as Director\./);
  const claims = runCli(['post', 'sr', 'claims'], { cwd, env });
  assert.is(claims.code, 0, claims.stderr);
  // The file's word, and the built-in ones beside it (the heading's "claims", the letters' note).
  assert.match(claims.stdout, /Nothing claimed so far\./);
  assert.match(claims.stdout, /Secret Russian: sr: claims/);
});

test('given a theme file that names the ballots, the vote record, the history\'s timeline and its vote matrix say its words', () => {
  const { cwd, env } = home('en:\n  ja: Aye\n  nein: Nay\n');
  const ok = succeeding(cwd, env);
  ok(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian']);
  ok(['nominate', 'sr', 'Igor']);
  assert.match(ok(['vote', 'sr', '1=ja', '2=ja', '3=ja', '4=nein', '5=ja']), /^#\d+ votes tallied: Aye 4, Nay 1: elected$/m);
  const history = ok(['history', 'sr']);
  assert.match(history, /\(Aye: Ann, Igor, Vera, Maria; Nay: Dmitri\)/);
  assert.match(history, /^1 +Aye +Aye +Aye +Nay +Aye *$/m);
  assert.not.match(history, /\bJa\b|\bNein\b/);
});

test('given a theme file that names the Premier and the Director, the terminal\'s lines say its words too, as the posts do', () => {
  const { cwd, env } = home('en:\n  president: First Minister\n  chancellor: Chief\n');
  const ok = succeeding(cwd, env);
  ok(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian']);
  assert.match(ok(['status', 'sr']), /^Next: the game waits for Ann to nominate a Chief$/m);
  assert.match(ok(['nominate', 'sr', 'Igor']), /^#\d+ Ann nominated Igor for Chief$/m);
  const voted = ok(['vote', 'sr', ...PLAYERS.map((_, i) => `${i + 1}=ja`)]);
  assert.match(voted, /^#\d+ the First Minister drew three decrees$/m);
  assert.match(voted, /^ {2}First Minister Ann draws, top first: /m);
  const discarded = ok(['discard', 'sr', '1']);
  assert.match(discarded, /^ {2}Chief Igor receives: /m);
  const claimed = ok(['claim', 'sr', 'Ann', 'LLS']);
  assert.match(claimed, /^#\d+ claim recorded: Ann \(First Minister of Cabinet 1\) says SLL$/m);
  assert.match(ok(['history', 'sr']), /^ +claim Ann \(First Minister\): SLL$/m);
  // A refusal names the offices in the file's words too.
  const refused = runCli(['claim', 'sr', 'Vera', 'LLS'], { cwd, env });
  assert.is(refused.code, 1);
  assert.match(refused.stderr, /^error: Vera was neither First Minister nor Chief of Cabinet 1 \(Ann > Igor\)$/m);
  // Only the terminal's lines are looked at here: the posts have their own test above.
  for (const out of [voted, discarded, claimed]) {
    const terminal = out.split('\n').filter((line) => /^(#\d+ | {2}\S)/.test(line)).join('\n');
    assert.not.match(terminal, /Premier|Director/, terminal);
  }
});

test('given a theme file with letters of its own, a claim typed in them is read and said back in them; a letter a built-in theme uses for the other side is refused', () => {
  const { cwd, env } = home('en:\n  letters: { liberal: B, fascist: R }\n');
  const run = (args: string[]) => runCli(args, { cwd, env });
  for (const args of [['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], ['nominate', 'sr', 'Igor'], ['vote', 'sr', ...PLAYERS.map((_, i) => `${i + 1}=ja`)]]) {
    const r = run(args);
    assert.is(r.code, 0, r.stderr);
  }
  const own = run(['claim', 'sr', 'Ann', 'BBR']);
  assert.is(own.code, 0, own.stderr);
  assert.match(own.stdout, /^#\d+ claim recorded: Ann \(Premier of Cabinet 1\) says RBB$/m);
  // The built-in letters of every theme are still read.
  const builtIn = run(['claim', 'sr', 'Igor', 'SL']);
  assert.is(builtIn.code, 0, builtIn.stderr);
  assert.match(builtIn.stdout, /^#\d+ claim recorded: Igor \(Director of Cabinet 1\) says RB$/m);

  // B is this file's Liberal letter; in a file that made L the Subversive one, L would mean both.
  const clash = home('en:\n  letters: { liberal: B, fascist: L }\n');
  for (const args of [['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], ['nominate', 'sr', 'Igor'], ['vote', 'sr', ...PLAYERS.map((_, i) => `${i + 1}=ja`)]]) {
    const r = runCli(args, clash);
    assert.is(r.code, 0, r.stderr);
  }
  const refused = runCli(['claim', 'sr', 'Ann', 'LLB'], clash);
  assert.is(refused.code, 2, refused.stdout);
  assert.match(refused.stderr, /"LLB" is not a claim/);
  assert.is(runCli(['claim', 'sr', 'Ann', 'BBS'], clash).code, 0, 'its Liberal letter and a built-in Subversive one are read');
});

test.run();
