// The system clipboard, when the machine has one: the first of the usual tools found on PATH.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const TOOLS: { bin: string; args: string[] }[] = [
  { bin: 'wl-copy', args: [] },
  { bin: 'xclip', args: ['-selection', 'clipboard'] },
  { bin: 'xsel', args: ['--clipboard', '--input'] },
  { bin: 'pbcopy', args: [] },
];

export const CLIPBOARD_TOOLS = TOOLS.map((t) => t.bin);

function onPath(bin: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, bin))) return join(dir, bin);
  }
  return null;
}

/** Copies text; returns the tool used, or null when there is no clipboard (or it failed). */
export function copyToClipboard(text: string, env: NodeJS.ProcessEnv): string | null {
  for (const tool of TOOLS) {
    const path = onPath(tool.bin, env);
    if (!path) continue;
    // child_process (with net and dgram) loads only for --copy: every `post` would pay for it.
    const { spawnSync } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
    const r = spawnSync(path, tool.args, { input: text, env, timeout: 5000, stdio: ['pipe', 'ignore', 'ignore'] });
    if (r.status === 0) return tool.bin;
  }
  return null;
}
