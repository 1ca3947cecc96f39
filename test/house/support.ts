// Helpers for the house-rule tests: a context whose clock the test moves, the log's records, and
// the local outbox read back as a player's mail client would (MIME decoded by mailparser).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Context } from '../../src/cli/context.js';
import { readLog } from '../../src/log/file.js';
import type { LogRecord } from '../../src/log/records.js';
import { newGame, type NewInput } from '../../src/commands/new.js';
import { scratch } from '../support/scratch.js';

export const SEED = 'cd'.repeat(32);
export const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];

export interface Clocked extends Context { at(iso: string): void }

/** A scratch folder and a clock that stays where the test puts it (like CHANCERY_NOW). */
export function clockedContext(start = '2026-12-01T10:00:00Z'): Clocked {
  const dir = scratch('chancery-house-');
  let now = new Date(start);
  return { now: () => new Date(now), at: (iso) => { now = new Date(iso); }, env: { CHANCERY_HOME: dir }, cwd: dir, interactive: false };
}

export function logPath(ctx: Context, id: string): string { return join(ctx.cwd, 'games', `${id}.yaml`); }
export function logText(ctx: Context, id: string): string { return readFileSync(logPath(ctx, id), 'utf8'); }
export function records(ctx: Context, id: string): LogRecord[] { return readLog(logPath(ctx, id)).events; }
export function recordsOf<T extends LogRecord['type']>(ctx: Context, id: string, type: T): Extract<LogRecord, { type: T }>[] {
  return records(ctx, id).filter((r): r is Extract<LogRecord, { type: T }> => r.type === type);
}

/** A game from a roster with addresses and (for some) time zones. */
export async function rosterGame(ctx: Context, id: string, size: number, extra: Partial<NewInput> = {}, zones: Record<string, string> = {}) {
  const roster = NAMES.slice(0, size).map((name) => ({ name, email: `${name.toLowerCase()}@example.org`, ...(zones[name] ? { timezone: zones[name] } : {}) }));
  const file = join(ctx.cwd, `${id}-roster.yaml`);
  writeFileSync(file, JSON.stringify(roster));
  return newGame({ id, players: [file], seed: SEED, ...extra }, ctx);
}

export interface Mail { file: string; to: string; subject: string; text: string; messageId: string }

/** Every email in the game's local outbox, decoded. */
export async function outbox(ctx: Context, id: string): Promise<Mail[]> {
  const dir = join(ctx.cwd, 'games', id, 'outbox');
  let names: string[] = [];
  try { names = readdirSync(dir); } catch { return []; }
  return Promise.all(names.map(async (file) => {
    const m = await simpleParser(readFileSync(join(dir, file)));
    const to = Array.isArray(m.to) ? m.to[0] : m.to;
    return { file, to: to?.value[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '', messageId: m.messageId ?? '' };
  }));
}

/** The email a queued record became. */
export async function mailFor(ctx: Context, id: string, messageId: string): Promise<Mail> {
  const found = (await outbox(ctx, id)).find((m) => m.messageId === messageId);
  if (!found) throw new Error(`no email ${messageId} in the outbox of ${id}`);
  return found;
}
