// The text of appended records, written directly for the records chancery appends on every
// decision (numbers, words, hashes, short lists), in the block layout the `yaml` package gives a
// whole log: loading that package costs a write more than everything else it does. A record with
// anything else (a nested map, a list of maps) is left to the package: `blockRecords` says null.
// test/log/emit.test.ts holds this to the package's own output over every record of real games.

type Scalar = string | number | boolean | null;

const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~|)$/i;
const NUMBER_LIKE = /^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$|^0[xXoObB]|^[-+]?\.(?:inf|nan)$/i;
/** Words that read back as the same string in any YAML reader, unquoted: no indicator first, no ": " or " #". */
const PLAIN = /^[A-Za-z0-9_./+][A-Za-z0-9_./+@()' :,-]*$/;
const PLAIN_IN_LIST = /^[A-Za-z0-9_./+][A-Za-z0-9_./+@-]*$/;

function plainOk(s: string, inList: boolean): boolean {
  if (RESERVED.test(s) || NUMBER_LIKE.test(s)) return false;
  if (/ $|:$|: | #|\s\s/.test(s)) return false;
  return (inList ? PLAIN_IN_LIST : PLAIN).test(s);
}

function scalar(v: Scalar, inList: boolean): string | null {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? String(v) : null;
  if (typeof v !== 'string') return null;
  if (plainOk(v, inList)) return v;
  // Double-quoted: JSON's escapes are YAML's; a line break stays an escape, on one line.
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/.test(v) ? null : JSON.stringify(v);
}

/**
 * `  - key: value` lines for each record (fields in the order given), or null when a record has a
 * value outside what is written here.
 */
export function blockRecords(records: Record<string, unknown>[]): string | null {
  let out = '';
  for (const record of records) {
    let first = true;
    for (const [key, value] of Object.entries(record)) {
      if (value === undefined) continue;
      if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) || RESERVED.test(key)) return null;
      let text: string | null;
      if (Array.isArray(value)) {
        const items: string[] = [];
        for (const item of value) {
          const s = item !== null && typeof item === 'object' ? null : scalar(item as Scalar, true);
          if (s === null) return null;
          items.push(s);
        }
        text = items.length ? `[ ${items.join(', ')} ]` : '[]';
      } else if (value !== null && typeof value === 'object') {
        return null;
      } else {
        text = scalar(value as Scalar, false);
      }
      if (text === null) return null;
      out += `${first ? '  - ' : '    '}${key}: ${text}\n`;
      first = false;
    }
    if (first) return null;
  }
  return out;
}
