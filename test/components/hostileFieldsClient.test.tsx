// @vitest-environment jsdom
// Invariants 1 and 2 in the browser's way of rendering (createRoot in jsdom), for the
// components that take content as props: no throw, nothing React logs as an error, no
// Object.prototype text, and every href inside its route or absent.
// The components that fetch (lists, categories, item variants) are in hostileService.test.tsx.
import { cleanup, render } from '@testing-library/react';
import {
  ContentArticle,
  ContentCard,
  ContentSeo,
  getContentSeo,
  LanguageSwitcher,
  Pagination,
  TagList,
} from 'content-delivery-react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { concatenatedRoutes, hostileItem, hostileString } from './hostileContent.js';
import { documentHrefs, expectHrefsInside, expectNothingLeaked } from './hostileDom.js';

// Client renders are slower than renderToString: fewer runs keep the unit run fast.
const runs = { numRuns: 60 };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  // Development warnings (a route function threw) are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Renders `element` with createRoot, checks it, and hands the container to `check`. */
function renderChecked(element: ReactElement, check: (container: HTMLElement) => void = () => {}) {
  try {
    const { container } = render(element);
    expect(consoleError.mock.calls).toEqual([]);
    expectNothingLeaked();
    check(container);
  } finally {
    cleanup();
  }
}

describe('ContentCard with hostile fields, client render', () => {
  it('links the title only to /{language}/{slug}, one encoded segment each, or not at all', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        renderChecked(<ContentCard item={item} />, (container) => {
          const title = container.querySelector('.cdr-card-title') ?? container;
          expect(title.textContent).toBe(item.title);
          expectHrefsInside('/', title);
          for (const href of documentHrefs(title)) {
            expect(new URL(href, 'https://site.test/').pathname.split('/')).toHaveLength(3);
          }
        });
      }),
      runs,
    );
  });

  it('keeps concatenating app routes inside /articles/, or drops the link', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        renderChecked(<ContentCard item={item} routes={concatenatedRoutes} />, (container) => {
          expectHrefsInside('/articles/', container.querySelector('.cdr-card-title') ?? container);
        });
      }),
      runs,
    );
  });
});

describe('ContentArticle with hostile fields, client render', () => {
  it('renders title, meta, sanitized body and tags; tag links stay inside /t/ and /tags/', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        for (const routes of [undefined, concatenatedRoutes]) {
          renderChecked(<ContentArticle item={item} routes={routes} />, (container) => {
            expect(container.querySelector('.cdr-article-title')?.textContent).toBe(item.title);
            const tags = container.querySelector('[data-slot="tag-list"]');
            if (tags !== null) expectHrefsInside(routes ? '/tags/' : '/t/', tags);
          });
        }
      }),
      runs,
    );
  });
});

describe('TagList with hostile tags, client render', () => {
  it('shows every tag, links inside the route, with default and concatenating routes', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 6 }), (tags) => {
        for (const routes of [undefined, concatenatedRoutes]) {
          renderChecked(<TagList tags={tags} routes={routes} />, (container) => {
            expectHrefsInside(routes ? '/tags/' : '/t/', container);
            // Duplicate tags keep distinct keys: every entry is rendered, with its text.
            const shown = Array.from(container.querySelectorAll('li'), (li) => li.textContent);
            expect(shown).toEqual(tags);
          });
        }
      }),
      runs,
    );
  });
});

describe('LanguageSwitcher (languages) with hostile codes, client render', () => {
  it('renders every language, links only inside /lang/', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 5 }), hostileString, (languages, value) => {
        renderChecked(
          <LanguageSwitcher
            languages={languages}
            value={value}
            getLanguageHref={(language) => `/lang/${language}`}
          />,
          (container) => {
            expectHrefsInside('/lang/', container);
            const entries = container.querySelectorAll('li');
            expect(entries).toHaveLength(languages.length > 1 ? languages.length : 0);
          },
        );
      }),
      runs,
    );
  });
});

describe('ContentSeo with hostile fields, client render', () => {
  it('hoists title, meta and links; canonical and alternates stay inside /articles/', () => {
    fc.assert(
      fc.property(hostileItem, fc.array(hostileItem, { maxLength: 3 }), (item, variants) => {
        const options = {
          variants,
          siteUrl: 'https://site.test',
          getItemHref: concatenatedRoutes.getItemHref,
        };
        renderChecked(<ContentSeo item={item} {...options} />, () => {
          expectHrefsInside('/articles/');
          // The links were hoisted into <head>, so the check above did see them.
          const canonical = document.head.querySelector('link[rel="canonical"]');
          expect(canonical?.getAttribute('href')).toBe(getContentSeo(item, options).canonical);
        });
      }),
      runs,
    );
  });
});

describe('Pagination with hostile page routes, client render', () => {
  it('links pages only inside /p/, else renders buttons', () => {
    fc.assert(
      fc.property(
        hostileString,
        fc.integer({ min: -3, max: 1_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        (segment, page, pageSize, totalCount) => {
          renderChecked(
            <Pagination
              page={page}
              pageSize={pageSize}
              totalCount={totalCount}
              onPageChange={() => {}}
              getPageHref={(target) => `/p/${segment}/${target}`}
            />,
            (container) => expectHrefsInside('/p/', container),
          );
        },
      ),
      runs,
    );
  });

  it('renders every page as a button when the route function throws', () => {
    renderChecked(
      <Pagination
        page={2}
        pageSize={10}
        totalCount={50}
        onPageChange={() => {}}
        getPageHref={() => {
          throw new Error('no route');
        }}
      />,
      (container) => {
        expect(documentHrefs(container)).toEqual([]);
        expect(container.querySelectorAll('button').length).toBeGreaterThan(3);
      },
    );
  });
});
