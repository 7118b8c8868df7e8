// @vitest-environment jsdom
// The server components of src/rsc render the same markup as the client components, and the
// client components given their data make no request.
import { render, waitFor } from '@testing-library/react';
import { CategoryNav, type CategoryNavProps } from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryNav as ServerCategoryNav } from '../../src/rsc/CategoryNav.js';
import { mockClient, wrapperFor } from './setup.js';

async function demoCategories() {
  const { client } = mockClient();
  return client.getCategories('acme-outdoor');
}

describe('CategoryNav, client and server', () => {
  it('renders the same markup from the same categories', async () => {
    const categories = await demoCategories();
    const cases: CategoryNavProps[] = [
      { categories },
      { categories, lang: 'ar', activeCategoryId: 'camping', showDescriptions: true },
      { categories, getCategoryHref: (category) => `/topics/${category.slug}`, className: 'x' },
      { categories, labels: { categories: 'Themen' }, id: 'nav' },
    ];
    for (const props of cases) {
      const server = renderToString(<ServerCategoryNav {...props} />);
      expect(server).toContain('<a href=');
      expect(renderToString(<CategoryNav {...props} />)).toBe(server);
    }
  });

  it('given categories, makes no request (and needs no provider)', async () => {
    const categories = await demoCategories();
    const { client, failing } = mockClient();
    const { container } = render(<CategoryNav categories={categories} lang="de" />, {
      wrapper: wrapperFor(client),
    });
    expect(container.querySelectorAll('.cdr-category')).toHaveLength(categories.length);
    expect(container.querySelector('nav')?.getAttribute('data-state')).toBe('ready');
    // Give a query every chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.requests).toBe(0);
    const alone = render(<CategoryNav categories={categories} />);
    expect(alone.container.querySelectorAll('a')).toHaveLength(categories.length);
  });

  it('without categories still fetches them (one request)', async () => {
    const { client, failing } = mockClient();
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client) });
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6));
    expect(failing.requests).toBe(1);
  });
});
