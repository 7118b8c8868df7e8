import type { IndexedContent } from '../client/index.js';

// The values every document of this entry writes the same way, whatever its format (sitemaps,
// feeds, llms.txt): which items are public at all (dates: shared/isoDate.ts; language tags:
// shared/languageTag.ts).

/** Whether an item is public: published, with a publication date (drafts and archived items are never listed). */
export function isPublished(item: IndexedContent): boolean {
  return item.status === 'Published' && item.publishedDate !== null;
}
