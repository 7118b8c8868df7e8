// An app's server code as a Cloudflare Worker module (`export default { fetch }`, nothing else:
// workerd refuses other exports): it reads one article through a client keyed with its
// `CDS_API_KEY` binding and answers it rendered by `ContentArticle` with react-dom's streaming
// server renderer. runtimes.e2e.test.ts runs this file, unchanged, on workerd
// (bundled with esbuild as wrangler bundles a Worker), Bun, Deno and Node (through print.mjs),
// from a temporary app where `content-delivery-react` is the packed package: every import below
// resolves through the package's `exports`/`imports` under that runtime's own conditions.
//
// Erasable TypeScript only (no enums, no parameter properties): Node strips the types as it loads.
import { ContentArticle } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
} from 'content-delivery-react/mock';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

const baseUrl = 'https://cds.test';
const brandId = 'acme-outdoor';

/**
 * What an editor wrote: the parts a reader must see (heading, links, list, image) beside the
 * parts that must never reach a page (a script, an event handler, a `javascript:` link).
 */
const body = [
  '<p>A waterproof jacket and a spare pair of socks make a wet hike bearable.</p>',
  '<h2>Packing for a rainy day</h2>',
  '<p>Read <a href="https://example.com/rain-guide">the rain guide</a> before you leave.</p>',
  '<ul><li>Rain cover for the pack</li><li>Dry bag for the sleeping bag</li></ul>',
  '<p><img src="https://images.example/rainy-trail.jpg" alt="A hiker on a rainy trail"></p>',
  '<script>alert(1)</script>',
  '<p>Keep your phone in a zip bag.<img src=x onerror=alert(2)></p>',
  '<p><a href="javascript:alert(3)">Campsite rules</a></p>',
].join('\n');

const dataset = createMockDataset([
  createMockBrand({
    id: brandId,
    items: [
      createMockContentItem({
        slug: 'packing-for-rain',
        title: 'Packing for rain',
        tags: ['rain'],
        content: body,
      }),
    ],
  }),
]);

/** The Worker's bindings: the service key, a secret the test checks never reaches the page. */
interface Env {
  CDS_API_KEY: string;
}

export default {
  async fetch(_request: Request, env: Env): Promise<Response> {
    const apiKey = env.CDS_API_KEY;
    // The mock's fetch, not the network: the runtimes under test reach nothing but their caller.
    // The client still sends the key and normalizes the wire JSON as it does in production.
    const fetch = createMockFetch({ baseUrl, apiKey, dataset });
    const client = createContentClient({ baseUrl, apiKey, fetch });
    const page = await client.getContentByTag(brandId, 'rain', { pageSize: 1 });
    const item = page.data[0];
    if (item === undefined) return new Response('no article', { status: 404 });
    const stream = await renderToReadableStream(createElement(ContentArticle, { item }));
    // The whole document at once, as a crawler reads it.
    await stream.allReady;
    return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};
