// One path per job, for the notice of a write never shown (a command cut short after its write,
// before its report): whichever route makes the next decision (the command, a reply read by sync,
// sync --watch, mail confirm of a held reply, the house rule at the deadline, play), the
// moderator is told the same thing: in --json the one object carries it as `unshown`, the same
// records, the same thread post and the same PRIVATE notes; at play's terminal it is on the
// screen before the board. The expected records and post come from the rules (RULES §2.2: a
// nomination, the vote it calls for), not from the code under test.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BIN, FIXED_SEED, ROOT, runCli, runOk, scratch } from '../support/cli.js';
import { playUntilAsked } from '../support/play-session.js';
import { heldReply } from '../support/local-mail.js';
import { reply } from '../../src/commands/reply.js';
import { sync } from '../../src/commands/sync.js';
import { send } from '../../src/commands/send.js';
import { markShown } from '../../src/log/unshown.js';
import type { Context } from '../../src/game/context.js';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
const RUSSIAN = ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'];
const NOW = '2026-12-01T10:00:00Z';
/** Past the nomination's one-hour vote deadline: the house rule's time. */
const LATE = '2026-12-01T12:00:00Z';

interface Told { from: number; to: number; at: string; notice: string; appended: { seq: number; type: string; text: string }[]; post: { kind: string; format: string; text: string } | null; private: unknown[] }

/** A game `g` whose nomination of the second seat was recorded and never shown (killed as it wrote the first vote request). */
function nominationNeverShown(lang: 'en' | 'ru'): string {
  const cwd = scratch('chancery-unshown-routes-');
  runOk(['new', 'g', '--lang', lang, '--players', ...(lang === 'ru' ? RUSSIAN : PLAYERS), '--seed', FIXED_SEED, '--deadline', '1h', '--on-missing-vote', 'ja'], { cwd, env: { CHANCERY_NOW: NOW } });
  const r = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-rename.js'), BIN, 'nominate', 'g', '2'], {
    cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_NOW: NOW, CHANCERY_KILL_AT_RENAME: '\\.eml\\.\\d+\\.tmp$' }, encoding: 'utf8', timeout: 60_000,
  });
  assert.is(r.signal, 'SIGKILL');
  return cwd;
}

function contextIn(cwd: string): Context {
  return { now: () => new Date(NOW), env: { ...process.env, CHANCERY_NOW: NOW }, cwd, interactive: false };
}

/** The first seat's Ja to its vote request, written into the inbox as a mail client would (in this process: nothing is told). */
async function firstSeatVotes(cwd: string): Promise<void> {
  await reply({ game: 'g', player: '1', text: 'Ja' }, contextIn(cwd));
}

/** The first seat's Ja from another address: sync holds it for the moderator. */
async function heldVote(cwd: string): Promise<string> {
  const id = heldReply(cwd, { seat: 0, text: 'Ja', id: 'held-first', from: 'Elsewhere <first.other@example.net>' });
  // Read (and held) in this process, which tells nothing: the killed nomination is still untold.
  const synced = await sync({ game: 'g' }, contextIn(cwd));
  markShown();
  assert.ok(synced.passes.some((p) => p.items.some((i) => i.outcome === 'held')), 'the reply is held');
  return id;
}

function json(cwd: string, args: string[], now = NOW): { unshown?: Told[] } & Record<string, unknown> {
  const r = runCli([...args, '--json'], { cwd, env: { CHANCERY_NOW: now } });
  assert.is(r.code, 0, `chancery ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `sync g --watch --json`: its first pass's line, then Ctrl-C. */
async function watchedFirstPass(cwd: string): Promise<{ unshown?: Told[]; pass: unknown }> {
  const child = spawn(process.execPath, [BIN, 'sync', 'g', '--watch', '--interval', '0.2', '--json'], { cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_NOW: NOW } });
  let out = '';
  child.stdout.setEncoding('utf8');
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no pass within 30 s: ${out}`)), 30_000);
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        const nl = out.indexOf('\n');
        if (nl >= 0) { clearTimeout(timer); resolve(out.slice(0, nl)); }
      });
    });
    return JSON.parse(line);
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('close', r));
  }
}

/**
 * What is told, the same wherever it is told (the time is the killed write's), but for the codes
 * of its messages: each game here draws fresh ones.
 */
const nomination = (told: Told[] | undefined, route: string): Told => {
  assert.ok(told?.length === 1, `${route}: the nomination never shown is carried as unshown: ${JSON.stringify(told)?.slice(0, 300)}`);
  return JSON.parse(JSON.stringify(told![0]).replace(/\[[2-9A-HJKMNP-TV-Z]{6}\]/g, '[code]'));
};

for (const lang of ['en', 'ru'] as const) {
  test(`given a nomination never shown (${lang}), every route that decides next carries it alike in its --json, and play says it at the terminal`, async () => {
    const byVote = nomination(json(nominationNeverShown(lang), ['vote', 'g', '1=ja']).unshown, 'vote');
    assert.is(byVote.post?.kind, 'nomination');
    assert.ok(byVote.appended.some((a) => a.type === 'chancellor-nominated'), 'the nomination is among the records told');

    const routes: Record<string, () => Promise<Told[] | undefined>> = {
      sync: async () => {
        const cwd = nominationNeverShown(lang);
        await firstSeatVotes(cwd);
        return json(cwd, ['sync', 'g']).unshown;
      },
      'sync --watch': async () => {
        const cwd = nominationNeverShown(lang);
        await firstSeatVotes(cwd);
        return (await watchedFirstPass(cwd)).unshown;
      },
      'mail confirm': async () => {
        const cwd = nominationNeverShown(lang);
        const id = await heldVote(cwd);
        return json(cwd, ['mail', 'confirm', 'g', id]).unshown;
      },
      'deadline --apply': async () => {
        // The vote requests the killed command never sent go out first (the house rule casts votes
        // only for those asked), in this process: the nomination is still untold.
        const cwd = nominationNeverShown(lang);
        await send({ game: 'g' }, contextIn(cwd));
        markShown();
        return json(cwd, ['deadline', 'g', '--apply'], LATE).unshown;
      },
      'play (no terminal)': async () => json(nominationNeverShown(lang), ['play', 'g']).unshown,
    };
    for (const [route, run] of Object.entries(routes)) {
      assert.equal(nomination(await run(), route), byVote, `${route} tells what vote tells`);
    }

    // At the terminal: the notice and the post, before the session's first question.
    const screen = await playUntilAsked(nominationNeverShown(lang), { CHANCERY_NOW: NOW });
    assert.ok(screen.includes(byVote.notice), `play says the notice:\n${screen.slice(0, 1500)}`);
    for (const line of byVote.post!.text.trimEnd().split('\n').filter(Boolean)) assert.ok(screen.includes(line), `play shows the post's line ${line}`);
    assert.ok(screen.indexOf(byVote.notice) < screen.indexOf('⏎'), 'before the first question');
  });
}

// A sync cut short after it applied a changed vote: the notice names who answered and the vote
// the answer changed, as sync's own report would have ("applied Carol: Nein — it changes the vote
// recorded before it: Ja"), not the sender's address alone.
for (const [lang, players, line] of [
  ['en', PLAYERS, /^#\d+ reply from Carol: applied \(Nein\), changing the vote recorded before it: Ja$/m],
  ['ru', RUSSIAN, /^#\d+ ответ от Веры: принят \(Nein\), меняет голос, записанный раньше: Ja$/m],
] as const) {
  test(`given sync killed after it applied Carol's changed vote (${lang}), the next command's notice names her and the vote her answer changed`, async () => {
    const cwd = scratch('chancery-unshown-changed-vote-');
    runOk(['new', 'g', '--lang', lang, '--players', ...players, '--seed', FIXED_SEED], { cwd });
    runOk(['nominate', 'g', '2'], { cwd });
    runOk(['vote', 'g', '3=ja'], { cwd });
    runOk(['reply', 'g', '3', 'Nein'], { cwd });
    // Killed as its receipt goes to the local outbox: the vote is written, the report never printed.
    const r = spawnSync(process.execPath, ['--import', join(ROOT, 'dist', 'test', 'support', 'kill-at-rename.js'), BIN, 'sync', 'g'], {
      cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true', CHANCERY_KILL_AT_RENAME: '\\.eml\\.\\d+\\.tmp$' }, encoding: 'utf8', timeout: 60_000,
    });
    assert.is(r.signal, 'SIGKILL');
    const next = runCli(['status', 'g'], { cwd });
    assert.match(next.stderr, line, next.stderr);
    assert.not.match(next.stderr, /players\.invalid/, 'named by the player, not the address');
  });
}

test.run();
