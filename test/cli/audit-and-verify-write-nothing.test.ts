// An auditor's checks only read. Run in the moderator's own folder (the log, its lock file, its
// verified copy and snapshot, the game's folder with its private file and outbox), on the log as
// written, tampered with, by id, by folder and with --json, `audit` and `verify` leave every file
// as it was (bytes and modification time) and make none: no lock, no cache, no copy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

/** Every file under `dir`, dot files too, with its modification time and bytes. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(path, `${statSync(path).mtimeMs} ${readFileSync(path).toString('base64')}`);
  }
  return out;
}

for (const lang of ['en', 'ru'] as const) {
  test(`audit and verify of a ${lang} moderator's folder, clean and tampered, write nothing`, () => {
    const cwd = scratch('chancery-audit-writes-nothing-');
    const players = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
    runOk(['new', 'g', '--players', ...players, '--seed', FIXED_SEED, ...(lang === 'ru' ? ['--lang', 'ru'] : [])], { cwd });
    runOk(['nominate', 'g', players[1]], { cwd });
    runOk(['vote', 'g', ...players.map((p) => `${p}=ja`)], { cwd });
    runOk(['status', 'g'], { cwd });
    const log = join(cwd, 'games', 'g.yaml');
    const text = readFileSync(log, 'utf8');
    writeFileSync(join(cwd, 'games', 'tampered.yaml'), text.replace('vote: ja', 'vote: nein'));
    writeFileSync(join(cwd, 'games', 'cut.yaml'), text.slice(0, -30));
    const names = [...files(cwd).keys()].map((p) => p.slice(cwd.length));
    for (const kept of ['/games/.g.yaml.verified.json', '/games/g.yaml.lock', '/games/g/private.jsonl']) assert.ok(names.includes(kept), `${kept} is there to be left alone: ${names.join(' ')}`);
    const before = files(cwd);
    for (const args of [['audit', 'g'], ['audit', log, '--json'], ['audit', 'games'], ['audit', 'games', '--json'], ['verify', 'g'], ['verify', 'g', '--json'],
      ['audit', join(cwd, 'games', 'tampered.yaml')], ['verify', join(cwd, 'games', 'tampered.yaml')], ['audit', join(cwd, 'games', 'cut.yaml')], ['verify', join(cwd, 'games', 'cut.yaml'), '--json']]) {
      runCli(args, { cwd });
      assert.equal(files(cwd), before, `chancery ${args.join(' ')} wrote nothing`);
    }
  });
}

test.run();
