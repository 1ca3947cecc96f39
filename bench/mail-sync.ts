// `sync` of 500 waiting replies from the real Dovecot (fetch, parse, judge, one log write, answer,
// mark processed) against a minimal imapflow script that only fetches the same 500 messages.
import { ImapFlow } from 'imapflow';
import { syncOnce } from '../src/mail/sync.js';
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
  for (let round = 0; round < rounds; round++) {
    const game = await votingGame(accounts[round], `sync${round}`);
    try {
      // Four of the five players change their minds, 125 times each: every reply is applied, no tally.
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
      const report = await syncOnce(game.path, transport, new Date());
      await transport.close();
      ours.push(performance.now() - t0);
      const applied = report.items.filter((i) => i.outcome === 'applied').length;
      if (applied !== REPLIES) throw new Error(`sync applied ${applied} of ${REPLIES}`);
    } finally {
      await closeGame(game);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratio = median(ours) / median(base);
  return [{ name: 'mail-sync: 500 replies vs imapflow fetch only', ratio, target: '≤ 1.3', met: ratio <= 1.3, detail: `median sync ${median(ours).toFixed(0)} ms (fetch, parse, judge, one log write, 4 answers sent, marked processed), fetch only ${median(base).toFixed(0)} ms, ${rounds} rounds` }];
}

/** The baseline: connect, open the folder, fetch every message's bytes. */
async function fetchAll(user: string, pass: string): Promise<number> {
  const client = new ImapFlow({ host: '127.0.0.1', port: IMAP_PORT, secure: false, auth: { user, pass }, logger: false });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  let n = 0;
  try {
    for await (const msg of client.fetch('1:*', { uid: true, source: true })) if (msg.source) n++;
  } finally {
    lock.release();
  }
  await client.logout();
  return n;
}
