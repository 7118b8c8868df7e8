import { createContentClient } from 'content-delivery-react/client';
import { startMockServer } from 'content-delivery-react/mock/server';
import { describe, expect, it } from 'vitest';

describe('startMockServer', () => {
  it('serves the same service over real HTTP on 127.0.0.1 with CORS', async () => {
    const mock = await startMockServer({ apiKey: 'k' });
    try {
      expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const http = createContentClient({ baseUrl: mock.url, apiKey: 'k', retry: 0 });
      await expect(http.getCategories('acme-outdoor')).resolves.toHaveLength(6);
      const page = await http.getContentByTag('acme-outdoor', 'gear', { pageSize: 3 });
      expect(page.data).toHaveLength(3);
      const preflight = await fetch(`${mock.url}/api/v1/content/brands/acme-outdoor/categories`, {
        method: 'OPTIONS',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const post = await fetch(`${mock.url}/api/v1/content/brands/acme-outdoor/categories`, {
        method: 'POST',
      });
      expect(post.status).toBe(405);
      const { request } = await import('node:http');
      const traceStatus = await new Promise<number | undefined>((resolve, reject) => {
        const trace = request(`${mock.url}/api/v1/content/brands/acme-outdoor/categories`, {
          method: 'TRACE',
        });
        trace.on('response', (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        trace.on('error', reject);
        trace.end();
      });
      expect(traceStatus).toBe(405);
      const elsewhere = await fetch(`${mock.url}/other`);
      expect(elsewhere.status).toBe(404);
    } finally {
      await mock.close();
    }
  });

  it('startMockServer serves the images its pages point at', async () => {
    const mock = await startMockServer({ apiKey: 'k' });
    try {
      const client = createContentClient({ baseUrl: mock.url, apiKey: 'k', retry: 0 });
      const page = await client.getContentByTag('acme-outdoor', 'gear', { pageSize: 5 });
      const [url] = page.data.flatMap((item) => (item.imageUrl === null ? [] : [item.imageUrl]));
      expect(url?.startsWith(`${mock.url}/demo-images/acme-outdoor/`)).toBe(true);
      const image = await fetch(url ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await image.text()).length).toBeGreaterThan(1000);
      expect((await fetch(`${mock.url}/demo-images/acme-outdoor/%ED%A0%80.svg`)).status).toBe(404);
    } finally {
      await mock.close();
    }
  });
});
