// An English game of another theme says its own words in the errors a moderator meets at the
// table too: Premier and Director, decrees, Loyalist and Subversive cards, the Cabinet (Secret
// Russian's words in templates/themes/secret-russian.yaml). Given games made by the real binary
// (the first-listed player is the first President), when a command is refused, then the error
// line names the theme's words and none of Secret Hitler's; a Secret Hitler game keeps its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Ann', 'Igor', 'Vera', 'Dmitri', 'Maria'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const SECRET_HITLER_WORDS = /President|Chancellor|[Pp]olic(y|ies)|[Ll]iberal|[Ff]ascist|[Gg]overnment/;

/** A game at the President's discard (Ann nominated Igor, all voted ja). */
function atDiscard(cwd: string, id: string, ...flags: string[]): void {
  runOk(['new', id, '--players', ...PLAYERS, ...flags], { cwd, env });
  runOk(['nominate', id, 'Igor'], { cwd, env });
  runOk(['vote', id, ...PLAYERS.map((_, i) => `${i + 1}=ja`)], { cwd, env });
}

/** The error line a refused command prints (exit 2: a wrong command line or argument; 1: the game as it stands refuses it). */
function refused(args: string[], cwd: string, exit: 1 | 2 = 2): string {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, exit, `${args.join(' ')}: ${r.stderr}`);
  return r.stderr.trimEnd();
}

test('given an English Secret Russian game, a wrong veto step, card or position is said with Premier, Director and decrees', () => {
  const cwd = scratch();
  atDiscard(cwd, 'sr', '--theme', 'secret-russian');

  const veto = refused(['veto', 'sr', 'bogus'], cwd);
  assert.is(veto, 'error: "bogus" is not a veto step: write request (the Director), agree or refuse (the Premier)');
  const position = refused(['discard', 'sr', '4'], cwd);
  assert.is(position, 'error: Premier Ann holds 3 cards: name one by position 1 to 3, or by its decree');
  const word = refused(['discard', 'sr', 'bogus'], cwd);
  assert.is(word, 'error: "bogus" is not a decree: write Loyalist or Subversive (or the card\'s position in the hand)');
  for (const line of [veto, position, word]) assert.not.match(line, SECRET_HITLER_WORDS);
});

test('given an English Secret Russian game after its first Cabinet, a claim by the wrong player is said with the Cabinet, Premier and Director', () => {
  const cwd = scratch();
  atDiscard(cwd, 'sr', '--theme', 'secret-russian');
  runOk(['discard', 'sr', '1'], { cwd, env });
  runOk(['enact', 'sr', '1'], { cwd, env });

  const neither = refused(['claim', 'sr', 'Vera', 'FFL'], cwd, 1);
  // With its hint: the flag keeps its name.
  assert.is(neither, 'error: Vera was neither Premier nor Director of Cabinet 1 (Ann > Igor)\nname the Cabinet with --government N');
  const notPremier = refused(['claim', 'sr', 'Igor', 'SSL', '--as', 'president'], cwd, 1);
  assert.is(notPremier, 'error: Igor was not the Premier of Cabinet 1: Ann was');
  const letters = refused(['claim', 'sr', 'Igor', 'XYZ'], cwd);
  assert.is(letters, 'error: "XYZ" is not a claim of the two cards the Director received: write letters like SL, or the decree words');
  for (const line of [neither.replace('--government', '--'), notPremier, letters]) assert.not.match(line, SECRET_HITLER_WORDS);
});

test('given an English Secret Russian game before its first nomination, a claim is refused naming the Cabinet', () => {
  const cwd = scratch();
  runOk(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  assert.is(refused(['claim', 'sr', 'Vera', 'FFL'], cwd, 1), 'error: no Cabinet has been nominated yet: there is nothing to claim about');
});

test('given an English Secret Russian game, a decision left out and a Cabinet number out of range are said with Director, decree and Cabinet', () => {
  const cwd = scratch();
  runOk(['new', 'sr', '--players', ...PLAYERS, '--theme', 'secret-russian'], { cwd, env });
  // No terminal to ask at: the argument is named, then what the game waits for.
  const nominee = refused(['nominate', 'sr'], cwd);
  assert.is(nominee.split('\n')[0], "error: missing argument 'Director': the game waits for Ann to nominate a Director");
  runOk(['nominate', 'sr', 'Igor'], { cwd, env });
  runOk(['vote', 'sr', ...PLAYERS.map((_, i) => `${i + 1}=ja`)], { cwd, env });
  const card = refused(['discard', 'sr'], cwd);
  assert.is(card.split('\n')[0], "error: missing argument 'decree': the game waits for Ann to discard a decree");
  const number = refused(['claim', 'sr', 'Ann', 'SSL', '--government', '7'], cwd);
  assert.is(number, 'error: --government takes a Cabinet number from 1 to 1, not "7"');
  for (const line of [nominee.split('\n')[0], card.split('\n')[0], number.replace('--government', '--')]) assert.not.match(line, SECRET_HITLER_WORDS);
  // Service Rat: its Ratcatcher and laws.
  runOk(['new', 'rat', '--players', ...PLAYERS, '--theme', 'service-rat'], { cwd, env });
  assert.is(refused(['nominate', 'rat'], cwd).split('\n')[0], "error: missing argument 'Ratcatcher': the game waits for Ann to nominate a Ratcatcher");
});

test('given an English Secret Hitler game, the same refusals keep Secret Hitler\'s words', () => {
  const cwd = scratch();
  atDiscard(cwd, 'sh');
  assert.is(refused(['veto', 'sh', 'bogus'], cwd), 'error: "bogus" is not a veto step: write request (the Chancellor), agree or refuse (the President)');
  assert.is(refused(['discard', 'sh', '4'], cwd), 'error: President Ann holds 3 cards: name one by position 1 to 3, or by its policy');
});

test('given an English Secret Russian game, the lines of nominate, vote and dossier name each private message in words and the theme\'s offices, never by its code', () => {
  const cwd = scratch();
  runOk(['new', 'sr', '--theme', 'secret-russian', '--players', ...PLAYERS], { cwd, env });
  const nominated = runOk(['nominate', 'sr', 'Igor'], { cwd, env });
  assert.match(nominated, /^#\d+ message queued for Ann: vote request \[[A-Z0-9]{6}\]$/m);
  const voted = runOk(['vote', 'sr', ...PLAYERS.map((_, i) => `${i + 1}=ja`)], { cwd, env });
  assert.match(voted, /^#\d+ message queued for Ann: the Premier's hand \[[A-Z0-9]{6}\]$/m);
  const dossier = runOk(['dossier', 'sr', 'Vera'], { cwd, env });
  assert.match(dossier, /^queued dossier \[[A-Z0-9]{6}\]: /m);
  // No line names a message by its code: role-card, vote-request, president-hand...
  for (const out of [nominated, voted, dossier]) assert.not.match(out, /\b(role-card|vote-request|president-hand|chancellor-hand)\b/);
});

test('given an English game of another theme, a deck the rules refuse is said with its policies by the theme\'s names, never an option key of Secret Hitler\'s words', () => {
  const cwd = scratch();
  const refusedNew = (id: string, theme: string, deck: string) => {
    const r = runCli(['new', id, '--players', ...PLAYERS, '--theme', theme, '--option', `deck=${deck}`], { cwd, env });
    assert.is.not(r.code, 0, `${theme} deck=${deck}: ${r.stdout}`);
    return r.stderr.trimEnd();
  };

  const rats = refusedNew('rat', 'service-rat', '6/1');
  const loyal = refusedNew('sr', 'secret-russian', '1/11');
  const typo = refusedNew('sr2', 'secret-russian', 'xx');

  assert.is(rats, 'error: the deck must hold a whole number of at least 6 Rat laws (RULES §1 Setup)');
  assert.is(loyal, 'error: the deck must hold a whole number of at least 5 Loyalist decrees (RULES §1 Setup)');
  assert.is(typo, 'error: --option deck takes the numbers of Loyalist and Subversive decrees, like 6/11, not "xx"');
  // Each count allowed, but too few in all to leave three to draw with 4 + 5 on the board (RULES §2.9).
  const small = refusedNew('rat2', 'service-rat', '5/6');
  assert.is(small, 'error: the deck must hold at least 12 laws in all, not 11: with 9 on the board before the game ends, three must be left to draw (RULES §1 Setup)');
  for (const line of [rats, loyal, typo, small]) assert.not.match(line, SECRET_HITLER_WORDS);
});

test.run();
