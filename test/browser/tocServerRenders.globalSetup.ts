// Runs in Node before the browser tests: renders articles with a table of contents, section
// links and reading time on a real server (react-dom/server, the jsdom sanitizer) and hands
// the HTML and the items to the tests in Chromium, which hydrate them and compare ids.
import { ContentArticle, type ContentItem } from 'content-delivery-react';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server HTML of `<ContentArticle item toc headingAnchors={{ selfLink: true }} showReadingTime />`, per language. */
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
      const element = createElement(ContentArticle, {
        item,
        toc: true,
        headingAnchors: { selfLink: true },
        showReadingTime: true,
      });
      // React 19 hoists image preloads in front of the markup; they belong in <head>.
      const html = renderToString(element).replace(/^(<link rel="preload"[^>]*>)+/, '');
      renders.push({ language, item, html });
    }
    project.provide('tocServerRenders', renders);
  } finally {
    uninstallServerSanitizer();
  }
}
