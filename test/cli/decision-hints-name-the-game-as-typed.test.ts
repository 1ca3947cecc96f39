// The lines of a decision command's report that give the moderator a command to type (vote's
// `--override` line, the `post` line after a broken post template, deadline's `chancery deadline …
// 24h`) name the game as sync's hints do (gameForCommands): by its id when the id leads from the
// current folder to the same log, else by the path as typed, quoted for the shell. They named the
// log's id, which from another folder finds no game; --json keeps the id.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1', CHANCERY_HOME: '' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** A game in `folder` under a fresh scratch folder (returned) whose vote-result template is broken, Bob nominated, Alice's vote given. */
function gameIn(folder: string): string {
  const cwd = scratch('chancery-decision-hints-');
  const home = join(cwd, folder);
  mkdirSync(join(home, 'tpl', 'en', 'post'), { recursive: true });
  writeFileSync(join(home, 'tpl', 'en', 'post', 'vote-result.hbs'), '{{#if}}never closed\n');
  ok(home, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--templates', 'tpl']);
  ok(home, ['nominate', 'g', 'Bob']);
  ok(home, ['vote', 'g', 'Alice=ja']);
  return cwd;
}

for (const [folder, typedFrom, typed, named] of [
  ['far away', '.', 'far away/games/g.yaml', '"far away/games/g.yaml"'],
  ['here', 'here', './games/g.yaml', 'g'],
] as const) {
  const where = typedFrom === '.' ? 'outside its folder' : 'its folder';

  test(`given a log typed as ${typed} from ${where}, deadline's hint names the game ${named}`, () => {
    const cwd = gameIn(folder);
    const out = ok(join(cwd, typedFrom), ['deadline', typed]);
    assert.match(out, `(set one: chancery deadline ${named} 24h)`);
  });

  test(`given a log typed as ${typed} from ${where}, vote's --override line and post line name the game ${named}, --json the id`, () => {
    const cwd = gameIn(folder);
    const from = join(cwd, typedFrom);
    const json = JSON.parse(ok(from, ['vote', typed, 'Alice=nein', '--json']));
    assert.is(json.game, 'g');
    const out = ok(from, ['vote', typed, 'Alice=nein', 'Bob=ja', 'Carol=ja', 'Dmitri=nein', 'Eve=ja']);
    assert.ok(out.split('\n').includes(`Kept Alice's vote already recorded: Ja (you entered Nein). To replace it: chancery vote ${named} 1=nein --override`), out);
    assert.match(out, `fix it, then print the post with \`chancery post ${named}\``);
  });

  test(`given a log typed as ${typed} from ${where}, the refusals' command lines name the game ${named}`, () => {
    const cwd = gameIn(folder);
    const from = join(cwd, typedFrom);
    const refused = (args: string[]) => {
      const r = runCli(args, { cwd: from, env });
      assert.is.not(r.code, 0, r.stdout);
      return r.stderr;
    };
    // A decision the rules refuse, and one whose argument is left out: what the game takes instead.
    assert.match(refused(['veto', typed, 'request']), `run: chancery vote ${named} `);
    assert.match(refused(['enact', typed]), `run: chancery vote ${named} `);
    // A deadline to apply or remind of, and none set.
    assert.match(refused(['deadline', typed, '--apply']), `set one with chancery deadline ${named} 24h`);
    assert.match(refused(['remind', typed]), `set one with chancery deadline ${named} 24h`);
  });
}

test.run();
