// Arbitrary content for the hostile-field tests: every string field may hold any JSON string.
import type { Category, ContentItem } from 'content-delivery-react';
import fc from 'fast-check';
import { makeContentItem } from '../helpers/contentItem.js';

/** Strings that broke (or could break) rendering or routing somewhere. */
export const nastyStrings = [
  '',
  ' ',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '.',
  '..',
  '/',
  '\\',
  '?',
  '#',
  '%2F',
  '%5C',
  '%2e%2e',
  '%252e%252e',
  '.%2E',
  '..%2F..%2Fadmin',
  '..\\..\\admin',
  '.\t.',
  '..\u0001',
  'a/../../admin',
  '\uD800',
  'a\uDC00b',
  '\u0000\u001f\u007f',
  'javascript:alert(1)',
  '//evil.test',
  '\\\\evil.test',
  'https://evil.test/',
  '</script><script>alert(1)</script>',
  'x'.repeat(10_000),
];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** One unit of a hostile string: any code point, a lone surrogate, or a path character. */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constantFrom('.', '..', '/', '\\', '%', '%2e', '%2F', '?', '#', '\t'),
);

/** Any JSON string, weighted towards the ones that break things. */
export const hostileString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: hostileUnit, maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Article HTML with links a router must never get: no href, `javascript:`, empty. */
export const hostileHtml = fc.oneof(
  hostileString,
  fc.constantFrom(
    '<a href="javascript:alert(1)">x</a>',
    '<a>no href</a>',
    '<a href="">empty</a>',
    '<p><a href="/fine">fine</a> <a href="java\tscript:alert(1)"><b>bold</b></a></p>',
  ),
);

/** Routes an app built by concatenation, the way anti-pattern 6 warns about. */
export const concatenatedRoutes = {
  getItemHref: (item: Pick<ContentItem, 'language' | 'slug'>) =>
    `/articles/${item.language}/${item.slug}`,
  getTagHref: (tag: string) => `/tags/${tag}`,
  getCategoryHref: (id: string) => `/categories/${id}`,
};

/** A plain, valid item to override fields of. */
export const baseItem: ContentItem = makeContentItem({
  id: 'item-1',
  title: 'Title',
  slug: 'slug',
  language: 'en',
  description: 'Description',
  content: '<p>Body</p>',
  tags: ['one'],
  categoryId: 'news',
  category: 'News',
  publishedDate: '2024-01-02T00:00:00Z',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-03T00:00:00Z',
  imageUrl: null,
  translationGroupId: 'group-1',
  isSourceLanguageDocument: true,
});

const nullable = (arbitrary: fc.Arbitrary<string>) => fc.option(arbitrary, { nil: null });

/** A content item with a hostile string in every string field. */
export const hostileItem: fc.Arbitrary<ContentItem> = fc
  .record({
    id: hostileString,
    title: hostileString,
    slug: hostileString,
    language: hostileString,
    description: hostileString,
    content: hostileHtml,
    tags: fc.array(hostileString, { maxLength: 4 }),
    categoryId: hostileString,
    category: hostileString,
    publishedDate: nullable(hostileString),
    status: fc.constantFrom('Published', 'Draft', 'Archived' as const),
    createdAt: hostileString,
    updatedAt: hostileString,
    imageUrl: nullable(hostileString),
    metaTitle: nullable(hostileString),
    metaDescription: nullable(hostileString),
    primaryKeyword: nullable(hostileString),
    translationGroupId: hostileString,
    isSourceLanguageDocument: fc.boolean(),
    brief: nullable(hostileString),
  })
  .map((fields) => ({ ...baseItem, ...fields }));

/** A category with hostile id, names and translation keys (own properties, as JSON gives them). */
export const hostileCategory: fc.Arbitrary<Category> = fc
  .record({
    id: hostileString,
    name: nullable(hostileString),
    description: nullable(hostileString),
    translations: fc.array(
      fc.tuple(
        hostileString,
        fc.record({ name: nullable(hostileString), description: nullable(hostileString) }),
      ),
      { maxLength: 3 },
    ),
  })
  .map(({ translations, ...fields }) => ({
    ...fields,
    slug: null,
    createdAt: null,
    updatedAt: null,
    // fromEntries defines own properties, as JSON.parse does: `__proto__` is a key, not the prototype.
    translations: Object.fromEntries(translations),
  }));

/** Text that only shows when a lookup keyed by content found a member of `Object.prototype`. */
export const prototypeText = /function Object\(|\[native code\]|\[object Object\]/;

/** Every `href` attribute in server HTML, unescaped the way React escaped it. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

/** Whether `href`, resolved on a page of the app, stays on the site and inside `route`. */
export function staysInside(href: string, route: string): boolean {
  const url = new URL(href, 'https://site.test/base/page');
  return url.origin === 'https://site.test' && url.pathname.startsWith(route);
}

/**
 * The fields of {@link hostileItem} that the service may send as any string; the dates are
 * left to `createMockContentItem`, because the client rejects a page with an unreadable date.
 */
export const hostileServedFields = hostileItem.map(
  ({ publishedDate: _published, createdAt: _created, updatedAt: _updated, ...fields }) => fields,
);

/** Languages named like members of `Object.prototype`, for lookups keyed by content. */
export const prototypeNames = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
);
