// The README's first command, through the real binary in an empty folder with no configuration:
// a whole game whose answers travel through the local mailbox, ending clean under `audit`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import type { LogRecord, ReplyReceived } from '../../src/log/records.js';
import { runCli, scratch } from '../support/cli.js';

/** A fresh machine as far as chancery can tell: no CHANCERY_HOME, no mail config, no games. */
function freshEnv(): Record<string, string> {
  return { CHANCERY_HOME: '', HOME: scratch('chancery-home-') };
}

// Seeds of ordinary-length games: the cost of a game grows with its length (each write rewrites the log).
for (const [players, seed] of [[5, 't5'], [10, 'tena']] as const) {
  test(`given an empty folder, when \`chancery demo --players ${players}\` runs, then a whole game is played by email and audit passes`, () => {
    const cwd = scratch('chancery-demo-');
    const run = runCli(['demo', '--players', String(players), '--seed', seed], { cwd, env: freshEnv() });
    assert.is(run.code, 0, run.stderr);
    const path = join(cwd, 'games', 'demo-1.yaml');
    assert.ok(existsSync(path));

    // The thread posts came out as the game went: opening first, game over last.
    const kinds = [...run.stdout.matchAll(/── thread post: ([a-z-]+)/g)].map((m) => m[1]);
    assert.is(kinds[0], 'opening');
    assert.is(kinds[kinds.length - 1], 'game-over');
    for (const kind of ['nomination', 'vote-result', 'waiting']) assert.ok(kinds.includes(kind), `no ${kind} post in ${kinds.join(', ')}`);
    // Named as every hint names a game: by its id, which finds this log from here (game/paths.ts gameArgumentFor).
    assert.match(run.stdout, /^  chancery audit demo-1$/m);
    // The first election's slow voter: the demo's house rule casts Nein, said in the theme's word (not the log's code).
    assert.match(run.stdout, /^⏰ the deadline passed: by the house rule, Nein was cast for \S.*$/m);

    // Every answer went through the mailbox: a reply for each vote, discard and enactment.
    const log = readLog(path);
    const replies = log.events.filter((e): e is LogRecord & ReplyReceived => e.type === 'reply-received');
    const inbox = readdirSync(join(cwd, 'games', 'demo-1', 'inbox', 'cur'));
    assert.is(inbox.length, replies.length);
    assert.ok(replies.every((r) => r.outcome === 'applied'), JSON.stringify(replies.filter((r) => r.outcome !== 'applied')));
    const effective = replayLog(log).effective;
    const answerable = effective.filter((e) => ['president-discarded', 'policy-enacted', 'veto-requested', 'veto-answered'].includes(e.type)).length
      + effective.filter((e) => e.type === 'vote-cast').length;
    // The slow voter's vote was cast by the house rule, not by a reply.
    const byRule = log.events.filter((e) => e.type === 'default-applied');
    assert.is(byRule.length, 1);
    assert.is(replies.length, answerable - 1);
    assert.is(log.events.filter((e) => e.type === 'reminder-sent').length, 1);
    const sent = new Set(log.events.filter((e) => e.type === 'message-sent').map((e) => (e as { messageId: string }).messageId));
    assert.ok(log.events.every((e) => e.type !== 'message-queued' || sent.has(e.messageId)), 'every queued message was sent');
    assert.is(readdirSync(join(cwd, 'games', 'demo-1', 'outbox')).length, sent.size);

    const audit = runCli(['audit', 'games/demo-1.yaml'], { cwd, env: freshEnv() });
    assert.is(audit.code, 0, audit.stdout + audit.stderr);
    const status = runCli(['status', 'games/demo-1.yaml', '--json'], { cwd, env: freshEnv() });
    assert.is(status.code, 0);
    assert.ok(JSON.parse(status.stdout).view.winner);
  });
}

test('given a folder with a demo, and a moderator whose config sends real mail, when the demo runs again with --json, then demo-2 is played locally beside demo-1 and only the summary is printed', () => {
  const cwd = scratch('chancery-demo-');
  const first = runCli(['demo', '--players', '5', '--seed', 'rerun', '--json', '--dir', 'here'], { cwd, env: freshEnv() });
  assert.is(first.code, 0, first.stderr);
  const before = readLog(join(cwd, 'here', 'games', 'demo-1.yaml'));
  // A real mail account the demo must not use (nothing listens on port 1).
  const home = scratch('chancery-home-');
  writeFileSync(join(home, 'mail.yaml'), 'transport: smtp+imap\nfrom: mod@example.org\nsmtp: { host: 127.0.0.1, port: 1, user: u, passwordEnv: NOPE }\nimap: { host: 127.0.0.1, port: 1, user: u, passwordEnv: NOPE }\n');
  const second = runCli(['demo', '--players', '5', '--seed', 'rerun', '--json', '--dir', 'here'], { cwd, env: { CHANCERY_HOME: home } });
  assert.is(second.code, 0, second.stderr);
  const summary = JSON.parse(second.stdout);
  assert.is(summary.game, 'demo-2');
  assert.is(summary.log, join('here', 'games', 'demo-2.yaml'));
  assert.is(summary.seed, 'rerun');
  assert.ok(summary.winner === 'liberal' || summary.winner === 'fascist');
  assert.ok(existsSync(join(cwd, 'here', 'games', 'demo-2', 'outbox')));
  assert.not.ok(existsSync(join(home, 'games')));
  // The first demo is untouched; the same seed plays the same game.
  assert.equal(readLog(join(cwd, 'here', 'games', 'demo-1.yaml')).events.length, before.events.length);
  const a = replayLog(before).state, b = replayLog(readLog(join(cwd, 'here', 'games', 'demo-2.yaml'))).state;
  assert.equal([b.liberalPolicies, b.fascistPolicies, b.roles, b.governments.length], [a.liberalPolicies, a.fascistPolicies, a.roles, a.governments.length]);
});

test('given a table size outside 5 to 10 or an unknown theme, the demo refuses with exit 2 and leaves no game behind', () => {
  const cwd = scratch('chancery-demo-');
  const size = runCli(['demo', '--players', '11'], { cwd, env: freshEnv() });
  assert.is(size.code, 2);
  assert.match(size.stderr, /--players takes a table size from 5 to 10/);
  const theme = runCli(['demo', '--theme', 'space-cats'], { cwd, env: freshEnv() });
  assert.is(theme.code, 2);
  assert.match(theme.stderr, /unknown theme "space-cats"/);
  assert.equal(existsSync(join(cwd, 'games')) ? readdirSync(join(cwd, 'games')) : [], []);
});

test('given --lang RU in capitals, the demo is Russian throughout: its notes between the posts too, not only the posts', () => {
  const cwd = scratch();
  const r = runCli(['demo', '--lang', 'RU', '--seed', '1', '--dir', cwd], { cwd });
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stdout, /── пост для темы форума/);
  assert.not.match(r.stdout, /── thread post/);
});

test.run();
