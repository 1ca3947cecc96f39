// What the application layer may know of the world besides a command's arguments: the clock, the
// environment (CHANCERY_HOME, mail settings), the folder, whether a person is at a terminal. It is
// passed down to every module that needs one of these, so none reads process.env by itself.
import type { Drawn } from '../mail/ids.js';
import type { LogFile } from '../log/file.js';

export interface Context {
  now(): Date;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when a person is at a terminal: only then may a command prompt. */
  interactive: boolean;
  /**
   * What `play` showed the moderator of the decision this write makes (its dry run): the write
   * takes the codes and Message-IDs the preview drew, so that the players get the codes confirmed,
   * and writes nothing when the log has moved on since (another command, a reply read by another
   * shell), since what it would produce is no longer what was shown.
   */
  previewed?: Previewed;
}

/** A dry run as the moderator saw it: where the log ended, and the identities its messages drew. */
export interface Previewed { head: LogHead; drawn: readonly Drawn[] }

/** Where a log ends: how many records it holds, and the last one's hash (the header's when none). */
export interface LogHead { events: number; hash: string }

/** Where `log` ends now. */
export function logHead(log: Pick<LogFile, 'events' | 'header'>): LogHead {
  return { events: log.events.length, hash: log.events[log.events.length - 1]?.hash ?? log.header.hash };
}
