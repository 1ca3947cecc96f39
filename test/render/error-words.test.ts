// An error's sentence in a Russian game of each theme (templates/ru/errors.yaml): the examples it
// gives are written in the game's own words, never Secret Hitler's in another theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UsageError } from '../../src/errors.js';
import { errorWording } from '../../src/render/error-wording.js';
import type { ThemeName } from '../../src/log/records.js';

const investigationClaim = (theme: ThemeName) =>
  errorWording(new UsageError('"XYZ" is not an investigation claim').saying('claim-investigation', { value: 'XYZ' }).inLang('ru').inTheme(theme)).message;

test('given a claim of an investigation that does not read, the Russian hint gives an example in the theme\'s party words', () => {
  assert.is(investigationClaim('secret-russian'), '«XYZ» — не заявление о проверке: пишите, например, «Борис Подрывник» или «3 Лоялист»');
  assert.is(investigationClaim('secret-hitler'), '«XYZ» — не заявление о проверке: пишите, например, «Борис Фашист» или «3 Либерал»');
  assert.not.match(investigationClaim('service-rat'), /[Фф]ашист|[Лл]иберал/);
});

test.run();
