import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { invalidRequest } from '../errorBuilding.js';
import { brandIndexSettings } from './brandIndexSettings.js';
import type {
  BrandIndex,
  BrandIndexLookupOptions,
  BrandIndexOptions,
  SlugLocation,
} from './brandIndexTypes.js';
import { type BrandSnapshot, pageOf } from './brandSnapshot.js';
import { createBrandStates, isStale, type PageListener } from './brandStates.js';
import { toIndexedContent } from './indexedContent.js';
import { createSharedIndex } from './sharedIndex.js';
import { createWalkScheduler } from './walkScheduler.js';

// The index's lookups. Its other jobs have files of their own: the options (brandIndexSettings),
// the brands held (brandStates), when brands are walked and how fresh they are kept
// (walkScheduler), and how instances share the index through a store (sharedIndex).

/** What the lookups of this package use beyond the public methods. */
export interface BrandIndexInternals {
  client: ContentClient;
  locate(brandId: string, slug: string, options: BrandIndexLookupOptions): Promise<SlugLocation>;
  /** The brand's snapshot when one is usable (building it when needed); `undefined` when the brand is too large. */
  snapshot(brandId: string, signal: AbortSignal | undefined): Promise<BrandSnapshot | undefined>;
  /**
   * A located item was not where the index said: walks again (or joins the running walk) and
   * resolves `true`, or resolves `false` when the index was walked within `missRefreshMs`.
   */
  moved(brandId: string, signal: AbortSignal | undefined): Promise<boolean>;
}

const internals = new WeakMap<BrandIndex, BrandIndexInternals>();

/** The internals of an index made by {@link createBrandIndex}; `undefined` for anything else. */
export function brandIndexInternals(index: BrandIndex): BrandIndexInternals | undefined {
  return internals.get(index);
}

/** The answer of a lookup the index cannot give: the brand is too large or not walked whole. */
function notIndexed(brandId: string) {
  return invalidRequest(
    `brand "${brandId.slice(0, 80)}" is not indexed whole (more items than maxItems, or lists that could not be walked whole): use findContentBySlug and findVariants, which search its lists`,
    'brandId',
  );
}

/**
 * Creates a {@link BrandIndex} over `client`. A client made on a server has one already
 * (`client.brandIndex`, configured by the client's `brandIndex` option); create your own to
 * share it between clients or give it other settings. Bad options throw a `ContentApiError`
 * (`invalid-request`).
 *
 * @example
 * import { createStorage } from 'unstorage';
 * import redisDriver from 'unstorage/drivers/redis';
 * const client = createContentClient({
 *   baseUrl, apiKey,
 *   brandIndex: { storage: createStorage({ driver: redisDriver({ url: process.env.REDIS_URL }) }) },
 * });
 */
export function createBrandIndex(
  client: ContentClient,
  options: BrandIndexOptions = {},
): BrandIndex {
  const settings = brandIndexSettings(options);
  const { ttlMs, missRefreshMs, pageSize } = settings;
  const brands = createBrandStates(settings.maxBrands);
  const shared = createSharedIndex(settings);
  const walks = createWalkScheduler(client, settings, shared);

  const locate = async (
    brandId: string,
    slug: string,
    { lang, signal }: BrandIndexLookupOptions,
  ): Promise<SlugLocation> => {
    if (typeof slug !== 'string') throw invalidRequest('slug must be a string', 'slug');
    if (lang !== undefined && typeof lang !== 'string') {
      throw invalidRequest('lang must be a string when given', 'lang');
    }
    const state = brands.use(brandId);
    const inLanguage = (item: { language: string }) => lang === undefined || item.language === lang;

    // Cold: wait for the walk, answering as soon as it reads the slug's page.
    let early: SlugLocation | undefined;
    const waitForWalk = async () => {
      const walk = walks.start(brandId, state);
      let listener: PageListener | undefined;
      const answered = new Promise<void>((resolve) => {
        listener = (list, page, items) => {
          const item = items.find((candidate) => candidate.slug === slug);
          const entry = item && toIndexedContent(item);
          if (early !== undefined || item === undefined || entry === undefined) return;
          // The item comes with the answer, so its place in the list is not needed.
          early = inLanguage(item)
            ? // Stryker disable next-line UnaryOperator: equivalent, no caller reads an early answer's position
              { kind: 'found', record: { entry, list, position: -1 }, page, pageSize, item }
            : { kind: 'absent' };
          resolve();
        };
        walk.listeners.add(listener);
      });
      try {
        await untilAborted(signal, () => Promise.race([walk.done, answered]));
      } finally {
        // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: equivalent, a listener left on the walk only runs a `find` per later page and sets a variable nobody reads; the walk drops it when it ends
        if (listener !== undefined) walk.listeners.delete(listener);
      }
    };

    await untilAborted(signal, () => shared.sync(brandId, state));
    if (state.snapshot === undefined && !(state.tooLarge && !isStale(state, ttlMs))) {
      await waitForWalk();
      if (early !== undefined) return early;
    }
    const snapshot = await walks.ready(brandId, state, signal);
    if (snapshot === undefined) return { kind: 'unknown' };

    const answer = (current: BrandSnapshot): SlugLocation | undefined => {
      const record = current.bySlug.get(slug);
      if (record !== undefined) {
        if (!inLanguage(record.entry)) return { kind: 'absent' };
        return {
          kind: 'found',
          record,
          page: pageOf(current, record),
          pageSize: current.pageSize,
          item: undefined,
        };
      }
      if (!current.complete || current.refusedSlugs.has(slug)) return { kind: 'unknown' };
      return undefined;
    };
    const known = answer(snapshot);
    if (known !== undefined) return known;
    // Before "not found", one small read of the shared store: another instance may have walked
    // since this one last looked (a webhook's refresh there), and its walk holds the slug.
    let latest = snapshot;
    if (shared.enabled) {
      await untilAborted(signal, () => shared.sync(brandId, state, true));
      latest = state.snapshot ?? snapshot;
      const synced = answer(latest);
      if (synced !== undefined) return synced;
    }
    if (state.walk === undefined)
      await untilAborted(signal, () => walks.headCheck(brandId, state, latest));
    // A walk in progress (a webhook's refresh, or one the head check started for lists it
    // could not follow, such as a new category) may hold the new item: wait for it.
    if (state.walk !== undefined) {
      await waitForWalk();
      if (early !== undefined) return early;
    }
    const current = state.snapshot;
    return (current && answer(current)) ?? { kind: 'absent' };
  };

  const index: BrandIndex = {
    async find(brandId, slug, options = {}) {
      const location = await locate(brandId, slug, options);
      if (location.kind === 'found') return location.record.entry;
      if (location.kind === 'absent') return null;
      throw notIndexed(brandId);
    },
    async variants(brandId, translationGroupId, options = {}) {
      const snapshot = await walks.ready(brandId, brands.use(brandId), options.signal);
      if (snapshot === undefined) throw notIndexed(brandId);
      const group = snapshot.byGroup.get(translationGroupId) ?? [];
      return group
        .map((record) => record.entry)
        .filter((entry) => options.lang === undefined || entry.language === options.lang)
        .sort((a, b) => {
          if (a.language < b.language) return -1;
          // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent on V8 (Node, Chromium, Deno, workerd), whose sort reads only whether a result is below 0
          return a.language > b.language ? 1 : 0;
        });
    },
    async *entries(brandId, options = {}) {
      const snapshot = await walks.ready(brandId, brands.use(brandId), options.signal);
      if (snapshot === undefined) throw notIndexed(brandId);
      const tag = options.tag?.toLowerCase();
      for (const { entry } of snapshot.records) {
        if (options.lang !== undefined && entry.language !== options.lang) continue;
        if (options.categoryId !== undefined && entry.categoryId !== options.categoryId) continue;
        if (options.status !== undefined && entry.status !== options.status) continue;
        if (tag !== undefined && !entry.tags.some((candidate) => candidate.toLowerCase() === tag)) {
          continue;
        }
        yield entry;
      }
    },
    async refresh(brandId, options = {}) {
      const state = brands.use(brandId);
      await untilAborted(options.signal, () => walks.refresh(brandId, state));
    },
    info(brandId) {
      const snapshot = brands.peek(brandId)?.snapshot;
      if (snapshot === undefined) return undefined;
      return {
        items: snapshot.records.length,
        walkedAt: snapshot.walkedAt,
        complete: snapshot.complete,
      };
    },
  };

  internals.set(index, {
    client,
    locate,
    snapshot: (brandId, signal) => walks.ready(brandId, brands.use(brandId), signal),
    async moved(brandId, signal) {
      const state = brands.use(brandId);
      // Walks again, once per `missRefreshMs` at most, so a service whose pages do not hold
      // what they held a moment ago cannot make every lookup a walk.
      if (state.walk === undefined && !isStale(state, missRefreshMs)) return false;
      await untilAborted(signal, () => walks.start(brandId, state).done);
      return true;
    },
  });
  return index;
}
