// `sync` of 500 waiting replies from the real Dovecot (fetch, parse, judge, one log write, answer,
// mark processed) against a minimal imapflow script that fetches the same 500 messages and parses
// each with the MIME parser chancery uses (postal-mime, with chancery's options).
// Then, with nothing left waiting, `chancery sync` as a whole process against a bare script that
// starts Node, connects, selects, searches and logs out (bench/imap-bare.ts).
import { ImapFlow } from 'imapflow';
import PostalMime from 'postal-mime';
import { join } from 'node:path';
import { cli, median, ratioRange, timed } from './startup.js';
import { syncOnce } from '../src/game/sync.js';
import { openTransport } from '../src/mail/transport.js';
import { gameMailDir, loadMailConfig } from '../src/mail/config.js';
import { IMAP_PORT, waitFor } from '../test/support/mail.js';
import { accountsFor, closeGame, votingGame, waitForMail } from '../test/support/mail-game.js';
import type { BenchResult } from './result.js';

const REPLIES = 500;

export async function run(): Promise<BenchResult[]> {
  const rounds = Number(process.env.BENCH_MAIL_SYNC_ROUNDS ?? 3);
  const accounts = accountsFor(rounds);
  const ours: number[] = [], base: number[] = [];
  const emptyOurs: number[] = [], emptyBare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const game = await votingGame(accounts[round], `sync${round}`);
    try {
      // Four of the five players change their minds, 125 times each: every reply is recorded, no
      // tally (applied; or, where the mail server delivered two of a player's replies out of the
      // order they were sent, one saying the vote that stands is recorded as already recorded).
      const voters = game.players.slice(0, 4);
      const requests = await Promise.all(voters.map((p) => waitForMail(p, /\] Vote:/)));
      await Promise.all(voters.map(async (p, i) => {
        for (let n = 0; n < REPLIES / voters.length; n++) await p.replyTo(requests[i], n % 2 ? 'nein' : 'Ja!');
      }));
      const moderator = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user: game.moderator.address, pass: game.moderator.password }, logger: false });
      await moderator.connect();
      await waitFor('500 replies in the moderator inbox', async () => ((await moderator.status('INBOX', { messages: true })) || { messages: 0 }).messages! >= REPLIES, 60_000);
      await moderator.logout();

      let t0 = performance.now();
      const fetched = await fetchAll(game.moderator.address, game.moderator.password);
      base.push(performance.now() - t0);
      if (fetched !== REPLIES) throw new Error(`the baseline fetched ${fetched} messages`);

      t0 = performance.now();
      const transport = await openTransport(loadMailConfig(game.path, process.env), gameMailDir(game.path), process.env);
      const report = await syncOnce({ now: () => new Date(), env: process.env, cwd: process.cwd(), interactive: false }, game.path, transport);
      await transport.close();
      ours.push(performance.now() - t0);
      const recorded = report.items.filter((i) => i.outcome === 'applied' || i.outcome === 'already-recorded').length;
      if (recorded !== REPLIES) throw new Error(`sync recorded ${recorded} of ${REPLIES} replies (${report.items.filter((i) => i.outcome === 'applied').length} applied)`);

      // Nothing waiting now: the whole `chancery sync` process against the bare script.
      const bareEnv = { BARE_IMAP_PORT: String(IMAP_PORT), BARE_IMAP_USER: game.moderator.address, BARE_IMAP_PASS: game.moderator.password };
      const bare = join(new URL('.', import.meta.url).pathname, 'imap-bare.js');
      for (let i = 0; i < Number(process.env.BENCH_IMAP_EMPTY_RUNS ?? 5); i++) {
        const b = timed([bare], game.cwd, bareEnv);
        if (b.status !== 0) throw new Error(`the bare IMAP script failed: ${b.stderr}`);
        emptyBare.push(b.ms);
        emptyOurs.push(cli(['sync', game.path], game.cwd).ms);
      }
    } finally {
      await closeGame(game);
    }
  }
  const ratio = median(ours) / median(base);
  const empty = median(emptyOurs) / median(emptyBare);
  return [
    { name: 'mail-sync: 500 replies vs imapflow fetch + postal-mime parse of each', ratio, target: '<= 1.3', met: ratio <= 1.3, detail: `median sync ${median(ours).toFixed(0)} ms (fetch, parse, judge, one log write, 4 answers sent, marked processed), fetch + parse ${median(base).toFixed(0)} ms, ${rounds} rounds; each round's own ratio ${ratioRange(ours, base)}` },
    { name: 'mail-sync: chancery sync with nothing waiting (IMAP) vs a bare connect/select/search/logout script, whole processes', ratio: empty, target: '<= 1.3', met: empty <= 1.3, detail: `chancery sync ${median(emptyOurs).toFixed(0)} ms, bare imapflow script ${median(emptyBare).toFixed(0)} ms (median of ${emptyOurs.length} alternating runs)` },
  ];
}

/** The baseline: connect, open the folder, fetch every message's bytes and parse each as chancery does. */
async function fetchAll(user: string, pass: string): Promise<number> {
  const client = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user, pass }, logger: false });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  let n = 0;
  try {
    const sources: Buffer[] = [];
    for await (const msg of client.fetch('1:*', { uid: true, source: true })) if (msg.source) sources.push(msg.source);
    // Parsed as the messages arrive in chancery too: all together.
    n = (await Promise.all(sources.map((raw) => PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' })))).length;
  } finally {
    lock.release();
  }
  await client.logout();
  return n;
}
