// The names a game's settings can take, each listed once. The log schema (valibot), the TypeScript
// types, `new`'s checks, shell completion and help all derive from these lists, so a new theme,
// language or post kind is added here (and its templates) and nowhere else.
// Rulesets and rule options are the engine's: src/engine/rules.ts.

/** Themes: a vocabulary each, in templates/themes/<theme>.yaml (words and board colours). */
export const THEMES = ['secret-hitler', 'secret-russian', 'service-rat'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Languages: a folder of templates each, templates/<lang>/. */
export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** How a thread post is written: Markdown (Discourse, Reddit) or BBCode (phpBB, BGG). */
export const POST_FORMATS = ['markdown', 'bbcode'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

/** The thread posts: a template each, templates/<lang>/post/<kind>.<format>.hbs. */
export const POST_KINDS = ['opening', 'nomination', 'vote-result', 'legislative', 'executive', 'game-over', 'status', 'history', 'veto', 'reshuffle', 'withdrawal'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The posts `chancery post` gives besides the kinds: the claims, the waiting line, a replacement's post again. */
export const OTHER_POSTS = ['claims', 'waiting', 'replacement'] as const;
/** A post `chancery post` gives, by its own name. */
export type PostWord = PostKind | (typeof OTHER_POSTS)[number];
/** Every post `chancery post` gives, by its own name. */
export const POST_WORDS: readonly PostWord[] = [...POST_KINDS, ...OTHER_POSTS];

/** Other words `chancery post` takes for a kind. */
export const POST_KIND_ALIASES: Readonly<Record<string, PostKind>> = { votes: 'history', matrix: 'history', board: 'status', result: 'vote-result' };

/**
 * The Russian name `chancery post` takes for each post, in any game: as the Russian posts' headings
 * call them («выдвижение», «итоги голосования», «отменено ведущим»…), one word each, none two kinds'.
 */
export const POST_KIND_RUSSIAN: Readonly<Record<string, PostWord>> = {
  'начало': 'opening', 'выдвижение': 'nomination', 'итоги': 'vote-result', 'сессия': 'legislative', 'полномочие': 'executive',
  'конец': 'game-over', 'положение': 'status', 'история': 'history', 'вето': 'veto', 'перемешивание': 'reshuffle', 'отмена': 'withdrawal',
  'заявления': 'claims', 'ждём': 'waiting', 'замена': 'replacement',
};

/** The post a Russian name stands for (any case, «е» for «ё»), or the word as typed. */
export function postWordOf(word: string): string {
  const w = word.trim().toLocaleLowerCase().replace(/ё/g, 'е');
  const found = Object.keys(POST_KIND_RUSSIAN).find((name) => name.replace(/ё/g, 'е') === w);
  return found ? POST_KIND_RUSSIAN[found] : word;
}

/** Every word `chancery post` takes after the game: the kinds, their aliases and Russian names, and the claims, waiting and replacement posts. */
export function isPostWord(typed: string): boolean {
  const word = postWordOf(typed);
  return (POST_WORDS as readonly string[]).includes(word) || word in POST_KIND_ALIASES;
}

/** What a missing vote counts as once its deadline has passed (RULES §5). */
export const MISSING_VOTE_RULES = ['wait', 'ja', 'nein'] as const;
export type MissingVoteRule = (typeof MISSING_VOTE_RULES)[number];

/** True when `value` is one of `list` (and narrows it). */
export function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * The choice `value` names in any case, as the program spells it ("RU" is ru, "BBCode" bbcode);
 * else `value` as given, for the refusal to quote.
 */
export function canonical(choices: readonly string[], value: string | undefined): string | undefined {
  return value === undefined ? undefined : choices.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
}
