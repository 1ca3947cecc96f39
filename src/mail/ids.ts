// Identities of our messages: an unguessable Message-ID, and a short code a player can quote in
// a subject or body when their client drops the In-Reply-To header.
import { randomBytes } from '../input/entropy.js';

/** Crockford-style alphabet: no 0/O, 1/I/L, U, so a code survives being retyped. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_PATTERN = /\b([2-9A-HJKMNP-TV-Z]{6})\b/g;

export function newMessageId(domain: string): string {
  return `<${randomBytes(18).toString('base64url')}@${domain}>`;
}

export function newCode(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** A queued message's identities: its code and its Message-ID. */
export interface Drawn { to: number; kind: string; code: string; messageId: string }

/** Where a write's queued messages get their identities (see Context.identities). */
export interface MessageIdentities {
  next(to: number, kind: string, domain: string): Pick<Drawn, 'code' | 'messageId'>;
}

/** Fresh identities for every message. */
export const freshIdentities: MessageIdentities = {
  next: (_to, _kind, domain) => ({ code: newCode(), messageId: newMessageId(domain) }),
};

/** Fresh identities, kept in `drawn` in the order they were drawn (a preview's). */
export function recordedIdentities(): MessageIdentities & { drawn: Drawn[] } {
  const drawn: Drawn[] = [];
  return {
    drawn,
    next(to, kind, domain) {
      const ids = freshIdentities.next(to, kind, domain);
      drawn.push({ to, kind, ...ids });
      return ids;
    },
  };
}

/**
 * The identities `drawn` again, each once, for a message to the same reader of the same kind (the
 * first not yet given, in order); fresh ones for any other message (the game changed meanwhile).
 * A dry run sends nothing, so its identities are unused until this write takes them.
 */
export function replayedIdentities(drawn: readonly Drawn[]): MessageIdentities {
  const left = [...drawn];
  return {
    next(to, kind, domain) {
      const at = left.findIndex((d) => d.to === to && d.kind === kind);
      if (at < 0) return freshIdentities.next(to, kind, domain);
      const [{ code, messageId }] = left.splice(at, 1);
      return { code, messageId };
    },
  };
}

/**
 * The ids a reply refers to, nearest first: its In-Reply-To, then its References from the last (the
 * message it answers, RFC 5322 §3.6.4) back to the first (the thread's start). A client that writes
 * no In-Reply-To still names the message answered before the older ones of its thread.
 */
export function referencedIds(inReplyTo: string | undefined, references: string | string[] | undefined): string[] {
  const refs = Array.isArray(references) ? references.join(' ') : references ?? '';
  return [...(inReplyTo?.match(/<[^<>\s]+>/g) ?? []), ...(refs.match(/<[^<>\s]+>/g) ?? []).reverse()];
}

/**
 * The header of the check message `chancery mail check` sends to the from address and deletes once
 * it arrives: its value is the check's token. Sync never reads such a message as a reply (one that
 * arrives after the check gave up waiting is set aside, unread and unrecorded).
 */
export const CHECK_HEADER = 'X-Chancery-Check';
