// Demo data for the server navigation tests, read through the real client from the mock
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// service (as a server component would fetch it), plus hostile values for every string field.
import type { Category, ContentItem } from 'content-delivery-react/client';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';

export const client = createContentClient({
  baseUrl: 'https://cds.test',
  fetch: createMockFetch(),
  retry: 0,
});

/** The acme-outdoor categories, as `client.getCategories` returns them. */
export const demoCategories = (): Promise<Category[]> => client.getCategories('acme-outdoor');

/** An acme-outdoor item available in all four demo languages, with those versions. */
export async function itemWithVariants(): Promise<{ item: ContentItem; all: ContentItem[] }> {
  const byLanguage = await Promise.all(
    ['en', 'de', 'fr', 'ar'].map((language) =>
      getAllContentByLanguage(client, 'acme-outdoor', language),
    ),
  );
  const items = byLanguage.flatMap(({ items }) => items);
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    groups.set(item.translationGroupId, [...(groups.get(item.translationGroupId) ?? []), item]);
  }
  const all = [...groups.values()].find((group) => group.length === 4);
  const item = all?.find((entry) => entry.language === 'de');
  if (all === undefined || item === undefined) throw new Error('no demo item in four languages');
  return { item, all };
}

/** Strings that broke (or could break) rendering or routing somewhere. */
export const hostileStrings = [
  '\uD800',
  'a\uDC00b',
  '..',
  'constructor',
  '__proto__',
  'javascript:alert(1)',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(1_000_000),
] as const;

const flightToHtmlScript = fileURLToPath(new URL('./flightToHtml.mjs', import.meta.url));

/**
 * `flightToHtml` for payloads with megabyte strings: `spawnSync` keeps at most 1 MB of output
 * by default, and fails without a message beyond that.
 */
export function largeFlightToHtml(payload: string): string {
  const result = spawnSync(process.execPath, [flightToHtmlScript], {
    input: payload,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`flightToHtml failed: ${result.stderr}`, { cause: result.error });
  return result.stdout;
}
