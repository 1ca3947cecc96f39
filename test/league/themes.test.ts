// Each theme's words beyond the posts (issue 10 §2): a finished Secret Russian or Service Rat game,
// in English and in Russian, read through the real binary's `stats`, `list`, `status` and `history`:
// its roles, offices and the reason it ended are the theme's (seed 000: Loyalists, Subversives, the
// Secret Russian, Premier, Director; seed 003: Cats, Rats, the Service Rat, Mayor, Ratcatcher), and
// no Secret Hitler word (Liberal, Fascist, Hitler, Chancellor, their abbreviations) is left.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newGame } from '../../src/commands/new.js';
import { openGame } from '../../src/game/open.js';
import { runCli } from '../support/cli.js';
import { hitlerElected, leagueContext, logPath, seed } from './support.js';
import type { Lang, ThemeName } from '../../src/log/records.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'];

const CASES: { theme: ThemeName; lang: Lang; must: string[] }[] = [
  { theme: 'secret-russian', lang: 'en', must: ['Loyalist', 'Subversive', 'Secret Russian', 'Premier', 'Director'] },
  { theme: 'service-rat', lang: 'en', must: ['Cat', 'Rat', 'Service Rat', 'Mayor', 'Ratcatcher'] },
  { theme: 'secret-russian', lang: 'ru', must: ['Лоялист', 'Подрывник', 'Тайный Русский', 'Премьер', 'Директор'] },
  { theme: 'service-rat', lang: 'ru', must: ['Кот', 'Крыса', 'Служебная Крыса', 'Мэр', 'Крысолов'] },
];

/** Secret Hitler's own words and the codes that spell them. */
const FOREIGN = /\bLiberals?\b|\bFascists?\b|Hitler|hitler|Chancellor|\bChanc\b|\bLib\b|\bFas\b|\bPres\b|Либерал|Фашист|Гитлер|Канцлер/;

for (const { theme, lang, must } of CASES) {
  test(`given a finished ${lang} ${theme} game, stats, list, status and history say the theme's words only`, async () => {
    const ctx = leagueContext();
    await newGame({ id: 'g', players: NAMES, seed: seed(1), option: ['startingFascistPolicies=3'], theme, lang }, ctx);
    await hitlerElected(ctx, 'g', NAMES, openGame(logPath(ctx, 'g')).state.roles!);
    const env = { CHANCERY_HOME: ctx.cwd };
    const out = ['stats', 'list', 'status g', 'history g'].map((args) => {
      const r = runCli(args.split(' '), { cwd: ctx.cwd, env });
      assert.is(r.code, 0, `${args}: ${r.stderr}`);
      return { args, text: r.stdout };
    });
    const all = out.map((o) => o.text).join('\n');
    for (const word of must) assert.ok(all.includes(word), `"${word}" appears:\n${all}`);
    for (const { args, text } of out) {
      const bad = text.split('\n').filter((line) => FOREIGN.test(line));
      assert.equal(bad, [], `${args} has Secret Hitler words:\n${bad.join('\n')}`);
    }
  });
}

for (const lang of ['en', 'ru'] as const) {
  test(`given a ${lang} league of a Secret Russian and a Service Rat game, stats says both themes' words and none of Secret Hitler`, async () => {
    const ctx = leagueContext();
    for (const [id, theme] of [['russian', 'secret-russian'], ['rats', 'service-rat']] as const) {
      await newGame({ id, players: NAMES, seed: seed(1), option: ['startingFascistPolicies=3'], theme, lang }, ctx);
      await hitlerElected(ctx, id, NAMES, openGame(logPath(ctx, id)).state.roles!);
    }
    const r = runCli(['stats'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    assert.is(r.code, 0, r.stderr);
    const bad = r.stdout.split('\n').filter((line) => FOREIGN.test(line));
    assert.equal(bad, [], `stats has Secret Hitler words:\n${bad.join('\n')}`);
    // Each role said in both themes (seed 000 and 003): the Loyalist and the Cat, the Subversive and the Rat.
    const [loyal, cat, subversive, rat] = lang === 'ru' ? ['Лоялист', 'Кот', 'Подрывник', 'Крыса'] : ['Loyalist', 'Cat', 'Subversive', 'Rat'];
    assert.match(r.stdout, new RegExp(`${loyal}[^\\s]*/${cat}|${cat}[^\\s]*/${loyal}`));
    assert.match(r.stdout, new RegExp(`${subversive}[^\\s]*/${rat}|${rat}[^\\s]*/${subversive}`));
    // The column of each theme's Hitler, both named alike: English drops the article of "the Service Rat" as of "the Secret Russian".
    if (lang === 'en') assert.match(r.stdout, /\| as Secret Russian\/Service Rat \|/);
  });
}

/** Service Rat's own words (templates/themes/service-rat.yaml: its roles, offices and laws), in each language. */
const SERVICE_RAT: Record<Lang, RegExp> = { en: /\bCats?\b|\bRats?\b|Mayor|Ratcatcher|\blaws?\b/, ru: /Кот|Крыс|Мэр|закон/ };

for (const lang of ['en', 'ru'] as const) {
  test(`given a ${lang} folder of a finished Secret Russian game and a Service Rat game still running, stats says Secret Russian's words only`, async () => {
    const ctx = leagueContext();
    await newGame({ id: 'russian', players: NAMES, seed: seed(1), option: ['startingFascistPolicies=3'], theme: 'secret-russian', lang }, ctx);
    await hitlerElected(ctx, 'russian', NAMES, openGame(logPath(ctx, 'russian')).state.roles!);
    await newGame({ id: 'rats', players: NAMES, seed: seed(1), theme: 'service-rat', lang }, ctx);
    const r = runCli(['stats'], { cwd: ctx.cwd, env: { CHANCERY_HOME: ctx.cwd } });
    assert.is(r.code, 0, r.stderr);
    // The running game is named as not counted; nothing else of it, nor its theme's words, is in the league.
    const bad = r.stdout.split('\n').filter((line) => SERVICE_RAT[lang].test(line) || FOREIGN.test(line));
    assert.equal(bad, [], `stats has words of a theme none of its finished games plays:\n${bad.join('\n')}`);
  });
}

test.run();
