// What the system says is wrong with the disk when a write fails (a full disk, a read-only one),
// as one of a few kinds each language words: the log's refusal (log/file.ts) and a message the
// local outbox could not take (mail/problems.ts) say it alike.
import type { Lang } from '../settings.js';

/** 'not-a-folder': a file stands where a folder of the path should be (ENOTDIR), a hand's slip more than a fault. */
export type DiskProblem = 'no-space' | 'read-only' | 'denied' | 'not-a-folder' | 'io';

/** The system error codes of a disk that refused a write (or a read), as Node's fs gives them. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EIO']);

/** The kind of disk problem a system error code says; null for an error that is not the disk's. */
export function diskProblemOf(e: unknown): { kind: DiskProblem; code: string } | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string' || !DISK_CODES.has(code)) return null;
  return { kind: diskProblem(code), code };
}

/** What a system error says is wrong with the disk. */
export function diskProblem(code: string): DiskProblem {
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'no-space';
  if (code === 'EROFS') return 'read-only';
  if (code === 'ENOTDIR') return 'not-a-folder';
  return code === 'EACCES' || code === 'EPERM' ? 'denied' : 'io';
}

const WORDS: Record<Lang, Record<DiskProblem, string>> = {
  en: { 'no-space': 'no space left on the disk', 'read-only': 'the file system is read-only', denied: 'permission denied', 'not-a-folder': 'a file stands where a folder of its path should be', io: 'input/output error' },
  ru: { 'no-space': 'на диске нет места', 'read-only': 'файловая система только для чтения', denied: 'нет прав на запись', 'not-a-folder': 'на этом пути файл, а не папка', io: 'ошибка ввода-вывода' },
};

/** The disk's problem in words of `lang` ("no space left on the disk"). */
export function diskWords(kind: DiskProblem, lang: Lang): string {
  return WORDS[lang][kind];
}
