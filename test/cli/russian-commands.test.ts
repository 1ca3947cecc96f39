// Every command a moderator runs on a Russian game speaks Russian, through the real binary: the
// house commands (deadline, set and applied, remind, dossier), undo (its refusal without --yes and
// its report), send, mail check, play without a terminal and play at a terminal (a pseudo-terminal:
// its questions, choices, preview and confirmation), status, history, the new post kinds, verify
// and audit, list and stats, in each of the three themes. Their stdout and stderr are scanned for
// Latin words (names, Ja/Nein, ids, paths, codes and `chancery …` command lines aside).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';
import { latinWords } from './latin.js';

const NAMES = ['Анна', 'Игорь', 'bob_the_builder', 'Саша', 'Любовь'];
const THEMES = ['secret-hitler', 'secret-russian', 'service-rat'];

for (const theme of THEMES) {
  test(`given a Russian ${theme} game, every house, undo, mail and play line the moderator sees is in Russian`, async () => {
    const dir = scratch('chancery-ru-cmd-');
    const id = `igra-${theme.split('-')[1]}`;
    const env = (now: string) => ({ CHANCERY_HOME: dir, CHANCERY_NOW: now });
    const day1 = env('2026-12-01T10:00:00Z');
    const day2 = env('2026-12-02T10:00:01Z');
    const seen: { where: string; text: string }[] = [];
    const run = (args: string[], at = day1, expectCode?: number) => {
      const r = runCli(args, { cwd: dir, env: at });
      if (expectCode !== undefined) assert.is(r.code, expectCode, `${args.join(' ')}:\n${r.stdout}\n${r.stderr}`);
      seen.push({ where: args.join(' '), text: `${r.stdout}\n${r.stderr}` });
      return r;
    };
    run(['new', id, '--players', ...NAMES, '--lang', 'ru', '--theme', theme, '--deadline', '24h', '--on-missing-vote', 'ja', '--seed', 'ab'.repeat(32)], day1, 0);
    run(['play', id], day1, 0);
    // play at a terminal: the nomination (question, preview, confirmation), then the vote prompts
    // ("not yet" for everyone), then quit: its closing line too.
    const first = Terminal.chancery(['play', id], { cwd: dir, env: day1 });
    try {
      await first.waitFor(/Кого выдвинуть/);
      first.type(KEYS.enter);
      await first.waitFor(/Записать это в журнал и отправить письма\?/);
      first.type(KEYS.enter);
      // Each voter's own question (a redraw of the one before repeats its text).
      for (const voter of NAMES) {
        await first.waitFor(new RegExp(`\\? Голос: ${voter} `));
        first.type(KEYS.down + KEYS.down + KEYS.enter);
      }
      await first.waitFor(/Голоса не введены/);
      first.type(KEYS.down + KEYS.enter);
      assert.is(await first.exited, 0);
    } finally {
      seen.push({ where: 'play (terminal, nomination and votes)', text: first.screen() });
    }
    assert.match(first.screen(), /записано решений: 1/);
    run(['deadline', id], day1, 0);
    run(['deadline', id, '--apply'], day1, 0);
    run(['remind', id], day1, 0);
    run(['dossier', id, 'Саша'], day1, 0);
    run(['play', id], day1, 0);
    run(['vote', id, 'Анна=ja', 'Игорь=ja'], day1, 0);
    const applied = run(['deadline', id, '--apply'], day2, 0);
    assert.match(applied.stdout, /\(по правилу\)/, 'the result post marks the votes the house rule cast');
    run(['deadline', id, '--apply'], day2, 0);
    const refused = run(['undo', id], day2, 2);
    assert.match(refused.stderr, /^ошибка: /m, 'the refusal is worded in Russian, its prefix too');
    run(['undo', id, '--yes'], day2, 0);
    run(['deadline', id, '--apply'], day2, 0);
    run(['send', id], day2, 0);
    run(['mail', 'check', id], day2);
    run(['status', id], day2, 0);
    run(['history', id], day2, 0);
    for (const kind of ['veto', 'reshuffle', 'vote-result']) run(['post', id, kind], day2, 0);
    run(['verify', id], day2);
    run(['audit', join(dir, 'games', `${id}.yaml`)], day2);
    run(['list'], day2, 0);
    run(['stats'], day2, 0);

    // play at a terminal: the question, the preview and the confirmation of a discard, then Ctrl-C.
    const t = Terminal.chancery(['play', id], { cwd: dir, env: day2 });
    try {
      await t.waitFor(/Какую карту сбросить\?/);
      t.type(KEYS.enter);
      await t.waitFor(/Записать это в журнал и отправить письма\?/);
      t.type(KEYS.enter);
      await t.waitFor(/Что делать\?/);
      t.type(KEYS.ctrlC);
      await t.exited;
    } finally {
      seen.push({ where: 'play (terminal)', text: t.screen() });
    }

    // Node's own runtime warnings (the test runner's FORCE_COLOR beside NO_COLOR) are not chancery's words.
    const ours = (text: string) => text.replace(/\(node:\d+\) Warning:[^\n]*|\(Use `node --trace-warnings[^\n]*/g, '');
    const found = seen.flatMap(({ where, text }) => latinWords(ours(text), { game: id, dir, names: NAMES }).map((w) => `${where}: ${w}`));
    assert.equal([...new Set(found)], [], `Latin words in a Russian game's terminal:\n${[...new Set(found)].join('\n')}`);
  });
}

test('given a Russian game, the house rule at the deadline names the players it voted for in the accusative, and their votes as recorded, not received', () => {
  const cwd = scratch('chancery-ru-default-');
  const at = (now: string) => ({ CHANCERY_NOW: now });
  const run = (args: string[], now = '2026-12-01T10:00:00Z') => {
    const r = runCli(args, { cwd, env: at(now) });
    assert.is(r.code, 0, `${args.join(' ')}:\n${r.stdout}\n${r.stderr}`);
    return r.stdout;
  };
  run(['new', 'r', '--lang', 'ru', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Даша', '--deadline', '24h', '--on-missing-vote', 'nein', '--seed', 'ab'.repeat(32)]);
  run(['nominate', 'r', 'Вера']);
  run(['vote', 'r', 'Борис=ja']);
  const applied = run(['deadline', 'r', '--apply'], '2026-12-02T11:00:00Z');
  // By hand: Анна → Анну, Вера → Веру, Глеб → Глеба, Даша → Дашу («за кого подан голос»).
  assert.match(applied, /^#\d+ сработало правило на случай молчания: за Анну, Веру, Глеба, Дашу подан голос Nein$/m);
  for (const name of ['Анна', 'Вера', 'Глеб', 'Даша']) assert.match(applied, new RegExp(`^#\\d+ записан голос: ${name}$`, 'm'));
  assert.not.match(applied, /получен голос/);
});

test.run();
