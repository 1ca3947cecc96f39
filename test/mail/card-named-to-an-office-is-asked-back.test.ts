// «Либеральный — канцлеру» ("the Liberal to the Chancellor") from a President holding Liberal,
// Fascist, Liberal sends the Liberal on. With no verb, the bare card was read as the card the
// question asks for and applied as the Liberal discarded: the opposite. A card named with no verb
// beside an office is now asked back; in English too ("Liberal - to the Chancellor").
import { test } from 'uvu';
import { askedBackGivenLFL } from '../support/president-discard.js';

for (const [lang, reply] of [['ru', 'Либеральный — канцлеру'], ['en', 'Liberal - to the Chancellor']] as const) {
  test(`given Liberal, Fascist, Liberal, "${reply}" is asked back, not applied as the Liberal discarded (${lang})`, () => askedBackGivenLFL(lang, reply));
}

test.run();
