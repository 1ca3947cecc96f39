// The replay page's own words, per language (the game's words come from its theme vocabulary).
// {name} marks a value filled in by the page or its script.
import type { Lang } from '../log/records.js';

export interface PageWords {
  /** The first line of `publish --live`'s public view, a YAML comment for the thread's readers. */
  liveComment: string;
  timeline: string;
  start: string;
  step: string;
  stepOf: string;
  previous: string;
  next: string;
  special: string;
  votes: string;
  noVote: string;
  matrix: string;
  matrixCaption: string;
  government: string;
  roles: string;
  seat: string;
  heldBy: string;
  fromGovernment: string;
  /** A newcomer who took the seat while government {n}'s power waited: they used it, or were its target (RULES §5). */
  fromPower: string;
  role: string;
  alive: string;
  /** An executed player's mark, agreeing with the player where the language needs it (Russian: «казнена»). */
  dead: Record<'male' | 'female' | 'unknown', string>;
  termLimited: string;
  notHitler: string;
  drawPile: string;
  discards: string;
  /** A Fascist slot filled by chaos, or from the start: its power was not granted (RULES §2.4, §4). */
  chaosSlot: string;
  startSlot: string;
  of: string;
  board: string;
  veto: string;
  vetoAccepted: string;
  vetoRefused: string;
  target: string;
  conflict: string;
  winner: string;
  verification: string;
  verifying: string;
  noScript: string;
  noCrypto: string;
  verified: string;
  checked: string;
  /** {shuffles} of `checked`: the one shuffle of a short game, or all n. */
  shuffleOne: string;
  shuffleMany: string;
  ended: string;
  endedMigrated: string;
  failed: string;
  theHeader: string;
  eventN: string;
  headerChanged: string;
  eventChanged: string;
  sequence: string;
  noSeed: string;
  /** Without a seed to check: the chain, and why there is no seed (an imported game; a game still running). */
  chainOnly: string; noCommitment: string; seedSecret: string;
  commitment: string;
  commitmentLabel: string;
  seedLabel: string;
  firstPresident: string;
  deal: string;
  shuffle: string;
  howToCheck: string;
  reasons: Record<string, string>;
  /** The theme's words for the roles and cards a failed deal or shuffle names (themedPageWords fills them): never the file's own values. */
  roleWords?: Record<string, string>;
  cardWords?: Record<string, string>;
}

const EN: PageWords = {
  liveComment: '{game}: the public view after event {seq} (no seed, no hidden card, no role); not a hashed log',
  timeline: 'Timeline',
  start: 'Before the first {government}',
  step: 'Step',
  stepOf: 'Step {n} of {of}: {title}',
  previous: 'Previous step',
  next: 'Next step',
  special: 'special election',
  votes: 'Votes',
  noVote: 'no vote',
  matrix: 'Vote matrix',
  matrixCaption: 'One row per {government}, one column per seat',
  government: '{Government}',
  roles: 'Roles revealed',
  seat: 'Seat',
  heldBy: 'Held by',
  fromGovernment: 'from {government} {n}',
  fromPower: 'from the power of {government} {n}',
  role: 'Role',
  alive: 'alive',
  dead: { male: 'executed', female: 'executed', unknown: 'executed' },
  termLimited: 'term-limited',
  notHitler: 'not {hitler}',
  drawPile: 'Draw pile',
  discards: 'Discards',
  chaosSlot: '✗ (chaos: no power)',
  startSlot: '✗ (from the start: no power)',
  of: 'of',
  board: 'Board after this step',
  veto: 'veto requested',
  vetoAccepted: 'veto accepted',
  vetoRefused: 'veto refused',
  target: 'on',
  conflict: 'Conflict',
  winner: 'The {team} won: {reason}.',
  verification: 'Verification',
  verifying: 'Verifying in your browser…',
  noScript: 'This check runs in the browser with scripts on. Without them, check the public record with chancery: chancery audit {file} and chancery verify {file}.',
  noCrypto: 'This browser offers no WebCrypto or DecompressionStream here (open the file directly or over https, in a browser from 2023 or later), so the page cannot check the record: use chancery audit.',
  verified: 'Checked in this browser: the seed matches the commitment {c} published in the opening post.',
  checked: 'The hash chain of {records} records holds, and the deal and {shuffles} follow from the revealed seed. The rules are not checked here: chancery audit replays every event through them.',
  shuffleOne: 'the shuffle',
  shuffleMany: 'all {n} shuffles',
  ended: 'The game ended at event {seq}, hash {hash}: compare with the game-over post.',
  endedMigrated: 'The game ended at event {seq}, hash {hash}. This record was rewritten in a newer format after the game (chancery migrate): the game-over post showed event {oldSeq}, hash {oldHash}, of the old file.',
  failed: 'Verification failed at {where}: {why}',
  theHeader: 'the header',
  eventN: 'event {seq} ({type})',
  headerChanged: 'the header was changed after it was written (its hash does not match).',
  eventChanged: 'this event was changed, inserted or removed after it was written (its hash does not follow from the event before it).',
  sequence: 'sequence numbers must run 1, 2, 3…: expected {n}.',
  noSeed: 'the record does not carry its seed, so the deal and shuffles cannot be checked.',
  chainOnly: 'Checked in this browser: the hash chain of {records} records holds. The rules are not checked here: chancery audit replays every event through them.',
  noCommitment: 'This game was not dealt from a committed seed (an imported game: its decks are as its source recorded them), so there is no deal or shuffle to rederive.',
  seedSecret: 'The seed stays secret until the game ends: once the game-over post reveals it, the deal and every shuffle can be checked against the commitment {c}.',
  commitment: 'the seed does not match the commitment {c}.',
  commitmentLabel: 'commitment',
  seedLabel: 'seed',
  firstPresident: 'the seed draws seat {n} as the first {president}.',
  deal: 'the deal from the seed is {expected}.',
  shuffle: 'shuffle #{k} from the seed is {expected}.',
  howToCheck: 'With chancery: chancery audit {file} (the hash chain, every rule, the seed) and chancery verify {file}. Both give the same result as on the moderator\'s log.',
  reasons: {
    'five-liberal': 'five {liberal} {policies}', 'six-fascist': 'six {fascist} {policies}',
    'hitler-elected': '{hitler} was elected {chancellor}', 'hitler-executed': '{hitler} was executed',
  },
};

const RU: PageWords = {
  liveComment: '{game}: открытые сведения после события № {seq} (без зерна, скрытых карт и ролей); это не журнал с хешами',
  timeline: 'Хронология',
  start: 'До первого {governmentGen}',
  step: 'Шаг',
  stepOf: 'Шаг {n} из {of}: {title}',
  previous: 'Предыдущий шаг',
  next: 'Следующий шаг',
  special: 'внеочередные выборы',
  votes: 'Голоса',
  noVote: 'нет голоса',
  matrix: 'Таблица голосов',
  matrixCaption: 'Строка — {government}, столбец — место',
  government: '{Government}',
  roles: 'Роли',
  seat: 'Место',
  heldBy: 'Игроки',
  fromGovernment: 'с {governmentGen} {n}',
  fromPower: 'с полномочия {governmentGen} {n}',
  role: 'Роль',
  alive: 'в игре',
  // As the status post marks a player (templates/ru/post/status.hbs): the verb agrees with the player, a noun needs not.
  dead: { male: 'казнён', female: 'казнена', unknown: 'игрок казнён' },
  // Who cannot be nominated, as the posts say it: «ограничение по срокам» read as the deadline.
  termLimited: 'нельзя выдвинуть {toChancellor}',
  notHitler: 'не {hitler}',
  drawPile: 'Колода',
  discards: 'Сброс',
  chaosSlot: '✗ (хаос: без полномочия)',
  startSlot: '✗ (с начала игры: без полномочия)',
  of: 'из',
  board: 'Стол после этого шага',
  veto: 'запрошено вето',
  vetoAccepted: 'вето принято',
  vetoRefused: 'вето отклонено',
  target: '—',
  conflict: 'Противоречие',
  winner: 'Победа: {team} — {reason}.',
  verification: 'Проверка',
  verifying: 'Проверка в браузере…',
  noScript: 'Проверка работает в браузере со включёнными скриптами. Без них проверьте запись программой chancery: chancery audit {file} и chancery verify {file}.',
  noCrypto: 'В этом браузере здесь нет WebCrypto или DecompressionStream (откройте файл напрямую или по https в браузере 2023 года или новее), поэтому страница не может проверить запись: используйте chancery audit.',
  verified: 'Проверено в этом браузере: зерно совпадает с обязательством {c}, опубликованным в первом посте.',
  checked: 'Цепочка хешей из {records} записей цела; раздача и {shuffles} следуют из раскрытого зерна. Соблюдение правил здесь не проверяется: каждое событие по правилам проверяет chancery audit.',
  shuffleOne: 'перетасовка',
  shuffleMany: 'все перетасовки ({n})',
  ended: 'Игра закончилась событием {seq}, хеш {hash}: сверьте с итоговым постом.',
  endedMigrated: 'Игра закончилась событием {seq}, хеш {hash}. Запись переписана в новом формате после игры (chancery migrate): в посте об окончании игры — событие {oldSeq}, хеш {oldHash} старого файла.',
  failed: 'Проверка не пройдена: {where}: {why}',
  theHeader: 'заголовок',
  eventN: 'событие {seq} ({type})',
  headerChanged: 'заголовок изменён после записи (хеш не совпадает).',
  eventChanged: 'событие изменено, вставлено или удалено после записи (его хеш не следует из предыдущего).',
  sequence: 'номера событий должны идти подряд: ожидался {n}.',
  noSeed: 'в записи нет зерна, раздачу и перетасовки проверить нельзя.',
  chainOnly: 'Проверено в этом браузере: цепочка хешей из {records} записей цела. Соблюдение правил здесь не проверяется: каждое событие по правилам проверяет chancery audit.',
  noCommitment: 'Эта игра сдана не из зерна с обязательством (игра импортирована: колоды такие, как их записал источник), поэтому раздачу и перетасовки выводить не из чего.',
  seedSecret: 'Зерно держится в секрете до конца игры: когда итоговый пост его раскроет, раздачу и каждую перетасовку можно будет сверить с обязательством {c}.',
  commitment: 'зерно не совпадает с обязательством {c}.',
  commitmentLabel: 'обязательство',
  seedLabel: 'зерно',
  firstPresident: 'по зерну первым кандидатом выпадает место {n}.',
  deal: 'раздача по зерну: {expected}.',
  shuffle: 'перетасовка №{k} по зерну: {expected}.',
  howToCheck: 'Программой chancery: chancery audit {file} (цепочка хешей, все правила, зерно) и chancery verify {file}. Результат тот же, что на журнале ведущего.',
  reasons: {
    'five-liberal': 'выложено 5 карт «{liberal}»', 'six-fascist': 'выложено 6 карт «{fascist}»',
    'hitler-elected': '{hitler} {hitlerElected} {chancellorIns}', 'hitler-executed': '{hitler} {hitlerExecuted}',
  },
};

export function pageWords(lang: Lang): PageWords {
  return lang === 'ru' ? RU : EN;
}

/**
 * The page's words with the theme's filled in ({government}: a Cabinet in Secret Russian; the
 * Russian cases and agreement: {governmentGen}, {hitlerElected} "избрана" of the Service Rat), and
 * every other placeholder left for the page to fill.
 */
export function themedPageWords(lang: Lang, w: (key: string) => string): PageWords {
  const government = w('government');
  const theme: Record<string, string> = {
    government, Government: government.charAt(0).toLocaleUpperCase(lang) + government.slice(1), president: w('president'), policies: w('policy.other'),
    ...(lang === 'ru' ? { governmentGen: w('case.government.gen'), hitlerElected: w('hitlerIs.elected'), hitlerExecuted: w('hitlerIs.executed'), chancellorIns: w('case.chancellor.ins'), toChancellor: w('toChancellor') } : {}),
  };
  const words = pageWords(lang);
  const out = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(words)) {
    out[key] = typeof value === 'string' ? fill(value, theme) : Object.fromEntries(Object.entries(value as Record<string, string>).map(([k, v]) => [k, fill(v, theme)]));
  }
  out.roleWords = { liberal: w('role.liberal'), fascist: w('role.fascist'), hitler: w('role.hitler') };
  out.cardWords = { liberal: w('card.liberal'), fascist: w('card.fascist') };
  return out as unknown as PageWords;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (values[k] === undefined ? `{${k}}` : String(values[k])));
}
