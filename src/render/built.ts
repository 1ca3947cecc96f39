// The templates shipped with chancery (templates/) and where the build puts what it makes of them
// (dist/templates/<path>.js for a template, <path>.json for a words file:
// scripts/precompile-templates.mjs). One place for both, for the templates and the words alike.
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
