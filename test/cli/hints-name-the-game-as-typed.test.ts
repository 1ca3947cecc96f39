// The lines of a sync report that give the moderator a command to type (`mail confirm` for a held
// reply, `post` once a broken post template is fixed) name the game one way whether the sync
// watches or not: by its id when the id leads from the current folder to the same log, else by the
// path as typed (shell-quoted). Plain `sync` named the log's id, which from another folder finds no
// game (or another one); the watch named the path as typed even where the id would do.
// Every other command's hints name it alike (gameForCommands): vote's `--override` line, the post
// line after a broken template, deadline's and remind's `chancery deadline … 24h`, and the command
// lines of a refusal (and `mail confirm`'s "listed by chancery sync …"); they named the log's id (or
// the path as typed, unquoted). --json keeps the id. The demo's "Try:" lines, which no command line
// named a game for, name it as `list` does (its id where that finds the log, else its path), quoted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { heldReply } from '../support/local-mail.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1', CHANCERY_HOME: '' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

/**
 * A game in `folder` under a fresh scratch folder (returned) whose post template is broken, with
 * Eve's deciding vote and a reply to Alice's vote request from a stranger's address in its inbox.
 */
function gameIn(folder: string): string {
  const cwd = scratch('chancery-sync-hints-');
  const home = join(cwd, folder);
  mkdirSync(join(home, 'tpl', 'en', 'post'), { recursive: true });
  writeFileSync(join(home, 'tpl', 'en', 'post', 'vote-result.hbs'), '{{#if}}never closed\n');
  ok(home, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--templates', 'tpl']);
  ok(home, ['nominate', 'g', 'Bob']);
  ok(home, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=ja']);
  heldReply(home, { seat: 0, text: 'Ja', id: 'held', from: 'stranger@elsewhere.invalid' });
  ok(home, ['reply', 'g', 'Eve', 'Ja']);
  return cwd;
}

/** `sync <game> --watch` from `cwd` until its first pass is printed, then Ctrl-C: what it printed. */
async function watched(cwd: string, game: string): Promise<string> {
  const child = spawn(process.execPath, [BIN, 'sync', game, '--watch', '--interval', '0.2'], { cwd, env: { ...process.env, ...env, CI: 'true' } });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 20_000;
  while (!/print the post with/.test(out) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGINT');
  await exited;
  return out;
}

/** The two hint lines of a report. */
const hints = (out: string) => out.split('\n').filter((l) => /mail confirm|print the post with/.test(l)).map((l) => l.trim());

for (const [folder, typedFrom, typed, named] of [
  // From the parent folder, the id finds no log: the path as typed, quoted for the shell.
  ['far away', '.', 'far away/games/g.yaml', '"far away/games/g.yaml"'],
  // From the game's own folder, the id finds this very log: the id, however the path was typed.
  ['here', 'here', './games/g.yaml', 'g'],
] as const) {
  const where = typedFrom === '.' ? 'outside its folder' : 'its folder';
  const expected = [`to apply it: chancery mail confirm ${named} "<held@example.net>"`, `fix it, then print the post with \`chancery post ${named}\``];

  test(`given sync of a log typed as ${typed} from ${typedFrom === '.' ? 'outside its folder' : 'its folder'}, its hints name the game ${named}`, () => {
    const cwd = gameIn(folder);
    const out = ok(join(cwd, typedFrom), ['sync', typed]);
    assert.equal(hints(out), expected, out);
  });

  test(`given sync --watch of a log typed as ${typed} from ${typedFrom === '.' ? 'outside its folder' : 'its folder'}, its hints name the game ${named}, as plain sync does`, async () => {
    const cwd = gameIn(folder);
    const out = await watched(join(cwd, typedFrom), typed);
    assert.equal(hints(out), expected, out);
  });

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
    const out = ok(from, ['vote', typed, 'Alice=nein', 'Eve=ja']);
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
    // Eve's reply read: the game waits for the President's discard.
    ok(from, ['sync', typed]);
    // A decision the rules refuse, and one whose argument is left out: what the game takes instead.
    assert.match(refused(['veto', typed, 'request']), `run: chancery discard ${named} `);
    assert.match(refused(['enact', typed]), `run: chancery discard ${named} `);
    // A deadline to apply or remind of, and none set.
    assert.match(refused(['deadline', typed, '--apply']), `set one with chancery deadline ${named} 24h`);
    assert.match(refused(['remind', typed]), `set one with chancery deadline ${named} 24h`);
    // A reply to confirm that names none: sync lists the held ones.
    assert.match(refused(['mail', 'confirm', typed, 'nothing@example.net']), `the held replies are listed by chancery sync ${named}`);
  });
}

test('given a demo played in a folder whose name has a space, each of its Try: lines runs as pasted into a shell', () => {
  const cwd = scratch('chancery-demo-try-');
  const out = ok(cwd, ['demo', '--players', '5', '--seed', 't5', '--dir', 'my games']);
  const tries = out.slice(out.lastIndexOf('Try:')).split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
  assert.equal(tries.map((l) => l.split(' ')[1]), ['status', 'history', 'audit', "'my"]);
  for (const line of tries) {
    const r = spawnSync('sh', ['-c', line.replace(/^chancery /, `"${process.execPath}" "${BIN}" `)], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
    assert.is(r.status, 0, `${line}: ${r.stdout}${r.stderr}`);
  }
});

test.run();
