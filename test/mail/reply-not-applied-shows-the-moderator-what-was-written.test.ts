// Players write to the moderator by replying to the game's mail ("Quick question: may I claim
// anything I like?"). Such a reply is no answer and is not applied, and the player is told so; the
// moderator's sync report said only that ("too-late Carol — the game is not waiting for an answer
// from you") and never showed the words, so a question to the moderator went unseen. Given a reply
// that is not applied, when sync reads it, then the report shows what the player wrote, marked as
// private mail (never for the thread), in the game's language; --json carries it as `wrote`. An
// applied reply's line stays as it was (its reading says it all).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

function game(lang: 'en' | 'ru', players: string[]) {
  const cwd = scratch('chancery-wrote-');
  runOk(['new', 'g', '--players', ...players, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  return cwd;
}

test('given an English player asking the moderator by reply, when sync reads it, then the report shows the words as private mail', () => {
  const cwd = game('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  runOk(['reply', 'g', 'Carol', 'Quick question: can I claim anything I like in the thread?'], { cwd });
  const run = runCli(['sync', 'g'], { cwd, env: { NO_COLOR: '1' } });
  assert.is(run.code, 0, run.stderr);
  const lines = run.stdout.split('\n');
  const at = lines.findIndex((l) => /Carol/.test(l));
  assert.ok(at >= 0, run.stdout);
  assert.is(lines[at + 1], '  Carol wrote: "Quick question: can I claim anything I like in the thread?" (PRIVATE: never in the thread)', run.stdout);
});

test('given a reply in several lines, then the report shows it on one line, and --json carries it whole', () => {
  const cwd = game('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  runOk(['reply', 'g', 'Bob', 'Thanks!\n\nI will be away on Friday, is that OK?'], { cwd });
  const json = JSON.parse(runOk(['sync', 'g', '--json'], { cwd }));
  const item = json.passes.flatMap((p: { items: { player: string; wrote?: string }[] }) => p.items).find((i: { player: string }) => i.player === 'Bob');
  assert.ok(item, JSON.stringify(json));
  assert.is(item.wrote, 'Thanks!\n\nI will be away on Friday, is that OK?');
});

test('given a Russian game, then the line is Russian', () => {
  const cwd = game('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша']);
  runOk(['reply', 'g', 'Вера', 'Можно вопрос: в теме можно говорить что угодно?'], { cwd });
  const run = runCli(['sync', 'g'], { cwd, env: { NO_COLOR: '1' } });
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stdout, /^ {2}Вера пишет: «Можно вопрос: в теме можно говорить что угодно\?» \(ЛИЧНОЕ: никогда не в тему\)$/m, run.stdout);
});

test('given an applied vote, then its line has no words under it', () => {
  const cwd = game('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  runOk(['nominate', 'g', 'Bob'], { cwd });
  runOk(['reply', 'g', 'Carol', 'ja'], { cwd });
  const out = runOk(['sync', 'g'], { cwd, env: { NO_COLOR: '1' } });
  assert.not.match(out, /wrote:/, out);
});

test.run();
