// A command cut short after its write (kill -9, a closed terminal) and before its report leaves a
// decision recorded that the moderator never saw: the nomination, the tally, the replies a sync
// applied, the house rule's votes at a deadline, with their thread post. The next command that names
// the game says so, once, in the game's language: which records, and the post (and the `chancery
// post` line that prints it again). A command that printed its report leaves nothing to say.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { latinWords } from '../cli/latin.js';
import { killedAtRename } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RUSSIAN = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** The id of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

const NOTICE_EN = /Recorded but never shown/;
const NOTICE_RU = /Записано, но не показано/;

/**
 * `chancery <args>`, which must succeed: what it said on stderr (where the notice goes, beside the
 * command's own output), then its stdout, which never holds the notice.
 */
function told(args: string[], opts: { cwd: string; env?: Record<string, string> }): string {
  const r = runCli(args, opts);
  if (r.code !== 0) throw new Error(`chancery ${args.join(' ')} exited ${r.code}: ${r.stderr || r.stdout}`);
  assert.not.match(r.stdout, NOTICE_EN);
  assert.not.match(r.stdout, NOTICE_RU);
  return r.stderr + r.stdout;
}

test('given nominate killed after its write, before it printed the post, the next status shows the nomination and its post, and the one after says nothing more', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  // Killed as it writes the first vote request to the local outbox: the nomination is in the log.
  const killed = killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$');
  assert.is(killed.signal, 'SIGKILL');
  assert.not.match(killed.stdout, /Bob/, 'the killed command printed nothing of its decision');
  const next = told(['status', 'g'], { cwd });
  assert.match(next, NOTICE_EN);
  assert.match(next, /Alice nominated Bob for Chancellor/);
  // The nomination post (RULES §2.2: the President nominates; the players vote Ja or Nein).
  assert.match(next, /nominates \*\*Bob\*\* as Chancellor/);
  assert.match(next, /`chancery post g nomination`/);
  const after = told(['status', 'g'], { cwd });
  assert.not.match(after, NOTICE_EN, 'said once');
  assert.not.match(after, /nominates/);
});

test('given vote killed after the tally, the next decision says what was tallied and shows the vote result post before its own report', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  told(['nominate', 'g', 'Bob'], { cwd });
  told(['vote', 'g', '1=ja', '2=ja', '3=nein', '4=nein'], { cwd });
  // A failed vote mails nobody: killed as it leaves its snapshot, the last thing before its report.
  const killed = killedAtRename(['vote', 'g', '5=nein'], cwd, '\\.snapshot\\.json\\.');
  assert.is(killed.signal, 'SIGKILL');
  const next = told(['nominate', 'g', 'Carol'], { cwd });
  assert.match(next, NOTICE_EN);
  assert.match(next, /Eve's vote recorded/);
  // Two Ja, three Nein: not elected (RULES §2.3), the tracker moves.
  assert.match(next, /Ja: 2, Nein: 3/);
  assert.match(next, /`chancery post g vote-result`/);
  assert.match(next, /Bob nominated Carol for Chancellor/, 'then the command\'s own decision');
  assert.not.match(told(['status', 'g'], { cwd }), NOTICE_EN);
});

test('given a command printed its report, no later command says anything was not shown, and no marker is left', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const outputs = [
    told(['nominate', 'g', 'Bob'], { cwd }),
    told(['vote', 'g', '1=ja', '2=ja', '3=ja'], { cwd }),
    told(['vote', 'g', '4=ja', '5=ja', '--json'], { cwd }),
    told(['status', 'g'], { cwd }),
    told(['post', 'g'], { cwd }),
  ];
  for (const out of outputs) assert.not.match(out, NOTICE_EN);
  assert.equal(readdirSync(join(cwd, 'games', 'g')).filter((f) => f.startsWith('unshown')), []);
});

test('given a --json command or a post piped to the clipboard after a killed one, the notice goes to stderr and stdout stays the command\'s own output', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$').signal, 'SIGKILL');
  const next = runCli(['status', 'g', '--json'], { cwd });
  assert.is(next.code, 0, next.stderr);
  assert.match(next.stderr, NOTICE_EN);
  assert.match(next.stderr, /Alice nominated Bob/);
  JSON.parse(next.stdout);
  assert.is(killedAtRename(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], cwd, '\\.eml\\.\\d+\\.tmp$').signal, 'SIGKILL');
  const post = runCli(['post', 'g'], { cwd });
  assert.is(post.code, 0, post.stderr);
  assert.match(post.stderr, NOTICE_EN);
  // The President's hand, a PRIVATE note to forward, is told on stderr; the post to paste has none.
  assert.match(post.stderr, /PRIVATE: for Alice/);
  assert.not.match(post.stdout, /PRIVATE|never shown|#\d+/);
  assert.match(post.stdout, /^### Government 1: vote result/);
});

test('given a marker whose records never reached the log (killed before its append ended), the next command says nothing and drops it', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  told(['nominate', 'g', 'Bob'], { cwd });
  const marker = join(cwd, 'games', 'g', `unshown.${deadPid()}.40.json`);
  writeFileSync(marker, JSON.stringify({ from: 40, to: 45, at: '2026-12-01T10:00:00.000Z' }), { mode: 0o600 });
  const next = told(['status', 'g'], { cwd });
  assert.not.match(next, NOTICE_EN);
  assert.not.ok(existsSync(marker));
});

test('given a Russian game whose sync was killed after it applied the replies, the next sync says in Russian what it applied and shows the vote result post', () => {
  const cwd = scratch();
  told(['new', 'g', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RUSSIAN, '--seed', FIXED_SEED], { cwd });
  told(['nominate', 'g', 'Борис'], { cwd });
  for (const seat of ['1', '2', '3', '4', '5']) told(['reply', 'g', seat, 'за'], { cwd });
  // Killed as it marks the first reply read: every reply is applied and the vote tallied.
  const killed = killedAtRename(['sync', 'g'], cwd, 'inbox/new/');
  assert.is(killed.signal, 'SIGKILL');
  const next = told(['sync', 'g'], { cwd });
  assert.match(next, NOTICE_RU);
  assert.match(next, /Ja: 5, Nein: 0/);
  assert.match(next, /`chancery post g vote-result`/);
  assert.equal(latinWords(next, { game: 'g', dir: cwd, names: RUSSIAN }), [], 'no English word');
  assert.not.match(told(['sync', 'g'], { cwd }), NOTICE_RU, 'said once');
});

test('given deadline --apply killed after the house rule cast the missing votes, the next command shows the votes cast and the result post, in Russian too', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    const start = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
    told(['new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'nein'], { cwd, env: start });
    told(['nominate', 'g', '2'], { cwd, env: start });
    told(['vote', 'g', '1=ja', '2=ja'], { cwd, env: start });
    const late = { CHANCERY_NOW: '2026-12-01T12:00:00Z' };
    assert.is(killedAtRename(['deadline', 'g', '--apply'], cwd, '\\.eml\\.\\d+\\.tmp$', late).signal, 'SIGKILL');
    const next = told(['status', 'g'], { cwd, env: late });
    assert.match(next, lang === 'ru' ? NOTICE_RU : NOTICE_EN);
    // Two Ja and the house rule's three Nein (RULES §5): not elected.
    assert.match(next, /Ja: 2, Nein: 3/);
    if (lang === 'ru') assert.equal(latinWords(next, { game: 'g', dir: cwd, names }), [], 'no English word');
    assert.not.match(told(['status', 'g'], { cwd, env: late }), lang === 'ru' ? NOTICE_RU : NOTICE_EN);
  }
});

test('given the game left out (the only one in the folder), status and play say it too, once', () => {
  for (const first of [['status'], ['play']]) {
    const cwd = scratch();
    told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
    assert.is(killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$').signal, 'SIGKILL');
    const next = told(first, { cwd });
    assert.match(next, NOTICE_EN, `chancery ${first[0]}`);
    assert.match(next, /nominates \*\*Bob\*\* as Chancellor/);
    assert.not.match(told(first, { cwd }), NOTICE_EN, 'said once');
  }
});

test('given undo killed after it took the nomination back, the next command shows what was taken back and the withdrawal post, in both languages', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    told(['new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED], { cwd });
    told(['nominate', 'g', '2'], { cwd });
    // Killed as it writes the first withdrawal notice: the retraction is in the log.
    assert.is(killedAtRename(['undo', 'g', '--yes'], cwd, '\\.eml\\.\\d+\\.tmp$').signal, 'SIGKILL');
    const next = told(['status', 'g'], { cwd });
    assert.match(next, lang === 'ru' ? NOTICE_RU : NOTICE_EN);
    assert.match(next, /`chancery post g withdrawal`/);
    if (lang === 'ru') assert.equal(latinWords(next, { game: 'g', dir: cwd, names }), [], 'no English word');
    assert.not.match(told(['status', 'g'], { cwd }), lang === 'ru' ? NOTICE_RU : NOTICE_EN, 'said once');
  }
});

test('given claim killed after its write, the next command says the claim was recorded', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  told(['nominate', 'g', 'Bob'], { cwd });
  told(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
  told(['discard', 'g', '1'], { cwd });
  told(['enact', 'g', '1'], { cwd });
  assert.is(killedAtRename(['claim', 'g', 'Alice', 'FFF'], cwd, '\\.snapshot\\.json\\.').signal, 'SIGKILL');
  const next = told(['status', 'g'], { cwd });
  assert.match(next, NOTICE_EN);
  assert.match(next, /Alice/);
  assert.match(next, /FFF/);
});

test('given new killed after it wrote the game, before it printed the commitment, new run again is refused and shows the opening post with the commitment, in both languages', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    const args = ['new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED];
    // Killed as it writes the first role card: the log is written, the report never printed.
    const killed = killedAtRename(args, cwd, '\\.eml\\.\\d+\\.tmp$');
    assert.is(killed.signal, 'SIGKILL');
    assert.is(killed.stdout, '');
    const again = runCli(args, { cwd });
    assert.is(again.code, 1, 'the game exists: refused');
    assert.match(again.stderr, lang === 'ru' ? NOTICE_RU : NOTICE_EN);
    assert.match(again.stderr, /`chancery post g opening`/);
    // The commitment the opening post publishes: the SHA-256 of the seed (64 hex digits).
    assert.match(again.stderr, /\b[0-9a-f]{64}\b/);
    if (lang === 'ru') assert.equal(latinWords(again.stderr, { game: 'g', dir: cwd, names }), [], 'no English word');
    assert.not.match(told(['status', 'g'], { cwd }), lang === 'ru' ? NOTICE_RU : NOTICE_EN, 'said once');
  }
});

test('given nominate interrupted by Ctrl-C or a closed terminal after its write, the next command shows the nomination post', () => {
  for (const signal of ['SIGINT', 'SIGHUP']) {
    const cwd = scratch();
    told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
    const stopped = killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$', { CHANCERY_KILL_SIGNAL: signal });
    assert.is(stopped.signal, signal);
    const next = told(['status', 'g'], { cwd });
    assert.match(next, NOTICE_EN, signal);
    assert.match(next, /nominates \*\*Bob\*\* as Chancellor/);
  }
});

test('given peek killed after its write, the next command shows the PRIVATE note the report would have set apart for the President, in both languages', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    const run = (...args: string[]) => told(args, { cwd });
    // The fixed seed's deck starts F F F F F L F L (test/support/hitler-elected.ts): three Fascist
    // policies enacted by three governments bring the Policy Peek (RULES §4.2, five players).
    run('new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED);
    for (const [chancellor, discard] of [['2', 'fascist'], ['3', 'liberal'], ['1', 'liberal']]) {
      run('nominate', 'g', chancellor);
      run('vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja');
      run('discard', 'g', discard);
      run('enact', 'g', 'fascist');
    }
    assert.is(killedAtRename(['peek', 'g'], cwd, '\\.snapshot\\.json\\.').signal, 'SIGKILL');
    const next = run('status', 'g');
    assert.match(next, lang === 'ru' ? NOTICE_RU : NOTICE_EN);
    // The note is for the President who peeked: Carol (seat 3), of the third government.
    assert.match(next, lang === 'ru' ? /ЛИЧНОЕ[^\n]*Веры/ : /PRIVATE: for Carol \(seat 3\)/);
    if (lang === 'ru') assert.equal(latinWords(next, { game: 'g', dir: cwd, names }), [], 'no English word');
  }
});

test('given the next command asks for BBCode (--format bbcode), the post it tells of is in BBCode', () => {
  const cwd = scratch();
  told(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  assert.is(killedAtRename(['nominate', 'g', 'Bob'], cwd, '\\.eml\\.\\d+\\.tmp$').signal, 'SIGKILL');
  const next = told(['post', 'g', '--format', 'bbcode'], { cwd });
  assert.match(next, NOTICE_EN);
  assert.match(next, /Post to paste in the thread \(nomination, bbcode\)/);
  assert.not.match(next, /\*\*Bob\*\*/, 'no Markdown');
});

test.run();
