// Exactly once under concurrency, decision by decision: the same decision is wanted at once by two
// `sync`s (a player's reply waits in the inbox) and by the moderator's command, started together
// and a little apart. Whoever comes first decides; the others find it decided. After the race: the
// decision is recorded once (its engine event once, the next holder's message once), the reply is
// recorded once and its player answered once, nobody crashed or waited for a lock's timeout, the
// log audits and every message goes out once. For the last vote (Eve's Ja by mail, `vote g 5=nein`
// typed) and for the President's discard (Alice's «discard 1» by mail, `discard g 2` typed).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { readLog } from '../../src/log/file.js';
import { retractedSeqs } from '../../src/log/records.js';
import { afterwards, crashOf, fromTemplate, logPath, prng, start, type Run } from './support.js';

interface Race {
  name: string;
  setup: string[][];
  command: string[];
  /** The engine event the decision writes, once. */
  event: string;
  /** The message the decision queues for the next one to act, once. */
  next: string;
  /** The seat whose reply waits in the inbox (0-based). */
  replier: number;
}

const RACES: Race[] = [
  {
    name: 'the last vote',
    setup: [['nominate', 'g', 'Bob'], ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja'], ['reply', 'g', 'Eve', 'Ja']],
    command: ['vote', 'g', '5=nein'], event: 'votes-tallied', next: 'president-hand', replier: 4,
  },
  {
    name: 'the President\'s discard',
    setup: [['nominate', 'g', 'Bob'], ['vote', 'g', '1=ja', '2=ja', '3=ja', '4=ja', '5=ja'], ['reply', 'g', 'Alice', 'discard 1']],
    command: ['discard', 'g', '2'], event: 'president-discarded', next: 'chancellor-hand', replier: 0,
  },
];

const delayed = (ms: number, go: () => Promise<Run>) => new Promise<Run>((resolve) => setTimeout(() => resolve(go()), ms));

for (const race of RACES) {
  test(`given ${race.name} wanted by two syncs and \`${race.command.join(' ')}\` at once: decided once, the reply recorded and answered once`, async () => {
    const random = prng(20261207);
    const failures: string[] = [];
    for (let round = 0; round < 6; round++) {
      const cwd = fromTemplate(`race-${race.event}`, race.setup);
      const before = readLog(logPath(cwd)).events.length;
      // Round 0 starts all three together; later rounds start each up to 300 ms apart.
      const wait = () => (round === 0 ? 0 : Math.floor(random() * 300));
      const runs = await Promise.all([
        delayed(wait(), () => start(['sync', 'g'], cwd)),
        delayed(wait(), () => start(['sync', 'g'], cwd)),
        delayed(wait(), () => start(race.command, cwd)),
      ]);
      const problems: string[] = [];
      runs.forEach((r, i) => {
        const crash = crashOf(r);
        if (crash || (r.code ?? 0) > 2) problems.push(`run ${i + 1}: ${crash ?? `exit ${r.code}`}: ${r.stderr.slice(0, 300)}`);
        if (r.ms > 10_000) problems.push(`run ${i + 1} took ${r.ms} ms`);
      });
      problems.push(...await afterwards(cwd));
      const events = readLog(logPath(cwd)).events;
      const gone = retractedSeqs(events);
      const fresh = events.slice(before).filter((e) => !gone.has(e.seq));
      const count = (type: string, kind?: string) => fresh.filter((e) => e.type === type && (kind === undefined || (e as { kind?: string }).kind === kind)).length;
      if (count(race.event) !== 1) problems.push(`${race.event} written ${count(race.event)} times`);
      if (count('message-queued', race.next) !== 1) problems.push(`${race.next} queued ${count('message-queued', race.next)} times`);
      if (count('reply-received') !== 1) problems.push(`the reply recorded ${count('reply-received')} times`);
      const answers = fresh.filter((e) => e.type === 'message-queued' && (e as { to: number }).to === race.replier && ['ack', 'error-reply'].includes((e as { kind: string }).kind));
      if (answers.length !== 1) problems.push(`the replier answered ${answers.length} times (${answers.map((e) => (e as { kind: string }).kind).join(', ')})`);
      const outcome = runs.map((r, i) => `run ${i + 1} exit ${r.code}`).join(', ');
      if (problems.length) failures.push(`round ${round + 1} (${outcome}): ${problems.join('; ')} (${cwd})`);
      else rmSync(cwd, { recursive: true, force: true });
    }
    assert.equal(failures, []);
  });
}

test.run();
