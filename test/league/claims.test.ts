// Claims: what players say in the thread they drew and passed. Recorded in the log, shown beside
// each government in history and the claims post, conflicts marked; never compared with the cards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { discard } from '../../src/commands/discard.js';
import { enact } from '../../src/commands/enact.js';
import { claim } from '../../src/commands/claim.js';
import { investigate } from '../../src/commands/investigate.js';
import { peek } from '../../src/commands/peek.js';
import { history } from '../../src/commands/history.js';
import { openGame } from '../../src/game/open.js';
import { parseClaim, policyLetters } from '../../src/game/claims.js';
import { loadVocabulary, lookup } from '../../src/render/vocab.js';
import { LANGS, THEMES } from '../../src/settings.js';
import type { Policy } from '../../src/engine/index.js';
import { runCli } from '../support/cli.js';
import { firstGovernmentLegislated, leagueContext, logPath, playUntilPower, seed } from './support.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const letter = (p: Policy) => (p === 'liberal' ? 'L' : 'F');
const other = (p: Policy): Policy => (p === 'liberal' ? 'fascist' : 'liberal');

/** Government 1 (Alice > Bob) elected and legislated; what was drawn and enacted. */
async function legislated() {
  const ctx = leagueContext();
  await firstGovernmentLegislated(ctx, 5);
  const drawn = openGame(logPath(ctx, 'friday')).log.events.find((e) => e.type === 'policies-drawn') as { cards: Policy[] };
  const enacted = openGame(logPath(ctx, 'friday')).state.governments[0].enacted!;
  return { ctx, drawn: drawn.cards, enacted, cli: (args: string[]) => runCli(args, { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } }) };
}

test('given claims that agree with each other and with the enacted policy, history shows them with no conflict', async () => {
  const { ctx, enacted } = await legislated();
  const e = letter(enacted);
  await claim({ game: 'friday', player: 'Alice', what: `${e}${e}${e}` }, ctx);
  const r = await claim({ game: 'friday', player: 'bob', what: `${e}${e}` }, ctx);
  assert.is(r.as, 'chancellor');
  assert.is(r.government, 1);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].claims.map((c) => [c.player, c.as, c.says]), [['Alice', 'president', `${e}${e}${e}`], ['Bob', 'chancellor', `${e}${e}`]]);
  assert.equal(h.governments[0].conflicts, []);
});

test('given a President who claims to pass two Liberals and a Chancellor who claims two Fascists, the conflict is marked in history and the claims post', async () => {
  const { ctx, cli } = await legislated();
  assert.is(cli(['claim', 'friday', 'Alice', 'liberal liberal']).code, 0);
  assert.is(cli(['claim', 'friday', 'Bob', 'FF']).code, 0);
  const h = await history({ game: 'friday' }, ctx);
  assert.ok(h.governments[0].conflicts.some((c) => /Alice claims to have passed LL; Bob claims to have received FF/.test(c)));
  const text = cli(['history', 'friday']);
  assert.match(text.stdout, /#1 Alice > Bob => [^\n]*\n\s+claim Alice \(President\): LL\n\s+claim Bob \(Chancellor\): FF\n\s+CONFLICT Alice claims to have passed LL/);
  const post = cli(['post', 'friday', 'claims']);
  assert.is(post.code, 0, post.stderr);
  // Markdown table cells escape > and -, so a name can never break the table.
  assert.match(post.stdout, /\| 1 \| Alice \\> Bob \| .* \| LL \| FF \| \\- \| ⚠ \|/);
  // The conflict column is headed by its mark, not left without a header.
  assert.match(post.stdout, /^\| \\# \| President \\> Chancellor \| Enacted \| President \| Chancellor \| Powers \| ⚠ \|$/m);
  // "#1" is escaped (and broken by a zero-width space): Discourse would read it as a hashtag.
  assert.match(post.stdout, /\*\*Conflicts\*\*\n- \\#\u200B1: Alice claims to have passed LL; Bob claims to have received FF/);
  const bb = cli(['post', 'friday', 'claims', '--format', 'bbcode']);
  assert.match(bb.stdout, /\[b\]Conflicts\[\/b\]\n\[list\]\n\[\*\]#1: Alice claims/);
});

test('given a seat that changed hands after its claim, the claims post and history credit the government and the claim to who held it then', async () => {
  const { ctx, cli } = await legislated();
  assert.is(cli(['claim', 'friday', 'Bob', 'FF']).code, 0);
  assert.is(cli(['replace', 'friday', 'Bob', 'Zed']).code, 0);
  const post = cli(['post', 'friday', 'claims']);
  assert.is(post.code, 0, post.stderr);
  assert.match(post.stdout, /\| 1 \| Alice \\> Bob \| .* \| FF \|/);
  assert.not.match(post.stdout, /Zed/);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].claims.map((c) => [c.player, c.as]), [['Bob', 'chancellor']]);
});

test('given a Chancellor claim without the policy that was enacted, it conflicts with the public record', async () => {
  const { ctx, enacted } = await legislated();
  const wrong = letter(other(enacted));
  await claim({ game: 'friday', player: 'Bob', what: `${wrong}${wrong}` }, ctx);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].conflicts, [`Bob claims ${wrong}${wrong}, but a ${enacted === 'liberal' ? 'Liberal' : 'Fascist'} policy was enacted`]);
});

test('given a lie that fits the public record, no conflict is shown: claims are never checked against the cards', async () => {
  const { ctx, drawn, enacted } = await legislated();
  const e = letter(enacted);
  const truth = drawn.map(letter).sort().join('');
  // Three cards holding the enacted policy that are not what Alice really drew.
  const lie = [`${e}FF`, `${e}LL`, `${e}FL`].find((x) => [...x].sort().join('') !== truth)!;
  await claim({ game: 'friday', player: 'Alice', what: lie }, ctx);
  await claim({ game: 'friday', player: 'Bob', what: `${e}${lie[1]}` }, ctx);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].conflicts, []);
});

test('given a second claim by the same player, it replaces the first (a correction) and both stay in the log', async () => {
  const { ctx, enacted } = await legislated();
  const e = letter(enacted);
  await claim({ game: 'friday', player: 'Bob', what: 'LF' }, ctx);
  await claim({ game: 'friday', player: 'Bob', what: `${e}${e}` }, ctx);
  const h = await history({ game: 'friday' }, ctx);
  assert.equal(h.governments[0].claims.map((c) => c.says), [`${e}${e}`]);
  assert.is((readFileSync(logPath(ctx, 'friday'), 'utf8').match(/type: claim-recorded/g) ?? []).length, 2);
});

test('given a wrong claim, the command exits 1 when the game contradicts it and 2 when the command line is wrong, naming the problem, and the log is unchanged', async () => {
  const { ctx, cli } = await legislated();
  const before = readFileSync(logPath(ctx, 'friday'), 'utf8');
  const outsider = cli(['claim', 'friday', 'Carol', 'FFL', '--government', '1']);
  assert.is(outsider.code, 1);
  assert.match(outsider.stderr, /Carol was neither President nor Chancellor of government 1 \(Alice > Bob\)/);
  const garbled = cli(['claim', 'friday', 'Bob', 'three fascists']);
  assert.is(garbled.code, 2);
  assert.match(garbled.stderr, /"three fascists" is not a claim of the two cards the Chancellor received: write letters like FL/);
  const typo = cli(['claim', 'friday', 'Bbo', 'FF']);
  assert.is(typo.code, 2);
  assert.match(typo.stderr, /no player is called "Bbo": did you mean Bob\?/);
  const noGov = cli(['claim', 'friday', 'Bob', 'FF', '--government', '7']);
  assert.is(noGov.code, 2);
  assert.match(noGov.stderr, /--government takes a government number from 1 to 1, not "7"/);
  assert.is(readFileSync(logPath(ctx, 'friday'), 'utf8'), before);
});

test('given an investigation, the President\'s claim names its result; naming someone else than the target is a conflict', async () => {
  const ctx = leagueContext();
  const seven = [...NAMES, 'Frank', 'Grace'];
  await newGame({ id: 'big', players: seven, seed: seed(8) }, ctx);
  await playUntilPower(ctx, 'big');
  const before = openGame(logPath(ctx, 'big')).state;
  assert.is(before.phase.name === 'executive' && before.phase.power, 'investigate', 'the second Fascist policy gives an investigation at 7 players');
  const president = before.phase.name === 'executive' ? before.phase.president : -1;
  const target = before.alive.findIndex((alive, seat) => alive && seat !== president);
  const bystander = before.alive.findIndex((alive, seat) => alive && seat !== president && seat !== target);
  await investigate({ game: 'big', target: String(target + 1) }, ctx);
  const government = openGame(logPath(ctx, 'big')).state.governments.length;
  // Claimed as "name is party": recorded as the investigator's claim without --as.
  const honest = await claim({ game: 'big', player: seven[president], what: `${seven[target]} is fascist` }, ctx);
  assert.is(honest.as, 'investigator');
  assert.is(honest.government, government);
  assert.equal(honest.claims.conflicts, []);
  const wrong = await claim({ game: 'big', player: seven[president], what: `${seven[bystander]} is liberal` }, ctx);
  assert.equal(wrong.claims.conflicts, [`${seven[president]} claims a result for ${seven[bystander]}, but ${seven[target]} was the one investigated`]);
});

test('given an investigation in a Russian game, a claim naming someone else than the target is a conflict that leaves no name undeclined after a noun («проверки игрока Борис» is wrong Russian)', async () => {
  const ctx = leagueContext();
  const seven = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'];
  await newGame({ id: 'big', players: seven, seed: seed(8), lang: 'ru' }, ctx);
  await playUntilPower(ctx, 'big');
  const before = openGame(logPath(ctx, 'big')).state;
  const president = before.phase.name === 'executive' ? before.phase.president : -1;
  const target = before.alive.findIndex((alive, seat) => alive && seat !== president);
  const bystander = before.alive.findIndex((alive, seat) => alive && seat !== president && seat !== target);
  await investigate({ game: 'big', target: String(target + 1) }, ctx);
  const wrong = await claim({ game: 'big', player: seven[president], what: `${bystander + 1} liberal` }, ctx);
  // The names stand in parentheses or after a colon, where Russian leaves a name as it is.
  assert.equal(wrong.claims.conflicts, [`${seven[president]} называет результат проверки игрока (${seven[bystander]}), но проверен был другой игрок: ${seven[target]}`]);
});

test('given an investigation, a party claim ("Vera is fascist") by a player who investigated nobody is refused saying so, not as a malformed card claim (en, ru)', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const ctx = leagueContext();
    const seven = lang === 'ru' ? ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'] : [...NAMES, 'Frank', 'Grace'];
    await newGame({ id: 'big', players: seven, seed: seed(8), lang }, ctx);
    await playUntilPower(ctx, 'big');
    const before = openGame(logPath(ctx, 'big')).state;
    const president = before.phase.name === 'executive' ? before.phase.president : -1;
    const target = before.alive.findIndex((alive, seat) => alive && seat !== president);
    await investigate({ game: 'big', target: String(target + 1) }, ctx);
    // Someone who sat in governments but never used an investigation.
    const bystander = openGame(logPath(ctx, 'big')).state.governments.map((g) => g.chancellor).find((seat) => seat !== president && seat !== target)!;
    const r = runCli(['claim', 'big', seven[bystander], lang === 'ru' ? `${seven[target]} фашист` : `${seven[target]} is fascist`], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    assert.is(r.code, 1, r.stderr);
    assert.match(r.stderr, lang === 'ru' ? /не было проверки: заявление о партии игрока/ : new RegExp(`${seven[bystander]} used no Investigate Loyalty in this game`), r.stderr);
    assert.not.match(r.stderr, /cards|карт/);
  }
});

test('given an investigation in a Russian game, the President\'s party claim may name the party as a woman\'s role («Вера — фашистка», «либералка»), in each theme\'s words', async () => {
  for (const [theme, fascist, liberal] of [['secret-hitler', 'фашистка', 'либералка'], ['secret-russian', 'подрывница', 'лоялистка'], ['service-rat', 'крыса', 'кошка']] as const) {
    const ctx = leagueContext();
    const seven = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша', 'Егор', 'Жанна'];
    await newGame({ id: 'big', players: seven, seed: seed(8), lang: 'ru', theme }, ctx);
    await playUntilPower(ctx, 'big');
    const before = openGame(logPath(ctx, 'big')).state;
    const president = before.phase.name === 'executive' ? before.phase.president : -1;
    const target = before.alive.findIndex((alive, seat) => alive && seat !== president);
    await investigate({ game: 'big', target: String(target + 1) }, ctx);
    const said = await claim({ game: 'big', player: seven[president], what: `${seven[target]} — ${fascist}` }, ctx);
    assert.is(said.as, 'investigator', theme);
    assert.is(said.claim, `${seven[target]} — ${fascist}`);
    // The claim is read as the Fascist party: against the actual result, a conflict or none, never a refusal.
    const other = await claim({ game: 'big', player: seven[president], what: `${seven[target]} ${liberal}` }, ctx);
    assert.is(other.as, 'investigator', theme);
  }
});

for (const [theme, F, L, government] of [['secret-hitler', 'F', 'L', 'government'], ['secret-russian', 'S', 'L', 'Cabinet']] as const) test(`given a peek (${theme}), the peeker's claim and the next President's claimed draw must be the same three cards, the conflict naming the government in the theme's word`, async () => {
  const ctx = leagueContext();
  await newGame({ id: 'p', players: NAMES, seed: seed(3), theme }, ctx);
  await playUntilPower(ctx, 'p');
  const at = openGame(logPath(ctx, 'p')).state;
  assert.ok(at.phase.name === 'executive' && at.phase.power === 'peek', 'the third Fascist policy gives a peek at 5 players');
  const peeker = NAMES[at.phase.name === 'executive' ? at.phase.president : 0];
  await peek({ game: 'p' }, ctx);
  const peekGovernment = openGame(logPath(ctx, 'p')).state.governments.length;
  await claim({ game: 'p', player: peeker, what: `${F}${F}${L}`, as: 'peeker' }, ctx);
  // The next government: its candidate nominates the first eligible player who is not Hitler.
  const state = openGame(logPath(ctx, 'p')).state;
  const next = state.phase.name === 'nomination' ? state.phase.candidate : -1;
  const chancellor = state.alive.findIndex((alive, seat) => alive && seat !== next && state.roles![seat] !== 'hitler'
    && seat !== state.lastElected?.chancellor);
  await nominate({ game: 'p', chancellor: String(chancellor + 1) }, ctx);
  await vote({ game: 'p', votes: NAMES.map((_, seat) => `${seat + 1}=ja`) }, ctx);
  const r = await claim({ game: 'p', player: NAMES[next], what: `${L}${L}${L}` }, ctx);
  assert.is(r.government, peekGovernment + 1);
  const h = await history({ game: 'p' }, ctx);
  assert.equal(h.governments[peekGovernment - 1].conflicts,
    [`${peeker} claims to have seen ${F}${F}${L} on top; ${NAMES[next]} claims to have drawn ${L}${L}${L} next (${government} ${peekGovernment + 1})`]);
});

test('given a peek claimed with a Liberal on top, the claim keeps its order, top first, where a hand\'s claim is sorted', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'p', players: NAMES, seed: seed(3) }, ctx);
  await playUntilPower(ctx, 'p');
  const at = openGame(logPath(ctx, 'p')).state;
  const peeker = NAMES[at.phase.name === 'executive' ? at.phase.president : 0];
  await peek({ game: 'p' }, ctx);
  const peekGovernment = openGame(logPath(ctx, 'p')).state.governments.length;
  await claim({ game: 'p', player: peeker, what: 'LFF', as: 'peeker' }, ctx);
  const r = await claim({ game: 'p', player: peeker, what: 'fascist liberal fascist', as: 'president' }, ctx);
  const claims = r.claims.claims;
  assert.is(claims.find((c) => c.as === 'peeker')!.says, 'LFF', 'the peek as seen, top first');
  assert.is(claims.find((c) => c.as === 'president')!.says, 'FFL', 'a drawn hand, in no order');
  assert.is(peekGovernment, r.government);
});

test('claims read cards as letters or any theme\'s words, and investigations as "name is party"', () => {
  const players = ['Alice', 'Bob', 'Mary Jane'];
  assert.equal(parseClaim('FFL', 'president', players), { kind: 'cards', cards: ['fascist', 'fascist', 'liberal'] });
  assert.equal(parseClaim('fascist, fascist, liberal', 'president', players), { kind: 'cards', cards: ['fascist', 'fascist', 'liberal'] });
  assert.equal(parseClaim('rat cat', 'chancellor', players), { kind: 'cards', cards: ['fascist', 'liberal'] });
  assert.equal(parseClaim('Лоялист крыса', 'chancellor', players), { kind: 'cards', cards: ['liberal', 'fascist'] });
  assert.equal(parseClaim('Mary Jane is fascist', 'investigator', players), { kind: 'investigation', target: 2, party: 'fascist' });
  assert.equal(parseClaim('2 liberal', 'investigator', players), { kind: 'investigation', target: 1, party: 'liberal' });
  assert.throws(() => parseClaim('FL', 'peeker', players), /three cards seen on top of the deck/);
});


test('no letter of a built-in theme names both policies, and a claim is read in the letters of every theme and language', () => {
  // Each theme file's letters by hand (templates/themes/*.yaml), in the order they are read.
  const expected = [['L', 'F'], ['Л', 'Ф'], ['L', 'S'], ['Л', 'П'], ['C', 'R'], ['К', 'Р']];
  const seen = new Map<string, string>();
  THEMES.forEach((theme, i) => LANGS.forEach((lang, j) => {
    const t = loadVocabulary(theme, lang);
    const [liberal, fascist] = expected[i * LANGS.length + j];
    assert.equal([lookup(t, 'letters.liberal'), lookup(t, 'letters.fascist')], [liberal, fascist], `${theme} ${lang}`);
    for (const [letter, policy] of [[liberal, 'liberal'], [fascist, 'fascist']]) {
      assert.not.ok(seen.has(letter) && seen.get(letter) !== policy, `${letter} names both policies`);
      seen.set(letter, policy);
    }
  }));
  // The reading stops at the first vocabulary that knows every letter; the last one is reached too.
  const players = ['Alice', 'Bob'];
  assert.equal(parseClaim('ККР', 'president', players), { kind: 'cards', cards: ['liberal', 'liberal', 'fascist'] });
  assert.equal(parseClaim('crc', 'president', players), { kind: 'cards', cards: ['liberal', 'fascist', 'liberal'] });
  assert.equal(parseClaim('ЛП', 'chancellor', players), { kind: 'cards', cards: ['liberal', 'fascist'] });
  assert.throws(() => parseClaim('FFX', 'president', players), /not a claim/);
  assert.equal(policyLetters('ffl').size, 2, 'Secret Hitler\'s letters alone read FFL');
  assert.equal(policyLetters().size, seen.size, 'every letter when no word is given');
});

test('given a Russian game, the claims post words its conflicts in Russian', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'pyatnitsa', players: NAMES, seed: seed(5), lang: 'ru', theme: 'service-rat' }, ctx);
  await nominate({ game: 'pyatnitsa', chancellor: 'Bob' }, ctx);
  await vote({ game: 'pyatnitsa', votes: NAMES.map((n) => `${n}=ja`) }, ctx);
  await discard({ game: 'pyatnitsa', policy: '1' }, ctx);
  await enact({ game: 'pyatnitsa', policy: '1' }, ctx);
  await claim({ game: 'pyatnitsa', player: 'Alice', what: 'LL' }, ctx);
  // Bob writes the theme's own letters (Р for a Rat law); Alice wrote the English ones.
  const bob = await claim({ game: 'pyatnitsa', player: 'Bob', what: 'РР' }, ctx);
  assert.equal(bob.claims.claims.map((c) => c.shown), ['КК', 'РР']);
  const post = runCli(['post', 'pyatnitsa', 'claims'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.is(post.code, 0, post.stderr);
  assert.match(post.stdout, 'Противоречия');
  assert.match(post.stdout, 'Alice: передано КК; Bob: получено РР');
  assert.match(post.stdout, 'К = Кошачий, Р = Крысиный');
  assert.not.match(post.stdout, /claims to have|\bLL\b|\bFF\b|F = /);
});

test('given a Secret Russian game, a claim is typed and shown in Loyalist/Subversive letters, and the English letters are accepted too', async () => {
  const ctx = leagueContext();
  await newGame({ id: 'moscow', players: ['Zoë', ...NAMES.slice(1)], seed: seed(6), theme: 'secret-russian' }, ctx);
  await nominate({ game: 'moscow', chancellor: 'Bob' }, ctx);
  await vote({ game: 'moscow', votes: ['Zoë', ...NAMES.slice(1)].map((n) => `${n}=ja`) }, ctx);
  await discard({ game: 'moscow', policy: '1' }, ctx);
  await enact({ game: 'moscow', policy: '1' }, ctx);
  const zoe = await claim({ game: 'moscow', player: 'zoë', what: 'LS' }, ctx);
  assert.equal(zoe.claims.claims[0].says, 'FL', 'stored as one Subversive and one Loyalist');
  assert.is(zoe.claims.claims[0].shown, 'SL');
  const bob = await claim({ game: 'moscow', player: 'Bob', what: 'FF' }, ctx);
  assert.is(bob.claims.claims[1].shown, 'SS');
  assert.ok(bob.claims.conflicts.some((c) => c.includes('SL') && c.includes('SS')), bob.claims.conflicts.join('\n'));
  const post = runCli(['post', 'moscow', 'claims'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
  assert.match(post.stdout, 'L = Loyalist, S = Subversive');
  assert.not.match(post.stdout, /F = |Fascist|Liberal/);
});

test('given an investigation, a claim of the party alone is about the player investigated, with no conflict', async () => {
  const ctx = leagueContext();
  const seven = [...NAMES, 'Frank', 'Grace'];
  await newGame({ id: 'big', players: seven, seed: seed(8) }, ctx);
  await playUntilPower(ctx, 'big');
  const before = openGame(logPath(ctx, 'big')).state;
  const president = before.phase.name === 'executive' ? before.phase.president : -1;
  const target = before.alive.findIndex((alive, seat) => alive && seat !== president);
  await investigate({ game: 'big', target: String(target + 1) }, ctx);
  const r = await claim({ game: 'big', player: seven[president], what: 'fascist' }, ctx);
  assert.is(r.as, 'investigator');
  assert.equal(r.claims.claims.map((c) => c.says), [`${seven[target]}: fascist`]);
  assert.equal(r.claims.conflicts, []);
  const h = await history({ game: 'big' }, ctx);
  assert.equal(h.governments[r.government - 1].conflicts, []);
});

test.run();
