// What went wrong with the mail, as facts each language words (problemWords): which step failed,
// and the detail as the library or the server gave it (quoted, as `chancery mail check` quotes
// it). The English wording is kept beside the facts in a message-failed record and in --json.
import type { Lang } from '../log/records.js';
import { diskProblemOf, diskWords, type DiskProblem } from '../input/disk.js';

/** A message not sent, or a mailbox not read: the step that failed, and what was answered. */
export type MailProblem =
  | { kind: 'no-address'; player: string }
  | { kind: 'busy'; owner?: number }
  /** The game's send lock is not a regular file (a named pipe, a link: a hand's doing): nothing is sent until it is removed. */
  | { kind: 'lock-file'; file: string }
  /** The disk refused a file of the message (the local outbox on a full disk): no server was involved. */
  | { kind: 'disk'; problem: DiskProblem; code: string }
  | { kind: 'dns' | 'refused' | 'timeout' | 'tls' | 'login' | 'recipient' | 'dropped' | 'other'; server: 'smtp' | 'imap'; detail: string };

/** A step of talking to a server that can fail (the problems that name a server). */
type Step = Exclude<MailProblem['kind'], 'no-address' | 'busy' | 'lock-file' | 'disk'>;

/** A send error as a problem: which step failed (connection, login, recipient), from nodemailer's codes. */
export function sendProblem(e: unknown): MailProblem {
  if (e instanceof NoAddress) return { kind: 'no-address', player: e.player };
  const disk = diskProblemOf(e);
  if (disk) return { kind: 'disk', problem: disk.kind, code: disk.code };
  const err = e as { code?: string; response?: string; message?: string };
  const detail = err.response ?? err.message ?? String(e);
  const at = (kind: Step): MailProblem => ({ kind, server: 'smtp', detail });
  if (/ENOTFOUND|EAI_AGAIN/.test(detail)) return at('dns');
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(detail)) return at('refused');
  switch (err.code) {
    case 'ECONNECTION': case 'ECONNREFUSED': return at('refused');
    case 'ETIMEDOUT': return at('timeout');
    case 'EDNS': return at('dns');
    case 'ETLS': return at('tls');
    case 'EAUTH': return at('login');
    case 'EENVELOPE': return at('recipient');
    default: return at('other');
  }
}

/** A failed read of the mailbox (imapflow's errors) as a problem. */
export function readProblem(e: unknown): MailProblem {
  const err = e as { code?: string; message?: string; responseText?: string; authenticationFailed?: boolean };
  const detail = err.responseText || err.message || String(e);
  const at = (kind: Step): MailProblem => ({ kind, server: 'imap', detail: err.message && err.responseText ? `${err.message}: ${err.responseText}` : detail });
  const text = `${err.code ?? ''} ${err.message ?? ''}`;
  if (err.authenticationFailed) return at('login');
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return at('dns');
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(text)) return at('refused');
  if (/ETIMEDOUT|timeout/i.test(text)) return at('timeout');
  if (/ECONNRESET|EPIPE|NoConnection|Connection not available|closed/i.test(text)) return at('dropped');
  if (/TLS|SSL|certificate/i.test(text)) return at('tls');
  return at('other');
}

/** Thrown for a player the roster gives no address (over a real mail server). */
export class NoAddress extends Error {
  constructor(readonly player: string) {
    super(`${player} has no email address in the roster`);
  }
}

/** The English wording (the log's message-failed record, --json). */
export function problemInEnglish(p: MailProblem): string {
  return problemWords(p, 'en');
}

/** The problem in the game's language: a Russian game's moderator reads no English sentence of ours. */
export function problemWords(p: MailProblem, lang: Lang): string {
  const ru = lang === 'ru';
  switch (p.kind) {
    case 'no-address': return ru ? `в списке игроков нет адреса почты (игрок: ${p.player})` : `${p.player} has no email address in the roster`;
    case 'busy': {
      const who = p.owner ? (ru ? `процесс ${p.owner}` : `process ${p.owner}`) : ru ? 'другой процесс' : 'another process';
      return ru
        ? `пока не отправлено: почту этой игры ещё отправляет другая команда chancery (${who}); выполните chancery send позже`
        : `not sent yet: another chancery command (${who}) is still sending this game's mail; run chancery send later`;
    }
    case 'lock-file': return ru
      ? `не отправлено: на месте файла блокировки отправки ${p.file} не обычный файл (ссылка, канал или устройство); удалите его и выполните chancery send`
      : `not sent: the send lock ${p.file} is not a regular file (a link, a named pipe or a device); remove it, then run chancery send`;
    case 'disk': return ru
      ? `письмо не записано на диск: ${diskWords(p.problem, 'ru')} (${p.code})`
      : `the message could not be written to the disk: ${diskWords(p.problem, 'en')} (${p.code})`;
    default: {
      const step = ru ? RU_STEPS[p.kind](p.server.toUpperCase()) : EN_STEPS[p.kind](p.server === 'smtp' ? 'the SMTP server' : 'the IMAP server');
      // In another language, the system's own name for the call that failed ("connect ECONNREFUSED
      // 127.0.0.1:9", "getaddrinfo ENOTFOUND host") is left out: the code and the address are the
      // facts, as `mail check` gives them. A server's answer is quoted as it came.
      const detail = ru ? p.detail.replace(/\b(?:connect|getaddrinfo|read|write|queryA|querySrv) (E[A-Z_]+)\b/g, '$1') : p.detail;
      return step ? `${step}: ${detail}` : detail;
    }
  }
}

const EN_STEPS: Record<Step, (server: string) => string> = {
  dns: (s) => `${s}'s name does not resolve`, refused: (s) => `cannot connect to ${s}`, timeout: (s) => `${s} did not answer in time`,
  tls: (s) => `TLS with ${s} failed`, login: (s) => `${s} refused the login`, recipient: (s) => `${s} refused the recipient`,
  dropped: (s) => `the connection to ${s} was lost`, other: () => '',
};

const RU_STEPS: Record<Step, (server: string) => string> = {
  dns: (s) => `имя сервера ${s} не находится`, refused: (s) => `не удаётся соединиться с сервером ${s}`, timeout: (s) => `сервер ${s} не ответил вовремя`,
  tls: (s) => `шифрование с сервером ${s} не установлено`, login: (s) => `сервер ${s} не принял вход`, recipient: (s) => `сервер ${s} не принял адресата`,
  dropped: (s) => `соединение с сервером ${s} прервалось`, other: (s) => `ошибка почты (${s})`,
};
