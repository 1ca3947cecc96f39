// The hash chain: the header's hash covers the header; each event's hash covers the event and the
// hash before it. Editing, inserting, deleting or reordering anything breaks the chain from there on.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: the same data always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  // Loops rather than map/filter: every log read hashes every event, so this is a hot path.
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The header's hash: over every header field but `hash` (and never the events). */
export function headerHash(header: Record<string, unknown>): string {
  const { hash: _hash, events: _events, ...rest } = header;
  return sha256(`chancery-log/1 header\n${canonicalJson(rest)}`);
}

/** An event's hash: over the previous hash and every field of the event but `hash`. */
export function eventHash(previous: string, event: Record<string, unknown>): string {
  const { hash: _hash, ...rest } = event;
  return sha256(`chancery-log/1 event\n${previous}\n${canonicalJson(rest)}`);
}
