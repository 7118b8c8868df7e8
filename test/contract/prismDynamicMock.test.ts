// The client against a server no one here wrote: Stoplight Prism's dynamic mock of
// spec/openapi.json answers every request with a new body the document allows (numbers as
// strings of any length, fields left out, nulls), which neither our mock nor our fixtures would
// think of. Issue 44: one bad field never costs a page. So every page the client rejects must
// have a bad envelope, every field it reads as null must be one the spec lets be null or absent,
// and every page it returns must render on the server, as a list and as articles.
//
// Prism runs in this process on 127.0.0.1 (port 0), mocks only (no proxying: nothing leaves the
// machine), and each request carries its own `Prefer: seed=…`, so a run sees the same answers
// every time: a failure here reproduces with the same seed.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { ContentArticle, ContentListView } from 'content-delivery-react';
import {
  type Category,
  type ContentClient,
  type ContentEvent,
  type ContentItem,
  createContentClient,
  isContentApiError,
  type ListOptions,
  type PagedResult,
} from 'content-delivery-react/client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Pages asked for on each of the three list endpoints: 150 in all. */
const pagesPerEndpoint = 50;
const categoryCalls = 20;
/** Requests in flight at once: enough to overlap Prism's work, few enough for a 2-core machine. */
const concurrency = 4;
/** Starting Prism and 170 requests take a few seconds; a loaded machine may take many times that. */
const surveyTimeoutMs = 120_000;

/** The fields a page's envelope consists of: only these may cost a whole page. */
const envelopeFields = new Set(['page', 'pageSize', 'totalCount', 'data']);

/** The three list endpoints, each asked for its own brand's list. */
const listEndpoints: {
  name: string;
  list: (client: ContentClient, options: ListOptions) => Promise<PagedResult<ContentItem>>;
}[] = [
  {
    name: 'category',
    list: (client, options) => client.getContentByCategory('acme', 'news', options),
  },
  { name: 'lang', list: (client, options) => client.getContentByLanguage('acme', 'en', options) },
  { name: 'tag', list: (client, options) => client.getContentByTag('acme', 'seo', options) },
];

/** What one list request came to: the page, or the error it was rejected with. */
interface PageOutcome {
  seed: string;
  page: PagedResult<ContentItem> | undefined;
  error: unknown;
  events: ContentEvent[];
}

interface CategoriesOutcome {
  seed: string;
  categories: Category[] | undefined;
  error: unknown;
  events: ContentEvent[];
}

const specFile = fileURLToPath(new URL('../../spec/openapi.json', import.meta.url));
const spec: unknown = JSON.parse(readFileSync(specFile, 'utf8'));

/** `value[key]` when `value` is an object that has it; `undefined` otherwise. */
function member(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return Reflect.get(value, key);
}

/** The schema a `$ref` names (only the document's own `#/components/schemas/…`), or `node`. */
function resolved(node: unknown): unknown {
  const ref = member(node, '$ref');
  if (typeof ref !== 'string') return node;
  return member(
    member(member(spec, 'components'), 'schemas'),
    ref.replace('#/components/schemas/', ''),
  );
}

/** Whether a schema's `type` allows `null` (`"type": ["null", "string"]`). */
function allowsNull(node: unknown): boolean {
  const type = member(node, 'type');
  return Array.isArray(type) ? type.includes('null') : type === 'null';
}

/** The segments of a reported path: `data[3].gscClicks` is `data`, `3`, `gscClicks`. */
const pathSegments = (path: string) => path.split(/[.[\]]+/).filter((segment) => segment !== '');

/**
 * Whether the spec lets the field at `path` (as events and errors name it, under `root`) be
 * null or absent: `'may be null'`, `'required'`, or `'unknown'` for a path the spec does not
 * describe. Read from the document itself, not from the client's own table of fields.
 */
function specSays(root: unknown, path: string): 'may be null' | 'required' | 'unknown' {
  let node = resolved(root);
  let mayBeNull = false;
  for (const segment of pathSegments(path)) {
    const items = member(node, 'items');
    const property = member(member(node, 'properties'), segment);
    const map = member(node, 'additionalProperties');
    const required = member(node, 'required');
    if (/^\d+$/.test(segment) && items !== undefined) {
      node = resolved(items);
      mayBeNull = false;
    } else if (property !== undefined) {
      node = resolved(property);
      mayBeNull = !(Array.isArray(required) && required.includes(segment));
    } else if (typeof map === 'object') {
      // A map (a category's translations by language): any key may be left out.
      node = resolved(map);
      mayBeNull = true;
    } else return 'unknown';
    if (allowsNull(node)) mayBeNull = true;
  }
  return mayBeNull ? 'may be null' : 'required';
}

const pagedResultSchema = { $ref: '#/components/schemas/ContentItemPagedResult' };
const categoriesSchema = { type: 'array', items: { $ref: '#/components/schemas/Category' } };

/** Runs `tasks` with at most `limit` in flight; results in the order of `tasks`. */
async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < tasks.length; index = next++) {
      const task = tasks[index];
      if (task !== undefined) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** What a page's rejection is called in the counts: the envelope field, or the error's kind. */
function rejectionReason(error: unknown): string {
  if (!isContentApiError(error)) return String(error);
  return error.kind === 'invalid-response' ? (error.field ?? '(no field)') : error.kind;
}

/** `[['totalCount', 12], …]`, most frequent first. */
function tally(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** A field path with its indexes dropped, for counting: `data[3].gscClicks` is `data[].gscClicks`. */
const fieldName = (path: string) => path.replace(/\[\d+\]/g, '[]');

/** Text as React writes it into HTML, so a title can be found in the server's markup. */
function asHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

let server: ReturnType<typeof createServer> | undefined;
let pages: PageOutcome[] = [];
let categoryOutcomes: CategoriesOutcome[] = [];

beforeAll(async () => {
  // The client's development warnings (a field read as null, an item left out) name what the
  // events below already record; hundreds of them would bury the test's own output.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const operations = await getHttpOperationsFromSpec(specFile);
  server = createServer(operations, {
    cors: false,
    components: { logger: createLogger('prism', { level: 'silent' }) },
    config: {
      // A new body per request, from the schemas (no examples); a fixed seed here would make
      // every answer the same, so each request brings its own.
      mock: { dynamic: true },
      checkSecurity: true,
      validateRequest: true,
      validateResponse: true,
      errors: false,
      isProxy: false,
      upstreamProxy: undefined,
    },
  });
  const baseUrl = await server.listen(0, '127.0.0.1');

  // A client per request, so each page's events are its own.
  const clientFor = (events: ContentEvent[]) =>
    createContentClient({
      baseUrl,
      apiKey: 'contract-test-key',
      retry: 0,
      timeoutMs: 30_000,
      onEvent: (event) => events.push(event),
    });
  const pageTasks = listEndpoints.flatMap(({ name, list }) =>
    Array.from({ length: pagesPerEndpoint }, (_, index) => async (): Promise<PageOutcome> => {
      const seed = `${name}-${index}`;
      const events: ContentEvent[] = [];
      try {
        const page = await list(clientFor(events), {
          page: (index % 3) + 1,
          pageSize: 20,
          headers: { prefer: `seed=${seed}` },
        });
        return { seed, page, error: undefined, events };
      } catch (error) {
        return { seed, page: undefined, error, events };
      }
    }),
  );
  const categoryTasks = Array.from(
    { length: categoryCalls },
    (_, index) => async (): Promise<CategoriesOutcome> => {
      const seed = `categories-${index}`;
      const events: ContentEvent[] = [];
      try {
        const categories = await clientFor(events).getCategories('acme', {
          headers: { prefer: `seed=${seed}` },
        });
        return { seed, categories, error: undefined, events };
      } catch (error) {
        return { seed, categories: undefined, error, events };
      }
    },
  );
  pages = await inBatches(pageTasks, concurrency);
  categoryOutcomes = await inBatches(categoryTasks, concurrency);

  const returned = pages.filter((outcome) => outcome.page !== undefined);
  const events = [...pages, ...categoryOutcomes].flatMap((outcome) => outcome.events);
  const fieldsOf = (kind: ContentEvent['kind']) =>
    events.flatMap((event) => (event.kind === kind && 'field' in event ? [event.field] : []));
  console.info(
    [
      `Prism dynamic mock: ${returned.length} of ${pages.length} pages came back`,
      `rejected by: ${JSON.stringify(tally(pages.flatMap(({ error }) => (error === undefined ? [] : [rejectionReason(error)]))))}`,
      `items returned: ${returned.reduce((sum, { page }) => sum + (page?.data.length ?? 0), 0)}`,
      `field-ignored: ${JSON.stringify(tally(fieldsOf('field-ignored').map(fieldName)))}`,
      `item-left-out: ${JSON.stringify(tally(fieldsOf('item-left-out').map(fieldName)))}`,
      `categories: ${categoryOutcomes.filter((outcome) => outcome.categories !== undefined).length} of ${categoryOutcomes.length} calls came back`,
    ].join('\n'),
  );
}, surveyTimeoutMs);

afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

describe('the client against Prism’s dynamic mock of the OpenAPI document', () => {
  it('loses no page to an optional field: a page is rejected only for its envelope', () => {
    expect(pages).toHaveLength(3 * pagesPerEndpoint);
    for (const { seed, error } of pages) {
      if (error === undefined) continue;
      expect.soft(isContentApiError(error) && error.kind, seed).toBe('invalid-response');
      expect
        .soft(
          isContentApiError(error) && envelopeFields.has(error.field ?? ''),
          `${seed}: ${error}`,
        )
        .toBe(true);
    }
    // Prism's envelopes are often out of range (a negative totalCount, a page beyond int32), so
    // not every page comes back. The run must still hold what the test is about: pages that
    // came back with a field read as null, which a strict client would have rejected.
    const keptDespiteAField = pages.filter(
      ({ page, events }) =>
        page !== undefined && events.some((event) => event.kind === 'field-ignored'),
    );
    expect(keptDespiteAField.length).toBeGreaterThan(0);
  });

  it('reads as null only fields the spec lets be null or absent', () => {
    for (const { seed, events } of pages) {
      for (const event of events) {
        if (event.kind !== 'field-ignored') continue;
        expect
          .soft(specSays(pagedResultSchema, event.field), `${seed}: ${event.field}`)
          .toBe('may be null');
      }
    }
    for (const { seed, events } of categoryOutcomes) {
      for (const event of events) {
        if (event.kind !== 'field-ignored') continue;
        expect
          .soft(specSays(categoriesSchema, event.field), `${seed}: ${event.field}`)
          .toBe('may be null');
      }
    }
  });

  it('leaves out only items whose required field does not fit', () => {
    for (const { seed, events } of pages) {
      for (const event of events) {
        if (event.kind !== 'item-left-out') continue;
        expect
          .soft(specSays(pagedResultSchema, event.field), `${seed}: ${event.field}`)
          .toBe('required');
      }
    }
  });

  it('reads every answer of the categories endpoint', () => {
    expect(categoryOutcomes).toHaveLength(categoryCalls);
    for (const { seed, error } of categoryOutcomes) expect.soft(error, seed).toBeUndefined();
  });

  it('renders every page it returned on the server, as a list and each item as an article', {
    timeout: 60_000,
  }, () => {
    for (const { seed, page } of pages) {
      if (page === undefined) continue;
      const list = renderToString(
        createElement(ContentListView, { result: page, getPageHref: (n: number) => `?page=${n}` }),
      );
      for (const item of page.data) {
        expect.soft(list, `${seed}: list`).toContain(asHtmlText(item.title));
        const article = renderToString(createElement(ContentArticle, { item }));
        expect.soft(article, `${seed}: article ${item.id}`).toContain(asHtmlText(item.title));
      }
    }
  });
});
