// `chancery publish`: the public record of every finished game here audits and verifies exactly as
// the moderator's log does, with the same end hash; it holds no address, time zone or reply text;
// and any changed byte is caught. Before the end it refuses, or --live writes the public view only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { load, CORE_SCHEMA } from 'js-yaml';
import { join } from 'node:path';
import { publish } from '../../src/commands/publish.js';
import { audit } from '../../src/commands/audit.js';
import { verify } from '../../src/commands/verify.js';
import { auditText } from '../../src/log/audit.js';
import { createGame, play, scratchContext, strategy } from '../cli/drive.js';
import { status } from '../../src/commands/status.js';
import { holderAt } from '../../src/engine/index.js';
import { StateRefusal } from '../../src/errors.js';
import { finishedGames, type FinishedGame } from './games.js';
import { ROOT, runCli, scratch } from '../support/cli.js';

let games: FinishedGame[] = [];
test.before(async () => { games = await finishedGames(); });

test('every finished game publishes; audit and verify on the record give exactly the moderator log\'s result and end hash', async () => {
  assert.ok(games.length >= 4);
  for (const g of games) {
    const out = await publish({ game: g.id }, g.ctx);
    const moderator = await audit({ log: g.id }, g.ctx);
    const published = await audit({ log: out.record }, g.ctx);
    assert.ok(moderator.ok, `${g.id}: ${moderator.problem?.message}`);
    assert.ok(moderator.ended, `${g.id} is over`);
    assert.equal({ ...published, log: '' }, { ...moderator, log: '' }, g.id);
    assert.equal(out.ended, moderator.ended, 'the end the game-over post published');
    const v1 = await verify({ log: g.id }, g.ctx);
    const v2 = await verify({ log: out.record }, g.ctx);
    assert.is(v2.verdict, 'ok', g.id);
    assert.equal({ ...v2, log: '' }, { ...v1, log: '' }, g.id);
  }
});

test('given claims typed as English letters in a Russian Secret Russian game, the page shows them in the theme\'s letters, credited to who held the seat then', async () => {
  const g = games.find((x) => x.id === 'russkaya')!;
  const out = await publish({ game: g.id }, g.ctx);
  const html = readFileSync(out.page!, 'utf8');
  const claims = [...html.matchAll(/<li>([^<]*) \((Премьер|Директор)\): ([^<]*)<\/li>/g)].map((m) => [m[1], m[2], m[3]]);
  // games.ts: the first enacted government's President claimed FFL and its Chancellor FF, in
  // the theme's letters П (Подрывник, the Fascist) and Л (Лоялист).
  const view = (await status({ game: g.id }, g.ctx)).view;
  const first = view.governments.find((x) => x.enacted !== undefined)!;
  const then = (seat: number) => holderAt(view, seat, first.index);
  assert.equal(claims, [[then(first.president), 'Премьер', 'ППЛ'], [then(first.chancellor), 'Директор', 'ПП']]);
  // Seat 3 changed hands after those claims (games.ts): whoever held it then keeps their name.
  assert.ok(view.replacements.some((r) => r.seat === 2), 'seat 3 was replaced');
  assert.not.match(html, /: FFL<|: FF</);
  // A Cabinet (masculine) is "избран" or "не избран", never the neuter of a government.
  const results = [...html.matchAll(/<dd data-field="result">([^<(]*)/g)].map((m) => m[1].trim());
  assert.ok(results.length > 0);
  assert.equal([...new Set(results)].filter((r) => !['избран', 'не избран'].includes(r)), []);
});

test('the record holds no address, no time zone and no reply text', async () => {
  for (const g of games) {
    const out = await publish({ game: g.id }, g.ctx);
    const text = readFileSync(out.record, 'utf8');
    assert.not.match(text, /@/, g.id);
    for (const zone of [...g.zones, 'Asia/Tokyo']) assert.not.ok(text.includes(zone), `${g.id}: ${zone}`);
    // What an auditor may see of the mail: who was written to, what for, when a seat answered.
    const record = load(text, { schema: CORE_SCHEMA }) as { players: object[]; events: Record<string, unknown>[] };
    const allowed: Record<string, string[]> = {
      'message-queued': ['to', 'kind', 'prompt', 'at_seq'], 'message-sent': [], 'message-failed': [],
      'reply-received': ['seat', 'receivedAt', 'outcome', 'reason', 'prompt'], 'contact-changed': ['seat', 'gender'],
    };
    for (const e of record.events) {
      if (!allowed[e.type as string]) continue;
      const extra = Object.keys(e).filter((k) => !['seq', 'at', 'type', 'hash', 'private', ...allowed[e.type as string]].includes(k));
      assert.equal(extra, [], `${g.id} event ${e.seq} (${e.type})`);
    }
    assert.ok(record.events.some((e) => e.type === 'reply-received') || g.id !== 'seven-players', 'the example has replies to check');
    assert.equal(record.players.map((p) => Object.keys(p)), record.players.map(() => ['name']));
    // ... while the moderator's own log still knows them (read back from the game's private file).
    if (g.zones.length) assert.ok(readFileSync(join(g.ctx.cwd, 'games', g.id, 'private.jsonl'), 'utf8').includes(g.zones[0]));
  }
});

test('changing any byte of the record is caught by audit (every byte of the header, and bytes all through the events)', async () => {
  const g = games[2];
  const out = await publish({ game: g.id }, g.ctx);
  const text = readFileSync(out.record, 'utf8');
  assert.ok(auditText(text, out.record).ok);
  const headerEnd = text.indexOf('\nevents:');
  const stride = Math.max(1, Math.floor((text.length - headerEnd) / 400));
  const positions: number[] = [];
  for (let i = 0; i < headerEnd; i++) positions.push(i);
  for (let i = headerEnd; i < text.length; i += stride) positions.push(i);
  positions.push(text.length - 1);
  const missed: number[] = [];
  for (const i of positions) {
    const changed = text.slice(0, i) + (text[i] === 'x' ? 'y' : 'x') + text.slice(i + 1);
    if (auditText(changed, out.record).ok) missed.push(i);
  }
  assert.equal(missed.map((i) => JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))), [], 'every change is caught');
  assert.ok(positions.length > 600);
});

test('given a game not over, publish refuses and writes nothing; --live writes only the public view', async () => {
  const ctx = scratchContext();
  await createGame(ctx, 'mid');
  await play(ctx, 'mid', strategy('random', 'mid'), (v) => v.governments.length >= 2);
  try {
    await publish({ game: 'mid' }, ctx);
    assert.unreachable('publish must refuse mid-game');
  } catch (e) {
    assert.instance(e, StateRefusal);
    assert.match((e as Error).message, /not over yet.*--live/);
  }
  const live = await publish({ game: 'mid', live: true }, ctx);
  const text = readFileSync(live.record, 'utf8');
  assert.not.match(text, /\bseed:|roles-dealt|deck-shuffled|policies-drawn|\brole:|\bcards:/);
  assert.equal(text.match(/[0-9a-f]{64}/g), [live.commitment], 'no hash, no seed: the commitment alone');
});

test('given a Russian game not over, publish --live heads the public view with a comment in Russian, not English', () => {
  const cwd = scratch();
  const ok = (args: string[]) => assert.is(runCli(args, { cwd }).code, 0, args.join(' '));
  ok(['new', 'mid', '--players', 'Аня', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru']);
  ok(['nominate', 'mid', '2']);
  ok(['publish', 'mid', '--live', '--out', cwd]);
  const comment = readFileSync(join(cwd, 'mid.public.yaml'), 'utf8').split('\n')[0];
  assert.match(comment, /^# mid: открытые сведения после события № \d+/);
  assert.not.match(comment.replace(/^# mid:/, ''), /[A-Za-z]/, comment);
});

test('given a format-1 log, publish says to migrate first (the binary, exit 1: the log as it stands refuses it)', () => {
  const cwd = scratch();
  const r = runCli(['publish', join(ROOT, 'games', 'examples', 'seven-players.yaml'), '--out', cwd], { cwd });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /format-1 log.*chancery migrate/);
});

test.run();
