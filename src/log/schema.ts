// Shape checks for what a log file holds (valibot, through src/shape.ts): every field of every
// event type. Rules are not checked here (the engine does that); only that each record is well formed.
import * as v from 'valibot';
import { checkShape, type Checked, type ShapeIssue } from '../shape.js';
import { wantedInWords } from '../shape-words.js';
import { CHOICE_OPTIONS, RULESET_NAMES } from '../engine/index.js';
import { LANGS, MISSING_VOTE_RULES, POST_FORMATS, THEMES } from '../settings.js';
import { DROP_REASONS, type LogHeader } from './records.js';
import { editDistance } from '../input/names.js';

const integer = () => v.pipe(v.number(), v.integer());
const int = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));
const text = (min: number) => v.pipe(v.string(), v.minLength(min));
const opt = v.optional;
const oneOf = v.picklist;

const seat = int(0);
const policy = oneOf(['liberal', 'fascist']);
const party = oneOf(['liberal', 'fascist']);
const role = oneOf(['liberal', 'fascist', 'hitler']);
const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits'));
const isoTime = v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 time'));

/** Each choice option takes one of its values (engine/types.ts CHOICE_OPTIONS: a new one is read here too). */
const choiceSchemas = Object.fromEntries(Object.entries(CHOICE_OPTIONS).map(([name, values]) => [name, oneOf(values)])) as unknown as {
  [K in keyof typeof CHOICE_OPTIONS]: v.PicklistSchema<(typeof CHOICE_OPTIONS)[K], undefined>
};

const optionsShape = v.strictObject({
  ...choiceSchemas,
  deck: v.strictObject({ liberal: int(0), fascist: int(0) }),
  startingFascistPolicies: int(0),
});

const headerShape = v.strictObject({
  chancery: integer(),
  game: text(1),
  created: isoTime,
  ruleset: oneOf(RULESET_NAMES),
  options: optionsShape,
  players: v.pipe(v.array(v.strictObject({
    name: text(1),
    email: opt(v.string()),
    timezone: opt(v.string()),
    gender: opt(oneOf(['female', 'male'])),
  })), v.minLength(1)),
  firstPresident: seat,
  commitment: v.nullable(hex64),
  seed: opt(hex64),
  theme: oneOf(THEMES),
  lang: oneOf(LANGS),
  house: v.strictObject({
    deadline: opt(v.string()),
    onMissingVote: oneOf(MISSING_VOTE_RULES),
  }),
  source: opt(v.string()),
  templates: opt(v.string()),
  private: opt(hex64),
  migrated: opt(v.strictObject({ fromVersion: integer(), hash: hex64, at: isoTime, ended: opt(v.strictObject({ seq: int(1), hash: hex64 })) })),
  format: opt(oneOf(POST_FORMATS)),
  hash: hex64,
});

// The schema and the header type describe the same thing: a change to one that the other does not
// follow fails the build here (so the parsed header needs no cast).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const headerMatches: Same<v.InferOutput<typeof headerShape>, LogHeader> = true;
void headerMatches;

const base = { seq: int(1), at: isoTime, hash: hex64 };
const ev = <T extends string, S extends v.ObjectEntries>(type: T, shape: S) =>
  v.strictObject({ type: v.literal(type), ...base, ...shape });

/**
 * The fields of each event type, built when a record of that type is first checked: a log holds a
 * dozen of the thirty types, and a schema costs its building to every read in full.
 */
const EVENT_FIELDS: Record<string, () => v.ObjectEntries> = {
  'roles-dealt': () => ({ roles: v.array(role) }),
  'deck-shuffled': () => ({ deck: v.array(policy) }),
  'chancellor-nominated': () => ({ president: seat, chancellor: seat }),
  'vote-cast': () => ({ seat, vote: oneOf(['ja', 'nein']) }),
  'votes-tallied': () => ({ ja: v.array(seat), nein: v.array(seat), elected: v.boolean() }),
  'chaos-enacted': () => ({ policy }),
  'policies-drawn': () => ({ cards: v.array(policy) }),
  'president-discarded': () => ({ policy }),
  'policy-enacted': () => ({ policy }),
  'veto-requested': () => ({}),
  'veto-answered': () => ({ agree: v.boolean() }),
  'loyalty-investigated': () => ({ president: seat, target: seat, party }),
  'special-election-called': () => ({ president: seat, target: seat }),
  'policies-peeked': () => ({ president: seat, cards: v.array(policy) }),
  'player-executed': () => ({ president: seat, target: seat }),
  'game-ended': () => ({ winner: oneOf(['liberal', 'fascist']), reason: oneOf(['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed']) }),
  'player-replaced': () => ({ seat, name: text(1) }),
  'retracted': () => ({ seqs: v.pipe(v.array(int(1)), v.minLength(1)), reason: v.string() }),
  // Format 2 keeps the private fields (messageId, address, ...) in the game's private file and a
  // commitment in `private`: a published record has the commitment without the fields.
  'message-queued': () => ({
    messageId: opt(v.string()), code: opt(v.string()), to: seat, address: opt(v.string()), kind: v.string(),
    prompt: opt(v.string()), subject: opt(v.string()), at_seq: int(0),
    replyTo: opt(v.string()), private: opt(hex64),
  }),
  'message-sent': () => ({ messageId: opt(v.string()), private: opt(hex64) }),
  'message-failed': () => ({ messageId: opt(v.string()), error: opt(v.string()), private: opt(hex64) }),
  'message-dropped': () => ({ messageId: opt(v.string()), reason: oneOf(DROP_REASONS), private: opt(hex64) }),
  'reply-received': () => ({
    messageId: opt(v.string()), from: opt(v.string()), seat: v.nullable(seat), inReplyTo: opt(v.string()),
    receivedAt: isoTime, readAs: opt(v.string()), quote: opt(v.string()), private: opt(hex64),
    outcome: oneOf(['applied', 'already-recorded', 'refused', 'ambiguous', 'too-late', 'forged', 'held', 'ignored', 'bounced']),
    detail: opt(v.string()),
    reason: opt(oneOf(['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'asked-nothing', 'unreadable', 'no-reference', 'foreign-reply', 'other-player'])),
    prompt: opt(v.string()),
    repeats: opt(int(1)),
    replaces: opt(oneOf(['ja', 'nein'])),
    replacesVoteOf: opt(v.string()),
    replacesEntered: opt(v.literal(true)),
    address: opt(v.string()),
  }),
  'claim-recorded': () => ({ seat, government: int(1), claim: v.string(), as: oneOf(['president', 'chancellor', 'investigator', 'peeker']) }),
  'deadline-set': () => ({ phaseSeq: int(0), deadline: isoTime }),
  'reminder-sent': () => ({ deadline: isoTime, seats: v.array(seat) }),
  'contact-changed': () => ({ seat, email: opt(v.string()), timezone: opt(v.string()), gender: opt(oneOf(['female', 'male'])), private: opt(hex64) }),
  'default-applied': () => ({ rule: v.string(), detail: v.string(), seats: opt(v.array(seat)), vote: opt(oneOf(['ja', 'nein'])) }),
};

const eventSchemas = new Map<string, ReturnType<typeof ev>>();
function eventSchemaOf(type: string): ReturnType<typeof ev> | undefined {
  if (!Object.hasOwn(EVENT_FIELDS, type)) return undefined;
  let schema = eventSchemas.get(type);
  if (!schema) eventSchemas.set(type, (schema = ev(type, EVENT_FIELDS[type]())));
  return schema;
}

interface Checker<T> { safeParse(raw: unknown): Checked<T> }

/** The header: every field (the parsed header is a LogHeader, as the check above holds). */
export const headerSchema: Checker<LogHeader> = { safeParse: (raw) => checkShape(headerShape, raw) };

const notARecord = v.looseObject({});

/** The shape of every event record, checked against its own type's schema; a record of no known type is refused as such. */
export const eventSchema: Checker<unknown> = {
  safeParse(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return checkShape(notARecord, raw);
    const type = (raw as { type?: unknown }).type;
    const own = typeof type === 'string' ? eventSchemaOf(type) : undefined;
    if (own) return checkShape(own, raw);
    // Said by describeIssue and issueFacts as an unknown type, in the log's words, with the type
    // it most likely was when one is near (a hand edit's typo: "vote-casted").
    const near = typeof type === 'string' ? nearestEventType(type) : undefined;
    return { success: false, error: { issues: [{ path: ['type'], message: 'unknown event type', unknownType: true, ...(near ? { near } : {}) }] } };
  },
};

/** The event type a mistyped one was most likely meant to be: within a few edits of one type only. */
function nearestEventType(type: string): string | undefined {
  const scored = Object.keys(EVENT_FIELDS).map((known) => ({ known, d: editDistance(type, known) })).sort((a, b) => a.d - b.d);
  const [best, next] = scored;
  return best.d <= Math.max(2, Math.floor(best.known.length / 4)) && (!next || next.d > best.d) ? best.known : undefined;
}

/** The first issue's facts, for the wording in other languages: its kind (variant) and the field. */
export function issueFacts(error: { issues: ShapeIssue[] }): { variant: string; field: string; near?: string; received?: string } {
  const issue = error.issues[0];
  if (issue.unknownType) return issue.near ? { variant: 'unknown-type-near', field: issue.path.join('.'), near: issue.near } : { variant: 'unknown-type', field: issue.path.join('.') };
  if (issue.unexpected) return { variant: 'unexpected-field', field: issue.unexpected.join(', ') };
  const field = issue.path.join('.');
  // What was expected, where the check can say it in words of its own (any language).
  if (field && issue.missing) return { variant: 'missing-field', field };
  if (field && issue.wrongType && wantedInWords(issue.wrongType.expected)) return { variant: issue.wrongType.expected, field, received: issue.wrongType.received };
  return { variant: field ? 'field' : 'value', field };
}

/** A short sentence for the first problem found, naming the field and what was expected. */
export function describeIssue(error: { issues: ShapeIssue[] }): string {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  if (issue.unknownType) return issue.near ? `not an event type: did you mean ${issue.near}?` : 'not an event type (docs/log-format.md lists them)';
  if (issue.unexpected) return `unexpected field ${issue.unexpected.map((k) => `\`${k}\``).join(', ')}`;
  if (path && issue.missing) return `the field \`${path}\` is missing`;
  if (path && issue.wrongType && wantedInWords(issue.wrongType.expected)) return `field \`${path}\`: must be ${wantedInWords(issue.wrongType.expected)}, not ${issue.wrongType.received}`;
  return `${path ? `field \`${path}\`: ` : ''}${issue.message}`;
}
