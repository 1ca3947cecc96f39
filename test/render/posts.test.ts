// Every kind of post, in every theme, language and format, from random games at every table size,
// read back with the forums' own kind of parser: markdown-it (what Discourse builds on) and a
// BBCode parser that knows only phpBB's default tags. Player names are hostile markup.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicView } from '../../src/engine/index.js';
import { POST_KINDS, renderPost, latestPostKind, type PostKind } from '../../src/render/posts.js';
import { THEMES, LANGS } from '../../src/render/vocab.js';
import { HOSTILE_NAMES, statesOf, sample, mdTokens, mdBold, bbTree, bbTags, shown } from './support.js';

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
      const cells = tokens.filter((t) => t.type === 'inline').map((t) => t.children!.map((c) => c.content).join(''));
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

test('given a game in progress, the default post follows what happened last', () => {
  for (const state of states) {
    const view = publicView(state);
    const kind = latestPostKind(view);
    if (view.winner) assert.is(kind, 'game-over');
    else if (view.pending.kind === 'votes') assert.is(kind, 'nomination');
    else if (view.governments.length === 0) assert.is(kind, 'opening');
    else assert.ok(POST_KINDS.includes(kind));
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
