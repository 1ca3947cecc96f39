// RULES conformance: every rule line of seed 000 (the Secret Russian manual, ruleset
// `secret-russian`) and of seed 003 (the rules in Russian and the Service Rat theme, ruleset
// `service-rat`), quoted, each with the behaviour the seed text asks of the engine under that
// ruleset. The expectations are read from the seed text, not from the code: where a seed differs
// from the default rules (seed 000's term limits by table size; seed 003's tracker reset on
// election, which RULES §4 makes the option trackerReset=on-election) the test says which line it follows.
//
// A few tables start with Fascist policies on the track (`startingFascistPolicies`): that only
// places the board where the line under test applies; the ruleset's own options stay as they are.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dealRoles, parseSeed, playerView, powerForSlot, publicView, rulesetOptions, type RulesetName } from '../../src/engine/index.js';
import { loadVocabulary, lookup } from '../../src/render/vocab.js';
import {
  discard, elect, enact, execute, given, govern, investigate, nominate, peek, reject, specialElection, vetoAnswer, vetoRequest, votes,
} from './support.js';

type Line = { seed: '000' | '003'; quote: string; check: (ruleset: RulesetName) => void };
const RULESET = { '000': 'secret-russian', '003': 'service-rat' } as const;

// The role table, as both seeds print it: table size → [liberals, fascists, Hitler].
const ROLE_TABLE: Record<number, [number, number, number]> = { 5: [3, 1, 1], 6: [4, 1, 1], 7: [4, 2, 1], 8: [5, 2, 1], 9: [5, 3, 1], 10: [6, 3, 1] };
function roleTable() {
  for (const [n, [l, f, h]] of Object.entries(ROLE_TABLE)) {
    for (const hex of ['00'.repeat(32), 'ab'.repeat(32)]) {
      const dealt = dealRoles(parseSeed(hex), Number(n));
      assert.equal([dealt.filter((r) => r === 'liberal').length, dealt.filter((r) => r === 'fascist').length, dealt.filter((r) => r === 'hitler').length], [l, f, h], `${n} players`);
    }
  }
}

function hitlerKnowledge(ruleset: RulesetName) {
  for (const roles of ['HFLLL', 'HFLLLL']) {
    const t = given({ roles, ruleset });
    assert.equal(playerView(t.state, 0).knownRoles.map((k) => [k.seat, k.role]), [[1, 'fascist']], `${roles.length} players: Hitler knows the fascist`);
  }
  for (const roles of ['HFFLLLL', 'HFFLLLLL', 'HFFFLLLLL', 'HFFFLLLLLL']) {
    const t = given({ roles, ruleset });
    assert.equal(playerView(t.state, 0).knownRoles, [], `${roles.length} players: Hitler knows nobody`);
    const fascistSees = playerView(t.state, 1).knownRoles.map((k) => k.seat).sort();
    assert.equal(fascistSees, [0, ...Array.from({ length: roles.split('F').length - 2 }, (_, i) => i + 2)], `${roles.length} players: a fascist knows Hitler and the other fascists`);
  }
}

// The powers table of both seeds: table sizes → the power of slots 1..5.
const POWERS: [number[], (string | null)[]][] = [
  [[5, 6], [null, null, 'peek', 'execution', 'execution']],
  [[7, 8], [null, 'investigate', 'special-election', 'execution', 'execution']],
  [[9, 10], ['investigate', 'investigate', 'special-election', 'execution', 'execution']],
];
function powersTable(ruleset: RulesetName) {
  for (const [sizes, slots] of POWERS) for (const n of sizes) assert.equal([1, 2, 3, 4, 5].map((s) => powerForSlot(n, s)), slots, `${n} players`);
  // And in play: the 3rd Fascist policy at five players grants the peek to the sitting President.
  const t = given({ ruleset, options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  assert.equal(t.pending, { kind: 'power', president: 0, power: 'peek', eligible: [] });
}

function passesClockwise(ruleset: RulesetName) {
  const t = given({ ruleset, roles: 'HFFLLLL' });
  assert.is(t.president, 0);
  t.when(reject(3));
  assert.is(t.president, 1);
  t.when(govern(3, 'liberal'));
  assert.is(t.president, 2);
}

function failedVote(ruleset: RulesetName) {
  // Six living players, three Ja: a tie fails.
  const t = given({ ruleset, roles: 'HFLLLL' }).when(nominate(0, 2), votes('jjjnnn'));
  assert.is(t.state.governments[0].elected, false);
  assert.is(t.state.electionTracker, 1);
  assert.is(t.president, 1);
  // Four Ja of six elect, the candidates voting too.
  t.when(nominate(1, 3), votes('jjjjnn'));
  assert.is(t.state.governments[1].elected, true);
}

function legislativeSession(ruleset: RulesetName) {
  const t = given({ ruleset, deck: 'LFF LLLLL FFFFFFFFF' }).when(elect(2));
  const phase = t.state.phase;
  assert.ok(phase.name === 'legislative' && phase.step.name === 'president-discard' && phase.step.hand.length === 3, 'the President holds the top three');
  t.when(discard('fascist'));
  assert.equal(playerView(t.state, 2).hand?.cards, ['liberal', 'fascist'], 'the Chancellor holds the other two');
  t.when(enact('liberal'));
  assert.is(t.state.liberalPolicies, 1);
  assert.is(t.state.discard.length, 2);
  // Discards are never revealed: the public view holds their number only.
  const view = publicView(t.state) as unknown as Record<string, unknown>;
  assert.is(view.discardCount, 2);
  assert.not.ok(JSON.stringify(view).includes('"discard"'));
}

function chaos(ruleset: RulesetName) {
  const t = given({ ruleset, roles: 'HFFLLLL', deck: 'LLL F LLL FFFFFFFFFF' }).when(govern(3, 'liberal'), reject(2), reject(4), reject(5));
  assert.is(t.state.fascistPolicies, 1, 'the top policy is enacted');
  assert.equal(t.state.governments[3].chaos, 'fascist');
  assert.is(t.state.electionTracker, 0);
  assert.is(t.state.lastElected, null, 'term limits are forgotten');
  assert.equal(t.pending, { kind: 'nomination', president: 4, eligible: [0, 1, 2, 3, 5, 6] });
}

function chaosGrantsNoPower(ruleset: RulesetName) {
  const t = given({ ruleset, options: { startingFascistPolicies: 2 }, deck: 'FLLLLLL FFFFFFFF' }).when(reject(1), reject(2), reject(3));
  assert.is(t.state.fascistPolicies, 3);
  assert.is(t.pending.kind, 'nomination');
}

function termLimits(ruleset: RulesetName, relaxedWithFiveAliveAtSix: boolean) {
  // Seven players: the last elected President and Chancellor are both term-limited.
  const seven = given({ ruleset, roles: 'HFFLLLL' }).when(govern(3, 'liberal'));
  assert.equal(seven.pending, { kind: 'nomination', president: 1, eligible: [2, 4, 5, 6] });
  // A five-player table: only the last Chancellor.
  const five = given({ ruleset, roles: 'HFLLL' }).when(govern(2, 'liberal'));
  assert.equal(five.pending, { kind: 'nomination', president: 1, eligible: [0, 3, 4] });
  // A six-player table with five alive after an execution.
  const six = given({ ruleset, roles: 'HFLLLL', options: { startingFascistPolicies: 3 }, deck: 'FFF LLLLLL FFFFF' }).when(govern(2, 'fascist'), execute(0, 5));
  assert.equal(six.pending, { kind: 'nomination', president: 1, eligible: relaxedWithFiveAliveAtSix ? [0, 3, 4] : [3, 4] });
}

function trackerOnElection() {
  const t = given({ ruleset: 'service-rat', options: { trackerReset: 'on-election' } }).when(reject(1), reject(2));
  assert.is(t.state.electionTracker, 2);
  t.when(elect(4));
  assert.is(t.state.phase.name, 'legislative');
  assert.is(t.state.electionTracker, 0, 'reset by the election itself, before any policy');
}

function trackerOnEnactment() {
  const t = given({ ruleset: 'secret-russian' }).when(reject(1), reject(2), elect(4));
  assert.is(t.state.electionTracker, 2, 'an elected Cabinet alone does not reset it');
  t.when(discard('liberal'), enact('liberal'));
  assert.is(t.state.electionTracker, 0, 'the enacted decree does');
}

function investigation(ruleset: RulesetName) {
  const t = given({ ruleset, roles: 'FHFFLLLLL', deck: 'FFFFFFFFFFFLLLLLL' }).when(govern(2, 'fascist'));
  t.refuses(investigate(0, 1, 'liberal'), 'wrong-result');
  t.when(investigate(0, 1, 'fascist'));
  assert.equal(playerView(t.state, 0).investigations, [{ target: 1, party: 'fascist' }], 'the President alone learns it; Hitler shows as Fascist');
  assert.equal(playerView(t.state, 3).investigations, []);
}

function policyPeek(ruleset: RulesetName) {
  const t = given({ ruleset, options: { startingFascistPolicies: 2 }, deck: 'FFF LFL LLLL FFFFF' }).when(govern(2, 'fascist'));
  const before = t.state.deck.slice();
  t.when(peek(0, 'LFL'));
  assert.equal(t.state.deck, before);
  assert.equal(playerView(t.state, 0).peeks, [['liberal', 'fascist', 'liberal']]);
}

function specialElectionLine(ruleset: RulesetName) {
  const t = given({ ruleset, roles: 'HFFLLLL', options: { startingFascistPolicies: 2 }, deck: 'FFF LLLLLL FFFFFF' }).when(govern(2, 'fascist'));
  t.refuses(specialElection(0, 0), 'self-target');
  t.when(specialElection(0, 5));
  assert.is(t.president, 5);
  t.when(reject(3));
  assert.is(t.president, 1, 'the usual rotation returns, after the President who called it');
}

function executionLine(ruleset: RulesetName) {
  const t = given({ ruleset, roles: 'FFHLLLL', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(3, 'fascist'), execute(0, 1));
  assert.is(t.state.alive[1], false);
  assert.is(t.state.phase.name, 'nomination');
  assert.is(t.president, 2, 'the executed player is skipped for the Presidency');
  t.refuses(nominate(2, 1), 'dead-player');
  const h = given({ ruleset, roles: 'FFHLLLL', options: { startingFascistPolicies: 3 }, deck: 'F'.repeat(8) + 'LLLLLL' }).when(govern(3, 'fascist'), execute(0, 2));
  assert.equal(h.state.phase, { name: 'over', winner: 'liberal', reason: 'hitler-executed' });
}

function vetoLine(ruleset: RulesetName) {
  const four = given({ ruleset, options: { startingFascistPolicies: 4 } }).when(elect(2), discard('liberal'));
  four.refuses(vetoRequest, 'veto-locked');
  const agreed = given({ ruleset, options: { startingFascistPolicies: 5 }, deck: 'FFL FFL LLLL FF' }).when(elect(2), discard('liberal'), vetoRequest, vetoAnswer(true));
  assert.is(agreed.state.fascistPolicies + agreed.state.liberalPolicies, 5, 'nothing is enacted');
  assert.is(agreed.state.electionTracker, 1, 'the tracker advances by one');
  assert.is(agreed.state.discard.length, 3, 'both cards (and the President\'s discard) are discarded');
  const refused = given({ ruleset, options: { startingFascistPolicies: 5 }, deck: 'FFL FFL LLLL FF' }).when(elect(2), discard('liberal'), vetoRequest, vetoAnswer(false));
  assert.equal(refused.pending, { kind: 'chancellor-enact', president: 0, chancellor: 2, vetoAllowed: false });
}

function wins(ruleset: RulesetName) {
  const five = given({ ruleset, deck: 'LFF LFF LFF LFF LFF LF' });
  for (let k = 0; k < 5; k++) five.when(govern((five.president + 1) % 5, 'liberal'));
  assert.equal(five.state.phase, { name: 'over', winner: 'liberal', reason: 'five-liberal' });
  const six = given({ ruleset, options: { startingFascistPolicies: 5 }, deck: 'FFF LLLLLL FFF' }).when(govern(2, 'fascist'));
  assert.equal(six.state.phase, { name: 'over', winner: 'fascist', reason: 'six-fascist' });
  const elected = given({ ruleset, roles: 'LLLFH', options: { startingFascistPolicies: 3 } }).when(elect(4));
  assert.equal(elected.state.phase, { name: 'over', winner: 'fascist', reason: 'hitler-elected' });
  const early = given({ ruleset, roles: 'LLLFH', options: { startingFascistPolicies: 2 } }).when(elect(4));
  assert.is(early.state.phase.name, 'legislative', 'with two Fascist policies, electing Hitler wins nothing');
}

function deckOf17(ruleset: RulesetName) {
  const t = given({ ruleset });
  assert.is(t.state.deck.filter((c) => c === 'liberal').length, 6);
  assert.is(t.state.deck.filter((c) => c === 'fascist').length, 11);
}

const words = (theme: 'secret-russian' | 'service-rat', lang: 'en' | 'ru', path: string) => lookup(loadVocabulary(theme, lang), path);

const LINES: Line[] = [
  // ---- Seed 003: the rules in Russian, ruleset service-rat ----
  { seed: '003', quote: 'Состав зависит от размера стола: | 5 | 3 | 1 | 1 | … | 10 | 6 | 3 | 1 |', check: () => roleTable() },
  { seed: '003', quote: 'в партиях на 5–6 игроков Гитлер тоже открывает глаза … Начиная с 7 игроков Гитлер держит глаза закрытыми и не знает никого', check: hitlerKnowledge },
  { seed: '003', quote: 'Колода законов содержит 17 карт: 6 либеральных и 11 фашистских.', check: deckOf17 },
  { seed: '003', quote: 'Пост Президента переходит по часовой стрелке. Президент номинирует одного игрока в Канцлеры', check: passesClockwise },
  { seed: '003', quote: 'Большинство Ja! избирает правительство, ничья означает провал. Если голосование провалилось, следующий игрок становится Президентом, а счётчик выборов сдвигается на одну позицию.', check: failedVote },
  { seed: '003', quote: 'Президент берёт 3 верхние карты законов, тайно сбрасывает 1 и передаёт оставшиеся 2 Канцлеру. Канцлер тайно сбрасывает 1, а другую проводит. … сброшенные карты никогда не раскрываются', check: legislativeSession },
  { seed: '003', quote: 'Если принятый закон был фашистским и он закрыл определённые ячейки на треке, Президент немедленно использует президентское полномочие', check: powersTable },
  { seed: '003', quote: 'При третьем провале подряд … верхний закон колоды принимается автоматически … После этого счётчик обнуляется, и все ограничения по срокам забываются', check: chaos },
  { seed: '003', quote: 'без правительства и без президентского полномочия', check: chaosGrantsNoPower },
  { seed: '003', quote: 'Счётчик также обнуляется всякий раз, когда правительство успешно избрано.', check: () => {
    // RULES §4 makes this line an option the moderator sets (the ruleset keeps the defaults).
    assert.is(rulesetOptions('service-rat', 7).trackerReset, 'on-enactment');
    trackerOnElection();
  } },
  { seed: '003', quote: 'Проверка лояльности: Президент тайно смотрит карту партийной принадлежности … у Гитлера написано «Фашист»', check: investigation },
  { seed: '003', quote: 'Просмотр законов: Президент тайно смотрит верхние 3 карты колоды.', check: policyPeek },
  { seed: '003', quote: 'Внеочередные выборы: Президент выбирает следующего Президента. После этого возвращается обычная ротация.', check: specialElectionLine },
  { seed: '003', quote: 'Казнь: Президент убивает одного игрока. Тот выбывает … Если это был Гитлер, либералы побеждают немедленно.', check: executionLine },
  { seed: '003', quote: 'Как только принят 5-й фашистский закон, каждое последующее правительство получает право вето … Если Президент отказывается, Канцлер обязан провести закон как обычно.', check: vetoLine },
  { seed: '003', quote: 'игроки, которые были в последний раз избраны Президентом и Канцлером, оба не могут быть номинированы в Канцлеры … Когда в живых остаётся пять игроков или меньше … только последний избранный Канцлер.', check: (r) => termLimits(r, true) },
  { seed: '003', quote: 'Либералы побеждают, когда принят 5-й либеральный закон … Фашисты побеждают, если Гитлер избран Канцлером, когда на треке уже 3 или больше фашистских законов.', check: wins },
  { seed: '003', quote: 'Президент становится Мэром, Канцлер становится Крысоловом, законы становятся Кошачьими и Крысиными законами, а Гитлер становится Служебной Крысой.', check: () => {
    assert.is(words('service-rat', 'ru', 'president'), 'Мэр');
    assert.is(words('service-rat', 'ru', 'chancellor'), 'Крысолов');
    assert.is(words('service-rat', 'ru', 'track.liberal'), 'Кошачьи законы');
    assert.is(words('service-rat', 'ru', 'track.fascist'), 'Крысиные законы');
    assert.is(words('service-rat', 'ru', 'role.hitler'), 'Служебная Крыса');
    assert.is(words('service-rat', 'en', 'president'), 'Mayor');
  } },
  { seed: '003', quote: 'Та же папка на 6 и 11, та же таблица полномочий, те же условия победы, те же ограничения по срокам.', check: (r) => {
    const o = rulesetOptions(r, 7);
    assert.equal(o.deck, { liberal: 6, fascist: 11 });
    assert.is(o.termLimitRelaxation, 'alive');
    assert.is(o.startingFascistPolicies, 0);
  } },

  // ---- Seed 000: the Secret Russian manual, ruleset secret-russian ----
  { seed: '000', quote: 'Player Count / Loyalists / Subversives / Secret Russian: 5 Players 3 1 1 … 10 Players 6 3 1', check: () => roleTable() },
  { seed: '000', quote: '5–6 Players: Subversive and Secret Russian see each other; 7–10: Subversives see each other; Secret Russian does NOT know them', check: hitlerKnowledge },
  { seed: '000', quote: 'Premier Succession: The Premier title passes clockwise to the next eligible player.', check: passesClockwise },
  { seed: '000', quote: 'Eligibility Constraint: The previous Premier and previous Director cannot be nominated as Director … (in 5-player games, only the previous Director is ineligible).', check: (r) => {
    assert.is(rulesetOptions(r, 6).termLimitRelaxation, 'table');
    termLimits(r, false);
  } },
  { seed: '000', quote: 'Majority "Ja!": The Cabinet is confirmed! … Tie or Majority "Nein!": The Cabinet fails. The Election Tracker advances by +1. The Premier title passes clockwise', check: failedVote },
  { seed: '000', quote: 'Election Tracker Reset Condition = Successful Cabinet Vote (Enacted Decree)', check: () => {
    // Read as the parenthesis says: the reset comes with the enacted decree.
    assert.is(rulesetOptions('secret-russian', 7).trackerReset, 'on-enactment');
    trackerOnEnactment();
  } },
  { seed: '000', quote: 'Election Tracker Overflow (3 Failures) = Top Decree Auto-Enacted & Tracker Resets', check: chaos },
  { seed: '000', quote: 'Premier Draw: … draws the top 3 Decree Cards … discards 1 … hands the remaining 2 cards to the Director. Director Enactment: … discards 1 … places the remaining 1 card face-up', check: legislativeSession },
  { seed: '000', quote: 'If the newly enacted decree opens an Executive Power slot … the current Premier must execute that power before the round concludes (table 2.4)', check: powersTable },
  { seed: '000', quote: 'Investigate Loyalty: The Premier inspects the secret Party Membership Card (Loyalist or Subversive) of any chosen player.', check: investigation },
  { seed: '000', quote: 'Call Special Election: The Premier chooses any eligible player to become the next Premier candidate.', check: specialElectionLine },
  { seed: '000', quote: 'Policy Inspection: The Premier secretly views the top 3 un-drawn Decree Cards in the deck.', check: policyPeek },
  { seed: '000', quote: 'Execution: The Premier executes one player … (If the executed player is the Secret Russian, Loyalists win instantly).', check: executionLine },
  { seed: '000', quote: 'Veto Power (Unlocked after 5th Subversive Decree): The Director may request a Veto. If the Premier agrees, both drawn cards are discarded, and the Election Tracker advances by +1.', check: vetoLine },
  { seed: '000', quote: 'Loyalists win by enacting five Loyalist Decrees or by … executing the Secret Russian; Subversives win by enacting six Subversive Decrees or by … electing the Secret Russian as Director after three Subversive Decrees', check: wins },
  { seed: '000', quote: 'The Decree Tracks: … Loyalist Decrees (5 slots to victory) and Subversive Decrees (6 slots to victory). Election Tracker: A 3-step failure meter', check: (r) => {
    const v = publicView(given({ ruleset: r }).state);
    assert.is(v.liberalTrack, 5);
    assert.is(v.fascistTrack, 6);
  } },
  { seed: '000', quote: 'the Loyalists and the Subversives … the Secret Russian … a designated Premier nominates a Director to form a governing Cabinet … State Decrees', check: () => {
    assert.is(words('secret-russian', 'en', 'teams.liberal'), 'Loyalists');
    assert.is(words('secret-russian', 'en', 'teams.fascist'), 'Subversives');
    assert.is(words('secret-russian', 'en', 'role.hitler'), 'the Secret Russian');
    assert.is(words('secret-russian', 'en', 'president'), 'Premier');
    assert.is(words('secret-russian', 'en', 'chancellor'), 'Director');
    assert.is(words('secret-russian', 'en', 'government'), 'Cabinet');
    assert.is(words('secret-russian', 'en', 'policy.one'), 'decree');
  } },
];

for (const line of LINES)
  test(`seed ${line.seed} (${RULESET[line.seed]}): «${line.quote}»`, () => line.check(RULESET[line.seed]));

test.run();
