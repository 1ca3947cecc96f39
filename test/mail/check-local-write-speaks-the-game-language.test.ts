// `mail check`'s local step (the folder the local mailbox writes to) failed with the system's English
// sentence in a Russian game ("EPERM: operation not permitted, access '…'"), a chattr'd folder seen
// as root. A folder under a regular file fails alike for anyone: the Russian step says why in
// Russian, keeping the system's code; the English one keeps the system's sentence.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localWriteStep } from '../../src/commands/mail-check.js';
import { scratch } from '../support/scratch.js';

function folderUnderAFile(): string {
  const cwd = scratch('chancery-mail-check-write-');
  writeFileSync(join(cwd, 'games'), 'a file where the games folder should be\n');
  return join(cwd, 'games', 'friday');
}

test('given a Russian game whose mail folder cannot be made, the failed step says why in Russian: no English word but the path and the system code', () => {
  const dir = folderUnderAFile();
  const step = localWriteStep(dir, 'ru');
  assert.is(step.ok, false);
  assert.ok(step.detail.includes(dir), step.detail);
  const words = step.detail.replace(dir, ' ').replace(/\bE[A-Z]+\b/g, ' ').match(/[A-Za-z]{2,}/g);
  assert.equal(words, null, step.detail);
  assert.match(step.detail, /\bENOTDIR\b/);
});

test('given an English game whose mail folder cannot be made, the failed step quotes the system as it said it', () => {
  const dir = folderUnderAFile();
  const step = localWriteStep(dir, 'en');
  assert.is(step.ok, false);
  assert.match(step.detail, new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: ENOTDIR: not a directory`));
});

test('given a folder that can be written, the step passes in either language', () => {
  const dir = join(scratch('chancery-mail-check-write-'), 'games');
  assert.is(localWriteStep(dir, 'ru').ok, true);
  assert.is(localWriteStep(dir, 'en').ok, true);
});

test.run();
