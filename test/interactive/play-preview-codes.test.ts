// `play` previews a decision before writing it: the post and every private message, each with the
// code the player is asked to keep in the subject of a reply. The moderator confirms what they saw,
// so the messages written must carry those very codes; the write drew new ones before (found by a
// moderator comparing the preview with the mailbox: "keep [APRJ54] in the subject" on screen,
// [KM2WCD] in Alice's mail).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** A reply code as the messages print it: six letters and digits of the code alphabet, in brackets. */
const CODE = /\[([2-9A-HJKMNP-TV-Z]{6})\]/;

/** The code in each sent message's subject, from the local mailbox, as a mail client reads it (folded, and encoded when not ASCII). */
async function codesSent(cwd: string): Promise<string[]> {
  const outbox = join(cwd, 'games', 'friday', 'outbox');
  return Promise.all(readdirSync(outbox).filter((f) => f.endsWith('.eml')).map(async (f) => {
    const subject = (await simpleParser(readFileSync(join(outbox, f)))).subject ?? '';
    return CODE.exec(subject)?.[1] ?? `(no code in "${subject}")`;
  }));
}

test('given a nomination previewed in play, when the moderator confirms it, then the vote requests sent carry the codes the preview showed', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  const roleCards = new Set(await codesSent(cwd));
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  try {
    await t.waitFor(/whom do they nominate[\s\S]*⏎ select/);
    t.type(KEYS.enter);
    const preview = await t.waitFor(/\(Y\/n\)/);
    const shown = [...preview.matchAll(/PRIVATE to \w+: .*\[([2-9A-HJKMNP-TV-Z]{6})\]/g)].map((m) => m[1]);
    assert.is(shown.length, 5, 'the preview shows five vote requests, each with its code');
    t.type(KEYS.enter);
    // The post is printed after the write and its delivery.
    await t.waitFor(/Post to paste in the thread/);
    const sent = (await codesSent(cwd)).filter((code) => !roleCards.has(code));
    assert.equal(sent.sort(), shown.slice().sort());
    t.type(KEYS.ctrlC);
    await t.exited;
  } finally {
    t.kill();
  }
});

test.run();
