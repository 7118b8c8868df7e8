// Runs in Node before the browser tests: renders each parity body on a real server (Node,
// react-dom/server, the jsdom sanitizer from `installServerSanitizer`) and hands the HTML to
// the tests in Chromium through `provide`/`inject`. Rendering here, not in a simulated server
// inside the browser, is what makes the parity test faithful: the server tree comes from
// jsdom's parser and the browser tree from Chromium's.
import { ContentBody } from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { TestProject } from 'vitest/node';
import { parityBodies } from '../fixtures/parity/parityBodies.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server HTML of `<ContentBody html={body} />` per parity body name. */
    serverRenders: Record<string, string>;
  }
}

export default function renderParityBodiesOnServer(project: TestProject): void {
  installServerSanitizer();
  try {
    const renders = parityBodies.map(({ name, html }) => {
      // React 19 hoists image preloads in front of the markup; they belong in <head>.
      const markup = renderToString(createElement(ContentBody, { html })).replace(
        /^(<link rel="preload"[^>]*>)+/,
        '',
      );
      return [name, markup] as const;
    });
    project.provide('serverRenders', Object.fromEntries(renders));
  } finally {
    uninstallServerSanitizer();
  }
}
