// The moderator's terminal lines in the game's language and theme: one line per log record, what
// the game waits for ("Next:"), the PRIVATE notes and the printers' labels. A Secret Russian game
// says Director and decree here too, a Russian game says it all in Russian. Theme words come from
// templates/themes/*.yaml; Russian names take their case through src/render/names.ts.
import { pending, type Policy, type Power, type State, type Vote, type WinReason, type Winner } from '../engine/index.js';
import type { ClaimRecorded, DropReason, Lang, LogRecord, ThemeName } from '../log/records.js';
import { claimReading, claimWordsIn } from './claims.js';
import { withArticle } from './article.js';
import type { AuditProblem, AuditProblemKind } from '../log/audit.js';
import { LOG_ONLY_RULE } from '../log/log-only.js';
import type { SeedMismatch } from '../log/verify.js';
import { describeFileProblem, type FileProblem } from '../input/files.js';
import { diskProblemOf, diskWords } from '../input/disk.js';
import { listedNumbers } from '../input/text.js';
import { loadVocabulary, lookup, pluralCategory, pluralForm, roleWord, type Vocabulary } from '../render/vocab.js';
import { nameGrammar, nameInCase, type Case, type NameGenders } from '../render/names.js';

export { gameGenders, gendersByName, type NameGenders } from '../render/names.js';
import { formatDate, zoneInLang } from '../log/dates.js';
import { countOf } from '../errors.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface Speech {
  lang: Lang;
  theme: ThemeName;
  /** One line for a log record. */
  record(r: LogRecord, players: string[]): string;
  /** What the game waits for, as a sentence. */
  waiting(state: State): string;
  next: string;
  /** Choices joined as one ("a or b"). */
  either(items: string[]): string;
  /** After a refused decision: the commands the game takes now ("run: …"). */
  instead(commands: string[]): string;
  then: string;
  /** The header of a PRIVATE note. */
  privateFor(to: string, seat: number): string;
  /** The header of the post to paste. */
  postHeader(kind: string, format: string): string;
  /**
   * A write the moderator never saw (its command was cut short before its report, src/cli/unshown.ts):
   * which records, and the command that prints its thread post again.
   */
  missed: {
    recorded(from: number, to: number): string; postAgain(command: string): string;
    /** `list`: the game has such a write, which `command` (any command naming the game) shows. */
    listed(from: number, to: number, command: string): string;
  };
  /** `post --copy`: the post went to the clipboard (by `tool`), or there is none (`tools`: those looked for). */
  copied(kind: string, format: string, tool: string): string;
  noClipboard(tools: string): string;
  /** The PRIVATE notes' texts. */
  presidentDraws(name: string, cards: Policy[]): string;
  chancellorReceives(name: string, cards: Policy[]): string;
  /** The Chancellor's two cards again, once the President refused the veto (RULES §2.7). */
  vetoRefusedEnact(name: string, cards: Policy[]): string;
  investigated(target: string, party: Policy): string;
  peeked(cards: Policy[]): string;
  /** The terminal board's labels. */
  board: {
    track(p: Policy): string; tracker: string; piles(deck: number, discards: number): string; vetoUnlocked: string;
    /** The marks of a seat's current player, by name: a Russian mark agrees with its player («казнена»). */
    executed(name: string): string; termLimited: string; investigated(name: string): string; notHitler: string;
    /** The mark above what one seat may know (status --as): hidden facts, set apart as the decisions' PRIVATE notes are. */
    privateView(name: string, seat: number): string;
    /** Whose seat the view is, their role and their party (the policy it is named after). */
    as(name: string, role: string, party: Policy): string; knows: string; isRole(name: string, role: string): string;
    /** An investigation's result, as its PRIVATE note says it: the player investigated, and who holds the seat `now` if it changed hands since. */
    investigatedWho(name: string, party: Policy, now?: string): string; peeked: string; holds(as: string, cards: string, veto: boolean): string;
    /** `by`: who held them, when not the seat's player now (the seat changed hands since, or after the President's discard). */
    handled(government: number, as: string, cards: string, by?: string): string;
    /** status --at and --as: the point of the log shown, and whose view it is. */
    asOf(seq: number, last: number): string; seenBy(name: string): string;
  };
  /** Words for the printers. */
  word: {
    card(p: Policy): string; team(p: Policy): string; power(p: Power | string): string;
    /** A role's word; given the players who held it, in the word for them (a woman's «кошка» where each was a woman: vocab's roleWord). */
    role(r: string, holders?: readonly string[]): string;
    president: string; chancellor: string; government: string;
    elected: string; failed: string; voting: string; veto: string; enacted: string; chaos: string; special: string;
    claim: string; conflict: string; votes: string; none: string; claimAs(as: string): string; vetoState(v: string): string;
    /** claim's report: the claim recorded (`shown` in the theme's letters), and a government's heading by its number. */
    claimRecorded(player: string, as: string, government: number, shown: string): string; governmentNumbered(n: number): string;
    /** The votes a house rule cast at the deadline: "house rule: Eve"; and the mark's legend under the matrix. */
    byRule(names: string[]): string; byRuleLegend: string;
    reason(r: WinReason): string; gameOver(winner: Winner, reason: WinReason): string;
    noGovernment: string; governments(n: number): string;
    /** A ballot as the theme names it (Ja! and Nein in the rules; a moderator's theme file may say otherwise). */
    ballot(v: 'ja' | 'nein'): string;
    /** A seat handed over during a government after it voted: that vote stays the leaver's. */
    votedBefore(government: number): string;
    /** The President's seat handed over during a session after the discard: the discard and the two cards passed stay the leaver's. */
    discardedBefore(government: number): string;
    /** The history's mark before a seat handed over (mail.takesOver says who took it). */
    replaced: string;
  };
  /** The mail commands' and house commands' lines: what was sent, what each reply became, who took a seat. */
  mail: {
    sent(n: number, transport: string): string; notSent(kind: string, to: string, address: string, error: string): string;
    /**
     * A message dropped, not sent, and why: its question closed, or (a reminder) its reader answered,
     * while it waited to go out; or its reader no longer holds the seat, which `holder` holds now.
     */
    dropped(kind: string, to: string, reason: DropReason, holder?: string, seat?: number): string;
    outcome(o: string): string;
    /** A reply's line: its outcome (already styled), who sent it, what it was read as, and why it was not applied (a clause, no closing stop). */
    itemLine(outcome: string, who: string, readAs?: string, detail?: string): string;
    message(kind: string): string; toApply: string; alreadyRead(n: number): string; noNewMail: string;
    /** After a reading that names a card the thread must not learn (a discard, a hand not yet enacted). */
    secretReading: string;
    /** A reply not applied, in its player's words (on one line). */
    wrote(who: string, text: string): string;
    /** Mail for another game sharing the account, left for its sync. */
    leftFor(game: string, from: string): string;
    /** sync --watch: when it starts polling, and when Ctrl-C stops it. */
    watching(game: string, seconds: number): string; stoppedWatching(game: string): string; pollFailed(problem: string, seconds: number): string;
    /** An inbox entry that is no mail at all, set aside unread: what it is (the line names the entry). */
    notMail(p: FileProblem): string;
    /** A sync (not --watch) that could not read the mailbox: the problem, and the command that tests each step of the account. */
    unreadable(problem: string, game: string): string;
    replyWaiting(player: string, subject: string): string;
    keptVote(player: string, byMail: boolean, given: string, entered: string): string;
    replacedVote(player: string, byMail: boolean, given: string, entered: string): string; alreadyVoted: string;
    takesOver(name: string, seat: number, previous: string): string; queued: string; forThread: string;
    /** The newcomer's time zone for deadlines, beside `takesOver` (an IANA id). */
    inZone(zone: string): string;
    nothingToSend: string; postError(error: string): string; confirmed: string;
    /** status: private messages queued and not sent yet, and the command that sends them. */
    unsentWaiting(n: number, game: string): string;
    /** status: a player whose address bounced (`last`: the last report's time, as the game's dates read). */
    bouncing(player: string, address: string, count: number, last: string): string;
    /** A decision written whose post could not be rendered (a broken template of the moderator's), and how to get it once fixed. */
    decisionPostError(error: string): string; /** `command`: the post command line, quoted for the shell. */ postRetry(command: string): string;
    /** `mail check`: its labels and the details of the steps that passed (a failure quotes the server). */
    check: {
      ok: string; fail: string; works: string; broken: string;
      /** A step's label: what was checked (`step`) on which server (`server`: smtp, imap, local, or config for the settings). */
      label(server: string, step: string): string;
      noConfig: string; writable(dir: string): string;
      /** The local mailbox's folder could not be made or written: what the system said (English quotes it; another language words it, keeping its code). */
      notWritable(dir: string, error: NodeJS.ErrnoException): string; passwordSet(name: string): string; resolves(host: string, address: string): string;
      accepts(host: string, port: number): string; tls: string; connected: string; starttls: string; startTlsDone: string; loggedIn(user: string): string;
      /** The server offers no STARTTLS where it is required (another machine, secure: false). */
      noStartTls(server: 'smtp' | 'imap', detail: string): string;
      folder(folder: string, n: number): string;
      /** The failures: what the server or the system answered (`detail`, quoted as it came) with what to check. */
      noResolve(host: string, detail: string): string; noAnswer(host: string, port: number): string;
      cannotConnect(host: string, port: number, detail: string, refused: boolean): string;
      tlsFailed(detail: string, hint: 'smtp-secure' | null): string; connectionFailed(detail: string, hint: 'imap-secure' | null): string;
      loginRefused(detail: string): string; loginFailed(detail: string): string; folderFailed(folder: string, detail: string): string;
      /** The round trip: a check message sent by SMTP to the from address players reply to, looked for in the folder read over IMAP. */
      delivered(to: string, folder: string, user: string, seconds: string): string;
      notDelivered(to: string, folder: string, user: string, seconds: number): string;
      notSent(to: string, detail: string): string;
      /** The check message itself: its subject and text, in the moderator's inbox for a moment. */
      checkSubject: string; checkText: string;
    };
  };
  /** deadline, remind, dossier: labels and the notes of what was (not) applied. */
  house: {
    deadline: string; deadlineSet: string; gameDefault: string; noDeadline(game: string): string; noPhase(game: string, variant: 'over' | 'automatic'): string;
    waitingFor: string; nobody: string; kind(pendingKind: string): string;
    missingVoteRule: string; rule(r: string): string; applied: string; vote(v: string): string;
    notPassed(remaining: string): string; votesOnly: string; waitRule: string; allVoted: string;
    /** --apply read the answers by mail first, and they closed the phase the deadline was for: the last votes, or the answer it waited for. */
    votesCameIn: string; answeredByMail: string;
    /** After a deadline is set: the messages already sent give the earlier one (or none). */
    tellPlayers(command: string): string;
    reminded: string; nobodyNew: string; nobodyByMail: string; alreadyReminded: string; dossierQueued(name: string, seat: number, address: string): string;
  };
  /** undo: the confirmation, the warning, and the report. */
  undo: {
    /** `list`: the letters sent; `messages`: how many; `players`: their readers, each once (the sentence agrees in number). */
    warning: string; endTakenBack: string; alreadySent(list: string, messages: number, players: readonly string[]): string; confirm(what: string): string;
    /** The choices of the confirmation where y/n are not the language's keys. */
    yes: string; no: string;
    /** Claims and deadlines recorded after the decision taken back: they stay. */
    keptRecords(list: string): string;
    /** The refusal of undo without --yes off a terminal (the command to run is said after it). */
    needYes(what: string): string; nothingTaken: string; changed: string; noDecision: string;
    /** Another command's delivery still holds the game's send lock (undo waits for it, then gives up). */
    sending(owner: string, seconds: number, game: string): string;
    /** The game's send lock is not a regular file (a link, a named pipe): undo cannot know what was sent. */
    sendLockFile(file: string): string;
    takenBack(seq: number): string; alreadyTold(messages: number, players: readonly string[]): string; notified(players: string): string;
  };
  /** audit's and verify's verdicts, passing or failing (a failure names the check, the rule and the problem). */
  audit: {
    clean: string; counts(events: number, retracted: number): string; checked(checks: string[]): string;
    seedLater: string;
    /** No seed and no commitment: an imported game (its header names its `source`), or a log that claims neither. */
    noSeed(imported: boolean): string; won(winner: Winner, reason: WinReason): string; ended(seq: number, hash: string): string;
    /** The game ended here, in a log rewritten in format `fromVersion` after the game: the game-over post showed the old file's event and hash. */
    endedMigrated(seq: number, hash: string, fromVersion: number, oldSeq: number, oldHash: string): string;
    /** The commitment the log carries: the seed was checked against it, so an auditor must compare it with the opening post's. */
    commitment(hash: string): string;
    /** The log's last record (when it is not the game-ended one): where a copy of the log must end too. */
    last(seq: number, hash: string): string;
    /** A clean log whose times go back: the first record dated before the one above it (a warning). */
    timesBack(t: { seq: number; at: string; previousSeq: number; previousAt: string; count: number }): string;
    /** The same, on a batch's line. */
    timesBackShort(seq: number, previousSeq: number): string;
    /** The end of the file left out: an append a crash cut short (src/log/append.ts). */
    unfinished(from: number, found: number): string;
    /** A log whose file is named after another game than its header's (renamed): the game it holds. */
    otherGame(file: string, game: string): string;
    verified: string; follow(deals: number, shuffles: number, firstPresident: boolean, fromOption: boolean): string;
    noSeedNote(game: string, imported: boolean): string; seedSecretNote(game: string): string; notVerifiable: string;
    /** verify of a log that does not read: why nothing was checked. */
    unreadable: string;
    failed: string; event(seq: number): string;
    /** The problem found; `refusal` is the rule error's sentence in this language (an illegal event). */
    problem(p: AuditProblem, refusal?: string): string;
    kind(kind: AuditProblemKind): string; checkAndRule(kind: AuditProblemKind, rule: string): string; passedBefore(checks: string[]): string;
    cleanLine(events: number, won?: { winner: Winner; reason: WinReason }): string;
    mismatch: string; mismatches(n: number, deals: number, shuffles: number, firstPresident: boolean): string;
    header: string; line(n: number): string; mismatchText(m: SeedMismatch): string;
    /** The last line of an audit of several logs: how many there were and how many failed. */
    batch(failed: number, total: number): string;
    /** After it: the YAML files in the folders' subfolders that are no game log, not audited. */
    skipped(files: string[]): string;
  };
  /** migrate's, publish's and demo's reports (sizes come as numbers: each language writes its own). */
  report: {
    kb(bytes: number): string;
    upToDate: string; alreadyVersion(path: string, from: number): string;
    migrated: string; migratedFromTo(path: string, from: number, to: number, events: number): string;
    privateNow(file: string): string; oldKept(backup: string, hash: string): string; oldHashNote(seq: number, hash: string): string;
    published: string; liveView(game: string, record: string, size: string): string; liveLater: string;
    publishedGame(game: string): string; record(record: string, size: string): string; page(page: string, size: string): string;
    endedMigrated(seq: number, hash: string, fromVersion: number, oldSeq: number, oldHash: string): string;
    endedSame(seq: number, hash: string): string; endedAt(seq: number, hash: string): string; attach: string;
    demoPost(kind: string): string; demoNotFinished: string; demoOver(result: string, governments: number): string;
    /** `again`: the command line that plays the same game (its table size, theme, language and seed). */
    demoCounts(events: number, log: string, sent: number, applied: number, again: string): string; demoTry: string;
    /** demo's running notes between the posts. */
    demoReplies(read: number, applied: number): string; demoVoteRequests(living: number): string;
    demoReminded(names: string): string; demoHouseRule(vote: Vote, names: string): string;
    /** board --png/--svg: the picture written. */
    wroteBoard(file: string, bytes: number, width: number, height: number): string;
  };
  /** list's, stats' and import's lines about a folder of games (each game's own line in that game's words). */
  folder: {
    noGames(dir: string, create: string): string; games(n: number, dir: string): string; unreadable: string;
    /** list: a game's line (its table size, its Election Tracker, how it ended). */
    players(n: number): string; tracker: string; over(winner: Winner, reason: WinReason): string;
    /** stats: the games counted, those not counted yet, and the post below the table. */
    finished(n: number, dir: string): string; notCounted: string; postFollows(format: string): string;
    /** import: the logs written (`written`, `skipped`: the counts as written and skippedCount say them), and where a skipped record is. */
    written(n: number): string; skippedCount(n: number): string; imported(written: string, dir: string, skipped: string): string;
    skipped: string; line: string; game: string; government: string;
  };
  /** play's own lines (without a terminal, and after a session). */
  play: {
    written(n: number, byMail?: number): string; over: string; noTerminal: string; byMail: string; houseRuleDue(command: string): string; changed: string;
    /** Ctrl-C while a write is under way: it is finished and shown, then the session ends. */
    interrupted: string;
    /** A second Ctrl-C: the session stops at once; the next command naming `game` tells what was written (`command`). */
    stopped(command: string): string;
  };
  /** new's report: the game made (`game`, `path` as the printer styles them), its first candidate, its commitment, where the role cards went. */
  created: {
    created: string; game(game: string, ruleset: string, format: string, path: string): string; firstCandidate: string; commitment: string;
    noRoleCards: string; roleCardsLocal(n: number, folder: string): string; roleCardsSent(n: number, through: string, addresses: string): string;
  };
  /** simulate's report: its heading, the table's columns, a rate and an average as the language writes numbers, the total's line. */
  simulate: {
    heading(games: number, ruleset: string, seed: string): string;
    table: string; games: string; elected: string; executed: string; governments: string;
    rate(x: number): string; average(x: number): string; all: string; reason(label: string, n: number): string;
  };
  /** play's questions, choices and preview at a terminal (src/interactive). */
  prompt: {
    nominate(president: string): string; nominateLabel(name: string): string;
    discard(president: string, hand: Policy[]): string; discardLabel(i: number, card: Policy): string;
    enact(chancellor: string, hand: Policy[]): string; enactLabel(i: number, card: Policy): string;
    vetoRequest: string; vetoQuestion(chancellor: string, president: string): string; vetoAgree: string; vetoRefuse: string;
    /** A veto step as `chancery veto` takes it in the game's language (game/words' VETO_WORDS): an agreement in the President's gender («согласна»). */
    vetoStep(step: 'request' | 'agree' | 'refuse', president: string): string;
    power(power: Power, president: string): string; powerLabel(power: Power, target: string): string;
    voteOf(voter: string, president: string, chancellor: string): string; notYet: string; stopVotes: string; noVotes: string;
    record(votes: string): string; eachVote: string;
    checkAgain: string; quit: string; write: string; writeOnly: string; nothingWritten: string; refused: string; mail: string;
    /** The vote's deadline has passed: apply the house rule (the votes it casts, for whom) or enter votes. */
    houseRule: string; applyHouseRule(vote: string, names: string[]): string; enterVotes: string;
    willRun(command: string): string; threadPost(kind: string): string; postError(error: string): string; noPost: string;
    privates(n: number): string; privateTo(to: string, subject: string): string; noPrivates: string;
    /** Which game to play (`chancery play` in a folder of games), and how a game that cannot be played is shown. */
    whichGame: string; unreadable(error: string): string; disabled: string;
    /** The prompt library's own words: its key hint and yes/no (null: the library's English ones). */
    keys: string | null; yes: string; no: string;
    /** Under a yes/no question typed as y or n (English), after an entry that is neither. */
    yesOrNo: string;
  };
}

const cache = new Map<string, Speech>();

/**
 * The language of a line about several games (audit's batch summary, the game chooser): the one
 * language every game that names one shares; English when they differ or none names one (a log
 * that could not be read names none, and does not outvote the others).
 */
export function commonLang(langs: (Lang | undefined)[]): Lang {
  const named = new Set(langs.filter((l): l is Lang => l !== undefined));
  return named.size === 1 ? [...named][0] : 'en';
}

/** What a reply became, as sync reports it in a Russian game (the log keeps the English codes). */
const RU_OUTCOMES: Record<string, string> = {
  applied: 'принято', 'already-recorded': 'уже записано', refused: 'отклонено', ambiguous: 'переспросили', 'too-late': 'поздно', forged: 'подделка',
  held: 'задержано', ignored: 'пропущено', bounced: 'не доставлено',
};

/** audit's checks (src/log/audit.ts), in Russian. */
const AUDIT_CHECKS_RU: Record<string, string> = {
  format: 'формат', 'sequence numbers': 'номера событий', 'hash chain': 'цепочка хешей', retractions: 'отмены',
  'every event legal': 'каждое событие по правилам', 'shuffles hold exactly the deck and discards': 'перетасовки — ровно колода и сброс',
  'deal and shuffles follow from the seed': 'раздача и перетасовки из зерна', commitment: 'обязательство',
  'log-only records match the game': 'записи журнала сходятся с игрой',
};

/** What each audit check is called when it fails, in Russian. */
const AUDIT_KINDS_RU: Record<AuditProblemKind, string> = {
  io: 'чтение файла', yaml: 'YAML', shape: 'формат', version: 'версия формата', 'header-changed': 'заголовок',
  'event-changed': 'цепочка хешей', 'event-inserted': 'цепочка хешей', 'event-deleted': 'цепочка хешей', 'sequence-changed': 'цепочка хешей',
  'events-reordered': 'цепочка хешей', retraction: 'отмены', 'illegal-event': 'каждое событие по правилам',
  'automatic-missing': 'конец журнала', 'log-only': 'записи журнала', seed: 'зерно', truncated: 'целость файла',
};

/** The rules audit names that are not the game's rules (those come from templates/ru/rules.yaml). */
const AUDIT_RULES_RU: Record<string, string> = {
  'hash chain (docs/log-format.md: each hash covers the event and the hash before it)': 'цепочка хешей (docs/log-format.md: каждый хеш покрывает событие и хеш перед ним)',
  'the seeded generator (docs/log-format.md)': 'генератор из зерна (docs/log-format.md)',
  'the log format (docs/log-format.md)': 'формат журнала (docs/log-format.md)',
  'the rules (RULES.md)': 'правила (RULES.md)',
  'the log must be a readable regular file': 'журнал — обычный файл, который можно прочитать',
  'retractions (docs/log-format.md: undo takes back the last decision)': 'отмены (docs/log-format.md: отмена снимает последнее решение)',
  [LOG_ONLY_RULE]: 'записи журнала (docs/log-format.md §6: каждая верна для игры, какой она была в её месте)',
};

/** An answer as a reply names it, in Russian (the reply's question). */
const ANSWERS_RU: Record<string, { what: string; none: string }> = {
  'votes': { what: 'голос', none: 'ни один голос' }, 'president-discard': { what: 'сброс', none: 'ни один сброс' },
  'chancellor-enact': { what: 'выбор карты', none: 'ни один выбор карты' }, 'veto-answer': { what: 'ответ о вето', none: 'ни один ответ о вето' },
};

/** A log-only record that does not hold for the game, in Russian, from the facts audit gives. */
function logOnlyRu(f: NonNullable<AuditProblem['facts']>, w: (key: string) => string): string {
  // A vote in the theme's ballot words, as the posts and the rest of the terminal name it.
  const ballotRu = (vote?: string) => (vote === 'ja' || vote === 'nein' ? w(vote) : vote ?? '');
  const who = `${f.player} (место ${(f.seat ?? 0) + 1})`;
  const answer = ANSWERS_RU[f.prompt ?? 'votes'] ?? ANSWERS_RU.votes;
  switch (f.logOnly) {
    case 'not-standing': return `записан ответ, в котором ${who} повторяет уже записанный ${answer.what}, но в этот момент у этого места не действует ${answer.none}`;
    case 'repeats-other': return `записан ответ, в котором ${who} повторяет уже записанный ${answer.what} (событие № ${f.repeats}), но событие № ${f.repeats} — не действующий в этот момент ${answer.what} этого места`;
    case 'repeats-not-repeated': return `${f.seat === undefined ? 'ответ' : `ответ места ${f.seat + 1} (${f.player})`} записан не как повтор уже записанного ответа, но называет ответ, который будто бы повторяет (repeats: ${f.repeats}): этого поля здесь быть не должно`;
    case 'replaces-other': {
      const whose = f.seat === undefined ? 'записан ответ, который' : `записан ответ, в котором ${who}`;
      const said = `${whose} заменяет голос ${ballotRu(f.replaces)} (replaces: ${f.replaces})`;
      return f.standingVote
        ? `${said}, но до него у этого места действовал голос ${ballotRu(f.standingVote)}: ожидалось replaces: ${f.standingVote}`
        : `${said}, но ${f.vote ? 'до него у этого места не было другого голоса' : 'этот ответ не подал голоса, который мог бы что-то заменить'}: поля replaces здесь быть не должно`;
    }
    case 'vote-of-other': {
      const whose = f.seat === undefined ? 'записан ответ, который' : `записан ответ, в котором ${who}`;
      const said = `${whose} заменяет голос, который до замены подал за это место прежний игрок, ${f.replacesVoteOf} (replacesVoteOf: ${f.replacesVoteOf})`;
      return f.voteOf
        ? `${said}, но голос, действовавший до него (${ballotRu(f.standingVote ?? undefined)}), принадлежит прежнему игроку, ${f.voteOf}: ожидалось replacesVoteOf: ${f.voteOf}`
        : `${said}, но ${!f.vote ? 'этот ответ не подал голоса, который мог бы что-то заменить' : f.standingVote ? 'голос, действовавший до него, подал тот, кто занимает место сейчас' : 'до него у этого места не было другого голоса'}: поля replacesVoteOf здесь быть не должно`;
    }
    case 'not-applied': return f.earlier
      ? `ответ места ${(f.seat ?? 0) + 1} (${f.player}) записан как принятый, но всё, что та же запись внесла за это место (${f.earlier}), принято по предыдущим ответам`
      : `ответ места ${(f.seat ?? 0) + 1} (${f.player}) записан как принятый, но вместе с ним не записан ${answer.what} этого места`;
    case 'no-seat': return `запись называет место ${(f.seat ?? 0) + 1}, а такого места в игре нет`;
    case 'rendered-later': return `письмо записано как составленное по событию № ${f.atSeq}, а оно идёт не раньше этой записи`;
    case 'never-queued': return 'запись о доставке называет письмо, которого до неё не было в очереди';
    case 'more-delivered': return `отправленными или снятыми записано писем: ${f.delivered}, а в очереди до этого их было только ${f.queued}`;
    case 'not-house-rule': return `${f.vote === 'ja' || f.vote === 'nein' ? `записано, что правило дома подаёт за недостающие голоса ${ballotRu(f.vote)}` : 'записано правило дома, которое за недостающие голоса ничего не подаёт'}, а правило этой игры — ${f.rule === 'wait' ? 'ждать' : ballotRu(f.rule)}`;
    case 'claim-no-government': return `записано заявление про ${w('case.government.acc')} № ${f.government}, а его тогда ещё не выдвигали`;
    case 'claim-not-in-office': return `записано заявление места ${(f.seat ?? 0) + 1} (${f.player}) про ${w('case.government.acc')} № ${f.government} от имени должности, которую это место в нём не занимало`;
    case 'not-defaulted': return f.votedBefore
      ? `записано, что правило дома подало голос места ${(f.seat ?? 0) + 1} (${f.player}) после срока, но это место уже проголосовало до того (${ballotRu(f.votedBefore)}): правило подаёт только недостающие голоса`
      : `записано, что правило дома подало голос места ${(f.seat ?? 0) + 1} (${f.player}) после срока, но вместе с этой записью такой голос не подан`;
    case 'before-deadline': return f.deadline ? `записано, что правило дома подало голоса по истечении срока, но срок голосования (${f.deadline}) тогда ещё не прошёл` : 'записано, что правило дома подало голоса по истечении срока, но у этого голосования срока не было';
    case 'no-vote-cast': return 'записано, что правило дома подало голоса по истечении срока, но вместе с этой записью не подано ни одного голоса';
    case 'deadline-past': return `записано, что срок ${f.deadline} назначен, когда он уже прошёл: срок назначают на время после записи`;
    case 'deadline-other-phase': return `записан срок для этапа, начатого событием № ${f.phaseSeq}, но ${f.opener === null || f.opener === undefined ? 'в этот момент игра никого не ждала' : `этап в этот момент начат событием № ${f.opener}`}: срок назначают этапу, открытому при записи`;
    default: return 'запись журнала не сходится с игрой';
  }
}

/** What a seed comparison that failed means, in Russian (the roles and cards themselves are in --json). */
const SEED_MISMATCHES_RU: Record<SeedMismatch['variant'], string> = {
  'seed-option': 'зерно, переданное флагом, не то, что хранит журнал',
  commitment: 'обязательство в заголовке — не SHA-256 этого зерна, имени игры и списка мест',
  'first-president': 'первый кандидат, полученный из зерна, не тот, что записан в заголовке',
  deal: 'раздача ролей, полученная из зерна, не та, что записана в журнале',
  shuffle: 'перетасовка, полученная из зерна, не та, что записана в журнале',
  chain: 'событие изменено, вставлено или удалено после записи (цепочка хешей не сходится: проверьте журнал командой chancery audit)',
};

/**
 * A seed check's finding in Russian, with what the seed gives and what the log has (roles and cards
 * in the theme's words), as English says it; a chain break on the header is the header's change.
 */
function seedMismatchRu(m: Pick<SeedMismatch, 'variant' | 'expected' | 'found' | 'k' | 'seq'>, w: (key: string) => string): string {
  const list = (items: unknown, key: string) => (Array.isArray(items) ? items.map((x) => w(`${key}.${String(x)}`)).join(', ') : '');
  const cards = (items: unknown) => list(items, 'card').toLocaleLowerCase('ru');
  switch (m.variant) {
    case 'commitment': return m.expected === undefined ? SEED_MISMATCHES_RU.commitment
      : `обязательство в заголовке ${m.found ?? '(нет)'} — не SHA-256 этого зерна, имени игры и списка мест (из них получается ${String(m.expected)})`;
    case 'first-president': return typeof m.expected !== 'number' || typeof m.found !== 'number' ? SEED_MISMATCHES_RU['first-president']
      : `первый кандидат по зерну — место ${m.expected + 1}, а в заголовке — место ${m.found + 1}`;
    case 'deal': return m.expected === undefined ? SEED_MISMATCHES_RU.deal
      : `раздача ролей из зерна: ${list(m.expected, 'role')}; в журнале: ${list(m.found, 'role')}`;
    case 'shuffle': return m.expected === undefined ? SEED_MISMATCHES_RU.shuffle
      : `перетасовка № ${m.k} из зерна: ${cards(m.expected)}; в журнале: ${cards(m.found)}`;
    case 'chain': return m.seq === null ? 'заголовок изменён после записи (его хеш не сходится: проверьте журнал командой chancery audit)' : SEED_MISMATCHES_RU.chain;
    default: return SEED_MISMATCHES_RU[m.variant];
  }
}

/** A retraction that breaks the order of undo, in Russian, from the facts audit gives. */
function retractionRu(f: NonNullable<AuditProblem['facts']>): string {
  switch (f.retraction) {
    case 'not-in-effect': return `отмена снимает событие № ${f.seq}, а его нет среди действующих событий игры до неё`;
    case 'not-last': return `отмена должна снять последнее решение и всё после него (${f.expected?.length ? `события № ${listedNumbers(f.expected)}` : 'ничего'}), а снимает № ${listedNumbers(f.taken ?? [])}`;
    case 'automatic': return `отмена начинается с события № ${f.seq}, а его не решал человек: это автоматический шаг`;
    case 'two-decisions': return `отмена снимает два решения (события № ${f.seq} и № ${f.second}), а отменяют по одному решению за раз`;
    default: return 'отмена нарушает порядок отмен: она снимает последнее решение человека и всё после него, по одному решению за раз';
  }
}

/** What a file that is not a regular file is (input/files.ts kindOf), in Russian. */
const NOT_REGULAR_RU: Record<string, string> = {
  'a folder': 'папка', 'a named pipe (FIFO)': 'именованный канал', 'a device': 'устройство', 'a socket': 'сокет',
  'a socket or device': 'сокет или устройство',
};

/** A size as a Russian reader writes it (16,2 МБ; 300 КБ), as input/files.ts says it in English. */
/** A few files of a list, then how many more (a league's templates folder can hold dozens). */
function shortList(files: string[]): string {
  return files.length <= 3 ? files.join(', ') : `${files.slice(0, 3).join(', ')} (+${files.length - 3})`;
}

function megabytesRu(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} МБ` : `${Math.ceil(n / 1024)} КБ`;
}

/** A claim among the log's records as the claims post shows it: in the theme's letters and words (SSL, not the FFL typed), as typed when it does not read. */
function claimShown(r: ClaimRecorded, players: string[], t: Vocabulary, lang: Lang, genders?: NameGenders): string {
  const w = claimWordsIn(t, lang, genders);
  return claimReading(r.claim, r.as, players, w, undefined, w).shown;
}

/** Why a file could not be read, in Russian (input/files.ts describeFileProblem). */
function fileProblemRu(p: FileProblem): string {
  switch (p.kind) {
    case 'missing': return 'такого файла нет';
    case 'not-regular': return NOT_REGULAR_RU[p.what] ? `это ${NOT_REGULAR_RU[p.what]}, а не обычный файл` : 'это не обычный файл';
    case 'too-large': return `в нём ${megabytesRu(p.size)}, а такой файл может быть не больше ${megabytesRu(p.limit)}`;
    case 'io': return 'ошибка ввода-вывода';
    case 'utf16': return 'он сохранён в кодировке UTF-16 («Юникод» в Windows): сохраните его в UTF-8';
  }
}

/** An audit problem in Russian, from its kind and facts (the English sentence is p.message). */
function auditProblemRu(p: AuditProblem, refusal: string | undefined, w: (key: string) => string): string {
  const f = p.facts ?? {};
  switch (p.kind) {
    case 'header-changed': return `заголовок изменён после записи (его хеш не сходится)${p.seedMismatch === 'commitment' ? '; и зерно в нём не даёт его обязательства: изменены зерно, обязательство, имя игры или список мест' : ''}`;
    case 'event-changed': return `событие № ${f.seq} изменено после записи: его хеш не следует из предыдущего события`;
    case 'event-inserted': return f.twice !== undefined ? `вставлено событие: номер ${f.twice} встречается дважды`
      : `событие № ${f.seq} вставлено: следующее за ним событие следует прямо из предыдущего`;
    case 'event-deleted': return f.missing ? `удалено событий: ${f.missing.length} (№ ${f.missing.join(', ')})`
      : f.missingFrom !== undefined ? `удалено событий: ${f.missingTo! - f.missingFrom + 1} (№ ${f.missingFrom}–${f.missingTo})`
      : `удалено событие перед событием № ${f.before} (а следующие перенумерованы)`;
    case 'sequence-changed': return `номер события № ${f.belongs} изменён на ${f.stands}: соседние события пронумерованы как положено`;
    case 'events-reordered': return f.stands !== undefined ? `события переставлены: событие № ${f.stands} стоит на месте события № ${f.belongs}`
      : `события № ${f.seq} и № ${f.swapped} переставлены местами`;
    case 'retraction': return retractionRu(f);
    case 'illegal-event': return `событие нарушает правило${refusal ? `: ${refusal}` : ''}`;
    case 'automatic-missing': return refusal ?? 'журнал обрывается раньше автоматического события, которого требуют правила';
    case 'log-only': return logOnlyRu(f, w);
    case 'io': return p.file ? `не удаётся прочитать файл: ${fileProblemRu(p.file)}` : refusal ?? p.message;
    case 'truncated': return `файл обрывается внутри ${f.seq !== undefined ? `события № ${f.seq}` : 'последней записи'}: он обрезан (у записи нет полного хеша, которым кончается каждая запись); попросите файл целиком`;
    case 'seed': return p.seedMismatch ? seedMismatchRu({ ...p, variant: p.seedMismatch }, w) : 'случайность не следует из зерна';
    default: return refusal ?? p.message; // yaml, shape, version: the wording of their code, where written
  }
}

/** What a game waits for (a pending kind), in an English moderator's words. */
const PENDING_EN: Record<string, string> = {
  votes: 'votes', nomination: 'nomination', 'president-discard': 'discard', 'chancellor-enact': 'enactment',
  'veto-answer': 'veto answer', power: 'power',
};

/** What a game waits for (a pending kind), in a Russian moderator's words. */
const PENDING_RU: Record<string, string> = {
  votes: 'голоса', nomination: 'выдвижение', 'president-discard': 'сброс карты', 'chancellor-enact': 'принятие карты',
  'veto-answer': 'ответ на вето', power: 'полномочие',
};

/** The English Secret Hitler words the terminal uses most (as in templates/themes/secret-hitler.yaml). */
const SECRET_HITLER: Record<string, string> = {
  president: 'President', chancellor: 'Chancellor', government: 'government', 'policy.one': 'policy',
  'role.hitler': 'Hitler', 'card.liberal': 'Liberal', 'card.fascist': 'Fascist', 'teams.liberal': 'Liberals', 'teams.fascist': 'Fascists',
  'power.investigate': 'Investigate Loyalty', 'power.special-election': 'Special Election', 'power.peek': 'Policy Peek', 'power.execution': 'Execution',
  ja: 'Ja', nein: 'Nein',
};

/**
 * The terminal's words for a game. `folders`: the moderator's template folders of the game (see
 * render/overrides.ts), whose theme file, if one is there for this theme, re-words the terminal's
 * lines as it does the posts and messages.
 */
export function speechOf(lang: Lang = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders?: NameGenders): Speech {
  const own = folders.filter((dir) => existsSync(join(dir, 'themes', `${theme}.yaml`)));
  // Genders change only the Russian lines (a name's case); English shares one speech per theme.
  const named = lang === 'ru' && genders?.size ? [...genders].map(([name, g]) => `${name}=${g}`) : [];
  const key = [lang, theme, ...own, '', ...named].join('\0');
  let s = cache.get(key);
  // The words are read when first needed: `status` of an English Secret Hitler game prints its
  // board and Next: line without reading a theme file (start-up stays free of YAML).
  let words: Vocabulary | undefined;
  const t = () => (words ??= loadVocabulary(theme, lang, [...own]));
  if (!s) cache.set(key, (s = lang === 'ru' ? russian(t, theme, genders) : english(t, theme, own.length > 0)));
  return s;
}

/**
 * The template folders a result's words come from, kept on the result for its printer under a
 * symbol key: `--json` prints the result's data, and JSON leaves symbol keys out.
 */
export const THEME_FOLDERS: unique symbol = Symbol('chancery.themeFolders');

/** The players' genders a result's lines decline names with, under a symbol key as its folders are. */
export const PLAYER_GENDERS: unique symbol = Symbol('chancery.playerGenders');

/** A result its printer words in its game's language and theme. */
export interface Worded { lang?: Lang; theme?: ThemeName; [THEME_FOLDERS]?: readonly string[]; [PLAYER_GENDERS]?: NameGenders }

/** `result`, carrying the game's template folders (and its players' genders) for its printer (see speechFor). */
export function withThemeFolders<T extends object>(result: T, folders: readonly string[], genders?: NameGenders): T {
  if (genders?.size) Object.assign(result, { [PLAYER_GENDERS]: genders });
  return folders.length ? Object.assign(result, { [THEME_FOLDERS]: folders }) : result;
}

/** The terminal's words for a result's game, with the moderator's theme file when the game has one. */
export function speechFor(r: Worded): Speech {
  return speechOf(r.lang, r.theme, r[THEME_FOLDERS], r[PLAYER_GENDERS]);
}

function english(t: () => Vocabulary, theme: ThemeName, ownWords = false): Speech {
  const w = (p: string) => (theme === 'secret-hitler' && !ownWords && p in SECRET_HITLER ? SECRET_HITLER[p] : lookup(t(), p));
  const lower = (p: string) => w(p).toLocaleLowerCase();
  const card = (p: Policy) => lower(`card.${p}`);
  const policy = w('policy.one');
  // A team is named as the rules name it, capitalised: "the Fascists won", "the Subversives won".
  const team = (p: Policy) => w(`teams.${p}`);
  // Every theme says why a game ended in its own words, Secret Hitler too (never the log's code, "hitler-elected").
  // Worded when asked: a game under way never reads its theme's words for them.
  const reasonWords = (r: WinReason): string => {
    switch (r) {
      case 'five-liberal': return `five ${w('card.liberal')} ${pluralForm(t(), 'en', 'policy', 5)}`;
      case 'six-fascist': return `six ${w('card.fascist')} ${pluralForm(t(), 'en', 'policy', 6)}`;
      case 'hitler-elected': return `${w('role.hitler')} elected ${w('chancellor')}`;
      case 'hitler-executed': return `${w('role.hitler')} executed`;
    }
  };
  // What a private message is, as the moderator's lines name it (never its code, "vote-request").
  const kindWords = (kind: string): string => {
    switch (kind) {
      case 'role-card': return 'role card';
      case 'vote-request': return 'vote request';
      case 'president-hand': return `the ${w('president')}'s hand`;
      case 'chancellor-hand': return `the ${w('chancellor')}'s hand`;
      case 'veto-question': return 'veto question';
      case 'investigation-result': return 'investigation result';
      case 'peek-result': return 'peek result';
      case 'ack': return 'acknowledgement';
      case 'error-reply': return 'reply not accepted';
      case 'reminder': return 'reminder';
      case 'dossier': return 'dossier';
      case 'withdrawn': return 'withdrawal';
      case 'vote-defaulted': return 'vote cast by the house rule';
      case 'vote-overridden': return 'vote changed by the moderator';
      default: return kind;
    }
  };
  // A claim that does not hold (src/log/log-only.ts) with the theme's government and offices.
  const logOnlyWhat = (p: AuditProblem) => {
    const f = p.facts ?? {};
    const government = `${w('government')} ${f.government}`;
    if (f.logOnly === 'claim-no-government') return `a claim is recorded about ${government}, which had not been nominated then`;
    if (f.logOnly === 'claim-not-in-office') return `a claim of ${f.player} (seat ${(f.seat ?? 0) + 1}) as ${f.as === 'chancellor' ? w('chancellor') : f.as === 'president' ? w('president') : f.as} of ${government} is recorded, but the seat did not hold that office in it`;
    return p.message;
  };
  // A seed check's finding (src/log/verify.ts, in Secret Hitler's words) with the theme's office for the first candidate.
  const seedWhat = (what: string) => what.replace(/^the first President\b/, `the first ${w('president')}`);
  const speech: Speech = {
    lang: 'en', theme,
    record(r, players) {
      const n = (s: number) => players[s] ?? `seat ${s + 1}`;
      switch (r.type) {
        case 'roles-dealt': return 'roles dealt';
        case 'deck-shuffled': return `deck shuffled (${r.deck.length} cards)`;
        case 'chancellor-nominated': return `${n(r.president)} nominated ${n(r.chancellor)} for ${w('chancellor')}`;
        // Recorded, not "voted": a vote the house rule casts at the deadline is a vote-cast too.
        case 'vote-cast': return `${n(r.seat)}'s vote recorded`;
        case 'votes-tallied': return `votes tallied: ${w('ja')} ${r.ja.length}, ${w('nein')} ${r.nein.length}: ${r.elected ? 'elected' : 'failed'}`;
        case 'chaos-enacted': return `chaos: the top ${policy} (${card(r.policy)}) is enacted`;
        case 'policies-drawn': return `the ${w('president')} drew three ${pluralForm(t(), 'en', 'policy', 3)}`;
        case 'president-discarded': return `the ${w('president')} discarded a ${policy}`;
        case 'policy-enacted': return `a ${card(r.policy)} ${policy} was enacted`;
        case 'veto-requested': return `the ${w('chancellor')} asked for a veto`;
        case 'veto-answered': return r.agree ? `the ${w('president')} agreed to the veto` : `the ${w('president')} refused the veto`;
        case 'loyalty-investigated': return `${n(r.president)} investigated ${n(r.target)}`;
        case 'special-election-called': return `${n(r.president)} called a special election: ${n(r.target)} is the next candidate`;
        case 'policies-peeked': return `${n(r.president)} peeked at the top three ${pluralForm(t(), 'en', 'policy', 3)}`;
        case 'player-executed': return `${n(r.president)} executed ${n(r.target)}`;
        case 'game-ended': return `game over: the ${team(r.winner)} win (${reasonWords(r.reason)})`;
        case 'player-replaced': return `${r.name} takes over seat ${r.seat + 1}`;
        case 'retracted': return `took back events ${r.seqs.join(', ')}: ${r.reason}`;
        case 'message-queued': return `message queued for ${n(r.to)}: ${kindWords(r.kind)} [${r.code}]`;
        case 'message-sent': return `message sent ${r.messageId}`;
        case 'message-failed': return `message not sent ${r.messageId}: ${r.error}`;
        case 'message-dropped': return `message not sent ${r.messageId}: ${r.reason === 'replaced' ? 'its seat changed hands' : r.reason === 'answered' ? 'its reader answered' : 'its question closed'} before it could go out`;
        // Named by its seat's player, as sync's report names it (with the address it came from, when
        // not applied: held from another one, say); a changed vote says the vote it changed, as that report does.
        case 'reply-received': return `reply from ${r.seat === null || r.seat === undefined ? r.from : r.outcome === 'applied' || r.outcome === 'already-recorded' ? n(r.seat) : `${n(r.seat)} (${r.from})`}: ${r.outcome}${r.readAs ? ` (${r.readAs})` : ''}${r.replaces ? `, changing the vote recorded before it: ${w(r.replaces)}` : r.outcome === 'applied' && r.replacesVoteOf ? `, the vote ${r.replacesVoteOf} cast for the seat before it changed hands, now the new player's` : ''}`;
        case 'claim-recorded': return `${n(r.seat)} claims as ${r.as === 'president' ? w('president') : r.as === 'chancellor' ? w('chancellor') : r.as} of ${w('government')} ${r.government}: ${claimShown(r, players, t(), 'en')}`;
        case 'deadline-set': return `deadline set: ${formatDate(r.deadline, 'en')}`;
        case 'reminder-sent': return `reminder sent to ${r.seats.map(n).join(', ')}`;
        case 'contact-changed': return `contact of ${n(r.seat)} changed`;
        case 'default-applied': return r.seats ? `house rule at the deadline: ${r.vote === 'ja' ? w('ja') : w('nein')} cast for ${r.seats.map(n).join(', ')}` : `house rule applied: ${r.detail}`;
      }
    },
    waiting(state) {
      const p = pending(state);
      const n = (s: number) => state.players[s];
      switch (p.kind) {
        case 'deal': return 'the roles are not dealt yet';
        case 'shuffle': return 'the deck must be shuffled first';
        case 'nomination': return `the game waits for ${n(p.president)} to nominate a ${w('chancellor')}`;
        case 'votes': return `the game waits for votes from ${p.waitingFor.map(n).join(', ')}`;
        case 'tally': return 'the votes are all in and wait to be tallied';
        case 'chaos': return `three ${w('government')}s failed: chaos enacts the top ${policy}`;
        case 'draw': return `${n(p.president)} is about to draw three ${pluralForm(t(), 'en', 'policy', 3)}`;
        case 'president-discard': return `the game waits for ${n(p.president)} to discard a ${policy}`;
        case 'chancellor-enact': return `the game waits for ${n(p.chancellor)} to enact a ${policy}${p.vetoAllowed ? ' or ask for a veto' : ''}`;
        case 'veto-answer': return `the game waits for ${n(p.president)} to answer the veto request`;
        case 'power': return `the game waits for ${n(p.president)} to use the power: ${w(`power.${p.power}`)}`;
        case 'game-over': return `the game is over: the ${team(p.winner)} won`;
      }
    },
    next: 'Next:',
    either: (items) => items.join(' or '),
    instead: (commands) => `run: ${commands.join(' or ')}`,
    then: 'Then:',
    board: {
      track: (p) => (theme === 'secret-hitler' ? (p === 'liberal' ? 'Liberal' : 'Fascist') : w(`track.${p}`)),
      tracker: w('tracker'), piles: (d, x) => `deck ${d}, discards ${x}`, vetoUnlocked: 'veto unlocked',
      executed: () => 'executed', termLimited: 'term-limited', investigated: () => 'investigated', notHitler: `not ${w('role.hitler').replace(/^the /, '')}`,
      privateView: (name, seat) => `PRIVATE: for ${name} (seat ${seat}) only; never in the thread`,
      as: (name, role, party) => `As ${name}: ${role} (party: ${w(`party.${party}`)})`, knows: 'knows', isRole: (name, role) => `${name} is ${withArticle(role)}`,
      investigatedWho: (name, party, now) => `investigated ${name}${now ? ` (now ${now})` : ''}: ${card(party)}`, peeked: 'peeked',
      holds: (as, cs, veto) => `holds as ${as}: ${cs}${veto ? ' (may ask for a veto)' : ''}`,
      handled: (g, as, cs, by) => `${w('government')} ${g}, as ${as}${by ? ` (${by})` : ''}: ${cs}`,
      asOf: (seq, last) => ` as of event ${seq} of ${last}`, seenBy: (name) => ` — as seen by ${name}`,
    },
    mail: {
      sent: (n, transport) => `sent ${countOf(n, 'message')} (${transport})`,
      notSent: (kind, to, address, error) => `not sent ${kindWords(kind)} to ${to} <${address}>: ${error} (still queued: chancery send retries)`,
      dropped: (kind, to, reason, holder, seat) => `not sent ${kindWords(kind)} to ${to}: ${reason === 'replaced' ? `seat ${seat} is now held by ${holder}` : reason === 'answered' ? 'their answer came in while it waited to go out' : 'its question closed while it waited to go out'} (dropped)`,
      outcome: (o) => o, itemLine: (o, who, readAs, detail) => `${o} ${who}${readAs ? `: ${readAs}` : ''}${detail ? ` — ${detail}` : ''}`, message: kindWords, toApply: 'to apply it:', secretReading: '(PRIVATE: never in the thread)', wrote: (who, text) => `${who} wrote: "${text}"`, alreadyRead: (n) => `${countOf(n, 'message')} already read before: skipped`, noNewMail: 'no new mail',
      leftFor: (game, from) => `left ${from || 'a message'}: for the game ${game} (chancery sync ${game} reads it)`,
      watching: (game, seconds) => `watching ${game} for replies every ${seconds} s (Ctrl-C stops)`, stoppedWatching: (game) => `stopped watching ${game}`,
      pollFailed: (problem, seconds) => `could not read the mailbox (${problem}): trying again in ${seconds} s`,
      notMail: (p) => `no mail (${describeFileProblem(p)}): set aside unread`,
      unreadable: (problem, game) => `could not read the mailbox (${problem}); chancery mail check ${game} tests each step of the account`,
      replyWaiting: (player, subject) => `${player}'s reply is in the inbox (${subject}): run`,
      // Votes are named by the theme's ballot words (Ja, Nein), as the posts name them, not the log's codes.
      keptVote: (player, byMail, given, entered) => `Kept ${player}'s vote ${byMail ? 'by mail' : 'already recorded'}: ${w(given)} (you entered ${w(entered)}). To replace it:`,
      replacedVote: (player, byMail, given, entered) => `Replaced ${player}'s vote ${byMail ? 'by mail' : 'already recorded'}: ${w(given)} → ${w(entered)} (--override)`,
      alreadyVoted: 'Already voted so:',
      takesOver: (name, seat, previous) => `${name} takes over seat ${seat} from ${previous}`, queued: 'queued', forThread: 'For the thread:',
      inZone: (zone) => `(${zone})`,
      unsentWaiting: (n, game) => `Not sent yet: ${countOf(n, 'private message')} — run chancery send ${game}`,
      bouncing: (player, address, count, last) => `Mail to ${player} bounces: ${address} (${countOf(count, 'bounce report')}, the last ${last}); ${player} gets none of the game's messages`,
      nothingToSend: 'nothing to send: every queued message is sent', postError: (e) => `Recorded, but the post could not be rendered: ${e}`,
      confirmed: '(confirmed by the moderator)',
      decisionPostError: (e) => `The decision is recorded, but its post could not be rendered: ${e}`,
      postRetry: (command) => `fix it, then print the post with \`${command}\``,
      check: {
        ok: 'ok  ', fail: 'FAIL', works: 'mail works', broken: 'mail does not work: see the failed step above', label: (server, step) => (server === 'config' ? step : `${server} ${step}`),
        noConfig: 'no mail.yaml: the local transport (files in the game folder)', writable: (dir) => `${dir} is writable`,
        notWritable: (dir, error) => `${dir}: ${error.message}`,
        passwordSet: (name) => `${name} is set`, resolves: (host, address) => `${host} is ${address}`,
        accepts: (host, port) => `${host}:${port} accepts connections`, tls: 'TLS established', connected: 'connected',
        starttls: 'connected (this machine: STARTTLS when the server offers it)', loggedIn: (user) => `logged in as ${user}`,
        startTlsDone: 'connected and encrypted with STARTTLS before logging in',
        noStartTls: (server, detail) => `the server did not encrypt the connection with STARTTLS (${detail}): chancery does not send the password unencrypted to another machine; use the server's TLS port with secure: true (${server === 'smtp' ? 'SMTP: 465' : 'IMAP: 993'})`,
        folder: (f, n) => `${f} holds ${n} messages`,
        noResolve: (host, detail) => `${host} does not resolve (${detail}): check the host name`,
        noAnswer: (host, port) => `no answer from ${host}:${port} within 8 s (a firewall, or the wrong port)`,
        cannotConnect: (host, port, detail, refused) => `cannot connect to ${host}:${port}: ${detail}${refused ? ' (nothing listens there: check the port)' : ''}`,
        tlsFailed: (detail, hint) => `TLS failed: ${detail}${hint ? ' (port 587 wants secure: false, 465 wants secure: true)' : ''}`,
        connectionFailed: (detail, hint) => `the IMAP connection failed: ${detail}${hint ? ' (port 993 wants secure: true)' : ''}`,
        loginRefused: (detail) => `the server refused the login: ${detail} (for Gmail and Fastmail use an app password)`,
        loginFailed: (detail) => `failed: ${detail} (for Gmail and Fastmail use an app password)`,
        folderFailed: (folder, detail) => `cannot open the folder "${folder}": ${detail}`,
        delivered: (to, folder, user, seconds) => `a check message sent to ${to} arrived in ${folder} of ${user} in ${seconds} s, and was deleted`,
        notDelivered: (to, folder, user, seconds) => `a check message sent to ${to} (the from address players reply to) did not arrive within ${seconds} s in ${folder} of ${user}, the folder chancery reads: players' replies would be lost; set from in mail.yaml to an address delivered to ${user}, or imap to the account ${to} is delivered to (a slow server: try --timeout 60)`,
        notSent: (to, detail) => `the server did not accept a check message to ${to} (the from address players reply to): ${detail}`,
        checkSubject: 'chancery mail check', checkText: 'chancery mail check sent this message to see that replies reach the folder it reads; it deletes it at once. Should it stay, delete it: sync never reads it as a reply.',
      },
    },
    house: {
      deadline: 'Deadline:', deadlineSet: 'Deadline set:', gameDefault: " (the game's default)",
      noDeadline: (game) => `none for this phase (set one: chancery deadline ${game} 24h)`,
      noPhase: (game, variant) => `none: ${game} ${variant === 'over' ? 'is over' : 'waits for an automatic step'}, there is no phase to give a deadline`,
      waitingFor: 'Waiting for:', nobody: 'nobody', kind: (k) => PENDING_EN[k] ?? k,
      missingVoteRule: 'House rule for a missing vote:',
      // A vote is named by the theme's ballot words, as the posts name it (Nein, not the log's nein).
      rule: (r) => (r === 'ja' || r === 'nein' ? w(r) : r), applied: 'Applied:', vote: (v) => (v === 'ja' || v === 'nein' ? w(v) : v),
      notPassed: (remaining) => `the deadline has not passed yet (${remaining}): nothing applied`,
      tellPlayers: (command) => `the messages already sent to them give the earlier deadline (or none): to tell them this one, run ${command}`,
      votesOnly: 'the house rule covers votes only: the game waits for a decision only its player can make: nothing applied',
      waitRule: 'the house rule is to wait for every vote (new --on-missing-vote wait): nothing applied',
      allVoted: 'every living player has voted: nothing applied',
      votesCameIn: 'every vote came in (read from the mail just now): nothing left for the house rule; nothing applied',
      answeredByMail: 'the answer read from the mail just now closed the phase the deadline was for: nothing applied',
      reminded: 'Reminded:', nobodyNew: 'Nobody new to remind.', nobodyByMail: 'No question asked by email waits for an answer: nobody to remind.', alreadyReminded: 'Already reminded of this deadline:',
      dossierQueued: (name, seat, address) => `Dossier queued for ${name} (seat ${seat}) <${address}>`,
    },
    undo: {
      warning: 'Warning:',
      endTakenBack: 'this takes back the end of the game: if the game-over post is already in the thread, the seed is public and anyone can compute every card from here',
      alreadySent: (list, _n, players) => `Already sent about it: ${list}: ${players.length === 1 ? `${players[0]} knows` : 'they know'} what is taken back.`,
      confirm: (what) => `Take back ${what}?`, yes: 'Yes, take it back', no: 'No',
      keptRecords: (list) => `what was recorded after it stays (${list}): undo takes back the last decision, not a claim or a deadline`,
      needYes: (what) => `undo would take back ${what}: there is no terminal to ask at`,
      nothingTaken: 'nothing was taken back',
      noDecision: 'there is no decision to take back: the deal and the opening shuffle are never taken back (create a new game instead)',
      changed: 'the game changed while you were confirming: nothing was taken back; run undo again',
      sending: (owner, seconds, game) => `another chancery command (process ${owner}) is still sending this game's mail after ${seconds} s: nothing was taken back, since undo must know what was sent before it takes anything back; run chancery undo ${game} again when it has finished`,
      sendLockFile: (file) => `the game's send lock ${file} is not a regular file (a link, a named pipe or a device): nothing was taken back, since undo must hold it to know what was sent; remove it, then run undo again`,
      takenBack: (seq) => `Taken back (recorded as event ${seq}; the events stay in the log):`,
      alreadyTold: (_n, players) => `Already sent about what was taken back (${players.length === 1 ? `${players[0]} knows it` : 'these players know it'}):`,
      notified: (players) => `Told by mail that those messages are withdrawn: ${players}`,
    },
    audit: {
      clean: 'clean', counts: (n, r) => `${n} events, ${r} taken back`, checked: (cs) => `checked: ${cs.join(', ')}`,
      seedLater: 'the seed is not in the log: run `chancery verify <log> --seed <hex>` with the seed revealed at the end',
      noSeed: (imported) => (imported ? 'no seed and no commitment (an imported game): its deal and shuffles were recorded, not generated'
        : 'no seed and no commitment, and no source it was imported from: nothing proves the deal and the shuffles were random (every game chancery deals carries a commitment: compare with the opening post)'),
      won: (winner, reason) => `the ${team(winner)} won (${reasonWords(reason)})`,
      ended: (seq, hash) => `the game ended at event ${seq}, hash ${hash}: compare with the game-over post`,
      endedMigrated: (seq, hash, v, oldSeq, oldHash) => `the game ended at event ${seq}, hash ${hash}; the log was rewritten from format ${v} after the game (chancery migrate): the game-over post showed event ${oldSeq}, hash ${oldHash}, of the old file: compare that with the game-over post`,
      commitment: (hash) => `the commitment ${hash}: compare with the opening post (the log's own commitment proves nothing by itself)`,
      otherGame: (file, game) => `the file ${file} holds game ${game} (the id in its header, which the commitment covers): compare it with that game's posts`,
      last: (seq, hash) => `the log ends at event ${seq}, hash ${hash}`,
      timesBackShort: (seq, previous) => `warning: the log's times go back (event ${seq} is dated before event ${previous})`,
      timesBack: (t) => `warning: event ${t.seq} was written at ${t.at}, before event ${t.previousSeq} above it (${t.previousAt})${t.count > 1 ? `; ${t.count} records in all are dated before the record above them` : ''}: the log's times go back (the order of the records is what the hash chain proves; a log written before 2026-12-07 by commands that waited for one another, or on a machine whose clock was set back, can show this)`,
      unfinished: (from, found) => `left out: bytes ${from}–${found} at the end of the file, an append a crash cut short (noted in the log's lock file); the next chancery command on this game removes them`,
      verified: 'verified',
      follow: (d, s, fp, opt) => `commitment, ${countOf(d, 'deal')}, ${countOf(s, 'shuffle')}${fp ? `, the random first ${w('president')}` : ''} follow from the seed (${opt ? 'given with --seed' : 'in the log'})`,
      noSeedNote: (game, imported) => `${game} has no seed and no commitment${imported ? ' (it was imported)' : ''}: its deal and shuffles were recorded, not generated, so there is nothing to verify`,
      seedSecretNote: (game) => `${game} does not carry its seed (it stays secret until the game ends): pass the seed revealed in the game-over post with --seed <hex>`,
      notVerifiable: 'not verifiable',
      unreadable: 'the seed is checked against the log as it was written, and this log does not read: nothing was checked (chancery audit says the same)',
      // The engine's sentence, or in its place the same rule error worded in the game's theme.
      failed: 'FAILED', event: (seq) => `event ${seq}`,
      problem: (p, refusal) => (p.kind === 'seed' ? seedWhat(p.message) : p.kind === 'log-only' ? logOnlyWhat(p) : refusal && p.refusal ? p.message.replace(p.refusal.message, refusal) : p.message),
      kind: (kind) => kind, checkAndRule: (kind, rule) => `check: ${kind}; rule: ${rule}`, passedBefore: (cs) => `passed before it: ${cs.join(', ')}`,
      cleanLine: (n, won) => `${n} events${won ? `, the ${team(won.winner)} won (${reasonWords(won.reason)})` : ''}`,
      mismatch: 'MISMATCH',
      mismatches: (n, d, s, fp) => `${n} mismatch${n === 1 ? '' : 'es'} (checked: commitment, ${countOf(d, 'deal')}, ${countOf(s, 'shuffle')}${fp ? `, the random first ${w('president')}` : ''})`,
      header: 'header', line: (n) => `line ${n}`, mismatchText: (m) => seedWhat(m.what),
      batch: (failed, total) => `${countOf(total, 'log')}: ${failed ? `${failed} failed the audit` : 'all clean'}`,
      skipped: (files) => `not audited: ${countOf(files.length, 'YAML file')} in subfolders without a \`chancery:\` line (not game logs): ${shortList(files)}; name a file to audit it`,
    },
    report: {
      kb: (n) => `${(n / 1024).toFixed(1)} KB`,
      upToDate: 'up to date', alreadyVersion: (path, from) => `${path} is already format version ${from}: nothing to do`,
      migrated: 'migrated', migratedFromTo: (path, from, to, n) => `${path}: format version ${from} → ${to}, ${n} events (every hash recomputed; it audits as before)`,
      privateNow: (file) => `contacts and mail details are now in ${file}, outside the hash chain`,
      oldKept: (backup, hash) => `the old file is kept as ${backup}; its last hash was ${hash}`,
      oldHashNote: (seq, hash) => `a game-over post published before today shows the game ending at event ${seq}, hash ${hash}, as the old file audits: publish the old file's audit with it, or say the log was migrated`,
      published: 'published',
      liveView: (game, record, size) => `the public view of ${game} (no seed, no hidden card, no role): ${record} (${size})`,
      liveLater: 'the hashed record and the replay page come after the game-over post: chancery publish without --live',
      publishedGame: (game) => `${game}:`,
      record: (record, size) => `${record} (${size}): the hashed log, without contact data; anyone can run chancery audit and chancery verify on it`,
      page: (page, size) => `${page} (${size}): the replay page; it verifies the record in the browser when opened`,
      endedMigrated: (seq, hash, v, oldSeq, oldHash) => `the game ended at event ${seq}, hash ${hash}; the log was migrated from format ${v} after the game-over post, which showed event ${oldSeq}, hash ${oldHash}: say so in the thread (the old file, kept beside the private file, audits to that hash)`,
      endedSame: (seq, hash) => `the game ended at event ${seq}, hash ${hash}: the same as in the game-over post`,
      endedAt: (seq, hash) => `the game ended at event ${seq}, hash ${hash}`,
      attach: 'attach both to the thread, or link to them, after the game-over post',
      demoPost: (kind) => `thread post: ${kind}`, demoNotFinished: 'the game did not finish',
      demoOver: (result, n) => `Demo over: ${result} after ${countOf(n, w('government'))}.`,
      demoCounts: (n, log, sent, applied, again) => `${n} events in ${log}; ${sent} emails sent, ${applied} replies applied (local mailbox). Same game again: ${again}`,
      demoTry: 'Try:',
      demoReplies: (n, applied) => `✉ ${n} repl${n === 1 ? 'y' : 'ies'} read from the inbox, ${applied} applied`,
      demoVoteRequests: (n) => `✉ vote requests sent to the ${n} living players`,
      demoReminded: (names) => `✉ reminder emailed to ${names}`,
      demoHouseRule: (vote, names) => `⏰ the deadline passed: by the house rule, ${w(vote)} was cast for ${names}`,
      wroteBoard: (file, bytes, width, height) => `Wrote ${file} (${bytes} bytes, ${width}×${height}).`,
    },
    folder: {
      noGames: (dir, create) => `no games in ${dir} (create one with: ${create} …)`,
      games: (n, dir) => `${countOf(n, 'game')} in ${dir}`, unreadable: 'unreadable:',
      players: (n) => `${n} players`, tracker: 'tracker', over: (winner, reason) => `over: the ${team(winner)} won (${reasonWords(reason)})`,
      finished: (n, dir) => `${countOf(n, 'finished game')} in ${dir}`, notCounted: 'not counted (still running)',
      postFollows: (format) => `the post (--format ${format}) follows; --json prints everything`,
      written: (n) => `${n} written`, skippedCount: (n) => `${n} skipped`, imported: (written, dir, skipped) => `${written} to ${dir}, ${skipped}`,
      skipped: 'skipped', line: 'line', game: 'game', government: 'government',
    },
    play: {
      written: (n, mail = 0) => [n ? `${countOf(n, 'decision')} written` : '', mail ? `${countOf(mail, 'answer')} by mail applied` : ''].filter(Boolean).join(', ') || 'nothing written',
      over: 'The game is over.',
      noTerminal: 'No terminal to prompt at: run instead', byMail: '(players answer by mail: chancery sync reads their answers)',
      houseRuleDue: (command) => `The deadline has passed: the house rule casts the missing votes (${command})`,
      changed: 'the game changed since the preview (another command, or a reply read elsewhere): nothing written; choose again',
      interrupted: 'Ctrl-C: the session ends once what it wrote is shown (Ctrl-C again stops at once)',
      stopped: (command) => `Stopped before showing what was written: ${command} shows it`,
    },
    created: {
      created: 'Created', game: (game, ruleset, format, path) => `${game} (rules: ${ruleset}, theme: ${theme}, en, posts in ${format}) at ${path}`,
      // Secret Hitler's own phrase; another theme names its office (the Premier, the Mayor).
      firstCandidate: `First ${theme === 'secret-hitler' ? 'Presidential candidate' : `candidate for ${w('president')}`}`,
      commitment: 'Commitment (publish it in the opening post)',
      noRoleCards: 'No role cards were sent.',
      roleCardsLocal: (n, folder) => `Role cards: ${n} written to the local outbox ${folder} (nothing leaves this machine; configure mail to email them)`,
      roleCardsSent: (n, through, addresses) => `Role cards: ${n} emailed through ${through} to ${addresses}`,
    },
    simulate: {
      heading: (games, ruleset, seed) => `${games} random games, ruleset ${ruleset}, seed ${seed}`,
      table: 'table', games: 'games', elected: 'elected', executed: 'executed', governments: `${w('government')}s`,
      rate: (x) => `${(x * 100).toFixed(1)}%`, average: (x) => x.toFixed(1),
      all: 'all', reason: (label, n) => `${label} ${n}`,
    },
    prompt: {
      nominate: (pres) => `${pres} is the ${theme === 'secret-hitler' ? 'Presidential candidate' : `candidate for ${w('president')}`}: whom do they nominate as ${w('chancellor')}?`,
      nominateLabel: (name) => `Nominate ${name}`,
      discard: (pres, hand) => `${w('president')} ${pres} drew ${hand.map(card).join(', ')}: which card do they discard?`,
      discardLabel: (i, c) => `Discard card ${i + 1} (${card(c)})`,
      enact: (chanc, hand) => `${w('chancellor')} ${chanc} holds ${hand.map(card).join(', ')}: what do they do?`,
      enactLabel: (i, c) => `Enact card ${i + 1} (${card(c)})`,
      vetoRequest: 'Request a veto',
      vetoQuestion: (chanc, pres) => `${w('chancellor')} ${chanc} asks for a veto: what does ${w('president')} ${pres} answer?`,
      vetoAgree: 'Agree to the veto (both cards are discarded)', vetoRefuse: 'Refuse the veto',
      vetoStep: (step) => step,
      power: (power, pres) => {
        const who = `${w('president')} ${pres}`;
        switch (power) {
          case 'investigate': return `${who} investigates a player's loyalty: whom?`;
          case 'special-election': return `${who} calls a special election: who is the next candidate for ${w('president')}?`;
          case 'execution': return `${who} executes a player: whom?`;
          case 'peek': return `${who} peeks at the top three ${pluralForm(t(), 'en', 'policy', 3)}`;
        }
      },
      powerLabel: (power, target) => (power === 'peek' ? `Peek at the top three ${pluralForm(t(), 'en', 'policy', 3)}`
        : power === 'investigate' ? `Investigate ${target}` : power === 'special-election' ? `Make ${target} the next candidate` : `Execute ${target}`),
      voteOf: (voter, pres, chanc) => `${voter}'s vote on ${pres} > ${chanc}`, notYet: 'Not yet', stopVotes: 'Stop entering votes',
      noVotes: 'No votes entered.', record: (votes) => `Record ${votes}`, eachVote: '(ja or nein for each)',
      checkAgain: 'Check again (mail, other commands)', quit: 'Quit', write: 'Write this to the log and send the messages?', writeOnly: 'Write this to the log?',
      houseRule: 'The deadline has passed. Apply the house rule to the missing votes?',
      applyHouseRule: (vote, names) => `Apply the house rule: ${vote} for ${names.join(', ')}`, enterVotes: 'Enter the votes instead',
      nothingWritten: 'nothing written', refused: 'refused:', mail: 'mail:',
      willRun: (cmd) => `This will run: ${cmd}`, threadPost: (kind) => `Thread post (${kind}):`,
      postError: (e) => `The post could not be rendered: ${e}`, noPost: 'No new thread post: nothing public changes yet.',
      privates: (n) => `Private messages (${n}):`, privateTo: (to, subject) => `PRIVATE to ${to}: ${subject}`, noPrivates: 'No private messages.',
      keys: null, yes: 'Yes', no: 'No', yesOrNo: 'Type y or n (Enter alone: the default shown in capitals)',
      whichGame: 'Which game?', unreadable: (e) => `unreadable: ${e}`, disabled: 'unreadable',
    },
    privateFor: (to, seat) => `PRIVATE: for ${to} (seat ${seat}) only; forward by private message, never in the thread`,
    postHeader: (kind, format) => `Post to paste in the thread (${kind}, ${format}):`,
    missed: {
      recorded: (from, to) => `Recorded but never shown: a command was cut short after writing ${from === to ? `#${from}` : `#${from}–#${to}`}, before it printed its report:`,
      postAgain: (command) => `Its post was never shown either; it is below, and \`${command}\` prints it again.`,
      listed: (from, to, command) => `never shown: a command was cut short after writing ${from === to ? `#${from}` : `#${from}–#${to}`}; \`${command}\` shows what it wrote`,
    },
    copied: (kind, format, tool) => `The ${kind} post (${format}) is on the clipboard (${tool}): paste it into the thread.`,
    noClipboard: (tools) => `No clipboard here (looked for ${tools}): copy the post below.`,
    presidentDraws: (name, cards) => `${w('president')} ${name} draws, top first: ${cards.map(card).join(', ')}`,
    chancellorReceives: (name, cards) => `${w('chancellor')} ${name} receives: ${cards.map(card).join(', ')}`,
    vetoRefusedEnact: (name, cards) => `${w('chancellor')} ${name}: the ${w('veto')} was refused; enact one of: ${cards.map(card).join(', ')}`,
    investigated: (target, party) => `${target}'s party membership: the ${w(`party.${party}`)}`,
    peeked: (cards) => `the top three ${pluralForm(t(), 'en', 'policy', 3)}, top first: ${cards.map(card).join(', ')}`,
    word: {
      // A power by its name in the theme, as a Russian game says it; Hitler keeps the capital of a name.
      card, team: (p) => w(`teams.${p}`), role: (r) => (r === 'hitler' ? w('role.hitler') : lower(`role.${r}`)), power: (p) => lower(`power.${p}`),
      president: w('president'), chancellor: w('chancellor'), government: w('government'),
      vetoState: (v) => `veto ${v}`,
      elected: 'elected', failed: 'failed', voting: 'voting', veto: 'veto', enacted: 'enacted', chaos: 'chaos', special: 'special',
      claim: 'claim', conflict: 'CONFLICT', votes: 'Votes', none: 'none',
      byRule: (names) => `cast by the house rule: ${names.join(', ')}`, byRuleLegend: '* cast by the house rule at the deadline: the player had not voted by then',
      // The office a claim is made as, in the theme's word (a Secret Russian claim is the Premier's).
      claimAs: (as) => (as === 'president' ? w('president') : as === 'chancellor' ? w('chancellor') : as),
      claimRecorded: (player, as, n, shown) => `claim recorded: ${player} (${speech.word.claimAs(as)} of ${w('government')} ${n}) says ${shown}`,
      governmentNumbered: (n) => `${w('government').charAt(0).toLocaleUpperCase()}${w('government').slice(1)} ${n}`,
      reason: (r) => reasonWords(r), gameOver: (winner, reason) => `Game over: the ${team(winner)} win (${reasonWords(reason)})`,
      noGovernment: `no ${w('government')} has been nominated yet`,
      governments: (n) => countOf(n, w('government')),
      ballot: (v) => w(v),
      votedBefore: (n) => `during ${w('government')} ${n}, after the seat had voted`,
      discardedBefore: (n) => `during ${w('government')} ${n}, after the ${w('president')} had discarded`,
      replaced: 'replaced:',
    },
  };
  return speech;
}

function russian(vocab: () => Vocabulary, theme: ThemeName, genders?: NameGenders): Speech {
  const t = vocab();
  const w = (p: string) => lookup(t, p);
  const lower = (p: string) => w(p).toLocaleLowerCase();
  const policies = (n: number) => `${n} ${pluralForm(t, 'ru', 'policy', n)}`;
  const cards = (n: number) => `${n} ${{ one: 'карта', few: 'карты' }[pluralCategory('ru', n) as string] ?? 'карт'}`;
  const card = (p: Policy) => lower(`card.${p}`);
  /** A name in a case for a plain line: declined (with the gender the log gives), or "игрока «bob»". */
  const inCase = (name: string, c: Case) => nameInCase(name, c, genders?.get(name));
  /** A word agreeing with a player: the male or female form, or the neutral one when neither the log nor the name tells. */
  const agreeing = (name: string, male: string, female: string, neutral: string) => {
    const { gender } = nameGrammar(name, genders?.get(name));
    return gender === 'male' ? male : gender === 'female' ? female : neutral;
  };
  /** A party's member, as a PRIVATE note names one («Анна — кошка»): a woman by the theme's word for a woman (roleWoman), where it has one. */
  const member = (name: string, party: Policy) => roleWord(t, party, [nameGrammar(name, genders?.get(name)).gender]).toLocaleLowerCase();
  /** A role as the board says it, in the word for the players who held it (Гитлер keeps its capital: a name). */
  const roleOf = (r: string, holders: readonly string[] = []) =>
    (r === 'hitler' ? w('role.hitler') : roleWord(t, r, holders.map((n) => nameGrammar(n, genders?.get(n)).gender)).toLocaleLowerCase());
  const reasons: Record<WinReason, string> = {
    'five-liberal': `принято ${policies(5).replace(/^5 /, `5 ${w('lawsGen.liberal')} `)}`,
    'six-fascist': `принято ${policies(6).replace(/^6 /, `6 ${w('lawsGen.fascist')} `)}`,
    'hitler-elected': `${w('role.hitler')} ${w('hitlerIs.elected')} ${w('case.chancellor.ins')}`,
    'hitler-executed': `${w('role.hitler')} ${w('hitlerIs.executed')}`,
  };
  /** «игра окончена: победили Крысы (…)», as `list` and the game picker end a game's line; `word.gameOver` starts it with a capital. */
  const gameOverWords = (winner: Winner, reason: WinReason) => `игра окончена: победили ${w(`teams.${winner}`)} (${reasons[reason]})`;
  const KINDS: Record<string, string> = {
    'role-card': 'роль', 'vote-request': 'голосование', 'president-hand': `карты ${w('case.president.gen')}`,
    'chancellor-hand': `карты ${w('case.chancellor.gen')}`, 'veto-question': 'вопрос о вето', 'investigation-result': 'результат проверки',
    'peek-result': 'просмотр колоды', ack: 'подтверждение', 'error-reply': 'ответ не принят', reminder: 'напоминание', dossier: 'досье места',
    withdrawn: 'отзыв сообщения', 'vote-defaulted': 'голос по правилу', 'vote-overridden': 'голос изменён ведущим',
  };
  const OUTCOMES: Record<string, string> = {
    applied: 'принят', 'already-recorded': 'уже записан', refused: 'отклонён', ambiguous: 'неоднозначен', 'too-late': 'опоздал', forged: 'поддельный',
    held: 'отложен', ignored: 'пропущен', bounced: 'недоставка',
  };
  const lawOf = (p: Policy) => w(`law.${p}`);
  const AS: Record<string, string> = { president: w('president'), chancellor: w('chancellor'), investigator: w('power.investigate'), peeker: w('power.peek') };
  const speech: Speech = {
    lang: 'ru', theme,
    record(r, players) {
      const n = (s: number) => players[s] ?? `место ${s + 1}`;
      switch (r.type) {
        case 'roles-dealt': return 'роли розданы';
        case 'deck-shuffled': return `колода перетасована (${cards(r.deck.length)})`;
        case 'chancellor-nominated': return `${n(r.president)} выдвигает ${inCase(n(r.chancellor), 'acc')} ${w('toChancellor')}`;
        case 'vote-cast': return `записан голос: ${n(r.seat)}`;
        case 'votes-tallied': return `голоса подсчитаны: ${w('ja')} ${r.ja.length}, ${w('nein')} ${r.nein.length}: ${w(r.elected ? 'governmentIs.elected' : 'governmentIs.failed')}`;
        case 'chaos-enacted': return `хаос: из колоды принят ${w(`law.${r.policy}`)}`;
        case 'policies-drawn': return `${w('president')} берёт три карты`;
        case 'president-discarded': return `${w('president')} сбрасывает карту`;
        case 'policy-enacted': return `принят ${w(`law.${r.policy}`)}`;
        case 'veto-requested': return `${w('chancellor')} предлагает вето`;
        case 'veto-answered': return r.agree ? `${w('president')} соглашается на вето` : `${w('president')} отказывается от вето`;
        case 'loyalty-investigated': return `${n(r.president)} проверяет лояльность ${inCase(n(r.target), 'gen')}`;
        case 'special-election-called': return `${n(r.president)} объявляет внеочередные выборы: следующий кандидат ${w('toPresident')} — ${n(r.target)}`;
        case 'policies-peeked': return `${n(r.president)} смотрит три верхние карты колоды`;
        case 'player-executed': return `${n(r.president)} казнит ${inCase(n(r.target), 'acc')}`;
        case 'game-ended': return `игра окончена: победили ${w(`teams.${r.winner}`)} (${reasons[r.reason]})`;
        case 'player-replaced': return `место ${r.seat + 1} занимает ${r.name}`;
        // The reason is the English record the log keeps; the events it names are listed by undo itself.
        case 'retracted': return `отменены события ${r.seqs.join(', ')}`;
        case 'message-queued': return `письмо в очереди, кому: ${n(r.to)}; ${KINDS[r.kind] ?? r.kind} [${r.code}]`;
        case 'message-sent': return `письмо отправлено ${r.messageId}`;
        case 'message-failed': return `письмо не отправлено ${r.messageId}: ${r.error}`;
        case 'message-dropped': return `письмо не отправлено ${r.messageId}: ${r.reason === 'replaced' ? 'место адресата перешло к другому игроку' : r.reason === 'answered' ? 'адресат ответил' : 'его вопрос закрылся'} раньше, чем оно ушло`;
        case 'reply-received': return `ответ от ${r.seat === null || r.seat === undefined ? r.from : r.outcome === 'applied' || r.outcome === 'already-recorded' ? inCase(n(r.seat), 'gen') : `${inCase(n(r.seat), 'gen')} (${r.from})`}: ${OUTCOMES[r.outcome] ?? r.outcome}${r.readAs ? ` (${r.readAs})` : ''}${r.replaces ? `, меняет голос, записанный раньше: ${w(r.replaces)}` : r.outcome === 'applied' && r.replacesVoteOf ? `, повторяет голос, который подал за это место до замены прежний игрок, ${r.replacesVoteOf}: теперь это голос нового игрока` : ''}`;
        case 'claim-recorded': return `заявление: ${n(r.seat)} (${AS[r.as] ?? r.as}, № ${r.government}): ${claimShown(r, players, t, 'ru', genders)}`;
        case 'deadline-set': return `срок: ${formatDate(r.deadline, 'ru')}`;
        case 'reminder-sent': return `напоминание: ${r.seats.map(n).join(', ')}`;
        case 'contact-changed': return `изменён адрес места ${r.seat + 1}`;
        case 'default-applied': return r.seats
          ? `сработало правило на случай молчания: за ${r.seats.map((seat) => inCase(n(seat), 'acc')).join(', ')} подан голос ${w(r.vote === 'ja' ? 'ja' : 'nein')}`
          : `сработало правило на случай молчания${/[a-z]/i.test(r.detail) ? '' : `: ${r.detail}`}`;
      }
    },
    waiting(state) {
      const p = pending(state);
      const n = (s: number) => state.players[s];
      switch (p.kind) {
        case 'deal': return 'роли ещё не розданы';
        case 'shuffle': return 'сначала нужно перетасовать колоду';
        case 'nomination': return `ждём, когда ${n(p.president)} выдвинет кандидата ${w('toChancellor')}`;
        case 'votes': return `ждём голосов, ещё не ответили: ${p.waitingFor.map(n).join(', ')}`;
        case 'tally': return 'все голоса получены, осталось их подсчитать';
        case 'chaos': return 'три провала подряд: хаос примет верхнюю карту колоды';
        case 'draw': return `${n(p.president)} сейчас возьмёт три карты`;
        case 'president-discard': return `ждём, когда ${n(p.president)} сбросит карту`;
        case 'chancellor-enact': return `ждём, когда ${n(p.chancellor)} примет ${w('policy.one')}${p.vetoAllowed ? ' или предложит вето' : ''}`;
        case 'veto-answer': return `ждём, когда ${n(p.president)} ответит на вето`;
        case 'power': return `ждём, когда ${n(p.president)} применит полномочие: ${w(`power.${p.power}`)}`;
        case 'game-over': return `игра окончена: победили ${w(`teams.${p.winner}`)}`;
      }
    },
    next: 'Дальше:',
    either: (items) => items.join(' или '),
    instead: (commands) => `выполните: ${commands.join(' или ')}`,
    then: 'Затем:',
    board: {
      track: (p) => w(`track.${p}`), tracker: w('tracker'), piles: (d, x) => `в колоде ${cards(d)}, в сбросе ${cards(x)}`,
      // As the status post marks a player (templates/ru/post/status.hbs): by the gender the log gives or the name tells.
      vetoUnlocked: 'открыто право вето', executed: (name) => agreeing(name, 'казнён', 'казнена', 'игрок казнён'),
      // Who cannot be nominated, as the posts say it: «ограничение по срокам» read as the deadline.
      termLimited: `нельзя выдвинуть ${w('toChancellor')}`,
      investigated: (name) => agreeing(name, 'проверен', 'проверена', 'игрок проверен'),
      notHitler: `не ${w('role.hitler')}`,
      // The team by its name (Подрывники): the card's adjective (подрывной) does not agree with «команда».
      privateView: (name, seat) => `ЛИЧНОЕ: только для ${inCase(name, 'gen')} (место ${seat}); никогда не в тему`,
      as: (name, role, party) => `Место ${inCase(name, 'gen')}: ${role} (команда: ${w(`party.${party}`)})`, knows: 'знает',
      // The party by its member (подрывник), as the PRIVATE note says it: the card's adjective (подрывной) names no one.
      isRole: (name, role) => `${name} — ${role}`, investigatedWho: (name, party, now) => `${name}${now ? ` (теперь ${now})` : ''} — проверка: ${member(name, party)}`,
      peeked: 'просмотр колоды', holds: (as, cs, veto) => `на руках (${as}): ${cs}${veto ? ' (можно предложить вето)' : ''}`,
      handled: (g, as, cs, by) => `№ ${g}, ${as}${by ? ` (${by})` : ''}: ${cs}`,
      asOf: (seq, last) => ` на событии ${seq} из ${last}`, seenBy: (name) => ` — глазами ${inCase(name, 'gen')}`,
    },
    mail: {
      sent: (n, transport) => `отправлено сообщений: ${n} (${transport === 'local' ? 'локальный почтовый ящик' : 'почтовый сервер'})`,
      notSent: (kind, to, address, error) => `не отправлено (${KINDS[kind] ?? kind}) → ${to} <${address}>: ${error} (осталось в очереди, повторит chancery send)`,
      dropped: (kind, to, reason, holder, seat) => `не отправлено (${KINDS[kind] ?? kind}) → ${to}: ${reason === 'replaced' ? `место ${seat} теперь занимает ${holder}` : reason === 'answered' ? 'ответ пришёл, пока письмо ждало отправки' : 'вопрос закрылся, пока письмо ждало отправки'} (снято)`,
      outcome: (o) => RU_OUTCOMES[o] ?? o, itemLine: (o, who, readAs, detail) => `${who}: ${o}${readAs ? ` — ${readAs}` : ''}${detail ? `${readAs ? ';' : ' —'} ${detail}` : ''}`, message: (kind) => KINDS[kind] ?? kind, toApply: 'чтобы применить:', secretReading: '(ЛИЧНОЕ: никогда не в тему)', wrote: (who, text) => `${who} пишет: «${text}»`, alreadyRead: (n) => `уже прочитано раньше, пропущено писем: ${n}`,
      noNewMail: 'новых писем нет',
      leftFor: (game, from) => `${from || 'письмо'}: письмо для игры ${game}, оставлено (его прочитает chancery sync ${game})`,
      watching: (game, seconds) => `жду ответов в игре ${game}, проверяю каждые ${String(seconds).replace('.', ',')} с (Ctrl-C — остановить)`,
      stoppedWatching: (game) => `ожидание ответов в игре ${game} остановлено`,
      pollFailed: (problem, seconds) => `не удалось прочитать почтовый ящик (${problem}): повторю через ${String(seconds).replace('.', ',')} с`,
      notMail: (p) => `не письмо (${fileProblemRu(p)}): отложено, не прочитано`,
      unreadable: (problem, game) => `не удалось прочитать почтовый ящик (${problem}); каждый шаг почты проверит chancery mail check ${game}`,
      replyWaiting: (player, subject) => `ответ ${inCase(player, 'gen')} лежит во входящих (${subject}): выполните`,
      keptVote: (player, byMail, given, entered) => `Оставлен голос ${inCase(player, 'gen')}${byMail ? ' (пришёл письмом)' : ' (уже записан)'}: ${w(given)} (вы ввели ${w(entered)}). Чтобы заменить:`,
      replacedVote: (player, byMail, given, entered) => `Заменён голос ${inCase(player, 'gen')}${byMail ? ' (пришёл письмом)' : ''}: ${w(given)} → ${w(entered)} (--override)`,
      alreadyVoted: 'Уже так и проголосовали:',
      takesOver: (name, seat, previous) => `${name} занимает место ${seat} вместо ${inCase(previous, 'gen')}`, queued: 'в очереди', forThread: 'Для темы форума:',
      // The zone as the deadlines name it («Москва, стандартное время»), not its IANA id.
      inZone: (zone) => `(часовой пояс: ${zoneInLang(zone, 'ru')})`,
      unsentWaiting: (n, game) => `Не отправлено личных писем: ${n} — выполните chancery send ${game}`,
      bouncing: (player, address, count, last) => `Почта не доходит: ${player}, адрес ${address} (отказов доставки: ${count}, последний — ${last}); писем игры этот игрок не получает`,
      nothingToSend: 'отправлять нечего: все письма из очереди отправлены', postError: (e) => `Записано, но пост собрать не удалось: ${e}`,
      confirmed: '(подтвердил ведущий)',
      decisionPostError: (e) => `Решение записано, но пост собрать не удалось: ${e}`,
      postRetry: (command) => `исправьте шаблон и выведите пост: \`${command}\``,
      check: {
        ok: 'ок  ', fail: 'СБОЙ', works: 'почта работает', broken: 'почта не работает: см. шаг со сбоем выше',
        label: (server, step) => {
          // The server in the case its step's phrase takes: "вход на сервер отправки", "папка на сервере получения".
          const [gen, ins, acc, pre] = server === 'smtp' ? ['сервера отправки', 'сервером отправки', 'сервер отправки', 'сервере отправки']
            : ['сервера получения', 'сервером получения', 'сервер получения', 'сервере получения'];
          const labels: Record<string, string> = {
            config: 'настройки', write: 'запись в папку', password: `пароль ${gen}`, dns: `адрес ${gen}`, tcp: `соединение с ${ins}`,
            tls: `шифрование связи с ${ins}`, login: `вход на ${acc}`, folder: `папка на ${pre}`, delivery: 'доставка проверочного письма',
          };
          return labels[step] ?? step;
        },
        noConfig: 'файла mail.yaml нет: письма кладутся файлами в папку игры', writable: (dir) => `в ${dir} можно писать`,
        notWritable: (dir, error) => {
          const disk = diskProblemOf(error);
          // A file where a folder of the path should be (ENOTDIR is the disk's 'not-a-folder'; EEXIST from mkdir): said as such.
          const why = disk ? diskWords(disk.kind, 'ru') : error.code === 'EEXIST' ? diskWords('not-a-folder', 'ru') : 'система не даёт';
          return `в ${dir} нельзя писать: ${why}${error.code ? ` (${error.code})` : ''}`;
        },
        passwordSet: (name) => `переменная ${name} задана`, resolves: (host, address) => `${host} — это ${address}`,
        accepts: (host, port) => `${host}:${port} принимает соединения`, tls: 'шифрованное соединение установлено', connected: 'соединение есть',
        starttls: 'соединение есть (эта же машина: шифрование включится, если сервер его предложит)', loggedIn: (user) => `вход выполнен: ${user}`,
        startTlsDone: 'соединение есть и зашифровано (STARTTLS) до входа',
        noStartTls: (server, detail) => `сервер не зашифровал соединение (STARTTLS) (${detail}): chancery не отправляет пароль на другую машину открытым текстом; укажите порт TLS сервера и secure: true (${server === 'smtp' ? 'SMTP — 465' : 'IMAP — 993'})`,
        folder: (f, n) => `в папке ${f} писем: ${n}`,
        noResolve: (host, detail) => `адрес ${host} не находится (${detail}): проверьте имя сервера`,
        noAnswer: (host, port) => `${host}:${port} не ответил за 8 с (межсетевой экран или не тот порт)`,
        cannotConnect: (host, port, detail, refused) => `не удаётся соединиться с ${host}:${port}: ${detail}${refused ? ' (там никто не принимает соединений: проверьте порт)' : ''}`,
        tlsFailed: (detail, hint) => `шифрование не установлено: ${detail}${hint ? ' (для порта 587 нужно secure: false, для 465 — secure: true)' : ''}`,
        connectionFailed: (detail, hint) => `соединение IMAP не удалось: ${detail}${hint ? ' (для порта 993 нужно secure: true)' : ''}`,
        loginRefused: (detail) => `сервер не принял вход: ${detail} (для Gmail и Fastmail нужен пароль приложения)`,
        loginFailed: (detail) => `вход не удался: ${detail} (для Gmail и Fastmail нужен пароль приложения)`,
        folderFailed: (folder, detail) => `не удаётся открыть папку «${folder}»: ${detail}`,
        delivered: (to, folder, user, seconds) => `проверочное письмо на ${to} пришло в папку ${folder} ящика ${user} за ${seconds} с и удалено`,
        notDelivered: (to, folder, user, seconds) => `проверочное письмо на ${to} (адрес from, на который отвечают игроки) не пришло за ${seconds} с в папку ${folder} ящика ${user}, которую читает chancery: ответы игроков пропадут; укажите в mail.yaml в поле from адрес, который доставляется в ${user}, или в imap — ящик, куда доставляется ${to} (медленный сервер: попробуйте --timeout 60)`,
        notSent: (to, detail) => `сервер не принял проверочное письмо на ${to} (адрес from, на который отвечают игроки): ${detail}`,
        checkSubject: 'проверка почты chancery', checkText: 'Это письмо отправила команда chancery mail check, чтобы убедиться, что ответы приходят в папку, которую она читает; она сразу его удаляет. Если письмо осталось, удалите его: chancery sync никогда не читает его как ответ.',
      },
    },
    house: {
      deadline: 'Срок:', deadlineSet: 'Срок назначен:', gameDefault: ' (обычный срок игры)',
      noDeadline: (game) => `у этой фазы срока нет (назначить: chancery deadline ${game} 24ч)`,
      noPhase: (game, variant) => `нет: ${variant === 'over' ? `игра ${game} окончена` : `игра ${game} сейчас никого не ждёт (впереди автоматический шаг)`}, задавать срок нечему`,
      waitingFor: 'Ждём:', nobody: 'никого', kind: (k) => PENDING_RU[k] ?? k,
      missingVoteRule: 'Если голос не пришёл:', rule: (r) => (r === 'wait' ? 'ждать' : r === 'ja' ? w('ja') : r === 'nein' ? w('nein') : r),
      applied: 'Подано по правилу:', vote: (v) => (v === 'ja' ? w('ja') : v === 'nein' ? w('nein') : v),
      notPassed: (remaining) => `срок ещё не истёк (${remaining}): ничего не применено`,
      tellPlayers: (command) => `в уже отправленных им письмах стоит прежний срок (или никакого): чтобы сообщить новый, выполните ${command}`,
      votesOnly: 'правило касается только голосов: игра ждёт решения, которое может принять только сам игрок; ничего не применено',
      waitRule: 'по правилу игры ждём каждый голос; ничего не применено',
      allVoted: 'все живые игроки уже проголосовали; ничего не применено',
      votesCameIn: 'все голоса пришли (только что прочитаны из почты): правилу нечего применять; ничего не применено',
      answeredByMail: 'ответ, только что прочитанный из почты, закрыл фазу, к которой относился срок; ничего не применено',
      reminded: 'Напомнили:', nobodyNew: 'Больше некому напоминать.', nobodyByMail: 'Ответа на письмо сейчас никто не ждёт: напоминать некому.', alreadyReminded: 'Об этом сроке уже напоминали:',
      dossierQueued: (name, seat, address) => `Досье в очереди: ${name} (место ${seat}) <${address}>`,
    },
    undo: {
      warning: 'Внимание:',
      endTakenBack: 'отменяется конец игры: если пост об окончании уже в теме, зерно раскрыто, и любой может вычислить все карты дальше',
      alreadySent: (list, n, players) => `Об этом уже ${n === 1 ? 'отправлено письмо' : 'отправлены письма'}: ${list}; ${players.length === 1 ? `${players[0]} знает` : 'эти игроки знают'} то, что отменяется.`,
      confirm: (what) => `Отменить: ${what}?`, yes: 'Да, отменить', no: 'Нет',
      keptRecords: (list) => `записанное после него остаётся (${list}): отмена снимает последнее решение, а не заявление или срок`,
      needYes: (what) => `будет отменено: ${what}; спросить негде (нет терминала)`,
      nothingTaken: 'ничего не отменено',
      noDecision: 'отменять нечего: раздачу ролей и первую перетасовку не отменяют (создайте новую игру)',
      changed: 'игра изменилась, пока вы подтверждали: ничего не отменено; повторите отмену',
      sending: (owner, seconds, game) => `другая команда chancery (процесс ${owner}) всё ещё отправляет почту этой игры, уже ${seconds} с: ничего не отменено, ведь отмена должна знать, что уже отправлено; когда она закончит, повторите chancery undo ${game}`,
      sendLockFile: (file) => `на месте файла блокировки отправки ${file} не обычный файл (ссылка, канал или устройство): ничего не отменено, ведь отмена должна держать его, чтобы знать, что уже отправлено; удалите его и повторите отмену`,
      takenBack: (seq) => `Отменено (записано событием № ${seq}; сами события остаются в журнале):`,
      alreadyTold: (n, players) => `Об отменённом уже ${n === 1 ? 'отправлено письмо' : 'отправлены письма'} (${players.length === 1 ? `${players[0]} о нём знает` : 'эти игроки о нём знают'}):`,
      notified: (players) => `Письмом сообщили, что прежние письма больше не действуют: ${players}`,
    },
    audit: {
      clean: 'чисто', counts: (n, r) => `событий: ${n}, отменено: ${r}`,
      checked: (cs) => `проверено: ${cs.map((c) => AUDIT_CHECKS_RU[c] ?? c).join(', ')}`,
      seedLater: 'зерна в журнале нет: после игры выполните `chancery verify <log> --seed <hex>` с зерном из итогового поста',
      noSeed: (imported) => (imported ? 'ни зерна, ни обязательства (импортированная игра): раздача и перетасовки записаны, а не получены из зерна'
        : 'ни зерна, ни обязательства, и не сказано, откуда игра импортирована: ничто не доказывает, что раздача и перетасовки были случайны (у каждой игры, которую раздал chancery, есть обязательство: сверьте с первым постом)'),
      won: (winner, reason) => `победили ${w(`teams.${winner}`)} (${reasons[reason]})`,
      ended: (seq, hash) => `игра окончилась событием № ${seq}, хеш ${hash}: сверьте с итоговым постом`,
      endedMigrated: (seq, hash, v, oldSeq, oldHash) => `игра окончилась событием № ${seq}, хеш ${hash}; журнал переписан из формата ${v} после игры (chancery migrate), и в итоговом посте — событие № ${oldSeq}, хеш ${oldHash} старого файла: с итоговым постом сверяйте их`,
      commitment: (hash) => `обязательство ${hash}: сверьте с обязательством из первого поста (записанное в журнале само по себе ничего не доказывает)`,
      otherGame: (file, game) => `в файле ${file} — игра ${game} (имя из заголовка, его покрывает обязательство): сверяйте с постами этой игры`,
      last: (seq, hash) => `журнал кончается событием № ${seq}, хеш ${hash}`,
      timesBackShort: (seq, previous) => `предупреждение: время в журнале идёт назад (событие № ${seq} помечено временем раньше события № ${previous})`,
      timesBack: (t) => `предупреждение: событие № ${t.seq} записано в ${t.at}, раньше события № ${t.previousSeq} над ним (${t.previousAt})${t.count > 1 ? `; всего записей, помеченных временем раньше записи над ними: ${t.count}` : ''}: время в журнале идёт назад (порядок записей доказывает цепочка хешей; так бывает в журнале, записанном до 07.12.2026 командами, ждавшими друг друга, или на машине, где часы перевели назад)`,
      unfinished: (from, found) => `не учтены байты ${from}–${found} в конце файла: запись, которую прервал сбой (она отмечена в файле блокировки журнала); следующая команда chancery по этой игре их уберёт`,
      verified: 'сходится',
      follow: (d, s, fp, opt) => `обязательство, раздачи (${d}), перетасовки (${s})${fp ? ', случайный первый кандидат' : ''} получаются из зерна (${opt ? 'зерно передано флагом' : 'зерно из журнала'})`,
      noSeedNote: (game) => `у игры ${game} нет ни зерна, ни обязательства: раздача и перетасовки записаны, а не получены из зерна, проверять нечего`,
      seedSecretNote: (game) => `игра ${game} не хранит зерно (оно тайное до конца игры): передайте зерно из итогового поста, chancery verify ${game} --seed <hex>`,
      notVerifiable: 'проверить нельзя',
      unreadable: 'зерно сверяется с журналом в том виде, как он записан, а этот журнал не читается: ничего не проверено (chancery audit скажет то же)',
      failed: 'НЕ ПРОЙДЕНО', event: (seq) => `событие № ${seq}`,
      problem: (p, refusal) => auditProblemRu(p, refusal, w),
      kind: (kind) => AUDIT_KINDS_RU[kind],
      checkAndRule: (kind, rule) => `проверка: ${AUDIT_KINDS_RU[kind]}; правило: ${AUDIT_RULES_RU[rule] ?? rule}`,
      passedBefore: (cs) => `до неё пройдено: ${cs.map((c) => AUDIT_CHECKS_RU[c] ?? c).join(', ')}`,
      cleanLine: (n, won) => `событий: ${n}${won ? `, победили ${w(`teams.${won.winner}`)} (${reasons[won.reason]})` : ''}`,
      mismatch: 'НЕ СХОДИТСЯ',
      mismatches: (n, d, s, fp) => `расхождений: ${n} (проверено: обязательство, раздачи (${d}), перетасовки (${s})${fp ? ', случайный первый кандидат' : ''})`,
      header: 'заголовок', line: (n) => `строка ${n}`, mismatchText: (m) => seedMismatchRu(m, w),
      batch: (failed, total) => `итого журналов: ${total}, ${failed ? `не прошли аудит: ${failed}` : 'все чистые'}`,
      skipped: (files) => `не проверено файлов YAML во вложенных папках без строки \`chancery:\` (это не журналы игр): ${files.length}: ${shortList(files)}; чтобы проверить файл, назовите его`,
    },
    report: {
      kb: (n) => `${(n / 1024).toFixed(1).replace('.', ',')} КБ`,
      upToDate: 'уже в новом формате', alreadyVersion: (path, from) => `${path}: формат журнала уже версии ${from}, делать нечего`,
      migrated: 'перенесено', migratedFromTo: (path, from, to, n) => `${path}: формат ${from} → ${to}, событий: ${n} (все хеши пересчитаны; аудит проходит как прежде)`,
      privateNow: (file) => `контакты и почтовые данные теперь в ${file}, вне цепочки хешей`,
      oldKept: (backup, hash) => `старый файл сохранён как ${backup}; его последний хеш — ${hash}`,
      oldHashNote: (seq, hash) => `итоговый пост, опубликованный раньше, показывает конец игры на событии № ${seq}, хеш ${hash}, как и аудит старого файла: опубликуйте с ним аудит старого файла или сообщите, что журнал перенесён`,
      published: 'опубликовано',
      liveView: (game, record, size) => `открытое состояние игры ${game} (без зерна, скрытых карт и ролей): ${record} (${size})`,
      liveLater: 'журнал с хешами и страница повтора — после итогового поста: chancery publish без --live',
      publishedGame: (game) => `— игра ${game}:`,
      record: (record, size) => `${record} (${size}): журнал с хешами, без контактов; проверить его может любой: chancery audit и chancery verify`,
      page: (page, size) => `${page} (${size}): страница повтора; открываясь в браузере, она сама проверяет журнал`,
      endedMigrated: (seq, hash, v, oldSeq, oldHash) => `игра окончилась событием № ${seq}, хеш ${hash}; журнал перенесён из формата ${v} после итогового поста, где было событие № ${oldSeq}, хеш ${oldHash}: сообщите об этом в теме (старый файл рядом с закрытым файлом проверяется до того хеша)`,
      endedSame: (seq, hash) => `игра окончилась событием № ${seq}, хеш ${hash}: тот же, что в итоговом посте`,
      endedAt: (seq, hash) => `игра окончилась событием № ${seq}, хеш ${hash}`,
      attach: 'приложите оба файла к теме или дайте на них ссылки после итогового поста',
      demoPost: () => 'пост для темы форума', demoNotFinished: 'игра не закончилась',
      demoOver: (result, n) => `Демо окончено: ${result}, ${w('governmentsGen')}: ${n}.`,
      demoCounts: (n, log, sent, applied, again) => `событий: ${n} в ${log}; писем отправлено: ${sent}, ответов применено: ${applied} (локальный почтовый ящик). Та же игра ещё раз: ${again}`,
      demoTry: 'Посмотрите:',
      demoReplies: (n, applied) => `✉ из почтового ящика прочитано ответов: ${n}, применено: ${applied}`,
      demoVoteRequests: (n) => `✉ просьбы проголосовать отправлены живым игрокам (${n})`,
      demoReminded: (names) => `✉ напоминание отправлено: ${names}`,
      demoHouseRule: (vote, names) => `⏰ срок вышел: по правилу игры голос ${w(vote)} подан за: ${names}`,
      wroteBoard: (file, bytes, width, height) => `Записано: ${file} (${bytes} байт, ${width}×${height}).`,
    },
    folder: {
      noGames: (dir, create) => `В папке ${dir} нет игр (создайте игру: ${create} …)`,
      games: (n, dir) => `Игр: ${n}, папка ${dir}`, unreadable: 'не читается:',
      players: (n) => `игроков: ${n}`, tracker: 'счётчик', over: gameOverWords,
      finished: (n, dir) => `Завершённых игр: ${n}, папка ${dir}`, notCounted: 'не учтены (ещё идут)',
      postFollows: () => 'дальше пост для форума',
      written: (n) => `Записано журналов: ${n}`, skippedCount: (n) => `пропущено записей: ${n}`, imported: (written, dir, skipped) => `${written} (${dir}), ${skipped}`,
      skipped: 'пропущена', line: 'строка', game: 'игра', government: 'правительство',
    },
    play: {
      written: (n, mail = 0) => [n ? `записано решений: ${n}` : '', mail ? `применено ответов по почте: ${mail}` : ''].filter(Boolean).join(', ') || 'ничего не записано',
      over: 'Игра окончена.',
      noTerminal: 'Терминала для вопросов нет; вместо этого выполните:', byMail: '(игроки отвечают письмами; их ответы читает chancery sync)',
      houseRuleDue: (command) => `Срок истёк: недостающие голоса подаются по правилу игры (${command})`,
      changed: 'игра изменилась после предпросмотра (другой командой или ответом, прочитанным в другом месте): ничего не записано; выберите заново',
      interrupted: 'Ctrl-C: сеанс завершится, показав записанное (повторное Ctrl-C остановит сразу)',
      stopped: (command) => `Остановлено, не показав записанного: его покажет ${command}`,
    },
    created: {
      // The ruleset and the posts' format, as the English line names them: a ruleset named after a
      // theme by that theme's title, the others by their Russian names; a format by what its bold
      // looks like (no Latin word: BBCode, Markdown).
      created: 'Игра создана:', game: (game, ruleset, format, path) => {
        const rules = ruleset === 'rebalanced' ? 'с перебалансировкой' : ruleset === 'custom' ? 'свои'
          : ruleset === theme ? `«${w('title')}»` : `«${lookup(loadVocabulary(ruleset as ThemeName, 'ru'), 'title')}»`;
        return `${game} («${w('title')}», по-русски; правила: ${rules}; посты: ${format === 'bbcode' ? 'разметка в квадратных скобках, [b]…[/b]' : 'разметка звёздочками, **…**'}), файл ${path}`;
      },
      firstCandidate: `Первый кандидат ${w('toPresident')}`, commitment: 'Обязательство (опубликуйте его в первом посте)',
      noRoleCards: 'Карты ролей не отправлены.',
      roleCardsLocal: (n, folder) => `Карты ролей: ${n} записаны в локальную папку исходящих ${folder} (с этой машины ничего не уходит; чтобы отправлять письма, настройте почту)`,
      roleCardsSent: (n, through, addresses) => `Карты ролей: ${n} отправлены через ${through}, адреса: ${addresses}`,
    },
    simulate: {
      // A ruleset named after a theme is called by its title (this report speaks its theme); the others by their Russian names.
      heading: (games, ruleset, seed) => `Случайных партий: ${games}, правила ${ruleset === theme ? `«${w('title')}»` : ruleset === 'rebalanced' ? 'с перебалансировкой' : ruleset === 'custom' ? 'свои' : ruleset}, зерно ${seed}`,
      table: 'игроков', games: 'партий', elected: 'избр.', executed: 'казн.', governments: w('governmentsGen'),
      rate: (x) => `${(x * 100).toFixed(1).replace('.', ',')} %`, average: (x) => x.toFixed(1).replace('.', ','),
      all: 'всего', reason: (label, n) => `${label}: ${n}`,
    },
    prompt: {
      nominate: (pres) => `${w('president')}: кандидат ${pres}. Кого выдвинуть ${w('toChancellor')}?`,
      nominateLabel: (name) => `Выдвинуть: ${name}`,
      discard: (pres, hand) => `${w('president')} ${pres} берёт: ${hand.map(lawOf).join(', ')}. Какую карту сбросить?`,
      discardLabel: (i, c) => `Сбросить карту ${i + 1} (${lawOf(c)})`,
      enact: (chanc, hand) => `${w('chancellor')} ${chanc} держит: ${hand.map(lawOf).join(', ')}. Что делать?`,
      enactLabel: (i, c) => `Принять карту ${i + 1} (${lawOf(c)})`,
      vetoRequest: 'Предложить вето',
      vetoQuestion: (chanc, pres) => `${w('chancellor')} ${chanc} предлагает вето. Что отвечает ${w('president')} ${pres}?`,
      vetoAgree: 'Согласиться на вето (обе карты сбрасываются)', vetoRefuse: 'Отказать в вето',
      vetoStep: (step, president) => (step === 'request' ? 'запросить' : step === 'refuse' ? 'отказ' : agreeing(president, 'согласен', 'согласна', 'согласен')),
      power: (power, pres) => {
        const who = `${w('president')} ${pres}`;
        switch (power) {
          case 'investigate': return `${who} проверяет лояльность игрока. Кого?`;
          case 'special-election': return `${who} объявляет внеочередные выборы. Кто следующий кандидат ${w('toPresident')}?`;
          case 'execution': return `${who} казнит игрока. Кого?`;
          case 'peek': return `${who} смотрит три верхние карты колоды`;
        }
      },
      powerLabel: (power, target) => (power === 'peek' ? 'Посмотреть три верхние карты'
        : power === 'investigate' ? `Проверить: ${target}` : power === 'special-election' ? `Следующий кандидат: ${target}` : `Казнить: ${target}`),
      voteOf: (voter, pres, chanc) => `Голос: ${voter} (${w('president')} ${pres}, ${w('chancellor')} ${chanc})`, notYet: 'Пока нет', stopVotes: 'Закончить ввод голосов',
      noVotes: 'Голоса не введены.', record: (votes) => `Записать: ${votes}`, eachVote: `(${w('ja')} или ${w('nein')} за каждого)`,
      checkAgain: 'Проверить ещё раз (почта, другие команды)', quit: 'Выйти', write: 'Записать это в журнал и отправить письма?', writeOnly: 'Записать это в журнал?',
      houseRule: 'Срок истёк. Применить правило игры к недостающим голосам?',
      applyHouseRule: (vote, names) => `Применить правило: ${vote} за ${names.map((name) => inCase(name, 'acc')).join(', ')}`, enterVotes: 'Ввести голоса вместо этого',
      nothingWritten: 'ничего не записано', refused: 'отказ:', mail: 'почта:',
      willRun: (cmd) => `Будет выполнено: ${cmd}`, threadPost: () => 'Пост для темы форума:',
      postError: (e) => `Пост собрать не удалось: ${e}`, noPost: 'Нового поста нет: публично пока ничего не меняется.',
      privates: (n) => `Личные письма (${n}):`, privateTo: (to, subject) => `ЛИЧНОЕ для ${inCase(to, 'gen')}: ${subject}`, noPrivates: 'Личных писем нет.',
      keys: '↑↓ выбор • ⏎ ввод', yes: 'Да, записать и отправить', no: 'Нет', yesOrNo: 'Выберите ответ: да или нет',
      whichGame: 'Какую игру открыть?', unreadable: (e) => `не читается: ${e}`, disabled: 'не читается',
    },
    privateFor: (to, seat) => `ЛИЧНОЕ: только для ${inCase(to, 'gen')} (место ${seat}); перешлите личным сообщением, никогда не в тему`,
    postHeader: () => 'Пост для темы форума, скопируйте целиком:',
    missed: {
      recorded: (from, to) => `Записано, но не показано: команда прервана после записи ${from === to ? `#${from}` : `#${from}–#${to}`}, до того как вывела отчёт:`,
      postAgain: (command) => `Пост для темы тоже не был показан: он ниже, а \`${command}\` выведет его снова.`,
      listed: (from, to, command) => `не показано: команда прервана после записи ${from === to ? `#${from}` : `#${from}–#${to}`}; \`${command}\` покажет, что она записала`,
    },
    copied: (_kind, _format, tool) => `Пост в буфере обмена (${tool}): вставьте его в тему.`,
    noClipboard: (tools) => `Буфера обмена здесь нет (искали ${tools}): скопируйте пост ниже.`,
    presidentDraws: (name, cs) => `${w('president')} ${name} берёт, сверху вниз: ${cs.map(card).join(', ')}`,
    chancellorReceives: (name, cs) => `${w('chancellor')} ${name} получает: ${cs.map(card).join(', ')}`,
    vetoRefusedEnact: (name, cs) => `${w('chancellor')} ${name}: в ${w('veto')} отказано; примите одну из карт: ${cs.map(card).join(', ')}`,
    investigated: (target, party) => `${target} — проверка: ${member(target, party)}`,
    peeked: (cs) => `три верхние карты колоды, сверху вниз: ${cs.map(card).join(', ')}`,
    word: {
      card, team: (p) => w(`teams.${p}`), role: roleOf, power: (p) => lower(`power.${p}`),
      president: w('president'), chancellor: w('chancellor'), government: w('government'),
      elected: w('governmentIs.elected'), failed: w('governmentIs.failed'), voting: 'голосование', veto: 'вето', enacted: 'принят',
      chaos: 'хаос', special: 'внеочередные', claim: 'заявление', conflict: 'ПРОТИВОРЕЧИЕ', votes: 'Голоса', none: 'никто',
      // The house rule for silence, as the vote-result post names it («в срок» read as "in time").
      byRule: (names) => `подано по правилу на случай молчания: ${names.join(', ')}`, byRuleLegend: '* голос подан по правилу на случай молчания: игрок не ответил к сроку',
      claimAs: (as) => AS[as] ?? as,
      claimRecorded: (player, as, n, shown) => `заявление записано: ${player} (${AS[as] ?? as}, № ${n}): ${shown}`,
      governmentNumbered: (n) => `${w('government').charAt(0).toLocaleUpperCase()}${w('government').slice(1)} № ${n}`,
      vetoState: (v) => ({ requested: 'вето предложено', accepted: 'вето принято', refused: 'в вето отказано' } as Record<string, string>)[v] ?? v,
      reason: (r) => reasons[r], gameOver: (winner, reason) => { const said = gameOverWords(winner, reason); return `${said.charAt(0).toLocaleUpperCase()}${said.slice(1)}`; },
      noGovernment: 'выдвижений ещё не было',
      governments: (n) => `выдвижений: ${n}`,
      ballot: (v) => w(v),
      votedBefore: (n) => `во время выдвижения ${n}: голос в нём подан до замены`,
      discardedBefore: (n) => `во время выдвижения ${n}: карту в нём сбросил ${w('president')} до замены`,
      replaced: 'замена:',
    },
  };
  return speech;
}

/** A league's words (stats: its post, its leaderboards, its table on the terminal): its games' theme words, in their language. */
export interface LeagueWords {
  heading(games: number): string;
  header: string[];
  of(wins: number, games: number): string;
  mostWins: string; bestRate(min: number): string; mostTeamWins(p: Policy): string; mostEnacted: string;
  enacted(l: number, f: number): string; player: string;
  /** The column of games a player left before their end (replaced): shown when someone did. */
  left: string;
  /** stats' table on the terminal: English Secret Hitler's short header, else the post's. */
  terminalHeader: string[];
}

export function leagueWords(lang: Lang, theme: ThemeName | readonly ThemeName[]): LeagueWords {
  // A league of several themes says each word in all of them, "Лоялист/Кот": no theme's word stands for another's.
  const vocabularies = (typeof theme === 'string' ? [theme] : theme.length ? theme : ['secret-hitler' as const]).map((one) => loadVocabulary(one, lang));
  const every = (word: (t: ReturnType<typeof loadVocabulary>) => string, between = '/') => [...new Set(vocabularies.map(word))].join(between);
  // A policy's letters side by side ("Л·К"), so that "Л·К/П·Р" still reads as Liberal against Fascist.
  const w = (p: string) => every((t) => lookup(t, p), p.startsWith('letters.') ? '·' : '/');
  const policies = (n: number) => every((t) => pluralForm(t, lang, 'policy', n));
  if (lang === 'ru') {
    const games = (n: number) => ({ one: 'завершённая игра', few: 'завершённые игры', many: 'завершённых игр', other: 'завершённой игры' } as Record<string, string>)[new Intl.PluralRules('ru').select(n)];
    const header = ['Игрок', 'Игры', 'Победы', 'Доля побед', w('role.liberal'), w('role.fascist'), w('role.hitler'), w('president'), w('chancellor'), `Принято ${w('letters.liberal')}/${w('letters.fascist')}`];
    return {
      heading: (n) => `Лига: ${n} ${games(n)}`,
      header, terminalHeader: header,
      of: (a, b) => `${a} из ${b}`,
      mostWins: 'Больше всего побед', bestRate: (min) => `Лучшая доля побед (от ${min} игр)`,
      mostTeamWins: (p) => `Больше всего побед: ${w(`teams.${p}`)}`,
      mostEnacted: `Больше всего ${policies(5)} принято в роли ${w('case.chancellor.gen')}`,
      enacted: (l, f) => `${l + f} (${w('letters.liberal')}: ${l}, ${w('letters.fascist')}: ${f})`,
      player: 'Игрок',
      left: 'Не доиграно',
    };
  }
  const header = ['Player', 'Games', 'Wins', 'Win rate', `as ${w('role.liberal')}`, `as ${w('role.fascist')}`, `as ${every((t) => lookup(t, 'role.hitler').replace(/^the /, ''))}`, w('president'), w('chancellor'), `Enacted ${w('letters.liberal')}/${w('letters.fascist')}`];
  // The short English header is Secret Hitler's; another theme's league says its own roles and offices.
  const onlySecretHitler = typeof theme === 'string' ? theme === 'secret-hitler' : theme.every((t) => t === 'secret-hitler');
  return {
    heading: (n) => `League: ${countOf(n, 'finished game')}`,
    header, terminalHeader: onlySecretHitler ? ['Player', 'Games', 'Wins', 'Rate', 'Lib', 'Fas', 'Hitler', 'Pres', 'Chanc', 'Enacted L/F'] : header,
    of: (a, b) => `${a} of ${b}`,
    mostWins: 'Most wins', bestRate: (min) => `Best win rate (${min}+ games)`,
    mostTeamWins: (p) => `Most ${w(`card.${p}`)} wins`,
    mostEnacted: `Most ${policies(2)} enacted as ${w('chancellor')}`,
    enacted: (l, f) => `${l + f} (${l} ${w('card.liberal')}, ${f} ${w('card.fascist')})`,
    player: 'Player',
    left: 'Left',
  };
}
