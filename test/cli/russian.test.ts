// A Russian game says everything in Russian: whole games in each theme, played through the command
// modules, and every line the moderator sees (each command's printed output, status, history, the
// claim lines, list and stats), every post of every kind in both formats and every email the game
// queued are scanned for Latin words. Allowed: the players' names, Ja and Nein, the game id and the
// things that are not words of a language (hashes, message codes, the `chancery …` command lines
// shown as code, SHA-256, file paths).
import { overrideDirs } from '../../src/render/overrides.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DecisionResult } from '../../src/game/act.js';
import type { ThemeName } from '../../src/log/records.js';
import { makeStyle } from '../../src/cli/print/style.js';
import { formatDecision } from '../../src/cli/print/decision.js';
import { formatStatus } from '../../src/cli/print/status.js';
import { formatHistory } from '../../src/cli/print/history.js';
import { formatClaim } from '../../src/cli/print/claim.js';
import { formatNew } from '../../src/cli/print/new.js';
import { formatList, formatStats } from '../../src/cli/print/league.js';
import { status } from '../../src/commands/status.js';
import { history } from '../../src/commands/history.js';
import { claim } from '../../src/commands/claim.js';
import { post } from '../../src/commands/post.js';
import { list } from '../../src/commands/list.js';
import { stats } from '../../src/commands/stats.js';
import { readLog } from '../../src/log/file.js';
import { replayLog } from '../../src/log/replay.js';
import { renderQueued } from '../../src/mail/outbox.js';
import { gendersOf } from '../../src/log/records.js';
import { POST_KINDS } from '../../src/render/posts.js';
import { createGame, logPath, rolesOf, scratchContext, stepOnce, strategy } from './drive.js';
import { latinWords as latin } from './latin.js';

const NAMES = ['Анна', 'Игорь', 'bob_the_builder', 'Саша', 'Любовь', 'Дмитрий', 'Вера'];
const c = makeStyle(process.stdout, { NO_COLOR: '1' });
const latinWords = (text: string, game: string, dir: string) => latin(text, { game, dir, names: NAMES });

for (const theme of ['secret-hitler', 'secret-russian', 'service-rat'] as ThemeName[]) {
  test(`given a Russian ${theme} game played to its end, no line, post or email has a Latin word`, async () => {
    const ctx = scratchContext();
    const id = `igra-${theme.split('-')[1]}`;
    const texts: { where: string; text: string }[] = [];
    const say = (where: string, text: string) => texts.push({ where, text });
    say('new', formatNew(await createGame(ctx, id, NAMES, { lang: 'ru', theme }), c));
    const roles = await rolesOf(ctx, id, NAMES.length);
    const s = strategy('random', `ru-${theme}`, { veto: 'request-then-refuse' });
    for (let i = 0; i < 300; i++) {
      const step = await stepOnce(ctx, id, s, roles);
      if (!step) break;
      say(`${step.action.command} ${step.action.args.join(' ')}`, formatDecision(step.result as DecisionResult, c));
      say('status', formatStatus(await status({ game: id }, ctx), c));
      const view = (await status({ game: id }, ctx)).view;
      const last = view.governments[view.governments.length - 1];
      if (last?.enacted && step.action.command === 'enact') {
        say('claim', formatClaim(await claim({ game: id, player: String(last.president + 1), what: 'ЛЛФ', government: String(last.index) }, ctx), c));
      }
    }
    say('status --as', formatStatus(await status({ game: id, as: '1' }, ctx), c));
    say('history', formatHistory(await history({ game: id }, ctx), c));
    for (const kind of [...POST_KINDS, 'claims']) for (const format of ['markdown', 'bbcode'])
      say(`post ${kind} ${format}`, (await post({ game: id, kind, format }, ctx)).text);
    say('list', formatList(await list({}, ctx), c));
    say('stats', formatStats(await stats({}, ctx), c));
    const log = readLog(logPath(ctx, id));
    const game = replayLog(log);
    assert.ok(game.state.phase.name === 'over', 'the game was played to its end');
    for (const m of log.events) {
      if (m.type !== 'message-queued') continue;
      const { state } = replayLog({ ...log, events: log.events.filter((e) => e.seq <= m.at_seq) });
      const { text } = renderQueued(log.header, overrideDirs(log, process.env), state, m, { genders: gendersOf(log) });
      say(`email ${m.kind}`, `${m.subject}\n${text}`);
    }
    const found = texts.flatMap(({ where, text }) => latinWords(text, id, ctx.cwd).map((word) => `${where}: ${word}`));
    assert.equal([...new Set(found)], [], `Latin words in a Russian game:\n${[...new Set(found)].join('\n')}`);
    assert.ok(texts.length > 40, `only ${texts.length} texts were scanned`);
  });
}

test.run();
