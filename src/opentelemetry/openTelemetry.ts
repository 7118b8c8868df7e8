import {
  type Counter,
  type Meter,
  type MeterProvider,
  type MetricOptions,
  metrics,
  type Span,
  SpanStatusCode,
  type Tracer,
  type TracerProvider,
  trace,
  ValueType,
} from '@opentelemetry/api';
import {
  type ContentTelemetry,
  DEGRADATIONS_COUNTER,
  INDEX_LOOKUPS_COUNTER,
  REQUESTS_COUNTER,
  type TelemetryAttributes,
  type telemetryNames,
} from '../client/events.js';

/** The instrumentation scope's name: who made the spans and counters. */
const scopeName = 'content-delivery-react';

/**
 * The instrumentation scope's version: this package's. A constant, not a read of package.json,
 * so that no bundler has to inline the manifest; test/opentelemetry/openTelemetry.test.ts fails
 * when it differs from package.json's `version`.
 */
const scopeVersion = '0.1.0';

/** Options of {@link openTelemetry}. Without any, the globally registered providers are used. */
export interface OpenTelemetryOptions {
  /**
   * The tracer the spans are started with.
   * @default `tracerProvider.getTracer('content-delivery-react', <package version>)`
   */
  tracer?: Tracer | undefined;
  /**
   * Where the tracer comes from when `tracer` is not given.
   * @default the global provider (`trace.getTracerProvider()`), which NodeSDK and `@vercel/otel` register
   */
  tracerProvider?: TracerProvider | undefined;
  /**
   * The meter the counters are created on.
   * @default `meterProvider.getMeter('content-delivery-react', <package version>)`
   */
  meter?: Meter | undefined;
  /**
   * Where the meter comes from when `meter` is not given.
   * @default the global provider (`metrics.getMeterProvider()`), looked up at each count
   */
  meterProvider?: MeterProvider | undefined;
}

/** The names in `telemetryNames` that are counters (the spans' keys end in `Span`). */
type CounterName = (typeof telemetryNames)[Exclude<keyof typeof telemetryNames, `${string}Span`>];

/** What a metrics backend shows beside each counter; a new counter name must be described here. */
const counterOptions = {
  [REQUESTS_COUNTER]: {
    description: 'Requests to the Content Delivery Service, by endpoint and outcome (ok, error).',
    unit: '{request}',
    valueType: ValueType.INT,
  },
  [DEGRADATIONS_COUNTER]: {
    description: 'Degradations the library recovered from, by event kind (and brand when known).',
    unit: '{event}',
    valueType: ValueType.INT,
  },
  [INDEX_LOOKUPS_COUNTER]: {
    description:
      'Brand index lookups, by source (store, memory) and outcome (found, absent, unknown).',
    unit: '{lookup}',
    valueType: ValueType.INT,
  },
} satisfies Record<CounterName, MetricOptions>;

/**
 * A `ContentTelemetry` over `@opentelemetry/api`, for `createContentClient({ telemetry })`: a
 * span per service request, brand walk and index lookup, and counters of requests,
 * degradations and lookups (names: `telemetryNames`, docs/observability.md). By default it
 * records through the providers an app registers (NodeSDK, `@vercel/otel` in Next.js's
 * `instrumentation.ts`); with none registered, it records nothing. A failure of the
 * telemetry itself is ignored: it never fails a request.
 *
 * @example
 * import { createContentClient } from 'content-delivery-react/client';
 * import { openTelemetry } from 'content-delivery-react/opentelemetry';
 *
 * const client = createContentClient({ baseUrl, apiKey, telemetry: openTelemetry() });
 */
export function openTelemetry(options: OpenTelemetryOptions = {}): ContentTelemetry {
  let tracer: Tracer | undefined = options.tracer;
  // The global tracer provider hands out proxies that follow a provider registered later, so
  // one tracer is enough; the global meter provider does not, so the meter is looked up at each
  // count, and a client created before the SDK started still counts once it has.
  const tracerOf = () =>
    (tracer ??= (options.tracerProvider ?? trace.getTracerProvider()).getTracer(
      scopeName,
      scopeVersion,
    ));
  const meterOf = () =>
    options.meter ??
    (options.meterProvider ?? metrics.getMeterProvider()).getMeter(scopeName, scopeVersion);
  const countersByMeter = new WeakMap<Meter, Map<string, Counter>>();

  const counterOf = (name: string): Counter => {
    const meter = meterOf();
    let counters = countersByMeter.get(meter);
    if (counters === undefined) {
      counters = new Map();
      countersByMeter.set(meter, counters);
    }
    let counter = counters.get(name);
    if (counter === undefined) {
      const described = Object.hasOwn(counterOptions, name)
        ? (counterOptions as Record<string, MetricOptions>)[name]
        : undefined;
      counter = meter.createCounter(name, described);
      counters.set(name, counter);
    }
    return counter;
  };

  return {
    span<T>(name: string, attributes: TelemetryAttributes, run: () => Promise<T>): Promise<T> {
      // `run` is called exactly once, inside the span when the tracer works, else without one.
      let result: Promise<T> | undefined;
      const runOnce = (): Promise<T> => {
        if (result === undefined) {
          try {
            result = run();
          } catch (error) {
            result = Promise.reject(error);
          }
        }
        return result;
      };
      let traced: Promise<T> | undefined;
      try {
        // The active span is the parent of the spans started while `run` runs (a walk's
        // requests): the app's context manager carries it across awaits.
        tracerOf().startActiveSpan(name, { attributes }, (span) => {
          traced = runOnce().then(
            (value) => {
              // Success leaves the status unset, as OpenTelemetry asks of instrumentation libraries.
              endSpan(span);
              return value;
            },
            (error: unknown) => {
              recordFailure(span, error);
              endSpan(span);
              throw error;
            },
          );
        });
      } catch {
        // A tracer that throws costs the trace, not the request.
      }
      return traced ?? runOnce();
    },

    count(name: string, value: number, attributes: TelemetryAttributes): void {
      try {
        counterOf(name).add(value, attributes);
      } catch {
        // A meter that throws costs the count, not the request.
      }
    },
  };
}

/**
 * Records a rejection on `span`: an exception event, `error.type` and the status ERROR. What is
 * recorded is the error's name and its message, cut before the query of every URL in it: the
 * library's errors are redacted when built (no API key, no secret header), and a URL's query is
 * where a service that took a secret in the URL would have it (OpenTelemetry's HTTP conventions
 * scrub it too). Nothing else of the request (headers) is added. The stack is left out: its
 * first line repeats the message as it was first written, and its frames are the library's own.
 */
function recordFailure(span: Span, error: unknown): void {
  try {
    const exception = describeError(error);
    span.recordException(exception);
    span.setAttribute('error.type', errorType(error, exception.name));
    span.setStatus({ code: SpanStatusCode.ERROR, message: exception.message });
  } catch {
    // Recording is best effort; ending the span is not.
  }
}

function endSpan(span: Span): void {
  try {
    span.end();
  } catch {}
}

/** The exception event of `error`: its message, and its name when it has one. */
function describeError(error: unknown): { name?: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const text = typeof message === 'string' ? withoutQueries(message) : '';
    return typeof name === 'string' ? { name, message: text } : { message: text };
  }
  return { message: withoutQueries(String(error)) };
}

/** An HTTP URL (the client's only kind) and its query and fragment, up to the next white space. */
const urlQuery = /(\bhttps?:\/\/[^\s?#]*)[?#]\S*/gi;

/** `text` with every URL in it cut before its query (`…/tag/gear?page=2` → `…/tag/gear`). */
function withoutQueries(text: string): string {
  return text.replace(urlQuery, '$1');
}

/**
 * `error.type` as OpenTelemetry's semantic conventions define it for HTTP clients: the status
 * code when the service answered one, else a low-cardinality identifier: the `kind` of a
 * `ContentApiError` (`timeout`, `network`, `aborted`, …), else the error's name, else `_OTHER`.
 */
function errorType(error: unknown, name: string | undefined): string {
  if (name === 'ContentApiError') {
    const { status, kind } = error as { status?: unknown; kind?: unknown };
    if (typeof status === 'number') return String(status);
    if (typeof kind === 'string') return kind;
  }
  return name ?? '_OTHER';
}
