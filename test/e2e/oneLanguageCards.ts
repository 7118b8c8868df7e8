// What the framework examples' one-language lists are checked against: the tag as the service
// lists it (every language), and the cards a page shows.
import { createContentClient, getAllContentByTag } from 'content-delivery-react/client';
import type { Page } from 'playwright';
import { expect } from 'vitest';

/** A card as a reader meets it: its language and the article it links to. */
export interface ShownCard {
  lang: string;
  slug: string;
}

/** A tag's translation groups: each slug's group, and the groups that have an English version. */
export interface TagGroups {
  groupOf: Map<string, string>;
  english: Set<string>;
  /** How many articles the tag has, counting each translation group once. */
  groupCount: number;
}

/** The tag's translation groups as the service lists them (every language), read with the key. */
export async function tagGroups(
  service: { baseUrl: string; apiKey: string; brandId: string },
  tag: string,
): Promise<TagGroups> {
  const client = createContentClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
  const { items } = await getAllContentByTag(client, service.brandId, tag);
  const groupOf = new Map(items.map((item) => [item.slug, item.translationGroupId]));
  const english = new Set(
    items.filter((item) => item.language === 'en').map((item) => item.translationGroupId),
  );
  return { groupOf, english, groupCount: new Set(groupOf.values()).size };
}

/** Each card's `lang` and the slug it links to (`/articles/<slug>`), in page order. */
export function cardsOf(page: Page, selector = '.cdr-card'): Promise<ShownCard[]> {
  return page.locator(selector).evaluateAll((cards) =>
    cards.map((card) => ({
      lang: card.getAttribute('lang') ?? '',
      slug: decodeURIComponent(
        card.querySelector('a[href^="/articles/"]')?.getAttribute('href')?.slice(10) ?? '',
      ),
    })),
  );
}

/**
 * One card per translation group, in English exactly when the group has an English version
 * (else the group's source document).
 */
export function expectOneEnglishCardPerGroup(shown: readonly ShownCard[], tag: TagGroups): void {
  const groups = shown.map((card) => tag.groupOf.get(card.slug));
  expect(groups).not.toContain(undefined);
  expect(new Set(groups).size).toBe(shown.length);
  const wrongLanguage = shown.filter((card, index) => {
    const group = groups[index];
    return group !== undefined && (card.lang === 'en') !== tag.english.has(group);
  });
  expect(wrongLanguage).toEqual([]);
}
