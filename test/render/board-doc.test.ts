// docs/render.md tells a moderator who writes their own `_board` template what the post model's
// board holds. Every field the model gives (the board's, and each Fascist power slot's) must be
// described there, and the slot example the document gives for an override must mark a slot chaos
// filled (RULES §2.4) or filled from the start (RULES §4) as granting no power, where the old
// `{{#if filled}} ✓{{/if}}` marked it granted. The expected lines are written by hand from RULES.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicView, type PublicView } from '../../src/engine/index.js';
import { postModel, renderPost } from '../../src/render/posts.js';
import { ROOT } from '../support/cli.js';
import { scratch } from '../support/scratch.js';
import { given, govern, investigate, reject } from '../engine/support.js';

const DOC = readFileSync(join(ROOT, 'docs', 'render.md'), 'utf8');

/** Seven players: Investigate Loyalty granted (slot 2), then chaos fills slot 3 (Special Election). */
function chaosOnSpecialElection(): PublicView {
  const t = given({ roles: 'HFFLLLL', deck: 'FFF FFF F LLLLLL FFFF' });
  t.when(govern(2, 'fascist'), govern(3, 'fascist'), investigate(1, 0, 'fascist'));
  t.when(reject(5), reject(5), reject(5));
  const view = publicView(t.state);
  assert.is(view.fascistPolicies, 3);
  return view;
}

/** Five players, three Fascist policies on the track from the start: slot 3 (Policy Peek) filled, never granted. */
const fromTheStart = () => publicView(given({ roles: 'HFLLL', options: { startingFascistPolicies: 3 } }).state);

/** The document's text from the heading `title` to the next heading of its level or above. */
function section(title: string): string {
  const start = DOC.indexOf(title);
  assert.ok(start >= 0, `docs/render.md has no "${title}"`);
  const rest = DOC.slice(start + title.length);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

test('docs/render.md names every field of the post model\'s board and of each Fascist power slot', () => {
  const model = postModel('status', { view: chaosOnSpecialElection(), theme: 'secret-hitler', lang: 'en', format: 'markdown' }) as unknown as { board: Record<string, unknown> & { powers: Record<string, unknown>[] } };
  for (const key of Object.keys(model.board)) assert.ok(DOC.includes(`\`${key}\``), `board.${key} is not described`);
  for (const key of Object.keys(model.board.powers[0])) assert.ok(DOC.includes(`\`${key}\``), `a power slot's ${key} is not described`);
  // What each of the three says, in the document's words.
  assert.match(DOC, /`granted`[^\n]*government/);
  assert.match(DOC, /`chaos`[^\n]*chaos/);
  assert.match(DOC, /`start`[^\n]*startingFascistPolicies/);
});

test('the overrides section warns that `{{#if filled}} ✓` marks a slot chaos or the start filled, and gives the slot as the built-in board writes it', () => {
  const overrides = section('**Overrides.**');
  assert.match(overrides, /\{\{#if filled\}\} ✓/);
  const example = overrides.match(/```hbs\n([\s\S]*?)```/);
  assert.ok(example, 'an ```hbs example in the overrides section');
  // The example, as a moderator's own _board, on both tables.
  const dir = scratch('chancery-board-doc-');
  mkdirSync(join(dir, 'en', 'post'), { recursive: true });
  writeFileSync(join(dir, 'en', 'post', '_board.hbs'), example![1]);
  const board = (view: PublicView, folder = dir) => renderPost('status', { view, theme: 'secret-hitler', lang: 'en', format: 'markdown', overrides: [folder] });
  assert.ok(board(chaosOnSpecialElection()).includes('2 Investigate Loyalty ✓, 3 Special Election ✗ (chaos: no power), 4 Execution, 5 Execution'), board(chaosOnSpecialElection()));
  assert.ok(board(fromTheStart()).includes('3 Policy Peek ✗ (from the start: no power), 4 Execution, 5 Execution'), board(fromTheStart()));
  // And what the warning says of the old test: it does mark the chaos slot.
  const old = scratch('chancery-board-doc-');
  mkdirSync(join(old, 'en', 'post'), { recursive: true });
  writeFileSync(join(old, 'en', 'post', '_board.hbs'), '{{#each board.powers}}{{slot}} {{power power}}{{#if filled}} ✓{{/if}}{{#unless @last}}, {{/unless}}{{/each}}\n');
  assert.ok(board(chaosOnSpecialElection(), old).includes('2 Investigate Loyalty ✓, 3 Special Election ✓'), board(chaosOnSpecialElection(), old));
});

test.run();
