// "Send the fascist to the bin" from a President holding Liberal, Fascist, Liberal: the Fascist is
// sent to the discard. The reader took "send" (a verb that hands cards on) for the card's verb and
// applied a Liberal discarded: the opposite. A card between a verb that hands it on and a place it
// goes to is now asked back; in Russian too («передаю фашистский в сброс»).
import { test } from 'uvu';
import { askedBackGivenLFL } from '../support/president-discard.js';

for (const [lang, reply] of [['en', 'send the fascist to the bin'], ['ru', 'передаю фашистский в сброс']] as const) {
  test(`given Liberal, Fascist, Liberal, "${reply}" is asked back, not applied as a Liberal discarded (${lang})`, () => askedBackGivenLFL(lang, reply));
}

test.run();
