// A reply to a player's message from an address that is not theirs is held for the moderator
// (docs/email.md: a From can be forged; `mail confirm` applies it). The player must not believe
// they voted while it waits: they are told, at their registered address (as for a mail that refers
// to nothing), in the game's language, that a reply came from that other address, that it is not
// applied but held until the moderator confirms it, and are asked their open question again, so
// that answering from their own address counts at once. The other address is told nothing (it may
// be a stranger's). Once per reply, as every answer; played on the local mailbox.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { runOk, scratch } from '../support/cli.js';
import { mailedReply, newestOf, outboxFromNow } from '../support/local-mail.js';

function game(lang: 'en' | 'ru') {
  const cwd = scratch('chancery-held-told-');
  const names = lang === 'ru' ? ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  const emails = ['alice@x.test', 'bob.smith@example.test', 'carol@x.test', 'd@x.test', 'e@x.test'];
  writeFileSync(join(cwd, 'roster.yaml'), names.map((n, i) => `- { name: ${n}, email: ${emails[i]} }\n`).join(''));
  runOk(['new', 'g', '--players', 'roster.yaml', '--lang', lang], { cwd, env: { CHANCERY_HOME: '' } });
  runOk(['nominate', 'g', '3'], { cwd, env: { CHANCERY_HOME: '' } });
  return cwd;
}

/** Bob's vote request answered from `from` with `text`, then synced twice: the mail sent meanwhile. */
async function bobRepliesFrom(cwd: string, from: string, text: string, id: string): Promise<ParsedMail[]> {
  const sent = outboxFromNow(cwd);
  await mailedReply(cwd, newestOf(cwd, 1, 'vote-request')!, { text, id, from });
  runOk(['sync', 'g'], { cwd, env: { CHANCERY_HOME: '' } });
  runOk(['sync', 'g'], { cwd, env: { CHANCERY_HOME: '' } });
  return sent();
}

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);

test("given Bob's vote from another address of his, Bob is told once at his own address that it is held for the moderator, and asked his vote again", async () => {
  const cwd = game('en');
  const mail = await bobRepliesFrom(cwd, 'Bob Smith <bobby@gmail.test>', 'Nein', '<held-1@gmail.test>');
  assert.is(mail.length, 1, mail.map((m) => `${to(m)} ${m.subject}`).join('; '));
  const [told] = mail;
  assert.equal(to(told), ['bob.smith@example.test']);
  assert.is(told.inReplyTo, '<held-1@gmail.test>');
  assert.match(told.text!, /Hello Bob/);
  assert.match(told.text!, /NOT applied/);
  assert.match(told.text!, /bobby@gmail\.test/);
  assert.match(told.text!, /moderator/);
  // The vote is asked again: answered from his own address, it counts.
  assert.match(told.text!, /Ja/);
  assert.match(told.text!, /Nein/);
  const applied = await bobRepliesFrom(cwd, 'Bob <bob.smith@example.test>', 'Nein', '<own-1@example.test>');
  assert.match(applied.map((m) => m.subject).join(), /Received: Nein/);
});

test("given a stranger's reply threaded under Bob's vote request, Bob is told at his own address; the stranger is told nothing", async () => {
  const cwd = game('en');
  const mail = await bobRepliesFrom(cwd, 'Someone <someone@elsewhere.test>', 'Ja', '<held-2@elsewhere.test>');
  assert.equal(mail.map(to), [['bob.smith@example.test']]);
  assert.match(mail[0].text!, /someone@elsewhere\.test/);
});

test('given a Russian game, Борис is told in Russian, with no English word, that the reply from his other address is held', async () => {
  const cwd = game('ru');
  const mail = await bobRepliesFrom(cwd, 'Борис <bobby@gmail.test>', 'Нет', '<held-3@gmail.test>');
  assert.is(mail.length, 1);
  const [told] = mail;
  assert.equal(to(told), ['bob.smith@example.test']);
  assert.match(told.text!, /Борис/);
  assert.match(told.text!, /bobby@gmail\.test/);
  assert.match(told.text!, /ведущ/i);
  const words = `${told.subject}\n${told.text}`.replace(/\S+@\S+/g, '').replace(/\[[A-Z0-9]{4,}\]/g, '').replace(/\b(?:Ja|Nein)\b/g, '');
  assert.not.match(words, /[A-Za-z]{2,}/);
});

test.run();
