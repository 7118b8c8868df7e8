import type { ElementType, ReactNode } from 'react';
import type { SearchHit, TextRange } from '../client/searchResults.js';
import { ItemMeta } from './ItemMeta.js';
import { itemRootAttributes } from './markup.js';
import { routeHref } from './routes.js';
import type { ComponentSettings } from './uiSettings.js';

// One search hit's markup, shared by the live results of `ContentSearch` (client) and the
// server-rendered `ContentSearchResults` (a search page that works without JavaScript). No hooks
// and no 'use client': a server component renders it as it is.

/**
 * `text` with its `ranges` wrapped in `<mark>`, as React text nodes (never HTML): ranges sorted,
 * overlaps merged, anything outside the text dropped.
 */
function markRanges(text: string, ranges: readonly TextRange[]): ReactNode[] {
  const sorted = ranges
    .filter(([start, end]) => start >= 0 && end > start && end <= text.length)
    .sort((a, b) => a[0] - b[0]);
  const parts: ReactNode[] = [];
  let done = 0;
  for (const [start, end] of sorted) {
    if (end <= done) continue;
    const from = Math.max(start, done);
    if (from > done) parts.push(text.slice(done, from));
    parts.push(<mark key={from}>{text.slice(from, end)}</mark>);
    done = end;
  }
  if (done < text.length) parts.push(text.slice(done));
  return parts;
}

/** A label with `{name}` placeholders replaced (by function, so a `$` in a query stays as typed). */
export function fillLabel(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** One hit: its title (linked to the item) and description with the matched words marked, its date and category. */
export function SearchResultItem({
  hit,
  Link,
  settings,
}: {
  hit: SearchHit;
  Link: ElementType;
  settings: ComponentSettings;
}) {
  const { item, highlights } = hit;
  const href = routeHref(settings.routes.getItemHref, item);
  const title = markRanges(item.title, highlights.title);
  return (
    <li {...itemRootAttributes(item)} className="cdr-search-result" data-slot="search-result">
      <p className="cdr-search-result-title">
        {href === undefined ? title : <Link href={href}>{title}</Link>}
      </p>
      {item.description !== '' && (
        <p className="cdr-search-result-description">
          {markRanges(item.description, highlights.description)}
        </p>
      )}
      <ItemMeta item={item} labels={settings.labels} part="cdr-search-result" />
    </li>
  );
}
