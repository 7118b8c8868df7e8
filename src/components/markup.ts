import { type ElementType, version as reactVersion } from 'react';
import { textDirection } from './locale.js';

// The markup conventions every component shares: class names, the attributes of an item's
// root element, a featured image's attributes, heading levels and React keys from content.

/** Joins class names, skipping empty ones: `cx('cdr-card', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** `lang`, `dir` and `data-status` for the root element of anything that shows one item. */
export function itemRootAttributes(item: { language: string; status: string }) {
  return {
    lang: item.language,
    dir: textDirection(item.language),
    'data-status': item.status.toLowerCase(),
  };
}

/**
 * React 18 knows no `fetchPriority` prop: on a plain `<img>` it warns and asks for the lowercase
 * attribute, which React 19 in turn warns about. A component (Next.js `Image`) takes the prop.
 */
const lowercaseFetchPriority = reactVersion.startsWith('18.');

/**
 * The attributes of a card's or an article's featured image: `width` and `height` when `size`
 * has two positive finite numbers (the browser then reserves the box before the image loads;
 * the stylesheet keeps `height: auto`), else none (the stylesheet reserves an `aspect-ratio`
 * box); eager loading with `fetchpriority="high"` for the image of a page's main item, lazy
 * loading otherwise.
 */
export function featuredImageAttributes(
  Image: ElementType,
  size: { width: number; height: number } | undefined,
  priority: 'high' | 'auto',
): Record<string, string | number> {
  const width = size === undefined ? Number.NaN : Math.round(size.width);
  const height = size === undefined ? Number.NaN : Math.round(size.height);
  const sized = width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height);
  const dimensions = sized ? { width, height } : {};
  if (priority === 'auto') return { ...dimensions, loading: 'lazy', decoding: 'async' };
  const fetchPriority =
    lowercaseFetchPriority && Image === 'img' ? 'fetchpriority' : 'fetchPriority';
  return { ...dimensions, loading: 'eager', decoding: 'async', [fetchPriority]: 'high' };
}

/**
 * The heading level just below one of each level (never below `h6`): an article body's top
 * heading under its title, a card's under its list's heading.
 */
export const headingLevelBelow = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 } as const;

/**
 * React keys for values from content, unique even when the values repeat (two tags
 * `news`, two items with one id): the first keeps its value, later ones get `#2`, `#3`, ….
 * Duplicate keys would make React drop or repeat entries when the list updates.
 */
export function distinctKeys(values: readonly string[]): string[] {
  const used = new Set<string>();
  // The next copy number to try per value: n repeats of one value cost n steps, not n²
  // (20 000 tags `news` would otherwise block the page for seconds).
  const nextCopy = new Map<string, number>();
  return values.map((value) => {
    let key = value;
    let copy = nextCopy.get(value) ?? 2;
    while (used.has(key)) key = `${value}#${copy++}`;
    nextCopy.set(value, copy);
    used.add(key);
    return key;
  });
}
