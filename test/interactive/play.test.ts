// `chancery play` at a terminal: a whole 5-player game (fixed seed) answered with arrow keys and
// Enter through a pseudo-terminal; the preview comes before any write; the log audits clean.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, readGame, runCli, scratch } from '../support/cli.js';
import { KEYS, Terminal } from '../support/pty.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
/** The end of a select prompt's drawing, a confirmation's question, or the session's closing line. */
const PROMPT = /⏎ select[^\n]*|\(Y\/n\)|written\.[^\n]*(over|Next)[^\n]*\n/;

test('given a new game, when the moderator plays it to the end at the keyboard, every decision goes through and the log audits clean', async () => {
  const cwd = scratch();
  assert.is(runCli(['new', 'friday', '--players', ...PLAYERS, '--seed', FIXED_SEED], { cwd }).code, 0);
  const t = Terminal.chancery(['play', 'friday'], { cwd });
  const written: string[] = [];
  let prompts = 0;
  let confirms = 0;
  let nominations = 0;
  let votesAsked = 0;
  let declined = false;
  // An answer is in once inquirer prints the answered question (✔ …): the redraws before it are past.
  const answer = async (keys: string) => {
    t.type(keys);
    await t.waitFor(/✔ [^\n]*/);
  };
  try {
    for (;;) {
      const seen = await t.waitFor(PROMPT);
      if (/written\./.test(seen) && !/\(Y\/n\)|⏎ select/.test(seen)) break;
      assert.ok(++prompts < 400, 'the game ends');
      const question = seen.split('\n').filter((l) => l.startsWith('? ')).pop() ?? '';
      if (/\(Y\/n\)/.test(seen)) {
        confirms++;
        const command = /This will run: (chancery .+)/.exec(seen)?.[1];
        assert.ok(command, 'the preview names the command before asking');
        if (confirms === 1) {
          // Before the first write: the post and the five vote requests are shown, the log holds no nomination.
          assert.match(seen, /Thread post \(nomination\):[\s\S]*President \*\*Alice\*\* nominates/);
          assert.is((seen.match(/PRIVATE to \w+: .*Vote/g) ?? []).length, 5);
          assert.not.match(readGame(cwd, 'friday'), /chancellor-nominated/);
        }
        if (confirms === 3 && !declined) {
          // Declining writes nothing and asks again.
          declined = true;
          const before = readGame(cwd, 'friday');
          await answer(`n${KEYS.enter}`);
          await t.waitFor(/nothing written/);
          assert.is(readGame(cwd, 'friday'), before);
          continue;
        }
        written.push(command!);
        await answer(KEYS.enter);
      } else if (/whom do they nominate/.test(question)) {
        // The first nomination takes the second eligible player: arrow down, then Enter.
        await answer(++nominations === 1 ? KEYS.down + KEYS.enter : KEYS.enter);
      } else if (/'s vote on/.test(question)) {
        // In the first government Bob votes Nein (the second choice); everyone else Ja.
        await answer(++votesAsked === 2 ? KEYS.down + KEYS.enter : KEYS.enter);
      } else {
        await answer(KEYS.enter);
      }
    }
    assert.is(await t.exited, 0);
  } finally {
    t.kill();
  }
  assert.ok(declined);
  assert.match(t.screen(), /The game is over\./);
  // The first nomination was the arrow's choice (Carol: Bob is first among the eligible).
  assert.is(written[0], 'chancery nominate friday Carol');
  assert.match(written[1], /^chancery vote friday Alice=ja Bob=nein Carol=ja Dmitri=ja Eve=ja$/);
  const audit = runCli(['audit', 'friday'], { cwd });
  assert.is(audit.code, 0, audit.stdout + audit.stderr);
  const history = JSON.parse(runCli(['history', 'friday', '--json'], { cwd }).stdout);
  assert.ok(history.winner, 'the game has a winner');
  assert.is(history.governments.length, written.filter((c) => c.startsWith('chancery nominate')).length);
  assert.equal(history.governments[0].nein, ['Bob']);
  // The prompts went through the presidential powers too (this seed's game has a peek and executions).
  assert.ok(written.some((c) => c.startsWith('chancery peek friday')), 'a peek was made');
  assert.ok(written.some((c) => c.startsWith('chancery execute friday')), 'an execution was made');
});

test.run();
