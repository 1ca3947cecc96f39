// The game picker (`chancery status` with no game named, at a terminal) says each game as `list`
// does, and a Russian line starts as every other line of the CLI does: lowercase after the name.
// Seen at a terminal: «a  (Игра окончена: победили Крысы (…))» beside «b  (ждём, когда …)», and in
// English "x  (over: the fascists won)" where `list` and `status` say "the Fascists".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runOk, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const SEED = 'b5'.repeat(32);

/** A folder of two games: `over`, won by the Fascists (Hitler elected Chancellor at once), and `open`. */
function folder(lang: 'en' | 'ru', names: string[], theme = 'secret-hitler'): string {
  const cwd = scratch('chancery-picker-');
  const run = (args: string[]) => runOk(args, { cwd });
  run(['new', 'over', '--players', ...names, '--lang', lang, '--theme', theme, '--option', 'startingFascistPolicies=3', '--seed', SEED]);
  run(['new', 'open', '--players', ...names, '--lang', lang, '--theme', theme, '--seed', SEED]);
  // This deal's Hitler is the third seat: the first President elects them Chancellor.
  run(['nominate', 'over', '3']);
  run(['vote', 'over', ...names.map((_, i) => `${i + 1}=ja`)]);
  return cwd;
}

async function pickerLines(cwd: string, question: RegExp): Promise<string> {
  const t = Terminal.chancery(['status'], { cwd });
  try {
    const screen = await t.waitFor(question);
    t.type(KEYS.ctrlC);
    await t.exited;
    return screen;
  } finally {
    t.kill();
  }
}

test('given an English folder with a game over and one going on, the picker says them as list does', async () => {
  const cwd = folder('en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve']);
  const screen = await pickerLines(cwd, /Which game\?[\s\S]*⏎ select/);
  assert.match(screen, /open {2}the game waits for Alice to nominate a Chancellor/);
  assert.match(screen, /over {2}over: the Fascists won \(Hitler elected Chancellor\)/);
});

test('given a Russian Service Rat folder with a game over and one going on, the picker says them as list does, each lowercase after the name', async () => {
  const cwd = folder('ru', ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья'], 'service-rat');
  const screen = await pickerLines(cwd, /Какую игру открыть\?[\s\S]*⏎ ввод/);
  assert.match(screen, /open {2}ждём, когда Анна выдвинет кандидата в крысоловы/);
  assert.match(screen, /over {2}игра окончена: победили Крысы \(Служебная Крыса избрана Крысоловом\)/);
  const list = runOk(['list'], { cwd });
  assert.match(list, /^ {4}игра окончена: победили Крысы \(Служебная Крыса избрана Крысоловом\)$/m);
});

test.run();
