// The dry run behind the prompt's confirmation: the decision's events applied to the game in memory
// (with the automatic steps that follow, from the same seeded generator the write will use), and
// what the write would produce: the thread post and the private messages. Nothing is written.
import { basename } from 'node:path';
import { publicView, playerView, type GameEvent, type State } from '../engine/index.js';
import { decideAndSettle, randomSourceOf } from '../game/session.js';
import type { LogFile } from '../log/file.js';
import { planMessages } from '../mail/planner.js';
import { latestPostKind, renderPost, type PostKind } from '../render/posts.js';
import { renderMessage } from '../render/messages.js';
import { overrideDirs } from '../render/overrides.js';
import { gendersOf } from '../game/players.js';
import { threadPostDue } from '../game/thread.js';

export interface PreviewMessage { to: string; kind: string; subject: string; text: string }

export interface Preview {
  /** The post the thread needs after this decision, or null when the standing post still holds. */
  post: { kind: PostKind; text: string } | null;
  messages: PreviewMessage[];
  after: State;
  events: GameEvent[];
}

export function preview(log: LogFile, before: State, decision: GameEvent[], env: NodeJS.ProcessEnv): Preview {
  const { state: after, events } = decideAndSettle(before, decision, randomSourceOf(log));
  const { theme, lang } = log.header;
  const overrides = overrideDirs(log, env);
  const names = after.players;
  const genders = gendersOf(log);
  const messages = planMessages(before, after, events).map((m) => {
    // The code is made when the message is queued; the preview shows its place.
    const rendered = renderMessage(m.kind, { view: playerView(after, m.to), theme, lang, code: '····', overrides, genders });
    return { to: names[m.to], kind: m.kind, subject: rendered.subject, text: rendered.text };
  });
  // The same rule as the write's (src/game/thread.ts): a vote before the last, the President's
  // discard or a veto request change nothing public, and the standing post stays.
  const view = publicView(after);
  const kind = latestPostKind(view);
  let post: Preview['post'] = null;
  if (threadPostDue(events, view)) {
    const extra = { logName: basename(log.path), ...(kind === 'game-over' && log.header.seed ? { seed: log.header.seed } : {}) };
    post = { kind, text: renderPost(kind, { view, theme, lang, format: 'markdown', overrides, extra, genders }) };
  }
  return { post, messages, after, events };
}
