// Each route of a decision (a command, a reply read by sync, mail confirm, deadline --apply) gives
// the post, the messages and the report the same one path gives. Every test here is a bug a
// moderator met: the expected text comes from the issue and the templates' wording, never from
// the code under test.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { heldReply, newestOf } from '../support/local-mail.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const NOW = '2026-12-01T10:00:00Z';

function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  const r = runCli(args, { cwd, env: { CHANCERY_NOW: NOW, ...env } });
  return r;
}

function ok(cwd: string, args: string[], env: Record<string, string> = {}) {
  const r = run(cwd, args, env);
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return r;
}

function newGame(extra: string[] = [], env: Record<string, string> = {}): string {
  const cwd = scratch();
  ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, ...extra], env);
  return cwd;
}

test('given two failed votes, the third failed vote (chaos) posts the vote result with every vote and the chaos line, not a legislative session', () => {
  const cwd = newGame();
  // Nobody is term-limited before an election succeeds: the candidates rotate Alice, Bob, Carol.
  let out = '';
  for (const [president, chancellor] of [['Alice', 'Bob'], ['Bob', 'Carol'], ['Carol', 'Dmitri']]) {
    ok(cwd, ['nominate', 'g', chancellor, '--president', president]);
    out = ok(cwd, ['vote', 'g', ...PLAYERS.map((p) => `${p}=nein`)]).stdout;
  }
  assert.match(out, /Post to paste in the thread \(vote-result, markdown\)/);
  for (const p of PLAYERS) assert.match(out, new RegExp(`\\*\\*${p}\\*\\*: Nein`));
  assert.match(out, /Three failed governments in a row: chaos!/);
  assert.not.match(out, /legislative session/i);
});

test('given $CHANCERY_HOME/templates holds a vote request, the mail actually sent uses it (as posts and the preview do)', () => {
  const home = scratch();
  mkdirSync(join(home, 'templates', 'en', 'message'), { recursive: true });
  writeFileSync(join(home, 'templates', 'en', 'message', 'vote-request.txt.hbs'), 'OUR HOUSE VOTE REQUEST for {{me.name}}\n');
  const cwd = newGame([], { CHANCERY_HOME: home });
  ok(cwd, ['nominate', 'g', 'Bob'], { CHANCERY_HOME: home });
  const outbox = join(home, 'games', 'g', 'outbox');
  const sent = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
  const requests = sent.filter((m) => /OUR HOUSE VOTE REQUEST/.test(m));
  assert.is(requests.length, 5, 'every vote request is written from the moderator\'s template');
  assert.ok(requests.some((m) => /for Carol/.test(m)));
});

test('given the SMTP server is down, a decision reports each message not sent, in --json too, and exits 1 (the decision stays written)', () => {
  const cwd = scratch();
  writeFileSync(join(cwd, 'roster.yaml'), PLAYERS.map((p) => `- name: ${p}\n  email: ${p.toLowerCase()}@example.org\n`).join(''));
  mkdirSync(join(cwd, 'games', 'g'), { recursive: true });
  const server = '{ host: 127.0.0.1, port: 9, user: mod, passwordEnv: MAIL_PASSWORD }';
  writeFileSync(join(cwd, 'games', 'g', 'mail.yaml'), `transport: smtp+imap\nfrom: mod@example.org\nsmtp: ${server}\nimap: ${server}\n`);
  const env = { MAIL_PASSWORD: 'x' };
  const created = run(cwd, ['new', 'g', '--players', 'roster.yaml', '--seed', FIXED_SEED], env);
  assert.is(created.code, 1, 'the role cards were not sent');
  const r = run(cwd, ['nominate', 'g', 'Bob', '--json'], env);
  assert.is(r.code, 1, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.is(out.delivery.failed.length, 5 + 5, 'the five role cards still queued and the five vote requests');
  assert.match(out.delivery.failed[0].error, /connect/);
  assert.match(r.stderr, /not sent/);
  assert.match(readGame(cwd, 'g'), /chancellor-nominated/);
  const text = run(cwd, ['vote', 'g', 'Alice=ja'], env);
  assert.is(text.code, 1);
  assert.match(text.stdout, /not sent vote request to \w+ <\w+@example\.org>/);
  // The vote closes while mail is still down: its requests can no longer be answered, and are
  // dropped, never sent; the role cards and the President's hand go out once mail works.
  const tallied = run(cwd, ['vote', 'g', 'Bob=ja', 'Carol=ja', 'Dmitri=ja', 'Eve=ja'], env);
  assert.is(tallied.code, 1);
  for (const p of PLAYERS) assert.match(tallied.stdout, new RegExp(`^not sent vote request to ${p}: its question closed while it waited to go out \\(dropped\\)$`, 'm'));
  rmSync(join(cwd, 'games', 'g', 'mail.yaml'));
  const sent = run(cwd, ['send', 'g', '--json']);
  assert.is(sent.code, 0, sent.stderr);
  assert.is(JSON.parse(sent.stdout).sent, 5 + 1, 'the role cards and the hand');
  const kinds = readdirSync(join(cwd, 'games', 'g', 'outbox')).map((f) => readFileSync(join(cwd, 'games', 'g', 'outbox', f), 'utf8'));
  assert.is(kinds.filter((m) => /Vote:/.test(m)).length, 0, 'no vote request for the closed vote');
  assert.is(run(cwd, ['audit', join('games', 'g.yaml')]).code, 0);
});

test('given a vote deadline passed, deadline --apply that completes the tally prints the vote-result post', () => {
  const cwd = newGame(['--deadline', '1h', '--on-missing-vote', 'nein']);
  ok(cwd, ['nominate', 'g', 'Bob']);
  ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=nein']);
  const r = ok(cwd, ['deadline', 'g', '--apply'], { CHANCERY_NOW: '2026-12-01T12:00:00Z' });
  assert.match(r.stdout, /Post to paste in the thread \(vote-result, markdown\)/);
  assert.match(r.stdout, /\*\*Eve\*\*: Nein/);
  assert.match(r.stdout, /Ja: 3, Nein: 2/);
});

test('given the last vote cast by the house rule, by a reply or by the command, each report ends with the President\'s hand to forward', () => {
  // Three games at the same point: Eve's vote is the last; the elected President Alice then draws.
  const routes = ['command', 'deadline', 'reply'] as const;
  const reports = routes.map((route) => {
    const cwd = newGame(['--deadline', '1h', '--on-missing-vote', 'ja']);
    ok(cwd, ['nominate', 'g', 'Bob']);
    ok(cwd, ['vote', 'g', 'Alice=ja', 'Bob=ja', 'Carol=ja', 'Dmitri=ja']);
    if (route === 'command') return ok(cwd, ['vote', 'g', 'Eve=ja']).stdout;
    if (route === 'deadline') return ok(cwd, ['deadline', 'g', '--apply'], { CHANCERY_NOW: '2026-12-01T12:00:00Z' }).stdout;
    ok(cwd, ['reply', 'g', 'Eve', 'ja']);
    return ok(cwd, ['sync', 'g']).stdout;
  });
  const hand = (out: string) => /^PRIVATE: for Alice \(seat 1\) only[^\n]*\n {2}President Alice draws, top first: [^\n]+$/m.exec(out)?.[0];
  for (const [i, out] of reports.entries()) assert.ok(hand(out), `${routes[i]}: the hand is printed\n${out}`);
  assert.is(hand(reports[1]), hand(reports[0]), 'the house rule prints the hand the command does');
  assert.is(hand(reports[2]), hand(reports[0]), 'a reply read by sync prints the hand the command does');
  // And what the game waits for next, as the command says it; then the post, what was sent, the hand.
  for (const out of reports) {
    assert.match(out, /^Next: the game waits for Alice to discard a policy$/m);
    const order = [/^Next: /m, /^Post to paste in the thread/m, /^sent \d+ messages?/m, /^PRIVATE: /m].map((re) => out.search(re));
    assert.equal([...order].sort((a, b) => a - b), order, `in the command's order:\n${out}`);
  }
});

test('given Hitler elected by a vote the house rule completed, the game-over post shows that vote and marks the vote cast by the rule', () => {
  // Three Fascist policies from the start (a rule option): Hitler elected Chancellor wins at once (RULES §3).
  const cwd = newGame(['--deadline', '1h', '--on-missing-vote', 'ja', '--option', 'startingFascistPolicies=3']);
  const roles = PLAYERS.map((_, seat) => JSON.parse(ok(cwd, ['status', 'g', '--as', String(seat + 1), '--json']).stdout).view.role);
  const hitler = roles.indexOf('hitler');
  // Alice (the first candidate) nominates Hitler, or Bob when Alice is Hitler herself: then Bob nominates.
  assert.ok(hitler > 0, 'this seed deals Hitler to someone Alice can nominate');
  ok(cwd, ['nominate', 'g', PLAYERS[hitler]]);
  const late = PLAYERS.findIndex((_, seat) => seat !== 0 && seat !== hitler);
  ok(cwd, ['vote', 'g', ...PLAYERS.filter((_, seat) => seat !== late).map((name) => `${name}=ja`)]);
  const r = ok(cwd, ['deadline', 'g', '--apply'], { CHANCERY_NOW: '2026-12-01T12:00:00Z' });
  assert.match(r.stdout, /Post to paste in the thread \(game-over, markdown\)/);
  assert.match(r.stdout, new RegExp(`The vote that elected President \\*\\*Alice\\*\\* and Chancellor \\*\\*${PLAYERS[hitler]}\\*\\*:`));
  assert.match(r.stdout, new RegExp(`\\*\\*${PLAYERS[late]}\\*\\*: Ja \\(house rule\\)`));
  assert.match(r.stdout, new RegExp(`\\(house rule\\): no vote came from ${PLAYERS[late]} before the deadline; that vote was cast by the house rule\\.`));
});

test('given a reply held because it came from another address, the hint names the game, not <game>', () => {
  const cwd = newGame();
  ok(cwd, ['nominate', 'g', 'Bob']);
  assert.ok(newestOf(cwd, 2, 'vote-request'), 'Carol was sent a vote request');
  heldReply(cwd, { seat: 2, text: 'Ja', id: 'held-1', from: 'Carol Elsewhere <carol.other@example.net>' });
  const r = ok(cwd, ['sync', 'g']);
  assert.match(r.stdout, /held/);
  assert.match(r.stdout, /chancery mail confirm g "?<held-1@example\.net>"?/);
  assert.not.match(r.stdout, /<game>|'<id>'/);
});

test('given new --format bbcode, every later post of the game is BBCode without asking again; --format overrides it once', () => {
  const cwd = newGame(['--format', 'bbcode']);
  const nominated = ok(cwd, ['nominate', 'g', 'Bob']);
  assert.match(nominated.stdout, /\(nomination, bbcode\)/);
  assert.match(nominated.stdout, /\[b\]Alice\[\/b\]/);
  assert.match(ok(cwd, ['post', 'g']).stdout, /\[b\]Alice\[\/b\]/);
  const once = ok(cwd, ['post', 'g', '--format', 'markdown']);
  assert.match(once.stdout, /\*\*Alice\*\*/);
  for (const p of PLAYERS) assert.is(run(cwd, ['reply', 'g', p, 'ja']).code, 0);
  const synced = ok(cwd, ['sync', 'g']);
  assert.match(synced.stdout, /\[b\]Alice\[\/b\]: Ja/);
});

test('given a new game, new says where the role cards went: the local outbox folder', () => {
  const cwd = scratch();
  const r = ok(cwd, ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED]);
  assert.match(r.stdout, /Role cards: 5 written to the local outbox .*games\/g\/outbox/);
  const json = JSON.parse(ok(scratch(), ['new', 'h', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--json']).stdout);
  assert.is(json.delivery.sent, 5);
  assert.match(json.delivery.destination, /games\/h\/outbox$/);
});

test.run();
