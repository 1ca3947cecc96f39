// What the application layer may know of the world besides a command's arguments: the clock, the
// environment (CHANCERY_HOME, mail settings), the folder, whether a person is at a terminal. It is
// passed down to every module that needs one of these, so none reads process.env by itself.
import type { MessageIdentities } from '../mail/ids.js';

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
}
