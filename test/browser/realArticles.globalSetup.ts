// Runs in Node before the browser tests: renders each real article (test/fixtures/articles)
// and each media and embed case on a real server (Node, react-dom/server, the server sanitizer
// installed by default) and hands bodies and HTML to Chromium through `provide`/`inject`.
import { ContentBody } from 'content-delivery-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { TestProject } from 'vitest/node';
import { mediaAndEmbedCases } from '../fixtures/sanitizer/mediaAndEmbeds.js';
import { realArticles } from '../helpers/realArticles.js';

export interface ServerRenderedBody {
  name: string;
  html: string;
  serverHtml: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Real articles within maxLength, and the media and embed cases, as the server renders them. */
    realBodies: ServerRenderedBody[];
  }
}

export default function renderRealBodiesOnServer(project: TestProject): void {
  const bodies = [
    ...realArticles()
      .filter((article) => !article.overLimit)
      .map((article) => ({ name: article.id, html: article.html })),
    ...mediaAndEmbedCases,
  ];
  project.provide(
    'realBodies',
    bodies.map(({ name, html }) => ({
      name,
      html,
      // React 19 hoists image preloads in front of the markup; they belong in <head>.
      serverHtml: renderToString(createElement(ContentBody, { html })).replace(
        /^(<link rel="preload"[^>]*>)+/,
        '',
      ),
    })),
  );
}
