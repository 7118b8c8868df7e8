// A function among the rest props of a server component would land on a host element, where
// React refuses to serialize it and fails the whole route. Every server component that spreads
// its rest props drops them (src/rsc/hostProps.ts), keeps the rest, and says so once.
import {
  CategoryNav,
  ContentArticle,
  ContentBody,
  ContentCard,
  ContentListView,
  ContentToc,
  LanguageSwitcher,
  Pagination,
  TagList,
} from 'content-delivery-react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';
import { demoCategories, itemWithVariants } from './serverNavigationData.js';

/** An event handler, a prop no component takes (it falls through to the element), and plain ones. */
const extra = {
  onClick: () => {},
  renderBadge: () => 'badge',
  id: 'host',
  'data-kept': 'yes',
};

const item = serverItem();

/** Every server component that spreads its rest props (ContentSeo renders no element of its own). */
const cases: readonly [name: string, render: () => Promise<ReactElement>, shows: string][] = [
  [
    'CategoryNav',
    async () => <CategoryNav categories={await demoCategories()} {...extra} />,
    '<a href="/c/hiking">Hiking</a>',
  ],
  ['ContentArticle', async () => <ContentArticle item={item} {...extra} />, `${item.title}</h1>`],
  ['ContentBody', async () => <ContentBody html="<p>Hello</p>" {...extra} />, '<p>Hello</p>'],
  ['ContentCard', async () => <ContentCard item={item} {...extra} />, `${item.title}</a></h3>`],
  [
    'ContentListView',
    async () => (
      <ContentListView
        result={{ page: 1, pageSize: 1, totalCount: 3, data: [item] }}
        getPageHref={(page) => `?page=${page}`}
        {...extra}
      />
    ),
    'href="?page=2"',
  ],
  [
    'ContentToc',
    async () => <ContentToc html="<h2>First</h2><p>Text</p><h2>Second</h2>" {...extra} />,
    '<a class="cdr-toc-link" href="#section-first">First</a>',
  ],
  [
    'LanguageSwitcher',
    async () => {
      const { item: german, all } = await itemWithVariants();
      return <LanguageSwitcher item={german} variants={all} {...extra} />;
    },
    'hrefLang="fr" lang="fr">Français</a>',
  ],
  [
    'Pagination',
    async () => (
      <Pagination
        page={1}
        pageSize={10}
        totalCount={30}
        getPageHref={(page) => `?page=${page}`}
        {...extra}
      />
    ),
    'href="?page=3"',
  ],
  [
    'TagList',
    async () => <TagList tags={['gear']} getTagHref={(tag) => `/t/${tag}`} {...extra} />,
    'href="/t/gear"',
  ],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('server components drop functions bound for their element', () => {
  it.each(cases)(
    '%s renders without them, keeps the rest, and names them once',
    async (name, element, shows) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const render = await renderServer(await element());
      expect(render.errors).toEqual([]);
      expect(render.clientReferences).toEqual([]);
      const html = flightToHtml(render.payload);
      expect(html).toContain(shows);
      expect(html).toContain('id="host"');
      expect(html).toContain('data-kept="yes"');
      expect(html).not.toContain('onClick');
      expect(html).not.toContain('renderBadge');
      // Once per development server, not per render.
      await renderServer(await element());
      expect(consoleError).toHaveBeenCalledTimes(1);
      const message = String(consoleError.mock.calls[0]?.[0]);
      expect(message).toContain(`[${name}] onClick, renderBadge ignored in a server component`);
      expect(message).toContain('event handlers need a client component');
    },
  );
});
