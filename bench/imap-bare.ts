// The baseline of an empty IMAP sync (bench/mail-sync.ts): a bare script that starts Node,
// connects with imapflow, selects the folder, searches for unseen mail and logs out.
// Account from the environment: BARE_IMAP_PORT, BARE_IMAP_USER, BARE_IMAP_PASS.
import { ImapFlow } from 'imapflow';

const client = new ImapFlow({
  host: '127.0.0.1', port: Number(process.env.BARE_IMAP_PORT), secure: false, logger: false,
  auth: { user: process.env.BARE_IMAP_USER!, pass: process.env.BARE_IMAP_PASS! },
});
await client.connect();
await client.mailboxOpen('INBOX');
await client.search({ seen: false }, { uid: true });
await client.logout();
