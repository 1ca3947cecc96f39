// `chancery list <folder>` lists the games of a folder that need not be games/ (a league's archive,
// a second table). Whatever command its lines suggest for a game must work as printed, from the
// folder the moderator ran `list` in: the game's id names games/<id>.yaml there, so a game of
// another folder is named by its log's path. Listing the default folder, the id is enough. In
// English and Russian.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, FIXED_SEED, runCli, runOk, scratch } from '../support/cli.js';
import { killedAtRename } from '../support/processes.js';

const PLAYERS = { en: ['Alice', 'Bob', 'Carol', 'Dmitri', 'Eve'], ru: ['Анна', 'Борис', 'Вера', 'Глеб', 'Даша'] } as const;
const NEVER_SHOWN = { en: /Recorded but never shown/, ru: /Записано, но не показано/ } as const;
const HOME = { CHANCERY_HOME: '' };

/** A game `g` whose nomination was recorded and never shown (nominate killed as it wrote the first vote request), moved to `league/`. */
function inLeagueFolder(lang: 'en' | 'ru'): string {
  const cwd = scratch();
  runOk(['new', 'g', '--lang', lang, '--players', ...PLAYERS[lang], '--seed', FIXED_SEED], { cwd, env: HOME });
  const r = killedAtRename(['nominate', 'g', '2'], cwd, '\\.eml\\.\\d+\\.tmp$', HOME);
  assert.is(r.signal, 'SIGKILL');
  mkdirSync(join(cwd, 'league'));
  renameSync(join(cwd, 'games'), join(cwd, 'league', 'archive'));
  return cwd;
}

/** The commands a listing suggests (between backticks). */
const suggested = (listed: string) => [...listed.matchAll(/`(chancery [^`]+)`/g)].map((m) => m[1]);

for (const lang of ['en', 'ru'] as const) {
  test(`given a game in another folder with a write never shown (${lang}), the command list suggests for it works from where list ran`, () => {
    const cwd = inLeagueFolder(lang);
    const listed = runOk(['list', join('league', 'archive')], { cwd, env: HOME });
    const commands = suggested(listed);
    assert.ok(commands.length > 0, listed);
    for (const command of commands) {
      const args = command.replace(/^chancery /, '').split(' ');
      const r = runCli(args, { cwd, env: HOME });
      assert.is(r.code, 0, `${command}: ${r.stderr}`);
      assert.match(r.stderr, NEVER_SHOWN[lang], `${command} tells the write`);
    }
  });

  test(`given a game in another folder with a write never shown (${lang}), the post command its notice suggests works from where it was told`, () => {
    const cwd = inLeagueFolder(lang);
    const told = runCli(['status', join('league', 'archive', 'g.yaml')], { cwd, env: HOME });
    assert.match(told.stderr, NEVER_SHOWN[lang]);
    const commands = suggested(told.stderr).filter((c) => c.startsWith('chancery post '));
    assert.equal(commands, ['chancery post league/archive/g.yaml nomination'], told.stderr);
    const r = runCli(commands[0].replace(/^chancery /, '').split(' '), { cwd, env: HOME });
    assert.is(r.code, 0, `${commands[0]}: ${r.stderr}`);
  });

  test(`given the same game listed from inside its league folder as the default games/ (${lang}), the id is enough`, () => {
    const cwd = inLeagueFolder(lang);
    renameSync(join(cwd, 'league', 'archive'), join(cwd, 'league', 'games'));
    const inLeague = join(cwd, 'league');
    const commands = suggested(runOk(['list'], { cwd: inLeague, env: HOME }));
    assert.equal(commands, ['chancery status g']);
    assert.match(runCli(['status', 'g'], { cwd: inLeague, env: HOME }).stderr, NEVER_SHOWN[lang]);
  });
}

// `chancery new` writes games/<id>.yaml of the folder it runs in: listed again, the folder must show the game it created.
for (const [listed, made] of [['league', join('league', 'games')], [join('league', 'games'), join('league', 'games')], ['archive', join('archive', 'games')]] as const) {
  test(`given an empty folder ${listed} listed, the command it suggests to create a game creates it where list ${listed} finds it`, () => {
    const cwd = scratch();
    mkdirSync(join(cwd, listed), { recursive: true });
    const said = runOk(['list', listed], { cwd, env: HOME });
    const hint = /create one with: (.+?) …\)/.exec(said)?.[1];
    assert.ok(hint, said);
    const line = hint!.replace('<id>', 'fresh') + ' ' + PLAYERS.en.join(' ') + ` --seed ${FIXED_SEED}`;
    const r = spawnSync('sh', ['-c', line.replace(/(^|&& )chancery /, `$1${process.execPath} ${BIN} `)], { cwd, env: { ...process.env, ...HOME, NO_COLOR: '1', CI: 'true' }, encoding: 'utf8' });
    assert.is(r.status, 0, `${line}: ${r.stderr}`);
    assert.match(runOk(['list', listed], { cwd, env: HOME }), /^fresh /m, `${line} made a game list ${listed} shows (${made})`);
  });
}

test.run();
