// A private message's last line tells its reader not to paste it into the thread, never to keep its
// content to themselves: a player says in the thread what they drew, passed or found, truthfully or
// not (RULES §4: "The President may lie about it"; §5: claims, of which "they may lie"), and the
// investigation result says so ("You may tell the thread what you like"). "Do not post this
// message, or anything in it" forbade every claim, and contradicted that line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { playerView } from '../../src/engine/index.js';
import { MESSAGE_KINDS, renderMessage } from '../../src/render/messages.js';
import { THEMES } from '../../src/render/vocab.js';
import { statesOf } from './support.js';

const FOOTER = {
  en: 'Do not paste this message into the thread: what you tell the thread about it is up to you.',
  ru: 'Не вставляйте это письмо в тему форума: что рассказать о нём в теме, решаете вы.',
} as const;
const FORBIDS_ITS_CONTENT = { en: /anything in it/, ru: /ничего из него/ } as const;

const state = statesOf(7, 'footer')[40];

for (const lang of ['en', 'ru'] as const) {
  test(`given every message kind and theme (${lang}), it ends by asking not to paste it, and leaves what to say about it to its reader`, () => {
    for (const kind of MESSAGE_KINDS)
      for (const theme of THEMES) {
        const { text } = renderMessage(kind, { view: playerView(state, 0), theme, lang, code: 'K7QX', ack: { readAs: 'Nein' }, error: { reason: 'ambiguous', detail: 'two names' } });
        assert.ok(text.trimEnd().endsWith(FOOTER[lang]), `${kind}/${theme}: ${text.trimEnd().split('\n').pop()}`);
        assert.not.match(text, FORBIDS_ITS_CONTENT[lang], `${kind}/${theme}`);
      }
  });
}

test.run();
