// A write whose command was cut short before its report (kill -9, a closed terminal) is told by
// the next command on the game. A script reading `--json` reads stdout only: the one JSON object
// the command prints carries what was recorded and never shown (its records, its post, its PRIVATE
// notes), once. `chancery list`, the moderator's look over every game, flags such a game in the
// list's language, and leaves the telling to the next command on it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { latinWords } from '../cli/latin.js';
import { killedAtRename as killed } from '../support/processes.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RUSSIAN = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

/** `chancery <args>` killed with SIGKILL when it renames a file whose path matches `at`. */
function killedAtRename(args: string[], cwd: string, at: string, env: Record<string, string> = {}) {
  assert.is(killed(args, cwd, at, env).signal, 'SIGKILL');
}

/** A game `g` whose nomination of the second seat was recorded and never shown (killed as it wrote the first vote request). */
function nominationNeverShown(lang: 'en' | 'ru' = 'en'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', ...(lang === 'ru' ? RUSSIAN : PLAYERS), '--seed', FIXED_SEED], { cwd });
  killedAtRename(['nominate', 'g', '2'], cwd, '\\.eml\\.\\d+\\.tmp$');
  return cwd;
}

interface Told { from: number; to: number; at: string; appended: { seq: number; type: string; text: string }[]; post: { kind: string; format: string; text: string } | null; private: { to: string; seat: number; text: string }[] }

test('given nominate killed after its write, the next status --json carries the nomination and its post in its one JSON object, and the one after does not', () => {
  const cwd = nominationNeverShown();
  const next = runCli(['status', 'g', '--json'], { cwd });
  assert.is(next.code, 0, next.stderr);
  const json = JSON.parse(next.stdout) as { unshown?: Told[]; view?: unknown };
  assert.ok(json.view, 'the command\'s own result is all there');
  assert.ok(Array.isArray(json.unshown), `unshown in ${next.stdout.slice(0, 400)}`);
  assert.is(json.unshown!.length, 1);
  const [told] = json.unshown!;
  // What the README documents, and nothing of the marker's own bookkeeping (the writer's start time).
  assert.equal(Object.keys(told).sort(), ['appended', 'at', 'from', 'notice', 'post', 'private', 'to']);
  // The nomination (RULES §2.2) and the five vote requests the write queued.
  assert.ok(told.appended.some((a) => a.type === 'chancellor-nominated' && /Alice nominated Bob for Chancellor/.test(a.text)), JSON.stringify(told.appended));
  assert.is(told.from, told.appended[0].seq);
  assert.is(told.to, told.appended[told.appended.length - 1].seq);
  assert.is(told.post?.kind, 'nomination');
  assert.match(told.post!.text, /nominates \*\*Bob\*\* as Chancellor/);
  const after = JSON.parse(runOk(['status', 'g', '--json'], { cwd })) as { unshown?: unknown };
  assert.is(after.unshown, undefined, 'said once');
});

test('given a decision killed after its write, the next decision\'s --json carries it beside its own records', () => {
  const cwd = nominationNeverShown();
  const json = JSON.parse(runOk(['vote', 'g', '1=ja', '--json'], { cwd })) as { unshown?: Told[]; appended: { text: string }[] };
  assert.ok(json.appended.some((a) => /Alice's vote recorded/.test(a.text)), 'its own records');
  assert.is(json.unshown?.[0].post?.kind, 'nomination');
});

test('given new killed after it wrote the game, new --json run again is refused and its JSON error carries the opening post with the commitment', () => {
  const cwd = scratch();
  const args = ['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED];
  killedAtRename(args, cwd, '\\.eml\\.\\d+\\.tmp$');
  const again = runCli([...args, '--json'], { cwd });
  assert.is(again.code, 1);
  const json = JSON.parse(again.stdout) as { error?: { kind: string }; unshown?: Told[] };
  assert.ok(json.error, 'refused: the game exists');
  assert.is(json.unshown?.[0].post?.kind, 'opening');
  // The commitment the opening post publishes: the SHA-256 of the seed (64 hex digits).
  assert.match(json.unshown![0].post!.text, /\b[0-9a-f]{64}\b/);
});

test('given a game with a write never shown, list flags it (without telling it), and the next command on the game still tells it', () => {
  const cwd = nominationNeverShown();
  runOk(['new', 'h', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const listed = runOk(['list'], { cwd });
  const lines = listed.split('\n');
  const g = lines.findIndex((l) => l.startsWith('g '));
  const h = lines.findIndex((l) => l.startsWith('h '));
  assert.ok(g >= 0 && h > g, listed);
  assert.match(lines.slice(g, h).join('\n'), /never shown/, `g is flagged:\n${listed}`);
  assert.not.match(lines.slice(h).join('\n'), /never shown/, `h is not:\n${listed}`);
  const json = JSON.parse(runOk(['list', '--json'], { cwd })) as { games: { id: string; unshown?: { from: number; to: number }[] }[] };
  const [jg, jh] = json.games;
  assert.is(jg.id, 'g');
  assert.is(jg.unshown?.length, 1);
  assert.is(jh.unshown, undefined);
  assert.ok(readdirSync(join(cwd, 'games', 'g')).some((f) => f.startsWith('unshown.')), 'list leaves the marker');
  assert.match(runCli(['status', 'g'], { cwd }).stderr, /Recorded but never shown/);
  assert.not.match(runOk(['list'], { cwd }), /never shown/, 'told: no longer flagged');
});

test('given a write never shown whose records a log put back from a copy no longer holds, list does not flag the game, as the next command does not tell it', () => {
  const cwd = scratch();
  const at = (iso: string) => ({ CHANCERY_NOW: iso });
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd, env: at('2026-12-01T10:00:00Z') });
  // The copy: the same game where Alice nominated Carol an hour later, as many records at the same numbers.
  const copy = scratch();
  cpSync(join(cwd, 'games'), join(copy, 'games'), { recursive: true });
  runOk(['nominate', 'g', '3'], { cwd: copy, env: at('2026-12-01T11:00:00Z') });
  killedAtRename(['nominate', 'g', '2'], cwd, '\\.eml\\.\\d+\\.tmp$', at('2026-12-01T10:30:00Z'));
  // The log and its private file put back from the copy; the marker of the killed nomination stays.
  cpSync(join(copy, 'games', 'g.yaml'), join(cwd, 'games', 'g.yaml'));
  cpSync(join(copy, 'games', 'g', 'private.jsonl'), join(cwd, 'games', 'g', 'private.jsonl'));
  rmSync(join(cwd, 'games', '.g.yaml.verified.json'), { force: true });
  assert.ok(readdirSync(join(cwd, 'games', 'g')).some((f) => f.startsWith('unshown.')), 'the marker is there');
  const listed = runOk(['list'], { cwd });
  assert.not.match(listed, /never shown/, `Bob's nomination is not in the log:\n${listed}`);
  const json = JSON.parse(runOk(['list', '--json'], { cwd })) as { games: { id: string; unshown?: unknown }[] };
  assert.is(json.games[0].unshown, undefined);
  const next = runCli(['status', 'g'], { cwd });
  assert.is(next.code, 0, next.stderr);
  assert.not.match(next.stderr, /never shown/, 'nothing told either');
});

test('given a Russian game with a write never shown, list flags it in Russian', () => {
  const cwd = nominationNeverShown('ru');
  const listed = runOk(['list'], { cwd });
  assert.match(listed, /не показано/);
  assert.equal(latinWords(listed, { game: 'g', dir: join(cwd, 'games'), names: RUSSIAN }), [], 'no English word');
});


test('given replace killed after its write, the next command shows the announcement for the thread, which post replacement prints again, in both languages', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    runOk(['new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED], { cwd });
    // Killed as it writes the newcomer's dossier: the replacement is in the log.
    killedAtRename(['replace', 'g', '1', 'Zoe'], cwd, '\\.eml\\.\\d+\\.tmp$');
    const next = runCli(['status', 'g'], { cwd });
    assert.is(next.code, 0, next.stderr);
    const announced = lang === 'ru' ? /Место 1 занимает \*\*Zoe\*\*/ : /\*\*Zoe\*\* takes over seat 1/;
    assert.match(next.stderr, announced);
    assert.match(next.stderr, /`chancery post g replacement`/);
    if (lang === 'ru') assert.equal(latinWords(next.stderr, { game: 'g', dir: cwd, names: [...names, 'Zoe'] }), [], 'no English word');
    const again = runCli(['post', 'g', 'replacement'], { cwd });
    assert.is(again.code, 0, again.stderr);
    assert.match(again.stdout, announced);
    assert.match(again.stdout, new RegExp(names[0]));
  }
});

test('given no seat has changed hands, post replacement is refused, naming why', () => {
  const cwd = scratch();
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd });
  const r = runCli(['post', 'g', 'replacement'], { cwd });
  assert.is(r.code, 1);
  assert.match(r.stderr, /no seat has changed hands in g/);
});

test('given remind killed after its write, the next command shows the waiting line for the thread, with the time left as it was, in both languages', () => {
  for (const lang of ['en', 'ru'] as const) {
    const cwd = scratch();
    const names = lang === 'ru' ? RUSSIAN : PLAYERS;
    const at = (iso: string) => ({ CHANCERY_NOW: iso });
    runOk(['new', 'g', '--lang', lang, '--players', ...names, '--seed', FIXED_SEED, '--deadline', '24h'], { cwd, env: at('2026-12-01T10:00:00Z') });
    runOk(['nominate', 'g', '2'], { cwd, env: at('2026-12-01T10:00:00Z') });
    // Killed as it writes the first reminder: the reminders are in the log, the thread's line never shown.
    killedAtRename(['remind', 'g'], cwd, '\\.eml\\.\\d+\\.tmp$', at('2026-12-02T06:00:00Z'));
    const next = runCli(['status', 'g'], { cwd, env: at('2026-12-02T08:00:00Z') });
    assert.is(next.code, 0, next.stderr);
    // Four hours were left when remind ran (the deadline: 2 December, 10:00 UTC).
    assert.match(next.stderr, lang === 'ru' ? /Идёт голосование/ : /Waiting for \*\*Alice\*\*/);
    assert.match(next.stderr, lang === 'ru' ? /4 ч/ : /4 h left/);
    assert.match(next.stderr, /`chancery post g waiting`/);
    if (lang === 'ru') assert.equal(latinWords(next.stderr, { game: 'g', dir: cwd, names }), [], 'no English word');
  }
});

test.run();
