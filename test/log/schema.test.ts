// The shape of every record a log may hold (docs/log-format.md §1, the types of src/log/records.ts):
// each record type with its fields is read, every value its type allows is read, and anything else
// is refused naming the field. In process, so `npm run mutate:log` runs it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeIssue, eventSchema, headerSchema, issueFacts } from '../../src/log/schema.js';
import { DEFAULT_OPTIONS } from '../../src/engine/index.js';

const H = 'a'.repeat(64);
const base = { seq: 1, at: '2026-11-30T12:00:00.000Z', hash: H };

/** One well-formed record of every type, with every optional field set (docs/log-format.md §1). */
const RECORDS: Record<string, Record<string, unknown>> = {
  'roles-dealt': { roles: ['hitler', 'fascist', 'liberal'] },
  'deck-shuffled': { deck: ['liberal', 'fascist'] },
  'chancellor-nominated': { president: 0, chancellor: 2 },
  'vote-cast': { seat: 1, vote: 'nein' },
  'votes-tallied': { ja: [0, 1], nein: [2], elected: true },
  'chaos-enacted': { policy: 'fascist' },
  'policies-drawn': { cards: ['liberal', 'liberal', 'fascist'] },
  'president-discarded': { policy: 'liberal' },
  'policy-enacted': { policy: 'fascist' },
  'veto-requested': {},
  'veto-answered': { agree: false },
  'loyalty-investigated': { president: 0, target: 3, party: 'fascist' },
  'special-election-called': { president: 0, target: 3 },
  'policies-peeked': { president: 0, cards: ['fascist', 'fascist', 'liberal'] },
  'player-executed': { president: 0, target: 3 },
  'game-ended': { winner: 'liberal', reason: 'hitler-executed' },
  'player-replaced': { seat: 2, name: 'Zoe' },
  retracted: { seqs: [3, 4], reason: 'undo: #3' },
  'message-queued': { messageId: '<m@x>', code: 'K7', to: 2, address: 'a@x', kind: 'role-card', prompt: 'votes', subject: 'S', at_seq: 0, replyTo: '<r@x>', private: H },
  'message-sent': { messageId: '<m@x>', private: H },
  'message-failed': { messageId: '<m@x>', error: 'refused', private: H },
  'reply-received': {
    messageId: '<r@x>', from: 'a@x', seat: 1, inReplyTo: '<m@x>', receivedAt: '2026-11-30T12:05:00.000Z', readAs: 'Ja', quote: 'ja',
    private: H, outcome: 'applied', detail: 'd', reason: 'illegal', prompt: 'votes',
  },
  'claim-recorded': { seat: 1, government: 1, claim: 'LLF', as: 'president' },
  'deadline-set': { phaseSeq: 0, deadline: '2026-12-01T12:00:00.000Z' },
  'reminder-sent': { deadline: '2026-12-01T12:00:00.000Z', seats: [1, 2] },
  'contact-changed': { seat: 1, email: 'b@x', timezone: 'UTC', gender: 'female', private: H },
  'default-applied': { rule: 'onMissingVote', detail: 'Ja for Bob', seats: [1], vote: 'ja' },
};

/** The values an enumerated field may take, as records.ts and RULES.md name them. */
const VALUES: [string, string, string[]][] = [
  ['reply-received', 'outcome', ['applied', 'refused', 'ambiguous', 'too-late', 'forged', 'held', 'ignored', 'bounced']],
  ['reply-received', 'reason', ['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'unreadable', 'no-reference']],
  ['claim-recorded', 'as', ['president', 'chancellor', 'investigator', 'peeker']],
  ['contact-changed', 'gender', ['female', 'male']],
  ['default-applied', 'vote', ['ja', 'nein']],
  ['vote-cast', 'vote', ['ja', 'nein']],
  ['game-ended', 'reason', ['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed']],
  ['game-ended', 'winner', ['liberal', 'fascist']],
  ['loyalty-investigated', 'party', ['liberal', 'fascist']],
];

const parse = (type: string, fields: Record<string, unknown>) => eventSchema.safeParse({ ...base, type, ...fields });

test('§1 every record type is read with all its fields, and with none of its optional ones', () => {
  for (const [type, fields] of Object.entries(RECORDS)) {
    const r = parse(type, fields);
    assert.ok(r.success, `${type}: ${r.success ? '' : describeIssue(r.error)}`);
    if (r.success) assert.equal(r.data, { ...base, type, ...fields }, type);
  }
  const bare: Record<string, Record<string, unknown>> = {
    'message-queued': { to: 2, kind: 'role-card', at_seq: 0 }, 'message-sent': {}, 'message-failed': {},
    'reply-received': { seat: null, receivedAt: '2026-11-30T12:05:00.000Z', outcome: 'forged' }, 'contact-changed': { seat: 1 },
    'default-applied': { rule: 'r', detail: 'd' },
  };
  for (const [type, fields] of Object.entries(bare)) assert.ok(parse(type, fields).success, type);
});

test('§1 each enumerated field takes every value its type names, and nothing else', () => {
  for (const [type, field, values] of VALUES) {
    for (const value of values) assert.ok(parse(type, { ...RECORDS[type], [field]: value }).success, `${type}.${field} = ${value}`);
    const r = parse(type, { ...RECORDS[type], [field]: 'other' });
    assert.not.ok(r.success, `${type}.${field} = other`);
    if (!r.success) assert.equal(issueFacts(r.error), { variant: 'field', field });
  }
});

test('§1 a record with a field its type does not have, or a type no one knows, is refused saying so', () => {
  for (const [type, fields] of Object.entries(RECORDS)) {
    const r = parse(type, { ...fields, extra: 1 });
    assert.not.ok(r.success, type);
    if (!r.success) {
      assert.is(describeIssue(r.error), 'unexpected field `extra`', type);
      assert.equal(issueFacts(r.error), { variant: 'unexpected-field', field: 'extra' });
    }
  }
  const unknown = eventSchema.safeParse({ ...base, type: 'vote-stolen' });
  assert.not.ok(unknown.success);
  if (!unknown.success) {
    assert.is(describeIssue(unknown.error), 'not an event type (docs/log-format.md lists them)');
    assert.equal(issueFacts(unknown.error), { variant: 'unknown-type', field: 'type' });
  }
  // A hand edit's typo is told the type it most likely meant; a word near two types is told neither.
  const typo = eventSchema.safeParse({ ...base, type: 'vote-casted' });
  assert.is(!typo.success && describeIssue(typo.error), 'not an event type: did you mean vote-cast?');
  assert.equal(!typo.success && issueFacts(typo.error), { variant: 'unknown-type-near', field: 'type', near: 'vote-cast' });
  const veto = eventSchema.safeParse({ ...base, type: 'veto-request' });
  assert.is(!veto.success && describeIssue(veto.error), 'not an event type: did you mean veto-requested?');
  const between = eventSchema.safeParse({ ...base, type: 'message' });
  assert.is(!between.success && describeIssue(between.error), 'not an event type (docs/log-format.md lists them)');
  const two = eventSchema.safeParse({ ...base, type: 'message-sent', a: 1, b: 2 });
  assert.is(!two.success && describeIssue(two.error), 'unexpected field `a`, `b`');
  assert.equal(!two.success && issueFacts(two.error), { variant: 'unexpected-field', field: 'a, b' });
  const notARecord = eventSchema.safeParse(7);
  assert.not.ok(notARecord.success);
  if (!notARecord.success) {
    assert.equal(issueFacts(notARecord.error), { variant: 'value', field: '' });
    assert.is(describeIssue(notARecord.error), notARecord.error.issues[0].message, 'no field to name: the schema library\'s own sentence');
  }
});

test('§3 hashes and commitments are 64 lowercase hexadecimal digits; times are ISO-8601', () => {
  for (const hash of ['A'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), `x${'a'.repeat(64)}`, `${'a'.repeat(64)}x`]) {
    const r = eventSchema.safeParse({ ...base, hash, type: 'veto-requested' });
    assert.not.ok(r.success, hash);
    if (!r.success) assert.is(describeIssue(r.error), 'field `hash`: must be 64 lowercase hexadecimal digits');
  }
  const late = eventSchema.safeParse({ ...base, at: 'yesterday', type: 'veto-requested' });
  assert.is(!late.success && describeIssue(late.error), 'field `at`: must be an ISO-8601 time');
  const seq = eventSchema.safeParse({ ...base, seq: 0, type: 'veto-requested' });
  assert.is(!seq.success && issueFacts(seq.error).field, 'seq');
});

test('§0 a header may say where it was migrated from (with the ended game\'s record); each player may have a gender', () => {
  const header = {
    chancery: 2, game: 'g', created: base.at, ruleset: 'secret-hitler', options: DEFAULT_OPTIONS,
    players: [{ name: 'Alice', gender: 'female' }, { name: 'Bob', gender: 'male' }], firstPresident: 0, commitment: null,
    theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' }, hash: H,
    migrated: { fromVersion: 1, hash: H, at: base.at, ended: { seq: 40, hash: H } },
  };
  assert.ok(headerSchema.safeParse(header).success);
  assert.ok(headerSchema.safeParse({ ...header, migrated: { fromVersion: 1, hash: H, at: base.at } }).success);
  for (const bad of [{ ...header.migrated, extra: 1 }, { ...header.migrated, ended: { seq: 0, hash: H } }, { ...header.migrated, ended: { seq: 1, hash: H, x: 1 } }]) {
    assert.not.ok(headerSchema.safeParse({ ...header, migrated: bad }).success, JSON.stringify(bad));
  }
  const r = headerSchema.safeParse({ ...header, players: [{ name: 'Alice', gender: 'other' }] });
  assert.is(!r.success && issueFacts(r.error).field, 'players.0.gender');
});

test('§0 fields a header\'s nested part does not have are all named, with the part they are in', () => {
  const header = {
    chancery: 2, game: 'g', created: base.at, ruleset: 'secret-hitler', options: DEFAULT_OPTIONS,
    players: [{ name: 'Alice' }, { name: 'Bob' }], firstPresident: 0, commitment: null,
    theme: 'secret-hitler', lang: 'en', house: { onMissingVote: 'wait' }, hash: H,
  };
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...header, options: { ...DEFAULT_OPTIONS, deck: { liberal: 6, fascist: 11, chaos: 1, joker: 2 } } }, 'options.deck', 'chaos, joker'],
    [{ ...header, players: [{ name: 'Alice' }, { name: 'Bob', age: 30 }] }, 'players.1', 'age'],
    [{ ...header, migrated: { fromVersion: 1, hash: H, at: base.at, ended: { seq: 1, hash: H, x: 1 } } }, 'migrated.ended', 'x'],
    [{ ...header, colour: 'red', mood: 2 }, '', 'colour, mood'],
  ];
  for (const [bad, where, fields] of cases) {
    const r = headerSchema.safeParse(bad);
    assert.not.ok(r.success, where);
    if (r.success) continue;
    assert.equal(issueFacts(r.error), { variant: 'unexpected-field', field: fields }, where);
    assert.equal(r.error.issues[0].path.join('.'), where, where);
    assert.is(describeIssue(r.error), `unexpected field ${fields.split(', ').map((f) => `\`${f}\``).join(', ')}`, where);
  }
});

test.run();
