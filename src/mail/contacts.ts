// Seats change hands: a replacement gives the seat a new address, and the old one must stop
// counting. Addresses come from the roster and the `contact-changed` records (see mail/outbox.ts).
import type { Seat } from '../engine/index.js';
import type { LogFile } from '../log/file.js';
import { addressOf, NO_ADDRESS_DOMAIN } from './outbox.js';
import { retractedSeqs, withdrawnContacts } from '../log/records.js';

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
 * Who of the seat's holders had `address` (lower case) as theirs: the roster's player, or a newcomer
 * from the replacement that gave it (an undone replacement gave none); null for an address the seat
 * never had. A reply from a former address is its holder's, not the seat's new player's.
 */
export function holderOfAddress(log: LogLike, seat: Seat, address: string): string | null {
  const taken = retractedSeqs(log.events);
  const withdrawn = withdrawnContacts(log.events, taken);
  let holder = log.header.players[seat].name;
  let found = addressOf({ header: log.header, events: [] }, seat) === address ? holder : null;
  for (let i = 0; i < log.events.length; i++) {
    const e = log.events[i];
    if (e.type === 'player-replaced' && e.seat === seat && !taken.has(e.seq)) holder = e.name;
    else if (e.type === 'contact-changed' && e.seat === seat && e.email && !withdrawn.has(e.seq) && e.email.toLowerCase() === address) found = holder;
  }
  return found;
}

/**
 * The address a new player without email gets: one of their own (only the local transport delivers
 * there), so the leaving player's address, even a placeholder, never answers for the seat again.
 */
export function placeholderAddress(log: LogLike, seat: Seat): string {
  const replacements = log.events.filter((e) => e.type === 'player-replaced' && e.seat === seat).length;
  return `seat${seat + 1}.r${replacements + 1}@${NO_ADDRESS_DOMAIN}`;
}
