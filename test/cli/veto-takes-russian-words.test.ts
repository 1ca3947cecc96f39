// `chancery veto` takes the step in Russian too, in any game (RULES §7: after the fifth Fascist
// policy the Chancellor asks to veto; the President agrees or refuses): «запросить», «просить»,
// «вето» ask; «согласен», «согласна», «да» agree; «отказ», «отказываю», «нет» refuse. «да», «нет» and
// «вето» are read only where one step can be meant: «да»/«нет» at the President's answer (at the
// Chancellor's turn «да» could ask and «нет» decline to), «вето» at the Chancellor's (the President's
// «вето» could agree). Another word is refused, naming the words taken, in the game's language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const SEED = '12'.repeat(32);

/** A game whose Chancellor Борис holds two policies with the veto unlocked (five Fascist policies on the board from the start). */
function atTheChancellor(lang: 'ru' | 'en' = 'ru'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', 'Анна', 'Борис', 'Вера', 'Дмитрий', 'Ева', '--option', 'startingFascistPolicies=5', '--seed', SEED], { cwd });
  runOk(['nominate', 'g', 'Борис'], { cwd });
  runOk(['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], { cwd });
  runOk(['discard', 'g', '1'], { cwd });
  return cwd;
}

function atThePresident(): string {
  const cwd = atTheChancellor();
  runOk(['veto', 'g', 'request'], { cwd });
  return cwd;
}

function view(cwd: string): { electionTracker: number; pending: { kind: string; step?: string } } {
  return (JSON.parse(runOk(['status', 'g', '--json'], { cwd })) as { view: { electionTracker: number; pending: { kind: string; step?: string } } }).view;
}

test('the Chancellor asks for the veto with «запросить», «просить», «Вето» or «прошу»', () => {
  for (const word of ['запросить', 'просить', 'Вето', 'прошу']) {
    const cwd = atTheChancellor();
    runOk(['veto', 'g', word], { cwd });
    assert.is(view(cwd).pending.step, 'veto-answer', word);
  }
});

test('the President agrees with «согласен», «согласна» or «да»: no policy, the tracker moves on', () => {
  for (const word of ['согласен', 'согласна', 'да']) {
    const cwd = atThePresident();
    runOk(['veto', 'g', word], { cwd });
    const v = view(cwd);
    assert.is(v.electionTracker, 1, word);
    assert.is.not(v.pending.kind, 'legislative', word);
  }
});

test('the President refuses with «отказ», «отказываю» or «нет»: the Chancellor must enact', () => {
  for (const word of ['отказ', 'отказываю', 'нет']) {
    const cwd = atThePresident();
    runOk(['veto', 'g', word], { cwd });
    assert.is(view(cwd).pending.step, 'chancellor-enact', word);
  }
});

test('with the game left out (the folder\'s only one), «запросить» is still the step, not a game\'s name', () => {
  const cwd = atTheChancellor();
  runOk(['veto', 'запросить'], { cwd });
  assert.is(view(cwd).pending.step, 'veto-answer');
});

test('an English game takes the Russian words too', () => {
  const cwd = atTheChancellor('en');
  runOk(['veto', 'g', 'запросить'], { cwd });
  assert.is(view(cwd).pending.step, 'veto-answer');
});

test('«да» and «нет» at the Chancellor\'s turn, and «вето» at the President\'s, are refused as unclear, naming the words to write', () => {
  for (const [cwd, word, meant] of [[atTheChancellor(), 'да', /запросить/], [atTheChancellor(), 'нет', /запросить/], [atThePresident(), 'вето', /согласен.*отказ/]] as const) {
    const before = view(cwd);
    const r = runCli(['veto', 'g', word], { cwd });
    assert.is(r.code, 2, `${word}: ${r.stderr}`);
    assert.match(r.stderr, new RegExp(`«${word}»`), r.stderr);
    assert.match(r.stderr, meant, r.stderr);
    assert.not.match(r.stderr, /[A-Za-z]{4,}/, `no English word: ${r.stderr}`);
    assert.equal(view(cwd), before, `${word} changed nothing`);
  }
});

test('an unknown word is refused naming the words taken, in the game\'s language', () => {
  const ru = runCli(['veto', 'g', 'может'], { cwd: atTheChancellor() });
  assert.is(ru.code, 2);
  assert.match(ru.stderr, /«может».*запросить.*согласен.*отказ/s, ru.stderr);
  assert.not.match(ru.stderr, /[A-Za-z]{4,}/, `no English word: ${ru.stderr}`);
  const en = runCli(['veto', 'g', 'maybe'], { cwd: atTheChancellor('en') });
  assert.is(en.code, 2);
  assert.match(en.stderr, /"maybe" is not a veto step.*request.*agree.*refuse/s, en.stderr);
});

test.run();
