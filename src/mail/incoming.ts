// Fetching new mail and reading it together: each message is read (MIME, the reply's own words)
// as it arrives, while the server is still sending the rest, rather than all of them after the
// last one. The reader loads with the first message: a sync with nothing waiting never loads it.
import type { IncomingMail, MailTransport } from './transport.js';
import type { ReadMail } from './read.js';

export interface Fetched {
  /** What the transport fetched, oldest first (what is no mail included, unread). */
  incoming: IncomingMail[];
  /** The reading of one of them: begun as it arrived, or now. */
  read(mail: IncomingMail): Promise<ReadMail>;
}

export async function fetchReading(transport: MailTransport): Promise<Fetched> {
  let reader: Promise<typeof import('./read.js')> | undefined;
  const reading = new Map<string, Promise<ReadMail>>();
  const start = (mail: IncomingMail): Promise<ReadMail> => {
    reader ??= import('./read.js');
    const read = reader.then(({ readMail }) => readMail(mail.raw, { tooLarge: mail.tooLarge }));
    // Awaited by read() below; should the fetch fail half-way, the readings begun stay handled.
    read.catch(() => undefined);
    reading.set(mail.key, read);
    return read;
  };
  const incoming = await transport.fetchNew((mail) => {
    if (!mail.notMail) start(mail);
  });
  return { incoming, read: (mail) => reading.get(mail.key) ?? start(mail) };
}
