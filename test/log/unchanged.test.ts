// A copy beside the log (the snapshot, the verified copy) trusted without hashing when the log is
// plainly unchanged (src/log/snapshot.ts; git's "racy git" rule): the log's identity now (device,
// inode, size, mtime, ctime in ns) is the one the copy recorded, on the copy's own device, and the
// recorded times were older than the file system's clock when the copy was begun (by the grain the
// file system keeps times in: 2 s where every time falls on a whole second, 20 ms where every time
// falls on a hundredth, none for times kept to the nanosecond). Otherwise the SHA-256 decides, as
// before. To tell which decided, a copy here names ANOTHER text by its hash and says
// something of its own (a marker state, another game name): trusted by identity, it is used;
// checked by hash, the log is read in full. The expectations follow from the rule, not the code.
import { test } from 'uvu';
import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, copyFileSync, fstatSync, futimesSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { auditFile } from '../../src/log/audit.js';
import { appendLocked, createLogFile, readLog } from '../../src/log/file.js';
import { decide } from '../../src/game/session.js';
import { replayLog } from '../../src/log/replay.js';
import { headerWords, loadState, snapshotPath, unchangedSince, verifiedPath, type Made } from '../../src/log/snapshot.js';
import { readRegular, SIZE_LIMITS, type FileIdentity } from '../../src/input/files.js';
import { privatePath } from '../../src/log/private.js';
import type { LogHeader } from '../../src/log/records.js';
import { AT, headerOf, opening } from '../support/log-fixtures.js';
import { readCopy } from '../support/verified-copy.js';
import { scratch } from '../support/scratch.js';

const MS = 1_000_000n;
const SECOND = 1_000_000_000n;

/** A file's identity as stat gives it now. */
function identityNow(path: string): FileIdentity {
  const st = statSync(path, { bigint: true });
  return { dev: String(st.dev), ino: String(st.ino), size: String(st.size), mtimeNs: String(st.mtimeNs), ctimeNs: String(st.ctimeNs) };
}

/** A copy's record of its making: the log as `log`, the clock `after` ns after the later of its times. */
function made(log: FileIdentity, after: bigint, clockDev = log.dev): Made {
  const latest = BigInt(log.mtimeNs) > BigInt(log.ctimeNs) ? BigInt(log.mtimeNs) : BigInt(log.ctimeNs);
  return { log, clockNs: String(latest + after), clockDev };
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const ANOTHER_TEXT = 'f'.repeat(64);
/** Temporary files left in a log's folder. */
const leftovers = (path: string) => readdirSync(dirname(path)).filter((f) => f.endsWith('.tmp'));

/** A new log in a folder of its own; its times then lie more than a tick in the past. */
function oldLog(header: Partial<LogHeader> = {}, name = 'g1.yaml', dir = scratch('chancery-unchanged-')): { dir: string; path: string } {
  const path = join(dir, name);
  createLogFile(path, headerOf(header), opening, AT, { verified: true });
  sleep(40);
  return { dir, path };
}

/** The snapshot loadState leaves (made now, after the log's last change), then made to say a marker and name another text. */
async function markedSnapshot(path: string): Promise<Record<string, any>> {
  await loadState(path);
  const snap = readJson(snapshotPath(path));
  writeFileSync(snapshotPath(path), JSON.stringify({ ...snap, sha256: ANOTHER_TEXT, state: { marker: 'the snapshot' }, lastSeq: 99 }));
  return snap;
}

const usedSnapshot = async (path: string) => (await loadState(path)).fromSnapshot;

// The rule, on identities as recorded.

const LOG: FileIdentity = { dev: '2049', ino: '131', size: '5120', mtimeNs: '1764590000123456789', ctimeNs: '1764590000123456789' };

test('given a copy begun a second after the log last changed, and the log\'s identity now the recorded one: unchanged, no hash needed', () => {
  assert.ok(unchangedSince(made(LOG, SECOND), { ...LOG }));
});

test('given the log\'s identity now differs in any one part (another device, inode, size, mtime or ctime): not known unchanged', () => {
  for (const key of ['dev', 'ino', 'size', 'mtimeNs', 'ctimeNs'] as const) {
    const now = { ...LOG, [key]: String(BigInt(LOG[key]) + 1n) };
    assert.not.ok(unchangedSince(made(LOG, SECOND), now), key);
  }
});

test('given times kept to the nanosecond, the log changed before the copy\'s clock: unchanged; in the clock\'s own tick (at its time), by its mtime or its ctime: racy, so the hash decides', () => {
  assert.ok(unchangedSince(made(LOG, 1n), LOG), 'a nanosecond before');
  assert.ok(unchangedSince(made(LOG, 5n * MS), LOG), '5 ms before');
  assert.not.ok(unchangedSince(made(LOG, 0n), LOG), 'at the clock');
  const ctimeLater = { ...LOG, ctimeNs: String(BigInt(LOG.mtimeNs) + SECOND) }; // mtime set back by touch -d, say
  assert.not.ok(unchangedSince({ log: ctimeLater, clockNs: ctimeLater.ctimeNs, clockDev: LOG.dev }, ctimeLater), 'ctime at the clock');
});

test('given the log\'s mtime or its ctime at the copy\'s clock, the other older: racy; both a nanosecond older: unchanged', () => {
  const clock = BigInt(LOG.ctimeNs) + SECOND;
  const at = (mtime: bigint, ctime: bigint) => ({ ...LOG, mtimeNs: String(mtime), ctimeNs: String(ctime) });
  for (const [what, log] of [['mtime', at(clock, clock - SECOND)], ['ctime', at(clock - SECOND, clock)]] as const) {
    assert.not.ok(unchangedSince({ log, clockNs: String(clock), clockDev: LOG.dev }, log), what);
  }
  const older = at(clock - 1n, clock - 1n);
  assert.ok(unchangedSince({ log: older, clockNs: String(clock), clockDev: LOG.dev }, older), 'both a nanosecond before');
});

test('given a log touched -d to 10 ms before the copy\'s clock (the touch itself, its ctime, a second before it): the copy begun after the touch describes the log as touched: unchanged', () => {
  const clock = BigInt(LOG.ctimeNs) + SECOND;
  const touched = { ...LOG, mtimeNs: String(clock - 10n * MS) };
  assert.ok(unchangedSince({ log: touched, clockNs: String(clock), clockDev: LOG.dev }, touched));
});

test('given a log whose mtime lies after the copy\'s clock (touch -d into the future): racy, the hash decides', () => {
  const future = { ...LOG, mtimeNs: String(BigInt(LOG.ctimeNs) + 3600n * SECOND) };
  assert.not.ok(unchangedSince({ log: future, clockNs: String(BigInt(LOG.ctimeNs) + SECOND), clockDev: LOG.dev }, future));
});

test('given a file system that keeps hundredths of a second (every time on 10 ms): older by more than 20 ms', () => {
  const centi = { ...LOG, mtimeNs: '1764590000120000000', ctimeNs: '1764590000120000000' };
  assert.not.ok(unchangedSince(made(centi, 10n * MS), centi), 'the next hundredth');
  assert.not.ok(unchangedSince(made(centi, 20n * MS), centi), 'two hundredths: not more than 20 ms');
  assert.ok(unchangedSince(made(centi, 30n * MS), centi), 'three hundredths');
  assert.ok(unchangedSince({ log: centi, clockNs: String(BigInt(centi.ctimeNs) + 10n * MS + 1n), clockDev: LOG.dev }, centi), 'a clock off the hundredths: times kept finer, no margin');
});

test('given a file system that keeps whole seconds (every time on a second): the tick is 2 s', () => {
  const whole = { ...LOG, mtimeNs: '1764590000000000000', ctimeNs: '1764590000000000000' };
  assert.not.ok(unchangedSince(made(whole, SECOND), whole), 'one second later: within FAT\'s 2 s');
  assert.not.ok(unchangedSince(made(whole, 2n * SECOND), whole), 'two seconds later');
  assert.ok(unchangedSince(made(whole, 3n * SECOND), whole), 'three seconds later');
  assert.ok(unchangedSince({ log: LOG, clockNs: String((BigInt(LOG.ctimeNs) / SECOND + 1n) * SECOND), clockDev: LOG.dev }, LOG), 'a clock on a whole second, the log\'s times not: no margin');
});

test('given a copy whose clock is another device\'s (the log is a link into another file system): the hash decides', () => {
  assert.not.ok(unchangedSince(made(LOG, SECOND, '2050'), LOG));
});

test('given no record of the making (a copy keyed by its hash alone), a log changed while it was read, or a damaged record: the hash decides', () => {
  assert.not.ok(unchangedSince(undefined, LOG), 'no record');
  assert.not.ok(unchangedSince(made(LOG, SECOND), null), 'changed while read');
  assert.not.ok(unchangedSince({ ...made(LOG, SECOND), clockNs: 'soon' }, LOG), 'a clock that is no number');
  assert.not.ok(unchangedSince({ clockNs: '1', clockDev: LOG.dev } as unknown as Made, LOG), 'no identity');
  assert.not.ok(unchangedSince('made' as unknown as Made, LOG), 'not an object');
});

test('given a file read whole, its identity is the one stat gives, read from the descriptor it was read through', () => {
  const { path } = oldLog();
  const read = readRegular(path, SIZE_LIMITS.log, { identity: true });
  assert.equal(read.identity, identityNow(path));
  assert.is(read.bytes.length, Number(identityNow(path).size));
});

// The snapshot (status, list), on real files.

test('given a log unchanged since status left its snapshot (more than a tick after the log\'s last change), the next status takes the snapshot without hashing the log', async () => {
  const { path } = oldLog();
  await loadState(path);
  const snap = readJson(snapshotPath(path));
  assert.equal(snap.made.log, identityNow(path), 'the snapshot records the log as it is');
  assert.is(snap.made.clockDev, identityNow(path).dev);
  assert.ok(BigInt(snap.made.clockNs) > BigInt(identityNow(path).ctimeNs), 'begun after the log\'s last change');
  await markedSnapshot(path);
  // (The snapshot also counts the messages waiting to be sent when its writer read the private
  // file: none here. Whether it did depends on what this process read before, not on the log.)
  const { queue, ...loaded } = await loadState(path) as Awaited<ReturnType<typeof loadState>> & { queue?: unknown };
  assert.equal(loaded, { state: { marker: 'the snapshot' }, lastSeq: 99, lang: 'en', theme: 'secret-hitler', game: 'g1', fromSnapshot: true } as never);
  if (queue !== undefined) assert.equal(queue, { unsent: 0, untried: 0 });
});

test('given a log its snapshot describes, headerWords gives the header\'s words from the snapshot: by the log\'s identity without reading it, or by its hash (then re-keyed); once the log changes, or without a snapshot, none', async () => {
  const { dir, path } = oldLog({ format: 'bbcode', lang: 'ru', theme: 'service-rat' });
  assert.is(headerWords(path), null, 'no snapshot yet');
  await loadState(path);
  // (What waits to be sent, known to the full read that made the snapshot: nothing, in this log.)
  const words = { lang: 'ru', theme: 'service-rat', game: 'g1', format: 'bbcode', queue: { unsent: 0, untried: 0 } };
  assert.equal(headerWords(path), words);
  // A copy of the folder: another identity, the same bytes.
  const copy = join(scratch('chancery-unchanged-'), 'g1.yaml');
  for (const file of readdirSync(dir)) copyFileSync(join(dir, file), join(dirname(copy), file));
  assert.equal(headerWords(copy), words, 'confirmed by the hash');
  assert.equal(readJson(snapshotPath(copy)).made?.log, identityNow(copy), 're-keyed by the copy\'s identity');
  // The snapshot, not the log, says them while the log is unchanged: one naming another game is believed.
  writeFileSync(snapshotPath(path), JSON.stringify({ ...readJson(snapshotPath(path)), game: 'from the snapshot' }));
  assert.is(headerWords(path)?.game, 'from the snapshot');
  appendFileSync(path, '# a comment\n');
  assert.is(headerWords(path), null, 'a changed log is read');
});

test('given a snapshot begun in the tick of the log\'s last change (racy), it is not trusted: the hash decides, and it names another text', async () => {
  const { path } = oldLog();
  const snap = await markedSnapshot(path);
  writeFileSync(snapshotPath(path), JSON.stringify({ ...readJson(snapshotPath(path)), made: made(identityNow(path), 0n) }));
  assert.ok(snap.made, 'the snapshot had its record');
  assert.not.ok(await usedSnapshot(path));
});

test('given the log touched to the very mtime the snapshot recorded (its ctime moves), the hash decides', async () => {
  const { path } = oldLog();
  utimesSync(path, 1_700_000_000, 1_700_000_000);
  sleep(40);
  await markedSnapshot(path);
  const before = identityNow(path);
  utimesSync(path, 1_700_000_000, 1_700_000_000);
  assert.is(identityNow(path).mtimeNs, before.mtimeNs, 'the same mtime');
  assert.not.ok(await usedSnapshot(path));
});

/** A log with its snapshot recorded, and another game's log beside it of the same size and mtime. */
async function twinLogs(): Promise<{ path: string; other: string }> {
  const { dir, path } = oldLog();
  const other = oldLog({ game: 'g2' }, 'other.yaml', dir).path;
  for (const p of [path, other]) utimesSync(p, 1_700_000_000, 1_700_000_000);
  sleep(40);
  await markedSnapshot(path);
  return { path, other };
}

test('given another log of the same size and mtime copied over the log with cp -p (the same inode, new content), the log is read: its state is the new one', async () => {
  const { path, other } = await twinLogs();
  const before = identityNow(path);
  assert.is(identityNow(other).size, before.size, 'the same size');
  assert.is(spawnSync('cp', ['-p', other, path]).status, 0);
  const after = identityNow(path);
  assert.equal([after.ino, after.size, after.mtimeNs], [before.ino, before.size, before.mtimeNs], 'only the ctime tells');
  const loaded = await loadState(path);
  assert.equal([loaded.fromSnapshot, loaded.state.setup.gameId], [false, 'g2']);
});

test('given another log of the same size and mtime renamed over the log, the log is read: its state is the new one', async () => {
  const { path, other } = await twinLogs();
  renameSync(other, path);
  const loaded = await loadState(path);
  assert.equal([loaded.fromSnapshot, loaded.state.setup.gameId], [false, 'g2']);
});

test('given a snapshot copied from another folder beside a log that is not the one it describes, the log is read', async () => {
  const first = oldLog();
  await markedSnapshot(first.path);
  const second = oldLog({ game: 'g2' });
  copyFileSync(snapshotPath(first.path), snapshotPath(second.path));
  const loaded = await loadState(second.path);
  assert.equal([loaded.fromSnapshot, loaded.state.setup.gameId], [false, 'g2']);
});

test('given a snapshot that describes another file, and that file then renamed over the log: what status says is what the log now holds', async () => {
  const { dir, path } = oldLog();
  const other = oldLog({ game: 'g2' }, 'other.yaml', dir).path;
  await loadState(other);
  copyFileSync(snapshotPath(other), snapshotPath(path));
  renameSync(other, path);
  const loaded = await loadState(path);
  assert.equal(loaded.state, replayLog(readLog(path)).state);
  assert.is(loaded.state.setup.gameId, 'g2');
});

test('given a snapshot keyed by its hash alone and the log last changed more than a tick ago, status uses it and re-keys it: the next status needs no hash', async () => {
  const { path } = oldLog();
  await loadState(path);
  const { made: _made, ...hashOnly } = readJson(snapshotPath(path));
  writeFileSync(snapshotPath(path), JSON.stringify({ ...hashOnly, state: { marker: 'keyed by hash' } }));
  assert.equal((await loadState(path)).state, { marker: 'keyed by hash' } as never, 'the hash matches: used');
  const rekeyed = readJson(snapshotPath(path));
  assert.equal(rekeyed.made.log, identityNow(path));
  assert.equal(rekeyed.state, { marker: 'keyed by hash' });
  writeFileSync(snapshotPath(path), JSON.stringify({ ...rekeyed, sha256: ANOTHER_TEXT }));
  assert.ok(await usedSnapshot(path), 'trusted by identity now');
});

test('given a snapshot saved for bytes the log no longer holds (it changed after they were read), it records no identity: only its hash can match', async () => {
  const { path } = oldLog();
  const { saveSnapshot } = await import('../../src/log/snapshot.js');
  await saveSnapshot(path, `${readFileSync(path, 'utf8')}# an older text\n`, { marker: 'older' } as never, 4, { lang: 'en', theme: 'secret-hitler', game: 'g1' });
  assert.is(readJson(snapshotPath(path)).made, undefined);
  assert.not.ok(await usedSnapshot(path));
});

test('given a snapshot keyed by its hash alone and a log that stays racy (its mtime an hour ahead), status uses it but does not re-key it', async () => {
  const { path } = oldLog();
  const hour = Date.now() / 1000 + 3600;
  utimesSync(path, hour, hour);
  await loadState(path);
  const { made: _made, ...hashOnly } = readJson(snapshotPath(path));
  writeFileSync(snapshotPath(path), JSON.stringify(hashOnly));
  assert.ok(await usedSnapshot(path), 'the hash matches');
  assert.is(readJson(snapshotPath(path)).made, undefined, 'a record that would not be trusted is not written');
  assert.equal(leftovers(path), [], 'nor its temporary file left');
});

test('given a temporary file of this process id left beside the log (an earlier run cut short), the snapshot is still made, and the leftover gone', async () => {
  const { path } = oldLog();
  rmSync(snapshotPath(path), { force: true }); // one the log's creation left (a state this process knew)
  writeFileSync(`${snapshotPath(path)}.${process.pid}.tmp`, 'left by a crash');
  await loadState(path);
  assert.equal(readJson(snapshotPath(path)).made.log, identityNow(path));
  assert.equal(leftovers(path), []);
});

// The verified copy (a full read).

/**
 * Whether this file system's clock, read as snapshot.ts reads it (a new file's change time, the file
 * changed again once that time was read), reads later than a file changed just before, every time
 * of twenty: true on Linux's fine-grained ("multigrain") times, false where files are stamped from
 * the coarse clock alone (then it reads later only when its tick has passed).
 */
function refinedClockReadsLater(dir: string): boolean {
  const written = join(dir, 'probe-written');
  const clock = join(dir, 'probe-clock');
  let later = true;
  for (let i = 0; i < 20; i++) {
    writeFileSync(written, 'x');
    statSync(written);
    appendFileSync(written, 'y');
    const changed = statSync(written, { bigint: true }).ctimeNs;
    const fd = openSync(clock, 'w');
    const st = fstatSync(fd, { bigint: true });
    futimesSync(fd, st.atime, st.mtime);
    later &&= fstatSync(fd, { bigint: true }).ctimeNs > changed;
    closeSync(fd);
    rmSync(clock);
  }
  rmSync(written);
  return later;
}

/** A copy, folded, written back as one line that names another text and another game: used only if trusted by identity. */
function markedCopy(path: string, copy: Record<string, any>): void {
  copy.log.header.game = 'from-the-copy';
  writeFileSync(verifiedPath(path), JSON.stringify({ ...copy, sha256: ANOTHER_TEXT }));
}

test('given a write, its verified copy records the log as the write left it when the clock read after the write is later (on fine-grained times, always): the next command trusts it without hashing', async () => {
  const { dir, path } = oldLog();
  await appendLocked(path, () => ({ append: [{ type: 'vote-cast', seat: 3, vote: 'nein' }], at: AT, result: null }));
  const copy = readCopy(verifiedPath(path));
  if (refinedClockReadsLater(dir)) assert.ok(copy.made, 'the clock reads later than the write here: recorded');
  if (!copy.made) return;
  assert.equal(copy.made.log, identityNow(path), 'the log as the write left it');
  assert.ok(unchangedSince(copy.made, identityNow(path)), 'not racy');
  markedCopy(path, copy);
  assert.is((await freshReader()).readLog(path).header.game, 'from-the-copy', 'trusted by identity');
});

test('given a decision, it leaves status\'s snapshot of the log as written: status takes its state without replaying the log, and the state is the log\'s', async () => {
  const { dir, path } = oldLog({ game: `decided-${process.hrtime.bigint()}` }); // a game of its own: no state known before
  assert.not.ok(readdirSync(dir).includes(basename(snapshotPath(path))), 'no snapshot yet');
  await decide(path, new Date(), () => ({ decide: [{ type: 'vote-cast', seat: 2, vote: 'ja' }], result: null }));
  const snap = readJson(snapshotPath(path));
  if (refinedClockReadsLater(dir)) assert.equal(snap.made?.log, identityNow(path), 'recorded as the write left it');
  const loaded = await loadState(path);
  assert.ok(loaded.fromSnapshot, 'from the snapshot the decision left');
  assert.equal(loaded.state, replayLog(readLog(path)).state);
  assert.is(loaded.lastSeq, readLog(path).events.length);
  // Keyed by the text's chained key too: where the identity cannot vouch (a copied folder), the hash does.
  utimesSync(path, new Date(), new Date());
  assert.ok((await loadState(path)).fromSnapshot, 'confirmed by its key');
});

test('given a verified copy confirmed by its hash, a read re-keys it by the log\'s identity; then it is trusted without the hash, but never by audit', async () => {
  const { path } = oldLog();
  assert.is(readLog(path).header.game, 'g1');
  const copy = readCopy(verifiedPath(path));
  assert.equal(copy.made.log, identityNow(path));
  copy.log.header.game = 'from-the-copy';
  writeFileSync(verifiedPath(path), JSON.stringify({ ...copy, sha256: ANOTHER_TEXT }));
  // The next command, as a new process: without this one's memory of the text it parsed.
  const fresh = await import(new URL(`../../src/log/file.js?fresh=${process.hrtime.bigint()}`, import.meta.url).href) as typeof import('../../src/log/file.js');
  assert.is(fresh.readLog(path).header.game, 'from-the-copy', 'trusted by identity');
  assert.is(auditFile(path).game, 'g1', 'audit reads the log itself');
  writeFileSync(path, `${readFileSync(path, 'utf8')}# checked by hand\n`);
  assert.is(fresh.readLog(path).header.game, 'g1', 'the log edited: the hash decides, and names another text');
});

// The private file of a format-2 log (addresses behind commitments), vouched for by the verified copy.

const CONTACTS = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'].map((name) => ({ name, email: `${name.toLowerCase()}@example.org` }));

/** The next command, as a new process: file.js without this one's memory of the texts it parsed. */
const freshReader = async () => (await import(new URL(`../../src/log/file.js?fresh=${process.hrtime.bigint()}`, import.meta.url).href)) as typeof import('../../src/log/file.js');

/** A log with contacts, read once (its copy re-keyed), then Alice's address changed in the private file without opening her commitment. */
async function tamperedContacts(): Promise<{ path: string; copy: Record<string, any> }> {
  const { path } = oldLog({ players: CONTACTS });
  (await freshReader()).readLog(path);
  const copy = readCopy(verifiedPath(path));
  const file = privatePath(path);
  writeFileSync(file, readFileSync(file, 'utf8').replace('alice@example.org', 'mallory@example.org'));
  return { path, copy };
}

test('given a verified copy confirmed by its hash while the log stays racy (its mtime an hour ahead), a read uses it but leaves it as it is', async () => {
  const { path } = oldLog();
  const hour = Date.now() / 1000 + 3600;
  utimesSync(path, hour, hour);
  const before = identityNow(verifiedPath(path));
  assert.is((await freshReader()).readLog(path).header.game, 'g1');
  assert.equal(identityNow(verifiedPath(path)), before, 'not rewritten');
  assert.not.ok(unchangedSince(readCopy(verifiedPath(path)).made, identityNow(path)), 'nothing in it vouches for the log as it is');
  assert.equal(leftovers(path), [], 'no temporary file left');
});

test('given a read that hashed a log with contacts, the copy it re-keys records the private file as it is too', async () => {
  const { path } = oldLog({ players: CONTACTS });
  assert.is((await freshReader()).readLog(path).header.players[0].email, 'alice@example.org');
  assert.equal(readCopy(verifiedPath(path)).privateMade.log, identityNow(privatePath(path)));
});

test('given a copy that vouches for the private file as it is now (its identity, older than the copy\'s clock), its commitments are taken as opened: no hash', async () => {
  const { path, copy } = await tamperedContacts();
  writeFileSync(verifiedPath(path), JSON.stringify({ ...copy, privateMade: made(identityNow(privatePath(path)), SECOND) }));
  assert.is((await freshReader()).readLog(path).header.players[0].email, 'mallory@example.org', 'what the vouched-for file says');
});

test('given the private file changed since the copy saw it (or in the tick of the copy\'s clock), the commitments are checked: a changed part is refused', async () => {
  for (const [what, vouch] of [
    ['changed since', (copy: Record<string, any>) => copy.privateMade],
    ['racy', (_copy: Record<string, any>, path: string) => made(identityNow(privatePath(path)), 0n)],
  ] as const) {
    const { path, copy } = await tamperedContacts();
    writeFileSync(verifiedPath(path), JSON.stringify({ ...copy, privateMade: vouch(copy, path) }));
    const reader = await freshReader();
    let thrown: unknown = null;
    try { reader.readLog(path); } catch (e) { thrown = e; }
    assert.ok(thrown instanceof reader.LogError, `${what}: refused`);
    assert.is((thrown as InstanceType<typeof reader.LogError>).said?.code, 'log-private-changed', what);
  }
});

// The writer's copy vouches for the private file by the hash of its bytes: the file it read and
// checked, with what it added, while the file holds exactly those bytes.

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const contactChanged = (email: string) => ({ type: 'contact-changed', seat: 1, email }) as const;

test('given a write to a log with contacts, its copy names the SHA-256 of the private file as the write left it', async () => {
  const { path } = oldLog({ players: CONTACTS });
  await appendLocked(path, () => ({ append: [contactChanged('bob@new.example.org')], at: AT, result: null }));
  assert.is(readCopy(verifiedPath(path)).privateSha256, sha256Of(readFileSync(privatePath(path))));
});

test('given a second write, the private file\'s key is chained: the first write\'s key and the bytes the second added (the file is not hashed whole again)', async () => {
  const { path } = oldLog({ players: CONTACTS });
  await appendLocked(path, () => ({ append: [contactChanged('bob@new.example.org')], at: AT, result: null }));
  const afterFirst = readFileSync(privatePath(path));
  await appendLocked(path, () => ({ append: [contactChanged('bob@newer.example.org')], at: AT, result: null }));
  const bytes = readFileSync(privatePath(path));
  const copy = readCopy(verifiedPath(path));
  assert.equal(copy.privateEnds, [afterFirst.length, bytes.length]);
  // snapshot.ts: the SHA-256 of the first piece, then of that key (hexadecimal) and the next piece.
  const first = sha256Of(bytes.subarray(0, afterFirst.length));
  assert.is(copy.privateSha256, sha256Of(Buffer.concat([Buffer.from(first), bytes.subarray(afterFirst.length)])));
  // And the next command takes the file as vouched for.
  const events = (await freshReader()).readLog(path).events;
  assert.is((events[events.length - 1] as { email?: string }).email, 'bob@newer.example.org');
});

test('given a copy that vouches for the private file by its hash, the next command takes its commitments as opened; once the file differs from those bytes, each is checked and a changed part refused', async () => {
  const { path } = oldLog({ players: CONTACTS });
  await appendLocked(path, () => ({ append: [contactChanged('bob@new.example.org')], at: AT, result: null }));
  const file = privatePath(path);
  const tampered = readFileSync(file, 'utf8').replace('alice@example.org', 'mallory@example.org');
  writeFileSync(file, tampered);
  let thrown: unknown = null;
  const reader = await freshReader();
  try { reader.readLog(path); } catch (e) { thrown = e; }
  assert.ok(thrown instanceof reader.LogError, 'the file is not the one vouched for: checked, and refused');
  assert.is((thrown as InstanceType<typeof reader.LogError>).said?.code, 'log-private-changed');
  // The copy made to vouch for the changed bytes: taken as opened, unchecked (what the vouched-for file says).
  const lines = readFileSync(verifiedPath(path), 'utf8').split('\n').filter(Boolean);
  const last = JSON.parse(lines[lines.length - 1]);
  lines[lines.length - 1] = JSON.stringify({ ...last, privateSha256: sha256Of(Buffer.from(tampered)), privateEnds: [Buffer.byteLength(tampered)] });
  writeFileSync(verifiedPath(path), `${lines.join('\n')}\n`);
  assert.is((await freshReader()).readLog(path).header.players[0].email, 'mallory@example.org');
});

test.run();
