// `chancery board` paints with the game's theme as its moderator re-worded it: docs/render.md
// (Overrides) says a moderator's folder (`new --templates`) is searched before the built-in files,
// "themes too: <folder>/themes/<theme>.yaml", and the board picture is drawn in the "theme colours
// and words". A colour the picture cannot use is refused, naming the file, the key and what a
// colour looks like, instead of being ignored with exit 0.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

function gameWithTheme(themeFile: string): string {
  const dir = scratch('board-theme-');
  mkdirSync(join(dir, 'mine', 'themes'), { recursive: true });
  writeFileSync(join(dir, 'mine', 'themes', 'secret-hitler.yaml'), themeFile);
  runOk(['new', 'g', '--players', ...PLAYERS, '--seed', FIXED_SEED, '--templates', 'mine'], { cwd: dir });
  return dir;
}

test("the board picture takes the moderator's theme file: its words and a colour it changes", () => {
  const dir = gameWithTheme('colours: { liberal: "#123456" }\nen:\n  title: Our Game\n  track: { liberal: Good laws, fascist: Bad laws }\n');
  const r = runCli(['board', 'g', '--svg', 'b.svg'], { cwd: dir });
  assert.is(r.code, 0, r.stderr);
  const svg = readFileSync(join(dir, 'b.svg'), 'utf8');
  assert.ok(svg.includes('Our Game'), 'the title from the theme file');
  assert.ok(svg.includes('GOOD LAWS'), "the Liberal track's name from the theme file");
  assert.ok(svg.includes('fill="#123456"'), "the Liberal track in the moderator's colour");
  // The colours the file does not give stay the built-in ones (secret-hitler's Fascist red).
  assert.ok(svg.includes('fill="#d0563b"'), 'the built-in Fascist colour kept');
});

for (const [what, value] of [['a colour name', 'red'], ['a short hex', '#f00'], ['something else', 'url(#x)']] as const) {
  test(`a theme file's colour given as ${what} is refused by board, naming the key and the form expected`, () => {
    const dir = gameWithTheme(`colours: { liberal: "${value}" }\n`);
    const r = runCli(['board', 'g', '--svg', 'b.svg'], { cwd: dir });
    assert.is.not(r.code, 0, `exit non-zero, got: ${r.stdout}`);
    assert.match(r.stderr, /secret-hitler\.yaml/);
    assert.match(r.stderr, /liberal/);
    assert.match(r.stderr, /#4f86b8|#rrggbb/i);
    assert.not.ok(existsSync(join(dir, 'b.svg')), 'no picture written');
  });
}

test('a colour key no picture uses is refused, naming the keys there are', () => {
  const dir = gameWithTheme('colours: { liberl: "#123456" }\n');
  const r = runCli(['board', 'g', '--png', 'b.png'], { cwd: dir });
  assert.is.not(r.code, 0);
  assert.match(r.stderr, /liberl/);
  assert.match(r.stderr, /liberalDark/);
});

test.run();
