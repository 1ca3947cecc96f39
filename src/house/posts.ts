// The moderator's short thread posts about the house rules: who the game waits for (with the
// deadline in UTC and the time left), and a replacement. Public facts only: names, seats, pending.
import { publicView, type State } from '../engine/index.js';
import type { Lang, LogHeader } from '../log/records.js';
import { renderTemplate } from '../render/templates.js';
import type { PostFormat, WaitingLine } from '../render/posts.js';
import type { HolderGenders } from '../render/names.js';
import { describeRemaining } from '../log/deadlines.js';
import type { Awaited } from './waiting.js';

interface PostOptions { header: Pick<LogHeader, 'theme' | 'lang'>; format?: PostFormat; overrides?: string[]; genders?: HolderGenders }

function envOf(state: State, o: PostOptions) {
  const view = publicView(state);
  return { format: o.format ?? 'markdown', lang: o.header.lang, theme: o.header.theme, names: view.players.map((p) => p.name), genders: o.genders, replacements: view.replacements, overrides: o.overrides ?? [] };
}

/** "Waiting for Alice and Bob to vote on … Deadline: … (3 h left)." */
export function waitingPost(state: State, waiting: Awaited, deadline: string | null, now: Date, o: PostOptions): string {
  return renderTemplate('post/waiting', waitingLine(state, waiting, deadline, now, o.header.lang), envOf(state, o));
}

/** The model of the "waiting for" line: this post's, and the withdrawal post's (src/game/thread.ts). */
export function waitingLine(state: State, waiting: Awaited, deadline: string | null, now: Date, lang: Lang): WaitingLine {
  const p = publicView(state).pending;
  return {
    kind: waiting.kind,
    seats: waiting.seats,
    president: 'president' in p ? p.president : null,
    chancellor: 'chancellor' in p ? p.chancellor : null,
    power: p.kind === 'power' ? p.power : null,
    vetoAllowed: p.kind === 'legislative' && p.step === 'chancellor-enact' && p.vetoAllowed,
    deadline: deadline ? { iso: deadline } : null,
    remaining: deadline ? describeRemaining(deadline, now, lang) : null,
  };
}

/** The announcement of a new player in a seat (`state`: after the replacement). */
export function replacementPost(state: State, seat: number, previous: string, o: PostOptions): string {
  return renderTemplate('post/replacement', { seat, previous }, envOf(state, o));
}
