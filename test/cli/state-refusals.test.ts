// README, "Every command": a refused command changes nothing and exits non-zero with what refused it
// (exit 1); only a wrong command line exits 2. Given a game as it stands, when a command its state
// refuses is run (publish before the end, undo with nothing to undo, a claim before any
// government...), then it exits 1, --json says it was refused, and nothing changed on disk; a
// malformed argument to the same game still exits 2.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

/** Every file under games/ with its bytes: what "nothing changed on disk" compares. */
function gamesFolder(cwd: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.lock')) out[path] = readFileSync(path, 'latin1');
    }
  };
  walk(join(cwd, 'games'));
  return out;
}

function newGame(lang = 'en'): string {
  const cwd = scratch('state-refusals');
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd });
  return cwd;
}

const REFUSED_BY_STATE: { args: string[]; says: RegExp }[] = [
  { args: ['publish', 'g'], says: /not over yet/ },
  { args: ['undo', 'g', '--yes'], says: /nothing to undo|no decision/i },
  { args: ['claim', 'g', '1', 'FFL'], says: /no government has been nominated yet/ },
  { args: ['remind', 'g'], says: /no deadline/ },
  { args: ['deadline', 'g', '--apply'], says: /no deadline for this phase/ },
  { args: ['new', 'g', '--players', ...PLAYERS], says: /already exists/ },
];

for (const { args, says } of REFUSED_BY_STATE) {
  test(`chancery ${args.slice(0, 2).join(' ')}: refused by the game's state, exit 1, nothing changed`, () => {
    const cwd = newGame();
    const before = gamesFolder(cwd);
    const run = runCli(args, { cwd });
    assert.is(run.code, 1, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, says);
    assert.equal(gamesFolder(cwd), before, 'nothing changed on disk');
    const json = runCli([...args, '--json'], { cwd });
    assert.is(json.code, 1);
    assert.is(JSON.parse(json.stdout).error.kind, 'refused');
  });
}

test('a wrong command line still exits 2: a vote that is no vote, an unknown post kind', () => {
  const cwd = newGame();
  runOk(['nominate', 'g', 'Bob'], { cwd });
  const before = gamesFolder(cwd);
  const vote = runCli(['vote', 'g', '1=maybe'], { cwd });
  assert.is(vote.code, 2, vote.stderr);
  const post = runCli(['post', 'g', 'sonnet'], { cwd });
  assert.is(post.code, 2, post.stderr);
  assert.equal(gamesFolder(cwd), before);
});

test('a Russian game: publish before the end is refused in Russian, exit 1', () => {
  const cwd = newGame('ru');
  const run = runCli(['publish', 'g'], { cwd });
  assert.is(run.code, 1, run.stderr);
  assert.match(run.stderr, /[а-яё]/i);
  assert.not.match(run.stderr, /\b(?:not over|error|the)\b/);
});

test.run();
