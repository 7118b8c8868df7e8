// @vitest-environment jsdom
// useLocalizedCategory: one category of the brand, named for the reader, from the shared
// categories query (the demo brand's `hiking` is `Wandern` in German).
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useLocalizedCategory } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { mockClient, wrapperFor } from './setup.js';

function renderLocalized(...args: Parameters<typeof useLocalizedCategory>) {
  const { client } = mockClient();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(() => useLocalizedCategory(...args), {
    wrapper: wrapperFor(client, {}, queryClient),
  });
}

describe('useLocalizedCategory', () => {
  it("names the category in the reader's language", async () => {
    const { result } = renderLocalized('hiking', { preferredLanguages: ['de-AT'] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(result.current.data).toMatchObject({ name: 'Wandern', language: 'de' });
  });

  it('uses the default name without preferred languages', async () => {
    const { result } = renderLocalized('hiking');
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(result.current.data).toMatchObject({ name: 'Hiking', language: undefined });
  });

  it('is null, not an error, for a category the brand does not have', async () => {
    const { result } = renderLocalized('no-such-category', { preferredLanguages: ['de'] });
    await waitFor(() => expect(result.current.isPending).toBe(false), { timeout: 5000 });
    expect(result.current.error).toBeNull();
    expect(result.current.data).toBeNull();
  });
});
