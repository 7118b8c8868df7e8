// Hostile values for the server components' tests: every string field of an item may hold any
// JSON string, and the server render must stay safe, with no error row.
import type { ContentItem } from 'content-delivery-react';
import { baseItem } from '../components/hostileContent.js';

/**
 * The strings every server component is rendered with: a short list, as each one costs a Flight
 * render and an HTML render (the client tests' `nastyStrings` has the long one), plus 1 MB.
 */
export const hostileStrings = [
  '\uD800',
  'a\uDC00b',
  '..',
  '../../admin',
  'constructor',
  '__proto__',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  'x'.repeat(1_000_000),
] as const;

/** A plain, published item in English (the components' `baseItem` with a real article's fields). */
export function serverItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...baseItem,
    title: 'Trail running basics',
    slug: 'trail-running-basics',
    description: 'How to start running off-road.',
    content: '<h2>Shoes</h2><p>Grip <a href="/gear">matters</a>.</p><h2>Pace</h2><p>Go slow.</p>',
    tags: ['running', 'gear'],
    categoryId: 'running',
    category: 'Running',
    publishedDate: '2025-03-01T10:00:00Z',
    createdAt: '2025-02-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    imageUrl: 'https://images.test/trail.jpg',
    ...overrides,
  };
}

/** An item with `value` in every string field (and as its only tag and its image URL). */
export function hostileItem(value: string): ContentItem {
  return serverItem({
    id: value,
    title: value,
    slug: value,
    language: value,
    description: value,
    content: `<p>${value}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    tags: [value, value],
    categoryId: value,
    category: value,
    publishedDate: value,
    createdAt: value,
    updatedAt: value,
    imageUrl: value,
    metaTitle: value,
    metaDescription: value,
    primaryKeyword: value,
    translationGroupId: value,
    brief: value,
    internalTags: [value],
  });
}

/** Whether HTML carries anything that would run script: a script tag, a handler, a script URL. */
export function runsScript(html: string): boolean {
  return /<script|\son[a-z]+=|(?:href|src|action)="\s*javascript:/i.test(html);
}

/** The payload's element rows, without React's development debug rows (which echo the props). */
export function elementRows(payload: string): string {
  return payload
    .split('\n')
    .filter((row) => /^[0-9a-f]+:\[/.test(row))
    .join('\n');
}
