// The thread is told when the moderator takes back a decision it had heard of: `undo` prints a
// withdrawal post (which decision, what the game waits for now) and `post` gives it afterwards as
// the latest post. A decision the thread never heard of (a discard, a lone vote) makes no post.
// The expected texts are written by hand from the posts' wording (README: "the same 'waiting for'
// line"), not copied from chancery's output.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';
import { latinWords } from './latin.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function run(cwd: string, ...args: string[]): string {
  const r = runCli(args, { cwd });
  assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function game(...steps: string[][]): string {
  const cwd = scratch();
  run(cwd, 'new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED);
  for (const step of steps) run(cwd, ...step);
  return cwd;
}

const NOMINATE = ['nominate', 'g', 'Bob'];
const FOUR_VOTES = ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein'];
const LAST_VOTE = ['vote', 'g', 'Eve=ja'];

const OPENING_BOARD = [
  '- **Liberal track**: □□□□□ 0/5',
  '- **Fascist track**: □□□□□□ 0/6 (powers: 3 Policy Peek, 4 Execution, 5 Execution)',
  '- **Election Tracker**: ○○○ 0/3',
  '- Draw pile: 17, discards: 0',
].join('\n');

const NOMINATION_WITHDRAWN = `### Withdrawn by the moderator

The moderator has taken back the nomination of **Bob** as Chancellor by President **Alice**: it no longer stands, and the game is back where it stood before it.

Waiting for **Alice**, candidate for President, to nominate a Chancellor.

${OPENING_BOARD}
`;

const postOf = (stdout: string) => stdout.split(/^Post to paste in the thread \([^)]*\):\n\n/m)[1];

test('given a nomination posted in the thread, undo prints the withdrawal post, and `post` gives it afterwards as the latest post', () => {
  const cwd = game(NOMINATE);
  const undone = run(cwd, 'undo', 'g', '--yes');
  assert.match(undone, /^Post to paste in the thread \(withdrawal, markdown\):$/m);
  assert.is(`${postOf(undone).trimEnd()}\n`, NOMINATION_WITHDRAWN);
  assert.is(run(cwd, 'post', 'g'), NOMINATION_WITHDRAWN);
  const json = JSON.parse(run(cwd, 'post', 'g', '--json'));
  assert.is(json.kind, 'withdrawal');
});

test('given undo --json, the withdrawal post is in the result', () => {
  const cwd = game(NOMINATE);
  const result = JSON.parse(run(cwd, 'undo', 'g', '--yes', '--json'));
  assert.is(result.post.kind, 'withdrawal');
  assert.is(result.post.format, 'markdown');
  assert.is(`${result.post.text.trimEnd()}\n`, NOMINATION_WITHDRAWN);
});

test('given the last vote taken back, the post withdraws the result and the vote, and waits for that voter again', () => {
  const cwd = game(NOMINATE, FOUR_VOTES, LAST_VOTE);
  const post = postOf(run(cwd, 'undo', 'g', '--yes'));
  assert.is(`${post.trimEnd()}\n`, `### Withdrawn by the moderator

The moderator has taken back the vote of **Eve** and the result of the vote on President **Alice** and Chancellor **Bob**: it no longer stands, and the game is back where it stood before it.

Waiting for **Eve** to vote on President Alice and Chancellor Bob.

${OPENING_BOARD}
`);
});

test('given a discard taken back, the thread heard nothing of it: no post, and `post` still gives the vote result', () => {
  const cwd = game(NOMINATE, FOUR_VOTES, LAST_VOTE, ['discard', 'g', '1']);
  const undone = run(cwd, 'undo', 'g', '--yes');
  assert.not.match(undone, /Post to paste/);
  assert.is(JSON.parse(run(cwd, 'post', 'g', '--json')).kind, 'vote-result');
});

test('given an enactment taken back, the post names the Chancellor and not the card, and the board is as before it', () => {
  const cwd = game(NOMINATE, FOUR_VOTES, LAST_VOTE, ['discard', 'g', '1'], ['enact', 'g', '1']);
  const post = postOf(run(cwd, 'undo', 'g', '--yes'));
  assert.match(post, /^The moderator has taken back the policy enacted by Chancellor \*\*Bob\*\*: it no longer stands, and the game is back where it stood before it\.$/m);
  assert.match(post, /^Waiting for Chancellor \*\*Bob\*\* to enact a policy\.$/m);
  assert.match(post, /^- \*\*Fascist track\*\*: □□□□□□ 0\/6/m);
  // The card the Chancellor enacted is in their hand again: a hidden fact.
  assert.not.match(post, /\*\*(Fascist|Liberal)\*\*|(Fascist|Liberal) policy/);
  assert.is(run(cwd, 'post', 'g'), `${post.trimEnd()}\n`);
});

test('given a replacement taken back, the post says the seat stays with its player', () => {
  const cwd = game(NOMINATE, FOUR_VOTES, LAST_VOTE, ['discard', 'g', '1'], ['enact', 'g', '1'], ['replace', 'g', 'Carol', 'Zoe']);
  const post = postOf(run(cwd, 'undo', 'g', '--yes'));
  assert.match(post, /^The moderator has taken back the replacement in seat 3, where Zoe was to take over from \*\*Carol\*\*: it no longer stands, and the game is back where it stood before it\.$/m);
  assert.match(post, /^Waiting for \*\*Bob\*\*, candidate for President, to nominate a Chancellor\.$/m);
  assert.is(JSON.parse(run(cwd, 'post', 'g', '--json')).kind, 'withdrawal');
});

test('given a decision after the withdrawal, `post` gives its post, and `post <game> withdrawal` the withdrawal as it stood', () => {
  const cwd = game(NOMINATE);
  run(cwd, 'undo', 'g', '--yes');
  run(cwd, 'nominate', 'g', 'Carol');
  assert.match(run(cwd, 'post', 'g'), /President \*\*Alice\*\* nominates \*\*Carol\*\* as Chancellor\./);
  assert.is(run(cwd, 'post', 'g', 'withdrawal'), NOMINATION_WITHDRAWN);
});

test('given no decision taken back, `post <game> withdrawal` says so', () => {
  const cwd = game(NOMINATE);
  assert.match(run(cwd, 'post', 'g', 'withdrawal'), /^No decision the thread heard of has been taken back\.$/m);
});

test('given a Russian Service Rat game in BBCode, the withdrawal post is in Russian, in the theme\'s words and BBCode, with no Latin word', () => {
  const cwd = scratch();
  const names = ['Аня', 'Борис', 'Вера', 'Глеб', 'Дина'];
  run(cwd, 'new', 'r', '--players', ...names, '--seed', FIXED_SEED, '--lang', 'ru', '--theme', 'service-rat', '--format', 'bbcode');
  run(cwd, 'nominate', 'r', 'Борис');
  const undone = run(cwd, 'undo', 'r', '--yes');
  const post = undone.split(/^Пост для темы форума, скопируйте целиком:\n\n/m)[1];
  assert.ok(post, undone);
  assert.ok(post.startsWith(`[b]Отменено ведущим[/b]

Ведущий отменил выдвижение [b]Бориса[/b] в крысоловы (Мэр [b]Аня[/b]): это решение больше не действует, игра вернулась туда, где была до него.

Ждём, когда кандидат в мэры [b]Аня[/b] выдвинет кандидата в крысоловы.
`), post);
  assert.match(post, /\[b\]Кошачьи законы\[\/b\]/);
  assert.equal(latinWords(post, { game: 'r', dir: cwd, names }), []);
  assert.is(run(cwd, 'post', 'r'), `${post.trimEnd()}\n`);
});

test.run();
