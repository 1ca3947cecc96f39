// What the application layer may know of the world besides a command's arguments: the clock, the
// environment (CHANCERY_HOME, mail settings), the folder, whether a person is at a terminal. It is
// passed down to every module that needs one of these, so none reads process.env by itself.
import type { MessageIdentities } from '../mail/ids.js';
import type { LogFile } from '../log/file.js';

export interface Context {
  now(): Date;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when a person is at a terminal: only then may a command prompt. */
  interactive: boolean;
  /**
   * Where the private messages a write queues get their codes and Message-IDs: fresh ones when
   * absent. `play` gives its write the ones the preview drew, so that the codes the moderator
   * confirmed are the codes the players receive.
   */
  identities?: MessageIdentities;
  /**
   * The log's last record when `play` previewed the decision this write makes: a write that finds
   * the log moved on since (another command, a reply read by another shell) writes nothing, since
   * what it would produce is no longer what the moderator was shown and confirmed.
   */
  previewedAt?: LogHead;
}

/** Where a log ends: how many records it holds, and the last one's hash (the header's when none). */
export interface LogHead { events: number; hash: string }

/** Where `log` ends now. */
export function logHead(log: Pick<LogFile, 'events' | 'header'>): LogHead {
  return { events: log.events.length, hash: log.events[log.events.length - 1]?.hash ?? log.header.hash };
}
