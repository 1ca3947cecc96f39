// A wrong --format on a decision is a wrong command line: it is refused before anything is written,
// as `post --format html` is refused, and in the game's language. It used to record the decision
// (and send its mail), then say in English that the post could not be rendered and ask the
// moderator to fix a template (QA session 2: `chancery nominate g1 Алиса --format html`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { latinWords } from '../cli/latin.js';

const RU = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const EN = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };

function newGame(names: string[], extra: string[] = []): string {
  const cwd = scratch();
  const r = runCli(['new', 'g', '--players', ...names, '--seed', FIXED_SEED, ...extra], { cwd, env });
  assert.is(r.code, 0, r.stderr);
  return cwd;
}

test('given a Russian game waiting for a nomination, when the moderator nominates with --format html, then it is refused in Russian and the log is unchanged', () => {
  const cwd = newGame(RU, ['--lang', 'ru']);
  const before = readGame(cwd, 'g');
  const r = runCli(['nominate', 'g', 'Борис', '--format', 'html'], { cwd, env });
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stderr, /^ошибка: --format/);
  // Only the flag and the value the moderator typed may stay Latin.
  const rest = r.stderr.replace(/--format|«html»|markdown|bbcode/g, ' ');
  assert.equal(latinWords(rest, { game: 'g', dir: cwd, names: RU }), []);
  assert.is(readGame(cwd, 'g'), before, 'nothing is written');
  assert.not.match(r.stdout, /#\d+/, 'no event is reported as recorded');
});

test('given an English game with a legislative session open, when the President discards with --format html, then it is refused and the log is unchanged', () => {
  const cwd = newGame(EN);
  assert.is(runCli(['nominate', 'g', 'Bob'], { cwd, env }).code, 0);
  assert.is(runCli(['vote', 'g', ...EN.map((p) => `${p}=ja`)], { cwd, env }).code, 0);
  const before = readGame(cwd, 'g');
  const r = runCli(['discard', 'g', '1', '--format', 'html'], { cwd, env });
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stderr, /^error: --format must be markdown or bbcode, not "html"/);
  assert.is(readGame(cwd, 'g'), before, 'nothing is written');
});

test('given a Russian game whose vote deadline has passed, when the moderator applies the house rule with --format html, then it is refused as a wrong --format (not as unread mail) in Russian, and the log is unchanged', () => {
  const cwd = newGame(RU, ['--lang', 'ru', '--on-missing-vote', 'nein', '--deadline', '24h']);
  assert.is(runCli(['nominate', 'g', 'Борис'], { cwd, env }).code, 0);
  const before = readGame(cwd, 'g');
  const r = runCli(['deadline', 'g', '--apply', '--format', 'html'], { cwd, env: { CHANCERY_NOW: '2026-12-03T10:00:00Z' } });
  assert.is(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stderr, /^ошибка: --format/);
  assert.not.match(r.stderr, /почт/, 'the mail is not blamed');
  const rest = r.stderr.replace(/--format|«html»|markdown|bbcode/g, ' ');
  assert.equal(latinWords(rest, { game: 'g', dir: cwd, names: RU }), []);
  assert.is(readGame(cwd, 'g'), before, 'nothing is written');
});

test.run();
