// Deployments sharing one Redis (production and previews, a service that moved) never read each
// other's index: by default the keys name the service (its base URL) and a fingerprint of the
// credentials, so two services with one brand id, or one service through two keys, keep apart.
import {
  type BrandIndex,
  type ContentClient,
  createContentClient,
  findContentBySlug,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { Redis } from 'ioredis';
import { createStorage, type Storage } from 'unstorage';
import redisDriver from 'unstorage/drivers/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../../helpers/redisServer.js';

const brandId = 'acme';
const stagingKey = 'staging-key-0c7e91a4d2';
const productionKey = 'production-key-f38b20c9e5';

/** A one-category brand holding `slugs`, the first the newest. */
function brandOf(slugs: string[]) {
  return createMockBrand({
    id: brandId,
    categories: [createMockCategory({ id: 'news' })],
    items: slugs.map((slug, index) =>
      createMockContentItem({
        id: slug,
        slug,
        categoryId: 'news',
        publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
      }),
    ),
  });
}

let redisServer: RedisServer;
let redis: Redis;
let storage: Storage;
const servers: MockServer[] = [];

beforeAll(async () => {
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  storage = createStorage({ driver: redisDriver({ url: redisServer.url }) });
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.close()));
  await Promise.allSettled([storage?.dispose(), redis?.quit()]);
  await Promise.allSettled([redisServer?.stop()]);
});

async function serve(slugs: string[], apiKey?: string): Promise<MockServer> {
  const server = await startMockServer({
    dataset: createMockDataset([brandOf(slugs)]),
    ...(apiKey === undefined ? {} : { apiKey }),
  });
  servers.push(server);
  return server;
}

const clientOf = (baseUrl: string, apiKey: string): ContentClient =>
  createContentClient({ baseUrl, apiKey, retry: 0, brandIndex: { storage } });

async function entriesOf(index: BrandIndex | undefined): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of index?.entries(brandId) ?? ([] as IndexedContent[])) ids.push(entry.id);
  return ids;
}

describe('brand indexes on one Redis', () => {
  it('keeps two services with the same brand id apart: lookups, "not found" and entries', async () => {
    await redis.flushall();
    const staging = await serve(['staging-only', 'shared-slug'], stagingKey);
    const production = await serve(['production-only', 'shared-slug-prod'], productionKey);
    const stagingClient = clientOf(staging.url, stagingKey);
    const productionClient = clientOf(production.url, productionKey);
    await stagingClient.brandIndex?.refresh(brandId);
    await productionClient.brandIndex?.refresh(brandId);

    expect(
      (await findContentBySlug(productionClient, brandId, { slug: 'production-only' }))?.id,
    ).toBe('production-only');
    expect(await findContentBySlug(productionClient, brandId, { slug: 'staging-only' })).toBeNull();
    expect(await productionClient.brandIndex?.find(brandId, 'shared-slug')).toBeNull();
    expect((await findContentBySlug(stagingClient, brandId, { slug: 'staging-only' }))?.id).toBe(
      'staging-only',
    );
    expect(await entriesOf(productionClient.brandIndex)).toEqual([
      'production-only',
      'shared-slug-prod',
    ]);
    expect(await entriesOf(stagingClient.brandIndex)).toEqual(['staging-only', 'shared-slug']);

    const keys = await redis.keys('*');
    const metas = keys.filter((key) => key.endsWith(':b-acme:meta'));
    expect(metas).toHaveLength(2);
    // The namespace is a fingerprint: neither the key nor the service's address is written.
    for (const key of keys) {
      expect(key).toMatch(/^content-delivery-react:brand-index:[0-9a-f]{32}:b-acme:/);
      for (const secret of [stagingKey, productionKey, '127.0.0.1']) {
        expect(key).not.toContain(secret);
        expect((await redis.get(key)) ?? '').not.toContain(secret);
      }
    }
  });

  it('keeps two keys of one service apart (their rights may differ), and shares one key between clients', async () => {
    await redis.flushall();
    // The mock checks no key here: both are accepted, as keys with different rights would be.
    const service = await serve(['only-article']);
    const first = clientOf(service.url, 'reader-key-one-7a1b');
    const second = clientOf(service.url, 'reader-key-two-9c2d');
    await first.brandIndex?.refresh(brandId);
    // The second key finds nothing stored for it, and walks for itself: two indexes.
    expect(second.brandIndex?.info(brandId)).toBeUndefined();
    await second.brandIndex?.refresh(brandId);
    expect(await second.brandIndex?.find(brandId, 'only-article')).toMatchObject({
      id: 'only-article',
    });
    expect((await redis.keys('*:b-acme:meta')).length).toBe(2);

    // A client of the same service and key (another instance) reads the first one's index.
    const again = clientOf(service.url, 'reader-key-one-7a1b');
    expect(await again.brandIndex?.find(brandId, 'only-article')).toMatchObject({
      id: 'only-article',
    });
    expect((await redis.keys('*:b-acme:meta')).length).toBe(2);
  });

  it('shares one index between clients given the same explicit keyPrefix, whatever their service', async () => {
    await redis.flushall();
    const one = await serve(['shared-by-choice']);
    const other = await serve(['never-walked']);
    const keyPrefix = 'site:brand-index';
    const writer = createContentClient({ baseUrl: one.url, brandIndex: { storage, keyPrefix } });
    const reader = createContentClient({ baseUrl: other.url, brandIndex: { storage, keyPrefix } });
    await writer.brandIndex?.refresh(brandId);
    expect(await reader.brandIndex?.find(brandId, 'shared-by-choice')).toMatchObject({
      id: 'shared-by-choice',
    });
    expect(await redis.keys('content-delivery-react:*')).toEqual([]);
  });
});
