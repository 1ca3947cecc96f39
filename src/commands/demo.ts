// `chancery demo`: a whole game played by simulated players who answer their email through the
// built-in local mailbox, while the demo moderates: it records the nominations and powers the
// Presidents announce, writes each player's reply into the inbox (as `chancery reply` does), syncs,
// and prints every thread post as it happens. One voter is slow in the first election, to show a
// reminder and the house rule at the deadline. The game runs on a simulated clock (a forum game
// takes days); the log stays behind for `status`, `history` and `audit`.
import { sha256Hex } from '../engine/digest.js';
import { randomBytes } from '../input/entropy.js';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pending, playerView, publicView, type Seat, type Vote } from '../engine/index.js';
import { postFormatOf, renderThreadPost, type ThreadPost } from '../game/thread.js';
import { DEFAULT_NAMES, randomDecision, seededChooser, type Chooser } from '../sim/random-play.js';
import { canonical, LANGS, oneOf, type PostKind } from '../settings.js';
import { shown } from '../input/text.js';
import { phaseDeadline } from '../log/deadlines.js';
import { gameMailDir, loadMailConfig } from '../mail/config.js';
import { gameArgumentFor, pathForCommands } from '../game/paths.js';
import { readLog } from '../log/file.js';
import { replayLog, type Replayed } from '../log/replay.js';
import { UsageError } from '../errors.js';
import type { Context } from '../game/context.js';
import type { Lang, ThemeName } from '../log/records.js';
import { speechOf, type Speech } from '../game/speech.js';
import { newGame } from './new.js';
import { nominate } from './nominate.js';
import { investigate } from './investigate.js';
import { specialElection } from './special-election.js';
import { peek } from './peek.js';
import { execute } from './execute.js';
import { writeReply } from './reply.js';
import { sync } from './sync.js';
import { remind } from './remind.js';
import { deadline } from './deadline.js';

export interface DemoInput {
  players?: string;
  theme?: string;
  lang?: string;
  seed?: string;
  /** The folder to play in (its games/ holds the log); default: the current folder. */
  dir?: string;
  /** Called with each thread post (and the moderator's notes between them) as the game goes. */
  onPost?: (item: DemoItem) => void | Promise<void>;
}

export interface DemoItem { kind: 'post' | 'note'; postKind?: PostKind | 'waiting'; text: string }

export interface DemoResult {
  game: string;
  /** The log, absolute and relative to the current folder. */
  path: string;
  log: string;
  players: string[];
  theme: ThemeName;
  lang: Lang;
  /** Replays the same game with `--seed`. */
  seed: string;
  winner: string | null;
  reason: string | null;
  governments: number;
  events: number;
  messagesSent: number;
  repliesApplied: number;
  posts: number;
  /** Commands to look at what happened. */
  next: string[];
}

const VOTE_WORDS: Record<Lang, Record<Vote, string[]>> = {
  en: { ja: ['Ja!', 'ja', 'yes', 'Ja'], nein: ['Nein!', 'nein', 'no', 'Nein'] },
  ru: { ja: ['да', 'за', 'Ja!', 'Да!'], nein: ['нет', 'против', 'Nein', 'Нет!'] },
};
/** The table, named as players of the game's language are: a Russian game has no Latin name in its posts and emails. */
const DEMO_NAMES: Record<Lang, readonly string[]> = {
  en: DEFAULT_NAMES,
  ru: ['Алиса', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Захар', 'Ирина', 'Кирилл'],
};
/** Simulated hours between the steps of the game, so that the log reads like a forum game. */
const STEP_MS = 2 * 3_600_000;

export async function demo(input: DemoInput, ctx: Context): Promise<DemoResult> {
  const size = Number(input.players ?? 7);
  if (!Number.isInteger(size) || size < 5 || size > 10) {
    const lang = canonical(LANGS, input.lang);
    throw new UsageError(`--players takes a table size from 5 to 10, not "${input.players}"`)
      .saying('simulate-players', { value: shown(String(input.players)) }).inLang(oneOf(LANGS, lang) ? lang : undefined);
  }
  const dir = resolve(ctx.cwd, input.dir ?? '.');
  // The demo never touches a real mail account or the moderator's games: everything lives in `dir`.
  const env = { ...ctx.env };
  delete env.CHANCERY_HOME;
  let clock = ctx.now().getTime();
  const dctx: Context = { now: () => new Date(clock), env, cwd: dir, interactive: false };
  const id = freeDemoId(join(dir, 'games'));
  const path = join(dir, 'games', `${id}.yaml`);
  mkdirSync(gameMailDir(path), { recursive: true, mode: 0o700 });
  // The moderator's only, as every file beside the log (a mail.yaml may name a password's variable).
  writeFileSync(join(gameMailDir(path), 'mail.yaml'), '# The demo plays through the local mailbox (outbox/ and inbox/ here).\ntransport: local\n', { mode: 0o600 });

  const seed = input.seed ?? randomBytes(6).toString('hex');
  const choose = seededChooser(seed, 'demo');
  // (An unknown language keeps the English names: new refuses it by name.)
  const named = canonical(LANGS, input.lang);
  const created = await newGame({
    id, players: DEMO_NAMES[oneOf(LANGS, named) ? named : 'en'].slice(0, size), theme: input.theme, lang: input.lang,
    seed: sha256Hex(`demo:${seed}`), deadline: '24h', onMissingVote: 'nein',
  }, dctx).catch((e: unknown) => {
    // A refused setup (an unknown theme, say) leaves nothing behind.
    rmSync(gameMailDir(path), { recursive: true, force: true });
    throw e;
  });
  const lang = created.lang;
  // The notes between the posts speak the game's language and theme (its words for the ballots too).
  const say = speechOf(lang, created.theme).report;
  const emit = async (item: DemoItem) => { await input.onPost?.(item); };
  let posts = 0;
  /** Prints a thread post a route returned: the demo renders none of its own (one path for posts). */
  const post = async (p: ThreadPost | null | undefined) => {
    if (!p) return;
    posts++;
    await emit({ kind: 'post', postKind: p.kind, text: p.text });
  };
  const mailConfig = loadMailConfig(path, env);
  // The demo's own looks at the log skip the hash check: every command it runs checks the chain.
  const look = () => replayLog(readLog(path, { checkHashes: false }));
  /** The players' answers, written into the inbox as replies to their latest question. */
  const answer = async (game: Replayed, answers: { seat: Seat; text: string }[]) => {
    for (const a of answers) await writeReply(game.log, game.state, mailConfig, a.seat, game.state.players[a.seat], a.text);
  };
  const readReplies = async () => {
    const r = await sync({ game: path }, dctx);
    const items = r.passes.flatMap((p) => p.items);
    const applied = items.filter((i) => i.outcome === 'applied').length;
    await emit({ kind: 'note', text: say.demoReplies(items.length, applied) });
    await post(r.post);
  };

  let game = look();
  await post(await renderThreadPost(game.log, game.state, 'opening', postFormatOf(game.log.header), dctx));
  let slowVoterShown = false;
  for (let step = 0; step < 1000; step++) {
    clock += STEP_MS;
    const state = game.state;
    const p = pending(state);
    const target = (eligible: Seat[]) => String(pick(choose, eligible) + 1);
    if (p.kind === 'game-over') break;
    if (p.kind === 'nomination') {
      const nominated = await nominate({ game: path, chancellor: String(pick(choose, p.eligible) + 1) }, dctx);
      await emit({ kind: 'note', text: say.demoVoteRequests(state.alive.filter(Boolean).length) });
      await post(nominated.post);
    } else if (p.kind === 'power') {
      const game = path;
      const done = p.power === 'investigate' ? await investigate({ game, target: target(p.eligible) }, dctx)
        : p.power === 'special-election' ? await specialElection({ game, target: target(p.eligible) }, dctx)
          : p.power === 'peek' ? await peek({ game }, dctx)
            : await execute({ game, target: target(p.eligible) }, dctx);
      await post(done.post);
    } else if (p.kind === 'votes') {
      // Everyone answers; in the first election the last voter is slow and the deadline decides.
      const slow = slowVoterShown ? null : p.waitingFor[p.waitingFor.length - 1];
      await answer(game, p.waitingFor.filter((seat) => seat !== slow).map((seat) => {
        const vote: Vote = choose.below(10) < 6 ? 'ja' : 'nein';
        return { seat, text: pick(choose, VOTE_WORDS[lang][vote]) };
      }));
      await readReplies();
      if (slow !== null) {
        slowVoterShown = true;
        await post(await lateVoter(look(), path, dctx, (ms) => { clock = ms; }, emit, say));
      }
    } else if (p.kind === 'president-discard' || p.kind === 'chancellor-enact' || p.kind === 'veto-answer') {
      const decision = randomDecision(state, choose, 0.6, p);
      const seat = p.kind === 'chancellor-enact' ? p.chancellor : p.president;
      const hand = playerView(state, seat).hand?.cards ?? [];
      let text = '';
      if (decision?.type === 'president-discarded' || decision?.type === 'policy-enacted') text = String(hand.indexOf(decision.policy) + 1);
      else if (decision?.type === 'veto-requested') text = 'veto';
      else if (decision?.type === 'veto-answered') text = decision.agree ? 'agree' : 'refuse';
      await answer(game, [{ seat, text }]);
      await readReplies();
    } else {
      throw new Error(`the demo cannot go on: the game waits for ${p.kind}`);
    }
    game = look();
  }

  const view = publicView(game.state);
  const events = game.log.events;
  const log = relative(ctx.cwd, path) || path;
  const argument = gameArgumentFor(id, path, ctx.env, ctx.cwd);
  return {
    game: id,
    path,
    log,
    players: game.state.players,
    theme: created.theme,
    lang,
    seed,
    winner: view.winner?.winner ?? null,
    reason: view.winner?.reason ?? null,
    governments: view.governments.length,
    events: events.length,
    messagesSent: events.filter((e) => e.type === 'message-sent').length,
    repliesApplied: events.filter((e) => e.type === 'reply-received' && e.outcome === 'applied').length,
    posts,
    // The game as every hint names it (game/paths.ts gameArgumentFor: its id where that finds this
    // log from here, else its path), quoted for a shell where it needs it: each line pastes as it is.
    next: [...['status', 'history', 'audit'].map((command) => `chancery ${command} ${argument}`), `ls ${pathForCommands(join(gameMailDir(path), 'outbox'), ctx.cwd)}`],
  };
}

/** The slow voter: a reminder a few hours before the deadline, then the house rule once it passes. */
async function lateVoter(game: Replayed, path: string, ctx: Context, setClock: (ms: number) => void, emit: (item: DemoItem) => Promise<void>, say: Speech['report']): Promise<ThreadPost | null> {
  const d = phaseDeadline(game.log.header, game.log.events);
  if (!d || pending(game.state).kind !== 'votes') return null;
  setClock(Date.parse(d.deadline) - 3 * 3_600_000);
  const reminded = await remind({ game: path }, ctx);
  await emit({ kind: 'note', text: say.demoReminded(reminded.reminded.map((r) => r.name).join(', ')) });
  await emit({ kind: 'post', postKind: 'waiting', text: reminded.post });
  setClock(Date.parse(d.deadline) + 60_000);
  const applied = await deadline({ game: path, apply: true }, ctx);
  // What the house rule cast, as the deadline's result says it (the demo's rule casts Nein).
  const cast = applied.applied;
  if (cast.length) await emit({ kind: 'note', text: say.demoHouseRule(cast[0].vote, cast.map((a) => a.name).join(', ')) });
  return applied.post ?? null;
}

function pick<T>(choose: Chooser, xs: T[]): T {
  return xs[choose.below(xs.length)];
}

/** demo-1, demo-2, …: the first whose log and mail folder do not exist yet. */
function freeDemoId(games: string): string {
  for (let n = 1; ; n++) {
    const id = `demo-${n}`;
    if (!existsSync(join(games, `${id}.yaml`)) && !existsSync(join(games, id))) return id;
  }
}
