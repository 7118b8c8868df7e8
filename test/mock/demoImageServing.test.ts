import { createContentClient, type FetchFunction } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockBrand,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  createMockHandlers,
  createMockService,
} from 'content-delivery-react/mock';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = 'https://cds.test/cms';
const msw = setupServer(...createMockHandlers({ baseUrl, apiKey: 'secret-key' }));
beforeAll(() => msw.listen({ onUnhandledFrame: 'error' }));
afterAll(() => msw.close());

/** Every image URL of a page: item images and body images. */
function imagesOf(items: readonly { imageUrl: string | null; content: string }[]): string[] {
  return items.flatMap((item) => [
    ...(item.imageUrl === null ? [] : [item.imageUrl]),
    ...[...item.content.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ]);
}

const camping = (fetch: FetchFunction, url = 'https://cds.test') =>
  createContentClient({ baseUrl: url, fetch, retry: 0 }).getContentByCategory(
    'acme-outdoor',
    'camping',
    { pageSize: 20 },
  );

describe('demo images through MSW', () => {
  it('list pages point images at the mock, which serves them without the API key', async () => {
    const client = createContentClient({ baseUrl, apiKey: 'secret-key', retry: 0 });
    const page = await client.getContentByTag('acme-outdoor', 'gear', { pageSize: 20 });
    const images = imagesOf(page.data);
    expect(images.length).toBeGreaterThan(10);
    for (const url of images)
      expect(url).toMatch(
        /^https:\/\/cds\.test\/cms\/demo-images\/acme-outdoor\/[a-z-]+[a-z0-9-]*\.svg$/,
      );
    const image = await fetch(images[0] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
    const head = await fetch(images[0] ?? '', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('never echoes the API key and 404s unknown brands and hostile names', async () => {
    const withKey = await fetch(`${baseUrl}/demo-images/initech/lake-x.svg`, {
      headers: { authorization: 'Bearer secret-key' },
    });
    expect(withKey.status).toBe(404);
    expect(await withKey.text()).not.toContain('secret-key');
    for (const path of [
      'acme-outdoor/%ED%A0%80.svg',
      '__proto__/x.svg',
      'acme-outdoor/%2e%2e.svg',
    ]) {
      expect((await fetch(`${baseUrl}/demo-images/${path}`)).status).toBe(404);
    }
  });
});

describe('demo images with createMockFetch', () => {
  it('points images at the request origin by default', async () => {
    const page = await camping(createMockFetch(), 'https://fake.invalid/base');
    const images = imagesOf(page.data);
    // Checked first, so an answer without images cannot pass the loop below unchecked.
    expect(images.length).toBeGreaterThan(5);
    for (const url of images) {
      expect(url).toMatch(
        /^https:\/\/fake\.invalid\/base\/demo-images\/acme-outdoor\/(camp|night-sky)-/,
      );
    }
  });

  it('uses demoImageBaseUrl when the app serves the images itself', async () => {
    const page = await camping(createMockFetch({ demoImageBaseUrl: '/demo-images/' }));
    const images = imagesOf(page.data);
    expect(images.length).toBeGreaterThan(5);
    for (const url of images) expect(url).toMatch(/^\/demo-images\/acme-outdoor\/[a-z0-9-]+\.svg$/);
    const cdn = await camping(createMockFetch({ demoImageBaseUrl: 'https://img.example.net/x' }));
    const cdnImages = imagesOf(cdn.data);
    expect(cdnImages.length).toBeGreaterThan(5);
    for (const url of cdnImages)
      expect(url).toMatch(/^https:\/\/img\.example\.net\/x\/acme-outdoor\//);
  });

  it('keeps the placeholder URLs with demoImageBaseUrl: false', async () => {
    const page = await camping(createMockFetch({ demoImageBaseUrl: false }));
    const images = imagesOf(page.data);
    expect(images.length).toBeGreaterThan(5);
    for (const url of images) expect(url).toMatch(/^https:\/\/demo-images\.invalid\//);
  });

  it('serves the images at its own base URL', async () => {
    const fetch = createMockFetch({ baseUrl: 'https://fake.invalid' });
    const [url] = imagesOf((await camping(fetch, 'https://fake.invalid')).data);
    const response = await fetch(url ?? '', {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('never changes the stored data set', async () => {
    const dataset = createDemoDataset();
    const before = JSON.stringify(dataset);
    const service = createMockService({ dataset });
    await service.handle(
      new Request('https://x.test/api/v1/content/brands/acme-outdoor/lang/en?pageSize=100'),
    );
    expect(JSON.stringify(service.dataset)).toBe(before);
    expect(before).not.toContain('x.test');
  });

  it('moves only image sources: a link or text naming the placeholder origin stays as written', async () => {
    const placeholder = 'https://demo-images.invalid/b/lake-x.svg';
    const content = `<p><a href="${placeholder}">${placeholder}</a><img src="${placeholder}"></p>`;
    const dataset = createMockDataset([
      createMockBrand({
        id: 'b',
        items: [createMockContentItem({ imageUrl: placeholder, content, tags: ['t'] })],
      }),
    ]);
    const fetch = createMockFetch({ dataset, demoImageBaseUrl: `https://img.test/i?v=1&x="$'` });
    const client = createContentClient({ baseUrl: 'https://x.test', fetch, retry: 0 });
    const [item] = (await client.getContentByTag('b', 't')).data;
    const moved = `https://img.test/i?v=1&x="$'/b/lake-x.svg`;
    expect(item?.imageUrl).toBe(moved);
    // In HTML the base is escaped as an attribute value, so a parser reads back the same URL.
    expect(item?.content).toBe(
      `<p><a href="${placeholder}">${placeholder}</a><img src="${moved.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')}"></p>`,
    );
  });

  it('leaves custom data sets alone', async () => {
    const dataset = createMockDataset([
      createMockBrand({
        id: 'b',
        items: [createMockContentItem({ imageUrl: 'https://cdn.test/a.jpg', tags: ['t'] })],
      }),
    ]);
    const client = createContentClient({
      baseUrl: 'https://x.test',
      fetch: createMockFetch({ dataset }),
    });
    const page = await client.getContentByTag('b', 't');
    expect(page.data[0]?.imageUrl).toBe('https://cdn.test/a.jpg');
  });
});
