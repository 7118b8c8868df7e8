import { readFileSync } from 'node:fs';
import {
  context,
  type Meter,
  metrics,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import {
  type ContentClient,
  createContentClient,
  type FetchFunction,
  findContentBySlug,
  isContentApiError,
} from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { openTelemetry } from 'content-delivery-react/opentelemetry';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = 'https://cds.test';
const brand = 'acme-outdoor';
const apiKey = 'sk_live_0tel+Key/With=Chars';
const wrongKey = 'sk_live_Wr0ng+Key/Also=Secret';
const packageVersion: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

// What an app's SDK (NodeSDK, @vercel/otel) registers: the context manager that carries the
// active span across awaits, which makes spans started inside a span its children.
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => {
  context.disable();
});

const shutdowns: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const shutdown of shutdowns.splice(0)) await shutdown();
  trace.disable();
  metrics.disable();
});

/** An SDK of our own: spans and metrics kept in memory, read when the test asks. */
function inMemorySdk() {
  const spanExporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spanExporter)],
  });
  const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  // Exports only when flushed (the interval is longer than any test).
  const reader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    exportIntervalMillis: 3_600_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });
  shutdowns.push(async () => {
    await tracerProvider.shutdown();
    await meterProvider.shutdown();
  });
  return {
    tracerProvider,
    meterProvider,
    spans: (): ReadableSpan[] => spanExporter.getFinishedSpans(),
    async metrics() {
      await reader.forceFlush();
      const exported = metricExporter.getMetrics();
      return exported.at(-1)?.scopeMetrics.flatMap((scope) => scope.metrics) ?? [];
    },
  };
}

/** A client on the in-memory mock, which checks the API key (wrong key: 403). */
function clientOf(
  telemetry: ReturnType<typeof openTelemetry>,
  key = apiKey,
  fetch: FetchFunction = createMockFetch({ baseUrl, apiKey }),
): ContentClient {
  return createContentClient({ baseUrl, apiKey: key, telemetry, fetch, brandIndex: false });
}

/** What a span holds that an exporter sends, as text. */
function spanText(span: ReadableSpan): string {
  return JSON.stringify({
    name: span.name,
    attributes: span.attributes,
    events: span.events,
    status: span.status,
    links: span.links,
  });
}

describe('openTelemetry', () => {
  it('records one span per request, with the endpoint and the brand, leaving the status unset', async () => {
    const sdk = inMemorySdk();
    const client = clientOf(openTelemetry(sdk));

    await client.getCategories(brand);
    await client.getContentByTag(brand, 'gear', { page: 1, pageSize: 2 });

    const spans = sdk.spans();
    expect(spans.map((span) => [span.name, span.attributes])).toEqual([
      ['content-delivery.request', { endpoint: 'categories', brand }],
      ['content-delivery.request', { endpoint: 'tag', brand }],
    ]);
    for (const span of spans) {
      expect(span.status.code).toBe(SpanStatusCode.UNSET);
      expect(span.events).toEqual([]);
      expect(span.ended).toBe(true);
      expect(span.instrumentationScope).toMatchObject({
        name: 'content-delivery-react',
        version: packageVersion,
      });
    }
  });

  it('records a refused request as an error span with an exception event: 404', async () => {
    const sdk = inMemorySdk();
    const client = clientOf(openTelemetry(sdk));

    const error = await client.getCategories('no-such-brand').catch((caught: unknown) => caught);

    expect(isContentApiError(error) && error.status).toBe(404);
    const [span] = sdk.spans();
    expect(span?.attributes).toEqual({
      endpoint: 'categories',
      brand: 'no-such-brand',
      'error.type': '404',
    });
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    expect(span?.events.map((event) => [event.name, event.attributes])).toEqual([
      [
        'exception',
        { 'exception.type': 'ContentApiError', 'exception.message': (error as Error).message },
      ],
    ]);
  });

  it('records a 403 without the API key anywhere in spans or metrics', async () => {
    const sdk = inMemorySdk();
    const telemetry = openTelemetry(sdk);
    // The key reaches the mock (200), a wrong one is refused (403): both are secrets.
    await clientOf(telemetry).getCategories(brand);
    const error = await clientOf(telemetry, wrongKey)
      .getContentByTag(brand, 'gear', { page: 2, pageSize: 3 })
      .catch((caught: unknown) => caught);

    expect(isContentApiError(error) && error.status).toBe(403);
    const failed = sdk.spans().find((span) => span.status.code === SpanStatusCode.ERROR);
    expect(failed?.attributes).toEqual({ endpoint: 'tag', brand, 'error.type': '403' });
    expect(failed?.events.map((event) => event.name)).toEqual(['exception']);
    // The error's own message, but its URL without the query.
    const message = (error as Error).message;
    expect(message).toContain('/tag/gear?page=2&pageSize=3 failed: 403');
    expect(failed?.status.message).toBe(message.replace('?page=2&pageSize=3', ''));

    const recorded = [...sdk.spans().map(spanText), JSON.stringify(await sdk.metrics())].join('\n');
    expect(recorded).toContain('content_delivery.requests');
    for (const secret of [apiKey, wrongKey]) {
      expect(recorded).not.toContain(secret);
      expect(recorded).not.toContain(encodeURIComponent(secret));
      expect(recorded).not.toContain(secret.slice(8, 20));
    }
    // Nothing of the request beyond the endpoint and the brand: no URL query, no header.
    expect(recorded).not.toMatch(/pageSize=|authorization|bearer/i);
  });

  it('counts requests by endpoint and outcome, in one described counter', async () => {
    const sdk = inMemorySdk();
    const client = clientOf(openTelemetry(sdk));

    await client.getCategories(brand);
    await client.getCategories(brand);
    await client.getContentByTag(brand, 'gear', { pageSize: 2 });
    await client.getCategories('no-such-brand').catch(() => undefined);

    const recorded = await sdk.metrics();
    expect(recorded.map((metric) => metric.descriptor.name)).toEqual(['content_delivery.requests']);
    const [requests] = recorded;
    expect(requests?.descriptor).toMatchObject({ unit: '{request}', type: 'COUNTER' });
    expect(requests?.descriptor.description).toMatch(/endpoint and outcome/);
    const counts = requests?.dataPoints.map((point) => [point.attributes, point.value]);
    expect(counts).toEqual(
      expect.arrayContaining([
        [{ endpoint: 'categories', outcome: 'ok' }, 2],
        [{ endpoint: 'tag', outcome: 'ok' }, 1],
        [{ endpoint: 'categories', outcome: 'error' }, 1],
      ]),
    );
    expect(counts).toHaveLength(3);
  });

  it('makes the spans started inside a span its children, across awaits', async () => {
    const sdk = inMemorySdk();
    const telemetry = openTelemetry(sdk);
    const client = clientOf(telemetry);

    const titles = await telemetry.span(
      'content-delivery.brand-index.walk',
      { brand },
      async () => {
        const categories = await client.getCategories(brand);
        await new Promise((resolve) => setTimeout(resolve, 1));
        const page = await client.getContentByTag(brand, 'gear', { pageSize: 2 });
        return [categories.length, page.data.length];
      },
    );
    await client.getCategories(brand);

    expect(titles).toEqual([expect.any(Number), 2]);
    const spans = sdk.spans();
    const walk = spans.find((span) => span.name === 'content-delivery.brand-index.walk');
    const requests = spans.filter((span) => span.name === 'content-delivery.request');
    expect(walk?.attributes).toEqual({ brand });
    expect(requests).toHaveLength(3);
    const [first, second, outside] = requests;
    for (const child of [first, second]) {
      expect(child?.parentSpanContext?.spanId).toBe(walk?.spanContext().spanId);
      expect(child?.spanContext().traceId).toBe(walk?.spanContext().traceId);
    }
    // The walk's span is no longer active once it has ended.
    expect(outside?.parentSpanContext).toBeUndefined();
    // A parent ends after its children.
    expect(walk?.endTime[0]).toBeGreaterThanOrEqual(second?.endTime[0] ?? Infinity);
  });

  it('ends the span and rejects with the same error when the run rejects', async () => {
    const sdk = inMemorySdk();
    const failure = new TypeError('store read failed');

    const outcome = openTelemetry(sdk).span('content-delivery.brand-index.lookup', {}, () =>
      Promise.reject(failure),
    );

    await expect(outcome).rejects.toBe(failure);
    const [span] = sdk.spans();
    expect(span?.ended).toBe(true);
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'store read failed' });
    expect(span?.attributes).toEqual({ 'error.type': 'TypeError' });
  });

  it("names a ContentApiError without a status by its kind (error.type 'timeout', 'network', …)", async () => {
    const sdk = inMemorySdk();
    const unreachable: FetchFunction = () =>
      Promise.reject(
        Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
      );
    const client = createContentClient({
      baseUrl,
      apiKey,
      telemetry: openTelemetry(sdk),
      fetch: unreachable,
      brandIndex: false,
      retry: 0,
    });

    const error = await client.getCategories(brand).catch((caught: unknown) => caught);

    expect(isContentApiError(error) && error.kind).toBe('network');
    expect(sdk.spans()[0]?.attributes['error.type']).toBe('network');
  });

  it('uses the globally registered providers by default, even those registered after it was made', async () => {
    const sdk = inMemorySdk();
    const telemetry = openTelemetry();
    const client = clientOf(telemetry);
    // Nothing registered yet: nothing is recorded, and the request works.
    await client.getCategories(brand);

    trace.setGlobalTracerProvider(sdk.tracerProvider);
    metrics.setGlobalMeterProvider(sdk.meterProvider);
    await client.getCategories(brand);

    expect(sdk.spans()).toHaveLength(1);
    const [requests] = await sdk.metrics();
    expect(requests?.dataPoints.map((point) => point.value)).toEqual([1]);
  });

  it('takes a tracer and a meter directly', async () => {
    const sdk = inMemorySdk();
    const telemetry = openTelemetry({
      tracer: sdk.tracerProvider.getTracer('my-app'),
      meter: sdk.meterProvider.getMeter('my-app'),
    });

    await clientOf(telemetry).getCategories(brand);

    expect(sdk.spans().map((span) => span.instrumentationScope.name)).toEqual(['my-app']);
    expect((await sdk.metrics()).map((metric) => metric.descriptor.name)).toEqual([
      'content_delivery.requests',
    ]);
  });
});

describe('what a span records of a rejection', () => {
  /** The span of one run that rejects with `reason`. */
  async function spanOfRejection(reason: unknown): Promise<ReadableSpan | undefined> {
    const sdk = inMemorySdk();
    await openTelemetry(sdk)
      .span('content-delivery.brand-index.lookup', {}, () => Promise.reject(reason))
      .catch(() => undefined);
    return sdk.spans()[0];
  }

  it('cuts the query and fragment of every URL in the message, wherever it stands', async () => {
    const span = await spanOfRejection(
      new Error(
        'https://a.test/x?key=1 failed, then http://b.test/y#frag?q=2 and HTTPS://C.TEST?z',
      ),
    );

    const cut = 'https://a.test/x failed, then http://b.test/y and HTTPS://C.TEST';
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: cut });
    expect(span?.events[0]?.attributes?.['exception.message']).toBe(cut);
  });

  it('records a value that is not an error by its text, with error.type _OTHER', async () => {
    for (const [reason, message] of [
      ['refused', 'refused'],
      [null, 'null'],
      [42, '42'],
    ] as const) {
      const span = await spanOfRejection(reason);
      expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message });
      expect(span?.attributes).toEqual({ 'error.type': '_OTHER' });
      expect(span?.events.map((event) => event.attributes)).toEqual([
        { 'exception.message': message },
      ]);
    }
  });

  it('reads only a string name and a string message of an object', async () => {
    const span = await spanOfRejection({ name: 7, message: { text: 'not a string' } });

    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: '' });
    expect(span?.attributes).toEqual({ 'error.type': '_OTHER' });
  });

  it('takes a status or a kind for error.type only from a ContentApiError', async () => {
    const typeError = Object.assign(new TypeError('bad'), { status: 500, kind: 'http' });
    expect((await spanOfRejection(typeError))?.attributes).toEqual({ 'error.type': 'TypeError' });

    const bare = { name: 'ContentApiError', message: 'neither status nor kind' };
    expect((await spanOfRejection(bare))?.attributes).toEqual({
      'error.type': 'ContentApiError',
    });
  });
});

describe('openTelemetry counters', () => {
  it('describes every counter the library counts, with its unit', async () => {
    const sdk = inMemorySdk();
    const telemetry = openTelemetry(sdk);

    telemetry.count('content_delivery.requests', 1, { endpoint: 'tag', outcome: 'ok' });
    telemetry.count('content_delivery.degradations', 1, { kind: 'store-failed', brand });
    telemetry.count('content_delivery.brand_index.lookups', 2, { source: 'store', outcome: 'hit' });
    telemetry.count('my_app.other', 1, {});

    const descriptors = Object.fromEntries(
      (await sdk.metrics()).map(({ descriptor }) => [
        descriptor.name,
        [descriptor.unit, descriptor.description],
      ]),
    );
    expect(descriptors).toEqual({
      'content_delivery.requests': ['{request}', expect.stringMatching(/endpoint and outcome/)],
      'content_delivery.degradations': ['{event}', expect.stringMatching(/by event kind/)],
      'content_delivery.brand_index.lookups': [
        '{lookup}',
        expect.stringMatching(/by source .* and outcome/),
      ],
      // A name it does not know is counted, undescribed.
      'my_app.other': ['', ''],
    });
  });

  it('creates each counter once on a meter, however often it counts', async () => {
    const sdk = inMemorySdk();
    const meter = sdk.meterProvider.getMeter('test');
    const created: string[] = [];
    const watched = {
      createCounter: (...args: Parameters<Meter['createCounter']>) => {
        created.push(args[0]);
        return meter.createCounter(...args);
      },
    } as unknown as Meter;
    const telemetry = openTelemetry({ meter: watched });

    for (let count = 0; count < 3; count += 1) {
      telemetry.count('content_delivery.requests', 1, { outcome: 'ok' });
      telemetry.count('content_delivery.degradations', 1, { kind: 'walk-failed' });
    }

    expect(created).toEqual(['content_delivery.requests', 'content_delivery.degradations']);
    const values = (await sdk.metrics()).map((metric) => metric.dataPoints[0]?.value);
    expect(values).toEqual([3, 3]);
  });
});

describe('openTelemetry when the telemetry itself fails', () => {
  /** Counts the requests that reach the mock, to prove each call is sent once. */
  function countingFetch() {
    const mock = createMockFetch({ baseUrl, apiKey });
    const calls = { count: 0 };
    const fetch: FetchFunction = (input, init) => {
      calls.count += 1;
      return mock(input, init);
    };
    return { fetch, calls };
  }

  const throwingMeter = {
    createCounter() {
      throw new Error('meter down');
    },
  } as unknown as Meter;

  it('sends the request once and answers it when the tracer throws', async () => {
    const tracer = {
      startSpan() {
        throw new Error('tracer down');
      },
      startActiveSpan() {
        throw new Error('tracer down');
      },
    } as unknown as Tracer;
    const { fetch, calls } = countingFetch();
    const client = clientOf(openTelemetry({ tracer, meter: throwingMeter }), apiKey, fetch);

    await expect(client.getCategories(brand)).resolves.toEqual(expect.any(Array));
    expect(calls.count).toBe(1);
    await expect(client.getCategories('no-such-brand')).rejects.toMatchObject({ status: 404 });
  });

  it('sends the request once when the tracer throws after starting the run', async () => {
    const sdk = inMemorySdk();
    const working = sdk.tracerProvider.getTracer('test');
    const tracer = {
      startActiveSpan(name: string, options: object, run: (span: unknown) => unknown) {
        working.startActiveSpan(name, options, run);
        throw new Error('tracer failed late');
      },
    } as unknown as Tracer;
    const { fetch, calls } = countingFetch();
    const client = clientOf(openTelemetry({ tracer, meter: throwingMeter }), apiKey, fetch);

    await expect(client.getCategories(brand)).resolves.toEqual(expect.any(Array));
    expect(calls.count).toBe(1);
    expect(sdk.spans()).toHaveLength(1);
  });

  it('sends the request once when a tracer calls back twice', async () => {
    const sdk = inMemorySdk();
    const working = sdk.tracerProvider.getTracer('test');
    const tracer = {
      startActiveSpan(name: string, options: object, run: (span: unknown) => unknown) {
        working.startActiveSpan(name, options, run);
        return working.startActiveSpan(name, options, run);
      },
    } as unknown as Tracer;
    const { fetch, calls } = countingFetch();
    const client = clientOf(openTelemetry({ tracer, meter: throwingMeter }), apiKey, fetch);

    await expect(client.getCategories(brand)).resolves.toEqual(expect.any(Array));
    expect(calls.count).toBe(1);
  });

  it('answers and rejects as without telemetry when a span cannot record or end', async () => {
    const brokenSpan = new Proxy(
      {},
      {
        get() {
          return () => {
            throw new Error('span broken');
          };
        },
      },
    );
    const tracer = {
      startActiveSpan: (_name: string, _options: object, run: (span: unknown) => unknown) =>
        run(brokenSpan),
    } as unknown as Tracer;
    const client = clientOf(openTelemetry({ tracer, meter: throwingMeter }));

    await expect(client.getCategories(brand)).resolves.toEqual(expect.any(Array));
    const error = await client.getCategories('no-such-brand').catch((caught: unknown) => caught);
    expect(isContentApiError(error) && error.status).toBe(404);
  });

  it('rejects, and does not throw, when the run itself throws synchronously', async () => {
    const sdk = inMemorySdk();
    const failure = new Error('thrown, not rejected');
    const telemetry = openTelemetry(sdk);

    const outcome = telemetry.span('content-delivery.request', {}, () => {
      throw failure;
    });

    await expect(outcome).rejects.toBe(failure);
    expect(sdk.spans()[0]?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('ignores a counter that throws', () => {
    const telemetry = openTelemetry({ meter: throwingMeter });
    expect(() => telemetry.count('content_delivery.requests', 1, { outcome: 'ok' })).not.toThrow();
  });
});

describe('openTelemetry and the brand index', () => {
  it('records a lookup span over the walk span over its requests, and counts the lookup and the degradations', async () => {
    const sdk = inMemorySdk();
    const events: string[] = [];
    const client = createContentClient({
      baseUrl,
      apiKey,
      telemetry: openTelemetry(sdk),
      fetch: createMockFetch({ baseUrl, apiKey }),
      onEvent: (event) => events.push(event.kind),
    });
    const first = (await client.getContentByTag(brand, 'gear', { page: 1, pageSize: 1 })).data[0];
    if (first === undefined) throw new Error('the demo brand has gear');
    const before = sdk.spans().length;

    expect((await findContentBySlug(client, brand, { slug: first.slug }))?.id).toBe(first.id);
    // A known slug now: the index answers without a walk.
    expect((await findContentBySlug(client, brand, { slug: first.slug }))?.id).toBe(first.id);

    const spans = sdk.spans().slice(before);
    const lookups = spans.filter((span) => span.name === 'content-delivery.brand-index.lookup');
    const [walk, ...otherWalks] = spans.filter(
      (span) => span.name === 'content-delivery.brand-index.walk',
    );
    expect(otherWalks).toEqual([]);
    expect(lookups).toHaveLength(2);
    expect(lookups[0]?.attributes).toEqual({ lookup: 'slug', brand });
    expect(walk?.attributes).toEqual({ brand });
    // The walk's requests are its children: a trace shows what a cold lookup cost.
    const walkRequests = spans.filter(
      (span) =>
        span.name === 'content-delivery.request' &&
        span.parentSpanContext?.spanId === walk?.spanContext().spanId,
    );
    expect(walkRequests.length).toBeGreaterThan(1);
    expect(walkRequests[0]?.attributes).toEqual({ endpoint: 'categories', brand });

    const recorded = await sdk.metrics();
    const lookupCounter = recorded.find(
      (metric) => metric.descriptor.name === 'content_delivery.brand_index.lookups',
    );
    const outcomes = lookupCounter?.dataPoints.map((point) => [point.attributes, point.value]);
    expect(outcomes).toContainEqual([{ source: 'memory', outcome: 'found' }, 2]);
    const recordedText = [...spans.map(spanText), JSON.stringify(recorded)].join('\n');
    expect(recordedText).not.toContain(apiKey);
    expect(events).toEqual(['walk-completed']);
  });
});
