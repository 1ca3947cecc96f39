// Compiles the built-in Handlebars templates (templates/**/*.hbs) ahead of time, each into
// dist/templates/<its path>.json: its source, to recognise it unchanged, and the code
// Handlebars.precompile makes of it (with noEscape, as src/render/templates.ts compiles). Rendering
// then loads only Handlebars' runtime; a template edited after the build is compiled as before.
// The words files (templates/themes/*.yaml, templates/<lang>/words.yaml) are read ahead the same
// way, into dist/templates/<path>.json with their source and data: rendering then reads no YAML.
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { load, CORE_SCHEMA } from 'js-yaml';

const root = 'templates';
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.hbs')) {
      const source = readFileSync(path, 'utf8');
      const out = join('dist', 'templates', `${relative(root, path)}.json`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify({ source, spec: Handlebars.precompile(source, { noEscape: true }) }));
    } else if (entry.name.endsWith('.yaml') && (dir === join(root, 'themes') || entry.name === 'words.yaml')) {
      const source = readFileSync(path, 'utf8');
      const out = join('dist', 'templates', `${relative(root, path)}.json`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify({ source, data: load(source, { schema: CORE_SCHEMA }) }));
    }
  }
};
rmSync(join('dist', 'templates'), { recursive: true, force: true });
walk(root);
