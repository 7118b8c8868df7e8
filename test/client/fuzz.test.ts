import {
  type Category,
  type ContentEvent,
  type ContentItem,
  createContentClient,
  isContentApiError,
  type PagedResult,
} from 'content-delivery-react/client';
import { createDemoDataset, createMockContentItem } from 'content-delivery-react/mock';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HANG_MS = 5_000;
// Under mutation testing (stryker.vitest.config.ts sets MUTATION_TESTING) a static mutant runs
// every client test again, on a machine busy with other mutants: the heaviest property (1 000
// mutated bodies, over 5 s there) takes a tenth of its runs. `npm test` runs them all.
const mutatedBodyRuns = process.env.MUTATION_TESTING === '1' ? 100 : 1_000;
const brand = 'acme';

type Endpoint = 'tag' | 'category' | 'language';
const endpointArb = fc.constantFrom<Endpoint>('tag', 'category', 'language');

function respond(body: BodyInit | null, init: ResponseInit = {}) {
  return async () => new Response(body, init);
}

function jsonResponder(body: unknown, status = 200) {
  return respond(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A client on `fetchImpl`; `events` receives what it reports (fields read as null, items left out). */
function clientFor(fetchImpl: () => Promise<Response>, events: ContentEvent[] = []) {
  return createContentClient({
    baseUrl: 'https://cds.test',
    retry: 0,
    fetch: fetchImpl,
    onEvent: (event) => events.push(event),
  });
}

/** Fails the property (rather than the whole test run) when a call does not settle in time. */
async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`HANG: call did not settle within ${HANG_MS} ms`)),
      HANG_MS,
    );
  });
  try {
    const value = await Promise.race([promise, hang]);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('HANG:')) throw error;
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

function listCall(
  endpoint: Endpoint,
  fetchImpl: () => Promise<Response>,
  events: ContentEvent[] = [],
): Promise<PagedResult<ContentItem>> {
  const client = clientFor(fetchImpl, events);
  if (endpoint === 'tag') return client.getContentByTag(brand, 'news');
  if (endpoint === 'category') return client.getContentByCategory(brand, 'news');
  return client.getContentByLanguage(brand, 'en');
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Every rejection must be a ContentApiError; returns it narrowed. */
function expectApiError(error: unknown) {
  if (!isContentApiError(error)) {
    throw new Error(`rejected with a non-ContentApiError: ${describeError(error)}`);
  }
  return error;
}

function expectShapeError(error: unknown, path: string): void {
  const apiError = expectApiError(error);
  expect(apiError.kind, apiError.message).toBe('invalid-response');
  expect(apiError.field, apiError.message).toBe(path);
  expect(apiError.message).toContain(path);
}

/* ------------------------------------------------------------------ */
/* Typed-result checks                                                 */
/* ------------------------------------------------------------------ */

const itemStringFields = [
  'id',
  'title',
  'slug',
  'language',
  'description',
  'content',
  'categoryId',
  'category',
  'translationGroupId',
  'status',
  'createdAt',
  'updatedAt',
] as const;
const itemNullableStringFields = [
  'publishedDate',
  'imageUrl',
  'metaTitle',
  'metaDescription',
  'primaryKeyword',
  'brief',
] as const;
const intFields = ['keywordSearchVolume', 'gscClicks', 'gscImpressions'] as const;
const doubleFields = ['keywordDifficulty', 'gscPosition'] as const;
const numberFields = [...intFields, ...doubleFields] as const;

function expectNumberOrNull(value: unknown): void {
  if (value !== null) {
    expect(typeof value).toBe('number');
    expect(Number.isFinite(value)).toBe(true);
  }
}

/** The normalised item matches the wire item it came from. */
function expectItemMatches(item: ContentItem, wire: JsonObject): void {
  for (const key of itemStringFields) {
    expect(typeof item[key]).toBe('string');
    expect(item[key]).toBe(wire[key]);
  }
  for (const key of itemNullableStringFields) {
    expect(item[key]).toBe(wire[key] ?? null);
  }
  expect(item.isSourceLanguageDocument).toBe(wire.isSourceLanguageDocument);
  expect(item.tags).toEqual(wire.tags);
  expect(item.internalTags).toEqual(wire.internalTags ?? null);
  for (const key of numberFields) {
    expectNumberOrNull(item[key]);
    const raw = wire[key];
    expect(item[key]).toBe(raw === undefined || raw === null ? null : Number(raw));
  }
  for (const key of Object.keys(item)) {
    expect(key.startsWith('x-unknown')).toBe(false);
  }
}

function expectPageMatches(result: PagedResult<ContentItem>, sent: JsonObject): void {
  // Compare with what crossed the wire: JSON has no -0, so a generated -0 arrives as 0.
  const wire = JSON.parse(JSON.stringify(sent)) as JsonObject;
  expect(typeof result.page).toBe('number');
  expect(typeof result.pageSize).toBe('number');
  expect(typeof result.totalCount).toBe('number');
  expect(result.page).toBe(Number(wire.page));
  expect(result.pageSize).toBe(Number(wire.pageSize));
  expect(result.totalCount).toBe(Number(wire.totalCount));
  const data = wire.data as JsonObject[];
  expect(result.data).toHaveLength(data.length);
  result.data.forEach((item, index) => {
    const source = data[index];
    if (source === undefined) throw new Error('missing wire item');
    expectItemMatches(item, source);
  });
  expect(Object.keys(result).sort()).toEqual(['data', 'page', 'pageSize', 'totalCount']);
}

function expectCategoriesMatch(result: Category[], wire: JsonObject[]): void {
  expect(result).toHaveLength(wire.length);
  result.forEach((category, index) => {
    const source = wire[index];
    if (source === undefined) throw new Error('missing wire category');
    expect(category.id).toBe(source.id);
    for (const key of ['name', 'slug', 'description', 'createdAt', 'updatedAt'] as const) {
      expect(category[key]).toBe(source[key] ?? null);
    }
    const translations = (source.translations ?? {}) as Record<string, JsonObject>;
    expect(Object.keys(category.translations)).toEqual(Object.keys(translations));
    for (const [language, translation] of Object.entries(translations)) {
      expect(category.translations[language]).toEqual({
        name: translation.name ?? null,
        description: translation.description ?? null,
      });
    }
    expect(Object.keys(category).sort()).toEqual(
      ['createdAt', 'description', 'id', 'name', 'slug', 'translations', 'updatedAt'].sort(),
    );
  });
}

/* ------------------------------------------------------------------ */
/* Arbitraries of valid wire bodies (spec/openapi.json)                */
/* ------------------------------------------------------------------ */

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

const text = fc.string({ unit: 'binary', maxLength: 30 });

/** An int32 as a JSON number or as a decimal string. */
const wireInt32 = fc
  .tuple(fc.integer({ min: INT32_MIN, max: INT32_MAX }), fc.boolean())
  .map(([n, asString]): Json => (asString ? String(n) : n));

const wireInt64 = fc
  .tuple(fc.maxSafeNat(), fc.boolean())
  .map(([n, asString]): Json => (asString ? String(n) : n));

/** A finite double as a JSON number or as a decimal string matching the spec's pattern. */
const wireDouble = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n): Json => (Object.is(n, -0) ? 0 : n)),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n): Json => String(n)),
  fc
    .tuple(
      fc.integer({ min: -9999, max: 9999 }),
      fc.nat({ max: 999 }),
      fc.integer({ min: -20, max: 20 }),
    )
    .map(([whole, fraction, exponent]): Json => `${whole}.${fraction}e${exponent}`),
);

const dateTime = fc
  .tuple(
    fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom('iso', 'no-offset', 'offset', 'date', 'no-millis'),
  )
  .map(([date, style]) => {
    const iso = date.toISOString();
    if (style === 'no-offset') return iso.slice(0, -1);
    if (style === 'offset') return `${iso.slice(0, -1)}+02:00`;
    if (style === 'date') return iso.slice(0, 10);
    if (style === 'no-millis') return `${iso.slice(0, 19)}Z`;
    return iso;
  });

/** An optional field: absent, null, or present. */
function optional(arb: fc.Arbitrary<Json>): fc.Arbitrary<Json | undefined> {
  return fc.oneof(fc.constant(undefined), fc.constant(null), arb);
}

function withoutUndefined(record: Record<string, Json | undefined>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}

const contentItemArb: fc.Arbitrary<JsonObject> = fc
  .record({
    id: text,
    title: text,
    slug: text,
    language: text,
    description: text,
    content: text,
    tags: fc.array(text, { maxLength: 4 }),
    categoryId: text,
    category: text,
    publishedDate: fc.option(dateTime, { nil: null }),
    status: fc.constantFrom('Draft', 'Published', 'Archived'),
    createdAt: dateTime,
    updatedAt: dateTime,
    imageUrl: fc.option(fc.webUrl(), { nil: null }),
    metaTitle: fc.option(text, { nil: null }),
    metaDescription: fc.option(text, { nil: null }),
    primaryKeyword: fc.option(text, { nil: null }),
    translationGroupId: fc.uuid(),
    isSourceLanguageDocument: fc.boolean(),
    brief: optional(text),
    internalTags: optional(fc.array(text, { maxLength: 3 })),
    keywordSearchVolume: optional(wireInt32),
    keywordDifficulty: optional(wireDouble),
    gscClicks: optional(wireInt32),
    gscPosition: optional(wireDouble),
    gscImpressions: optional(wireInt32),
  })
  .map(withoutUndefined);

const pagedResultArb: fc.Arbitrary<JsonObject> = fc.record({
  page: wireInt32,
  pageSize: wireInt32,
  totalCount: wireInt64,
  data: fc.array(contentItemArb, { maxLength: 6 }),
});

const translationArb = fc
  .record({ name: optional(text), description: optional(text) })
  .map(withoutUndefined);

const categoryArb: fc.Arbitrary<JsonObject> = fc
  .record({
    id: text,
    name: optional(text),
    slug: optional(text),
    description: optional(text),
    translations: optional(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), translationArb, { maxKeys: 3 }),
    ),
    createdAt: optional(dateTime),
    updatedAt: optional(dateTime),
  })
  .map(withoutUndefined);

const categoriesArb = fc.array(categoryArb, { maxLength: 6 });

/* ------------------------------------------------------------------ */
/* Field rules used to build mutations with a known expected outcome   */
/* ------------------------------------------------------------------ */

type Kind = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'null';
type Rule =
  | 'string'
  | 'nullable-string'
  | 'date'
  | 'nullable-date'
  | 'status'
  | 'boolean'
  | 'strings'
  | 'nullable-strings'
  | 'int32'
  | 'int64'
  | 'double'
  | 'nullable-int32'
  | 'nullable-double'
  | 'items';

/** Which value kinds a rule accepts at all (a string may still be refused by its content). */
const acceptedKinds: Record<Rule, Kind[]> = {
  string: ['string'],
  'nullable-string': ['string', 'null'],
  date: ['string'],
  'nullable-date': ['string', 'null'],
  status: ['string'],
  boolean: ['boolean'],
  strings: ['array'],
  'nullable-strings': ['array', 'null'],
  int32: ['number', 'string'],
  int64: ['number', 'string'],
  double: ['number', 'string'],
  'nullable-int32': ['number', 'string', 'null'],
  'nullable-double': ['number', 'string', 'null'],
  items: ['array'],
};

const itemRules: Record<string, { rule: Rule; required: boolean }> = {
  id: { rule: 'string', required: true },
  title: { rule: 'string', required: true },
  slug: { rule: 'string', required: true },
  language: { rule: 'string', required: true },
  description: { rule: 'string', required: true },
  content: { rule: 'string', required: true },
  tags: { rule: 'strings', required: true },
  categoryId: { rule: 'string', required: true },
  category: { rule: 'string', required: true },
  publishedDate: { rule: 'nullable-date', required: true },
  status: { rule: 'status', required: true },
  createdAt: { rule: 'date', required: true },
  updatedAt: { rule: 'date', required: true },
  imageUrl: { rule: 'nullable-string', required: true },
  metaTitle: { rule: 'nullable-string', required: true },
  metaDescription: { rule: 'nullable-string', required: true },
  primaryKeyword: { rule: 'nullable-string', required: true },
  translationGroupId: { rule: 'string', required: true },
  isSourceLanguageDocument: { rule: 'boolean', required: true },
  brief: { rule: 'nullable-string', required: false },
  internalTags: { rule: 'nullable-strings', required: false },
  keywordSearchVolume: { rule: 'nullable-int32', required: false },
  keywordDifficulty: { rule: 'nullable-double', required: false },
  gscClicks: { rule: 'nullable-int32', required: false },
  gscPosition: { rule: 'nullable-double', required: false },
  gscImpressions: { rule: 'nullable-int32', required: false },
};

const pageRules: Record<string, { rule: Rule; required: boolean }> = {
  page: { rule: 'int32', required: true },
  pageSize: { rule: 'int32', required: true },
  totalCount: { rule: 'int64', required: true },
  data: { rule: 'items', required: true },
};

const kindValue: Record<Kind, fc.Arbitrary<Json>> = {
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  // Never a decimal number or a date: the strings here are wrong for every non-string rule.
  string: fc.constantFrom('lots', 'abc', 'true', 'null', '[]', '{}', 'x1'),
  boolean: fc.boolean(),
  object: fc.dictionary(
    fc.string({ maxLength: 4 }),
    fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
    {
      maxKeys: 3,
    },
  ),
  array: fc.array(fc.integer(), { maxLength: 3 }),
  null: fc.constant(null),
};
const allKinds: Kind[] = ['number', 'string', 'boolean', 'object', 'array', 'null'];

/** The path the client must report when `value` is put at `path`, or `null` when it is valid. */
function expectedFailure(rule: Rule, value: Json, path: string): string | null {
  if (value === null) return acceptedKinds[rule].includes('null') ? null : path;
  if (rule === 'strings' || rule === 'nullable-strings') {
    if (!Array.isArray(value)) return path;
    const bad = value.findIndex((entry) => typeof entry !== 'string');
    return bad === -1 ? null : `${path}[${bad}]`;
  }
  if (rule === 'items') {
    if (!Array.isArray(value)) return path;
    // Fuzzed arrays hold no content items: the first entry is the one named.
    return value.length === 0 ? null : `${path}[0]`;
  }
  if (Array.isArray(value) || typeof value === 'object') return path;
  if (rule === 'boolean') return typeof value === 'boolean' ? null : path;
  if (rule === 'string' || rule === 'nullable-string')
    return typeof value === 'string' ? null : path;
  if (rule === 'status')
    return value === 'Draft' || value === 'Published' || value === 'Archived' ? null : path;
  if (rule === 'date' || rule === 'nullable-date') {
    return typeof value === 'string' &&
      value.length > 0 &&
      !Number.isNaN(Date.parse(value)) &&
      /^\d{4}-/.test(value)
      ? null
      : path;
  }
  // Numbers.
  const integer = rule === 'int32' || rule === 'int64' || rule === 'nullable-int32';
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const grammar = integer
      ? /^-?(?:0|[1-9]\d*)$/
      : /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
    if (!grammar.test(value)) return path;
    number = Number(value);
  } else return path;
  if (!integer) return Number.isFinite(number) ? null : path;
  const [min, max] = rule === 'int64' ? [0, Number.MAX_SAFE_INTEGER] : [INT32_MIN, INT32_MAX];
  return Number.isInteger(number) && number >= min && number <= max ? null : path;
}

/** Strings that look almost like numbers; the spec's grammar decides. */
const oddNumberStrings = [
  '0x10',
  ' 5',
  '5 ',
  '1e3',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  '05',
  '-05',
  '+5',
  '1.0',
  '1.',
  '.5',
  '-',
  '-0',
  '99999999999999999999',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740992',
  '1e400',
  '٣',
  '１２',
  '1_000',
  '0b1',
  '1\n',
];

/**
 * What the client must make of a mutated body (docs/errors.md, "One bad field never costs a
 * page"): the page as sent; an `invalid-response` naming the envelope's field; the item with
 * the field read as null (a field that may be null); the page without the item (a required
 * field); or no rows at all (`data` an array of things that are no items).
 */
type Expected =
  | { outcome: 'valid' }
  | { outcome: 'rejected'; path: string }
  | { outcome: 'nulled'; index: number; field: string; path: string }
  | { outcome: 'left-out'; index: number; path: string }
  | { outcome: 'rows-left-out'; count: number };

interface Mutation {
  /** Wire body after the mutation. */
  body: JsonObject;
  expected: Expected;
  /** What was done, for the counterexample report. */
  label: string;
}

function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}

type Change =
  | { type: 'set'; field: string; value: Json }
  | { type: 'delete'; field: string }
  | { type: 'extra'; key: string; value: Json };

const itemFieldNames = Object.keys(itemRules);
const pageFieldNames = Object.keys(pageRules);

const wrongTypeChange = (rules: Record<string, { rule: Rule; required: boolean }>) =>
  fc.constantFrom(...Object.keys(rules)).chain((field) => {
    const rule = rules[field]?.rule ?? 'string';
    const wrong = allKinds.filter((kind) => !acceptedKinds[rule].includes(kind));
    const kinds = wrong.length > 0 ? wrong : allKinds;
    return fc
      .constantFrom(...kinds)
      .chain((kind) => kindValue[kind])
      .map((value): Change => ({ type: 'set', field, value }));
  });

const anyTypeChange = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...allKinds))
    .chain(([field, kind]) =>
      kindValue[kind].map((value): Change => ({ type: 'set', field, value })),
    );

const oddNumberChange = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...oddNumberStrings))
    .map(([field, value]): Change => ({ type: 'set', field, value }));

const deleteChange = (names: string[]) =>
  fc.constantFrom(...names).map((field): Change => ({ type: 'delete', field }));

const extraChange = fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })).map(
  ([suffix, value]): Change => ({
    type: 'extra',
    key: `x-unknown${suffix}`,
    value: value as Json,
  }),
);

const itemChange = fc.oneof(
  wrongTypeChange(itemRules),
  anyTypeChange(itemFieldNames),
  oddNumberChange([
    'keywordSearchVolume',
    'gscClicks',
    'gscImpressions',
    'keywordDifficulty',
    'gscPosition',
  ]),
  deleteChange(itemFieldNames),
  extraChange,
  fc
    .tuple(
      fc.constantFrom('createdAt', 'updatedAt', 'publishedDate'),
      fc.constantFrom(
        'yesterday',
        '2026-13-45T00:00:00Z',
        '15.01.2026',
        '',
        '2026-01-15T25:00:00Z',
      ),
    )
    .map(([field, value]): Change => ({ type: 'set', field, value })),
  fc
    .tuple(
      fc.constantFrom('tags', 'internalTags'),
      fc.array(fc.oneof(text, fc.integer(), fc.constant(null)), { minLength: 1, maxLength: 4 }),
    )
    .map(([field, value]): Change => ({ type: 'set', field, value })),
);

const pageChange = fc.oneof(
  wrongTypeChange(pageRules),
  anyTypeChange(pageFieldNames),
  oddNumberChange(['page', 'pageSize', 'totalCount']),
  deleteChange(pageFieldNames),
  extraChange,
  fc
    .constantFrom(-1, '-1', -2147483648)
    .map((value): Change => ({ type: 'set', field: 'totalCount', value })),
);

function applyChange(
  target: JsonObject,
  change: Change,
  rules: Record<string, { rule: Rule; required: boolean }>,
  prefix: string,
): string | null {
  if (change.type === 'extra') {
    target[change.key] = change.value;
    return null;
  }
  const path = prefix === '' ? change.field : `${prefix}.${change.field}`;
  const spec = rules[change.field];
  if (spec === undefined) throw new Error(`no rule for ${change.field}`);
  if (change.type === 'delete') {
    delete target[change.field];
    return spec.required ? path : null;
  }
  target[change.field] = change.value;
  return expectedFailure(spec.rule, change.value, path);
}

const mutationArb: fc.Arbitrary<Mutation> = fc
  .tuple(
    pagedResultArb.filter((body) => (body.data as Json[]).length > 0),
    fc.boolean(),
    fc.nat(),
    itemChange,
    pageChange,
  )
  .map(([valid, onItem, pick, change, topChange]) => {
    const body = clone(valid);
    const data = body.data as JsonObject[];
    if (onItem) {
      const index = pick % data.length;
      const item = data[index];
      if (item === undefined) throw new Error('no item');
      const path = applyChange(item, change, itemRules, `data[${index}]`);
      const label = `data[${index}] ${JSON.stringify(change).slice(0, 200)}`;
      if (path === null || change.type === 'extra')
        return { body, expected: { outcome: 'valid' }, label };
      // A field that may be null is read as null (reported by its own path, not an entry's);
      // any other makes the item unreadable.
      const nullable = itemRules[change.field]?.rule.startsWith('nullable') === true;
      const expected: Expected = nullable
        ? { outcome: 'nulled', index, field: change.field, path: `data[${index}].${change.field}` }
        : { outcome: 'left-out', index, path };
      return { body, expected, label };
    }
    const path = applyChange(body, topChange, pageRules, '');
    const label = `top ${JSON.stringify(topChange).slice(0, 200)}`;
    if (path === null) return { body, expected: { outcome: 'valid' }, label };
    // `data` an array of things that are no items: a page with every row left out.
    if (topChange.type === 'set' && topChange.field === 'data' && Array.isArray(topChange.value)) {
      return { body, expected: { outcome: 'rows-left-out', count: topChange.value.length }, label };
    }
    return { body, expected: { outcome: 'rejected', path }, label };
  });

/** Checks a mutated page's outcome, and the events the client reported for it, against `expected`. */
function expectOutcome(
  outcome: Awaited<ReturnType<typeof settle<PagedResult<ContentItem>>>>,
  events: ContentEvent[],
  { body, expected, label }: Mutation,
): void {
  if (expected.outcome === 'rejected') {
    if (outcome.ok) throw new Error(`${label}: expected rejection at ${expected.path}, resolved`);
    expectShapeError(outcome.error, expected.path);
    expect(events).toEqual([]);
    return;
  }
  if (!outcome.ok)
    throw new Error(`${label}: expected a page, got ${describeError(outcome.error)}`);
  const page = outcome.value;
  const wire = JSON.parse(JSON.stringify(body)) as JsonObject;
  const rows = wire.data as JsonObject[];
  if (expected.outcome === 'valid') {
    expectPageMatches(page, body);
    expect(events).toEqual([]);
    return;
  }
  // The service's count stands, whatever the page left out.
  expect(page.totalCount, label).toBe(Number(wire.totalCount));
  if (expected.outcome === 'rows-left-out') {
    expect(page.data, label).toEqual([]);
    expect(events.map((event) => event.kind)).toEqual(Array(expected.count).fill('item-left-out'));
    return;
  }
  const id = rows[expected.index]?.id;
  const itemId = typeof id === 'string' ? id.slice(0, 200) : undefined;
  if (expected.outcome === 'nulled') {
    expect(page.data, label).toHaveLength(rows.length);
    const item = page.data[expected.index] as unknown as Record<string, unknown>;
    expect(item[expected.field], label).toBeNull();
    expect(events, label).toEqual([
      { kind: 'field-ignored', brandId: brand, itemId, field: expected.path },
    ]);
    return;
  }
  expect(
    page.data.map((item) => item.id),
    label,
  ).toEqual(rows.filter((_, index) => index !== expected.index).map((row) => row.id));
  expect(events, label).toEqual([
    {
      kind: 'item-left-out',
      brandId: brand,
      // An unreadable id cannot name the item.
      itemId: expected.path.endsWith('.id') ? undefined : itemId,
      field: expected.path,
    },
  ]);
}

/* ------------------------------------------------------------------ */
/* Properties                                                          */
/* ------------------------------------------------------------------ */

describe('client fuzzing: valid bodies', () => {
  it('resolves every valid paged result with typed numbers and nulls for absent fields', async () => {
    await fc.assert(
      fc.asyncProperty(pagedResultArb, endpointArb, async (body, endpoint) => {
        const outcome = await settle(listCall(endpoint, jsonResponder(body)));
        if (!outcome.ok) throw new Error(`valid body rejected: ${describeError(outcome.error)}`);
        expectPageMatches(outcome.value, body);
      }),
      { numRuns: 150 },
    );
  });

  it('resolves every valid category list', async () => {
    await fc.assert(
      fc.asyncProperty(categoriesArb, async (body) => {
        const outcome = await settle(clientFor(jsonResponder(body)).getCategories(brand));
        if (!outcome.ok) throw new Error(`valid body rejected: ${describeError(outcome.error)}`);
        expectCategoriesMatch(outcome.value, body);
      }),
      { numRuns: 150 },
    );
  });

  it('resolves the demo data set and factory items unchanged in shape', async () => {
    const dataset = createDemoDataset();
    const items = dataset.brands.flatMap((b) => b.items).slice(0, 50) as unknown as JsonObject[];
    const body: JsonObject = { page: 1, pageSize: 50, totalCount: items.length, data: items };
    const result = await clientFor(jsonResponder(body)).getContentByTag(brand, 'x');
    expectPageMatches(result, body);
    const item = createMockContentItem({ gscClicks: '42', keywordDifficulty: '7.5' });
    const single = await clientFor(
      jsonResponder({ page: '1', pageSize: '1', totalCount: '1', data: [item] }),
    ).getContentByTag(brand, 'x');
    expect(single.data[0]?.gscClicks).toBe(42);
    expect(single.data[0]?.keywordDifficulty).toBe(7.5);
    expect(single.data[0]?.brief).toBeNull();
  });
});

describe('client fuzzing: mutated bodies', () => {
  it('rejects a broken envelope naming its path, reads a broken nullable field as null, leaves out an unreadable item, reports both', async () => {
    await fc.assert(
      fc.asyncProperty(mutationArb, endpointArb, async (mutation, endpoint) => {
        const events: ContentEvent[] = [];
        const outcome = await settle(listCall(endpoint, jsonResponder(mutation.body), events));
        expectOutcome(outcome, events, mutation);
      }),
      { numRuns: mutatedBodyRuns },
    );
  });

  it('reads broken category fields as null, leaves out a category without an id or a translation of the wrong shape, and reports each by its path', async () => {
    const categoryChange = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('name', 'slug', 'description', 'createdAt', 'updatedAt'),
          fc.constantFrom<Kind>('number', 'boolean', 'object', 'array'),
        )
        .chain(([field, kind]) =>
          kindValue[kind].map((value) => ({
            field,
            value,
            path: (i: number) => `[${i}].${field}`,
            outcome: 'nulled' as const,
          })),
        ),
      fc.constantFrom<Kind>('number', 'boolean', 'object', 'array', 'null').chain((kind) =>
        kindValue[kind].map((value) => ({
          field: 'id',
          value,
          path: (i: number) => `[${i}].id`,
          outcome: 'left-out' as const,
        })),
      ),
      fc.constantFrom<Kind>('number', 'boolean', 'array', 'string').chain((kind) =>
        kindValue[kind].map((value) => ({
          field: 'translations',
          value,
          path: (i: number) => `[${i}].translations`,
          outcome: 'no-translations' as const,
        })),
      ),
      fc.constantFrom<Kind>('number', 'boolean', 'array', 'string', 'null').chain((kind) =>
        kindValue[kind].map((value) => ({
          field: 'translations',
          value: { de: value } as Json,
          path: (i: number) => `[${i}].translations.de`,
          outcome: 'no-translations' as const,
        })),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        categoriesArb.filter((list) => list.length > 0),
        fc.nat(),
        categoryChange,
        async (list, pick, change) => {
          const body = clone(list);
          const index = pick % body.length;
          const target = body[index];
          if (target === undefined) throw new Error('no category');
          target[change.field] = change.value;
          const events: ContentEvent[] = [];
          const outcome = await settle(clientFor(jsonResponder(body), events).getCategories(brand));
          if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
          const path = change.path(index);
          const id = typeof target.id === 'string' ? target.id.slice(0, 200) : undefined;
          if (change.outcome === 'left-out') {
            expect(outcome.value.map((category) => category.id)).toEqual(
              body.filter((_, place) => place !== index).map((category) => category.id),
            );
            expect(events).toEqual([
              { kind: 'item-left-out', brandId: brand, itemId: undefined, field: path },
            ]);
            return;
          }
          expect(outcome.value).toHaveLength(body.length);
          const read = outcome.value[index];
          if (change.outcome === 'nulled') expect(read?.[change.field as 'name']).toBeNull();
          else expect(read?.translations).toEqual({});
          expect(events).toEqual([
            { kind: 'field-ignored', brandId: brand, itemId: id, field: path },
          ]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('accepts a 1 MB string in a string field and reads it as null in a number field', async () => {
    const huge = 'é'.repeat(512 * 1024);
    await fc.assert(
      fc.asyncProperty(
        pagedResultArb.filter((b) => (b.data as Json[]).length > 0),
        fc.constantFrom(
          'title',
          'content',
          'description',
          'brief',
          'gscClicks',
          'gscPosition',
          'x-unknown',
        ),
        async (valid, field) => {
          const body = clone(valid);
          const item = (body.data as JsonObject[])[0];
          if (item === undefined) throw new Error('no item');
          item[field] = huge;
          const events: ContentEvent[] = [];
          const outcome = await settle(listCall('tag', jsonResponder(body), events));
          if (field === 'gscClicks' || field === 'gscPosition') {
            if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
            expect(outcome.value.data[0]?.[field]).toBeNull();
            expect(events.map((event) => event.kind)).toEqual(['field-ignored']);
            // The report names the field, never the megabyte.
            expect(JSON.stringify(events).length).toBeLessThan(2_000);
            return;
          }
          if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
          expectPageMatches(outcome.value, body);
        },
      ),
      { numRuns: 14 },
    );
  });

  it('survives 10 000 levels of nesting in an unknown field and in known fields', async () => {
    const depth = 10_000;
    const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(deepArray, deepObject),
        fc.constantFrom('x-unknown', 'tags', 'gscClicks', 'title', 'top-unknown', 'problem'),
        async (nested, field) => {
          const base = JSON.stringify({
            page: 1,
            pageSize: 1,
            totalCount: 1,
            data: [createMockContentItem({ id: 'deep' })],
          });
          let raw: string;
          let status = 200;
          if (field === 'top-unknown') raw = `{"deep":${nested},${base.slice(1)}`;
          else if (field === 'problem') {
            raw = `{"title":"Broken","status":500,"extra":${nested}}`;
            status = 500;
          } else {
            // Appended after the item's own keys: with duplicate keys, JSON.parse keeps the last.
            raw = base.replace(
              '"isSourceLanguageDocument":true}',
              `"isSourceLanguageDocument":true,"${field}":${nested}}`,
            );
            expect(raw).not.toBe(base);
          }
          const outcome = await settle(
            listCall(
              'tag',
              respond(raw, { status, headers: { 'content-type': 'application/json' } }),
            ),
          );
          if (field === 'x-unknown' || field === 'top-unknown') {
            if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
            expect(outcome.value.data).toHaveLength(1);
            return;
          }
          if (field === 'problem') {
            if (outcome.ok) throw new Error('deep problem accepted');
            const error = expectApiError(outcome.error);
            expect(error.kind).toBe('http');
            expect(error.status).toBe(500);
            expect(() => JSON.stringify(error)).not.toThrow();
            return;
          }
          // A deep value in a known field: read as null (gscClicks may be null), or the item
          // left out (tags and title may not), never a stack overflow.
          if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
          const kept = outcome.value.data;
          if (field === 'gscClicks') expect(kept.map((item) => item.gscClicks)).toEqual([null]);
          else expect(kept).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('resolves a page of 10 000 valid items', async () => {
    const data = Array.from({ length: 10_000 }, (_, i) =>
      createMockContentItem({ gscClicks: i % 2 === 0 ? String(i) : i, gscPosition: '1.5' }),
    );
    const body = { page: 1, pageSize: 10_000, totalCount: 10_000, data } as unknown as JsonObject;
    const outcome = await settle(listCall('category', jsonResponder(body)));
    if (!outcome.ok) throw new Error(`rejected: ${describeError(outcome.error)}`);
    expect(outcome.value.data).toHaveLength(10_000);
    expect(outcome.value.data[9_998]?.gscClicks).toBe(9_998);
    expect(outcome.value.data[9_999]?.gscPosition).toBe(1.5);
  });
});

describe('client fuzzing: arbitrary bodies', () => {
  const contentType = fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/problem+json',
      'application/vnd.api+json',
      'text/json',
      'text/plain',
      'text/html',
      'application/octet-stream',
      '',
      ';',
    ),
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 30,
    }),
  );
  const body = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 300 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '',
      ' ',
      'null',
      '[]',
      '{}',
      '"x"',
      '<!doctype html><p>hi</p>',
      '{"data":',
      '\ufeff{}',
    ),
  );
  const status = fc.oneof(fc.constant(200), fc.integer({ min: 200, max: 599 }));

  it('resolves or rejects with a ContentApiError, whatever the body, type and status', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        contentType,
        status,
        fc.boolean(),
        async (raw, type, code, categories) => {
          const noBody = code === 204 || code === 205 || code === 304;
          const init: ResponseInit = {
            status: code,
            headers: type === '' ? {} : { 'content-type': type },
          };
          const fetchImpl = respond(noBody ? null : (raw as BodyInit), init);
          const promise: Promise<unknown> = categories
            ? clientFor(fetchImpl).getCategories(brand)
            : listCall('language', fetchImpl);
          const outcome = await settle(promise);
          if (outcome.ok) {
            expect(code).toBeLessThan(300);
            return;
          }
          const error = expectApiError(outcome.error);
          if (code >= 300) {
            expect(error.kind).toBe('http');
            expect(error.status).toBe(code);
          } else {
            expect(error.kind).toBe('invalid-response');
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('reports problem-details error bodies as http errors with the right status', async () => {
    const member = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const problem = fc.record(
      {
        type: member,
        title: member,
        status: fc.oneof(
          member,
          fc.integer({ min: 400, max: 599 }),
          fc.constantFrom('500', '0x1f4', ''),
        ),
        detail: member,
        instance: member,
        extra: member,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        problem,
        fc.integer({ min: 400, max: 599 }),
        fc.constantFrom('application/problem+json', 'application/json', 'text/html', ''),
        endpointArb,
        fc.boolean(),
        async (details, code, type, endpoint, categories) => {
          const init: ResponseInit = {
            status: code,
            headers: type === '' ? {} : { 'content-type': type },
          };
          const fetchImpl = respond(JSON.stringify(details), init);
          const promise: Promise<unknown> = categories
            ? clientFor(fetchImpl).getCategories(brand)
            : listCall(endpoint, fetchImpl);
          const outcome = await settle(promise);
          if (outcome.ok) throw new Error('an error status resolved');
          const error = expectApiError(outcome.error);
          expect(error.kind).toBe('http');
          expect(error.status).toBe(code);
          if (error.problem !== undefined) {
            expect(error.problem.title === null || typeof error.problem.title === 'string').toBe(
              true,
            );
            expect(error.problem.status === null || Number.isInteger(error.problem.status)).toBe(
              true,
            );
          }
          expect(() => JSON.stringify(error)).not.toThrow();
        },
      ),
      { numRuns: 200 },
    );
  });
});
