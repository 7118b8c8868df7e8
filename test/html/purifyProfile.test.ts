// The DOM-free sanitizer's copies of DOMPurify's lists (src/html/purifyProfile.ts) against the
// installed DOMPurify's own: an upgrade that changes what DOMPurify allows fails here, so the
// server's walk is updated with it and both sanitizers keep deciding alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  purifyDataUriTags,
  purifyForbidContents,
  purifyHtmlAttributes,
  purifyHtmlTags,
  purifyUriSafeAttributes,
} from '../../src/html/purifyProfile.js';

// The ES build, beside the package's main file (its exports do not name it).
const source = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('dompurify')), 'purify.es.mjs'),
  'utf8',
);

/** A `freeze([...])` or `addToSet({}, [...])` list of purify.es.mjs, by the name it is bound to. */
function dompurifyList(binding: string): string[] {
  const start = source.indexOf(`${binding} = `);
  if (start === -1) throw new Error(`${binding} is not in DOMPurify's source`);
  const open = source.indexOf('[', start);
  const close = source.indexOf(']', open);
  return JSON.parse(`[${source.slice(open + 1, close).replace(/,\s*$/, '')}]`);
}

describe("the server walk's copies of DOMPurify's lists", () => {
  it('are the installed DOMPurify’s', () => {
    expect(purifyHtmlTags).toEqual(dompurifyList('const html$1'));
    expect(purifyHtmlAttributes).toEqual(dompurifyList('const html'));
    expect([...purifyUriSafeAttributes]).toEqual(
      dompurifyList('const DEFAULT_URI_SAFE_ATTRIBUTES'),
    );
    expect([...purifyDataUriTags]).toEqual(dompurifyList('const DEFAULT_DATA_URI_TAGS'));
    expect(purifyForbidContents).toEqual(dompurifyList('const DEFAULT_FORBID_CONTENTS'));
  });

  it('the comparison can fail: another list of the source differs', () => {
    expect(purifyHtmlTags).not.toEqual(dompurifyList('const svg$1'));
  });
});
