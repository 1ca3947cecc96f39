// `undo` without --yes and without a terminal is refused as every refusal is printed: "error:" and
// a line that goes on in lowercase, what else there is to know on the lines after it, and the
// command to run last ("run: chancery discard g <1|2|3>"). Seen: "error: Already sent about it: …
// undo would take back …: confirm with --yes (no terminal to ask at)", a capital after "error:"
// and the refusal itself at the end of a long line; in Russian «ошибка: Будет отменено: …».
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, scratch, FIXED_SEED } from '../support/cli.js';

const CASES = [
  { lang: 'en', players: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], error: 'error:', run: 'run: chancery undo g --yes',
    refusal: /^error: undo would take back #\d+ .*: there is no terminal to ask at$/m, sent: /^Already sent about it: Alice \(the President's hand \[\w+\]\): Alice knows what is taken back\.$/m },
  { lang: 'ru', players: ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], error: 'ошибка:', run: 'выполните: chancery undo g --yes',
    refusal: /^ошибка: будет отменено: #\d+ .*; спросить негде \(нет терминала\)$/m, sent: /^Об этом уже отправлено письмо: Анна \(карты Президента \[\w+\]\); Анна знает то, что отменяется\.$/m },
] as const;

for (const c of CASES)
  test(`given a vote that emailed the President's hand, undo without --yes off a terminal (${c.lang}) is refused as every refusal is printed`, () => {
    const cwd = scratch();
    for (const args of [['new', 'g', '--players', ...c.players, '--lang', c.lang, '--seed', FIXED_SEED], ['nominate', 'g', c.players[1]], ['vote', 'g', ...c.players.map((_, i) => `${i + 1}=ja`)]]) {
      const r = runCli(args, { cwd });
      assert.is(r.code, 0, r.stderr);
    }
    const refused = runCli(['undo', 'g'], { cwd });
    assert.is(refused.code, 2);
    const lines = refused.stderr.trimEnd().split('\n');
    assert.ok(lines[0].startsWith(`${c.error} `), refused.stderr);
    assert.match(lines[0].slice(c.error.length + 1), /^\p{Ll}/u, `lowercase after "${c.error}": ${lines[0]}`);
    assert.match(refused.stderr, c.refusal);
    assert.match(refused.stderr, c.sent);
    assert.is(lines[lines.length - 1], c.run);
  });

test.run();
