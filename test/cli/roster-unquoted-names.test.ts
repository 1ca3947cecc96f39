// A roster entry YAML reads as a number or a boolean (`- 3.5`, `- yes`, `name: 007`) is a name the
// moderator typed: the refusal says what was read and to quote it, not that the player "has no name".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';

for (const [entry, shownAs] of [['- 3.5', '3.5'], ['- true', 'true'], ['- { name: 1e3 }', '1000']] as const) {
  test(`a roster entry ${entry} is refused as a name YAML read as a value, to be quoted`, () => {
    const dir = scratch('roster-unquoted-');
    writeFileSync(join(dir, 'r.yaml'), `${entry}\n- Bob\n- Carol\n- Dan\n- Eve\n`);
    const r = runCli(['new', 'g', '--players', 'r.yaml', '--seed', FIXED_SEED], { cwd: dir });
    assert.is(r.code, 2);
    assert.match(r.stderr, /player 1/);
    assert.ok(r.stderr.includes(shownAs), r.stderr);
    assert.match(r.stderr, /quote/);
    assert.not.ok(existsSync(join(dir, 'games')));
  });
}

test.run();
