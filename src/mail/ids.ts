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

/** The ids a reply refers to: its In-Reply-To and References headers, as written by any client. */
export function referencedIds(inReplyTo: string | undefined, references: string | string[] | undefined): string[] {
  const refs = Array.isArray(references) ? references.join(' ') : references ?? '';
  return `${inReplyTo ?? ''} ${refs}`.match(/<[^<>\s]+>/g) ?? [];
}
