// Wiring for `import`: game records from elsewhere turned into chancery logs.
import { either, examples, type Registrations } from '../wire.js';
import { LANGS, THEMES } from '../../settings.js';

/** `import`, by name (see Registrations). */
export const importCommands: Registrations = {
  import: (program, w) => examples(
    program.command('import')
      .description('turn game records from another site into chancery game logs, each step checked by the rules engine')
      .argument('<source>', 'the record format: secrethitler-io')
      .argument('<file>', 'the records file (JSON Lines)')
      .argument('<dir>', 'the folder to write <id>.yaml logs into')
      .option('--skip-bad', 'import the records the rules accept and report the others (default: refuse all)')
      .option('--lang <lang>', `the language of the report and of the games: ${either(LANGS)} (default: the one most games of the folder use)`)
      .option('--theme <theme>', `the theme the games are written in: ${either(THEMES)} (default: secret-hitler; required into a folder whose games all have another theme)`)
      .option('--json', 'print the result as JSON')
      .action(async (source: string, file: string, dir: string, opts) => {
        const [{ importGames }, { formatImport }] = await Promise.all([import('../../commands/import.js'), import('../print/import.js')]);
        w.emit(await importGames({ source, file, dir, skipBad: opts.skipBad, lang: opts.lang, theme: opts.theme }, w.ctx), opts, formatImport);
      }),
    ['chancery import secrethitler-io ../shared/real-games/secrethitler-io-games.jsonl imported --skip-bad'],
  ),
};
