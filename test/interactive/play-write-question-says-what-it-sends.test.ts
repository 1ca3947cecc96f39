// The write's question says what the write does: "and send the messages" only when the preview
// above it lists some. Seen at a real terminal: a failed vote's preview said "No private messages."
// and then asked "Write this to the log and send the messages?".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

for (const lang of ['en', 'ru'] as const) {
  test(`given a vote every player answers Nein in play (${lang}), the preview lists no private message and the question asks only to write; a nomination's asks to send too`, async () => {
    const cwd = scratch();
    assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--lang', lang], { cwd }).code, 0);
    assert.is(runCli(['nominate', 'friday', 'Bob'], { cwd }).code, 0);
    const t = Terminal.chancery(['play', 'friday'], { cwd });
    const onlyWrite = lang === 'en' ? /\? Write this to the log\? \(Y\/n\)/ : /\? Записать это в журнал\?$/;
    const andSend = lang === 'en' ? /send the messages/ : /отправить письма/;
    try {
      for (let i = 0; i < PLAYERS.length; i++) {
        await t.waitFor(/⏎ \S+/);
        t.type(KEYS.down);
        t.type(KEYS.enter);
        await t.waitFor(/✔ [^\n]*/);
      }
      const seen = await t.waitFor(lang === 'en' ? /\(Y\/n\)/ : /Записать это в журнал[^\n]*/);
      assert.match(seen, lang === 'en' ? /No private messages\./ : /Личных сообщений нет|писем нет|Писем нет/);
      const question = seen.slice(seen.lastIndexOf('\n? '));
      assert.match(seen, onlyWrite, question);
      assert.not.match(seen.slice(seen.lastIndexOf(lang === 'en' ? 'Write this' : 'Записать')), andSend);
      // Written (Enter: the default, yes); Bob, the next candidate, nominates: that write sends the vote requests.
      t.type(KEYS.enter);
      await t.waitFor(/✔ [^\n]*/);
      await t.waitFor(/⏎ \S+/);
      t.type(KEYS.enter);
      await t.waitFor(/✔ [^\n]*/);
      const nomination = await t.waitFor(lang === 'en' ? /\(Y\/n\)/ : /Записать это в журнал[^\n]*/);
      assert.match(nomination.slice(nomination.lastIndexOf('\n? ')), andSend);
    } finally {
      t.kill();
    }
  });
}

test.run();
