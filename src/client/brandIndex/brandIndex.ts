import { sameLanguageTag } from '../../shared/languageTag.js';
import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { invalidRequest } from '../errorBuilding.js';
import { clientObservers, INDEX_LOOKUPS_COUNTER, inSpan, LOOKUP_SPAN } from '../events.js';
import { byLanguage } from '../languageOrder.js';
import type { IndexedContent } from '../types.js';
import { brandIndexSettings, defaultPrefix } from './brandIndexSettings.js';
import type {
  BrandIndex,
  BrandIndexLookupOptions,
  BrandIndexOptions,
  SlugLocation,
} from './brandIndexTypes.js';
import { type BrandState, createBrandStates, type PageListener } from './brandStates.js';
import { type IndexView, pageOf, StoreFailure, StoreMiss } from './brandStore.js';
import {
  type DerivedSource,
  derivedSource,
  type LandedListener,
  withLandedListeners,
} from './derivedSource.js';
import { createFreshness } from './freshness.js';
import { hasTag, toIndexedContent } from './indexedContent.js';
import { type IndexedListKind, indexedListItems } from './indexedLists.js';
import { createSharedIndex } from './sharedIndex.js';
import { createWalkScheduler } from './walkScheduler.js';

// The index's lookups. Its other jobs have files of their own: the options (brandIndexSettings),
// what an instance knows of each brand (brandStates), the time decisions (freshness), when
// brands are walked (walkScheduler), the walk and its seal (brandWalk), the stored layout and
// its reads (storeLayout, brandStore), how instances coordinate (sharedIndex), and what site
// search derives from the index (derivedSource).

/** What the lookups of this package use beyond the public methods. */
export interface BrandIndexInternals {
  client: ContentClient;
  locate(brandId: string, slug: string, options: BrandIndexLookupOptions): Promise<SlugLocation>;
  /**
   * The versions of `item`'s translation group the index holds, and whether they are all of
   * them (the index holds the brand whole and the item itself); `undefined` when the index
   * cannot say (a brand over `maxItems`). Rejects when the walk it waits for fails.
   */
  versionsOf(
    brandId: string,
    item: IndexedContent,
    signal: AbortSignal | undefined,
  ): Promise<{ versions: IndexedContent[]; complete: boolean } | undefined>;
  /**
   * A category's or a tag's items, every language, in list order, when the index holds the
   * list whole; `undefined` when it cannot give it exactly.
   */
  listItems(
    brandId: string,
    kind: IndexedListKind,
    value: string,
    signal: AbortSignal | undefined,
  ): Promise<IndexedContent[] | undefined>;
  /**
   * A located item was not where the index said: walks again (or joins the running walk) and
   * resolves `true`, or resolves `false` when the index was walked within `missRefreshMs`.
   */
  moved(brandId: string, signal: AbortSignal | undefined): Promise<boolean>;
  /**
   * The index in use for a brand, for what is derived from it (site search); `undefined` when
   * the brand is not indexed whole. Rejects when the walk it waits for fails.
   */
  derivedSource(
    brandId: string,
    signal: AbortSignal | undefined,
  ): Promise<DerivedSource | undefined>;
  /**
   * Calls `listener` in the background whenever a walk or a head check that found items lands
   * (kept alive by `waitUntil`), so what is derived is brought up to date before it is asked for.
   * Its failures are its own to report.
   */
  onLanded(listener: LandedListener): void;
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
 * The default namespace of a shared index: the prefix and a SHA-256 fingerprint of the
 * service's base URL and credentials (128 bits, in hex). Non-reversible: the key is never
 * written, and two keys with different rights get different namespaces.
 */
async function serviceNamespace(serviceIdentity: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serviceIdentity));
  const hex = [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${defaultPrefix}:${hex}`;
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
  const observers = clientObservers(client);
  // What is derived from the index (site search) hears of walks and head checks that land.
  const { settings, onLanded } = withLandedListeners(brandIndexSettings(options, observers));
  const { storage, telemetry } = settings;
  const freshness = createFreshness(settings);
  const brands = createBrandStates(settings.maxBrands, storage);
  const shared = createSharedIndex(settings, freshness, brands.fallbackFor);
  const walks = createWalkScheduler(client, settings, freshness, shared);
  const source = storage.shared ? 'store' : 'memory';

  // In memory there is no one to keep apart; in a store, the service and credentials are.
  let namespace: Promise<string> | undefined;
  const namespaceOf = () => {
    namespace ??=
      settings.keyPrefix !== undefined
        ? Promise.resolve(settings.keyPrefix)
        : storage.shared
          ? serviceNamespace(settings.serviceIdentity)
          : Promise.resolve(defaultPrefix);
    return namespace;
  };
  const use = async (brandId: string): Promise<BrandState> =>
    brands.use(brandId, await namespaceOf());

  /** Counts a lookup's outcome; a failing counter must not fail the lookup. */
  const counted = (outcome: SlugLocation): SlugLocation => {
    try {
      telemetry?.count(INDEX_LOOKUPS_COUNTER, 1, { source, outcome: outcome.kind });
    } catch {}
    return outcome;
  };

  /**
   * Runs `read` on the brand's view. A value it needs that is gone (a walk replaced the index
   * meanwhile and removed the old keys) makes it read the meta again and run once more on the
   * new index. Gone from the index in use, the store is damaged (a key evicted, a foreign
   * write): reported, the brand walked again (once: a walk already running is joined) and
   * `read` run on the new index; past that, `otherwise` answers.
   */
  const onView = async <T>(
    brandId: string,
    state: BrandState,
    view: IndexView,
    read: (view: IndexView) => Promise<T>,
    otherwise: () => T,
  ): Promise<T> => {
    const attempt = async (current: IndexView): Promise<{ value: T } | 'missing'> => {
      try {
        return { value: await read(current) };
      } catch (error) {
        if (error instanceof StoreFailure && state.store.shared) {
          shared.storeFailed(brandId, state, error);
          return { value: otherwise() };
        }
        if (!(error instanceof StoreMiss)) throw error;
        return 'missing';
      }
    };
    const first = await attempt(view);
    if (first !== 'missing') return first.value;
    await shared.read(brandId, state, true);
    const current = state.view;
    if (current !== undefined && current.meta.generation !== view.meta.generation) {
      const again = await attempt(current);
      if (again !== 'missing') return again.value;
    }
    settings.emit({
      kind: 'store-failed',
      brandId,
      operation: 'read',
      error: new StoreMiss(brandId),
    });
    await walks.start(brandId, state).done.catch(() => {});
    const rebuilt = state.view;
    if (rebuilt !== undefined && rebuilt.meta.generation !== view.meta.generation) {
      const last = await attempt(rebuilt);
      if (last !== 'missing') return last.value;
    }
    return otherwise();
  };

  const locate = async (
    brandId: string,
    slug: string,
    { lang, signal }: BrandIndexLookupOptions,
  ): Promise<SlugLocation> => {
    if (typeof slug !== 'string') throw invalidRequest('slug must be a string', 'slug');
    if (lang !== undefined && typeof lang !== 'string') {
      throw invalidRequest('lang must be a string when given', 'lang');
    }
    const state = await use(brandId);
    // `lang` names the language as a filter does: `de-at` from a URL finds a `de-AT` item.
    const inLanguage = (item: { language: string }) =>
      lang === undefined || sameLanguageTag(item.language, lang);

    // Cold: wait for the walk, answering as soon as it reads the slug's page.
    let early: SlugLocation | undefined;
    const waitForWalk = async () => {
      const walk = walks.start(brandId, state);
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const listener: PageListener = (list, page, items) => {
        const item = items.find((candidate) => candidate.slug === slug);
        const entry = item && toIndexedContent(item);
        if (early !== undefined || item === undefined || entry === undefined) return;
        // The item comes with the answer, so its place in the list is not needed.
        early = inLanguage(item)
          ? // Stryker disable next-line UnaryOperator: no caller reads an early position
            {
              kind: 'found',
              record: { entry, list, position: -1 },
              page,
              pageSize: settings.pageSize,
              item,
            }
          : { kind: 'absent' };
        answer();
      };
      walk.listeners.add(listener);
      try {
        await untilAborted(signal, () => Promise.race([walk.done, answered]));
      } finally {
        // Stryker disable next-line CallExpression: a listener left on the walk is harmless
        walk.listeners.delete(listener);
      }
    };

    await untilAborted(signal, () => shared.read(brandId, state));
    if (
      state.view === undefined &&
      !(state.tooLarge !== undefined && freshness.isTooLargeStill(state))
    ) {
      await waitForWalk();
      if (early !== undefined) return counted(early);
    }
    const view = await walks.ready(brandId, state, signal);
    if (view === undefined) return counted({ kind: 'unknown' });

    /** The answer of `current`, or `undefined` for a slug it lacks and could say "not found" to. */
    const answer = async (current: IndexView): Promise<SlugLocation | undefined> => {
      const record = await state.store.slug(current, slug);
      if (record === 'refused') return { kind: 'unknown' };
      if (record !== undefined) {
        if (!inLanguage(record.entry)) return { kind: 'absent' };
        return {
          kind: 'found',
          record,
          page: pageOf(current, record),
          pageSize: current.meta.pageSize,
          item: undefined,
        };
      }
      if (!current.meta.complete) return { kind: 'unknown' };
      return undefined;
    };
    const unknown = (): SlugLocation => ({ kind: 'unknown' });
    const known = await onView(brandId, state, view, answer, unknown);
    if (known !== undefined) return counted(known);
    // Before "not found", one small read of the shared store: another instance may have walked
    // since this one last looked (a webhook's refresh there), and its walk holds the slug.
    let latest = view;
    if (state.store.shared) {
      await untilAborted(signal, () => shared.read(brandId, state, true));
      latest = state.view ?? view;
      if (latest !== view) {
        const synced = await onView(brandId, state, latest, answer, unknown);
        if (synced !== undefined) return counted(synced);
      }
    }
    if (state.walk === undefined)
      await untilAborted(signal, () => walks.headCheck(brandId, state, latest));
    // A walk in progress (a webhook's refresh, or one the head check started for lists it
    // could not follow, such as a new category) may hold the new item: wait for it.
    if (state.walk !== undefined) {
      await waitForWalk();
      if (early !== undefined) return counted(early);
    }
    const current = state.view;
    const last =
      current === undefined ? undefined : await onView(brandId, state, current, answer, unknown);
    return counted(last ?? { kind: 'absent' });
  };

  /**
   * `read` on the brand's view once it is usable (walking when needed), through `onView`;
   * `undefined` when the index cannot answer (a brand over `maxItems`, a damaged store).
   */
  const onReadyView = async <T>(
    brandId: string,
    signal: AbortSignal | undefined,
    read: (store: BrandState['store'], view: IndexView) => Promise<T>,
  ): Promise<T | undefined> => {
    const state = await use(brandId);
    const view = await walks.ready(brandId, state, signal);
    if (view === undefined) return undefined;
    return onView<T | undefined>(
      brandId,
      state,
      view,
      (current) => read(state.store, current),
      () => undefined,
    );
  };

  /** The brand's view, walking when needed; rejects when the brand is not indexed. */
  const indexedView = async (brandId: string, signal: AbortSignal | undefined) => {
    const state = await use(brandId);
    const view = await walks.ready(brandId, state, signal);
    if (view === undefined) throw notIndexed(brandId);
    return { state, view };
  };

  const lookupSpan = <T>(kind: string, brandId: unknown, run: () => Promise<T>) =>
    inSpan(telemetry, LOOKUP_SPAN, { lookup: kind, brand: String(brandId).slice(0, 80) }, run);

  const index: BrandIndex = {
    find(brandId, slug, options = {}) {
      return lookupSpan('slug', brandId, async () => {
        const location = await locate(brandId, slug, options);
        if (location.kind === 'found') return location.record.entry;
        if (location.kind === 'absent') return null;
        throw notIndexed(brandId);
      });
    },
    variants(brandId, translationGroupId, options = {}) {
      return lookupSpan('variants', brandId, async () => {
        const { state, view } = await indexedView(brandId, options.signal);
        const records = await onView(
          brandId,
          state,
          view,
          (current) => state.store.group(current, translationGroupId),
          () => {
            throw notIndexed(brandId);
          },
        );
        return records
          .map((record) => record.entry)
          .filter(
            (entry) => options.lang === undefined || sameLanguageTag(entry.language, options.lang),
          )
          .sort(byLanguage);
      });
    },
    async *entries(brandId, options = {}) {
      const { state, view } = await indexedView(brandId, options.signal);
      // A category's items are its list's: only that list's chunks are read.
      const list =
        options.categoryId === undefined ? undefined : view.listIndex.get(options.categoryId);
      const lists = options.categoryId === undefined ? undefined : list === undefined ? [] : [list];
      try {
        for await (const { entry } of state.store.records(view, lists)) {
          if (options.lang !== undefined && !sameLanguageTag(entry.language, options.lang))
            continue;
          if (options.categoryId !== undefined && entry.categoryId !== options.categoryId) continue;
          if (options.status !== undefined && entry.status !== options.status) continue;
          if (options.tag !== undefined && !hasTag(entry, options.tag)) continue;
          yield entry;
        }
      } catch (error) {
        if (error instanceof StoreFailure) {
          // The store failed mid-list: what was yielded is not the whole brand, so the caller
          // (a sitemap) must fail rather than answer part of it.
          shared.storeFailed(brandId, state, error);
          throw error;
        }
        if (!(error instanceof StoreMiss)) throw error;
        // A walk replaced the index while it was read: what was yielded is of the old one.
        settings.emit({ kind: 'store-failed', brandId, operation: 'read', error });
        throw invalidRequest(
          `brand "${brandId.slice(0, 80)}": the index was replaced by a new walk while its entries were read; read them again`,
          'brandId',
        );
      }
    },
    async refresh(brandId, options = {}) {
      const state = await use(brandId);
      await untilAborted(options.signal, () => walks.refresh(brandId, state));
    },
    info(brandId) {
      const view = brands.peek(brandId)?.view;
      if (view === undefined) return undefined;
      const { meta } = view;
      return {
        items: meta.items + view.delta.length,
        walkedAt: meta.walkedAt,
        complete: meta.complete,
      };
    },
  };

  internals.set(index, {
    client,
    locate: (brandId, slug, options) =>
      lookupSpan('slug', brandId, () => locate(brandId, slug, options)),
    versionsOf: (brandId, item, signal) =>
      lookupSpan('variants', brandId, () =>
        onReadyView(brandId, signal, async (store, current) => {
          const versions = (await store.group(current, item.translationGroupId)).map(
            (record) => record.entry,
          );
          return {
            versions,
            // An item the index lacks was published (or moved) since the walk: so may its versions be.
            complete: current.meta.complete && versions.some((version) => version.id === item.id),
          };
        }),
      ),
    listItems: (brandId, kind, value, signal) =>
      lookupSpan('list', brandId, () =>
        onReadyView(brandId, signal, (store, current) =>
          indexedListItems(store, current, kind, value),
        ),
      ),
    onLanded,
    async derivedSource(brandId, signal) {
      const state = await use(brandId);
      const view = await walks.ready(brandId, state, signal);
      if (view === undefined || !view.meta.complete) return undefined;
      return derivedSource(brandId, state, view, settings, shared);
    },
    async moved(brandId, signal) {
      const state = await use(brandId);
      // Walks again, once per `missRefreshMs` at most, so a service whose pages do not hold
      // what they held a moment ago cannot make every lookup a walk.
      if (state.walk === undefined && !freshness.mayWalkForMovedItem(state)) return false;
      await untilAborted(signal, () => walks.start(brandId, state).done);
      return true;
    },
  });
  return index;
}
