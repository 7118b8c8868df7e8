import { untilAborted } from '../abort.js';
import { invalidRequest } from '../errorBuilding.js';
import type { BrandIndexLookupOptions } from './brandIndexTypes.js';
import { type BrandSnapshot, pageOf } from './brandSnapshot.js';
import { isStale, type PageListener } from './brandState.js';
import type { BrandStates } from './brandStates.js';
import { toIndexedContent } from './indexedContent.js';
import type { SlugLocation } from './indexedLookup.js';

/**
 * Where the item with `slug` is in `brandId`'s lists, from the index: at once when it holds the
 * slug; when it is cold, as soon as its walk reads the slug's page; when it lacks the slug,
 * after one read of the shared store (`shared`), a head check and any walk in progress.
 */
export async function locateSlug(
  brands: BrandStates,
  { pageSize, ttlMs, shared }: { pageSize: number; ttlMs: number; shared: boolean },
  brandId: string,
  slug: string,
  { lang, signal }: BrandIndexLookupOptions,
): Promise<SlugLocation> {
  const { stateOf, startWalk, sync, ready, headCheck } = brands;
  if (typeof slug !== 'string') throw invalidRequest('slug must be a string', 'slug');
  if (lang !== undefined && typeof lang !== 'string') {
    throw invalidRequest('lang must be a string when given', 'lang');
  }
  const state = stateOf(brandId);
  const inLanguage = (item: { language: string }) => lang === undefined || item.language === lang;

  // Cold: wait for the walk, answering as soon as it reads the slug's page.
  let early: SlugLocation | undefined;
  const waitForWalk = async () => {
    const walk = startWalk(brandId, state);
    let listener: PageListener | undefined;
    const answered = new Promise<void>((resolve) => {
      listener = (list, page, items) => {
        const item = items.find((candidate) => candidate.slug === slug);
        const entry = item && toIndexedContent(item);
        if (early !== undefined || item === undefined || entry === undefined) return;
        // The item comes with the answer, so its place in the list is not needed.
        early = inLanguage(item)
          ? { kind: 'found', record: { entry, list, position: -1 }, page, pageSize, item }
          : { kind: 'absent' };
        resolve();
      };
      walk.listeners.add(listener);
    });
    try {
      await untilAborted(signal, () => Promise.race([walk.done, answered]));
    } finally {
      if (listener !== undefined) walk.listeners.delete(listener);
    }
  };

  await untilAborted(signal, () => sync(brandId, state));
  if (state.snapshot === undefined && !(state.tooLarge && !isStale(state, ttlMs))) {
    await waitForWalk();
    if (early !== undefined) return early;
  }
  const snapshot = await ready(brandId, state, signal);
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
  if (shared) {
    await untilAborted(signal, () => sync(brandId, state, true));
    latest = state.snapshot ?? snapshot;
    const synced = answer(latest);
    if (synced !== undefined) return synced;
  }
  if (state.walk === undefined) await untilAborted(signal, () => headCheck(brandId, state, latest));
  // A walk in progress (a webhook's refresh, or one the head check started for lists it
  // could not follow, such as a new category) may hold the new item: wait for it.
  if (state.walk !== undefined) {
    await waitForWalk();
    if (early !== undefined) return early;
  }
  const current = state.snapshot;
  return (current && answer(current)) ?? { kind: 'absent' };
}
