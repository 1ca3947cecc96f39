// The dry run behind the prompt's confirmation: the decision goes through `commit` with `dryRun`,
// the very path the write takes (the same intents, automatic steps, queued messages and thread
// post), with nothing written or sent. What is previewed is by construction what is written.
import type { GameEvent, State } from '../engine/index.js';
import { commit, type CommittedMessage } from '../game/commit.js';
import type { ThreadPost } from '../game/thread.js';
import { logHead, type Context, type Previewed } from '../game/context.js';
import type { Action } from './actions.js';
import { isEngineEvent } from '../log/records.js';
import { toEngineEvent } from '../log/replay.js';

export type PreviewMessage = CommittedMessage;

export interface Preview {
  /** The post the thread needs after this decision, or null when the standing post still holds. */
  post: ThreadPost | null;
  postError?: string;
  messages: PreviewMessage[];
  after: State;
  events: GameEvent[];
  /** What the write of this decision must find and take again (Context.previewed). */
  previewed: Previewed;
}

export async function preview(ctx: Context, path: string, action: Pick<Action, 'intents' | 'record' | 'planOn'>, opts: { format?: string } = {}): Promise<Preview> {
  const dry = await commit(ctx, path, action.planOn ?? { intents: action.intents, ...(action.record ? { record: action.record } : {}) }, { dryRun: true, format: opts.format });
  const events = dry.appended.filter(isEngineEvent).map(toEngineEvent);
  return { post: dry.post, ...(dry.postError ? { postError: dry.postError } : {}), messages: dry.messages, after: dry.after, events, previewed: { head: logHead(dry.before.log), drawn: dry.drawn ?? [] } };
}
