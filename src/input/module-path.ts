// The path of a file placed relative to a module (the build's stamp, dist/vendor's single-file
// libraries), from the module's import.meta.url. A plain path (letters, digits, / . _ -) is read
// off the URL as it is, without Node's URL parser, whose first use costs a command about 0.25 ms
// (`status` would need it for nothing else); any other is decoded by fileURLToPath, so an install
// under "My Games" or "in st#all ~ü" finds its files (a URL's `pathname` keeps %20 and the like).
import { join } from 'node:path';

const PLAIN_FILE_URL = /^file:\/\/\/[A-Za-z0-9/._-]+$/;

/** The file at `relative` (as in `new URL(relative, moduleUrl)`) from the module at `moduleUrl`, as a path. */
export function fileBeside(moduleUrl: string, relative: string): string {
  if (PLAIN_FILE_URL.test(moduleUrl)) return join(moduleUrl.slice('file://'.length), '..', relative);
  const { fileURLToPath } = process.getBuiltinModule('node:url') as typeof import('node:url');
  return fileURLToPath(new URL(relative, moduleUrl));
}
