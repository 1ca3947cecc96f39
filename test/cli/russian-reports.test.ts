// migrate's, publish's and demo's reports on a Russian game speak Russian, through the real
// binary: demo --lang ru (its notes between the posts, its post headers and its summary),
// publish after the game and publish --live, migrate of a format-1 log and of one already new.
// Their output is scanned for Latin words (ids, paths, hashes and `chancery …` lines aside).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';
import { latinWords } from './latin.js';

test('given a Russian game, migrate, publish and demo report in Russian', () => {
  const dir = scratch('chancery-ru-report-');
  const env = { CHANCERY_HOME: dir, CHANCERY_NOW: '2026-12-01T10:00:00Z' };
  const run = (args: string[], code = 0) => {
    const r = runCli(args, { cwd: dir, env });
    assert.is(r.code, code, `${args.join(' ')}:\n${r.stdout}\n${r.stderr}`);
    return r;
  };
  const seen: { where: string; text: string }[] = [];

  const demo = run(['demo', '--lang', 'ru', '-n', '5', '--seed', 'x', '--dir', '.']);
  const summary = demo.stdout.slice(demo.stdout.indexOf('Демо окончено'));
  assert.match(summary, /^Демо окончено: победили .+, правительств: \d+\.$/m);
  assert.match(demo.stdout, /^── пост для темы форума ─/m);
  assert.match(demo.stdout, /^✉ просьбы проголосовать отправлены живым игрокам \(5\)$/m);
  assert.match(demo.stdout, /^✉ из почтового ящика прочитано ответов: \d+, применено: \d+$/m);
  // The first election's slow voter: the demo's house rule casts Nein, the ballot the Russian rules keep.
  assert.match(demo.stdout, /^⏰ срок вышел: по правилу игры голос Nein подан за: \S.*$/m);
  // Everything it printed but the shell line it suggests (`ls <folder>`).
  seen.push({ where: 'demo', text: demo.stdout.replace(/^ {2}ls .*$/m, '') });
  const log = join(dir, 'games', 'demo-1.yaml');

  const published = run(['publish', log, '--out', 'pub']);
  assert.match(published.stdout, /^опубликовано — игра demo-1:$/m);
  assert.match(published.stdout, /\(\d+,\d КБ\): журнал с хешами/);
  assert.match(published.stdout, /игра окончилась событием № \d+, хеш [0-9a-f]{64}: тот же, что в итоговом посте/);
  seen.push({ where: 'publish', text: `${published.stdout}\n${published.stderr}` });
  const live = run(['publish', log, '--live', '--out', 'live']);
  assert.match(live.stdout, /^опубликовано открытое состояние игры demo-1 /m);
  seen.push({ where: 'publish --live', text: `${live.stdout}\n${live.stderr}` });

  // The same game as a format-1 log (every hash recomputed, as an older chancery wrote it).
  const game = readLog(log, { checkHashes: true, private: false });
  const header = { ...game.header, chancery: 1, hash: '' };
  header.hash = headerHash(header as never);
  let previous = header.hash;
  const events = game.events.map((e) => {
    const hash = eventHash(previous, { ...e, hash: '' } as never);
    previous = hash;
    return { ...e, hash } as LogRecord;
  });
  mkdirSync(join(dir, 'old'), { recursive: true });
  const old = join(dir, 'old', 'demo-1.yaml');
  writeFileSync(old, serializeLog(header as never, events));
  const migrated = run(['migrate', old]);
  assert.match(migrated.stdout, /^перенесено: .*: формат 1 → 2, событий: \d+ \(все хеши пересчитаны/m);
  assert.match(migrated.stdout, /старый файл сохранён как .*demo-1\.v1\.yaml; его последний хеш — [0-9a-f]{64}/);
  seen.push({ where: 'migrate', text: `${migrated.stdout}\n${migrated.stderr}` });
  const again = run(['migrate', old]);
  assert.match(again.stdout, /^уже в новом формате: .*: формат журнала уже версии 2, делать нечего$/m);
  seen.push({ where: 'migrate (again)', text: `${again.stdout}\n${again.stderr}` });

  // The demo's table has Russian names: none of them is let through the scan below.
  const names = game.header.players.map((p) => p.name);
  assert.ok(names.every((n) => /^[А-ЯЁ][а-яё]+$/.test(n)), `the demo's players: ${names.join(', ')}`);
  const found = seen.flatMap(({ where, text }) => latinWords(text, { game: 'demo-1', dir, names: [] }).map((w) => `${where}: ${w}`));
  assert.equal([...new Set(found)], [], `Latin words in a Russian game's reports:\n${[...new Set(found)].join('\n')}`);
});

test.run();
