// Players' email addresses, checked at the door: exactly one address per player, in the form
// replies will come from (lower case), so a reply can always be matched to its seat. The
// "Name <address>" form is read with nodemailer's address parser and kept as the address alone.
import addressparser from 'nodemailer/lib/addressparser';
import { UsageError } from '../errors.js';
import { shown } from './text.js';

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const BARE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*$`, 'u');

/** A roster file's player, where an address was given: its file, seat (from 1) and name. */
export interface RosterPlace { file: string; seat: number; name: string }

/**
 * The one address `raw` names, lower case; throws a UsageError saying what is wrong. `where`: the
 * flag (--email) or a roster's player, whom the error names in the game's language.
 */
export function checkedAddress(raw: string, where: string | RosterPlace): string {
  const text = raw.trim();
  const refuse = (why: string, variant: string): never => {
    const place = typeof where === 'string' ? where : `${where.file}: player ${where.seat} (${where.name})`;
    const error = new UsageError(`${place}: "${shown(raw)}" is not an email address: ${why}`);
    throw typeof where === 'string'
      ? error.saying('address', { where, value: shown(raw), variant })
      : error.saying('roster-address', { ...where, value: shown(raw), variant });
  };
  if (!text) refuse('it is empty', 'empty');
  let address = text;
  if (/[<>]/.test(text)) {
    const parsed = (addressparser as unknown as (s: string) => { address?: string; group?: unknown[] }[])(text);
    if (parsed.length !== 1 || parsed[0].group || !parsed[0].address) refuse('give a single address like carol@example.org', 'single');
    address = parsed[0].address!;
  }
  if (/[,;\s]/.test(address)) refuse('give a single address like carol@example.org, with no list, spaces or name', 'list');
  if (address.length > 254 || address.split('@')[0].length > 64) refuse('it is too long for an address', 'long');
  if (!BARE.test(address)) refuse('expected local-part@domain, like carol@example.org', 'shape');
  return address.toLowerCase();
}
