// `sync --watch` runs for hours against a real IMAP server, whose connection can drop under it (a
// network blip, a server's idle timeout) and which can be away for a while (a restart). Given a
// watch reading Dovecot through a proxy, when the proxy resets the connection (TCP RST: the client
// sees ECONNRESET), or also refuses new ones for a while, then the watch keeps running (saying each
// poll that failed), connects again and applies the reply that comes next, and Ctrl-C still ends it
// with exit 0. imapflow reports a drop as an 'error' event, which ends a Node process that has no
// listener for it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { accountsFor, votingGame, waitForMail } from '../support/mail-game.js';
import { cleanupMailboxes, IMAP_PORT, waitFor, writeMailConfig } from '../support/mail.js';
import { BIN } from '../support/cli.js';

/**
 * A TCP proxy to the IMAP server whose open connections can be reset at will (`resetAll`), and
 * which can stop taking connections for a while, as a server being restarted (`away`, `back`).
 * `opened()`: how many times the server has answered a SELECT through it (a client that logged in
 * and opened its mailbox: a poll under way), so a test waits for that, not for time.
 */
async function resettableProxy(): Promise<{ port: number; resetAll: () => number; opened: () => number; away: () => Promise<void>; back: () => Promise<void>; close: () => void }> {
  const open = new Set<Socket>();
  let opened = 0;
  const handle = (client: Socket) => {
    const upstream = connect(IMAP_PORT, '127.0.0.1');
    open.add(client);
    client.pipe(upstream).pipe(client);
    // Dovecot's answer to a SELECT (RFC 3501 §6.3.1): "<tag> OK [READ-WRITE] ...", in one write.
    upstream.on('data', (d: Buffer) => { opened += d.toString('latin1').match(/ OK \[READ-(?:WRITE|ONLY)\]/g)?.length ?? 0; });
    const drop = () => { open.delete(client); client.destroy(); upstream.destroy(); };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  };
  let server: Server = createServer(handle);
  const listen = (port: number) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  const port = await listen(0);
  const resetAll = () => { const n = open.size; for (const s of open) s.resetAndDestroy(); open.clear(); return n; };
  return {
    port,
    resetAll,
    opened: () => opened,
    away: () => new Promise<void>((resolve) => { resetAll(); server.close(() => resolve()); }),
    back: async () => { server = createServer(handle); await listen(port); },
    close: () => { for (const s of open) s.destroy(); server.close(); },
  };
}

type Proxy = Awaited<ReturnType<typeof resettableProxy>>;
interface Watch { out: () => string; err: () => string; ended: () => boolean; stop: () => Promise<number | null> }

/**
 * A voting game whose moderator reads Dovecot through a resettable proxy, `sync --watch` running on
 * it (polling every 0.2 s) and started; `scene` drives it; the proxy and accounts are closed after.
 */
async function watched(id: string, scene: (watch: Watch, proxy: Proxy, game: Awaited<ReturnType<typeof votingGame>>) => Promise<void>): Promise<void> {
  const game = await votingGame(accountsFor(1)[0], id);
  const proxy = await resettableProxy();
  try {
    writeMailConfig(join(game.cwd, 'games'), game.id, game.moderator, { imapPort: proxy.port });
    const watcher = spawn(process.execPath, [BIN, 'sync', game.id, '--watch', '--interval', '0.2'], { cwd: game.cwd, env: { ...process.env, NO_COLOR: '1', CI: 'true' } });
    let out = '';
    let err = '';
    watcher.stdout.on('data', (d) => { out += d; });
    watcher.stderr.on('data', (d) => { err += d; });
    let exitCode: number | null | undefined;
    const exited = new Promise<void>((resolve) => watcher.on('exit', (code) => { exitCode = code; resolve(); }));
    const watch: Watch = {
      out: () => out,
      err: () => err,
      ended: () => exitCode !== undefined,
      stop: async () => { watcher.kill('SIGINT'); await exited; return exitCode ?? null; },
    };
    await waitFor('the watch to start', () => new RegExp(`watching ${id}`).test(out));
    // Let it poll over the proxied connection first.
    await waitFor('the watch to open the mailbox through the proxy', () => proxy.opened() >= 1 || watch.ended(), 20_000);
    assert.not.ok(watch.ended(), `the watch ended before its first poll: ${watch.err()}`);
    await scene(watch, proxy, game);
    if (!watch.ended()) watcher.kill('SIGKILL');
  } finally {
    proxy.close();
    await Promise.all(game.players.map((p) => p.close())).catch(() => undefined);
    await game.inbox.close();
  }
}

/** Alice votes by reply; the watch must apply it. */
async function aliceVotes(watch: Watch, game: Awaited<ReturnType<typeof votingGame>>, vote: 'Ja' | 'Nein'): Promise<void> {
  const [alice] = game.players;
  await alice.replyTo(await waitForMail(alice, /\] Vote:/), vote);
  await waitFor('the watch to apply Alice\'s vote', () => new RegExp(`applied Alice: ${vote}`).test(watch.out()) || watch.ended(), 20_000);
  assert.match(watch.out(), new RegExp(`applied Alice: ${vote}`), `${watch.out()}\n${watch.err()}`);
}

test('given a watch whose IMAP connection is reset under it, it reconnects at the next poll and applies the next reply', async () => {
  await watched('watch', async (watch, proxy, game) => {
    // Cut its connection as a network would.
    const before = proxy.opened();
    assert.ok(proxy.resetAll() >= 1, 'the watch had a connection open through the proxy');
    await waitFor('the watch to open the mailbox again', () => proxy.opened() > before || watch.ended(), 20_000);
    assert.not.ok(watch.ended(), `the watch ended after the reset: ${watch.err()}`);
    await aliceVotes(watch, game, 'Ja');
    assert.is(await watch.stop(), 0, watch.err());
    assert.match(watch.out(), /stopped watching watch\n$/);
  });
});

test('given the server away for a while (the connection reset, new ones refused), the watch says each failed poll, and applies the next reply once the server is back', async () => {
  await watched('away', async (watch, proxy, game) => {
    await proxy.away();
    await waitFor('a failed poll to be said', () => /could not read the mailbox \(.*ECONNREFUSED.*\): trying again in 0\.2 s/.test(watch.out()) || watch.ended());
    assert.not.ok(watch.ended(), `the watch ended: ${watch.out()}\n${watch.err()}`);
    await proxy.back();
    await aliceVotes(watch, game, 'Nein');
    assert.is(await watch.stop(), 0, watch.err());
  });
});

test.after(() => cleanupMailboxes());
test.run();
