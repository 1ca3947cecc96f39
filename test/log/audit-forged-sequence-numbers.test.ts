// A forged log's sequence numbers, as an auditor may be handed them: the audit must end promptly and
// say what the file shows (docs/log-format.md §6 step 2: `seq` runs 1, 2, 3… in file order). A
// number changed to a huge value is one changed number, not billions of deleted events, and must
// not be counted up to; a number changed in place is not a deletion of every event after it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializeLog } from '../../src/log/file.js';
import type { LogHeader, LogRecord } from '../../src/log/records.js';
import { auditText } from '../../src/log/audit.js';
import { scratch } from '../support/scratch.js';
import { finishedLogAt } from '../support/finished-log.js';
import { runCli } from '../support/cli.js';

const finishedLog = () => finishedLogAt(join(scratch('chancery-forged-seq-'), 'g.yaml'), { players: 7, seed: 'forged-seq' });

/** The log's text with event `seq`'s number written as `as` (the hashes left as they were). */
function renumbered(header: LogHeader, events: LogRecord[], seq: number, as: string): string {
  const text = serializeLog(header, events);
  const edited = text.replace(`\n  - seq: ${seq}\n`, `\n  - seq: ${as}\n`);
  assert.is.not(edited, text, `event ${seq} is in the text`);
  return edited;
}

test('given a log whose third event is numbered 99999999999999999999, then audit ends at once and says that number was changed, at its line', () => {
  const { path, header, events } = finishedLog();
  const text = renumbered(header, events, 3, '99999999999999999999');
  const started = performance.now();
  const r = auditText(text, path);
  assert.ok(performance.now() - started < 2000, `audit took ${Math.round(performance.now() - started)} ms`);
  assert.is(r.ok, false);
  assert.is(r.problem!.line, text.split('\n').indexOf('  - seq: 99999999999999999999') + 1);
  assert.is(r.problem!.kind, 'sequence-changed');
  assert.match(r.problem!.message, /sequence number of event 3 was changed/);
  assert.not.match(r.problem!.message, /deleted/);
});

test('given a log whose third event is renumbered 200000, then audit says event 3\'s number was changed, not that events 3 and the rest were deleted', () => {
  const { path, header, events } = finishedLog();
  const r = auditText(renumbered(header, events, 3, '200000'), path);
  assert.is(r.problem!.kind, 'sequence-changed');
  assert.match(r.problem!.message, /^the sequence number of event 3 was changed to 200000/);
  assert.ok(r.problem!.message.length < 200, r.problem!.message.slice(0, 300));
});

test('given many events deleted from the middle, then audit names them as a range', () => {
  const { path, header, events } = finishedLog();
  assert.ok(events.length > 60, 'a game long enough');
  const kept = [...events.slice(0, 10), ...events.slice(50)];
  const r = auditText(serializeLog(header, kept), path);
  assert.equal([r.problem!.kind, r.problem!.seq, r.problem!.message], ['event-deleted', 51, 'events 11–50 were deleted (40 events)']);
});

test('given a Russian auditor\'s log whose number was changed, then the verdict says so in Russian, and the command exits 1 naming file:line', () => {
  const { path, header, events } = finishedLog();
  const text = renumbered({ ...header, lang: 'ru' } as LogHeader, events, 3, '99999999999999999999');
  const file = join(path, '..', 'ru.yaml');
  writeFileSync(file, text);
  const r = runCli(['audit', file], { cwd: join(path, '..') });
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stdout, new RegExp(`ru\\.yaml:${text.split('\n').indexOf('  - seq: 99999999999999999999') + 1}`));
  assert.match(r.stdout, /номер события № 3 изменён/);
});

test.run();
