// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useSuspenseCategories, useSuspenseContentByLanguage } from 'content-delivery-react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { mockServer, newClient, newQueryClient, providerWrapper } from './render.js';

const { server } = mockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function Overview() {
  const { data: categories } = useSuspenseCategories();
  const { data: page } = useSuspenseContentByLanguage({ lang: 'fr', pageSize: 3 });
  return (
    <p>
      {categories.length} categories, {page.data.length} French items
    </p>
  );
}

describe('suspense hooks', () => {
  it('suspend until loaded and then render data that is never undefined', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Overview />
      </Suspense>,
      { wrapper },
    );
    screen.getByText('Loading…');
    await screen.findByText('6 categories, 3 French items');
  });
});
