// A private message leaves wrapping to the reader's mail client: a sentence is one line (quoted-
// printable folds long lines for transport and clients join them again). A line broken by the
// template itself ("put your answer alone on the" / "first line, above any quoted text.") stays
// broken on every screen: on a phone it reads as a ragged stub of one or two words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView } from '../../src/engine/index.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import { THEMES } from '../../src/render/vocab.js';
import { statesOf } from './support.js';

const HOW_TO_REPLY = {
  en: 'How to reply: answer this email (keep [K7QX] in the subject) and put your answer alone on the first line, above any quoted text.',
  ru: 'Как ответить: ответьте на это письмо (оставьте [K7QX] в теме) и напишите ответ один в первой строке, над цитатой.',
} as const;

const state = statesOf(7, 'sentences')[40];

/** A line that ends without closing its sentence while the next goes on in lower case. */
function brokenSentences(text: string): string[] {
  const lines = text.split('\n');
  const broken: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i].trimEnd();
    if (line !== '' && !/[.:!?»)]$/.test(line) && /^[a-zа-яё]/.test(lines[i + 1])) broken.push(`${line} / ${lines[i + 1]}`);
  }
  return broken;
}

for (const lang of ['en', 'ru'] as const) {
  test(`given a question by mail (${lang}), when it says how to reply, then that sentence is one line`, () => {
    const { text } = renderMessage('vote-request', { view: playerView(state, 0), theme: 'secret-hitler', lang, code: 'K7QX' });
    assert.ok(text.split('\n').includes(HOW_TO_REPLY[lang]), text);
  });

  test(`given every message kind and theme (${lang}), then no line breaks a sentence for the next to go on`, () => {
    for (const kind of MESSAGE_KINDS)
      for (const theme of THEMES) {
        const { text } = renderMessage(kind, { view: playerView(state, 0), theme, lang, code: 'K7QX', ack: { readAs: 'Nein' }, error: { reason: 'ambiguous', detail: 'two names' } });
        assert.equal(brokenSentences(text), [], `${kind}/${theme}`);
      }
  });
}

test.run();
