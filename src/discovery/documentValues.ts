import type { IndexedContent } from '../client/index.js';

// The values every document of this entry writes the same way, whatever its format (sitemaps,
// feeds, llms.txt): dates, language tags, and which items are public at all.

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

/** A BCP 47 language tag in the shape `hreflang`, `xml:lang` and feeds accept (`en`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: string): boolean {
  return /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) && value.length <= 35;
}

/** Whether an item is public: published, with a publication date (drafts and archived items are never listed). */
export function isPublished(item: IndexedContent): boolean {
  return item.status === 'Published' && item.publishedDate !== null;
}
