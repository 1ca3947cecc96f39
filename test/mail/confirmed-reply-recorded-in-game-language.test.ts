// A held reply the moderator confirms is recorded as sync records every reply: its detail (why
// it was applied as it was, read by auditors in the log) is in the game's language, not an
// English note in a Russian game's log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { sync } from '../../src/commands/sync.js';
import { mailConfirm } from '../../src/commands/mail-confirm.js';
import { openGame } from '../../src/game/open.js';
import { composeRaw } from '../../src/mail/compose.js';
import { deliverToMaildir, inboxDir } from '../../src/mail/local.js';
import { gameMailDir } from '../../src/mail/config.js';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued, ReplyReceived } from '../../src/log/records.js';
import { FIXED_SEED, scratch } from '../support/cli.js';

test('given a Russian game and Вера\'s «За» held from another address, the confirmed record\'s detail has no English word', async () => {
  const cwd = scratch('chancery-confirm-ru-');
  const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
  await newGame({ id: 'g', players: ['Аня', 'Борис', 'Вера', 'Глеб', 'Даша'], seed: FIXED_SEED, lang: 'ru', theme: 'service-rat' }, ctx);
  await nominate({ game: 'g', chancellor: 'Борис' }, ctx);
  const path = join(cwd, 'games', 'g.yaml');
  const request = openGame(path).log.events.filter((e) => e.type === 'message-queued' && e.to === 2 && e.kind === 'vote-request').pop() as unknown as MessageQueued;
  const raw = await composeRaw({ messageId: '<held@example.org>', from: 'vera.at.work@example.org', to: 'moderator@chancery.invalid', subject: `Re: ${request.subject}`, text: 'За', inReplyTo: request.messageId });
  deliverToMaildir(inboxDir(gameMailDir(path)), raw);
  assert.equal((await sync({ game: 'g' }, ctx)).passes[0].items.map((i) => i.outcome), ['held']);
  await mailConfirm({ game: 'g', messageId: '<held@example.org>' }, ctx);
  const confirmed = openGame(path).log.events.filter((e) => e.type === 'reply-received' && (e as unknown as ReplyReceived).messageId === '<held@example.org>')
    .map((e) => e as unknown as ReplyReceived).find((r) => r.outcome === 'applied');
  assert.ok(confirmed, 'the confirmed reply is recorded as applied');
  assert.ok(confirmed!.detail, 'it says why');
  assert.not.match(confirmed!.detail!, /[A-Za-z]/, confirmed!.detail);
});

test.run();
