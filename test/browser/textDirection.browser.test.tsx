import { textDirection } from 'content-delivery-react';
import { expect, it } from 'vitest';

// A page's `dir` comes from `textDirection`, on the server and again in the browser that
// hydrates it: the browser's CLDR data (Chromium's ICU) must give every tag the direction the
// server's (Node's ICU) gives it, or React finds another `dir` when it hydrates. The same
// expectations as test/components/locale.test.ts, in Chromium.
const directions: [language: string, direction: 'ltr' | 'rtl'][] = [
  ['ar', 'rtl'],
  ['he', 'rtl'],
  ['iw', 'rtl'],
  ['fa', 'rtl'],
  ['ur', 'rtl'],
  ['ckb', 'rtl'],
  ['ku-IQ', 'rtl'],
  ['ku-Arab', 'rtl'],
  ['ku', 'ltr'],
  ['az-Arab', 'rtl'],
  ['pa-Arab', 'rtl'],
  ['pa', 'ltr'],
  ['ar-Latn', 'ltr'],
  ['ff-Adlm', 'rtl'],
  ['syr', 'rtl'],
  ['nqo', 'rtl'],
  ['dv', 'rtl'],
  ['yi', 'rtl'],
  ['ara', 'rtl'],
  ['AR_eg', 'rtl'],
  ['en', 'ltr'],
  ['de-AR', 'ltr'],
  ['not a tag', 'ltr'],
];

it('gives each language the direction the server gives it', () => {
  expect(navigator.userAgent).toMatch(/Chrome/);
  expect(directions.map(([language]) => [language, textDirection(language)])).toEqual(directions);
});
