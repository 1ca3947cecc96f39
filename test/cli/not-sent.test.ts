// A decision whose messages could not go out ends with exit 1 and says why, in the game's
// language: mail that does not work ("once mail works"), or another chancery command still
// sending this game's mail (then mail works: the messages go out once that one is done).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeWiring } from '../../src/cli/wire.js';
import { MessagesNotSent } from '../../src/errors.js';
import { gameWording } from '../../src/game/error-words.js';

const wiring = makeWiring({ now: () => new Date(), env: { NO_COLOR: '1' }, cwd: '/tmp', interactive: false });
const quiet = { json: true };

/** The error `emit` ends a result with, as the player of the game reads it. */
async function endedWith(failed: { problem: { kind: string } }[], lang: 'en' | 'ru'): Promise<string> {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    wiring.emit({ game: 'g', lang, delivery: { sent: 0, failed } }, quiet, () => '');
  } catch (e) {
    assert.ok(e instanceof MessagesNotSent);
    return (await gameWording(e)).message;
  } finally {
    process.stdout.write = write;
  }
  throw new Error('emit did not end the command');
}

test('given messages left queued because another sender was busy, the error says so, not "once mail works"', async () => {
  const busy = [{ problem: { kind: 'busy' } }, { problem: { kind: 'busy' } }];
  assert.is(await endedWith(busy, 'en'), "2 private messages not sent yet: another chancery command is still sending this game's mail; they stay queued: run chancery send g when it is done");
  assert.match(await endedWith(busy, 'ru'), /почту этой игры ещё отправляет другая команда chancery/);
});

test('given a message that failed, the error says to send once mail works', async () => {
  const failed = [{ problem: { kind: 'busy' } }, { problem: { kind: 'refused' } }];
  assert.match(await endedWith(failed, 'en'), /^2 private messages not sent: they stay queued; run chancery send g once mail works$/);
  assert.match(await endedWith(failed, 'ru'), /когда почта заработает/);
});

test.run();
