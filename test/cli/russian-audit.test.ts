// An auditor holding a Russian game's log that was tampered with reads audit's and verify's
// failure in Russian: the verdict, the check, the rule and the problem, through the real binary,
// in each theme. Tampers: a vote changed in the middle (hash left as it was), a hash broken, a vote
// deleted, a vote changed and every hash recomputed (a forger's edit caught by the rules), and a deal swapped
// (verify). Their stdout and stderr are scanned for Latin words (names, ids, paths, hashes aside).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { eventHash, headerHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';
import { latinWords } from './latin.js';

const NAMES = ['Анна', 'Игорь', 'bob_the_builder', 'Саша', 'Любовь'];
const THEMES = ['secret-hitler', 'secret-russian', 'service-rat'];

for (const theme of THEMES) {
  test(`given a tampered Russian ${theme} log, audit and verify say what is wrong in Russian`, () => {
    const dir = scratch('chancery-ru-audit-');
    const id = `igra-${theme.split('-')[1]}`;
    const env = { CHANCERY_HOME: dir, CHANCERY_NOW: '2026-12-01T10:00:00Z' };
    const run = (args: string[]) => runCli(args, { cwd: dir, env });
    assert.is(run(['new', id, '--players', ...NAMES, '--lang', 'ru', '--theme', theme, '--seed', 'ab'.repeat(32)]).code, 0);
    assert.is(run(['nominate', id, 'Игорь']).code, 0);
    assert.is(run(['vote', id, 'Анна=ja', 'Игорь=ja', 'bob_the_builder=nein', 'Саша=ja', 'Любовь=ja']).code, 0);
    const original = readFileSync(join(dir, 'games', `${id}.yaml`), 'utf8');
    const log = readLog(join(dir, 'games', `${id}.yaml`), { checkHashes: true, private: false });
    const nein = log.events.find((e) => e.type === 'vote-cast' && (e as { vote?: string }).vote === 'nein')!;
    assert.ok(nein, 'the log has the nein vote to change');
    const seen: { where: string; text: string }[] = [];
    const tampered = (name: string, text: string) => {
      const path = join(dir, `${name}.yaml`);
      writeFileSync(path, text);
      return path;
    };
    const failing = (where: string, args: string[], first: RegExp) => {
      const r = run(args);
      assert.is(r.code, 1, `${where}:\n${r.stdout}\n${r.stderr}`);
      assert.match(r.stdout, first, `${where}:\n${r.stdout}`);
      seen.push({ where, text: `${r.stdout}\n${r.stderr}` });
      return r;
    };

    // A vote changed in the middle, its hash left as it was.
    assert.ok(original.includes('vote: nein'));
    const changed = tampered('vote-changed', original.replace('vote: nein', 'vote: ja'));
    const a = failing('audit (vote changed)', ['audit', changed], /^НЕ ПРОЙДЕНО: .*: событие № \d+$/m);
    assert.match(a.stdout, new RegExp(`событие № ${nein.seq} изменено после записи`));
    assert.match(a.stdout, /проверка: цепочка хешей/);
    assert.match(a.stdout, /до неё пройдено: формат, номера событий/);

    // A hash broken (one digit of the first event's hash).
    const firstHash = log.events[0].hash;
    const broken = tampered('hash-broken', original.replace(firstHash, `${firstHash[0] === '0' ? '1' : '0'}${firstHash.slice(1)}`));
    failing('audit (hash broken)', ['audit', broken], /событие № 1 изменено после записи/);
    // verify checks the seed against a log that must be intact: never "verified" of this one.
    const unverified = failing('verify (hash broken)', ['verify', broken], /^НЕ СХОДИТСЯ: /m);
    assert.match(unverified.stdout, /событие № 1 \(строка \d+\): событие изменено, вставлено или удалено после записи \(цепочка хешей не сходится/);

    // The vote taken out of the log altogether (the numbers after it left as they were).
    const block = new RegExp(`\\n  - seq: ${nein.seq}\\n[\\s\\S]*?(?=\\n  - seq: )`);
    assert.match(original, block);
    const deleted = tampered('vote-deleted', original.replace(block, ''));
    failing('audit (vote deleted)', ['audit', deleted], new RegExp(`удалено событий: 1 \\(№ ${nein.seq}\\)`));

    // A vote no reader can take (the log's format broken): the header is still read for the language.
    const malformed = tampered('vote-malformed', original.replace('vote: nein', 'vote: maybe'));
    const shape = run(['audit', malformed]);
    assert.is(shape.code, 1);
    assert.match(shape.stdout, new RegExp(`^НЕ ПРОЙДЕНО: .*: событие № ${nein.seq}\\n {2}поле \`vote\` заполнено неверно\\n {2}проверка: формат; `));
    // The field's own name (in backquotes) is the log's, like an id.
    seen.push({ where: 'audit (vote malformed)', text: shape.stdout.replace(/`vote`/g, '') });

    // The vote changed and every hash recomputed: the chain holds, the recorded tally does not.
    let previous = headerHash({ ...log.header, hash: '' } as never);
    const forged = log.events.map((e) => {
      const edited = (e.seq === nein.seq ? { ...e, vote: 'ja' } : e) as LogRecord;
      const hash = eventHash(previous, { ...edited, hash: '' } as never);
      previous = hash;
      return { ...edited, hash } as LogRecord;
    });
    const rehashed = tampered('rehashed', serializeLog({ ...log.header, hash: headerHash({ ...log.header, hash: '' } as never) }, forged));
    const illegal = failing('audit (vote changed, re-hashed)', ['audit', rehashed], /^НЕ ПРОЙДЕНО: /m);
    assert.match(illegal.stdout, /событие нарушает правило/);
    assert.match(illegal.stdout, /проверка: каждое событие по правилам; правило: правила, §/);

    // Several logs at once: one line each.
    failing('audit (several logs)', ['audit', changed, broken, join(dir, 'games', `${id}.yaml`)], /^НЕ ПРОЙДЕНО .*\(цепочка хешей\)$/m);

    // The deal swapped: verify recomputes it from the seed.
    const roles = /roles: \[ (\w+), (\w+),/.exec(original)!;
    assert.is.not(roles[1], roles[2], "the first two roles differ, so swapping them changes the deal");
    const swapped = tampered('deal-swapped', original.replace(roles[0], `roles: [ ${roles[2]}, ${roles[1]},`));
    const v = failing('verify (deal swapped)', ['verify', swapped], /^НЕ СХОДИТСЯ: /m);
    assert.match(v.stdout, /событие № 1 \(строка \d+\): раздача ролей из зерна: [^;]+; в журнале: /);

    const found = seen.flatMap(({ where, text }) => latinWords(text, { game: id, dir, names: NAMES }).map((w) => `${where}: ${w}`));
    assert.equal([...new Set(found)], [], `Latin words in a Russian log's audit:\n${[...new Set(found)].join('\n')}`);
  });
}

test.run();
