// A progress bar on stderr (cli-progress) for long work, shown only to a person at a terminal.
import { stderr } from './output.js';

export interface Progress { update(done: number, total: number): void; stop(): void }

/** `minimum`: below this many steps the work is quick and no bar is drawn. */
export async function progressBar(minimum = 0): Promise<Progress | null> {
  // Asked of the output first: a pipe's stream is never made just to ask it.
  if (!stderr.isTTY) return null;
  const stream = process.stderr;
  const { default: progress } = await import('cli-progress');
  const bar = new progress.SingleBar({ stream, clearOnComplete: true }, progress.Presets.shades_classic);
  let started = false;
  return {
    update(done, total) {
      if (total < minimum) return;
      if (!started) { bar.start(total, 0); started = true; }
      bar.update(done);
    },
    stop() {
      if (started) { bar.stop(); started = false; }
    },
  };
}
