// The bad-input table (issue 12 §3, §4): logs, command lines, rosters, addresses, numbers, special
// files and emails, each run through the real binary with a timeout. Every command-line case must
// end with a clear one-line error naming the problem (the hint may follow on a second line), no
// stack trace, no hang, and the game log byte-identical. Every email case must leave `sync`
// alive, apply nothing and record the mail. `npm test` runs every fourth case;
// CHANCERY_ROBUSTNESS=long runs them all.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog } from '../../src/log/file.js';
import { crashOf, fromTemplate, LONG, logPath, start } from './support.js';

interface Case {
  name: string;
  args: string[];
  /** What the error line must say (the problem named). */
  says: RegExp;
  /** Prepares the folder (special files, a damaged log…). */
  setup?: (cwd: string) => void;
  /** The output is the audit's report, not an `error:` line. */
  report?: boolean;
}

/** The game waits for votes on Alice's nomination of Bob. */
const SETUP = [['nominate', 'g', 'Bob']];
const LONG_ARG = 'x'.repeat(100_000);
const fifo = (path: string) => execFileSync('mkfifo', [path]);
const write = (cwd: string, name: string, text: string) => writeFileSync(join(cwd, name), text);
const roster = (entries: string) => (cwd: string) => write(cwd, 'roster.yaml', entries);
const players5 = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

const cases: Case[] = [];

// ── Players' names, in `new` (as arguments) and in `replace` ──────────────────────────────────
const BAD_NAMES: [string, string, RegExp][] = [
  ['ANSI colour', 'Al\u001b[31mice', /terminal escape/],
  ['ANSI clear screen', '\u001b[2JBob2', /terminal escape/],
  ['OSC title', '\u001b]0;pwned\u0007Eve2', /terminal escape/],
  ['bell', 'Bel\u0007l', /control character/],
  ['DEL', 'De\u007fl', /control character/],
  ['newline', 'Ne\nwline', /control character/],
  ['carriage return', 'Car\rol2', /control character/],
  ['tab', 'Ta\tb', /control character/],
  ['C1 control', 'C\u0085one', /control character/],
  ['zero-width space', 'Zo\u200bë', /zero-width/],
  ['zero-width joiner', 'Zo\u200dë', /zero-width/],
  ['word joiner', 'Wo\u2060rd', /zero-width/],
  ['BOM', 'Bo\ufeffm', /zero-width/],
  ['RLO bidi override', 'Ev\u202eil', /bidirectional/],
  ['LRO bidi override', 'Ev\u202dil', /bidirectional/],
  ['RLI isolate', 'Is\u2067o', /bidirectional/],
  ['RLM mark', 'Ma\u200frk', /bidirectional/],
  ['line separator', 'Li\u2028ne', /invisible/],
  ['private use', 'Pr\ue000iv', /invisible/],
  ['soft hyphen', 'So\u00adft', /invisible/],
  ['61 characters', 'N'.repeat(61), /longer than 60/],
  ['100 KB', LONG_ARG, /longer than 60/],
  ['only digits', '12345', /only digits/],
  ['equals sign', 'a=b', /"="/],
  ['colon', 'Dr:Who', /":"/],
];
for (const [what, name, says] of BAD_NAMES) {
  cases.push({ name: `new: a name with ${what}`, args: ['new', 'h', '--players', name, 'Bob', 'Carol', 'Dmitri', 'Eve'], says });
  cases.push({ name: `replace: a name with ${what}`, args: ['replace', 'g', '3', name], says });
}
const SAME_NAMES: [string, string][] = [
  ['full-width', 'Ａｌｉｃｅ'], ['upper case', 'ALICE'], ['ligature', 'ﬁona'], ['superscript', 'Bob²'],
  ['compatibility', 'Ⅸena'], ['spaces around', '  Alice  '], ['Cyrillic case', 'ЁЖИК'],
];
const TWINS: Record<string, string> = { ﬁona: 'fiona', 'Bob²': 'Bob2', Ⅸena: 'IXena', ЁЖИК: 'ёжик' };
for (const [what, name] of SAME_NAMES) {
  const twin = TWINS[name] ?? 'Alice';
  cases.push({ name: `new: two names equal as the command line compares them (${what})`, args: ['new', 'h', '--players', twin, name, 'Carol', 'Dmitri', 'Eve'], says: /same name|two players/ });
}
for (const [what, name] of [['full-width', 'Ｃａｒｏｌ'], ['upper case', 'CAROL'], ['spaces around', ' carol ']]) {
  cases.push({ name: `replace: the name of another seat's player (${what})`, args: ['replace', 'g', '4', name], says: /already plays seat 3/ });
}
cases.push({ name: 'new: an empty name', args: ['new', 'h', '--players', '', 'Bob', 'Carol', 'Dmitri', 'Eve'], says: /empty/ });
cases.push({ name: 'replace: an empty name', args: ['replace', 'g', '3', '   '], says: /give the name/ });
cases.push({ name: 'new (roster): a NUL in a name', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- "Al\\0ice"\n- Bob\n- Carol\n- Dmitri\n- Eve\n'), says: /NUL/ });
cases.push({ name: 'new (roster): an escape in a name', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- "Al\\e[31mice"\n- Bob\n- Carol\n- Dmitri\n- Eve\n'), says: /terminal escape/ });
cases.push({ name: 'new (roster): an RLO in a name', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- "Ev\\u202Eil"\n- Bob\n- Carol\n- Dmitri\n- Eve\n'), says: /bidirectional/ });
cases.push({ name: 'new (roster): full-width duplicate', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- Alice\n- Ａｌｉｃｅ\n- Carol\n- Dmitri\n- Eve\n'), says: /same name/ });
cases.push({ name: 'new (roster): a name that is a number', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- name: 7\n- Bob\n- Carol\n- Dmitri\n- Eve\n'), says: /read the name as the number 7: quote it/ });

// ── Addresses: exactly one, or refused ──────────────────────────────────────────────────────
const BAD_ADDRESSES: string[] = [
  'bob@p.example,root', 'bob@p.example;root@p.example', 'bob@p.example root@p.example', 'root', '@p.example', 'bob@',
  'bob@@p.example', 'bo b@p.example', 'bob@p..example', 'bob@-p.example', '"Bob" <bob@p.example>, eve@p.example',
  'group: a@p.example, b@p.example;', `${'a'.repeat(65)}@p.example`, `bob@${'d'.repeat(250)}.example`, 'bob\u001b[31m@p.example',
  'bob\n@p.example', '<>', 'Bob <>',
];
for (const address of BAD_ADDRESSES) {
  cases.push({ name: `replace --email ${JSON.stringify(address).slice(0, 40)}`, args: ['replace', 'g', '3', 'Zed', '--email', address], says: /not an email address|is empty/ });
  cases.push({ name: `new (roster) email ${JSON.stringify(address).slice(0, 40)}`, args: ['new', 'h', '--players', 'roster.yaml'], setup: roster(`- name: Alice\n  email: ${JSON.stringify(address)}\n- Bob\n- Carol\n- Dmitri\n- Eve\n`), says: /not an email address|is empty/ });
}
cases.push({ name: 'new (roster): two players at one address (any case)', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- name: Alice\n  email: alice@p.example\n- Bob\n- name: Carol\n  email: ALICE@p.example\n- Dmitri\n- Eve\n'), says: /players 1 \(Alice\) and 3 \(Carol\) have the same email alice@p\.example/ });
cases.push({ name: 'new (roster): an email that is a list in YAML', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster('- name: Alice\n  email: [a@p.example, b@p.example]\n- Bob\n- Carol\n- Dmitri\n- Eve\n'), says: /one address/ });

// ── Numbers against their ranges ────────────────────────────────────────────────────────────
for (const d of ['0m', '0h', '100000000d', '91d', '2161h', '-1h', '1.5h', '1e9m', '99999999999999999999m', 'abc', '24', 'tomorrow']) {
  cases.push({ name: `new --deadline ${d}`, args: ['new', 'h', '--players', ...players5, '--deadline', d], says: /--deadline takes a duration/ });
  cases.push({ name: `deadline g ${d}`, args: ['deadline', 'g', d], says: /deadline|unknown option '-1h'/ });
}
for (const when of ['2030-01-01T00:00Z', '2026-11-30T00:00Z', '9999-12-31T23:59Z', '2026-13-01T00:00Z']) {
  cases.push({ name: `deadline g ${when}`, args: ['deadline', 'g', when], says: /deadline|year/ });
}
for (const o of ['deck=99999/99999', 'deck=31/11', 'deck=6/31', 'deck=-1/5', 'deck=a/b', 'deck=6/', 'deck=0/0', 'deck.liberal=999', 'deck.fascist=1e3', 'startingFascistPolicies=9', 'startingFascistPolicies=-1', 'firstPresident=nobody', 'noSuchOption=1', 'deck']) {
  cases.push({ name: `new --option ${o}`, args: ['new', 'h', '--players', ...players5, '--option', o], says: /option|deck|startingFascistPolicies|firstPresident/ });
}
for (const [flag, v] of [['--games', '0'], ['--games', '-1'], ['--games', '1e9'], ['--games', 'abc'], ['--games', '10000000'], ['--players', '4'], ['--players', '11']] as const) {
  cases.push({ name: `simulate ${flag} ${v}`, args: ['simulate', '--games', flag === '--games' ? v : '1', ...(flag === '--players' ? ['--players', v] : [])], says: new RegExp(flag) });
}
for (const v of ['0', 'abc', '99999', '-5']) cases.push({ name: `sync --interval ${v}`, args: ['sync', 'g', '--watch', '--interval', v], says: /--interval/ });
for (const v of ['abc', '-1', '1.5']) cases.push({ name: `status --at ${v}`, args: ['status', 'g', '--at', v], says: /--at/ });

// ── Command lines ───────────────────────────────────────────────────────────────────────────
const CLI: [string, string[], RegExp][] = [
  ['unknown player', ['vote', 'g', 'Zed=ja'], /no player is called "Zed"/],
  ['seat 0', ['vote', 'g', '0=ja'], /no seat 0/],
  ['seat 99', ['vote', 'g', '99=ja'], /no seat 99/],
  ['a vote word that is none', ['vote', 'g', 'Alice=maybe'], /maybe/],
  ['a vote without =', ['vote', 'g', 'Alice'], /not a vote/],
  ['two votes for one seat', ['vote', 'g', 'Alice=ja', '1=nein'], /two votes/],
  ['a 100 KB player reference', ['vote', 'g', `${LONG_ARG}=ja`], /no player is called "x{80}… \(100000 characters\)"/],
  ['a 100 KB vote word', ['vote', 'g', `Alice=${LONG_ARG}`], /\(100000 characters\)/],
  ['a 100 KB game id', ['status', LONG_ARG], /\(100000 characters\)|not a usable game id|no game/],
  ['a 100 KB new id', ['new', LONG_ARG, '--players', ...players5], /not a usable game id/],
  ['an escape in a player reference', ['vote', 'g', 'Al\u001b[2Jice=ja'], /\\e\[2J/],
  ['nominate out of turn', ['nominate', 'g', 'Carol'], /cannot nominate/],
  ['discard before the vote', ['discard', 'g', '1'], /discard|waits for/],
  ['enact before the vote', ['enact', 'g', '1'], /enact|waits for/],
  ['investigate now', ['investigate', 'g', 'Carol'], /investigat|waits for/],
  ['execute now', ['execute', 'g', 'Carol'], /execut|waits for/],
  ['no such game', ['status', 'nosuchgame'], /no (such )?game/],
  ['a game id with a slash', ['new', '../evil', '--players', ...players5], /not a usable game id/],
  ['a game id in Cyrillic', ['new', 'игра', '--players', ...players5], /"игра" is not a usable game id: use Latin letters \(a-z, A-Z\), digits/],
  ['an existing game', ['new', 'g', '--players', ...players5], /already exists/],
  ['four players', ['new', 'h', '--players', 'A1', 'B1', 'C1', 'D1'], /5 to 10|players/],
  ['eleven players', ['new', 'h', '--players', ...Array.from({ length: 11 }, (_, i) => `P${String.fromCharCode(65 + i)}`)], /5 to 10|players/],
  ['an unknown ruleset', ['new', 'h', '--players', ...players5, '--ruleset', 'chess'], /unknown ruleset/],
  ['an unknown theme', ['new', 'h', '--players', ...players5, '--theme', 'x'.repeat(500)], /unknown theme/],
  ['an unknown language', ['new', 'h', '--players', ...players5, '--lang', 'xx'], /unknown language/],
  ['a bad seed', ['new', 'h', '--players', ...players5, '--seed', 'zz'], /--seed/],
  ['an unknown format', ['replace', 'g', '3', 'Zed', '--format', 'html'], /--format/],
  ['an unknown time zone', ['replace', 'g', '3', 'Zed', '--timezone', 'Mars/Olympus'], /time zone/],
  ['undo without --yes off a terminal', ['undo', 'g'], /--yes|terminal|confirm/],
  ['a missing templates folder', ['new', 'h', '--players', ...players5, '--templates', 'nowhere'], /--templates/],
];
for (const [what, args, says] of CLI) cases.push({ name: `command line: ${what}`, args, says });

// ── Rosters and logs that are not regular files, or too large ─────────────────────────────────
const SPECIAL: [string, (path: string) => void, RegExp][] = [
  ['a FIFO', (p) => fifo(p), /named pipe|FIFO/],
  ['a /dev/zero symlink', (p) => symlinkSync('/dev/zero', p), /device/],
  ['a /dev/null symlink', (p) => symlinkSync('/dev/null', p), /device/],
  ['a folder', (p) => mkdirSync(p), /folder/],
  ['a dangling symlink', (p) => symlinkSync('/nonexistent/x', p), /no such|no game|missing/],
];
for (const [what, make, says] of SPECIAL) {
  cases.push({ name: `new: the roster is ${what}`, args: ['new', 'h', '--players', 'r.yaml'], setup: (cwd) => make(join(cwd, 'r.yaml')), says: new RegExp(`${says.source}|cannot read the roster`) });
  for (const args of [['status', 'f'], ['nominate', 'f', 'Bob'], ['vote', 'f', '1=ja'], ['sync', 'f'], ['send', 'f'], ['history', 'f'], ['deadline', 'f', '--apply'], ['undo', 'f', '--yes']]) {
    cases.push({ name: `${args[0]}: the log is ${what}`, args, setup: (cwd) => make(join(cwd, 'games', 'f.yaml')), says: new RegExp(`${says.source}|no game log|no such game`) });
  }
  // A folder is what `audit` takes to check every log in it: not a bad input there.
  if (what !== 'a folder') cases.push({ name: `audit: the log is ${what}`, args: ['audit', 'games/f.yaml'], setup: (cwd) => make(join(cwd, 'games', 'f.yaml')), says: new RegExp(`${says.source}|cannot read|no such`), report: true });
}
cases.push({ name: 'new: a 300 KB roster', args: ['new', 'h', '--players', 'roster.yaml'], setup: roster(`# ${'x'.repeat(300_000)}\n- Alice\n- Bob\n- Carol\n- Dmitri\n- Eve\n`), says: /more than the 256 KB/ });
cases.push({ name: 'status: a 17 MB log', args: ['status', 'f'], setup: (cwd) => write(cwd, 'games/f.yaml', `# ${'x'.repeat(17 * 1024 * 1024)}\n`), says: /more than the 16\.0 MB/ });
cases.push({ name: 'nominate: a 17 MB log', args: ['nominate', 'f', 'Bob'], setup: (cwd) => write(cwd, 'games/f.yaml', `# ${'x'.repeat(17 * 1024 * 1024)}\n`), says: /more than the 16\.0 MB/ });

// ── Logs that are damaged ───────────────────────────────────────────────────────────────────
const damaged = (edit: (text: string) => string) => (cwd: string) => write(cwd, 'games/f.yaml', edit(readFileSync(logPath(cwd), 'utf8')));
const DAMAGE: [string, (text: string) => string, RegExp][] = [
  ['not YAML', () => 'events: [\n  - {', /not valid YAML/],
  ['empty', () => '', /mapping|not a chancery game log/],
  ['a list', () => '- 1\n- 2\n', /mapping/],
  ['binary', () => '\u0000\u0001\u0002\u00ff'.repeat(100), /YAML|mapping|not a chancery/],
  ['no version', (t) => t.replace(/^chancery: \d+\n/m, ''), /format version is missing/],
  ['a future version', (t) => t.replace(/^chancery: \d+$/m, 'chancery: 99'), /version 99 is not supported/],
  ['a changed header', (t) => t.replace(/^created: .*$/m, 'created: 2020-01-01T00:00:00.000Z'), /header was changed|hash/],
  ['a changed event', (t) => t.replace(/chancellor: 1/, 'chancellor: 2'), /changed, inserted or removed|hash/],
  ['a gap in the numbers', (t) => t.replace(/seq: 3\n/, 'seq: 4\n'), /sequence numbers|hash/],
  ['events that are not a list', (t) => t.replace(/\nevents:\n[\s\S]*$/, '\nevents: 5\n'), /must be a list/],
  ['an unknown event type', (t) => t.replace(/(\n {4}type: )[a-z-]+/, '$1teleported'), /teleported|type/],
  ['a YAML bomb', () => 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n', /version is missing|not a chancery|YAML|alias/],
];
for (const [what, edit, says] of DAMAGE) {
  for (const args of [['status', 'f'], ['nominate', 'f', 'Bob'], ['vote', 'f', '1=ja']]) {
    cases.push({ name: `${args[0]}: a log that is ${what}`, args, setup: damaged(edit), says });
  }
}

function snapshotOf(cwd: string): string {
  const games = join(cwd, 'games');
  const names = readdirSync(games).filter((n) => n.endsWith('.yaml')).sort();
  return JSON.stringify({ names, g: readFileSync(logPath(cwd), 'utf8') });
}

export const figures = { tried: 0, failures: [] as string[] };
/** CHANCERY_CASES=<regex>: only the cases whose name matches (to re-run a failure). */
const only = process.env.CHANCERY_CASES ? new RegExp(process.env.CHANCERY_CASES) : null;
const chosen = only ? cases.filter((c) => only.test(c.name)) : LONG ? cases : cases.filter((_, i) => i % 4 === 0);

test(`bad input: ${chosen.length} of ${cases.length} cases give a clear one-line error, no stack trace, no hang, the log unchanged`, async () => {
  assert.ok(cases.length >= 200, `the table has ${cases.length} cases`);
  for (const c of chosen) {
    const cwd = fromTemplate('bad-input', SETUP);
    c.setup?.(cwd);
    const before = snapshotOf(cwd);
    const run = await start(c.args, cwd, { timeoutMs: 20_000 });
    figures.tried++;
    const problems: string[] = [];
    const crash = crashOf(run);
    if (crash) problems.push(crash);
    if (run.code === 0) problems.push('exit 0');
    const out = c.report ? run.stdout : run.stderr;
    const first = out.split('\n')[0] ?? '';
    if (!c.report && !/^error: /.test(first)) problems.push(`no error line: ${JSON.stringify(out.slice(0, 200))}`);
    if (!c.report && out.trim().split('\n').length > 2) problems.push(`more than an error line and a hint: ${JSON.stringify(out.slice(0, 300))}`);
    if (first.length > 400) problems.push(`an error line of ${first.length} characters`);
    if (/\u001b/.test(run.stderr)) problems.push('an escape sequence reached the terminal');
    if (!c.says.test(out)) problems.push(`does not say ${c.says}: ${JSON.stringify(out.slice(0, 300))}`);
    if (snapshotOf(cwd) !== before) problems.push('the games folder changed');
    if (problems.length) figures.failures.push(`${c.name}: ${problems.join('; ')}`);
    else rmSync(cwd, { recursive: true, force: true });
  }
  console.log(`bad input: ${figures.tried} cases tried (table of ${cases.length}), ${figures.failures.length} failures`);
  assert.equal(figures.failures, []);
});

// ── Emails: sync survives each, applies nothing from it, and records it ───────────────────────
interface MailCase { name: string; make: (inboxNew: string, reply: Buffer) => void; says?: RegExp }
const header = (reply: Buffer) => reply.toString('latin1').split(/\r?\n\r?\n/)[0];
const withBody = (reply: Buffer, body: string, extraHeaders = '') => Buffer.from(`${header(reply).replace(/^Content-Type:.*$/im, 'X-Was-Type: x').replace(/^Message-ID:.*$/im, 'Message-ID: <bad-input@p.example>')}${extraHeaders}\r\n\r\n${body}`, 'latin1');
const MAILS: MailCase[] = [
  { name: 'an empty file', make: (d) => writeFileSync(join(d, 'm1'), '') },
  { name: 'binary garbage', make: (d) => writeFileSync(join(d, 'm1'), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256))) },
  { name: 'a 5 MB mail (over the limit) answering Carol\'s question', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, `ja ${'x'.repeat(5_000_000)}`)), says: /larger than chancery reads/ },
  { name: 'a 10 MB one-line body', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, `ja ${'y'.repeat(10_000_000)}`)), says: /larger than chancery reads/ },
  { name: 'a 3 MB one-line body under the limit', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, `${'z'.repeat(3_000_000)}`)) },
  { name: 'a 10 MB header', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, 'ja', `\r\nX-Big: ${'h'.repeat(10_000_000)}`)), says: /larger than chancery reads/ },
  { name: 'multiparts nested 1000 deep', make: (d, r) => {
    let body = '';
    for (let i = 1; i < 1000; i++) body += `--b${i - 1}\r\nContent-Type: multipart/mixed; boundary="b${i}"\r\n\r\n`;
    body += '--b999\r\nContent-Type: text/plain\r\n\r\nmaybe\r\n';
    for (let i = 999; i >= 0; i--) body += `--b${i}--\r\n`;
    writeFileSync(join(d, 'm1'), withBody(r, body, '\r\nContent-Type: multipart/mixed; boundary="b0"'));
  } },
  { name: 'an unknown charset', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, 'qq', '\r\nContent-Type: text/plain; charset=x-klingon')) },
  { name: 'broken base64', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, '!!!not base64!!!', '\r\nContent-Transfer-Encoding: base64')) },
  { name: 'no From', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, 'ja').toString('latin1').replace(/^From:.*$/im, 'X-From: none')) },
  { name: 'a folder in inbox/new', make: (d) => mkdirSync(join(d, 'm1')), says: /no mail/ },
  { name: 'a FIFO in inbox/new', make: (d) => fifo(join(d, 'm1')), says: /no mail/ },
  { name: 'a /dev/zero symlink in inbox/new', make: (d) => symlinkSync('/dev/zero', join(d, 'm1')), says: /no mail/ },
  { name: 'an escape sequence in the body', make: (d, r) => writeFileSync(join(d, 'm1'), withBody(r, 'ma\u001b[2Jybe')) },
];

test(`bad mail: ${MAILS.length} cases: sync survives, applies nothing from them, and records or sets each aside`, async () => {
  const failures: string[] = [];
  for (const m of only ? MAILS.filter((c) => only.test(c.name)) : LONG ? MAILS : MAILS.filter((_, i) => i % 2 === 0)) {
    const cwd = fromTemplate('bad-mail', [['nominate', 'g', 'Bob'], ['reply', 'g', 'Carol', 'ja']]);
    const inbox = join(cwd, 'games', 'g', 'inbox', 'new');
    const [original] = readdirSync(inbox);
    const reply = readFileSync(join(inbox, original));
    rmSync(join(inbox, original));
    m.make(inbox, reply);
    const engineBefore = readLog(logPath(cwd)).events.filter((e) => !e.type.startsWith('message-') && e.type !== 'reply-received').length;
    const run = await start(['sync', 'g'], cwd, { timeoutMs: 30_000 });
    figures.tried++;
    const problems: string[] = [];
    const crash = crashOf(run);
    if (crash) problems.push(crash);
    if (run.code !== 0) problems.push(`exit ${run.code}: ${run.stderr.slice(0, 200)}`);
    if (/\u001b/.test(run.stdout + run.stderr)) problems.push('an escape sequence reached the terminal');
    const events = readLog(logPath(cwd)).events;
    if (events.filter((e) => !e.type.startsWith('message-') && e.type !== 'reply-received').length !== engineBefore) problems.push('the game moved on');
    if (m.says && !m.says.test(run.stdout)) problems.push(`does not say ${m.says}: ${run.stdout.slice(0, 300)}`);
    if (readdirSync(inbox).length) problems.push('left in inbox/new');
    if (problems.length) failures.push(`${m.name}: ${problems.join('; ')}`);
  }
  assert.equal(failures, []);
});

test.run();
