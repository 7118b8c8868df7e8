import type { IndexedContent } from '../client/index.js';

// The values every document of this entry writes the same way, whatever its format (sitemaps,
// feeds, llms.txt): dates and which items are public at all (language tags: shared/languageTag.ts).

/**
 * A date of the content as an ISO 8601 / W3C date-time (`2026-01-02T03:04:05.000Z`), or
 * `undefined` when the service sent something that is not a date (or one outside years
 * 0–9999, which these formats cannot write).
 */
export function isoDate(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

/** Whether an item is public: published, with a publication date (drafts and archived items are never listed). */
export function isPublished(item: IndexedContent): boolean {
  return item.status === 'Published' && item.publishedDate !== null;
}
