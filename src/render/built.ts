// The templates shipped with chancery (templates/) and where the build puts what it makes of them
// (dist/templates/<path>.js for a template, <path>.json for a words file or the help's texts:
// scripts/precompile-templates.mjs). One place for both, for the templates and the words alike.
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileBeside } from '../input/module-path.js';

/** The templates shipped with chancery (the repository's templates/ folder). */
export const BUILTIN_TEMPLATES = resolve(fileBeside(import.meta.url, '../../../templates'));
const BUILTIN_PREFIX = BUILTIN_TEMPLATES + sep;
const BUILT_TEMPLATES = resolve(BUILTIN_TEMPLATES, '..', 'dist', 'templates');

/**
 * What the build made of `file` (with `ext` added to its path under templates/), or null for a
 * file outside the built-in folder (a moderator's own). A prefix test on a path joined under the
 * folder: path.relative costs more than the rest of a lookup.
 */
export function builtFileOf(file: string, ext: '.js' | '.json'): string | null {
  return file.startsWith(BUILTIN_PREFIX) ? join(BUILT_TEMPLATES, `${file.slice(BUILTIN_PREFIX.length)}${ext}`) : null;
}

/** What the build read of a built-in YAML file (dist/templates/<path>.json), if the file is unchanged since (`source`, its text now). */
export function builtData(file: string, source: string): { data: unknown } | null {
  const json = builtFileOf(file, '.json');
  if (!json) return null;
  try {
    const built = JSON.parse(readFileSync(json, 'utf8')) as { source: string; data: unknown };
    return built.source === source ? { data: built.data } : null;
  } catch {
    return null; // not built (the sources run alone): the caller reads the YAML
  }
}
