// Invariant 3 with real router links on the server: when the sanitizer drops an href in
// article HTML, the router's Link is not called with `href={undefined}` (Next.js's Link
// throws then, in development and production, and the route answers 500).
import { ContentArticle, type ContentItem } from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import nextLinkModule from 'next/link.js';
import type { AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryLabel } from '../../src/components/localizedCategory.js';
import { baseItem, hrefsIn, staysInside } from './hostileContent.js';

// next/link is CommonJS; under NodeNext its default import is the module, whose `default` is Link.
const NextLink = nextLinkModule.default;

/** React Router's documented two-line adapter: its Link takes `to`. */
function ReactRouterLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <RouterLink to={href ?? ''} {...props} />;
}

const hostileBody =
  '<p><a href="javascript:alert(1)">script</a> <a>no href</a> <a href="">empty</a> <a href="/fine">fine</a></p>';
const item: ContentItem = { ...baseItem, content: hostileBody, tags: ['..', '%2e%2e', 'ok'] };

beforeAll(() => installServerSanitizer());
afterAll(() => uninstallServerSanitizer());

describe('next/link as linkComponent, server rendering', () => {
  it('is a real test: next/link throws on href={undefined}', () => {
    expect(() =>
      renderToString(<NextLink href={undefined as unknown as string}>x</NextLink>),
    ).toThrow(/href/);
  });

  it('renders hostile article HTML: inert <a> for dropped hrefs, router link for safe ones', () => {
    const html = renderToString(<ContentArticle item={item} linkComponent={NextLink} />);
    expect(html).toContain('>script</a>');
    expect(html).toContain('>no href</a>');
    expect(hrefsIn(html)).toEqual(['/fine', '/t/ok']);
  });
});

describe('React Router Link as linkComponent, server rendering', () => {
  it('renders hostile article HTML without links to the current page', () => {
    const html = renderToString(
      <StaticRouter location="/en/current">
        <ContentArticle item={item} linkComponent={ReactRouterLink} />
      </StaticRouter>,
    );
    expect(html).toContain('>empty</a>');
    const hrefs = hrefsIn(html);
    expect(hrefs).not.toContain('/en/current');
    expect(hrefs).toEqual(['/fine', '/t/ok']);
    for (const href of hrefs.slice(1)) expect(staysInside(href, '/t/')).toBe(true);
  });
});

describe('categoryLabel', () => {
  it('finds no translation for a language named like an Object.prototype member', () => {
    const category = {
      ...{ id: 'c', name: 'News', slug: null, description: null },
      translations: {},
      createdAt: null,
      updatedAt: null,
    };
    for (const lang of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(categoryLabel(category, lang)).toEqual({
        name: 'News',
        description: null,
      });
    }
  });
});
