// One path per job, in the terminal report too: when the moderator's own post template is broken,
// the decision is still written, and the report must say so and how to get the post once the
// template is fixed, whichever route made the decision. `vote` said "The decision is recorded, but
// its post could not be rendered: …" and "fix it, then print the post with `chancery post g`"; the
// same vote read from a reply by `sync` said only "Recorded, but the post could not be rendered: …",
// leaving the moderator without the command that gives the post.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z', NO_COLOR: '1' };

function ok(cwd: string, args: string[]) {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** Eve's vote is the last of the election; the game's own vote-result template does not compile. */
function lastVoteWithBrokenTemplate(): string {
  const cwd = scratch('chancery-broken-post-');
  mkdirSync(join(cwd, 'tpl', 'en', 'post'), { recursive: true });
  writeFileSync(join(cwd, 'tpl', 'en', 'post', 'vote-result.hbs'), '{{#if}}never closed\n');
  ok(cwd, ['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED, '--templates', 'tpl']);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=nein', 'Dmitri=ja']);
  return cwd;
}

/** The lines a report gives about the post, its template's path made alike. */
const aboutThePost = (out: string, cwd: string) => out.split(cwd).join('<cwd>').split('\n').filter((l) => /post/i.test(l) && !/^#\d+ /.test(l));

test('given a broken post template, the vote read from a reply by sync is reported as the vote command reports it: recorded, and the command that gives the post', () => {
  const byCommand = lastVoteWithBrokenTemplate();
  const commanded = ok(byCommand, ['vote', 'g', 'Eve=ja']);
  const byMail = lastVoteWithBrokenTemplate();
  ok(byMail, ['reply', 'g', 'Eve', 'Ja']);
  const synced = ok(byMail, ['sync', 'g']);
  assert.ok(aboutThePost(commanded, byCommand).some((l) => l.includes('chancery post g')), commanded);
  assert.equal(aboutThePost(synced, byMail), aboutThePost(commanded, byCommand), synced);
});

test.run();
