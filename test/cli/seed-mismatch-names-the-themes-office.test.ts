// An English Secret Russian (or Service Rat) game with a random first candidate, its header's first
// candidate changed and the header re-hashed: the seed draws another seat. audit and verify name
// the mismatch with the theme's office (the first Premier, the first Mayor), as verify's summary
// line already does, never Secret Hitler's "President", in audit's verdict, its one-line verdict
// of an audit of many, and verify's list.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { readLog, serializeLog } from '../../src/log/file.js';
import { headerHash, eventHash } from '../../src/log/hash.js';
import type { LogRecord } from '../../src/log/records.js';

for (const [theme, office] of [['secret-russian', 'Premier'], ['service-rat', 'Mayor']] as const) {
  test(`given an English ${theme} log whose random first candidate was changed, audit and verify name the first ${office}`, () => {
    const cwd = scratch('chancery-seed-office-');
    runOk(['new', 'g', '--players', 'Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', '--theme', theme, '--ruleset', 'custom', '--option', 'firstPresident=random', '--seed', FIXED_SEED], { cwd });
    const log = readLog(join(cwd, 'games', 'g.yaml'), { checkHashes: true, private: false });
    const header = { ...log.header, firstPresident: (log.header.firstPresident + 1) % 5 };
    header.hash = headerHash({ ...header, hash: '' } as never);
    let previous = header.hash;
    const events = log.events.map((e) => {
      const hash = eventHash(previous, { ...e, hash: '' } as never);
      previous = hash;
      return { ...e, hash } as LogRecord;
    });
    const forged = join(cwd, 'forged.yaml');
    writeFileSync(forged, serializeLog(header, events));
    const outputs = [runCli(['audit', forged], { cwd }), runCli(['audit', forged, forged], { cwd }), runCli(['verify', forged], { cwd })];
    for (const r of outputs) {
      assert.is(r.code, 1, r.stdout);
      assert.match(r.stdout, new RegExp(`the first ${office} from the seed is seat`), r.stdout);
      assert.not.match(r.stdout, /President/, r.stdout);
    }
  });
}

test.run();
