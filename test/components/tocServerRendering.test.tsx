// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import {
  ContentArticle,
  type ContentItem,
  ContentToc,
  textDirection,
} from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateHtml, renderOnServer as renderOnServerWith } from '../helpers/serverRender.js';
import { demoItem } from './setup.js';

/** A table of contents beside the article, as an app composes them. */
function ArticleWithToc({ item }: { item: ContentItem }) {
  return (
    <div lang={item.language} dir={textDirection(item.language)}>
      <ContentToc html={item.content} />
      <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
    </div>
  );
}

/** Renders as a server would: no window, no document. */
function renderOnServer(item: ContentItem): string {
  return renderOnServerWith(<ArticleWithToc item={item} />);
}

function hydrate(html: string, item: ContentItem) {
  return hydrateHtml(html, <ArticleWithToc item={item} />);
}

/** The TOC's hrefs and the body's heading ids of rendered HTML. */
function anchors(root: ParentNode) {
  return {
    hrefs: Array.from(root.querySelectorAll('.cdr-toc a'), (link) => link.getAttribute('href')),
    ids: Array.from(root.querySelectorAll('.cdr-article-body :is(h2, h3, h4)'), (h) => h.id),
    selfLinks: root.querySelectorAll('.cdr-heading-anchor').length,
  };
}

afterEach(() => {
  uninstallServerSanitizer();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const arabicOrGerman = (entry: ContentItem) =>
  (entry.language === 'ar' || entry.language === 'de') && /<h3/.test(entry.content);

describe('table of contents and reading time in server rendering', () => {
  it('with the server sanitizer: the server renders the same ids as the browser, and hydration matches', async () => {
    installServerSanitizer();
    for (const language of ['ar', 'de']) {
      const item = await demoItem((entry) => entry.language === language && arabicOrGerman(entry));
      const html = renderOnServer(item);
      const server = document.createElement('div');
      server.innerHTML = html;
      const fromServer = anchors(server);
      expect(fromServer.hrefs.length).toBeGreaterThan(2);
      expect(fromServer.selfLinks).toBe(fromServer.ids.length);
      expect(fromServer.hrefs).toEqual(fromServer.ids.map((id) => `#${id}`));
      expect(server.querySelector('.cdr-article-reading-time')?.textContent).toMatch(/read$/);

      // The browser alone (its own window's sanitizer) gives the very same ids.
      const { container: browser, unmount } = render(<ArticleWithToc item={item} />);
      expect(anchors(browser)).toEqual(fromServer);
      unmount();

      const { container, recoverable, consoleError } = await hydrate(html, item);
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(server.innerHTML);
      container.remove();
    }
  });

  it('without it: no table of contents on the server; the browser adds it after hydration, without a mismatch', async () => {
    const item = await demoItem((entry) => entry.language === 'de' && arabicOrGerman(entry));
    const html = renderOnServer(item);
    expect(html).not.toContain('cdr-toc');
    expect(html).toContain('data-state="text"');

    const { container, recoverable, consoleError } = await hydrate(html, item);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('.cdr-toc')).not.toBeNull());
    const after = anchors(container);
    expect(after.hrefs.length).toBeGreaterThan(2);
    expect(after.hrefs).toEqual(after.ids.map((id) => `#${id}`));
  });
});
