import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import {
  ContentArticle,
  ContentBody,
  ContentCard,
  ContentDeliveryProvider,
  ContentList,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
} from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import payloads from '../fixtures/dompurify/dompurify-payloads.json' with { type: 'json' };
import { makeContentItem } from '../helpers/contentItem.js';
import {
  batches,
  type Case,
  checkCases,
  installNavigationGuard,
  installSpies,
  poll,
  RawHtml,
  unsafeMarkup,
} from './xss-helpers.js';

const spies = installSpies();
installNavigationGuard();

describe('self-test: the spies can fail', () => {
  const raw = [
    { name: 'img onerror', html: '<img src="x" onerror="__xss()">' },
    {
      name: 'svg animate onbegin',
      html: '<svg><animate onbegin="__xss()" attributeName="x" dur="1s"></animate></svg>',
    },
    { name: 'img onerror alert', html: '<img src="x" onerror="alert(1)">' },
  ];
  for (const { name, html } of raw) {
    it(`raw ${name} through dangerouslySetInnerHTML: the spy fires`, async () => {
      render(<RawHtml html={html} />);
      expect(await poll(() => spies.calls.length > 0)).toBe(true);
    });
  }

  it('raw javascript: link, clicked: the spy fires', async () => {
    const { container } = render(<RawHtml html={'<a href="javascript:__xss()">x</a>'} />);
    container.querySelector('a')?.click();
    expect(await poll(() => spies.calls.length > 0)).toBe(true);
  });

  it('raw hostile markup: the DOM audit flags it', () => {
    const html =
      '<script>x</script><a href=" java&#9;script:x">a</a><img onerror="x" srcset="data:text/html,x 1x">';
    const { container } = render(<RawHtml html={html} />);
    expect(unsafeMarkup(container)).toEqual([
      '<script> element',
      'href=" java\tscript:x" on <a>',
      'onerror on <img>',
      'srcset="data:text/html,x 1x" on <img>',
    ]);
  });
});

const corpus: Case[] = payloads.map((entry, index) => ({
  name: `#${index} ${entry.title}`,
  html: entry.payload.replaceAll('alert(', '__xss('),
}));
const BATCH = 50;

describe(`DOMPurify corpus (${corpus.length} payloads)`, () => {
  it('has 223 payloads', () => {
    expect(corpus).toHaveLength(223);
  });

  it(`${corpus.length} corpus payloads through ContentBody: no script runs, no unsafe markup`, async () => {
    const failures: string[] = [];
    for (const batch of batches(corpus, BATCH)) {
      failures.push(
        ...(await checkCases(
          batch,
          (cases) => (
            <>
              {cases.map((c) => (
                <section key={c.name} data-case={c.name}>
                  <ContentBody html={c.html} />
                </section>
              ))}
            </>
          ),
          { spies },
        )),
      );
    }
    expect(failures).toEqual([]);
    expect(spies.calls).toEqual([]);
  });

  it(`${corpus.length} corpus payloads × ContentArticle and ContentCard (content, title, description, category, tags): no script runs, no unsafe markup`, async () => {
    const failures: string[] = [];
    for (const batch of batches(corpus, BATCH)) {
      failures.push(
        ...(await checkCases(
          batch,
          (cases) => (
            <>
              {cases.map((c) => {
                const item = makeContentItem({
                  content: c.html,
                  title: c.html,
                  description: c.html,
                  category: c.html,
                  tags: [c.html],
                });
                return (
                  <section key={c.name} data-case={c.name}>
                    <ContentArticle item={item} />
                    <ContentCard item={item} />
                  </section>
                );
              })}
            </>
          ),
          { spies },
        )),
      );
    }
    expect(failures).toEqual([]);
    expect(spies.calls).toEqual([]);
  });

  it(`${corpus.length} corpus payloads through ContentList (mock service): no script runs, no unsafe markup`, async () => {
    const failures: string[] = [];
    for (const batch of batches(corpus, BATCH)) {
      failures.push(
        ...(await checkCases(
          batch,
          (cases) => {
            const items = cases.map((c, index) =>
              createMockContentItem({
                content: c.html,
                title: c.html,
                description: c.html,
                category: c.html,
                tags: [c.html],
                categoryId: 'c',
                // Newest first: the list keeps the batch's order.
                publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
              }),
            );
            const dataset = createMockDataset([
              createMockBrand({ id: 'b', categories: [createMockCategory({ id: 'c' })], items }),
            ]);
            const client = createContentClient({
              baseUrl: 'https://cds.test',
              fetch: createMockFetch({ dataset }),
              retry: 0,
            });
            const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
            return (
              <ContentDeliveryProvider client={client} brandId="b" queryClient={queryClient}>
                <section data-case={`list of ${cases[0]?.name} …`}>
                  <ContentList categoryId="c" pageSize={cases.length} />
                </section>
              </ContentDeliveryProvider>
            );
          },
          {
            spies,
            ready: async (container, cases) => {
              await waitFor(() =>
                expect(container.querySelectorAll('li.cdr-list-item')).toHaveLength(cases.length),
              );
            },
          },
        )),
      );
    }
    expect(failures).toEqual([]);
    expect(spies.calls).toEqual([]);
  });
});
