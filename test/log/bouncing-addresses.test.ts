// Whose address bounces, for status: a bounce recorded at a seat's address counts while that is the
// seat's address, and until its player answers, from it, a message sent after the last report
// (that message reached them). A bounce at a former address (a leaver's), or one the seat's new
// address replaced, does not. Hand-written records.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bouncingAddresses } from '../../src/log/records.js';
import type { LogHeader, LogRecord } from '../../src/log/records.js';

const header = { players: [{ name: 'Alice', email: 'alice@x.test' }, { name: 'Bob', email: 'Bob@X.test' }] } as unknown as LogHeader;
let seq = 0;
const at = '2026-12-01T10:00:00.000Z';
const rec = (r: Record<string, unknown>) => ({ seq: ++seq, at, ...r }) as unknown as LogRecord;
const bounce = (seat: number, address?: string) => rec({ type: 'reply-received', messageId: `<b${seq}@mx>`, from: 'mailer-daemon@x.test', seat, receivedAt: `2026-12-01T10:0${seq % 10}:00.000Z`, outcome: 'bounced', ...(address ? { address } : {}) });
const sent = (id: string) => rec({ type: 'message-sent', messageId: id });
const reply = (seat: number, from: string, inReplyTo: string) => rec({ type: 'reply-received', messageId: `<r${seq}@x>`, from, seat, inReplyTo, receivedAt: at, outcome: 'applied' });

test("given two bounces at Bob's address, Bob's seat bounces, counted twice, the last one's time", () => {
  seq = 0;
  const events = [bounce(1, 'bob@x.test'), bounce(1, 'bob@x.test')];
  assert.equal(bouncingAddresses({ header, events }), [{ seat: 1, address: 'bob@x.test', count: 2, last: events[1].type === 'reply-received' ? events[1].receivedAt : '' }]);
});

test('given a bounce at an address the seat no longer has (a former player\'s), nothing bounces', () => {
  seq = 0;
  const events = [rec({ type: 'contact-changed', seat: 1, email: 'zoe@x.test' }), bounce(1, 'bob@x.test')];
  assert.equal(bouncingAddresses({ header, events }), []);
});

test('given a bounce, then the seat given a new address, nothing bounces', () => {
  seq = 0;
  const events = [bounce(1, 'bob@x.test'), rec({ type: 'contact-changed', seat: 1, email: 'zoe@x.test' })];
  assert.equal(bouncingAddresses({ header, events }), []);
});

test('given a bounce, then Bob answers a message sent after it, from his address, it no longer bounces; an answer to one sent before it does not clear it', () => {
  seq = 0;
  const before = [sent('<old@m>'), bounce(1, 'bob@x.test'), reply(1, 'bob@x.test', '<old@m>')];
  assert.is(bouncingAddresses({ header, events: before }).length, 1);
  const after = [...before, sent('<new@m>'), reply(1, 'bob@x.test', '<new@m>')];
  assert.equal(bouncingAddresses({ header, events: after }), []);
});

test('given an older log\'s bounce with no address, it counts for its seat while the seat keeps its address', () => {
  seq = 0;
  assert.is(bouncingAddresses({ header, events: [bounce(0)] })[0]?.address, 'alice@x.test');
});

test.run();
