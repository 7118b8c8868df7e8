import { act } from '@testing-library/react';
import {
  ContentArticle,
  type ContentItem,
  ContentTocTracker,
  getContentToc,
  textDirection,
} from 'content-delivery-react';
import 'content-delivery-react/styles.css';
import { ContentToc as ServerContentToc } from 'content-delivery-react?react-server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { expectTocFollowsScroll } from './tocTracking.js';

// The server ContentToc given an id, with a ContentTocTracker beside it: the list is server
// HTML, and only the tracker (a client component) runs in the browser. The server HTML is made in Node with jsdom's sanitizer
// (tocServerRenders.globalSetup.ts renders the client ContentToc there; the server one renders
// the same markup, as serverTocParity.test.tsx checks, the island adding none). The page then
// hydrates with the server component in the tree: it has become its host elements plus the
// island, as a Flight payload makes it. (renderToString in Chromium would not do: without the
// page's DOM at that moment the body is server-rendered as text, then replaced after hydration.)

const tocServerRenders = inject('tocServerRenders');

/** The tree of `tocServerRenders`, with the server ContentToc named "toc" and its tracker. */
function Page({ item }: { item: ContentItem }) {
  return (
    <div lang={item.language} dir={textDirection(item.language)}>
      {/* Its entries as the server read them (serverTocParity.test.tsx): in this page the
          react-server build is a module copy whose browser sanitizer nothing loads. */}
      <ServerContentToc id="toc" entries={getContentToc(item.content)} />
      <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
      {/* Last: the shared server HTML has no tracker, and a sibling before the article would
          shift the article's useId values (a real RSC page's HTML comes from this very tree). */}
      <ContentTocTracker tocId="toc" />
    </div>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('server ContentToc with ContentTocTracker beside it', () => {
  it('hydrates the server list and marks the section scrolled to', async () => {
    const { item, html } = tocServerRenders.find(({ language }) => language === 'en') ?? {};
    if (item === undefined || html === undefined) throw new Error('no English article');
    expect(html).not.toContain('aria-current="location"');
    const container = document.createElement('div');
    container.style.paddingBlockEnd = '200vh';
    // The shared server HTML has the client ContentToc's tree: without the id this page gives,
    // and in the Suspense boundary the client build waits for the browser's sanitizer in, whose
    // markers the server component (which never waits) does not render.
    container.innerHTML = html.replace(/<!--\$-->(<nav[\s\S]*?<\/nav>)<!--\/\$-->/, '$1');
    container.querySelector('.cdr-toc')?.setAttribute('id', 'toc');
    const serverList = container.querySelector('.cdr-toc')?.outerHTML;
    expect(serverList).toContain('id="toc"');
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <Page item={item} />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The server's list, kept as it was: the island adds no markup.
    expect(container.querySelector('.cdr-toc')?.outerHTML).toBe(serverList);

    await expectTocFollowsScroll(container);
    act(() => root.unmount());
  });
});
