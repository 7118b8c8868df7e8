import type { ContentClient } from './contentClient.js';

// What a server operator sees: every degradation the library recovers from (an article shown
// as text, an item the index could not hold, a store that failed, a walk that failed or was
// resumed) is an event with a kind and the brand, handed to one hook, and counted and traced
// through an optional telemetry (OpenTelemetry: `content-delivery-react/opentelemetry`).
// Events never carry the API key: errors in them are the client's own `ContentApiError`s
// (redacted when built) or a store's errors, which never saw the key.

/** Attributes of a span or a counter: plain values, as OpenTelemetry takes them. */
export type TelemetryAttributes = Record<string, string | number | boolean>;

/**
 * Where the library sends its traces and counters. `openTelemetry()` from
 * `content-delivery-react/opentelemetry` makes one over `@opentelemetry/api`; without one,
 * nothing is recorded and nothing is imported.
 */
export interface ContentTelemetry {
  /**
   * Runs `run` inside a span named `name` (it becomes the parent of the spans started inside),
   * ends the span when the promise settles, and records a rejection as the span's error.
   */
  span<T>(name: string, attributes: TelemetryAttributes, run: () => Promise<T>): Promise<T>;
  /** Adds `value` to the counter `name`. */
  count(name: string, value: number, attributes: TelemetryAttributes): void;
}

// The span and counter names, one constant each, so that a bundle carries only those it records
// (a browser's client records no brand index spans); `telemetryNames` gathers them for users.
export const REQUEST_SPAN = 'content-delivery.request';
export const WALK_SPAN = 'content-delivery.brand-index.walk';
export const LOOKUP_SPAN = 'content-delivery.brand-index.lookup';
export const REQUESTS_COUNTER = 'content_delivery.requests';
export const DEGRADATIONS_COUNTER = 'content_delivery.degradations';
export const INDEX_LOOKUPS_COUNTER = 'content_delivery.brand_index.lookups';

/** The span and counter names the library records, in one place (see docs/observability.md). */
export const telemetryNames = {
  /** A span per service request (all its attempts); attributes: endpoint, brand; `error.type` on failure. */
  requestSpan: REQUEST_SPAN,
  /** A span per walk of a brand by its index. */
  walkSpan: WALK_SPAN,
  /** A span per lookup in a brand index (slug, variants, list, entries). */
  lookupSpan: LOOKUP_SPAN,
  /** Counter: service requests, by endpoint and outcome (`ok`, `error`). */
  requests: REQUESTS_COUNTER,
  /** Counter: degradations, by event kind (every {@link ContentEvent} but `walk-completed`). */
  refusals: DEGRADATIONS_COUNTER,
  /** Counter: brand index lookups, by source (`store` or `memory`) and outcome (`found`, `absent`, `unknown`). */
  indexLookups: INDEX_LOOKUPS_COUNTER,
} as const;

/** Why an article body is rendered as text or not at all. */
export type BodyRefusalReason =
  /** Longer than the sanitizer's `maxLength`. */
  | 'too-long'
  /** More elements, or deeper nesting, than the sanitizer's `maxElements` allows. */
  | 'too-complex'
  /** The sanitizer threw (a runtime without what it needs), or a browser could not load it. */
  | 'sanitizer-failed';

/**
 * A degradation the library recovered from, or a milestone of the brand index, for an
 * operator: `onEvent` of `createContentClient`, `createContentProxy` and the components'
 * settings receives each one. The brand is named; the API key never is.
 */
export type ContentEvent =
  /** An article body was refused by the sanitizer and shown as plain text. */
  | { kind: 'body-refused'; reason: BodyRefusalReason; itemId: string | undefined; length: number }
  /**
   * A field of an item or category did not fit the spec, and may be null: it was read as null,
   * and the rest of the item is shown. `field` is its path in the answer (`data[3].gscClicks`),
   * never its value.
   */
  | { kind: 'field-ignored'; brandId: string; itemId: string | undefined; field: string }
  /**
   * An item or category could not be read (`field`, a required one, did not fit the spec): it
   * was left out of its page, which kept its other items and `totalCount`.
   */
  | { kind: 'item-left-out'; brandId: string; itemId: string | undefined; field: string }
  /** The brand index could not hold an item (a field longer than it holds): lookups of it search the lists. */
  | { kind: 'item-refused'; brandId: string; slug: string; reason: 'field-too-long' }
  /** The brand lists more items than `maxItems`: it is not indexed. */
  | { kind: 'brand-too-large'; brandId: string; itemCount: number; maxItems: number }
  /** A read or write of the shared store failed: the lookup went on without it. */
  | { kind: 'store-failed'; brandId: string; operation: 'read' | 'write'; error: unknown }
  /** A walk failed; the index goes on answering from what it has. */
  | { kind: 'walk-failed'; brandId: string; error: unknown }
  /** A walk another instance left unfinished (frozen, or killed) was taken up where it stopped. */
  | { kind: 'walk-resumed'; brandId: string; pagesDone: number; pages: number }
  /** A walk finished and its index is in use. */
  | {
      kind: 'walk-completed';
      brandId: string;
      items: number;
      complete: boolean;
      requests: number;
      durationMs: number;
    }
  /** A head check read the lists' first pages: `added` items found on top, `changed` when a walk follows. */
  | { kind: 'head-check'; brandId: string; added: number; changed: boolean }
  /** The proxy answered a problem for a failed upstream request (or an index lookup that failed). */
  | { kind: 'upstream-error'; brandId: string | undefined; status: number; error: unknown };

/** The kinds of {@link ContentEvent}. */
export type ContentEventKind = ContentEvent['kind'];

/** Receives every {@link ContentEvent}. Errors it throws are ignored. */
export type ContentEventHandler = (event: ContentEvent) => void;

/** What the index and lookups of a client report to. */
export interface ClientObservers {
  /** Hands `event` to `onEvent` (never throws) and counts it. */
  emit(event: ContentEvent): void;
  telemetry: ContentTelemetry | undefined;
  /**
   * Names the service and the credentials the client uses: its base URL and its secret
   * headers. Only ever hashed (see `serviceNamespace`), never stored or shown.
   */
  serviceIdentity: string;
}

/** Calls `handler` with `event`; a throwing handler must not break the page that reported. */
export function callEventHandler(
  handler: ContentEventHandler | undefined,
  event: ContentEvent,
): void {
  if (handler === undefined) return;
  try {
    handler(event);
  } catch {
    // An operator's hook must never cost a reader a page.
  }
}

/** Runs `run` in a span of `telemetry` when there is one. */
export function inSpan<T>(
  telemetry: ContentTelemetry | undefined,
  name: string,
  attributes: TelemetryAttributes,
  run: () => Promise<T>,
): Promise<T> {
  return telemetry === undefined ? run() : telemetry.span(name, attributes, run);
}

/** Makes the observers of a client: `onEvent`, counted in `telemetry` when there is one. */
export function createObservers(
  onEvent: ContentEventHandler | undefined,
  telemetry: ContentTelemetry | undefined,
  serviceIdentity: string,
): ClientObservers {
  return {
    emit(event) {
      callEventHandler(onEvent, event);
      if (telemetry !== undefined && event.kind !== 'walk-completed') {
        try {
          telemetry.count(DEGRADATIONS_COUNTER, 1, {
            kind: event.kind,
            ...('brandId' in event && event.brandId !== undefined
              ? { brand: event.brandId.slice(0, 80) }
              : {}),
          });
        } catch {}
      }
    },
    telemetry,
    serviceIdentity,
  };
}

// Kept beside the client, not on it, so the client's public shape stays the four endpoints.
const observersOf = new WeakMap<ContentClient, ClientObservers>();

export function setClientObservers(client: ContentClient, observers: ClientObservers): void {
  observersOf.set(client, observers);
}

/**
 * The observers of a client made by `createContentClient`; for any other object that is a
 * `ContentClient` (a test double), none: events go nowhere and the service is named by its
 * base URL alone.
 */
export function clientObservers(client: ContentClient): ClientObservers {
  return (
    observersOf.get(client) ?? createObservers(undefined, undefined, `${String(client.baseUrl)}\n`)
  );
}
