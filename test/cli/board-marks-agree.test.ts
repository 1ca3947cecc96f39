// `status` in a Russian game marked an executed player «(казнь)» ("execution", a noun) and an
// investigated one «(проверка была)», where the status post says «(казнена)»: the terminal's
// marks agree with the player as the posts do (templates/ru/post/status.hbs: казнён, казнена,
// and «игрок казнён» when the name does not tell).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Chalk } from 'chalk';
import { publicView, type State } from '../../src/engine/index.js';
import { formatBoard } from '../../src/cli/print/board.js';
import { speechOf } from '../../src/game/speech.js';
import { statesOf } from '../render/support.js';

// Russian first names whose gender the name tells, and Саша, whose name does not.
const NAMES = ['Анна', 'Борис', 'Вера', 'Игорь', 'Ольга', 'Олег', 'Саша'];
const plain = new Chalk({ level: 0 });

function lineOf(state: State, seat: number): string {
  const say = speechOf('ru', 'service-rat');
  return formatBoard(publicView(state), plain, say).find((l) => l.startsWith(`  ${String(seat + 1).padStart(2)}. `))!;
}

test('given a Russian game, the terminal board says «казнена» of an executed woman, «казнён» of a man, «игрок казнён» when the name does not tell', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 60 && seen.size < 3; i++) {
    for (const state of statesOf(7, `board-marks-${i}`, NAMES)) {
      state.alive.forEach((alive, seat) => {
        if (alive) return;
        const name = NAMES[seat];
        const expected = name === 'Саша' ? 'игрок казнён' : ['Анна', 'Вера', 'Ольга'].includes(name) ? 'казнена' : 'казнён';
        const line = lineOf(state, seat);
        assert.ok(line.includes(`${name}  (${expected}`), line);
        assert.not.ok(line.includes('казнь'), line);
        seen.add(expected);
      });
    }
  }
  assert.is(seen.size, 3, `every form met: ${[...seen].join(', ')}`);
});

test('given a Russian game, the terminal board says «проверена» of an investigated woman and «проверен» of a man', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 60 && seen.size < 2; i++) {
    for (const state of statesOf(7, `board-marks-${i}`, NAMES)) {
      for (const { target } of state.investigations) {
        const name = NAMES[target];
        if (name === 'Саша' || !state.alive[target]) continue;
        const expected = ['Анна', 'Вера', 'Ольга'].includes(name) ? 'проверена' : 'проверен';
        const line = lineOf(state, target);
        assert.ok(new RegExp(`\\(([^)]*, )?${expected}(,|\\))`).test(line), line);
        assert.not.ok(line.includes('проверка была'), line);
        seen.add(expected);
      }
    }
  }
  assert.is(seen.size, 2, `every form met: ${[...seen].join(', ')}`);
});

test.run();
