import {
  type BrandIndexStorage,
  type ContentClient,
  createBrandIndex,
  createContentClient,
} from 'content-delivery-react/client';
import { createStorage, prefixStorage, type Storage, type StorageValue } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import redisDriver from 'unstorage/drivers/redis';
import { describe, expectTypeOf, it } from 'vitest';

describe('BrandIndexStorage', () => {
  it('takes an unstorage Storage as it is, with no cast', () => {
    expectTypeOf<Storage>().toExtend<BrandIndexStorage>();
    expectTypeOf<Storage<StorageValue>>().toExtend<BrandIndexStorage>();
    expectTypeOf(createStorage()).toExtend<BrandIndexStorage>();
    expectTypeOf(createStorage({ driver: memoryDriver() })).toExtend<BrandIndexStorage>();
    expectTypeOf(
      createStorage({ driver: redisDriver({ url: 'redis://127.0.0.1:6379' }) }),
    ).toExtend<BrandIndexStorage>();
    expectTypeOf(prefixStorage(createStorage(), 'site')).toExtend<BrandIndexStorage>();

    const storage: BrandIndexStorage = createStorage();
    const client: ContentClient = createContentClient({
      baseUrl: 'https://cds.example.com',
      brandIndex: { storage: createStorage() },
    });
    createBrandIndex(client, { storage });
    createBrandIndex(client, { storage: createStorage<string>() });
  });

  it('refuses a store without the three methods, or with a synchronous one', () => {
    expectTypeOf<{
      getItem(key: string): Promise<unknown>;
      setItem(key: string, value: string): Promise<void>;
    }>().not.toExtend<BrandIndexStorage>();
    expectTypeOf<{
      getItem(key: string): unknown;
      setItem(key: string, value: string): void;
      removeItem(key: string): void;
    }>().not.toExtend<BrandIndexStorage>();
    expectTypeOf<Map<string, string>>().not.toExtend<BrandIndexStorage>();
  });
});
