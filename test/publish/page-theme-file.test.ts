// The replay page of a game whose moderator has a theme file of their own (`new --templates`,
// docs/render.md: the folder is searched first, "themes too") speaks and paints as the game's posts
// and board picture do: its words and colours. It took the built-in theme's only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publish } from '../../src/commands/publish.js';
import { createGame, play, scratchContext, strategy, NAMES } from '../cli/drive.js';

test("given a finished game with the moderator's theme file, the replay page takes its title and the Liberal colour it sets", async () => {
  const ctx = scratchContext();
  mkdirSync(join(ctx.cwd, 'mine', 'themes'), { recursive: true });
  writeFileSync(join(ctx.cwd, 'mine', 'themes', 'secret-hitler.yaml'), 'colours: { liberal: "#123456" }\nen:\n  title: Our Game\n');
  await createGame(ctx, 'g', NAMES.slice(0, 5), { templates: 'mine' });
  await play(ctx, 'g', strategy('fascist', 'page-theme'));
  const done = await publish({ game: 'g', out: 'pub' }, ctx);
  const html = readFileSync(done.page!, 'utf8');
  assert.match(html, /<title>Our Game · g<\/title>/);
  assert.ok(html.includes('#123456'), "the moderator's Liberal colour");
  assert.not.ok(html.includes('<title>Secret Hitler · g</title>'));
});

test.run();
