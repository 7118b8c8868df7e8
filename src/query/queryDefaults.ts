/**
 * TanStack options every query of this library starts from (spread first, so an app's
 * own options win):
 * - `retry: false`: the client is the one retry layer (bounded, idempotent failures
 *   only); TanStack retrying on top would multiply the attempts;
 * - `staleTime: 60 s`: content changes rarely, and a page prefetched on the server or
 *   hydrated should not be fetched again as it mounts.
 *
 * `refetchOnWindowFocus` keeps TanStack's default (`true`, stale queries only): a tab left open
 * catches up with edits when the reader returns, at most once per `staleTime`, and a refresh
 * that fails keeps the data on screen (the components mark it `data-stale`, with no alert).
 */
export const contentQueryDefaults = {
  retry: false,
  staleTime: 60_000,
} as const;
