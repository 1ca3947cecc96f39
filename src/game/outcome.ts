// What a game command returns: the events it appended (as short lines for the moderator), what the
// game waits for now, and the public view. `--json` prints this object as it is.
import { publicView, pending, type PublicView, type State } from '../engine/index.js';
import type { Lang, LogRecord, ThemeName } from '../log/records.js';
import type { HolderGenders } from '../render/names.js';
import { gendersByName, speechOf, withThemeFolders } from './speech.js';
import type { DecisionOutcome } from './session.js';
import { recordNames } from './describe.js';

export interface GameOutcome {
  game: string;
  path: string;
  appended: { seq: number; type: string; text: string }[];
  waitingFor: string;
  pendingKind: string;
  /** The game's language and theme: the lines above are in them, and the printer speaks them. */
  lang: Lang;
  theme: ThemeName;
  view: PublicView;
}

export function outcomeOf(path: string, outcome: DecisionOutcome<unknown>): GameOutcome {
  const { lang, theme } = outcome.before.log.header;
  return summarize(path, outcome.state, outcome.appended, lang, theme);
}

/**
 * `folders`: the game's template folders (render/overrides.ts), whose theme file words these lines too;
 * `genders`: each seat's holders' genders the log gives (log/records' gendersOf), which a Russian line declines a name with.
 */
export function summarize(path: string, state: State, appended: LogRecord[], lang: Lang = 'en', theme: ThemeName = 'secret-hitler', folders: readonly string[] = [], genders: HolderGenders = []): GameOutcome {
  const named = gendersByName(state, genders);
  const speech = speechOf(lang, theme, folders, named);
  return withThemeFolders({
    game: state.setup.gameId,
    path,
    appended: appended.map((r) => ({ seq: r.seq, type: r.type, text: speech.record(r, recordNames(r, state.players, state.replacements)) })),
    waitingFor: speech.waiting(state),
    lang,
    theme,
    pendingKind: pending(state).kind,
    view: publicView(state),
  }, folders, named);
}
