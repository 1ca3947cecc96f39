// The full read of a log's text: YAML (js-yaml), the schema of every record (valibot), sequence
// numbers and the hash chain. file.ts loads this module on the first read that is not in the
// log's verified copy (snapshot.ts), so a write on a log it wrote itself loads neither library.
import { readYamlText, jsYaml } from '../input/yaml.js';
import { readLayout, type Located } from './layout.js';
import { eventSchema, headerSchema, describeIssue, issueFacts } from './schema.js';
import { eventHash, headerHash, PRIVATE_FIELDS, PRIVATE_PLAYER_FIELDS } from './hash.js';
import { LogError, locate, type LogFile } from './file.js';
import type { LogHeader, LogRecord } from './records.js';
import { FORMAT_VERSION, SUPPORTED_FORMAT_VERSIONS } from './records.js';
import { ChanceryError } from '../errors.js';
import { LANGS, oneOf, type Lang } from '../settings.js';
import { headerLines } from './header-lines.js';

/**
 * Parses and checks a log's text: YAML, the shape of every record, sequence numbers, the hash
 * chain. The records are as the file has them: private fields are read in by file.ts.
 */
export function parsePublic(text: string, path: string, checkHashes: boolean): LogFile {
  // js-yaml reads several times faster than the \`yaml\` package (which chancery uses to write);
  // the core schema reads YAML 1.2 scalars as \`yaml\` writes them (times stay strings).
  let data: unknown;
  let where: Located | undefined;
  try {
    const layout = readLayout(text);
    if (layout) ({ data, where } = layout);
    else data = readYamlText(text, path);
  } catch (e) {
    if (e instanceof jsYaml().YAMLException) {
      // The header's language line may still be readable: the problem is then said in it.
      throw new LogError(path, (e.mark?.line ?? -1) + 1, null, `not valid YAML: ${e.reason}`, 'yaml')
        .saying('log-not-yaml', { reason: e.reason ?? '' }).inLang(headerLines(text).lang);
    }
    throw e;
  }
  const lang = (data as { lang?: unknown } | null)?.lang;
  try {
    return checkedLog(data, where ?? locate(text), path, checkHashes);
  } catch (e) {
    if (e instanceof ChanceryError) e.inLang(oneOf(LANGS, lang) ? lang as Lang : undefined);
    throw e;
  }
}

/**
 * The line of each header field of a log as this parse read it, for a finding about one field (a
 * commitment that does not follow from the seed) to name its line. Kept beside the log, not in it:
 * a LogFile's shape (its verified copy, its comparisons) stays the records and their lines.
 */
const headerFieldLines = new WeakMap<LogFile, ReadonlyMap<string, number>>();

function keyed(log: LogFile, where: Located): LogFile {
  headerFieldLines.set(log, where.keys);
  return log;
}

/** The line of header field `key` in the file `log` was parsed from, if this process parsed it. */
export function headerFieldLine(log: LogFile, key: string): number | undefined {
  return headerFieldLines.get(log)?.get(key);
}

function checkedLog(data: unknown, where: Located, path: string, checkHashes: boolean): LogFile {
  const keyLine = (key: unknown) => (typeof key === 'string' ? where.keys.get(key) ?? 1 : 1);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new LogError(path, 1, null, 'a game log is a YAML mapping with a header and `events`', 'shape').saying('log-not-mapping');
  }
  const root = data as Record<string, unknown>;
  // What `publish --live` writes mid-game: the thread's view, with no record or hash to check.
  if (root.chancery === 'public-view') {
    throw new LogError(path, keyLine('chancery'), null, 'this is the public view of a game under way (chancery publish --live), not a hashed log: there is no hash chain to check; the hashed log comes with chancery publish after the game-over post', 'version')
      .saying('log-public-view');
  }
  if (!SUPPORTED_FORMAT_VERSIONS.includes(root.chancery as number)) {
    throw new LogError(path, keyLine('chancery'), null,
      typeof root.chancery === 'number'
        ? `log format version ${root.chancery} is not supported: this chancery reads versions ${SUPPORTED_FORMAT_VERSIONS.join(' and ')}${root.chancery > FORMAT_VERSION ? ' (a newer chancery wrote it: update chancery)' : ''}`
        : 'not a chancery game log: the `chancery` format version is missing', 'version')
      .saying(typeof root.chancery === 'number' ? 'log-version' : 'log-no-version', {
        version: String(root.chancery), supported: SUPPORTED_FORMAT_VERSIONS.join(', '),
        ...(typeof root.chancery === 'number' && root.chancery > FORMAT_VERSION ? { variant: 'newer' } : { variant: 'older' }),
      });
  }
  const { events: rawEvents, ...rawHeader } = root;
  const headerResult = headerSchema.safeParse(rawHeader);
  if (!headerResult.success) {
    // The line of the field named: the first of the path, or the first field the header should not have.
    const issue = headerResult.error.issues[0];
    throw new LogError(path, keyLine(issue.path[0] ?? issue.unexpected?.[0]), null, `header: ${describeIssue(headerResult.error)}`, 'shape')
      .saying('log-header-shape', { issue: describeIssue(headerResult.error), ...issueFacts(headerResult.error) });
  }
  const header: LogHeader = headerResult.data;
  const inlineContact = header.private ? header.players.flatMap((p) => PRIVATE_PLAYER_FIELDS.filter((k) => Object.hasOwn(p, k))) : [];
  if (inlineContact.length) {
    const field = `players.${inlineContact[0]}`;
    throw new LogError(path, keyLine('players'), null, `header: ${privateFieldProblem(field)}`, 'shape')
      .saying('log-header-shape', { variant: 'private-field', field });
  }
  if (checkHashes && headerHash(header as never) !== header.hash) {
    throw new LogError(path, keyLine('hash'), null, 'the header was changed after it was written (its hash does not match)', 'hash').saying('log-header-changed');
  }

  if (rawEvents === undefined || rawEvents === null) {
    return keyed({ path, header, events: [], lines: [], headerLine: 1 }, where);
  }
  if (!Array.isArray(rawEvents)) throw new LogError(path, keyLine('events'), null, '`events` must be a list', 'shape').saying('log-events-not-list');
  const events: LogRecord[] = [];
  const lines: number[] = [];
  let previous = header.hash;
  rawEvents.forEach((raw, i) => {
    const line = where.events[i] ?? keyLine('events');
    const seq = typeof (raw as { seq?: unknown })?.seq === 'number' ? (raw as { seq: number }).seq : null;
    const parsed = eventSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: unknown })?.type;
      throw new LogError(path, line, seq, `${typeof type === 'string' ? `${type}: ` : ''}${describeIssue(parsed.error)}`, 'shape')
        .saying('log-event-shape', { type: typeof type === 'string' ? type : '?', issue: describeIssue(parsed.error), ...issueFacts(parsed.error) });
    }
    const record = parsed.data as LogRecord;
    const inline = record.private ? (PRIVATE_FIELDS[record.type] ?? []).filter((k) => Object.hasOwn(record, k)) : [];
    if (inline.length) {
      throw new LogError(path, line, record.seq, `${record.type}: ${privateFieldProblem(inline[0])}`, 'shape')
        .saying('log-event-shape', { type: record.type, variant: 'private-field', field: inline[0] });
    }
    if (record.seq !== i + 1) throw new LogError(path, line, record.seq, `sequence numbers must run 1, 2, 3…: expected ${i + 1}`, 'sequence').saying('log-sequence', { expected: i + 1 });
    if (checkHashes) {
      const expected = eventHash(previous, record as never);
      if (expected !== record.hash) {
        throw new LogError(path, line, record.seq,
          'this event was changed, inserted or removed after it was written (its hash does not follow from the event before it)', 'hash').saying('log-event-changed');
      }
    }
    previous = record.hash;
    events.push(record);
    lines.push(line);
  });
  return keyed({ path, header, events, lines, headerLine: 1 }, where);
}

/**
 * A private field written in beside the commitment to it: the chain covers such a record without
 * its private fields (hash.ts sealedRecord), so the words there are covered by no hash (an edit of
 * a published copy: a reply's `readAs` other than the answer that counted, an address).
 */
function privateFieldProblem(field: string): string {
  return `private field \`${field}\` in the file beside \`private\`: format 2 keeps it in the game's private file, and no hash covers it here (docs/log-format.md §2a)`;
}
