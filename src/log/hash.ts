// The hash chain: the header's hash covers the header; each event's hash covers the event and the
// hash before it. Editing, inserting, deleting or reordering anything breaks the chain from there on.
import { sha256Hex as sha256 } from '../engine/digest.js';

/**
 * The keys of objects of one shape (the same keys in the same order), sorted and with their JSON
 * quoting: a log has a few dozen shapes and thousands of records, and every read hashes them all.
 */
const shapes = new Map<string, { key: string; quoted: string }[]>();

function sortedKeys(record: Record<string, unknown>): { key: string; quoted: string }[] {
  const keys = Object.keys(record);
  const shape = keys.join('\0');
  let sorted = shapes.get(shape);
  // Keys joined may read alike for two shapes: {} and {"": x}, or keys holding the separator. The
  // shape met is this one only with as many keys, each of them the record's own.
  if (sorted && !isShapeOf(sorted, keys.length, record)) sorted = undefined;
  if (!sorted) {
    sorted = keys.sort().map((key) => ({ key, quoted: JSON.stringify(key) }));
    if (shapes.size < 10_000) shapes.set(shape, sorted);
  }
  return sorted;
}

function isShapeOf(sorted: { key: string }[], count: number, record: Record<string, unknown>): boolean {
  if (sorted.length !== count) return false;
  for (let i = 0; i < sorted.length; i++) if (!Object.hasOwn(record, sorted[i].key)) return false;
  return true;
}

/** JSON with object keys sorted at every level: the same data always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  // Loops rather than map/filter: every log read hashes every event, so this is a hot path.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  return objectJson(value as Record<string, unknown>, null);
}

/** An object's canonical JSON, leaving out the keys in `left` (at its own level only). */
function objectJson(record: Record<string, unknown>, left: readonly string[] | null): string {
  let out = '{';
  let first = true;
  // An index loop: for-of makes an iterator and a result object per key in code not yet optimised.
  const sorted = sortedKeys(record);
  for (let i = 0; i < sorted.length; i++) {
    const { key, quoted } = sorted[i];
    const v = record[key];
    if (v === undefined || (left !== null && left.includes(key))) continue;
    out += `${first ? '' : ','}${quoted}:${typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? JSON.stringify(v) : canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

type Rec = Record<string, unknown>;

/** The fields of each record type that stay out of the chain in a record carrying `private`. */
export const PRIVATE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'message-queued': ['messageId', 'code', 'address', 'subject', 'replyTo'],
  'message-sent': ['messageId'],
  'message-failed': ['messageId', 'error'],
  'message-dropped': ['messageId'],
  'reply-received': ['messageId', 'from', 'inReplyTo', 'readAs', 'quote', 'detail', 'address'],
  'contact-changed': ['email', 'timezone'],
};

/** The fields of each header player entry that stay out of the chain in a header carrying `private`. */
export const PRIVATE_PLAYER_FIELDS: readonly string[] = ['email', 'timezone'];

/** The private fields a record leaves out of the chain: its type's, when it carries `private`. */
function sealedFields(record: Rec): readonly string[] | undefined {
  return typeof record.private === 'string' ? PRIVATE_FIELDS[record.type as string] : undefined;
}

/** The record as the chain covers it: without its private fields when it carries `private`. */
export function sealedRecord<T extends Rec>(record: T): T {
  const hidden = sealedFields(record);
  if (!hidden) return record;
  const out: Rec = {};
  for (const key of Object.keys(record)) if (!hidden.includes(key)) out[key] = record[key];
  return out as T;
}

/** The header as the chain covers it: players by name only when it carries `private`. */
export function sealedHeader<T extends Rec>(header: T): T {
  if (typeof header.private !== 'string' || !Array.isArray(header.players)) return header;
  const players = (header.players as Rec[]).map((p) => {
    const out: Rec = {};
    for (const key of Object.keys(p)) if (!PRIVATE_PLAYER_FIELDS.includes(key)) out[key] = p[key];
    return out;
  });
  return { ...header, players };
}

/** The header's hash: over every header field but `hash` (and never the events) and private contacts. */
export function headerHash(header: Record<string, unknown>): string {
  const { hash: _hash, events: _events, ...rest } = sealedHeader(header);
  return sha256(`chancery-log/1 header\n${canonicalJson(rest)}`);
}

/** The keys an event's hash leaves out, by record type, when it carries `private` (sealedFields): `hash` and its private fields. */
const UNHASHED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(PRIVATE_FIELDS).map(([type, fields]) => [type, ['hash', ...fields]]));
const HASH_ONLY = ['hash'];

/**
 * An event's hash: over the previous hash and every field of the event but `hash` and its private
 * fields (sealedRecord's), left out as the keys are written rather than by copying the record
 * without them: an audit hashes every event of every log, mostly before V8 optimises the code.
 */
export function eventHash(previous: string, event: Record<string, unknown>): string {
  const left = sealedFields(event) ? UNHASHED[event.type as string] : HASH_ONLY;
  return sha256(`chancery-log/1 event\n${previous}\n${objectJson(event, left)}`);
}
