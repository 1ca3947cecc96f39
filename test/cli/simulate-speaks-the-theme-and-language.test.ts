// `simulate --ruleset service-rat` plays Service Rat games: its report named them in Secret
// Hitler's words (liberal, fascist, "H elected", Hitler) and, in a folder of Russian games whose
// help `simulate --help` gives in Russian, in English. Given each theme's ruleset and each language
// (RULES.md names the theme's teams: Liberal (Loyalist, Cat), Fascist (Subversive, Rat), Hitler
// (the Secret Russian, the Service Rat)), the report says the theme's words in the command line's
// language, as help does; --json keeps its fields.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, runOk, scratch } from '../support/cli.js';

const env = { CHANCERY_NOW: '2026-12-01T10:00:00Z' };
const SECRET_HITLER_WORDS = /liberal|fascist|hitler|\bH\b|\blib\b|\bfas\b/i;

test('given the Service Rat and Secret Russian rulesets, simulate reports the theme\'s teams and secret role, no Secret Hitler word', () => {
  const cwd = scratch('chancery-simulate-theme-');
  const rat = runOk(['simulate', '--games', '12', '--seed', 's', '--ruleset', 'service-rat'], { cwd, env });
  assert.not.match(rat, SECRET_HITLER_WORDS);
  for (const word of ['Cats', 'Rats', 'Service Rat']) assert.ok(rat.includes(word), `${word} missing:\n${rat}`);
  const russian = runOk(['simulate', '--games', '12', '--seed', 's', '--ruleset', 'secret-russian'], { cwd, env });
  assert.not.match(russian, SECRET_HITLER_WORDS);
  for (const word of ['Loyalists', 'Subversives', 'Secret Russian']) assert.ok(russian.includes(word), `${word} missing:\n${russian}`);
});

test('given a folder of Russian games, simulate reports in Russian, as its help speaks; --lang en asks for English', () => {
  const cwd = scratch('chancery-simulate-ru-');
  runOk(['new', 'r', '--players', 'Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', '--lang', 'ru', '--theme', 'service-rat'], { cwd, env });
  assert.match(runOk(['simulate', '--help'], { cwd, env }), /^Использование:/m);
  const said = runOk(['simulate', '--games', '12', '--seed', '42', '--ruleset', 'service-rat'], { cwd, env });
  // The ruleset's name and the seed are typed values: every other word is Russian.
  const words = said.replace(/service-rat/g, '').match(/\p{Script=Latin}+/gu);
  assert.is(words, null, said);
  for (const word of ['Коты', 'Крысы']) assert.ok(said.includes(word), `${word} missing:\n${said}`);
  assert.match(runOk(['simulate', '--games', '6', '--seed', 's', '--ruleset', 'service-rat', '--lang', 'en'], { cwd, env }), /Cats/);
  assert.match(runOk(['simulate', '--games', '6', '--seed', 's', '--lang', 'ru'], { cwd: scratch('chancery-simulate-empty-'), env }), /Либералы/);
});

test('given --json, simulate keeps its machine fields whatever the theme', () => {
  const cwd = scratch('chancery-simulate-json-');
  const r = runCli(['simulate', '--games', '6', '--seed', 's', '--ruleset', 'service-rat', '--json'], { cwd, env });
  assert.is(r.code, 0, r.stderr);
  const json = JSON.parse(r.stdout);
  assert.is(json.ruleset, 'service-rat');
  assert.equal(Object.keys(json.total.byReason), ['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed']);
  assert.is(json.total.liberalWins + json.total.fascistWins, 6);
  assert.ok('liberalRate' in json.tables[0] && 'fascistRate' in json.tables[0]);
});

test.run();
