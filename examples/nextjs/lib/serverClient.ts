// The keyed client, in a module of its own so `proxy.ts` can use it without the pages' cached
// data functions (lib/content.ts). Server only: the API key is read from the server's
// environment and never reaches the browser.
import { createContentClient } from 'content-delivery-react/client';
import { openTelemetry } from 'content-delivery-react/opentelemetry';
import { after } from 'next/server';
import { createStorage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';

/**
 * Where the brand index is kept. Next bundles the proxy, each route handler and the pages apart
 * (each has its own copy of this module, so its own client and index): they meet in this store.
 * A folder serves one machine; on several instances use a store they all reach (Redis, Vercel
 * KV, Cloudflare KV: any unstorage driver), and they walk the brand about once in all.
 */
const indexStorage = createStorage({
  driver: fsLiteDriver({ base: process.env.CDS_INDEX_DIR ?? '.cache/brand-index' }),
});

/**
 * The keyed client. Its fetches are not cached by Next itself: the 'use cache' functions are.
 * - `waitUntil: after`: a lookup that answers before the brand's walk is over (its article's
 *   page came early) lets Next finish the walk after the response, so a serverless instance is
 *   not frozen with the walk half stored (the next instance would take it up, but later).
 *   Where `after` cannot be called (at build time), the walk simply runs on.
 * - `telemetry`: spans and counters through the OpenTelemetry SDK that instrumentation.ts
 *   registers when a collector is configured (a no-op otherwise).
 * - `onEvent`: every degradation (a store outage, a failed walk, an item the index refused) in
 *   the server's log, where an operator sees it; the event names the brand, never the key.
 */
export const serverClient = createContentClient({
  baseUrl: process.env.CDS_BASE_URL ?? 'http://127.0.0.1:4010',
  apiKey: process.env.CDS_API_KEY,
  brandIndex: { storage: indexStorage, waitUntil: (work) => after(work) },
  telemetry: openTelemetry(),
  onEvent: (event) => {
    if (event.kind === 'walk-completed' || event.kind === 'head-check') return;
    console.warn(`[content] ${event.kind}`, 'brandId' in event ? event.brandId : '', event);
  },
});
