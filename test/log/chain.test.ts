// The hash chain and the private file, against docs/log-format.md (§2a, §3) re-implemented here from
// the text: canonical JSON, the header and event hashes, the private fields left out of the chain,
// and the salted commitments of the private file. In process (no binary), so `npm run mutate:log`
// runs them against every planted bug in src/log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, eventHash, headerHash, sealedHeader, sealedRecord } from '../../src/log/hash.js';
import { appendPrivate, entryProblem, privateCommitment, privatePath, readPrivate, sealHeader, sealRecord } from '../../src/log/private.js';
import { scratch } from '../support/scratch.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** §3 canonical(v), written from the spec: sorted keys at every level, absent keys left out, no whitespace. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined);
    return `{${entries.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

test('§3 canonical JSON: keys sorted at every level, absent keys left out, arrays in order, no whitespace, non-ASCII as it is', () => {
  assert.is(canonicalJson({ b: 1, a: [3, { d: null, c: 'é' }], e: undefined }), '{"a":[3,{"c":"é","d":null}],"b":1}');
  assert.is(canonicalJson([]), '[]');
  assert.is(canonicalJson({}), '{}');
  assert.is(canonicalJson([1, [2, 3], 'x']), '[1,[2,3],"x"]');
  assert.is(canonicalJson({ z: {}, y: [] }), '{"y":[],"z":{}}');
  assert.is(canonicalJson({ only: undefined, kept: false }), '{"kept":false}');
  assert.is(canonicalJson('a"b'), '"a\\"b"');
  assert.is(canonicalJson(null), 'null');
  assert.is(canonicalJson(42), '42');
  // Sorted by UTF-16 code unit: capitals before small letters.
  assert.is(canonicalJson({ b: 1, B: 2, a: 3 }), '{"B":2,"a":3,"b":1}');
  const value = { seq: 3, at: '2026-11-30T12:00:00.000Z', type: 'vote-cast', nested: { y: [1, { b: 2, a: 1 }], x: 'ü' } };
  assert.is(canonicalJson(value), canonical(value));
});

/** Key names no earlier test used: canonicalJson keeps the sorted keys of each shape it has met. */
let fresh = 0;
const unseen = () => `k${Date.now().toString(36)}${(fresh++).toString(36)}`;

test('§3 canonical JSON of objects of a shape never met before: keys sorted, and two shapes whose keys run together kept apart', () => {
  // Given a shape met for the first time (keys out of order), when it is written, its keys are sorted.
  const n = unseen();
  assert.is(canonicalJson({ [`z${n}`]: 1, [`b${n}`]: [true], [`m${n}`]: { [`y${n}`]: 'v', [`x${n}`]: null } }),
    `{"b${n}":[true],"m${n}":{"x${n}":null,"y${n}":"v"},"z${n}":1}`);
  // The same shape again gives the same bytes for other values.
  assert.is(canonicalJson({ [`z${n}`]: 2, [`b${n}`]: [], [`m${n}`]: {} }), `{"b${n}":[],"m${n}":{},"z${n}":2}`);
  // Given two shapes whose keys read the same when run together ("ab"+"c", "a"+"bc"), each keeps its own keys.
  const m = unseen();
  assert.is(canonicalJson({ [`a${m}b`]: 1, c: 2 }), `{"a${m}b":1,"c":2}`);
  assert.is(canonicalJson({ a: 3, [`${m}bc`]: 4 }), `{"a":3,"${m}bc":4}`);
  assert.is(canonicalJson({ [`a${m}`]: 5, [`bc`]: 6 }), `{"a${m}":5,"bc":6}`);
});

test('§3 canonical JSON tells apart objects whose keys, joined, read alike: no key and one empty key, keys holding a NUL', () => {
  // Given an empty object met first, when an object with one empty key follows, its key is written.
  assert.is(canonicalJson({}), '{}');
  assert.is(canonicalJson({ '': false }), '{"":false}');
  assert.is(canonicalJson({}), '{}');
  assert.is(canonicalJson([{}, { '': false }]), canonical([{}, { '': false }]));
  // Given keys that hold the NUL character, each shape keeps its own keys.
  assert.is(canonicalJson({ 'a\u0000': 1, b: 2 }), '{"a\\u0000":1,"b":2}');
  assert.is(canonicalJson({ a: 3, '\u0000b': 4 }), '{"\\u0000b":4,"a":3}');
});

const header = {
  chancery: 2, game: 'g1', created: '2026-11-30T12:00:00.000Z', ruleset: 'secret-hitler', players: [{ name: 'Alice' }, { name: 'Bob' }],
  firstPresident: 0, commitment: null, theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' },
};

test('§3 the header hash is SHA-256 of "chancery-log/1 header\\n" and the header without hash and events', () => {
  const expected = sha256(`chancery-log/1 header\n${canonical(header)}`);
  assert.is(headerHash(header), expected);
  assert.is(headerHash({ ...header, hash: 'f'.repeat(64), events: [{ seq: 1 }] }), expected, 'hash and events are not covered');
  assert.is.not(headerHash({ ...header, game: 'g2' }), expected, 'every other field is');
});

test('§3 an event hash is SHA-256 of "chancery-log/1 event\\n", the previous hash, a newline and the record without its hash', () => {
  const record = { seq: 1, at: '2026-11-30T12:00:00.000Z', type: 'vote-cast', seat: 1, vote: 'ja' };
  const previous = 'a'.repeat(64);
  const expected = sha256(`chancery-log/1 event\n${previous}\n${canonical(record)}`);
  assert.is(eventHash(previous, record), expected);
  assert.is(eventHash(previous, { ...record, hash: 'b'.repeat(64) }), expected);
  assert.is.not(eventHash('c'.repeat(64), record), expected, 'the previous hash is covered');
});

test('§2a a record carrying `private` is hashed without its private fields (ᵖ in §1), and with them when it carries none', () => {
  const queued = { seq: 4, at: 't', type: 'message-queued', messageId: '<m@x>', code: 'K7', to: 2, address: 'a@x', kind: 'role-card', subject: 'S', at_seq: 3, replyTo: '<r@x>' };
  assert.equal(sealedRecord({ ...queued, private: 'p' }), { seq: 4, at: 't', type: 'message-queued', to: 2, kind: 'role-card', at_seq: 3, private: 'p' });
  assert.equal(sealedRecord(queued), queued, 'version 1: inline and hashed');
  const hidden: Record<string, Record<string, unknown>> = {
    'message-sent': { messageId: '<m>' },
    'message-failed': { messageId: '<m>', error: 'refused' },
    'reply-received': { messageId: '<m>', from: 'a@x', inReplyTo: '<q>', readAs: 'Ja', quote: 'ja', detail: 'd' },
    'contact-changed': { email: 'a@x', timezone: 'Europe/Paris' },
  };
  const kept: Record<string, Record<string, unknown>> = {
    'message-sent': {}, 'message-failed': {}, 'reply-received': { seat: 1, receivedAt: 't', outcome: 'applied', reason: 'illegal', prompt: 'votes' },
    'contact-changed': { seat: 1, gender: 'female' },
  };
  for (const type of Object.keys(hidden)) {
    const record = { seq: 9, at: 't', type, ...kept[type], ...hidden[type], private: 'p' };
    assert.equal(sealedRecord(record), { seq: 9, at: 't', type, ...kept[type], private: 'p' }, type);
  }
  // A type with no private fields is hashed as it is, `private` or not.
  const vote = { seq: 5, at: 't', type: 'vote-cast', seat: 1, vote: 'ja', private: 'p' };
  assert.equal(sealedRecord(vote), vote);
  // So the hash of a version-2 record does not depend on its private fields.
  assert.is(eventHash('0'.repeat(64), { ...queued, private: 'p' }), eventHash('0'.repeat(64), { ...queued, address: 'other@x', private: 'p' }));
});

test('§2a a header carrying `private` is hashed with the players by name only (email and time zone left out)', () => {
  const withContacts = { ...header, players: [{ name: 'Alice', email: 'a@x', timezone: 'UTC', gender: 'female' }, { name: 'Bob' }], private: 'p' };
  assert.equal(sealedHeader(withContacts), { ...withContacts, players: [{ name: 'Alice', gender: 'female' }, { name: 'Bob' }] });
  assert.equal(sealedHeader({ ...withContacts, private: undefined }), { ...withContacts, private: undefined }, 'version 1: contacts inline');
  assert.equal(sealedHeader({ ...withContacts, players: 'none' }), { ...withContacts, players: 'none' }, 'a damaged header is left as it is');
  assert.is(headerHash(withContacts), sha256(`chancery-log/1 header\n${canonical({ ...withContacts, players: [{ name: 'Alice', gender: 'female' }, { name: 'Bob' }] })}`));
});

test('§2a a commitment is SHA-256 of "chancery-private/2\\n" and canonical {fields, salt}; sealing a record keeps the fields in its entry', () => {
  const fields = { address: 'a@x', messageId: '<m>' };
  assert.is(privateCommitment('00ff', fields), sha256(`chancery-private/2\n${canonical({ fields, salt: '00ff' })}`));
  const record = { seq: 1, at: 't', type: 'message-sent', messageId: '<m@x>' };
  const { record: sealed, entry } = sealRecord(record);
  assert.ok(entry);
  assert.match(entry!.salt, /^[0-9a-f]{32}$/, '16 random bytes of salt');
  assert.equal(entry!.fields, { messageId: '<m@x>' });
  assert.is(entry!.private, privateCommitment(entry!.salt, { messageId: '<m@x>' }));
  assert.equal(sealed, { ...record, private: entry!.private });
  assert.is.not(sealRecord(record).entry!.salt, entry!.salt, 'a new salt each time');
  // Nothing private to seal: no commitment, no entry.
  assert.equal(sealRecord({ seq: 2, at: 't', type: 'message-failed' }), { record: { seq: 2, at: 't', type: 'message-failed' }, entry: null });
  assert.equal(sealRecord({ seq: 3, at: 't', type: 'vote-cast', seat: 0, vote: 'ja' }).entry, null);
  const h = sealHeader({ ...header, players: [{ name: 'Alice', email: 'a@x' }, { name: 'Bob', timezone: 'UTC', gender: 'male' }] });
  assert.equal(h.entry.fields, { players: [{ email: 'a@x' }, { timezone: 'UTC' }] });
  assert.is((h.header as Record<string, unknown>).private, h.entry.private);
});

test('§2a the private file: beside the log in the game\'s folder, 0600, read back by commitment; a torn or foreign line is skipped', () => {
  const dir = scratch('chancery-private-');
  const log = join(dir, 'g1.yaml');
  assert.is(privatePath(log), join(dir, 'g1', 'private.jsonl'));
  assert.is(privatePath(join(dir, 'g2.yml')), join(dir, 'g2', 'private.jsonl'));
  assert.is(privatePath(join(dir, 'g3.yaml-old.yaml')), join(dir, 'g3.yaml-old', 'private.jsonl'), 'only the last extension is dropped');
  assert.is(readPrivate(log), null, 'no private file: a published record');
  appendPrivate(log, []);
  assert.is(readPrivate(log), null, 'nothing to append writes nothing');
  const a = sealRecord({ seq: 1, at: 't', type: 'message-sent', messageId: '<a>' }).entry!;
  const b = sealRecord({ seq: 2, at: 't', type: 'message-sent', messageId: '<b>' }).entry!;
  appendPrivate(log, [a]);
  appendPrivate(log, [b]);
  assert.is(statSync(privatePath(log)).mode & 0o777, 0o600);
  const open = readdirSync('/proc/self/fd').filter((fd) => { try { return readlinkSync(`/proc/self/fd/${fd}`) === privatePath(log); } catch { return false; } });
  assert.equal(open, [], 'each append closes the file');
  assert.is(statSync(join(dir, 'g1')).mode & 0o777, 0o700);
  assert.equal(readFileSync(privatePath(log), 'utf8'), `${JSON.stringify(a)}\n${JSON.stringify(b)}\n`);
  writeFileSync(privatePath(log), `${readFileSync(privatePath(log), 'utf8')}\n   \n["not an entry"]\n{"private": 1, "salt": "s", "fields": {}}\n{"private": "p", "salt": "s"}\n{"private": "q", "salt": 5, "fields": {}}\n{"private": "x", "salt": "s", "fields": 1}\nnull\n{"private": "cut`);
  const entries = readPrivate(log)!;
  assert.equal([...entries.keys()], [a.private, b.private]);
  assert.equal(entries.get(b.private), b);
  assert.is(entryProblem(a.private, a), null);
  assert.match(entryProblem(a.private, undefined)!, new RegExp(`^its private part \\(commitment ${a.private.slice(0, 12)}…\\) is missing from the private file$`));
  assert.is(entryProblem(a.private, { ...a, fields: { messageId: '<changed>' } }), `its private part does not match its commitment ${a.private.slice(0, 12)}… (the private file was changed)`);
});

test.run();
