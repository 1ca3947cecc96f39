// Shape checks for what a log file holds, with zod: every field of every event type.
// Rules are not checked here (the engine does that); only that each record is well formed.
import { z } from 'zod';

const seat = z.number().int().min(0);
const policy = z.enum(['liberal', 'fascist']);
const party = z.enum(['liberal', 'fascist']);
const role = z.enum(['liberal', 'fascist', 'hitler']);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits');
const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 time');

export const optionsSchema = z.object({
  firstPresident: z.enum(['first-listed', 'random']),
  termLimitRelaxation: z.enum(['alive', 'table']),
  trackerReset: z.enum(['on-enactment', 'on-election']),
  deck: z.object({ liberal: z.number().int().min(0), fascist: z.number().int().min(0) }).strict(),
  startingFascistPolicies: z.number().int().min(0),
}).strict();

export const headerSchema = z.object({
  chancery: z.number().int(),
  game: z.string().min(1),
  created: isoTime,
  ruleset: z.enum(['secret-hitler', 'secret-russian', 'service-rat', 'rebalanced', 'custom']),
  options: optionsSchema,
  players: z.array(z.object({
    name: z.string().min(1),
    email: z.string().optional(),
    timezone: z.string().optional(),
    gender: z.enum(['female', 'male']).optional(),
  }).strict()).min(1),
  firstPresident: seat,
  commitment: hex64.nullable(),
  seed: hex64.optional(),
  theme: z.enum(['secret-hitler', 'secret-russian', 'service-rat']),
  lang: z.enum(['en', 'ru']),
  house: z.object({
    deadline: z.string().optional(),
    onMissingVote: z.enum(['wait', 'ja', 'nein']),
  }).strict(),
  source: z.string().optional(),
  templates: z.string().optional(),
  private: hex64.optional(),
  migrated: z.object({ fromVersion: z.number().int(), hash: hex64, at: isoTime }).strict().optional(),
  hash: hex64,
}).strict();

const base = { seq: z.number().int().min(1), at: isoTime, hash: hex64 };
const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...base, ...shape }).strict();

export const eventSchema = z.discriminatedUnion('type', [
  ev('roles-dealt', { roles: z.array(role) }),
  ev('deck-shuffled', { deck: z.array(policy) }),
  ev('chancellor-nominated', { president: seat, chancellor: seat }),
  ev('vote-cast', { seat, vote: z.enum(['ja', 'nein']) }),
  ev('votes-tallied', { ja: z.array(seat), nein: z.array(seat), elected: z.boolean() }),
  ev('chaos-enacted', { policy }),
  ev('policies-drawn', { cards: z.array(policy) }),
  ev('president-discarded', { policy }),
  ev('policy-enacted', { policy }),
  ev('veto-requested', {}),
  ev('veto-answered', { agree: z.boolean() }),
  ev('loyalty-investigated', { president: seat, target: seat, party }),
  ev('special-election-called', { president: seat, target: seat }),
  ev('policies-peeked', { president: seat, cards: z.array(policy) }),
  ev('player-executed', { president: seat, target: seat }),
  ev('game-ended', { winner: z.enum(['liberal', 'fascist']), reason: z.enum(['five-liberal', 'six-fascist', 'hitler-elected', 'hitler-executed']) }),
  ev('player-replaced', { seat, name: z.string().min(1) }),
  ev('retracted', { seqs: z.array(z.number().int().min(1)).min(1), reason: z.string() }),
  // Format 2 keeps the private fields (messageId, address, ...) in the game's private file and a
  // commitment in `private`: a published record has the commitment without the fields.
  ev('message-queued', {
    messageId: z.string().optional(), code: z.string().optional(), to: seat, address: z.string().optional(), kind: z.string(),
    prompt: z.string().optional(), subject: z.string().optional(), at_seq: z.number().int().min(0),
    replyTo: z.string().optional(), private: hex64.optional(),
  }),
  ev('message-sent', { messageId: z.string().optional(), private: hex64.optional() }),
  ev('message-failed', { messageId: z.string().optional(), error: z.string().optional(), private: hex64.optional() }),
  ev('reply-received', {
    messageId: z.string().optional(), from: z.string().optional(), seat: seat.nullable(), inReplyTo: z.string().optional(),
    receivedAt: isoTime, readAs: z.string().optional(), quote: z.string().optional(), private: hex64.optional(),
    outcome: z.enum(['applied', 'refused', 'ambiguous', 'too-late', 'forged', 'held', 'ignored', 'bounced']),
    detail: z.string().optional(),
    reason: z.enum(['ambiguous', 'illegal', 'too-late', 'withdrawn', 'not-your-turn', 'unreadable', 'no-reference']).optional(),
    prompt: z.string().optional(),
  }),
  ev('claim-recorded', { seat, government: z.number().int().min(1), claim: z.string(), as: z.enum(['president', 'chancellor', 'investigator', 'peeker']) }),
  ev('deadline-set', { phaseSeq: z.number().int().min(0), deadline: isoTime }),
  ev('reminder-sent', { deadline: isoTime, seats: z.array(seat) }),
  ev('contact-changed', { seat, email: z.string().optional(), timezone: z.string().optional(), gender: z.enum(['female', 'male']).optional(), private: hex64.optional() }),
  ev('default-applied', { rule: z.string(), detail: z.string() }),
]);

/** A short sentence for the first problem zod found, naming the field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  if (issue.code === 'invalid_union' || (issue.code as string) === 'invalid_union_discriminator') {
    return `unknown event type${path ? ` at ${path}` : ''}`;
  }
  if (issue.code === 'unrecognized_keys') return `unexpected field ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
  return `${path ? `field \`${path}\`: ` : ''}${issue.message}`;
}
