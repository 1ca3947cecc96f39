// A Russian moderator types what the help shows. Where a command accepts Russian words for its
// arguments (a card «фашистский», claim letters ФФЛ and words «Дмитрий — фашист», vote words
// «за»/«против»/«да»/«нет», a reply as a player writes it, `--gender ж`, a veto step «запросить», a duration «24ч», a post «история»), the Russian help's
// examples type them (templates/ru/help.yaml); each such line, as `--help` prints it in a folder of
// a Russian game, is run here in a scratch game of that name brought to the step it needs, and
// must be taken: exit 0, and a reply read and applied by `sync`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGame, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', 'Мария Ивановна', 'Галина'];
/** This seed deals the first President Анна Либеральный, Фашистский, Фашистский; one Fascist policy is
 * on the board from the start, so the first one enacted grants the loyalty investigation (7 players). */
const SEED = '12'.repeat(32);
const ALL_JA = PLAYERS.map((_, seat) => `${seat + 1}=ja`);
const ALL_NEIN = PLAYERS.map((_, seat) => `${seat + 1}=nein`);

/** The commands whose Russian examples type Russian words (the others show the English lines: see help-in-russian.test.ts). */
const RUSSIAN_EXAMPLES = ['vote', 'discard', 'enact', 'claim', 'reply', 'replace', 'veto', 'nominate', 'deadline', 'post'];

/** A command line as a shell splits it: words, and "…" as one word. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/** The date a moderator types where an example shows a date's form (ГГГГ-ММ-ДД): the day after NOW. */
const TYPED_DATE = '2026-12-01';

/** The example command lines `chancery <command> --help` prints in `cwd`, without `chancery`; a date's form typed as a date. */
function examples(command: string, cwd: string): string[][] {
  const help = runOk([command, '--help'], { cwd });
  const shown = help.split('\nПримеры:\n')[1];
  assert.ok(shown, `chancery ${command} --help has Russian examples:\n${help}`);
  return shown.trimEnd().split('\n').map((l) => {
    const typed = words(l.replace(/^ {2}\$ /, '').replace(/ГГГГ-ММ-ДД/g, TYPED_DATE));
    assert.is(typed[0], 'chancery', l);
    return typed.slice(1);
  });
}

/** A scratch folder with the Russian game `friday`, after `steps` (each a command line). */
function gameAfter(...steps: string[][]): string {
  return gameWith(1, steps);
}

/** The same, with `fascist` Fascist policies on the board from the start (five unlock the veto, RULES §7). */
function gameWith(fascist: number, steps: string[][]): string {
  const cwd = scratch();
  runOk(['new', 'friday', '--lang', 'ru', '--players', ...PLAYERS, '--option', `startingFascistPolicies=${fascist}`, '--seed', SEED], { cwd });
  for (const step of steps) runOk(step, { cwd });
  return cwd;
}

const NOMINATED: string[][] = [['nominate', 'friday', 'Борис']];
const DRAWN = [...NOMINATED, ['vote', 'friday', ...ALL_JA]];
const PASSED = [...DRAWN, ['discard', 'friday', 'фашистский']];
// Government 1 enacts a Fascist policy and Анна investigates Дмитрий; government 2 fails, so a claim about 1 needs --government.
const INVESTIGATED = [...DRAWN, ['discard', 'friday', 'либеральный'], ['enact', 'friday', 'фашистский'], ['investigate', 'friday', 'Дмитрий'], ['nominate', 'friday', 'Вера'], ['vote', 'friday', ...ALL_NEIN]];

function pending(cwd: string): { kind: string; step?: string; voted?: number[] } {
  return (JSON.parse(runOk(['status', 'friday', '--json'], { cwd })) as { view: { pending: { kind: string; step?: string; voted?: number[] } } }).view.pending;
}

function runs(cwd: string, args: string[], env?: Record<string, string>): void {
  const r = runCli(args, { cwd, env });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: exit ${r.code}\n${r.stderr}`);
}

/** The clock of the runs that set a deadline: before the ISO time the help's example types. */
const NOW = '2026-11-30T12:00:00Z';

function deadlineOf(cwd: string): string | null {
  const shown = JSON.parse(runOk(['deadline', 'friday', '--json'], { cwd, env: { CHANCERY_NOW: NOW } })) as { deadline: string | null };
  return shown.deadline && new Date(shown.deadline).toISOString().replace('.000', '');
}

let help = '';
test.before(() => {
  help = gameAfter();
});

test('the Russian help of vote, discard, enact, claim, reply, replace, veto, nominate, deadline and post types Russian words', () => {
  for (const command of RUSSIAN_EXAMPLES) {
    const lines = examples(command, help).map((l) => l.join(' '));
    assert.ok(lines.some((l) => /\p{Script=Cyrillic}/u.test(l)), `chancery ${command}: ${lines.join(' | ')}`);
  }
});

test('each Russian example of vote runs, one after another, in a game waiting for votes', () => {
  const cwd = gameAfter(...NOMINATED);
  for (const line of examples('vote', help)) runs(cwd, line);
  assert.equal(pending(cwd).voted?.sort(), [0, 1, 2, 3, 5], 'Анна, Борис, Вера, Дмитрий and Мария Ивановна have voted');
});

test('each Russian example of discard and enact runs at the President\'s and the Chancellor\'s step', () => {
  for (const line of examples('discard', help)) {
    const cwd = gameAfter(...DRAWN);
    runs(cwd, line);
    assert.is(pending(cwd).step, 'chancellor-enact');
  }
  for (const line of examples('enact', help)) {
    const cwd = gameAfter(...PASSED);
    runs(cwd, line);
    assert.is.not(pending(cwd).kind, 'legislative');
  }
});

test('each Russian example of claim runs, one after another, after a government that investigated', () => {
  const cwd = gameAfter(...INVESTIGATED);
  for (const line of examples('claim', help)) runs(cwd, line);
});

test('each Russian example of reply is read and applied by sync', () => {
  const [vote, discard] = examples('reply', help);
  const voting = gameAfter(...NOMINATED);
  runs(voting, vote);
  runOk(['sync', 'friday'], { cwd: voting });
  assert.equal(pending(voting).voted, [1], 'Борис\'s «да» is his vote');
  const drawn = gameAfter(...DRAWN);
  runs(drawn, discard);
  runOk(['sync', 'friday'], { cwd: drawn });
  const status = runOk(['status', 'friday', '--as', 'Борис'], { cwd: drawn });
  assert.match(status, /на руках \(Канцлер\): либеральный, фашистский/, `the Fascist policy was discarded:\n${status}`);
});

test('each Russian example of replace runs, `--gender ж` recording a woman', () => {
  for (const line of examples('replace', help)) {
    const cwd = gameAfter(...NOMINATED);
    runs(cwd, line);
    if (line.includes('--gender')) assert.match(readGame(cwd, 'friday'), /gender: female/);
  }
});

test('each Russian example of veto runs: the Chancellor asks, then the President answers (RULES §7)', () => {
  // Five Fascist policies on the board: Борис, Chancellor, holds two policies and may ask to veto.
  const cwd = gameWith(5, [...NOMINATED, ['vote', 'friday', ...ALL_JA], ['discard', 'friday', '1']]);
  const [request, answer] = examples('veto', help);
  runs(cwd, request);
  assert.is(pending(cwd).step, 'veto-answer');
  runs(cwd, answer);
  assert.is(pending(cwd).step, 'chancellor-enact', 'the President refused: the Chancellor must enact');
});

test('each Russian example of nominate runs at the nomination, its «24ч» setting the vote\'s deadline', () => {
  for (const line of examples('nominate', help)) {
    const cwd = gameAfter();
    runs(cwd, line, { CHANCERY_NOW: NOW });
    assert.is(pending(cwd).kind, 'votes', line.join(' '));
    if (line.includes('--deadline')) assert.is(deadlineOf(cwd), '2026-12-01T12:00:00Z');
  }
});

test('each Russian example of deadline runs, one after another, while the game waits for votes', () => {
  const cwd = gameAfter(...NOMINATED);
  const lines = examples('deadline', help);
  for (const line of lines) runs(cwd, line, { CHANCERY_NOW: NOW });
  const dated = lines.find((l) => l.some((w) => w.startsWith(TYPED_DATE)));
  assert.ok(dated, 'a line types a time with its zone, its date as the form shows it');
  const set = gameAfter(...NOMINATED);
  runs(set, dated, { CHANCERY_NOW: NOW });
  assert.is(deadlineOf(set), `${TYPED_DATE}T18:00:00Z`, dated.join(' '));
  const russian = lines.find((l) => /\p{Script=Cyrillic}/u.test(l.join(' ')));
  assert.ok(russian, 'a line types a Russian duration');
  const again = gameAfter(...NOMINATED);
  runs(again, russian, { CHANCERY_NOW: NOW });
  assert.is(deadlineOf(again), '2026-12-01T12:00:00Z', `${russian.join(' ')}: a day from now`);
});

test('each Russian example of post prints the post its English kind prints (--copy, with no clipboard here, is left out)', () => {
  const cwd = gameAfter(...INVESTIGATED);
  const english: Record<string, string> = { 'начало': 'opening', 'история': 'history', 'заявления': 'claims', 'ждём': 'waiting' };
  for (const line of examples('post', help)) {
    if (line.includes('--copy')) continue;
    runs(cwd, line);
    const kind = line[2] && english[line[2]];
    if (kind) assert.is(runOk(line, { cwd }), runOk([...line.slice(0, 2), kind, ...line.slice(3)], { cwd }), line.join(' '));
  }
});

test.run();
