// An auditor holding a log whose seed a moderator swapped (header re-hashed, so the chain holds)
// reads, in the log's language, what the seed gives and what the log has: the commitment expected,
// the deal and the shuffle from the seed against the log's (in the theme's words in Russian, as
// English names them in the file's), in `verify`, in `audit`, and in their `--json` beside the
// codes (`expected`, `found`, and `text`: the line the terminal says). A seed changed with the
// header's hash left as it was is said to be the header's change, not an event's, and audit adds
// that the seed no longer gives the commitment.
// The expected values are computed here from docs/log-format.md §4 (HMAC-SHA-256 stream,
// Fisher–Yates, the commitment), not by chancery's code.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';
import { latinWords } from './latin.js';

/** docs/log-format.md §4, as its Python re-implementation reads. */
function stream(seedHex: string, label: string) {
  const seed = Buffer.from(seedHex, 'hex');
  let block = 0;
  let words: number[] = [];
  const word = () => {
    if (!words.length) {
      const d = createHmac('sha256', seed).update(`chancery/1:${label}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => d.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  const below = (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  return <T>(items: T[]) => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = below(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
}
const deal = (seed: string, n: number) => stream(seed, 'roles')(['hitler', ...Array(n === 5 || n === 6 ? 1 : n < 9 ? 2 : 3).fill('fascist'), ...Array(n - 1 - (n === 5 || n === 6 ? 1 : n < 9 ? 2 : 3)).fill('liberal')]);
const shuffle = (seed: string, k: number, cards: string[]) => stream(seed, `shuffle:${k}`)(cards.slice().sort());
const commitmentOf = (seed: string, game: string, players: string[]) =>
  createHash('sha256').update(`chancery-commitment/1\n${JSON.stringify({ game, players, seed })}`).digest('hex');

const OTHER_SEED = 'cd'.repeat(32);

/** The log of a new game with its seed swapped for OTHER_SEED; `rehash`: every hash recomputed, as a forger would. */
function swappedSeed(cwd: string, id: string, rehash: boolean): string {
  const log = readLog(join(cwd, 'games', `${id}.yaml`), { checkHashes: true, private: false });
  const header = { ...log.header, seed: OTHER_SEED };
  if (!rehash) {
    const path = join(cwd, `${id}-seed-edited.yaml`);
    writeFileSync(path, readFileSync(join(cwd, 'games', `${id}.yaml`), 'utf8').replace(`seed: ${FIXED_SEED}`, `seed: ${OTHER_SEED}`));
    return path;
  }
  header.hash = headerHash({ ...header, hash: '' } as never);
  let previous = header.hash;
  const events = log.events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  const path = join(cwd, `${id}-seed-swapped.yaml`);
  writeFileSync(path, serializeLog(header, events));
  return path;
}

const RU_ROLES = { liberal: 'Лоялист', fascist: 'Подрывник', hitler: 'Тайный Русский' } as Record<string, string>;
const RU_CARDS = { liberal: 'лоялистский', fascist: 'подрывной' } as Record<string, string>;
const RU_NAMES = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];

test('a Russian Secret Russian log with its seed swapped: verify and audit say in Russian what the seed gives and what the log has', () => {
  const cwd = scratch('chancery-seed-expected-');
  runOk(['new', 'igra', '--lang', 'ru', '--theme', 'secret-russian', '--players', ...RU_NAMES, '--seed', FIXED_SEED], { cwd });
  const log = readLog(join(cwd, 'games', 'igra.yaml'), { checkHashes: true, private: false });
  const dealt = (log.events.find((e) => e.type === 'roles-dealt') as { roles: string[] }).roles;
  const deck = (log.events.find((e) => e.type === 'deck-shuffled') as { deck: string[] }).deck;
  const forged = swappedSeed(cwd, 'igra', true);
  const expectedCommitment = commitmentOf(OTHER_SEED, 'igra', RU_NAMES);
  const ruList = (items: string[], words: Record<string, string>) => items.map((x) => words[x]).join(', ');

  const v = runCli(['verify', forged], { cwd });
  assert.is(v.code, 1, v.stdout + v.stderr);
  const commitmentLine = v.stdout.split('\n').find((l) => l.includes('обязательство в заголовке')) ?? '';
  assert.ok(commitmentLine.includes(log.header.commitment!), `the header's commitment is named:\n${v.stdout}`);
  assert.ok(commitmentLine.includes(expectedCommitment), `the commitment the seed gives is named:\n${v.stdout}`);
  // At the header's commitment line, which the file:line of audit's verdict names too.
  const committedAt = readFileSync(forged, 'utf8').split('\n').findIndex((l) => l.startsWith('commitment: ')) + 1;
  assert.ok(commitmentLine.startsWith(`  заголовок (строка ${committedAt}): `), `${committedAt}: ${commitmentLine}`);
  const dealLine = v.stdout.split('\n').find((l) => l.startsWith('  событие № 1 ')) ?? '';
  assert.ok(dealLine.includes(ruList(deal(OTHER_SEED, 5), RU_ROLES)), `the deal from the seed, in the theme's words:\n${v.stdout}`);
  assert.ok(dealLine.includes(ruList(dealt, RU_ROLES)), `the log's deal, in the theme's words:\n${v.stdout}`);
  const shuffleLine = v.stdout.split('\n').find((l) => l.startsWith('  событие № 2 ')) ?? '';
  assert.ok(shuffleLine.includes(ruList(shuffle(OTHER_SEED, 0, deck), RU_CARDS)), `the shuffle from the seed:\n${v.stdout}`);
  assert.ok(shuffleLine.includes(ruList(deck, RU_CARDS)), `the log's shuffle:\n${v.stdout}`);
  assert.equal(latinWords(v.stdout, { game: 'igra', dir: cwd, names: RU_NAMES }), [], v.stdout);

  // --json: the codes, the values a machine compares, and the line in the log's language.
  const j = JSON.parse(runCli(['verify', forged, '--json'], { cwd }).stdout) as { mismatches: { variant: string; expected?: unknown; found?: unknown; k?: number; text?: string }[] };
  const byVariant = Object.fromEntries(j.mismatches.map((m) => [m.variant, m]));
  assert.equal([byVariant.commitment?.expected, byVariant.commitment?.found], [expectedCommitment, log.header.commitment]);
  assert.equal([byVariant.deal?.expected, byVariant.deal?.found], [deal(OTHER_SEED, 5), dealt]);
  assert.equal([byVariant.shuffle?.expected, byVariant.shuffle?.found, byVariant.shuffle?.k], [shuffle(OTHER_SEED, 0, deck), deck, 0]);
  for (const m of j.mismatches) assert.ok(m.text && v.stdout.includes(m.text), `each mismatch's text is the line verify says: ${m.text}`);

  // audit stops at the first: the commitment, said with both values.
  const a = runCli(['audit', forged], { cwd });
  assert.is(a.code, 1, a.stdout);
  assert.ok(a.stdout.includes(expectedCommitment) && a.stdout.includes(log.header.commitment!), a.stdout);
  assert.ok(a.stdout.startsWith(`НЕ ПРОЙДЕНО: ${forged}:${committedAt}\n`), a.stdout);
  assert.equal(latinWords(a.stdout, { game: 'igra', dir: cwd, names: RU_NAMES }), [], a.stdout);
  const aj = JSON.parse(runCli(['audit', forged, '--json'], { cwd }).stdout) as { problem: { seedMismatch: string; expected?: unknown; found?: unknown; text?: string } };
  assert.equal([aj.problem.seedMismatch, aj.problem.expected, aj.problem.found], ['commitment', expectedCommitment, log.header.commitment]);
  assert.ok(aj.problem.text && a.stdout.includes(aj.problem.text), `audit --json's text is the problem audit says: ${aj.problem.text}`);

  // The seed edited, the header's hash left: verify names the header as changed, not an event.
  const edited = swappedSeed(cwd, 'igra', false);
  const e = runCli(['verify', edited], { cwd });
  assert.is(e.code, 1, e.stdout);
  const chain = e.stdout.split('\n').find((l) => l.includes('chancery audit')) ?? '';
  assert.match(chain, /^ {2}заголовок \(строка \d+\): заголовок изменён после записи/, e.stdout);
  // audit stops at the header's hash, and says the seed no longer gives the commitment either, so
  // that the auditor knows the change touched the randomness (not a theme or a house rule).
  const ea = runCli(['audit', edited], { cwd });
  assert.is(ea.code, 1, ea.stdout);
  assert.match(ea.stdout, /заголовок изменён после записи \(его хеш не сходится\); и зерно в нём не даёт его обязательства/, ea.stdout);
  const eaj = JSON.parse(runCli(['audit', edited, '--json'], { cwd }).stdout) as { problem: { kind: string; seedMismatch?: string; expected?: unknown; found?: unknown } };
  assert.equal([eaj.problem.kind, eaj.problem.seedMismatch, eaj.problem.expected, eaj.problem.found], ['header-changed', 'commitment', expectedCommitment, log.header.commitment]);
});

test('an English log with its seed swapped: verify --json gives the expected and found values and its text', () => {
  const cwd = scratch('chancery-seed-expected-');
  runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--seed', FIXED_SEED], { cwd });
  const log = readLog(join(cwd, 'games', 'g.yaml'), { checkHashes: true, private: false });
  const dealt = (log.events.find((e) => e.type === 'roles-dealt') as { roles: string[] }).roles;
  const forged = swappedSeed(cwd, 'g', true);
  const v = runCli(['verify', forged], { cwd });
  const j = JSON.parse(runCli(['verify', forged, '--json'], { cwd }).stdout) as { mismatches: { variant: string; expected?: unknown; found?: unknown; text?: string }[] };
  const d = j.mismatches.find((m) => m.variant === 'deal');
  assert.equal([d?.expected, d?.found], [deal(OTHER_SEED, 5), dealt]);
  assert.ok(d?.text && v.stdout.includes(d.text), `${d?.text}\n${v.stdout}`);
});

test.run();
