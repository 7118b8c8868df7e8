import { describe, expect, it } from 'vitest';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import { createMockBrand, createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import { startMockServer } from 'content-delivery-react/mock/server';

describe('scratch', () => {
  it('works', async () => {
    const cats = ['a', 'b', 'c'].map((id) => createMockCategory({ id }));
    const items = Array.from({ length: 3000 }, (_, i) =>
      createMockContentItem({ id: `i${i}`, slug: `s${i}`, categoryId: `${'abc'[i % 3]}`, language: ['en','de','fr'][i%3]!, translationGroupId: `g${Math.floor(i/3)}`, publishedDate: new Date(Date.UTC(2026,0,1) - i * 60000).toISOString() }),
    );
    const server = await startMockServer({ dataset: { brands: [createMockBrand({ id: 'big', categories: cats, items })] }, latencyMs: 5 });
    let n = 0;
    const client = createContentClient({ baseUrl: server.url, fetch: (u, i) => { n++; return fetch(u, i); } });
    const t0 = Date.now();
    const first = await findContentBySlug(client, 'big', { slug: 's2999' });
    console.log('cold', n, Date.now() - t0, first?.id);
    n = 0;
    expect((await findContentBySlug(client, 'big', { slug: 's1500' }))?.id).toBe('i1500');
    console.log('warm', n);
    n = 0;
    expect(await findContentBySlug(client, 'big', { slug: 'nope' })).toBe(null);
    console.log('unknown', n);
    n = 0;
    expect((await findContentBySlug(client, 'big', { slug: 's10', fresh: false }))?.id).toBe('i10');
    console.log('indexed', n, client.brandIndex?.info('big'));
    await server.close();
  });
});
