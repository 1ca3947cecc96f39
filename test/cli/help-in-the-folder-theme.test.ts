// Help speaks the theme of the games it is about: in a folder whose games are all Secret Russian
// (or Service Rat), or for a game of that theme, the offices, parties, the secret role and the
// cards are the theme's (RULES.md: Premier and Director, Loyalists and Subversives, decrees; Mayor
// and Ratcatcher, Cats and Rats, laws), in English and in Russian. A folder of several themes gets
// the words of Secret Hitler, in which the texts are written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXED_SEED, runOk, scratch } from '../support/cli.js';

const ENGLISH = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RUSSIAN = ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'];

function folder(games: { id: string; ruleset: string; lang: 'en' | 'ru' }[]): string {
  const cwd = scratch();
  for (const g of games) runOk(['new', g.id, '--ruleset', g.ruleset, '--lang', g.lang, '--players', ...(g.lang === 'ru' ? RUSSIAN : ENGLISH), '--seed', FIXED_SEED], { cwd });
  return cwd;
}

/** Every help a moderator reads about the decisions: the root's list and each decision's own. */
/** What help says in words, not what it quotes to be typed (`либеральный`). */
const words = (said: string) => said.replace(/«Тайный Гитлер»/g, '').replace(/`[^`]*`/g, '');

const helps = (cwd: string, game?: string) => ['--help', ...['nominate', 'discard', 'enact', 'veto', 'peek', 'special-election', 'execute', 'history', 'stats', 'new', 'claim']
  .map((c) => `${c}${game && c !== 'stats' && c !== 'new' && c !== 'claim' ? ` ${game}` : ''} --help`)]
  .map((line) => runOk(line.split(' '), { cwd }))
  .join('\n');

test('given a folder of English Secret Russian games, help names the Premier, the Director, decrees and the Secret Russian, never Secret Hitler\'s words', () => {
  const said = helps(folder([{ id: 'a', ruleset: 'secret-russian', lang: 'en' }, { id: 'b', ruleset: 'secret-russian', lang: 'en' }]));
  // The program's description names the three games by their titles; what one types (`liberal`, `--first-president`) is as typed.
  const described = said.replace(/Secret Hitler/g, '');
  assert.not.match(described, /(?<!^ *)\b(Hitler|Liberals?|Fascists?|President|Chancellor|policy|policies)\b(?![\]>])/m, said);
  assert.match(said, /the candidate for Premier nominates a Director/);
  assert.match(said, /if it is the Secret Russian, the\s+Loyalists win/);
  assert.match(said, /after the fifth Subversive decree/);
  // What one types is shown in the theme's words too (the commands read them): cards, letters, a party's member.
  assert.not.match(described, /\b(liberal|fascist)\b/, said);
  assert.match(said, /chancery claim friday Bob "subversive subversive" --government 3/, 'a flag is typed as it stands');
  assert.match(said, /cards like SSL or LL \(or the words: "subversive\s+subversive loyalist"\)/);
});

test('given a folder of Russian Service Rat games, help names the Mayor, the Ratcatcher, the Cats and the Service Rat, never Secret Hitler\'s words', () => {
  const said = helps(folder([{ id: 'a', ruleset: 'service-rat', lang: 'ru' }]));
  assert.not.match(words(said), /Гитлер|либерал|фашист|президент|канцлер/i, said);
  assert.match(said, /кандидат в мэры выдвигает крысолова/);
  assert.match(said, /если это Служебная Крыса, побеждают коты/);
  assert.not.match(said.replace(/«Тайный Гитлер»/g, ''), /либерал|фашист|[ЛФ]{2}/i, said);
  // (wherever the help's column wraps the description)
  assert.match(said, /карты\s+буквами\s+вроде\s+РРК\s+или\s+КК\s+\(или\s+словами:\s+«крысиный\s+крысиный\s+кошачий»\)\s+или\s+проверка\s+вроде\s+«Борис\s+крыса»/);
});

test('given a Russian Secret Russian game, its help names the Premier\'s decrees in their cases', () => {
  const said = helps(folder([{ id: 'a', ruleset: 'secret-russian', lang: 'ru' }]));
  assert.not.match(words(said), /Гитлер|либерал|фашист|президент|канцлер/i, said);
  assert.match(said, /премьер сбрасывает один из трёх вытянутых указов \(два других уходят директору\)/);
  assert.match(said, /после пяти подрывных указов/);
});

test('given a folder of Russian Secret Russian or Service Rat games, the examples type the theme\'s cards and letters, never Secret Hitler\'s', () => {
  // Where a command accepts Russian words, its Russian example lines type them (help-in-russian.test.ts),
  // the other lines are the English command lines: either way a card, a party's member and the cards'
  // letters typed there are the theme's, as in English help.
  const examples = (said: string) => said.split('\n').filter((l) => /^ {2}\$ chancery /.test(l)).join('\n');
  for (const [ruleset, letters, card] of [['secret-russian', /ППЛ/, /«?подрывной/], ['service-rat', /РРК/, /«?крысиный/]] as const) {
    const cwd = folder([{ id: 'a', ruleset, lang: 'ru' }]);
    const said = examples([helps(cwd, 'a'), runOk(['reply', '--help'], { cwd })].join('\n'));
    assert.not.match(said, /\b(liberal|fascist|Liberal|Fascist|FFL|LLF|FF|LF)\b|фашист|либерал|ФФЛ|ФЛ/, said);
    assert.match(said, letters, said);
    assert.match(said, card, said);
  }
});

test('given a folder of several themes, help has the words of Secret Hitler; named, a game\'s help has its theme\'s', () => {
  const cwd = folder([{ id: 'sr', ruleset: 'secret-russian', lang: 'en' }, { id: 'sh', ruleset: 'secret-hitler', lang: 'en' }]);
  assert.match(runOk(['execute', '--help'], { cwd }), /the President kills a player \(if it is Hitler, the Liberals win\)/);
  assert.match(runOk(['execute', 'sr', '--help'], { cwd }), /the Premier kills a player \(if it is the Secret Russian, the\s+Loyalists win\)/);
  assert.match(runOk(['execute', 'sh', '--help'], { cwd }), /the President kills a player/);
});

test.run();
