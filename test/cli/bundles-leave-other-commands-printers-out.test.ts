// A command's own bundle (dist/src/bundle/command-<name>.js, scripts/bundle.mjs) holds its printer
// and the printers every command shares, not the printers of commands it never runs: start-up
// reads and caches every byte of it. The build keeps a printer out of the other commands' bundles
// when its action imports it on the line that imports its command's module; one imported on a line
// of its own (as `simulate`'s was) lands in every bundle. Read from each bundle's source map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/cli.js';

const BUNDLES = join(ROOT, 'dist', 'src', 'bundle');
/** Printers of commands that have no bundle of their own: no command's bundle needs them. */
const NOT_BETWEEN_POSTS = ['simulate', 'import', 'play', 'league'];

/** The source files a bundle holds, from its source map (src/...). */
function sourcesOf(bundle: string): string[] {
  const map = JSON.parse(readFileSync(join(BUNDLES, `${bundle}.map`), 'utf8')) as { sources: string[] };
  return map.sources.flatMap((s) => /(src\/.*)$/.exec(s)?.[1] ?? []);
}

function printersIn(bundle: string): string[] {
  return sourcesOf(bundle).flatMap((s) => /cli\/print\/([\w-]+)\.ts$/.exec(s)?.[1] ?? []);
}

test('given the built bundles, no between-post command carries the printer of simulate, import, play or the league', () => {
  const bundles = readdirSync(BUNDLES).filter((f) => /^command-[\w-]+\.js$/.test(f));
  assert.ok(bundles.length >= 20, `${bundles.length} bundles`);
  for (const bundle of bundles) {
    // `list` prints the folder's games with the league's table.
    const allowed = bundle === 'command-list.js' ? ['league'] : [];
    const carried = printersIn(bundle).filter((p) => NOT_BETWEEN_POSTS.includes(p) && !allowed.includes(p));
    assert.equal(carried, [], `${bundle} carries ${carried.join(', ')}`);
  }
});

test('given the built bundles, status holds no code of thread posts, of sending mail or of the notice of a write never shown (a file of its own, loaded only when there is one)', () => {
  const held = sourcesOf('command-status.js');
  for (const module of ['src/game/thread.ts', 'src/render/posts.ts', 'src/mail/deliver.ts', 'src/cli/unshown-notice.ts']) {
    assert.not.ok(held.includes(module), `the status bundle holds ${module}`);
  }
  assert.ok(held.includes('src/cli/unshown.ts'), 'status looks for a write never shown');
});

test.run();
