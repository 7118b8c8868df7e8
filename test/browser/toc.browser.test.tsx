import { act, render } from '@testing-library/react';
import {
  ContentArticle,
  type ContentItem,
  ContentToc,
  type ContentTocProps,
  textDirection,
} from 'content-delivery-react';
import 'content-delivery-react/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { expectTocFollowsScroll, frames } from './tocTracking.js';

// What only a browser decides: Chromium's parser and sanitizer against the server's, and
// scrolling (IntersectionObserver, layout) for the active section.

const tocServerRenders = inject('tocServerRenders');
/**
 * A table of contents beside the article, as an app composes them (the server renders the same
 * tree in `tocServerRenders.globalSetup.ts`).
 */
function ArticleWithToc({ item, toc }: { item: ContentItem; toc?: Omit<ContentTocProps, 'html'> }) {
  return (
    <div lang={item.language} dir={textDirection(item.language)}>
      <ContentToc html={item.content} {...toc} />
      <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
    </div>
  );
}

/** The TOC's hrefs and the body's heading ids. */
function anchors(root: ParentNode) {
  return {
    hrefs: Array.from(root.querySelectorAll('.cdr-toc a'), (link) => link.getAttribute('href')),
    ids: Array.from(root.querySelectorAll('.cdr-article-body :is(h2, h3, h4)'), (h) => h.id),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

describe('ContentToc beside a ContentArticle, server and browser', () => {
  it('has a server render per language', () => {
    expect(tocServerRenders.map(({ language }) => language)).toEqual(['en', 'de', 'ar']);
  });

  for (const { language, item, html } of tocServerRenders) {
    it(`hydrates the server's ${language} article without a mismatch, with the ids Chromium computes`, async () => {
      const server = document.createElement('div');
      server.innerHTML = html;
      const fromServer = anchors(server);
      expect(fromServer.hrefs.length).toBeGreaterThan(2);
      expect(fromServer.hrefs).toEqual(fromServer.ids.map((id) => `#${id}`));

      const alone = render(<ArticleWithToc item={item} />);
      expect(anchors(alone.container)).toEqual(fromServer);
      alone.unmount();

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error');
      const root = await act(async () =>
        hydrateRoot(container, <ArticleWithToc item={item} />, {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(server.innerHTML);
      act(() => root.unmount());
    });
  }
});

describe('ContentToc trackActive', () => {
  it('marks the section scrolled to, and follows the reader back up', async () => {
    const { item } = tocServerRenders.find(({ language }) => language === 'en') ?? {};
    if (item === undefined) throw new Error('no English article');
    const { container } = render(
      <div style={{ paddingBlockEnd: '200vh' }}>
        <ArticleWithToc item={item} toc={{ trackActive: true, depth: 6 }} />
      </div>,
    );
    await expectTocFollowsScroll(container);
  });

  it('follows a click on a link of the table of contents', async () => {
    const { item } = tocServerRenders.find(({ language }) => language === 'de') ?? {};
    if (item === undefined) throw new Error('no German article');
    const { container } = render(
      <div style={{ paddingBlockEnd: '200vh' }}>
        <ArticleWithToc item={item} toc={{ trackActive: true }} />
      </div>,
    );
    const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('.cdr-toc a'));
    const last = links.at(-1);
    if (last === undefined) throw new Error('no links');
    await act(async () => {
      last.click();
      await frames();
    });
    const target = document.getElementById(decodeURIComponent(last.hash.slice(1)));
    expect(target).not.toBeNull();
    expect(Math.abs(target?.getBoundingClientRect().top ?? 999)).toBeLessThan(40);
    expect(last.getAttribute('aria-current')).toBe('location');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('places section links at the inline end: right in English, left in Arabic', async () => {
    for (const { language, item } of tocServerRenders.filter(({ language }) => language !== 'de')) {
      const { container, unmount } = render(<ArticleWithToc item={item} />);
      const heading = container.querySelector('.cdr-heading');
      const link = heading?.querySelector('.cdr-heading-anchor');
      const box = heading?.getBoundingClientRect();
      const linkBox = link?.getBoundingClientRect();
      if (box === undefined || linkBox === undefined) throw new Error('no section link');
      if (language === 'ar') expect(linkBox.left - box.left).toBeLessThan(2);
      else expect(box.right - linkBox.right).toBeLessThan(2);
      unmount();
    }
  });
});
