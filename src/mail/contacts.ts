// Seats change hands: a replacement gives the seat a new address, and the old one must stop
// counting. Addresses come from the roster and the `contact-changed` records (see mail/outbox.ts).
import type { Seat } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import { addressOf, NO_ADDRESS_DOMAIN } from './outbox.js';

type LogLike = Pick<LogFile, 'header' | 'events'>;

/** Every address the seat had before its current one (lower case). */
export function formerAddresses(log: LogLike, seat: Seat): Set<string> {
  const all = new Set<string>([addressOf({ header: log.header, events: [] }, seat)]);
  log.events.forEach((e, i) => {
    if (e.type === 'contact-changed' && e.seat === seat && e.email) all.add(addressOf({ header: log.header, events: log.events.slice(0, i + 1) }, seat));
  });
  all.delete(addressOf(log, seat));
  return all;
}

/**
 * The address a new player without email gets: one of their own (only the local transport delivers
 * there), so the leaving player's address, even a placeholder, never answers for the seat again.
 */
export function placeholderAddress(log: LogLike, seat: Seat): string {
  const replacements = log.events.filter((e) => e.type === 'player-replaced' && e.seat === seat).length;
  return `seat${seat + 1}.r${replacements + 1}@${NO_ADDRESS_DOMAIN}`;
}
