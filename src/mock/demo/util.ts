/** Small string and date helpers of the demo data set. */

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

/** Last day (offset from 2025-01-01) a demo timestamp may fall on: 2026-10-31. */
export const LAST_DAY = 668;

/** An ISO 8601 UTC timestamp without milliseconds, `minutes` after 2025-01-01T00:00:00Z. */
export function isoAt(minutes: number): string {
  return new Date(EPOCH + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

/** Minutes from 2025-01-01 to the start of day `day` plus `hour` and `minute`. */
export function minutesAt(day: number, hour: number, minute: number): number {
  return (day * DAY_MS) / 60_000 + hour * 60 + minute;
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', œ: 'oe' };

/** A URL slug from a Latin-script title (umlauts transliterated, accents dropped). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[äöüßœ]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
