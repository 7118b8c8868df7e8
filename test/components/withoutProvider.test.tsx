// @vitest-environment jsdom
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  ContentArticle,
  ContentCard,
  ContentDataProvider,
  type ContentItem,
  ContentUiProvider,
  Pagination,
  TagList,
  useContentByTag,
  useContentData,
} from 'content-delivery-react';
import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoItem, mockClient } from './setup.js';

/** A stand-in router link: marks what it rendered so the test can tell it from a plain `<a>`. */
function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-app-link="" {...props} />;
}

function AppImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img data-app-image="" alt="" {...props} />;
}

const itemWithBody = (item: ContentItem): ContentItem => ({
  ...item,
  content: '<p>See <a href="/en/other">the other one</a>.</p><p><img src="/pic.png" alt="pic"></p>',
});

describe('components without a provider', () => {
  it('ContentArticle takes every setting as a prop: body and tag links, images, routes, labels', async () => {
    const item = itemWithBody(
      await demoItem((entry) => entry.language === 'en' && entry.tags.length > 0),
    );
    const { container } = render(
      <ContentArticle
        item={item}
        linkComponent={AppLink}
        imageComponent={AppImage}
        routes={{ getTagHref: (tag) => `/topics/${encodeURIComponent(tag)}` }}
        labels={{ tags: 'Themen' }}
      />,
    );
    const bodyLink = screen.getByRole('link', { name: 'the other one' });
    expect(bodyLink.hasAttribute('data-app-link')).toBe(true);
    expect(container.querySelector('.cdr-article-body img')?.hasAttribute('data-app-image')).toBe(
      true,
    );
    const tags = screen.getByRole('navigation', { name: 'Themen' });
    const tagLinks = tags.querySelectorAll('a');
    expect(tagLinks).toHaveLength(item.tags.length);
    for (const [index, link] of Array.from(tagLinks).entries()) {
      expect(link.hasAttribute('data-app-link')).toBe(true);
      expect(link.getAttribute('href')).toBe(
        `/topics/${encodeURIComponent(item.tags[index] ?? '')}`,
      );
    }
  });

  it('ContentCard, Pagination and TagList take their settings as props', async () => {
    const item = await demoItem((entry) => entry.language === 'de' && entry.imageUrl !== null);
    const { container } = render(
      <>
        <ContentCard
          item={item}
          linkComponent={AppLink}
          imageComponent={AppImage}
          routes={{ getItemHref: (entry) => `/artikel/${entry.slug}` }}
        />
        <Pagination
          page={1}
          pageSize={10}
          totalCount={30}
          getPageHref={(page) => `?p=${page}`}
          linkComponent={AppLink}
          labels={{ pagination: 'Seiten', page: 'Seite {page}' }}
        />
        <TagList tags={['a']} linkComponent={AppLink} labels={{ tags: 'Schlagwörter' }} />
      </>,
    );
    const title = screen.getByRole('link', { name: item.title });
    expect(title.getAttribute('href')).toBe(`/artikel/${item.slug}`);
    expect(title.hasAttribute('data-app-link')).toBe(true);
    expect(container.querySelector('.cdr-card-image')?.hasAttribute('data-app-image')).toBe(true);
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pages.querySelectorAll('a[data-app-link]')).toHaveLength(4); // 3 pages + next
    expect(screen.getByRole('link', { name: 'Seite 2' }).getAttribute('href')).toBe('?p=2');
    expect(screen.getByRole('navigation', { name: 'Schlagwörter' })).toBeDefined();
  });

  it('a prop wins over ContentUiProvider, which wins over the defaults', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    function ProviderLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a data-provider-link="" {...props} />;
    }
    render(
      <ContentUiProvider linkComponent={ProviderLink} labels={{ tags: 'Provider tags' }}>
        <TagList tags={['one']} />
        <TagList tags={['two']} linkComponent={AppLink} labels={{ tags: 'Own tags' }} />
        <ContentCard item={item} />
      </ContentUiProvider>,
    );
    const one = screen.getByRole('link', { name: 'one' });
    expect(one.hasAttribute('data-provider-link')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Provider tags' })).toBeDefined();
    const two = screen.getByRole('link', { name: 'two' });
    expect(two.hasAttribute('data-app-link')).toBe(true);
    expect(two.hasAttribute('data-provider-link')).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Own tags' })).toBeDefined();
    // Routes were not set anywhere: the default item route applies.
    expect(screen.getByRole('link', { name: item.title }).getAttribute('href')).toBe(
      `/en/${encodeURIComponent(item.slug)}`,
    );
  });
});

describe('ContentDataProvider', () => {
  it('is enough for the hooks: a hooks-only app needs no UI settings', async () => {
    const { client } = mockClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ContentDataProvider client={client} brandId="acme-outdoor">
        {children}
      </ContentDataProvider>
    );
    const { result } = renderHook(
      () => ({ page: useContentByTag({ tag: 'gear', pageSize: 2 }), data: useContentData() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
    expect(result.current.page.data?.data).toHaveLength(2);
    expect(result.current.data).toEqual({ client, brandId: 'acme-outdoor' });
  });

  it('names the hook in the error thrown outside any provider', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => renderHook(() => useContentByTag({ tag: 'gear' }))).toThrow(
        /^useContentByTag must be used within <ContentDeliveryProvider>/,
      );
      expect(() => renderHook(() => useContentData())).toThrow(
        /^useContentData must be used within <ContentDeliveryProvider>/,
      );
    } finally {
      console.error = consoleError;
    }
  });
});
