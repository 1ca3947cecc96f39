// A vote said again to an old vote request, after those votes were counted and a new government is
// put to the vote: it is the vote already recorded (docs/email.md), and its receipt says so, but it
// must not read as a vote in the vote open now. "You may change your vote by replying again" would
// tell the player their vote on the new government is in, and a reply to that receipt answers the
// old vote, not the new one (mail/sync.ts: a receipt's question is the one open when it was
// sent): the player would believe they voted and never be counted. The receipt says the votes it
// belongs to were counted and that the vote open now is asked in its own message.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { newGame } from '../../src/commands/new.js';
import { nominate } from '../../src/commands/nominate.js';
import { vote } from '../../src/commands/vote.js';
import { openGame } from '../../src/game/open.js';
import type { Context } from '../../src/cli/context.js';
import type { MessageQueued } from '../../src/log/records.js';
import { FIXED_SEED, scratch } from '../support/cli.js';
import { repliedAndSynced } from '../support/local-mail.js';

for (const [lang, players, expected] of [
  ['en', ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], { counted: /counted/, own: /message of its own/, change: /may change your vote by replying|How to reply/ }],
  ['ru', ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'], { counted: /подсч[её]т|подсчитан/, own: /отдельн|своём письме|собственн/, change: /изменить, ответив|Как ответить/ }],
] as const) {
  test(`given Carol's "Nein" to the first government's vote request after it failed and the second is put to the vote (${lang}), her receipt says those votes were counted, not that she may change her vote`, async () => {
    const cwd = scratch('chancery-vote-after-count-');
    const ctx: Context = { now: () => new Date(), env: { ...process.env, CHANCERY_HOME: '' }, cwd, interactive: false };
    await newGame({ id: 'g', players: [...players], seed: FIXED_SEED, lang }, ctx);
    await nominate({ game: 'g', chancellor: players[1] }, ctx);
    await vote({ game: 'g', votes: players.map((p) => `${p}=nein`) }, ctx);
    await nominate({ game: 'g', chancellor: players[3] }, ctx);
    const requests = (openGame(join(cwd, 'games', 'g.yaml')).log.events as unknown as MessageQueued[]).filter((e) => e.type === 'message-queued' && e.to === 2 && e.kind === 'vote-request');
    assert.is(requests.length, 2);
    const { record, state, answer } = await repliedAndSynced(cwd, ctx, requests[0], { text: lang === 'ru' ? 'Против' : 'Nein', id: '<again@players.invalid>', from: 'seat3@players.invalid' });
    assert.is(record.outcome, 'already-recorded');
    assert.ok(state.phase.name === 'election' && state.phase.votes[2] === undefined, 'no vote of Carol in the second government');
    assert.match(answer, expected.counted, answer);
    assert.match(answer, expected.own, answer);
    assert.not.match(answer, expected.change, answer);
  });
}

test.run();
