// The words the reply reader knows, per language (English, Russian, German): vote and veto words,
// negators, doubt and correction markers, idioms, the verbs for discarding, keeping and enacting,
// and every theme's card names in the forms players write (all Russian cases, singular and plural).
// Explicit tables rather than a stemmer: a generic stemmer folds "крысолов" (the Ratcatcher) into
// "крыса" (a Rat card), and a wrong fold here applies a card nobody named.
import type { Policy } from '../engine/index.js';
import type { ThemeName } from '../log/records.js';

/** A whole token (already lower-cased, ё read as е) matched by one of these. */
export type WordTest = RegExp;

const whole = (...alts: string[]): RegExp => new RegExp(`^(?:${alts.join('|')})$`, 'u');

// With the letters players double or swap in haste ("jaa", "neinn", "nien", «заа»), which are no other word.
export const YES = whole('ja', 'jaa+', 'jawohl', 'yes', 'yess+', 'yeah', 'yep', 'yup', 'aye', 'yea', 'y', 'si', 'oui', 'да', 'даа+', 'за', 'заа+');
export const NO = whole('nein+', 'nien', 'nee', 'nö', 'no', 'noo+', 'nope', 'nah', 'nay', 'n', 'нет', 'неа', 'против');
/** Words that are a no-word and a negator both: "no" alone is Nein, "no ja" is a negated Ja. */
export const NO_NEGATOR = whole('no', 'нет', 'nein');

export const AGREE = whole('agree[sd]?', 'agreeing', 'accept(?:s|ed)?', 'approve[sd]?', 'согласен', 'согласна', 'согласны', 'согласие', 'соглашаюсь', 'соглашусь', 'согласился', 'согласилась', 'принято', 'принимаю', 'одобряю', 'einverstanden', 'zustimmen', 'akzeptiere');
export const REFUSE = whole('refuse[sd]?', 'refusing', 'disagree[sd]?', 'disagreeing', 'reject(?:s|ed)?', 'decline[sd]?', 'deny', 'denied', 'отказ', 'отказываю', 'отказываюсь', 'отклоняю', 'отвергаю', 'ablehnen', 'lehne', 'abgelehnt', 'verweigere');

// The emoji the reader reads as words (the tokenizer takes each as one, a skin tone aside): a
// cross is a negator, a sarcastic face or a wink, a laugh, a clown, crossed fingers a doubt, a
// thumb a lean. Any other emoji is nothing ("ja 🎉").
const CROSSES = ['❌', '❎', '✖', '✗', '✘', '✕', '🚫', '⛔', '🙅'];
const SARCASTIC_FACES = ['🙃', '🙄', '😏', '😜', '🤪'];
const JOKING_FACES = ['😉', '😂', '🤣', '🤡', '😆', '😹', '🤭', '🤞'];
const THUMB_UP = '👍';
const THUMB_DOWN = '👎';
export const EMOJI: readonly string[] = [THUMB_UP, THUMB_DOWN, ...SARCASTIC_FACES, ...JOKING_FACES, ...CROSSES];
/**
 * Emoji that say nothing of the answer they stand by: a party, a smile, a heart, a tick, a wave
 * ("Ja 🎉", "Nein 🙂", "discard the fascist 😈"). Any other picture by an answer is a word the
 * reader does not know, and asked back with it shown: a thinking face, a shrug, a retch, a red
 * flag ("Ja 🤔", "Ja 🤷", "Ja 🤮", "Ja 🚩") may take the answer back as a wink does.
 */
export const HARMLESS_EMOJI: readonly string[] = ['🎉', '🥳', '🎊', '🙂', '😊', '😀', '😃', '😄', '😁', '☺', '🤗', '😎', '😇', '😈', '✅', '✔', '☑', '👌', '🙏',
  '💪', '❤', '♥', '🧡', '💛', '💚', '💙', '💜', '🖤', '🤍', '💯', '🔥', '👏', '🤝', '🍀', '🫡', '👋', '✌', '🌹', '🌻', '⭐', '🌟', '✨', '©', '®', '™'];
/** Marks that ask as a question mark does: "Ja‽", "Ja ❓", «За⁉». */
export const QUESTION_MARKS: readonly string[] = ['\u203D', '\u2047', '\u2048', '\u2049', '\u2753', '\u2754'];

/** German negators, which reach back over their clause too (NEGATOR_BACKWARD). */
const GERMAN_NEGATORS = ['nicht', 'kein', 'keine', 'keinen', 'keiner', 'keines', 'keinem', 'nie', 'niemals'];
/** Negators: a signal after one (and, in German, before one in the same clause) is negated. */
export const NEGATOR = whole('not', 'never', 'nor', 'neither', 'nobody', 'nothing', 'cannot', 'dont', 'doesnt', 'didnt', 'wont', 'wouldnt', 'cant', 'couldnt', 'shouldnt', 'isnt', 'arent', 'wasnt', 'aint', 'не', 'ни', 'никогда', 'нельзя', ...GERMAN_NEGATORS,
  // The negators of languages players mix in beside "oui" and "si" (French, Spanish, Portuguese,
  // Italian, Dutch: "je ne vote pas ja", "nunca ja", "não ja", "niet ja"), of Finnish and
  // Estonian, the Nordic languages, Czech and the South Slavic ones, Hungarian and Ukrainian ("ei
  // ja", "nej ja", "ikke ja", "inte ja", "ne ja", "nem ja", «ні за»), and "non-", "anti-" before an
  // answer or a card ("the non-liberal", "the anti-fascist", "I'm anti ja").
  'pas', 'jamais', 'non', 'nunca', 'jamas', 'jamás', 'nao', 'não', 'niet', 'ei', 'nej', 'ikke', 'inte', 'ne', 'nem', 'ні', 'anti',
  // A cross by an answer or a card crosses it out: "Ja ❌", "❌ Ja", "Liberal ✗".
  ...CROSSES);
/**
 * Words that judge what they stand by: "Ja is wrong", "voting ja would be a mistake", "за — ошибка".
 * Read as negators that reach their whole clause; one in a clause without an answer word reaches
 * the answer beyond it whatever else its clause holds ("За — глупо"), unless it follows a plain no
 * ("Nein, Bob is an idiot" stays a no).
 */
export const JUDGEMENT = whole('wrong', 'mistake', 'mistaken', 'stupid', 'dumb', 'idiot', 'idiots', 'idiotic', 'fool', 'fools', 'foolish', 'crazy', 'insane',
  'madness', 'nuts', 'suicide', 'suicidal', 'terrible', 'awful', 'horrible', 'ridiculous', 'absurd', 'silly', 'loser', 'losers', 'dead',
  'ошибка', 'ошибки', 'ошибкой', 'ошибку', 'ошибочно', 'глупо', 'глупость', 'глупостью', 'безумие', 'безумием', 'неправильно', 'бред', 'идиот', 'идиоты', 'идиотов',
  'идиотизм', 'дурак', 'дураки', 'дураков', 'самоубийство', 'самоубийством', 'ужасно',
  'falsch', 'fehler', 'dumm', 'verrückt', 'wahnsinn', 'blödsinn', 'quatsch', 'idioten');
/**
 * Words a clause may hold beside a negator and still say nothing of its own ("I would never,",
 * "I will not —", "Not."): such a negator is left hanging, and reaches the answer next to it.
 */
export const HOLLOW = whole('i', 'we', 'you', 'would', 'will', 'shall', 'should', 'could', 'can', 'do', 'does', 'did', 'am', 'is', 'are', 'be',
  // The same words contracted ("I'd never, ever", "I'm not…"), with the apostrophe or without, and the future's "going to".
  "i'm", "i'd", "i'll", "i've", 'im', 'ive', "we're", "we'd", "we'll", "we've", "you're", "you'd", "you'll", "you've", 'going', 'gonna', 'to',
  'ever', 'repeat', 'really', 'absolutely', 'definitely', 'certainly', 'surely', 'just', 'simply', 'so', 'at', 'all', 'way', 'in', 'hell', 'oh',
  // Nor does a bare "it" or a filler "like": "It's not, like, ja" leaves its "not" hanging.
  'it', "it's", 'its', 'like',
  // Nor an adverb that only insists: "Ja, obviously not", "Ja. Of course not."
  'obviously', 'clearly', 'totally', 'seriously', 'honestly', 'of', 'course', 'lol', 'haha',
  // Nor one that only measures it: "Ja, not quite", "Ja, not yet", "Ja, not exactly".
  'quite', 'yet', 'exactly', 'entirely', 'necessarily', 'completely', 'noch', 'еще', 'пока',
  // When, said alone, adds nothing to the negator either: "Not this time: ja", "не в этот раз, за".
  'this', 'time', 'now', 'today',
  'я', 'мы', 'бы', 'буду', 'будем', 'ни', 'что', 'точно', 'совсем', 'вообще', 'уж', 'же', 'ну',
  // "Я бы не стал" is "I wouldn't": стать as an auxiliary says nothing of its own.
  'стал', 'стала', 'стали', 'стану', 'станем', 'в', 'этот', 'раз', 'сегодня', 'сейчас',
  'ich', 'wir', 'würde', 'werde', 'auf', 'gar', 'ganz', 'sicher', 'absolut', 'überhaupt', 'wirklich', 'bestimmt',
  // "ни разу" is "not once": the count says nothing of its own.
  'разу',
  // Nor voting itself, said without what for: "I will not vote. Ja", "Не буду голосовать. За".
  'vote', 'votes', 'voted', 'voting', 'say', 'голосовать', 'голосую', 'проголосую', 'проголосовать', 'abstimmen', 'stimme');
/**
 * Words that speak of the answer itself ("that's not my answer", "the answer I will not give",
 * «это не мой ответ», «это не про меня»): a negator whose clause holds only these and hollow words
 * takes back the answer beyond its clause, after a no as after a yes; it is no mere emphasis.
 */
export const ABOUT_THE_ANSWER = whole('that', "that's", 'thats', 'what', 'which', 'the', 'answer', 'my', 'mine', 'say', 'said', 'saying', 'give', 'giving',
  // Whether it is meant and kept: "Ja, not my real vote", "Nein, not my final answer", "Ja, don't record this".
  'real', 'actual', 'true', 'official', 'final', 'serious', 'record', 'recorded', 'count', 'counted', 'log', 'logged', 'apply', 'applied',
  'настоящий', 'настоящее', 'настоящая', 'окончательный', 'окончательное', 'всерьез', 'серьезно', 'голос', 'записывайте', 'записывай', 'записывать',
  'засчитывайте', 'засчитывай', 'засчитывать', 'считается', 'считайте', 'считать', 'учитывайте', 'учитывать', 'принимайте',
  'это', 'то', 'мой', 'моё', 'мое', 'ответ', 'выбор', 'про', 'меня', 'мне', 'сказал', 'сказала', 'скажу', 'говорю',
  'das', 'was', 'mein', 'meine', 'antwort', 'sage', 'gesagt');
/**
 * Words that may follow "no" (or stand by "нет") in its clause while it stays the answer: "no
 * thanks" is an idiom, "no to the veto", "нет, нет", "мой ответ нет". Any other word makes it a
 * phrase of its own ("no complaints", "нет возражений", "возражений нет"): asked back.
 */
export const BY_A_NO = whole('to', 'the', 'from', 'me', 'sorry', 'vote', 'votes', 'voting', 'say', 'i', 'my', 'answer', 'is', 'veto', 'vetoes', 'please',
  'от', 'меня', 'мой', 'моё', 'мое', 'ответ', 'голосую', 'говорю', 'я', 'вето', 'пожалуйста', 'увы', 'извини', 'извините', 'ich', 'sage', 'stimme', 'mein', 'meine', 'antwort');
/**
 * Words that may stand by a yes or no (before it in its clause, or alone right after it) and leave
 * it the answer ("I vote ja", "A firm nein", "Конечно да", "Ich stimme ja", "Nein, sorry"), besides
 * the hollow words, the words by a no and the filler. Any other word there is asked back: the
 * reader cannot list every language's negators ("Keinesfalls ja", "Mitnichten ja", "Ja nyet",
 * "nót ja"), and what it does not know may turn the answer round.
 */
export const BESIDE_AN_ANSWER = whole('a', 'an', 'big', 'strong', 'strongly', 'firm', 'firmly', 'solid', 'resounding', 'hard', 'clear', 'unanimous',
  'happily', 'gladly', 'reluctantly', 'reluctant', 'enthusiastic', 'enthusiastically', 'fine', 'sure', 'alright', 'well', 'also', 'too', 'still',
  'again', 'heck', 'yeah', 'hey', 'go', 'goes', 'pro', 'only', 'for', 'with', 'our', 'us', 'we', 'from', 'votes', 'cast', 'casting', 'put', 'mark', 'down', 'as',
  'конечно', 'однозначно', 'безусловно', 'разумеется', 'определённо', 'определенно', 'твёрдое', 'твердое', 'твёрдо', 'твердо', 'уверенное', 'уверенно',
  'решительное', 'решительно', 'категорическое', 'категорически', 'ладно', 'хорошо', 'ок', 'окей', 'тоже', 'только', 'голосовал', 'голосовала', 'проголосовал', 'проголосовала', 'проголосовали', 'мой', 'моё', 'мое', 'мнение', 'голос', 'тогда',
  'klar', 'natürlich', 'definitiv', 'jeden', 'fall', 'mit', 'meine', 'stimme', 'sage', 'auch',
  // A veto asked for ("I request a veto", "прошу вето"), and the particle of "pass both liberals on".
  'request', 'requesting', 'propose', 'proposing', 'want', 'call', 'calling', 'on', 'прошу', 'предлагаю', 'требую', 'хочу', 'beantrage', 'möchte',
  // Gladness or regret, ease, "let's", "again", "naturally": how the answer is given, never which.
  'happy', 'glad', 'pleased', 'proud', 'easy', 'easily', 'instant', 'instantly', 'fat', 'count', 'let', 'lets', 'unfortunately', 'sadly', 'afraid',
  'отдаю', 'ставлю', 'давай', 'давайте', 'естественно', 'само', 'собой', 'опять', 'снова', 'к', 'сожалению',
  'von', 'mir', 'ein', 'klares', 'klaren', 'gerne', 'gern', 'diesmal', 'leider',
  // Whom it is said to: "Ja mate", "Nein, folks", «За, друзья».
  'sir', 'mate', 'folks', 'guys', 'lads', 'everyone', 'everybody', 'comrade', 'comrades', 'friends', 'товарищ', 'товарищи', 'друзья', 'коллеги', 'leute',
  'bro', 'dude', 'man', 'ребята', 'народ',
  // A sign-off or a thank-you on the answer's line: "Ja. Cheers", "Ja thx", "Nein, regards".
  'cheers', 'thx', 'thnx', 'tnx', 'tx', 'ty', 'regards', 'best', 'bye', 'ciao', 'duh', 'спс', 'пока', 'удачи', 'всем', 'gruß', 'grüße');
/** The offices (every theme's, every case) and the pronouns for them: "give the Chancellor two liberals", "передаю крысолову". */
const OFFICE_NAMES = ['chancellors?', 'presidents?', 'premiers?', 'directors?', 'mayors?', 'ratcatchers?',
  // The plural too: a candidate is put forward «в канцлеры», «в мэры», «в крысоловы» (as the posts say it).
  'канцлер(?:а|у|ом|е|ы|ов)?', 'президент(?:а|у|ом|е|ы|ов)?', 'премьер(?:а|у|ом|е|ы|ов)?', 'директор(?:а|у|ом|е|ы|ов)?', 'мэр(?:а|у|ом|е|ы|ов)?', 'крысолов(?:а|у|ом|е|ы|ов)?',
  'kanzler', 'präsident'];
export const OFFICE = whole(...OFFICE_NAMES, 'him', 'her', 'them', 'ему', 'ей', 'им', 'ihm');
/** The offices by name, not the pronouns that stand for them: "Carol as Chancellor", «Вера канцлером». */
export const OFFICE_NAME = whole(...OFFICE_NAMES);
/** What "за" may stand before and still be a vote: the government, the proposal, them. */
export const FOR_WHAT = whole('это', 'этот', 'эту', 'эти', 'этих', 'этого', 'такое', 'такой', 'такую', 'правительство', 'правительства', 'кабинет', 'кабинета', 'предложение', 'них', 'него', 'нее', 'вас', 'тебя');
/** Prepositions that name whom a vote is for: "Ja for Alice and Carol", "Nein to Carol as Chancellor", "Ja für Carol". */
export const FOR_WHOM = whole('for', 'to', 'with', 'behind', 'backing', 'supporting', 'support', 'für', 'fur', 'zu', 'an', 'mit', 'за', 'к', 'с', 'со', 'для');
/** "Without": «За, но без Бориса», "Ja, ohne Boris". */
export const WITHOUT = whole('без', 'безо', 'кроме', 'without', 'ohne', 'except');
/**
 * Verbs that report what someone says or chose, and the words for someone other than the player:
 * with one of them as its subject ("Ja, said Bob", "Dmitri voted ja", "Dmitri's answer: ja", "Bob
 * agrees", «За, сказал Борис», «Дарья проголосовала против»), the answer is another's, not the
 * player's own. A player's own name is theirs ("Carol votes ja", signed by Carol).
 */
export const SAYING = whole('said', 'says', 'say', 'saying', 'told', 'tells', 'tell', 'voted', 'votes', 'vote', 'voting', 'answer', 'answers', 'answered',
  'replied', 'replies', 'wrote', 'writes', 'claims', 'claimed', 'agrees', 'agreed', 'thinks', 'suggests', 'suggested',
  'сказал', 'сказала', 'сказали', 'говорит', 'говорят', 'говорил', 'говорила', 'говорили', 'ответил', 'ответила', 'ответили', 'написал', 'написала',
  'голосует', 'голосуют', 'голосовал', 'голосовала', 'голосовали', 'проголосовал', 'проголосовала', 'проголосовали', 'согласен', 'согласна', 'считает', 'предлагает', 'ответ',
  'sagt', 'sagte', 'stimmt', 'stimmte');
export const SOMEONE_ELSE = whole('he', 'she', 'they', 'everyone', 'everybody', 'someone', 'somebody', 'others', 'people', 'он', 'она', 'они', 'все', 'er', 'sie');
/**
 * The words of a sign-off before the name that signs a reply ("Cheers, Dmitri", "Regards, Bob",
 * «С уважением, Глеб»), and the words that say who writes ("This is Dmitri", "Dmitri here", "from
 * Dmitri", «Это Глеб»): with another player's name, the reply is signed or said by that player.
 */
export const SIGN_OFF = whole('cheers', 'regards', 'best', 'thx', 'thanks', 'thank', 'you', 'bye', 'ciao', 'love', 'yours', 'sincerely', 'kind', 'warm', 'warmly',
  'rgds', 'br', 'xx', 'xoxo', 'greetings', 'from', 'спасибо', 'спс', 'пока', 'удачи', 'всем', 'с', 'уважением', 'наилучшими', 'пожеланиями', 'приветом', 'от',
  'gruß', 'grüße', 'lg', 'mfg', 'danke', 'von');
export const WHO_WRITES = whole('this', 'it', 'here', 'from', 'это', 'от', 'тут', 'здесь', 'hier', 'von');
/**
 * Verbs that report what was said, or who decided, in the answer's sentence: unless their subject is
 * the player ("as I said", "I voted ja", «как я и говорил»), the answer is another's ("Ja, says my
 * partner", "Nein, said my wife", "Ja, according to Bob", «За, сказала жена», «За, жена велела»).
 */
export const REPORTING = whole('said', 'says', 'told', 'tells', 'wrote', 'writes', 'claims', 'claimed', 'according', 'voted', 'wants', 'wanted', 'insists', 'insisted', 'orders', 'ordered',
  'сказал', 'сказала', 'сказали', 'говорит', 'говорят', 'говорил', 'говорила', 'говорили', 'написал', 'написала', 'написали', 'велел', 'велела', 'велели',
  'проголосовал', 'проголосовала', 'проголосовали', 'голосовал', 'голосовала', 'голосовали', 'хочет', 'хотят', 'просил', 'просила', 'просили', 'считает',
  'sagt', 'sagte', 'laut', 'will');
/** The player speaking of themselves: the subject that keeps a reported answer their own. */
export const OWN = whole('i', 'we', "i've", "i'd", "i'll", 'ive', "we've", "we'd", 'я', 'мы', 'ich', 'wir');
/** Words between a subject and its verb that say nothing of who: "I have said", "I would have voted", «я и говорил», «я же сказал». */
export const AUXILIARY = whole('would', 'will', 'have', 'has', 'had', 'also', 'just', 'already', 'always', 'did', 'do', 'бы', 'уже', 'тоже', 'же', 'и', 'ведь', 'habe', 'hat', 'schon');
/** Articles and possessives between a saying verb and who says it: "says the fascist", "said my wife". */
export const BEFORE_WHO = whole('the', 'a', 'an', 'our', 'my', 'your', 'his', 'her', 'their', 'der', 'die', 'das');
/**
 * Words that, right after an answer ("Ja is a trap", "Nein would be the safe choice", «За — это
 * для лохов»), make it the subject of a sentence about it: the answer is spoken of, not given,
 * unless all that is said of it is that it is the answer ("Nein is my answer", «За — это мой ответ»).
 */
export const COPULA = whole('is', 'was', 'would', 'will', 'sounds', 'seems', 'looks', 'means', 'makes', 'helps', 'gives', 'hands', 'feels', 'equals',
  'это', 'значит', 'будет', 'было', 'был', 'была', 'означает', 'поможет', 'даст', 'звучит', 'выглядит', 'ist', 'wäre', 'war');
/** What may be said of an answer after a copula and leave it the answer: "Ja is right", "Nein is final", «За — это правильно». */
export const SAID_OF_AN_ANSWER = whole('good', 'right', 'correct', 'final', 'ok', 'okay', 'правильно', 'верно', 'окончательно', 'окончательный', 'richtig', 'gut', 'endgültig');
/** A contraction ending in n't (don't, won't, isn't). */
export const NEGATED_CONTRACTION = /n['’]t$/u;
/** German negators reach back over the clause too: "ja stimme ich nicht". */
export const NEGATOR_BACKWARD = whole(...GERMAN_NEGATORS);

/** Words that end a clause when they stand between two parts of a sentence. */
export const CONJUNCTION = whole('but', 'however', 'although', 'though', 'and', 'or', 'then', 'но', 'а', 'однако', 'и', 'или', 'либо', 'потом', 'aber', 'sondern', 'doch', 'und', 'oder', 'dann');

/** A "but" that, with nothing after it on its line, holds back what it would say: "Ja, but…", «За, но…». */
export const UNSAID_BUT = whole('but', 'however', 'although', 'но', 'однако', 'хотя', 'впрочем', 'aber', 'jedoch', 'obwohl');

/** Multi-word markers. Each is a list of word tests matched on consecutive tokens. */
export type Phrase = RegExp[];
const phrase = (text: string): Phrase => text.split(' ').map((w) => new RegExp(`^(?:${w})$`, 'u'));

/**
 * What an automatic away notice says (a vacation responder that keeps "Re:" and sets none of the
 * headers mail/read.ts knows it by): a yes or no beside it is about the mail ("Yes, I will respond
 * when I return"), not the question, so such a reply is asked back, never applied. Matched on the
 * reply's lower-cased text (ё as е), whole words.
 */
export const AWAY_NOTICE = new RegExp(`(?<!\\p{L})(?:${[
  'out of (?:the )?office', 'away from (?:the |my )?(?:office|desk|e-?mail|computer)',
  'on (?:annual |parental |sick |maternity |paternity )?(?:leave|vacation|holidays?)',
  "(?:i am|i'm|i will be|i'll be) (?:currently )?away", '(?:respond|reply|answer|get back to you)[^.!?\\n]{0,40} (?:on|upon|when|after) (?:my|i) return',
  'limited access to (?:my )?e?-?mail', 'automatic(?:ally)? (?:reply|response|generated)', 'auto-?(?:reply|response)', 'this is an automated',
  'в отпуске', 'в командировке', 'на больничном', 'вне офиса', 'нет на месте', 'по возвращении', 'автоответ\\p{L}*',
  'автоматическ\\p{L}* (?:ответ|сообщени|уведомлени)\\p{L}*', 'ограниченн?\\p{L}* доступ\\p{L}*', 'доступ к почте ограничен', 'отсутствую',
  'nicht im büro', 'abwesenheitsnotiz', 'im urlaub',
].join('|')})(?!\\p{L})`, 'u');

/** Doubt: the player is not sure, or asks. */
export const DOUBT: Phrase[] = [
  'maybe', 'perhaps', 'probably', 'possibly', 'likely', 'скорее', 'unsure', 'undecided', 'dunno', 'idk', 'hmm+', 'either', 'whichever', 'might',
  'not sure', 'no idea', 'no clue', 'i think', 'i guess', 'i suppose', 'i believe', 'don\'?t know', 'do not know', 'yes and no',
  'может', 'может быть', 'возможно', 'наверное', 'наверно', 'вероятно', 'пожалуй', 'думаю', 'кажется', 'хз', 'не знаю', 'не уверен[а]?', 'не уверены',
  'vielleicht', 'wahrscheinlich', 'eventuell', 'möglicherweise', 'jein', 'weiß nicht', 'weiss nicht', 'keine ahnung', 'na ja', 'naja',
  // Words that turn an answer around or make it conditional: "I vote against ja", "anything but ja",
  // "hardly ja", "I refuse to vote ja", "ja unless Bob is Hitler". Asked back, never read literally.
  'against', 'anything', 'hardly', 'barely', 'scarcely', 'refuse to', 'refused to', 'refusing to', 'if', 'unless', 'except', 'instead of',
  // "All but 1", "everything but the liberal": the card named turned round, which way not said.
  'all but', 'everything but', 'none but', 'nothing but', 'all save',
  'если', 'кроме', 'вместо', 'wenn', 'falls', 'außer', 'ausser', 'kaum', 'statt',
  // A condition in other words: "ja, provided he is liberal", "ja, assuming Carol claims", "ja,
  // pending the discussion", «за, при условии…», «за, смотря что скажет Борис», "ja, sofern…".
  'provided', 'providing', 'assuming', 'supposing', 'pending', 'conditional', 'conditionally', 'as long as', 'so long as', 'depending', 'depends', 'contingent',
  'in case', 'при условии', 'смотря', 'зависит', 'sofern', 'vorausgesetzt', 'solange', 'je nachdem', 'bedingung',
  // A hedge: "ja, I reckon", "ja, sort of", "ja or something", "ja in theory", "ja, glaube ich",
  // «за, вроде», «в принципе за», «типа за».
  'reckon', 'suppose', 'supposedly', 'kind of', 'sort of', 'kinda', 'sorta', 'or so', 'or something', 'ish', 'tentative', 'tentatively',
  'in theory', 'theoretically', 'technically', 'in principle', 'on paper', 'in spirit', 'nominally',
  'glaube', 'glaub', 'denke', 'schätze', 'vermutlich', 'eher', 'oder so', 'theoretisch', 'im prinzip', 'prinzipiell', 'grundsätzlich',
  'вроде', 'типа', 'в принципе', 'теоретически', 'формально', 'в теории', 'как то так',
  // Indifference hedges as "or something" does: "discard the fascist or whatever", "ja or what have
  // you", «сбрасываю фашистский или как там», «или что-то такое», «или что угодно», "oder was auch immer".
  'whatever', 'whatevs', 'whatnot', 'what have you', 'как там', 'что то такое', 'что там', 'что угодно', 'что нибудь', 'was auch immer',
  // Another time's or another government's answer: "ja next time", "ja for the next government", «за, в следующий раз».
  'next', 'следующ\\S*', 'nächste\\S*', 'naechste\\S*',
  // A comparison or a joke turns it around too: "I'd rather die than vote ja", "ja, just kidding",
  // "ja is out of the question", "скорее умру, чем сброшу лоялиста".
  'than', 'kidding', 'joking', 'jk', 'out of the question', 'чем', 'шучу', 'шутка', 'als', 'scherz',
  // "ja, as a joke", "ja, just trolling", "ja, in another life", «за, шутки ради», «за, в другой жизни».
  'joke', 'jokes', 'troll', 'trolls', 'trolling', 'trolled', 'fooled', 'fooling', 'april fools?', 'alternate universe', 'parallel universe',
  'another life', 'next life', 'шутки ради', 'прикол\\S*', 'прикалыва\\S*', 'тролл\\S*', 'другой жизни', 'следующей жизни', 'witz',
  // A hedge: «я как бы за» is "I'm sort of for it".
  'как бы',
  // Sarcasm said outright ("ja /s", "ja (sarcasm)", "psych!") or by a face ("ja 🙃", "ja 🙄").
  '/s', 'sarcasm', 'sarcastic', 'sarcastically', 'irony', 'ironic', 'ironically', 'psych', 'psyche', 'сарказм', 'ирония', 'иронично', 'sarkasmus',
  ...SARCASTIC_FACES,
  // The answer called a lie or a bluff: "ja, I lied", "ja, just bluffing", "ja (fake)", «за, я соврал».
  'i lied', "i'm lying", 'im lying', 'i am lying', 'i was lying', 'bluff\\S*', 'fake', 'faking', 'faked',
  'я соврал\\S*', 'соврал\\S*', 'вру', 'я вру', 'блеф\\S*', 'gelogen', 'ich lüge', 'bluffe',
  // A wink, a laugh, a clown, crossed fingers: "Ja 😉", "Ja ;)", "Ja 😂", "Ja xD", "Ja 🤞".
  ...JOKING_FACES, ';-?\\)', ';-?d', ';-?p', ':-?p', 'xd',
  // The answer turned around: "the opposite of ja", "contrary to ja", "down with ja", "Ja, flip it".
  'opposite', 'contrary', 'reverse', 'down with', 'flip', 'flip it', 'flipped', 'invert', 'inverted', 'reversed',
  // Another world's or another game's answer, or a try: "Ja, in an alternate reality", "Ja, this is a test".
  'alternate reality', 'alternative reality', 'another universe', 'another game', 'other game', 'different game', 'test', 'tests', 'testing',
  'другой игр\\S*', 'тест', 'тестирую', 'тестовый',
  // A wish that did not come true, or a condition: "I would have voted ja", "I'd vote ja, were Bob
  // not Hitler", "had he not lied, ja".
  'would have', "would've", "i'd have", "we'd have", 'could have', "could've", 'should have', "should've", 'were \\S+ not', 'had \\S+ not',
  // Others' answers, not the player's: "I'm with whoever votes nein", "за тех, кто против",
  // "only a fascist would vote ja", «Только фашист проголосует за» (but «Только за!» is a yes).
  'whoever', 'who votes?', 'who voted', 'who says?', 'who said', 'кто за', 'кто против', 'кто голосу\\S*', 'кто проголосова\\S*',
  "only an? \\S+ (?:would|will|votes?|says?|picks?)", "only \\S+ (?:would|will|votes?|says?|picks?)",
  'только (?!за$|против$|так$)\\S+ (?:проголосу\\S*|голосу\\S*|скаж\\S*|сказал\\S*|выбер\\S*|будет)',
].map(phrase);

/** The doubt phrases that may open an opinion of its own ("I think Bob is Hitler"): a doubt only by the answer. */
export const OPINION = whole('i think', 'i believe', 'думаю', 'кажется', 'glaube', 'denke');

/** Words that take back what came before them in the same reply. */
export const CORRECTION: Phrase[] = [
  'actually', 'i mean', 'i meant', 'correction', 'scratch that', 'wait', 'oops', 'rather', 'instead', 'sorry i meant', 'no wait',
  'точнее', 'вернее', 'то есть', 'ой', 'стоп', 'на самом деле', 'подожди', 'погоди', 'нет стоп',
  'eigentlich', 'ich meine', 'korrektur', 'moment', 'besser gesagt', 'warte',
  // The answer taken back, with nothing in its place: "Ja. Forget it.", "За. Отмена".
  'never mind', 'nevermind', 'forget (?:it|that|this)', 'disregard', 'ignore (?:it|that|this)', 'scrap that', 'cancel (?:it|that|this)', 'retract',
  'отмена', 'отменяю', 'отбой', 'забудь', 'забудьте', 'неважно', 'не обращай(?:те)? внимания', 'vergiss (?:es|das)', 'vergesst (?:es|das)', 'streich das',
  // Said in other words: "Ja, hold on", "Ja, let me think", "Ja, undo", "Ja, I withdraw", "Ja,
  // typo", «За. Хотя передумал», «За, секунду», "Ja, Kommando zurück". ("Nein, I changed my mind"
  // is a vote changed to Nein, not one taken back.)
  'hold on', 'hang on', 'one sec', 'a sec', 'just a (?:sec|second|moment|minute)', 'one moment', 'brb',
  'let me (?:think|reconsider|check)', 'confirm later', 'will confirm',
  // The question wanted again: "Ja, ask me again", "Ja, ask again later", "Ja, second thoughts".
  'ask me again', 'ask again', 'ask me later', 'second thoughts?', 'get back to you',
  'спросите позже', 'спроси позже', 'спросите еще раз', 'спроси еще раз', 'переспросите', 'переспроси',
  'undo', 'revert', 'delete (?:it|that|this)', 'retract\\S*', 'withdr[ae]w\\S*', 'cancel', 'ignore me', 'ignore my \\S+', 'typo', 'typos',
  'хотя передумал\\S*', 'секунд\\S*', 'минутк\\S*', 'отставить', 'опечатка', 'опечатался', 'опечаталась',
  'kommando zurück', 'rückgängig', 'zurückziehen', 'tippfehler',
].map(phrase);

/** Which way an idiom leans, whatever its yes- or no-word says; 'none' when it is only emphasis. */
export type Lean = 'yes' | 'no' | 'none' | 'doubt';
export interface Idiom { words: Phrase; lean: Lean }
const idiom = (text: string, lean: Lean): Idiom => ({ words: phrase(text), lean });
/**
 * Fixed phrases whose yes- or no-word does not mean what it says. They are read as a whole and
 * never as their words; one that leans is applied only with an answer word that agrees with it.
 */
export const IDIOMS: Idiom[] = [
  // English
  idiom('no doubt', 'none'), idiom('no doubt about it', 'none'), idiom('no question', 'none'), idiom('no matter', 'none'),
  idiom('no worries', 'none'), idiom('no offense', 'none'), idiom('no offence', 'none'), idiom('no thanks', 'no'), idiom('no thank you', 'no'),
  idiom('no problem', 'yes'), idiom('no objections?', 'yes'), idiom('why not', 'yes'), idiom('not bad', 'yes'), idiom('can\'?t say no', 'yes'),
  idiom('cannot say no', 'yes'), idiom('no way', 'no'), idiom('no chance', 'no'), idiom('not a chance', 'no'), idiom('yeah right', 'no'),
  idiom('yes right', 'no'), idiom('sure jan', 'no'), idiom('over my dead body', 'no'), idiom('not on your life', 'no'), idiom('not in a million years', 'no'),
  idiom('never in a million years', 'no'), idiom('my foot', 'no'), idiom('my ass', 'no'), idiom('in your dreams', 'no'), idiom('pigs fly', 'no'), idiom('when pigs fly', 'no'),
  idiom('you wish', 'no'), idiom('hell freezes over', 'no'),
  // The answer wished away: "ja, but better not", «согласен, но лучше не надо», "ja, lieber nicht".
  idiom('better not', 'no'), idiom('best not', 'no'), idiom("let'?s not", 'no'), idiom('лучше не', 'no'), idiom('лучше не надо', 'no'),
  idiom('не надо', 'no'), idiom('не нужно', 'no'), idiom('не стоит', 'no'), idiom('besser nicht', 'no'), idiom('lieber nicht', 'no'), idiom('said nobody', 'no'), idiom('said nobody ever', 'no'), idiom('said no one', 'no'), idiom('said no one ever', 'no'),
  // Russian
  idiom('да нет', 'no'), idiom('да ну', 'doubt'), idiom('да уж', 'doubt'), idiom('ну да', 'doubt'), idiom('нет уж', 'no'),
  idiom('не против', 'yes'), idiom('не возражаю', 'yes'), idiom('ни за что', 'no'), idiom('ни за что на свете', 'no'), idiom('ни за ни против', 'doubt'),
  idiom('за и против', 'doubt'), idiom('нет проблем', 'yes'), idiom('без проблем', 'yes'), idiom('почему бы и нет', 'yes'), idiom('почему нет', 'yes'),
  idiom('еще бы', 'yes'), idiom('как бы не так', 'no'), idiom('не за что', 'none'), idiom('спасибо за\\S*', 'none'), idiom('без сомнения', 'none'),
  idiom('нет сомнений', 'none'), idiom('не вопрос', 'yes'), idiom('не то чтобы', 'doubt'),
  // "said nobody": «За — сказал никто».
  idiom('сказал никто', 'no'), idiom('сказала никто', 'no'), idiom('сказали никто', 'no'), idiom('никто не сказал', 'no'),
  // «Ага, щас», «как же», «держи карман шире»: "yeah right".
  idiom('ага щас', 'no'), idiom('щас', 'doubt'), idiom('как же', 'doubt'), idiom('держи карман', 'no'), idiom('держи карман шире', 'no'), idiom('размечтался', 'no'), idiom('мечтай', 'no'),
  // "Not in this life", said in words of its own: "ja, in my dreams", «за, когда рак на горе свистнет», "ja, im Leben nicht".
  idiom('in my dreams', 'no'), idiom('dream on', 'no'), idiom('not gonna happen', 'no'), idiom('not going to happen', 'no'), idiom('not happening', 'no'),
  idiom("ain'?t happening", 'no'), idiom('think again', 'no'), idiom('когда рак на горе свистнет', 'no'), idiom('после дождичка в четверг', 'no'), idiom('в твоих мечтах', 'no'),
  idiom('в моих мечтах', 'no'), idiom('мечтать не вредно', 'no'), idiom('еще чего', 'no'), idiom('да ладно', 'doubt'),
  idiom('im leben nicht', 'no'), idiom('nie im leben', 'no'), idiom('träum weiter', 'no'), idiom('von wegen', 'no'),
  // German
  idiom('ja nee', 'no'), idiom('ja nein', 'doubt'), idiom('ja klar', 'doubt'), idiom('warum nicht', 'yes'), idiom('nicht schlecht', 'yes'),
  idiom('kein problem', 'yes'), idiom('nein danke', 'no'), idiom('auf keinen fall', 'no'), idiom('ohne zweifel', 'none'), idiom('kein zweifel', 'none'),
];

/** A thumb: a vote's lean, taken only beside an answer word that agrees ("Ja 👍"); by a card, nothing. */
export const THUMBS: Idiom[] = [idiom(THUMB_UP, 'yes'), idiom(THUMB_DOWN, 'no')];

/** What a verb asks for a card. `choose` names a card without saying what to do with it. */
/** `keep` (keep, save, pass) sets a card aside from the discard: the President's pair, the
 * Chancellor's enacted card; `pass` (give, send, передаю) hands cards on: the President's only. */
export type VerbKind = 'discard' | 'keep' | 'pass' | 'enact' | 'choose';
export const VERBS: { kind: VerbKind; test: Phrase }[] = [
  ...['discard(?:s|ed|ing)?', 'drop(?:s|ped|ping)?', 'toss(?:es|ed|ing)?', 'bin(?:s|ned|ning)?', 'burn(?:s|ed|ing|t)?', 'ditch(?:es|ed|ing)?',
    'trash(?:es|ed|ing)?', 'scrap(?:s|ped|ping)?', 'remove[sd]?', 'removing', 'dump(?:s|ed|ing)?', 'kill(?:s|ed|ing)?', 'bury', 'buried',
    'throw(?:s|ing|n)? (?:away|out)', 'threw (?:away|out)', 'get rid', 'getting rid', 'got rid',
    'сбр[ао]\\S*', 'дискард\\S*', 'скид\\S*', 'скин\\S*', 'выкид\\S*', 'выкин\\S*', 'выбр[ао]с\\S*', 'выброш\\S*', 'удал\\S*', 'убира\\S*', 'убер\\S*', 'убра\\S*', 'отбр[ао]с\\S*',
    'abwerfen', 'abgeworfen', 'werfe', 'werf', 'verwerfe\\S*', 'entsorge\\S*', 'streiche\\S*', 'wegwerfen', 'ablegen']
    .map((w) => ({ kind: 'discard' as const, test: phrase(w) })),
  ...['keep(?:s|ing)?', 'kept', 'pass(?:es|ed|ing)?', 'save[sd]?', 'saving',
    'оставл\\S*', 'остав\\S*', 'сохран\\S*', 'behalte\\S*']
    .map((w) => ({ kind: 'keep' as const, test: phrase(w) })),
  ...['give[sn]?', 'gave', 'giving', 'send(?:s|ing)?', 'sent', 'forward(?:s|ed|ing)?', 'hand over',
    'переда\\S*', 'передам', 'отда\\S*', 'отдам', 'пропуска\\S*', 'пропущ\\S*', 'gebe', 'gib', 'weitergeben']
    .map((w) => ({ kind: 'pass' as const, test: phrase(w) })),
  ...['enact(?:s|ed|ing)?', 'play(?:s|ed|ing)?', 'approve', 'sign',
    'приним\\S*', 'приму', 'приня\\S*', 'прими', 'провож\\S*', 'провед\\S*', 'провести', 'играю', 'сыграю',
    'beschließe\\S*', 'beschliesse\\S*', 'erlasse\\S*', 'spiele']
    .map((w) => ({ kind: 'enact' as const, test: phrase(w) })),
  ...['choose', 'chose', 'chosen', 'pick(?:s|ed)?', 'select(?:s|ed)?', 'go with', 'going with', 'выбира\\S*', 'выбер\\S*', 'выбор', 'выбрал\\S*', 'wähle', 'nehme']
    .map((w) => ({ kind: 'choose' as const, test: phrase(w) })),
];

/**
 * Words that may stand beside a card named without a verb ("the Fascist one, please"). A card
 * named among other words ("the liberal goes to the Chancellor") says nothing certain about what
 * to do with it, and is asked back.
 */
export const FILLER = whole('the', 'a', 'an', 'one', 'card', 'policy', 'law', 'decree', 'please', 'pls', 'i', 'my', 'choice', 'answer', 'is', 'it',
  'that', 'this', 'number', 'thanks', 'thank', 'you', 'ok', 'okay', 'here', 'then', 'both', 'two', 'of', 'them',
  'закон', 'закона', 'карта', 'карту', 'карты', 'указ', 'указа', 'мой', 'моя', 'мою', 'выбор', 'ответ', 'пожалуйста', 'номер', 'это', 'эту', 'этот', 'вот', 'спасибо', 'я',
  'оба', 'обе', 'два', 'две', 'ее', 'его', 'их',
  'die', 'der', 'das', 'den', 'eine', 'einen', 'karte', 'gesetz', 'bitte', 'ich', 'mein', 'meine', 'nummer', 'beide', 'zwei');
/**
 * The claim letters that are also words of the players' languages ("c u", "r u sure", «к канцлеру»): such a
 * letter is a card only standing apart, never before another word of its
 * clause, where it may be the word (asked back).
 */
export const LETTER_WORD = whole('c', 'r', 'к');
/** A please, a thanks or the card's noun after a claim letter leaves it a card ("discard R please", "the R card"): the letter makes no phrase with them. */
export const POLITE = whole('please', 'pls', 'plz', 'thanks', 'thank', 'thx', 'card', 'policy', 'law', 'пожалуйста', 'спасибо', 'спс', 'bitte', 'danke');
/**
 * The discard pile after the preposition «к» ("to"): «крысу к сбросу» is "the Rat to the discard".
 * Before one of these «к» is the preposition, never the Service Rat's claim letter К (the Cat).
 */
export const TO_THE_DISCARD = whole('сбросу', 'дискарду');
/**
 * Prepositions that never follow the preposition «к»: before one, «к» can only be the claim letter
 * К, standing for its card ("К в сброс" is the Cat into the discard).
 */
export const NOT_AFTER_K = whole('в', 'во', 'на');
/**
 * Words that say the cards named next are the hand the player received, not the answer: "I got",
 * "I drew", "my hand", «пришли», «получил», «у меня» (its «меня» after «у»), "ich habe". A recap of
 * the hand needs one of them before its cards.
 */
export const RECEIVED = whole('got', 'gotten', 'have', 'has', 'had', "i've", 'ive', "we've", 'drew', 'drawn', 'draw', 'received', 'dealt', 'hand', 'holding', 'hold', 'held',
  'пришл[аои]?', 'пришел', 'получил[аи]?', 'вытянул[аи]?', 'вытащил[аи]?', 'достал[аи]?', 'выпал[аои]?', 'рука', 'руке', 'руках', 'расклад',
  'habe', 'hab', 'bekommen', 'gezogen', 'erhalten');
/** Words that may stand beside the received words before a recap's cards: "I just got", "My hand was", «Мне пришли карты». */
export const BESIDE_RECEIVED = whole('i', 'we', 'me', 'my', 'the', 'cards', 'card', 'policies', 'policy', 'was', 'were', 'is', 'are', 'just', 'so', 'ok', 'okay', 'well', 'in',
  'у', 'меня', 'мне', 'мои', 'моя', 'на', 'в', 'карты', 'карт', 'был', 'была', 'было', 'были', 'вот', 'ich', 'mir', 'meine', 'karten');
/** "And" between two cards: "pass L and L", «Л и Ф». */
const ANDS = ['and', 'и', 'und'];
export const AND = whole(...ANDS);
/** What may join the cards of a recap: "L, F, L", "L F L", "two liberals and a fascist", «Л и Ф». */
export const RECAP_JOINER = whole(...ANDS, 'a', 'an', 'one');
/** The word that in card games also says "I skip": a card's verb only with a card after it. */
export const PASS_ALONE = whole('pass');
/** "Pass on" and "pass up" decline; "leave" keeps or leaves out: a card with them is asked back. */
export const UNCLEAR_VERB: Phrase[] = ['pass(?:es|ed|ing)? on', 'pass(?:es|ed|ing)? up', 'leave', 'leaving', 'left'].map(phrase);

/** Where a card is put: "send the fascist to the bin", «фашистский в сброс», "in den Müll". */
export const WHERE_TO = whole('to', 'into', 'in', 'onto', 'on', 'в', 'во', 'на', 'zum', 'zur', 'ins', 'auf');
export const VETO = whole('veto', 'vetoes', 'vetoed', 'вето', 'vetos');
/** A preposition that joins an answer to the veto right after it ("согласен на вето", "Ja zum Veto"): no word that turns it. */
export const TO_THE_VETO = whole('на', 'zum', 'dem');
/** A plural noun after a card word makes it plural: "the Cat laws", "лоялистские указы". */
export const PLURAL_NOUN = whole('laws', 'decrees', 'policies', 'cards', 'законы', 'законов', 'указы', 'указов', 'gesetze', 'karten');
/** Words that say "both" or "two" of the card named next. */
export const TWO = whole('both', 'two', '2', 'оба', 'обе', 'два', 'две', 'обоих', 'обеих', 'двух', 'двоих', 'beide', 'beiden', 'zwei');
export const ORDINAL: { position: number | 'last' | 'middle'; test: WordTest }[] = [
  { position: 1, test: whole('first', '1st', 'перв\\S*', 'erste\\S*') },
  { position: 2, test: whole('second', '2nd', 'втор\\S*', 'zweite\\S*') },
  { position: 3, test: whole('third', '3rd', 'трет\\S*', 'dritte\\S*') },
  { position: 'last', test: whole('last', 'последн\\S*', 'letzte\\S*') },
  // The second of three; of two cards, none.
  { position: 'middle', test: whole('middle', 'средн\\S*', 'центральн\\S*', 'mittlere\\S*') },
];

/** A card word: its policy, and whether the form is surely plural ("liberals", "фашистские"). */
export interface CardForm { policy: Policy; plural: boolean }

// Russian endings. An ending that may be singular or plural ("-ым": instrumental singular and
// dative plural; "крысы": genitive singular and nominative plural) counts as singular, so that a
// doubtful form can only make the reader ask, never keep two cards the player did not name.
const ADJ_SG = '(?:ий|ый|ой|ого|его|ому|ему|им|ым|ом|ем|ая|яя|ую|юю|ое|ее|ою|ей)';
const ADJ_PL = '(?:ие|ые|их|ых|ими|ыми)';
const NOUN_SG = '(?:|а|у|ом|е)';
const NOUN_PL = '(?:ы|ов|ам|ами|ах)';
const NOUN_K_PL = '(?:и|ов|ам|ами|ах)';

interface FormTable { policy: Policy; sg: string[]; pl: string[] }
const forms = (policy: Policy, sg: string[], pl: string[]): FormTable => ({ policy, sg, pl });

/** Every theme's card words in English, Russian and German. The Secret Hitler words count in every theme. */
const CARD_FORMS: Record<ThemeName, FormTable[]> = {
  'secret-hitler': [
    // The single letters are the claim letters (L, F; Л, Ф in Russian), which no language uses as a word.
    forms('liberal', ['liberal', 'lib', 'libby', 'l', 'л', `либерал${NOUN_SG}`, `либеральн${ADJ_SG}`, 'либ', 'либа', 'либу', 'либы', 'либой', 'либка', 'либку', 'liberale[mnrs]?'],
      ['liberals', 'libs', `либерал${NOUN_PL}`, `либеральн${ADJ_PL}`, 'либов', 'либки']),
    forms('fascist', ['fascist', 'fas', 'fash', 'fasc', 'facist', 'fascit', 'fashist', 'f', 'ф', `фашист${NOUN_SG}`, `фашистск${ADJ_SG}`, 'фаш', 'фаша', 'фашу', 'фашик', 'фашика', 'фашка', 'фашку',
      'faschist', 'faschistisch(?:e[mnrs]?)?'], ['fascists', 'fashes', 'facists', 'fashists', `фашист${NOUN_PL}`, `фашистск${ADJ_PL}`, 'фашей', 'фашики', 'faschisten']),
  ],
  'secret-russian': [
    forms('liberal', ['loyalist', `лоялист${NOUN_SG}`, `лоялистск${ADJ_SG}`], ['loyalists', `лоялист${NOUN_PL}`, `лоялистск${ADJ_PL}`]),
    // The claim letters S and П (Loyalist's L, Л are Secret Hitler's too). A possessive "'s" never
    // leaves an "s" (the tokenizer drops it with its word).
    forms('fascist', ['subversive', 's', 'п', `подрывник${NOUN_SG}`, `подрывн${ADJ_SG}`], ['subversives', `подрывник${NOUN_K_PL}`, `подрывн${ADJ_PL}`]),
  ],
  'service-rat': [
    // The claim letters C, R and К, Р; "c", "r" and «к» are words too ("c u", "r u", «к канцлеру»):
    // LETTER_WORD reads them as cards only standing apart.
    forms('liberal', ['cat', 'c', 'к', `кот${NOUN_SG}`, 'кошка', 'кошку', 'кошки', 'кошкой', 'кошачий', 'кошачьего', 'кошачьему', 'кошачьим', 'кошачьем', 'кошачья', 'кошачьей', 'кошачью', 'кошачье'],
      ['cats', `кот${NOUN_PL}`, 'кошек', 'кошкам', 'кошками', 'кошачьи', 'кошачьих', 'кошачьими']),
    forms('fascist', ['rat', 'r', 'р', 'крыса', 'крысу', 'крысы', 'крысой', 'крысе', 'крыс', `крысин${ADJ_SG}`],
      ['rats', 'крысам', 'крысами', 'крысах', `крысин${ADJ_PL}`]),
  ],
};

const compiled = new Map<ThemeName, { policy: Policy; plural: boolean; test: RegExp }[]>();

/** The card a word names in this theme (or in Secret Hitler's words), or null. */
export function cardForm(word: string, theme: ThemeName): CardForm | null {
  let tests = compiled.get(theme);
  if (!tests) {
    const tables = theme === 'secret-hitler' ? CARD_FORMS[theme] : [...CARD_FORMS[theme], ...CARD_FORMS['secret-hitler']];
    tests = tables.flatMap((t) => [
      { policy: t.policy, plural: false, test: whole(...t.sg) },
      { policy: t.policy, plural: true, test: whole(...t.pl) },
    ]);
    compiled.set(theme, tests);
  }
  const hit = tests.find((t) => t.test.test(word));
  return hit ? { policy: hit.policy, plural: hit.plural } : null;
}

/**
 * Cards written together as a claim writes them ("LL", "FL", «ЛФ», «ЛП»: two or three of the
 * one-letter card words run together): the count of each card, or null for any other word.
 */
export function claimLetters(word: string, theme: ThemeName): Map<Policy, number> | null {
  const letters = [...word];
  if (letters.length < 2 || letters.length > 3) return null;
  const counts = new Map<Policy, number>();
  for (const letter of letters) {
    const card = cardForm(letter, theme);
    if (!card) return null;
    counts.set(card.policy, (counts.get(card.policy) ?? 0) + 1);
  }
  return counts;
}
