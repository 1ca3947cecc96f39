// Whose reply a mail is: its From, compared with the roster without regard to case (RFC 5321 §2.4:
// mailbox names are in practice matched case-insensitively). A reply from another address of the
// player (an alias not in the roster), or from a stranger whose Reply-To names the player's address,
// must never count as the player's vote: it is held and the moderator told both addresses (the
// game's language), until `mail confirm`. Played with the CLI on the local transport: each reply
// is a raw message dropped in the game's inbox, as a mail client writes it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, scratch } from '../support/cli.js';

interface Item { from: string; player: string | null; outcome: string; readAs?: string; detail?: string }

function game(lang?: 'ru') {
  const cwd = scratch('chancery-reply-other-address-');
  const names = lang ? ['Алиса', 'Борис', 'Вера', 'Григорий', 'Дарья'] : ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];
  const emails = ['alice@x.test', 'Bob.Smith@Example.TEST', 'carol@x.test', 'd@x.test', 'e@x.test'];
  writeFileSync(join(cwd, 'roster.yaml'), names.map((n, i) => `- { name: ${n}, email: ${emails[i]} }\n`).join(''));
  const run = (args: string[]) => {
    const r = runCli(args, { cwd, env: { CHANCERY_HOME: '' } });
    assert.is(r.code, 0, r.stderr);
    return r;
  };
  run(['new', 'g', '--players', 'roster.yaml', ...(lang ? ['--lang', lang] : [])]);
  run(['nominate', 'g', names[2]]);
  const outbox = join(cwd, 'games', 'g', 'outbox');
  const request = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'))
    .find((m) => /^To: bob\.smith@example\.test$/im.test(m) && !/secret role|Ваша роль|роль/i.test(m.split('\r\n\r\n')[0]));
  assert.ok(request, "Bob's vote request");
  const question = /^Message-ID: (\S+)/m.exec(request!)![1];
  let n = 0;
  /** A reply to Bob's vote request from `from` (headers `extra`), then a sync: its one item. */
  const reply = (from: string, text: string, extra = ''): Item => {
    const inbox = join(cwd, 'games', 'g', 'inbox', 'new');
    mkdirSync(inbox, { recursive: true });
    const id = `<r${++n}-${Date.now()}@mail.test>`;
    writeFileSync(join(inbox, `${n}.eml`), [`From: ${from}`, 'To: moderator@chancery.invalid', 'Subject: Re: vote', `Message-ID: ${id}`, `In-Reply-To: ${question}`, `References: ${question}`, ...(extra ? [extra] : []),
      'Date: Tue, 01 Dec 2026 10:30:00 +0000', 'Content-Type: text/plain; charset=utf-8', '', text, ''].join('\r\n'));
    const items = (JSON.parse(run(['sync', 'g', '--json']).stdout) as { passes: { items: Item[] }[] }).passes.flatMap((p) => p.items);
    assert.is(items.length, 1, JSON.stringify(items));
    return items[0];
  };
  const votes = () => readFileSync(join(cwd, 'games', 'g.yaml'), 'utf8').split('\n').filter((l) => /vote-cast/.test(l)).length;
  const text = (args: string[]) => run(args).stdout;
  return { reply, votes, text, cwd };
}

test("given Bob's reply from his roster address written in another case, it is applied as his vote", () => {
  const g = game();
  const item = g.reply('Bob <BOB.SMITH@example.test>', 'Ja');
  assert.equal([item.player, item.outcome, item.readAs], ['Bob', 'applied', 'Ja']);
  assert.is(g.votes(), 1);
});

test("given Bob's reply from another address of his, it is held naming both addresses and counts as no vote", () => {
  const g = game();
  const item = g.reply('Bob Smith <bobby@gmail.test>', 'Nein');
  assert.equal([item.player, item.outcome], ['Bob', 'held']);
  assert.ok(item.detail!.includes('bobby@gmail.test') && item.detail!.includes('bob.smith@example.test'), item.detail);
  assert.is(g.votes(), 0);
});

test("given a stranger's reply whose Reply-To names Bob's address, it is held as from the stranger and counts as no vote", () => {
  const g = game();
  const item = g.reply('Someone <someone@elsewhere.test>', 'Nein', 'Reply-To: Bob.Smith@Example.TEST');
  assert.equal([item.from, item.outcome], ['someone@elsewhere.test', 'held']);
  assert.ok(item.detail!.includes('someone@elsewhere.test') && item.detail!.includes('bob.smith@example.test'), item.detail);
  assert.is(g.votes(), 0);
});

test("given a Russian game, Bob's reply from another address is held and told in Russian naming both addresses", () => {
  const g = game('ru');
  const item = g.reply('Борис <bobby@gmail.test>', 'Нет');
  assert.equal([item.player, item.outcome], ['Борис', 'held']);
  const ours = item.detail!.replace(/\S+@\S+/g, '').replace(/chancery mail confirm/g, '').replace(/\b[2-9A-HJKMNP-TV-Z]{6}\b/g, '');
  assert.ok(item.detail!.includes('bobby@gmail.test') && item.detail!.includes('bob.smith@example.test'), item.detail);
  assert.not.match(ours, /[a-z]{3,}/i, item.detail);
  assert.is(g.votes(), 0);
});

test.run();
