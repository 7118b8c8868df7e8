// The server ContentToc renders the client one's markup (in Node: no DOM, jsdom's sanitizer
// on first use, as on a real server); `trackActive` changes nothing in the server's markup.

import { ContentToc as ServerContentToc } from 'content-delivery-react?react-server';
import { ContentToc, type ContentTocProps } from 'content-delivery-react';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

async function longArticle(language: string) {
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch: createMockFetch() });
  const { items } = await getAllContentByLanguage(client, 'acme-outdoor', language);
  const [item] = items
    .filter((entry) => entry.content.includes('<h3'))
    .sort((a, b) => b.content.length - a.content.length);
  if (item === undefined) throw new Error('no demo article with subsections');
  return item;
}

describe('ContentToc, client and server', () => {
  it('renders the same markup from the same html (useId values are equal: one root each)', async () => {
    for (const language of ['en', 'ar']) {
      const item = await longArticle(language);
      const cases: ContentTocProps[] = [
        { html: item.content },
        { html: item.content, trackActive: true, depth: 2, className: 'toc' },
        { html: item.content, prefix: 'h-', labels: { tableOfContents: 'Inhalt' } },
        { entries: [{ id: 'a', text: 'A', level: 2, children: [] }] },
      ];
      for (const props of cases) {
        const server = renderToString(<ServerContentToc {...props} />);
        expect(server).toContain('class="cdr-toc-link"');
        // The client build's own `Suspense` boundary (where a browser waits for its sanitizer)
        // is the only difference: its markers.
        const client = renderToString(<ContentToc {...props} />);
        expect(client.replace(/^<!--\$-->|<!--\/\$-->$/g, '')).toBe(server);
      }
    }
  });
});
