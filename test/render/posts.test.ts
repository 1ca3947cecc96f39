// Every kind of post, in every theme, language and format, from random games at every table size,
// read back with the forums' own kind of parser: markdown-it (what Discourse builds on) and a
// BBCode parser that knows only phpBB's default tags. Player names are hostile markup.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apply, isAutomatic, pending, publicView, seededSource, settle, type GameEvent, type Options, type RulesetName, type State } from '../../src/engine/index.js';
import { DEFAULT_NAMES, newGameEvent, playRandomGame } from '../../src/sim/random-play.js';
import { POST_KINDS, renderPost, latestPostKind, type PostKind } from '../../src/render/posts.js';
import { THEMES, LANGS } from '../../src/render/vocab.js';
import { HOSTILE_NAMES, TOKEN_NAMES, statesOf, sample, mdTokens, mdBold, bbTree, bbTags, shown, tokenTheme } from './support.js';

/** Events no person decides (RULES: the deal, shuffles, the tally, chaos, the draw, the end). */
const AUTOMATIC = new Set<GameEvent['type']>(['game-created', 'roles-dealt', 'deck-shuffled', 'votes-tallied', 'chaos-enacted', 'policies-drawn', 'game-ended']);

interface BBRange { start: { to: number }; end: { from: number } }

const TABLE_SIZES = [5, 6, 7, 8, 9, 10];
const states = TABLE_SIZES.flatMap((n) => sample(statesOf(n, `posts-${n}`, HOSTILE_NAMES), 6));

function each(fn: (args: { kind: PostKind; view: ReturnType<typeof publicView>; theme: (typeof THEMES)[number]; lang: (typeof LANGS)[number] }) => void) {
  for (const state of states)
    for (const kind of POST_KINDS)
      for (const theme of THEMES)
        for (const lang of LANGS) fn({ kind, view: publicView(state), theme, lang });
}

test('given hostile player names, every Markdown post parses to exactly the structure meant', () => {
  let rendered = 0;
  each(({ kind, view, theme, lang }) => {
    const text = renderPost(kind, { view, theme, lang, format: 'markdown' });
    const tokens = mdTokens(text);
    const types = new Set(tokens.map((t) => t.type));
    const where = `${kind}/${theme}/${lang}/${view.tableSize}`;
    for (const bad of ['html_inline', 'html_block', 'link_open', 'image', 'em_open', 's_open'])
      assert.not.ok(types.has(bad), `${where}: ${bad} in\n${text}`);
    assert.ok(tokens.filter((t) => t.type === 'heading_open').length <= 1, `${where}: at most one heading`);
    const names = view.players.map((p) => p.name);
    // Every bold text is a name as written or a word of ours, never a piece of a name.
    for (const b of mdBold(text))
      assert.ok(names.includes(b) || !names.some((n) => n !== b && (n.includes(b) || b.includes(n))), `${where}: bold "${b}"`);
    if (kind === 'opening') {
      const items = tokens.filter((t) => t.type === 'list_item_open' && t.info !== '').length;
      assert.is(items, view.tableSize, `${where}: numbered seats`);
      for (const n of names) assert.ok(mdBold(text).includes(n), `${where}: ${n} in bold`);
    }
    if (kind === 'status') {
      const items = tokens.filter((t) => t.type === 'list_item_open').length;
      assert.is(items, 4 + view.tableSize, `${where}: four board lines and a line per player`);
    }
    if (kind === 'history' && view.governments.length) {
      const header = tokens.filter((t) => t.type === 'th_open').length;
      assert.is(header, view.tableSize + 4, `${where}: a column per player`);
      assert.is(tokens.filter((t) => t.type === 'tr_open').length, view.governments.length + 1, `${where}: a row per government`);
      const cells = tokens.filter((t) => t.type === 'inline').map((t) => shown(t.children!.map((c) => c.content).join('')));
      for (const n of names) assert.ok(cells.includes(n), `${where}: header cell ${n}`);
    }
    rendered++;
  });
  assert.is(rendered, states.length * POST_KINDS.length * THEMES.length * LANGS.length);
});

test('given hostile player names, every BBCode post has only our tags, and every name shows as written', () => {
  each(({ kind, view, theme, lang }) => {
    const text = renderPost(kind, { view, theme, lang, format: 'bbcode' });
    const where = `${kind}/${theme}/${lang}/${view.tableSize}`;
    const tree = bbTree(text);
    const tags = bbTags(tree);
    for (const t of tags) assert.ok(['b', 'list', '*', 'code'].includes(t.tag), `${where}: [${t.tag}] in\n${text}`);
    for (const b of tags.filter((t) => t.tag === 'b'))
      assert.ok((b.content ?? []).every((c) => typeof c === 'string'), `${where}: a tag inside [b]`);
    // The source between [b] and [/b], as a forum shows it (the parser drops unknown tags' attributes).
    const inner = (t: object) => shown(text.slice((t as BBRange).start.to, (t as BBRange).end.from));
    const bold = tags.filter((t) => t.tag === 'b').map(inner);
    const names = view.players.map((p) => p.name);
    if (kind === 'opening') {
      const seats = tags.find((t) => t.tag === 'list');
      assert.ok(seats, `${where}: a list of seats`);
      for (const n of names) assert.ok(bold.includes(n), `${where}: ${n} in bold`);
    }
    if (kind === 'vote-result' && view.governments.some((g) => g.votes)) {
      const list = tags.find((t) => t.tag === 'list')!;
      const voted = Object.keys(view.governments.filter((g) => g.votes).at(-1)!.votes!).length;
      assert.is(bbTags(list.content).filter((t) => t.tag === '*').length, voted, `${where}: one line per voter`);
    }
    if (kind === 'history' && view.governments.length) {
      const code = tags.find((t) => t.tag === 'code');
      assert.ok(code, `${where}: the matrix in [code]`);
      const lines = inner(code!).trim().split('\n');
      assert.is(lines.length, view.governments.length + 2, `${where}: header, rule, a row per government`);
      for (const n of names) assert.ok(lines[0].includes(n), `${where}: column ${n}`);
    }
  });
});

/**
 * What the thread must read after each thing that happened, written by hand from the English
 * templates' wording (with the token theme: CARDLIB/CARDFAS for the cards, names Pqax…): the default
 * post is about the last public event, and says what it was.
 */
function expectedAfter(event: GameEvent, after: State): { kind: PostKind; says: string[] } | null {
  const n = (seat: number) => after.players[seat];
  const card = (c: 'liberal' | 'fascist') => (c === 'liberal' ? 'CARDLIB' : 'CARDFAS');
  if (after.phase.name === 'over') {
    const w = after.phase;
    return { kind: 'game-over', says: [`The ${w.winner === 'liberal' ? 'TEAMLIB' : 'TEAMFAS'} win!`] };
  }
  switch (event.type) {
    case 'chancellor-nominated':
      return { kind: 'nomination', says: [`President ${n(event.president)} nominates ${n(event.chancellor)} as Chancellor.`] };
    case 'vote-cast': {
      const g = after.governments.at(-1)!;
      if (g.elected === undefined) return { kind: 'nomination', says: [`nominates ${n(g.chancellor)} as Chancellor.`] };
      // The last vote was cast: the tally (and maybe chaos) followed at once.
      const ja = Object.values(g.votes!).filter((v) => v === 'ja').length;
      const nein = Object.values(g.votes!).filter((v) => v === 'nein').length;
      const votes = [`Ja: ${ja}, Nein: ${nein}. ${g.elected ? 'Elected.' : 'Not elected.'}`, ...Object.entries(g.votes!).map(([s, v]) => `${n(Number(s))}: ${v === 'ja' ? 'Ja' : 'Nein'}`)];
      // The third failed vote: no government was elected, so the thread reads every vote and then
      // the chaos line (RULES §2.4), not a legislative session.
      if (g.chaos) return { kind: 'vote-result', says: [...votes, `chaos! The top policy is enacted: ${card(g.chaos)}.`] };
      return { kind: 'vote-result', says: votes };
    }
    case 'president-discarded':
      // A secret step of the session: the thread still reads the vote result.
      return { kind: 'vote-result', says: ['Elected.'] };
    case 'veto-requested': {
      // Seed 001: the veto is public; the Chancellor's words, then the President's answer, are posted.
      const g = after.governments.at(-1)!;
      return { kind: 'veto', says: [`${n(g.chancellor)}: “I wish to veto this agenda.”`, `${n(g.president)} now decides: agree to the veto (both policies are discarded and the`, 'advances) or refuse it (the Chancellor enacts one of the two).'] };
    }
    case 'veto-answered': {
      const g = after.governments.at(-1)!;
      if (!event.agree) return { kind: 'veto', says: [`${n(g.president)} refuses the veto: the Chancellor must enact one of the two`] };
      return { kind: 'legislative', says: [`${n(g.chancellor)}: “I wish to veto this agenda.”`, `${n(g.president)}: “I agree to the veto.” Both`, 'nothing is enacted'] };
    }
    case 'policy-enacted': {
      const g = after.governments.at(-1)!;
      return { kind: 'legislative', says: [`President ${n(g.president)} and Chancellor ${n(g.chancellor)} enacted a ${card(event.policy)} policy.`] };
    }
    case 'loyalty-investigated':
      return { kind: 'executive', says: [`${n(event.president)} investigated the loyalty of ${n(event.target)}.`] };
    case 'special-election-called':
      return { kind: 'executive', says: [`${n(event.target)} is the next candidate for President: please nominate a Chancellor.`] };
    case 'policies-peeked':
      return { kind: 'executive', says: [`${n(event.president)} looked at the top three policies of the draw pile.`] };
    case 'player-executed':
      return { kind: 'executive', says: [`${n(event.president)} executed ${n(event.target)}.`, `${n(event.target)} was not ROLEHIT; their role stays secret.`] };
    default:
      return null;
  }
}

test('given a game played event by event, the default post is about the last public event and says what it was', () => {
  const overrides = [tokenTheme()];
  let checked = 0;
  for (const n of TABLE_SIZES)
    for (const seed of [`default-${n}-a`, `default-${n}-b`]) {
      const game = playRandomGame({ players: n, seed });
      let state: State | null = null;
      let last: GameEvent | null = null;
      for (const e of game.events.map((x) => (x.type === 'game-created' ? { ...x, players: TOKEN_NAMES.slice(0, n) } : x))) {
        const r = apply(state, e);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        const p = pending(state);
        if (!AUTOMATIC.has(e.type)) last = e;
        // Check where the moderator would post: when the game waits for a person, or has ended.
        if (state.phase.name === 'setup' || isAutomatic(p) || (p.kind === 'game-over' && state.phase.name !== 'over')) continue;
        const view = publicView(state);
        if (!last || (state.governments.length === 0 && state.phase.name !== 'over')) {
          assert.is(latestPostKind(view), 'opening', 'before any nomination');
          continue;
        }
        const want = expectedAfter(last, state);
        if (!want) continue;
        const where = `${n} players, after ${last.type} (government ${state.governments.length})`;
        assert.is(latestPostKind(view), want.kind, where);
        const text = renderPost(want.kind, { view, theme: 'secret-hitler', lang: 'en', format: 'markdown', overrides }).replace(/\*\*/g, '');
        for (const phrase of want.says) assert.ok(text.includes(phrase), `${where}: the ${want.kind} post should say "${phrase}":\n${text}`);
        checked++;
      }
      assert.is(state!.phase.name, 'over');
    }
  assert.ok(checked > 300, `checked ${checked} posts`);
});

test('given the opening post rendered again later in the game, it names the first candidate, not the one the game waits for now', () => {
  // RULES §1: the first Presidential candidate makes the first nomination; the candidacy then moves on.
  const later = TABLE_SIZES.flatMap((n) => statesOf(n, `opening-${n}`)).filter((s) => pending(s).kind === 'nomination' && publicView(s).governments.length >= 2);
  assert.ok(later.length > 0, 'sample states after two governments, at a nomination');
  for (const state of later.slice(0, 12)) {
    const view = publicView(state);
    const first = view.players[view.governments[0].president].name;
    const now = view.players[(pending(state) as { president: number }).president].name;
    const text = renderPost('opening', { view, theme: 'secret-hitler', lang: 'en', format: 'markdown' });
    assert.ok(text.includes(`The first candidate for President is **${first}**`), `${first} (now ${now}):\n${text}`);
    if (now !== first) assert.not.ok(text.includes(`is **${now}**: please nominate`), text);
  }
});

test('given the opening post at every table size, its roles sentence counts a lone Fascist in the singular, in every theme and language', () => {
  // RULES §1: one Fascist at 5-6 players (Hitler knows them), two at 7-8 and three at 9-10 (Hitler
  // does not). The sentences are written here by hand from the themes' words.
  const lone: Record<string, Record<string, string>> = {
    en: {
      'secret-hitler': '**Roles:** {L} Liberals, 1 Fascist and Hitler. The Fascist and Hitler know each other.',
      'secret-russian': '**Roles:** {L} Loyalists, 1 Subversive and the Secret Russian. The Subversive and the Secret Russian know each other.',
      'service-rat': '**Roles:** {L} Cats, 1 Rat and the Service Rat. The Rat and the Service Rat know each other.',
    },
    ru: {
      'secret-hitler': '**Роли:** Либералы — {L}, Фашисты — 1, и Гитлер. Фашист и Гитлер знают друг друга.',
      'secret-russian': '**Роли:** Лоялисты — {L}, Подрывники — 1, и Тайный Русский. Подрывник и Тайный Русский знают друг друга.',
      'service-rat': '**Роли:** Коты — {L}, Крысы — 1, и Служебная Крыса. Крыса и Служебная Крыса знают друг друга.',
    },
  };
  const many: Record<string, string> = {
    en: '**Roles:** {L} Liberals, {F} Fascists and Hitler. The Fascists know each other; Hitler does not know them.',
    ru: '**Роли:** Либералы — {L}, Фашисты — {F}, и Гитлер. Фашисты знают друг друга; Гитлер их не знает.',
  };
  for (const players of TABLE_SIZES) {
    const fascists = players <= 6 ? 1 : players <= 8 ? 2 : 3;
    const view = publicView(statesOf(players, `roles-${players}`)[1]);
    for (const lang of LANGS) for (const theme of THEMES) {
      if (fascists > 1 && theme !== 'secret-hitler') continue;
      const expected = (fascists === 1 ? lone[lang][theme] : many[lang]).replace('{L}', String(players - fascists - 1)).replace('{F}', String(fascists));
      const line = renderPost('opening', { view, theme, lang, format: 'markdown' }).split('\n').find((l) => l.startsWith(lang === 'en' ? '**Roles:**' : '**Роли:**'));
      assert.is(line, expected, `${players} players, ${theme}, ${lang}`);
    }
  }
});

test('given a game that starts with Fascist policies on the track, the opening post counts the deck actually shuffled and names the policies on the board, in every theme and language', () => {
  // RULES §4: `deck` counts every policy of the game, and those on the track from the start
  // (`startingFascistPolicies`; rebalanced: 1 at six players) are not shuffled into the deck. Written
  // here by hand from the themes' words: 6 + 11 with 1 on the board is a deck of 6 and 10.
  const sentences: Record<string, Record<string, (onBoard: number) => string>> = {
    en: {
      'secret-hitler': (b) => `- The deck: 6 Liberal and ${11 - b} Fascist policies; ${b} Fascist ${b === 1 ? 'policy' : 'policies'} on the board from the start.`,
      'secret-russian': (b) => `- The deck: 6 Loyalist and ${11 - b} Subversive decrees; ${b} Subversive ${b === 1 ? 'decree' : 'decrees'} on the board from the start.`,
      'service-rat': (b) => `- The deck: 6 Cat and ${11 - b} Rat laws; ${b} Rat ${b === 1 ? 'law' : 'laws'} on the board from the start.`,
    },
    ru: {
      'secret-hitler': (b) => `- В колоде 6 либеральных законов и ${11 - b} фашистских законов; на треке с самого начала: ${b === 1 ? '1 фашистский закон' : `${b} фашистских закона`}.`,
      'secret-russian': (b) => `- В колоде 6 лоялистских указов и ${11 - b} подрывных указов; на треке с самого начала: ${b === 1 ? '1 подрывной указ' : `${b} подрывных указа`}.`,
      'service-rat': (b) => `- В колоде 6 кошачьих законов и ${11 - b} крысиных законов; на треке с самого начала: ${b === 1 ? '1 крысиный закон' : `${b} крысиных закона`}.`,
    },
  };
  const opened = (ruleset: RulesetName, options: Partial<Options>) => {
    const created = apply(null, newGameEvent({ gameId: 'deck', players: DEFAULT_NAMES.slice(0, 6), ruleset, options, seedHex: 'a4'.repeat(32) }));
    if (!created.ok) throw new Error(created.error.message);
    // The deal and the opening shuffle.
    return publicView(settle(created.state, seededSource('a4'.repeat(32))).state);
  };
  for (const [onBoard, view] of [[1, opened('rebalanced', {})], [2, opened('secret-hitler', { startingFascistPolicies: 2 })]] as const) {
    assert.is(view.deckCount, 17 - onBoard, 'the engine shuffled the cards not on the track');
    for (const lang of LANGS) for (const theme of THEMES) {
      const line = renderPost('opening', { view, theme, lang, format: 'markdown' }).split('\n').find((l) => l.startsWith(lang === 'en' ? '- The deck:' : '- В колоде'));
      assert.is(line, sentences[lang][theme](onBoard), `${onBoard} on the board, ${theme}, ${lang}`);
    }
  }
});

test('given Hitler elected Chancellor, the history table of the game-over and history posts says that government\'s result: elected, and the game\'s end', () => {
  // RULES §3: the Fascists win when Hitler is elected Chancellor after three Fascist policies. The
  // Result cells are written here by hand from the themes' words.
  const cells: Record<string, Record<string, string>> = {
    en: { 'secret-hitler': 'elected; Hitler elected: game over', 'secret-russian': 'elected; the Secret Russian elected: game over', 'service-rat': 'elected; the Service Rat elected: game over' },
    ru: { 'secret-hitler': 'избрано; Гитлер избран: конец игры', 'secret-russian': 'избран; Тайный Русский избран: конец игры', 'service-rat': 'избрано; Служебная Крыса избрана: конец игры' },
  };
  const random = seededSource('b2'.repeat(32));
  let state: State | null = null;
  const step = (e: GameEvent) => {
    const r = apply(state, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.error.message}`);
    state = settle(r.state, random).state;
  };
  step(newGameEvent({ gameId: 'h', players: DEFAULT_NAMES.slice(0, 5), options: { startingFascistPolicies: 3 }, seedHex: 'b2'.repeat(32) }));
  const hitler = state!.roles!.indexOf('hitler');
  assert.ok(hitler > 0, 'Hitler is not the first candidate');
  step({ type: 'chancellor-nominated', president: 0, chancellor: hitler });
  for (const seat of [0, 1, 2, 3, 4]) step({ type: 'vote-cast', seat, vote: 'ja' });
  const view = publicView(state!);
  assert.is(view.winner?.reason, 'hitler-elected');
  for (const kind of ['game-over', 'history'] as const)
    for (const lang of LANGS) for (const theme of THEMES) {
      const row = renderPost(kind, { view, theme, lang, format: 'markdown' }).split('\n').find((l) => l.startsWith('| 1 |'));
      assert.ok(row?.endsWith(`| Ja | Ja | Ja | Ja | Ja | ${cells[lang][theme]} |`), `${kind}, ${theme}, ${lang}: ${row}`);
    }
});

test('given Russian posts, counted policies take the right plural form', () => {
  const view = publicView(states.find((s) => s.deck.length === 5 || s.deck.length === 2 || s.deck.length === 1) ?? states[0]);
  const text = renderPost('status', { view, theme: 'secret-hitler', lang: 'ru', format: 'markdown' });
  const form = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'закон' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'закона' : 'законов');
  assert.ok(text.includes(`В колоде ${view.deckCount} ${form(view.deckCount)},`), text);
  assert.ok(text.includes(`в сбросе ${view.discardCount} ${form(view.discardCount)}`), text);
});

test('given a Policy Peek still to be used, no post says it happened; once used, the executive post does', () => {
  const all = [1, 2, 3, 4, 5].flatMap((i) => statesOf(5, `peek-${i}`));
  // A state the moderator sees: the game waits for the President (not for an automatic reshuffle).
  const waiting = all.find((s) => { const p = publicView(s).pending; return p.kind === 'power' && p.power === 'peek'; });
  assert.ok(waiting, 'a sample game reaches the Policy Peek');
  const done = all[all.indexOf(waiting!) + 1];
  const say = 'looked at the top three';
  for (const kind of POST_KINDS) assert.not.ok(renderPost(kind, { view: publicView(waiting!), theme: 'secret-hitler', lang: 'en', format: 'markdown' }).includes(say), kind);
  assert.is(latestPostKind(publicView(waiting!)), 'legislative');
  assert.ok(renderPost('executive', { view: publicView(done), theme: 'secret-hitler', lang: 'en', format: 'markdown' }).includes(say));
  if (publicView(done).pending.kind === 'nomination') assert.is(latestPostKind(publicView(done)), 'executive');
});

test.run();
