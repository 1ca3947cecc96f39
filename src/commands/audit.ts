// `chancery audit <log>`: replays and checks everything a reader can check from the file alone.
// A failed audit is a result (printed in full), then CheckFailed sets the exit code.
import { resolveGamePath } from '../game/paths.js';
import { auditFile, type AuditResult } from '../log/audit.js';
import type { Context } from '../cli/context.js';

export interface AuditInput { log: string }

export async function audit(input: AuditInput, ctx: Context): Promise<AuditResult> {
  return auditFile(resolveGamePath(input.log, ctx.env, ctx.cwd));
}
