// A log's text as this process made it: read from the file, then each append's part after it.
// A write extends the text without copying it, and what the write needs to know of it (its lines,
// whether it ends in chancery's block layout, the bytes the file must hold) comes from the parts:
// a long game's log is a couple of hundred kilobytes, and every whole copy of it (a joined string
// made flat, a decoding of the file read back) is fresh memory, about a millisecond each on a
// small virtual machine, several times in one decision.

/** The last event of a log as chancery writes it: "  - seq: N" and its fields, to the end. */
export const BLOCK_TAIL = /\nevents:\n[\s\S]*\n {2}- seq: \d+\n(?: {4}.*\n)+$/;
/** BLOCK_TAIL's last event alone, from its line's newline. */
const LAST_BLOCK = /^\n {2}- seq: \d+\n(?: {4}.*\n)+$/;
const EVENT_START = '\n  - seq: ';

/**
 * Whether `text` ends in BLOCK_TAIL, read from its header and its last event only (the regular
 * expression walks a long log's whole text): no line of an event's fields starts "  - seq: ", so
 * the last event is the last such line, and `events:` must come before it.
 */
export function endsInBlockLayout(text: string): boolean {
  const last = text.lastIndexOf(EVENT_START);
  if (last < 0) return false;
  const events = text.indexOf('\nevents:\n');
  return events >= 0 && events + '\nevents:\n'.length <= last && LAST_BLOCK.test(text.slice(last));
}

/** Where the last event of a text in block layout (endsInBlockLayout) begins: its "  - seq: N" line. */
export function lastEventStart(text: string): number {
  return text.lastIndexOf(EVENT_START) + 1;
}

/**
 * Events as an append adds them in block layout, each "  - seq: N" and its fields. A text that
 * ends in BLOCK_TAIL still does after such a part: its last event is the part's last.
 */
const BLOCKS = /^(?: {2}- seq: \d+\n(?: {4}.*\n)+)+$/;

/** Appends after which the parts are joined into one piece (a demo plays a game in one process). */
const MAX_PARTS = 64;

export interface TextParts {
  /** The texts in order: the one read, then the text after each append (the one before and its part). */
  readonly texts: readonly string[];
  /** Each append's bytes: texts[i + 1] is texts[i] followed by added[i]. */
  readonly added: readonly Buffer[];
  /** The first text's bytes, when it was read from the file (else the file is compared by its text). */
  readonly bytes?: Buffer;
  /** The newlines in the last text, when counted (see newlinesOf: a long log's text is counted only if need be). */
  readonly newlines?: number;
  /** Whether the last text ends in chancery's block layout (BLOCK_TAIL). */
  readonly blockTail: boolean;
}

/** The parts of a text in one piece (as read from the file: `bytes`). */
export function partsOf(text: string, bytes?: Buffer): TextParts {
  return { texts: [text], added: [], ...(bytes ? { bytes } : {}), blockTail: endsInBlockLayout(text) };
}

/** The newlines in the text of `parts`: counted once they are needed and not known. */
export function newlinesOf(parts: TextParts): number {
  return parts.newlines ?? newlinesIn(textOf(parts));
}

/** The last text of `parts`: the one they describe. */
export function textOf(parts: TextParts): string {
  return parts.texts[parts.texts.length - 1];
}

/** The parts after appending `added` (its bytes: `bytes`) to the text they describe; `written` is the joined text. */
export function extended(parts: TextParts, written: string, added: string, bytes: Buffer): TextParts {
  // Known from the part alone when it is events in block layout; else (a hand-made layout) tested whole.
  const blockTail = (parts.blockTail && BLOCKS.test(added)) || endsInBlockLayout(written);
  const counted = parts.newlines === undefined ? {} : { newlines: parts.newlines + newlinesIn(added) };
  if (parts.added.length >= MAX_PARTS) {
    const whole = parts.bytes ? Buffer.concat([parts.bytes, ...parts.added, bytes]) : undefined;
    return { texts: [written], added: [], ...(whole ? { bytes: whole } : {}), ...counted, blockTail };
  }
  return { texts: [...parts.texts, written], added: [...parts.added, bytes], ...(parts.bytes ? { bytes: parts.bytes } : {}), ...counted, blockTail };
}

/**
 * The bytes the last text adds after `before`, when `before` is one of the texts of `parts` (the
 * same string, as the verified copy keeps it): null when it is not.
 */
export function addedSince(parts: TextParts, before: string): Buffer | null {
  const i = parts.texts.indexOf(before);
  if (i < 0) return null;
  return i === parts.added.length ? Buffer.alloc(0) : Buffer.concat(parts.added.slice(i));
}

/** Whether `file` (a file's bytes) is the text of `parts`, byte for byte; null when the parts have no bytes. */
export function fileHolds(parts: TextParts, file: Buffer): boolean | null {
  if (!parts.bytes) return null;
  let at = parts.bytes.length;
  for (const part of parts.added) at += part.length;
  if (at !== file.length) return false;
  at = parts.bytes.length;
  if (!file.subarray(0, at).equals(parts.bytes)) return false;
  for (const part of parts.added) {
    if (!file.subarray(at, at + part.length).equals(part)) return false;
    at += part.length;
  }
  return true;
}

/** Whether the text of `parts` ends with a newline (read from its last part, not the joined text). */
export function endsWithNewline(parts: TextParts): boolean {
  const last = parts.added.length ? parts.added[parts.added.length - 1] : parts.bytes;
  return last?.length ? last[last.length - 1] === 0x0a : textOf(parts).endsWith('\n');
}

/** How many newlines `text` holds. */
export function newlinesIn(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
