// `chancery mail check [game]`: tries the configured mail account step by step and says exactly
// which step failed: the config, the password variable, DNS, TCP, TLS, login, the folder, and the
// round trip: a check message sent by SMTP to the from address players reply to must arrive in the
// folder read over IMAP (a typo in from, or another account's address, would lose every reply).
import { promises as dns } from 'node:dns';
import { connect } from 'node:net';
import { accessSync, constants, existsSync } from 'node:fs';
import { makeOwnerFolder } from '../input/files.js';
import { join } from 'node:path';
import { gamesDir, resolveGamePath } from '../game/paths.js';
import { bareAddress, gameMailDir, loadMailConfig, passwordOf, type MailConfig, type ServerConfig } from '../mail/config.js';
import { CHECK_HEADER, newMessageId } from '../mail/ids.js';
import { randomBytes } from '../input/entropy.js';
import type { Context } from '../game/context.js';
import { checkLogFile, readLog } from '../log/file.js';
import type { Lang } from '../log/records.js';
import { speechOf, type Speech } from '../game/speech.js';
import { ChanceryError } from '../errors.js';
import { gameWording } from '../game/error-words.js';
import { headersLang } from './folder-lang.js';

export interface CheckStep { server: 'config' | 'smtp' | 'imap' | 'local'; step: 'config' | 'password' | 'dns' | 'tcp' | 'tls' | 'login' | 'folder' | 'write' | 'delivery'; ok: boolean; detail: string }
export interface MailCheckResult { config: string | null; transport: string; ok: boolean; steps: CheckStep[]; lang: Lang }

/** How long the round trip waits for the check message to arrive, by default. */
export const DELIVERY_WAIT_SECONDS = 20;

/** The local mailbox's step: whether its folder (made as new would make it) can be written. */
export function localWriteStep(dir: string, lang: Lang): CheckStep {
  const say = speechOf(lang).mail.check;
  try {
    makeOwnerFolder(dir);
    accessSync(dir, constants.W_OK);
    return { server: 'local', step: 'write', ok: true, detail: say.writable(dir) };
  } catch (e) {
    return { server: 'local', step: 'write', ok: false, detail: say.notWritable(dir, e as NodeJS.ErrnoException) };
  }
}

export async function mailCheck(input: { game?: string; timeoutSeconds?: number }, ctx: Context): Promise<MailCheckResult> {
  // Without a game, only the moderator's own config ($CHANCERY_HOME/mail.yaml) can apply.
  const path = input.game ? resolveGamePath(input.game, ctx.env, ctx.cwd) : join(gamesDir(ctx.env, ctx.cwd), '.none.yaml');
  // A game named that is neither there nor set up before `new` (its folder holding mail.yaml) is a
  // typo: refused as status refuses it, before anything (the local write step) makes its folder.
  if (input.game && !existsSync(path) && !existsSync(gameMailDir(path))) checkLogFile(path);
  const steps: CheckStep[] = [];
  // A game's check is worded in its language; without one (or for a game whose mail is set up
  // before `new`), in the language most of the folder's games use, as `list` and help speak (the
  // step names stay codes in --json).
  const lang: Lang = (input.game && existsSync(path) ? readLog(path).header.lang : undefined) ?? headersLang(gamesDir(ctx.env, ctx.cwd)) ?? 'en';
  const say = speechOf(lang).mail.check;
  const result: MailCheckResult = { config: null, transport: 'unknown', ok: false, steps, lang };
  let config;
  try {
    config = loadMailConfig(path, ctx.env);
  } catch (e) {
    steps.push({ server: 'config', step: 'config', ok: false, detail: await inGameWords(e, lang) });
    return result;
  }
  result.config = config.source;
  result.transport = config.transport;
  steps.push({ server: 'config', step: 'config', ok: true, detail: config.source ?? say.noConfig });
  if (config.transport === 'local') {
    // The game's own folder, or (with no game named) the folder games are created in.
    steps.push(localWriteStep(input.game ? gameMailDir(path) : gamesDir(ctx.env, ctx.cwd), lang));
  } else {
    await checkServer('smtp', config.smtp, ctx.env, steps, () => checkSmtp(config.smtp, ctx.env, say), say, lang);
    await checkServer('imap', config.imap, ctx.env, steps, () => checkImap(config.imap, ctx.env, config.imap.folder, say), say, lang);
    // Both servers work: whether the replies to from reach the folder read.
    if (steps.every((s) => s.ok)) steps.push(await roundTrip(config, ctx.env, say, input.timeoutSeconds ?? DELIVERY_WAIT_SECONDS));
  }
  result.ok = steps.every((s) => s.ok);
  return result;
}

type Say = Speech['mail']['check'];

/** A failed step's detail as the other commands say the same error (sync's config refusal, the missing password): in the game's language. */
async function inGameWords(e: unknown, lang: Lang): Promise<string> {
  return e instanceof ChanceryError ? (await gameWording(e.inLang(lang))).message : (e as Error).message;
}

async function checkServer(server: 'smtp' | 'imap', s: ServerConfig, env: NodeJS.ProcessEnv, steps: CheckStep[], login: () => Promise<CheckStep[]>, say: Say, lang: Lang): Promise<void> {
  try {
    passwordOf(s, env);
    steps.push({ server, step: 'password', ok: true, detail: say.passwordSet(String(s.passwordEnv)) });
  } catch (e) {
    steps.push({ server, step: 'password', ok: false, detail: await inGameWords(e, lang) });
    return;
  }
  let address: string;
  try {
    address = (await dns.lookup(s.host)).address;
    steps.push({ server, step: 'dns', ok: true, detail: say.resolves(s.host, address) });
  } catch (e) {
    steps.push({ server, step: 'dns', ok: false, detail: say.noResolve(s.host, (e as NodeJS.ErrnoException).code ?? (e as Error).message) });
    return;
  }
  const tcp = await tcpReachable(address, s.port, say);
  steps.push({ server, step: 'tcp', ok: tcp === null, detail: tcp ?? say.accepts(s.host, s.port) });
  if (tcp) return;
  steps.push(...await login());
}

function tcpReachable(host: string, port: number, say: Say): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 8000 });
    socket.once('connect', () => { socket.destroy(); resolve(null); });
    socket.once('timeout', () => { socket.destroy(); resolve(say.noAnswer(host, port)); });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(say.cannotConnect(host, port, e.code ?? e.message, e.code === 'ECONNREFUSED')));
  });
}

async function checkSmtp(s: ServerConfig, env: NodeJS.ProcessEnv, say: Say): Promise<CheckStep[]> {
  const { smtpTransport, startTlsRequired } = await import('../mail/smtp-imap.js');
  const required = startTlsRequired(s);
  const transport = await smtpTransport(s, env, false);
  try {
    await transport.verify();
    return [
      { server: 'smtp', step: 'tls', ok: true, detail: s.secure ? say.tls : required ? say.startTlsDone : say.starttls },
      { server: 'smtp', step: 'login', ok: true, detail: say.loggedIn(s.user) },
    ];
  } catch (e) {
    const err = e as { code?: string; message: string; response?: string };
    // Required and refused: nodemailer sends STARTTLS anyway and fails with the server's answer.
    if (required && err.code === 'ETLS' && /STARTTLS/.test(err.message)) return [{ server: 'smtp', step: 'tls', ok: false, detail: say.noStartTls('smtp', (err.response ?? err.message).trim()) }];
    const tls = err.code === 'ETLS' || /ssl|tls|certificate|wrong version/i.test(err.message);
    if (tls) return [{ server: 'smtp', step: 'tls', ok: false, detail: say.tlsFailed(err.message, s.secure ? 'smtp-secure' : null) }];
    return [
      { server: 'smtp', step: 'tls', ok: true, detail: say.connected },
      { server: 'smtp', step: 'login', ok: false, detail: err.code === 'EAUTH' ? say.loginRefused(err.response ?? err.message) : say.loginFailed(err.response ?? err.message) },
    ];
  } finally {
    transport.close();
  }
}

async function checkImap(s: ServerConfig, env: NodeJS.ProcessEnv, folder: string, say: Say): Promise<CheckStep[]> {
  const { imapClient, startTlsRequired } = await import('../mail/smtp-imap.js');
  const required = startTlsRequired(s);
  const client = await imapClient(s, env);
  client.on('error', () => undefined);
  const out: CheckStep[] = [];
  try {
    await client.connect();
    out.push({ server: 'imap', step: 'tls', ok: true, detail: s.secure ? say.tls : required ? say.startTlsDone : say.connected });
    out.push({ server: 'imap', step: 'login', ok: true, detail: say.loggedIn(s.user) });
  } catch (e) {
    const err = e as { authenticationFailed?: boolean; responseText?: string; message: string; code?: string };
    if (err.authenticationFailed) {
      out.push({ server: 'imap', step: 'tls', ok: true, detail: say.connected });
      out.push({ server: 'imap', step: 'login', ok: false, detail: say.loginRefused(err.responseText ?? err.message) });
    } else if (required && (err as { tlsFailed?: boolean }).tlsFailed && /STARTTLS/.test(err.message)) {
      out.push({ server: 'imap', step: 'tls', ok: false, detail: say.noStartTls('imap', err.message) });
    } else {
      out.push({ server: 'imap', step: 'tls', ok: false, detail: say.connectionFailed(`${err.code ?? ''} ${err.message}`.trim(), s.secure ? null : 'imap-secure') });
    }
    return out;
  }
  try {
    const box = await client.mailboxOpen(folder, { readOnly: true });
    out.push({ server: 'imap', step: 'folder', ok: true, detail: say.folder(folder, box.exists) });
  } catch (e) {
    out.push({ server: 'imap', step: 'folder', ok: false, detail: say.folderFailed(folder, (e as { responseText?: string }).responseText ?? (e as Error).message) });
  } finally {
    await client.logout().catch(() => undefined);
  }
  return out;
}

type RealConfig = Extract<MailConfig, { transport: 'smtp+imap' }>;

/**
 * Sends a check message by SMTP to the from address, waits (at most `seconds`) for it to appear in
 * the folder read over IMAP, and deletes it there. One that never arrives is a from address whose
 * replies chancery would never read: every player's answer lost, and the deadline's house rule
 * voting for them.
 */
async function roundTrip(config: RealConfig, env: NodeJS.ProcessEnv, say: Say, seconds: number): Promise<CheckStep> {
  const { SmtpImapTransport, imapClient } = await import('../mail/smtp-imap.js');
  const to = bareAddress(config.from);
  const token = randomBytes(12).toString('hex');
  const domain = to.includes('@') ? to.slice(to.lastIndexOf('@') + 1) : 'chancery.invalid';
  const folder = config.imap.folder;
  const step = (ok: boolean, detail: string): CheckStep => ({ server: 'imap', step: 'delivery', ok, detail });
  const client = await imapClient(config.imap, env);
  try {
    await client.connect();
    await client.mailboxOpen(folder);
    // Sent as the game's messages are (the transport's send), only marked as the check.
    const sender = new SmtpImapTransport(config, env);
    const started = Date.now();
    try {
      await sender.send({ from: config.from, to, subject: `${say.checkSubject} ${token.slice(0, 8)}`, text: say.checkText, messageId: newMessageId(domain), check: token });
    } catch (e) {
      const err = e as { response?: string; message: string };
      return step(false, say.notSent(to, (err.response ?? err.message).trim()));
    } finally {
      await sender.close();
    }
    const until = started + seconds * 1000;
    for (;;) {
      await client.noop();
      const found = (await client.search({ header: { [CHECK_HEADER]: token } }, { uid: true })) || [];
      if (found.length) {
        await client.messageDelete(found.join(','), { uid: true });
        return step(true, say.delivered(to, folder, config.imap.user, ((Date.now() - started) / 1000).toFixed(1)));
      }
      if (Date.now() >= until) return step(false, say.notDelivered(to, folder, config.imap.user, seconds));
      await new Promise((r) => setTimeout(r, Math.min(250, Math.max(0, until - Date.now()))));
    }
  } catch (e) {
    return step(false, say.folderFailed(folder, (e as { responseText?: string }).responseText ?? (e as Error).message));
  } finally {
    await client.logout().catch(() => undefined);
  }
}
