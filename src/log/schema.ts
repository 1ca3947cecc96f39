// Shape checks for what a log file holds, with zod: every field of every event type.
// Rules are not checked here (the engine does that); only that each record is well formed.
// zod/mini (see src/zod.ts): the same checks and messages, a fraction of the full library to load.
import * as z from '../zod.js';
import { CHOICE_OPTIONS, RULESET_NAMES } from '../engine/index.js';
import { LANGS, MISSING_VOTE_RULES, POST_FORMATS, THEMES } from '../settings.js';
import type { LogHeader } from './records.js';

const int = (min: number) => z.int().check(z.minimum(min));
const text = (min: number) => z.string().check(z.minLength(min));
const opt = z.optional;

const seat = int(0);
const policy = z.enum(['liberal', 'fascist']);
const party = z.enum(['liberal', 'fascist']);
const role = z.enum(['liberal', 'fascist', 'hitler']);
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits'));
const isoTime = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 time'));

/** Each choice option takes one of its values (engine/types.ts CHOICE_OPTIONS: a new one is read here too). */
const choiceSchemas = Object.fromEntries(Object.entries(CHOICE_OPTIONS).map(([name, values]) => [name, z.enum(values)])) as unknown as {
  [K in keyof typeof CHOICE_OPTIONS]: z.ZodMiniEnum<{ [V in (typeof CHOICE_OPTIONS)[K][number]]: V }>
};

export const optionsSchema = z.strictObject({
  ...choiceSchemas,
  deck: z.strictObject({ liberal: int(0), fascist: int(0) }),
  startingFascistPolicies: int(0),
});

export const headerSchema = z.strictObject({
  chancery: z.int(),
  game: text(1),
  created: isoTime,
  ruleset: z.enum(RULESET_NAMES),
  options: optionsSchema,
  players: z.array(z.strictObject({
    name: text(1),
    email: opt(z.string()),
    timezone: opt(z.string()),
    gender: opt(z.enum(['female', 'male'])),
  })).check(z.minLength(1)),
  firstPresident: seat,
  commitment: z.nullable(hex64),
  seed: opt(hex64),
  theme: z.enum(THEMES),
  lang: z.enum(LANGS),
  house: z.strictObject({
    deadline: opt(z.string()),
    onMissingVote: z.enum(MISSING_VOTE_RULES),
  }),
  source: opt(z.string()),
  templates: opt(z.string()),
  private: opt(hex64),
  migrated: opt(z.strictObject({ fromVersion: z.int(), hash: hex64, at: isoTime, ended: opt(z.strictObject({ seq: int(1), hash: hex64 })) })),
  format: opt(z.enum(POST_FORMATS)),
  hash: hex64,
});

// The schema and the header type describe the same thing: a change to one that the other does not
// follow fails the build here (so the parsed header needs no cast).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const headerMatches: Same<z.infer<typeof headerSchema>, LogHeader> = true;
void headerMatches;

const base = { seq: int(1), at: isoTime, hash: hex64 };
const ev = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...base, ...shape });

/**
 * The fields of each event type, built when a record of that type is first checked: a log holds a
 * dozen of the thirty types, and zod's schemas cost their building to every read in full.
 */
const EVENT_FIELDS: Record<string, () => z.core.$ZodLooseShape> = {
  'roles-dealt': () => ({ roles: z.array(role) }),
  'deck-shuffled': () => ({ deck: z.array(policy) }),
  'chancellor-nominated': () => ({ president: seat, chancellor: seat }),
  'vote-cast': () => ({ seat, vote: z.enum(['ja', 'nein']) }),
  'votes-tallied': () => ({ ja: z.array(seat), nein: z.array(seat), elected: z.boolean() }),
  'chaos-enacted': () => ({ policy }),
  'policies-drawn': () => ({ cards: z.array(policy) }),
  'president-discarded': () => ({ policy }),
  'policy-enacted': () => ({ policy }),
  'veto-requested': () => ({}),
  'veto-answered': () => ({ agree: z.boolean() }),
  'loyalty-investigated': () => ({ president: seat, target: seat, party }),
  'special-election-called': () => ({ president: seat, target: seat }),
  'policies-peeked': () => ({ president: seat, cards: z.array(policy) }),
  'player-executed': () => ({ president: seat, target: seat }),
  'game-ended': () => ({ winner: z.enum(['liberal', 'fascist']), reason: z.enum(['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed']) }),
  'player-replaced': () => ({ seat, name: text(1) }),
  'retracted': () => ({ seqs: z.array(int(1)).check(z.minLength(1)), reason: z.string() }),
  // Format 2 keeps the private fields (messageId, address, ...) in the game's private file and a
  // commitment in `private`: a published record has the commitment without the fields.
  'message-queued': () => ({
    messageId: opt(z.string()), code: opt(z.string()), to: seat, address: opt(z.string()), kind: z.string(),
    prompt: opt(z.string()), subject: opt(z.string()), at_seq: int(0),
    replyTo: opt(z.string()), private: opt(hex64),
  }),
  'message-sent': () => ({ messageId: opt(z.string()), private: opt(hex64) }),
  'message-failed': () => ({ messageId: opt(z.string()), error: opt(z.string()), private: opt(hex64) }),
  'reply-received': () => ({
    messageId: opt(z.string()), from: opt(z.string()), seat: z.nullable(seat), inReplyTo: opt(z.string()),
    receivedAt: isoTime, readAs: opt(z.string()), quote: opt(z.string()), private: opt(hex64),
    outcome: z.enum(['applied', 'refused', 'ambiguous', 'too-late', 'forged', 'held', 'ignored', 'bounced']),
    detail: opt(z.string()),
    reason: opt(z.enum(['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'unreadable', 'no-reference'])),
    prompt: opt(z.string()),
  }),
  'claim-recorded': () => ({ seat, government: int(1), claim: z.string(), as: z.enum(['president', 'chancellor', 'investigator', 'peeker']) }),
  'deadline-set': () => ({ phaseSeq: int(0), deadline: isoTime }),
  'reminder-sent': () => ({ deadline: isoTime, seats: z.array(seat) }),
  'contact-changed': () => ({ seat, email: opt(z.string()), timezone: opt(z.string()), gender: opt(z.enum(['female', 'male'])), private: opt(hex64) }),
  'default-applied': () => ({ rule: z.string(), detail: z.string(), seats: opt(z.array(seat)), vote: opt(z.enum(['ja', 'nein'])) }),
};

const eventSchemas = new Map<string, ReturnType<typeof ev>>();
function eventSchemaOf(type: string): ReturnType<typeof ev> | undefined {
  if (!Object.hasOwn(EVENT_FIELDS, type)) return undefined;
  let schema = eventSchemas.get(type);
  if (!schema) eventSchemas.set(type, (schema = ev(type, EVENT_FIELDS[type]())));
  return schema;
}

/** A record checked: its data, or zod's issues. */
type Checked = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
interface Checker { safeParse(raw: unknown): Checked }

/** Every event type as one union: what a record of no known type is checked against, for zod's own wording of why. */
let union: Checker | undefined;
function everyType(): Checker {
  if (!union) {
    const [first, ...rest] = Object.keys(EVENT_FIELDS).map((type) => eventSchemaOf(type)!);
    union = z.discriminatedUnion('type', [first, ...rest]);
  }
  return union;
}

/** The shape of every event record: checked against its own type's schema (a record of no known type, or no record, as the union of them all). */
export const eventSchema: Checker = {
  safeParse(raw) {
    const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
    const own = typeof type === 'string' ? eventSchemaOf(type) : undefined;
    return (own ?? everyType()).safeParse(raw);
  },
};

/** A short sentence for the first problem zod found, naming the field. */
/** The first issue's facts, for the wording in other languages: its kind (variant) and the field. */
export function issueFacts(error: z.core.$ZodError): { variant: string; field: string } {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  if (issue.code === 'invalid_union' || (issue.code as string) === 'invalid_union_discriminator') return { variant: 'unknown-type', field };
  if (issue.code === 'unrecognized_keys') return { variant: 'unexpected-field', field: issue.keys.join(', ') };
  return { variant: field ? 'field' : 'value', field };
}

export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  if (issue.code === 'invalid_union' || (issue.code as string) === 'invalid_union_discriminator') {
    return `unknown event type${path ? ` at ${path}` : ''}`;
  }
  if (issue.code === 'unrecognized_keys') return `unexpected field ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
  return `${path ? `field \`${path}\`: ` : ''}${issue.message}`;
}
