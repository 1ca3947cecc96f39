// js-yaml, the reader of game logs, mail configs and theme words: loaded on first use, so that a
// command whose log is in its verified copy and whose words are precompiled reads no YAML at all.
// The build makes it one CommonJS file (dist/vendor/js-yaml.cjs); a tsc-only tree loads the package.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileBeside } from './module-path.js';
import type * as JsYaml from 'js-yaml';

let reader: typeof JsYaml | undefined;

export function jsYaml(): typeof JsYaml {
  if (!reader) {
    const load = createRequire(import.meta.url);
    // dist/src/input/yaml.js, or a bundle chunk in dist/src/bundle/: both two folders below dist/.
    const single = fileBeside(import.meta.url, '../../vendor/js-yaml.cjs');
    reader = (existsSync(single) ? load(single) : load('js-yaml')) as typeof JsYaml;
  }
  return reader;
}

/** YAML 1.2 core-schema text to data (times stay strings, as the `yaml` writer writes them). */
export function readYamlText(text: string, filename?: string): unknown {
  const y = jsYaml();
  return y.load(text, { schema: y.CORE_SCHEMA, ...(filename ? { filename } : {}) });
}
