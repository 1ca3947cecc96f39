// Compiles the built-in Handlebars templates (templates/**/*.hbs) ahead of time, each into a script
// of its own, dist/templates/<its path>.js, and that script's V8 code cache, <its path>.js.cache.
// The script is one expression, [source, spec]: the template's source, to recognise it unchanged,
// and the spec Handlebars.precompile makes of it (with noEscape, as src/render/templates.ts
// compiles), as the object literal of functions that spec is. src/render/templates.ts runs it with
// its cache (node:vm), so a command renders with bytecode made here: it compiles nothing and reads
// only the templates it renders. (In the bundle every command would read all 68 templates'
// code, about 450 KB, at each start; on this machine reading costs more than compiling a few.)
// A stale or foreign cache is rejected by V8 and the script compiled as it is; a template edited
// after the build is compiled from its file as before.
// The words files (templates/themes/*.yaml, templates/<lang>/words.yaml) and the help's texts
// (templates/<lang>/help.yaml) are read ahead too, into dist/templates/<path>.json with their source
// and data: rendering, and help in another language, then read no YAML.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Script } from 'node:vm';
import Handlebars from 'handlebars';
import { load, CORE_SCHEMA } from 'js-yaml';
import { transformSync } from 'esbuild';

/**
 * The script of a template: [source, spec]. What this runtime never reads is taken out of
 * Handlebars' spec, so that a command reads less: each helper call's source location (`"loc":{...}`,
 * read only by a template compiled `strict`) and each function's fallback for a runtime older than
 * 4.6 with no `container.lookupProperty` (a string of the template is quoted, `\"`, so neither
 * pattern can match inside one; if Handlebars writes them otherwise, they stay). Each function of
 * the spec is wrapped in parentheses, which V8 takes as a sign to compile it with the script: the
 * code cache then holds them all. Minified: the text is ten times its template.
 */
function templateScript(source) {
  const fallback = 'lookupProperty = container.lookupProperty || function(parent, propertyName) {\n        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {\n          return parent[propertyName];\n        }\n        return undefined\n    }';
  const code = Handlebars.precompile(source, { noEscape: true })
    .replace(/,"loc":\{"start":\{"line":\d+,"column":\d+\},"end":\{"line":\d+,"column":\d+\}\}/g, '')
    .split(fallback).join('lookupProperty = container.lookupProperty');
  const spec = new Function(`return ${code}`)();
  const entries = Object.entries(spec).map(([key, value]) => {
    if (typeof value === 'function') return `${JSON.stringify(key)}: (${value.toString()})`;
    if (JSON.stringify(value) !== JSON.stringify(JSON.parse(JSON.stringify(value))) || /function/.test(String(Object.values(Object(value))))) {
      throw new Error(`scripts/precompile-templates.mjs: the spec's "${key}" is neither a function nor plain data`);
    }
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  // Whitespace and names only (no syntax rewriting): the script's one expression stays as it is, parentheses too.
  const text = transformSync(`[${JSON.stringify(source)}, {${entries.join(',\n')}}]`, { minifyWhitespace: true, minifyIdentifiers: true, charset: 'ascii' }).code.trim().replace(/;$/, '');
  if (!text.startsWith('[') || !text.includes(':(function(')) throw new Error(`scripts/precompile-templates.mjs: esbuild wrote ${text.slice(0, 40)}..., not the array expression with its functions in parentheses`);
  return text;
}

const root = 'templates';
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.hbs')) {
      const out = join('dist', 'templates', `${relative(root, path)}.js`);
      mkdirSync(dirname(out), { recursive: true });
      const text = templateScript(readFileSync(path, 'utf8'));
      writeFileSync(out, text);
      writeFileSync(`${out}.cache`, new Script(text, { filename: out }).createCachedData());
    } else if (entry.name.endsWith('.yaml') && (dir === join(root, 'themes') || entry.name === 'words.yaml' || entry.name === 'help.yaml')) {
      const source = readFileSync(path, 'utf8');
      const out = join('dist', 'templates', `${relative(root, path)}.json`);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, JSON.stringify({ source, data: load(source, { schema: CORE_SCHEMA }) }));
    }
  }
};
rmSync(join('dist', 'templates'), { recursive: true, force: true });
walk(root);
