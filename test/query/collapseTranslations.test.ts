import { type ContentItem, collapseTranslations } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { makeContentItem } from '../helpers/contentItem.js';

let sequence = 0;

/** An item of a translation group, in a language; `source` marks the original. */
function variant(
  translationGroupId: string,
  language: string,
  source = false,
  extra: Partial<ContentItem> = {},
): ContentItem {
  sequence += 1;
  return makeContentItem({
    id: `item-${sequence}`,
    title: `${translationGroupId} in ${language}`,
    slug: `item-${sequence}`,
    language,
    description: '',
    content: '',
    tags: [],
    categoryId: 'hiking',
    category: 'Hiking',
    publishedDate: null,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    translationGroupId,
    isSourceLanguageDocument: source,
    ...extra,
  });
}

/** An item whose `translationGroupId` is whatever a hostile service sent (untyped JSON). */
function withGroupId(item: ContentItem, translationGroupId: unknown): ContentItem {
  return Object.assign({}, item, { translationGroupId });
}

const shown = (items: ContentItem[]) => items.map((item) => item.title);

describe('collapseTranslations', () => {
  const boots = [variant('boots', 'en', true), variant('boots', 'de'), variant('boots', 'fr')];
  const huts = [variant('huts', 'de', true), variant('huts', 'en')];
  const knots = [variant('knots', 'fr'), variant('knots', 'en', true)];
  const lonely = [variant('lonely', 'en', true)];
  const list = [...boots, ...huts, ...knots, ...lonely];

  it('picks each group in the first preferred language it exists in, along the locale chain', () => {
    expect(shown(collapseTranslations(list, ['de-AT', 'fr']))).toEqual([
      'boots in de',
      'huts in de',
      'knots in fr',
      'lonely in en',
    ]);
    expect(shown(collapseTranslations(list, ['it', 'fr', 'de']))).toEqual([
      'boots in fr',
      'huts in de',
      'knots in fr',
      'lonely in en',
    ]);
  });

  it('falls back to the source document, not to the first variant listed', () => {
    // `knots` lists its French translation first; its original is English.
    expect(shown(collapseTranslations(list, ['ar']))).toEqual([
      'boots in en',
      'huts in de',
      'knots in en',
      'lonely in en',
    ]);
    // No preference at all: every group in its original language.
    expect(shown(collapseTranslations(list, []))).toEqual(
      shown(collapseTranslations(list, ['ar'])),
    );
  });

  it('takes the first variant of a group that has no source document', () => {
    const orphans = [variant('orphans', 'fr'), variant('orphans', 'de')];
    expect(shown(collapseTranslations(orphans, ['ar']))).toEqual(['orphans in fr']);
  });

  it("keeps each group at the position of its first item in the service's order", () => {
    const interleaved = [huts[1], boots[2], lonely[0], huts[0], boots[0], knots[0]].flatMap(
      (item) => (item === undefined ? [] : [item]),
    );
    expect(shown(collapseTranslations(interleaved, ['de']))).toEqual([
      'huts in de',
      'boots in en',
      'lonely in en',
      'knots in fr',
    ]);
  });

  it('never merges items whose group id cannot join anything', () => {
    const odd = [
      withGroupId(variant('x', 'en', true), ''),
      withGroupId(variant('x', 'de'), ''),
      withGroupId(variant('x', 'fr'), '   '),
      withGroupId(variant('x', 'sv'), '   '),
      withGroupId(variant('x', 'ar'), undefined),
      withGroupId(variant('x', 'it'), null),
      withGroupId(variant('x', 'es'), 42),
      withGroupId(variant('x', 'pt'), '00000000-0000-0000-0000-000000000000'),
      withGroupId(variant('x', 'nl'), '00000000-0000-0000-0000-000000000000'),
    ];
    const collapsed = collapseTranslations(odd, ['de']);
    expect(collapsed).toHaveLength(odd.length);
    expect(collapsed.map((item) => item.id)).toEqual(odd.map((item) => item.id));
  });

  it('groups by any string, compared exactly: __proto__, constructor, a lone surrogate, 1 MB', () => {
    const long = 'g'.repeat(1_000_000);
    const hostile = [
      variant('__proto__', 'en', true),
      variant('constructor', 'en', true),
      variant('__proto__', 'de'),
      variant('\uD800', 'en', true),
      variant('constructor', 'de'),
      variant('\uD800', 'de'),
      variant(long, 'en', true),
      variant(long, 'de'),
      variant('CONSTRUCTOR', 'de', true),
    ];
    expect(shown(collapseTranslations(hostile, ['de'])).map((title) => title.slice(-5))).toEqual([
      'in de',
      'in de',
      'in de',
      'in de',
      'in de',
    ]);
    expect(collapseTranslations(hostile, ['de']).map((item) => item.translationGroupId)).toEqual([
      '__proto__',
      'constructor',
      '\uD800',
      long,
      'CONSTRUCTOR',
    ]);
  });

  it('ignores preferences that are no language tags, and stays fast on hostile ones', () => {
    const hostilePreferences = [
      'x'.repeat(1_000_000),
      `${'a-'.repeat(500_000)}a`,
      '\uD800',
      '*',
      'de;q=0.8',
      '__proto__',
      'constructor',
      '',
      ...Array.from({ length: 10_000 }, (_, index) => `zz-${index}`),
    ];
    const long = variant('long', 'en', true, { language: `de-${'x'.repeat(1_000_000)}` });
    const groups = [...list, long, variant('long', 'fr')];
    const collapsed = collapseTranslations(groups, [...hostilePreferences, 'fr']);
    // The 10 000 `zz-…` tags fill the 20 preferences looked at, so `fr` is never reached:
    // every group shows its original. (That bound is what keeps the cost of a hostile list of
    // preferences flat; the time itself is not asserted.)
    expect(shown(collapsed)).toEqual(shown(collapseTranslations(groups, [])));
    expect(shown(collapseTranslations(groups, ['*', 'de;q=0.8', 'constructor', 'fr']))).toEqual([
      'boots in fr',
      'huts in de',
      'knots in fr',
      'lonely in en',
      'long in fr',
    ]);
  });
});
