// The server components (src/rsc, React Server Components) render the same markup as the client
// components with the same props, so themes and tests apply to both. Compared through react-dom's
// renderToString: the server ones are plain function components.

import {
  ContentArticle as ServerArticle,
  ContentBody as ServerBody,
  ContentCard as ServerCard,
  ContentListView as ServerListView,
  Pagination as ServerPagination,
  TagList as ServerTagList,
} from 'content-delivery-react?react-server';
import {
  ContentArticle,
  ContentBody,
  ContentCard,
  ContentListView,
  Pagination,
  TagList,
} from 'content-delivery-react';
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverItem } from '../rsc/hostile.js';

// Both builds sanitize with the default server sanitizer (jsdom's, created on first use).

/**
 * The client ContentBody marks its container with a `useId` value (`data-content-body`), its
 * hydration probe, and wraps it in a `Suspense` boundary of its own (`<!--$-->…<!--/$-->`), where
 * a browser waits for its sanitizer; a server component never hydrates and never waits, so it has
 * neither. Nothing else may differ.
 */
const html = (element: ReactElement) =>
  renderToString(element)
    .replace(/ data-content-body="[^"]*"/g, '')
    .replace(/<!--\/?\$-->/g, '');

function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} data-router="" />;
}

const item = serverItem();
const settings = {
  linkComponent: RouterLink,
  routes: { getItemHref: (entry: { slug: string }) => `/read/${entry.slug}` },
  labels: { tags: 'Schlagwörter', nextPage: 'Weiter', sectionLink: 'Abschnitt {heading}' },
};

describe('server components render what the client components render', () => {
  it('ContentBody', () => {
    const props = {
      html: '<h1>Top</h1><h2>Part</h2><p><a href="/gear">Gear</a><script>x</script></p>',
      headingLevel: 2,
      headingAnchors: { selfLink: true },
      ...settings,
    } as const;
    const client = html(<ContentBody {...props} className="prose" />);
    expect(client).toContain('data-state="sanitized"');
    expect(client).toContain('data-router=""');
    expect(html(<ServerBody {...props} className="prose" />)).toBe(client);
  });

  it('ContentArticle', () => {
    const props = { item, headingLevel: 2, showReadingTime: true, headingAnchors: true } as const;
    const client = html(<ContentArticle {...props} {...settings} id="main" />);
    expect(client).toContain('Schlagwörter');
    expect(html(<ServerArticle {...props} {...settings} id="main" />)).toBe(client);
  });

  it('ContentArticle and ContentCard with a reserved image size', () => {
    const size = { width: 1200, height: 675 };
    const article = html(<ContentArticle item={item} imageSize={size} {...settings} />);
    expect(article).toContain('width="1200" height="675" loading="eager"');
    expect(article).toContain('fetchPriority="high"');
    expect(html(<ServerArticle item={item} imageSize={size} {...settings} />)).toBe(article);
    const card = html(<ContentCard item={item} imageSize={size} {...settings} />);
    expect(card).toContain('width="1200" height="675" loading="lazy"');
    expect(html(<ServerCard item={item} imageSize={size} {...settings} />)).toBe(card);
  });

  it("ContentArticle's body gets the article's link component and labels", () => {
    const withLink = serverItem({ content: '<h2>Shoes</h2><p><a href="/gear">Gear</a></p>' });
    const props = { item: withLink, headingAnchors: { selfLink: true }, showTags: false } as const;
    const client = html(<ContentArticle {...props} {...settings} />);
    expect(client).toContain('<a href="/gear" data-router="">Gear</a>');
    expect(client).toContain('aria-label="Abschnitt Shoes"');
    expect(html(<ServerArticle {...props} {...settings} />)).toBe(client);
  });

  it('ContentCard', () => {
    const client = html(<ContentCard item={item} headingLevel={2} showReadingTime {...settings} />);
    expect(client).toContain('href="/read/trail-running-basics"');
    expect(html(<ServerCard item={item} headingLevel={2} showReadingTime {...settings} />)).toBe(
      client,
    );
  });

  it('TagList', () => {
    const props = { tags: ['gear', 'running', 'gear'], activeTag: 'running', ...settings };
    const client = html(<TagList {...props} getTagHref={(tag) => `/tags/${tag}`} />);
    expect(client).toContain('aria-current="page"');
    expect(html(<ServerTagList {...props} getTagHref={(tag) => `/tags/${tag}`} />)).toBe(client);
  });

  it('Pagination', () => {
    const props = {
      page: 4,
      pageSize: 10,
      totalCount: 95,
      getPageHref: (page: number) => `?page=${page}`,
    };
    const client = html(<Pagination {...props} {...settings} />);
    expect(client).toContain('href="?page=5"');
    expect(client).toContain('Weiter');
    expect(html(<ServerPagination {...props} {...settings} />)).toBe(client);
  });

  it('ContentListView', () => {
    const result = {
      page: 2,
      pageSize: 2,
      totalCount: 5,
      data: [item, serverItem({ id: 'item-2', slug: 'two' })],
    };
    const props = { result, heading: 'Running', getPageHref: (page: number) => `?page=${page}` };
    const client = html(<ContentListView {...props} {...settings} />);
    expect(client).toContain('cdr-list-item');
    expect(client).toContain('href="?page=3"');
    expect(html(<ServerListView {...props} {...settings} />)).toBe(client);
  });
});
