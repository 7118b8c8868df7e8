// Runs in Node before the browser tests: renders articles (section links, reading time)
// beside a table of contents on a real server (react-dom/server, the jsdom sanitizer) and hands
// the HTML and the items to the tests in Chromium, which hydrate them and compare ids.
import {
  ContentArticle,
  type ContentItem,
  ContentToc,
  textDirection,
} from 'content-delivery-react';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Server HTML, per language, of a `<ContentToc html={item.content} />` beside a
     * `<ContentArticle item headingAnchors={{ selfLink: true }} showReadingTime />`, both in a
     * `<div lang dir>` (`ArticleWithToc` in `toc.browser.test.tsx`).
     */
    tocServerRenders: { language: string; item: ContentItem; html: string }[];
  }
}

export default async function renderTocArticlesOnServer(project: TestProject): Promise<void> {
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch: createMockFetch() });
  installServerSanitizer();
  try {
    const renders = [];
    for (const language of ['en', 'de', 'ar']) {
      const { items } = await getAllContentByLanguage(client, 'acme-outdoor', language);
      // The longest article with subsections (for English, the long guide).
      const [item] = items
        .filter((entry) => entry.content.includes('<h3'))
        .sort((a, b) => b.content.length - a.content.length);
      if (item === undefined) throw new Error(`no ${language} demo article with subsections`);
      // The very tree `ArticleWithToc` renders in the browser (no JSX in this setup file).
      const element = createElement(
        'div',
        { lang: item.language, dir: textDirection(item.language) },
        createElement(ContentToc, { html: item.content }),
        createElement(ContentArticle, {
          item,
          headingAnchors: { selfLink: true },
          showReadingTime: true,
        }),
      );
      // React 19 hoists image preloads in front of the markup; they belong in <head>.
      const html = renderToString(element).replace(/^(<link rel="preload"[^>]*>)+/, '');
      renders.push({ language, item, html });
    }
    project.provide('tocServerRenders', renders);
  } finally {
    uninstallServerSanitizer();
  }
}
