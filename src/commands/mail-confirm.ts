// `chancery mail confirm <game> <message-id>`: applies a held reply (see src/mail/confirm.ts).
import { resolveGamePath } from '../game/paths.js';
import { confirmHeld, type ConfirmResult } from '../game/confirm.js';
import type { Context } from '../game/context.js';
import { checkLogFile } from '../log/file.js';

export async function mailConfirm(input: { game: string; messageId: string; format?: string }, ctx: Context): Promise<ConfirmResult> {
  const path = resolveGamePath(input.game, ctx.env, ctx.cwd);
  checkLogFile(path);
  const id = input.messageId.trim();
  return confirmHeld(ctx, path, id.startsWith('<') ? id : `<${id}>`, { format: input.format, game: input.game });
}
