// The Next.js example's MCP endpoint (examples/nextjs/lib/mcpServer.ts, mounted by
// app/mcp/route.ts), driven by the MCP SDK's own client over Streamable HTTP: its fetch is the
// endpoint's Request → Response handler, so every exchange goes through the HTTP layer the route
// serves. The server client reads the package's mock with an API key, which no answer may hold.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteMcpEndpoint, maxMcpRequestBytes } from '../../examples/nextjs/lib/mcpServer.js';

const baseUrl = 'https://cds.test';
const brandId = 'acme-outdoor';
const siteUrl = 'https://outdoor.example';
const endpointUrl = `${siteUrl}/mcp`;
const apiKey = 'cds-key-9f8e7d6c5b4a39281706';

/** Every answer's body the endpoint gave, for the check that the key is in none. */
const answers: string[] = [];
const errors: unknown[] = [];

const endpoint = createSiteMcpEndpoint({
  client: createContentClient({
    baseUrl,
    apiKey,
    brandIndex: {},
    fetch: createMockFetch({ baseUrl, apiKey }),
  }),
  brandId,
  siteUrl,
  // lib/site.ts's articleHref (the route passes it), written out: that module is typed for the
  // example's ES2024 library, the repository's tsconfig for ES2022.
  getItemHref: ({ slug }) =>
    slug === '' || slug === '.' || slug === '..'
      ? undefined
      : `/articles/${encodeURIComponent(slug)}`,
  onError: (error) => errors.push(error),
});

/** The endpoint as the route serves it, keeping a copy of each answer. */
async function serve(request: Request): Promise<Response> {
  const response = await endpoint(request);
  answers.push(
    `${response.status} ${[...response.headers].join(' ')} ${await response.clone().text()}`,
  );
  return response;
}

/**
 * The two eras the endpoint serves: 2025-era clients (the SDK client's default: `initialize`,
 * answered by the SDK's stateless fallback over SSE) and 2026-07-28 ones (a `server/discover`
 * probe, then per-request envelopes answered with JSON).
 */
const eras = [
  { era: '2025 (initialize)', protocol: 'legacy', versionNegotiation: { mode: 'legacy' as const } },
  {
    era: '2026-07-28 (discover)',
    protocol: 'modern',
    versionNegotiation: { mode: 'auto' as const },
  },
];

let client: Client;

/** The text of a tool answer's content. */
function textOf(result: { content?: unknown }): string {
  const content = (result.content ?? []) as { type: string; text?: string }[];
  return content.map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n');
}

interface SearchOutput {
  query: string;
  totalCount: number;
  articles: { title: string; description: string; url: string; language: string }[];
}

async function search(query: string, lang?: string): Promise<SearchOutput> {
  const result = await client.callTool({
    name: 'search_articles',
    arguments: lang === undefined ? { query } : { query, lang },
  });
  expect(result.isError ?? false).toBe(false);
  return result.structuredContent as SearchOutput;
}

describe.each(eras)(
  'the Next.js example’s MCP endpoint, $era',
  ({ protocol, versionNegotiation }) => {
    beforeAll(async () => {
      client = new Client({ name: 'nextjs-mcp-test', version: '1.0.0' }, { versionNegotiation });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(endpointUrl), {
          fetch: (url, init) => serve(new Request(url, init)),
        }),
      );
      return () => client.close();
    });

    it('lists its two read-only tools, with titles and descriptions', async () => {
      expect(client.getProtocolEra()).toBe(protocol);
      expect(client.getInstructions()).toMatch(/search_articles.*get_article/);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_article', 'search_articles']);
      for (const tool of tools) {
        expect(tool.annotations?.readOnlyHint).toBe(true);
        expect(tool.title).toBeTruthy();
        expect(tool.description?.length).toBeGreaterThan(40);
      }
      const search = tools.find((tool) => tool.name === 'search_articles');
      expect(search?.inputSchema.properties).toMatchObject({
        query: { type: 'string', maxLength: 200 },
        lang: { type: 'string' },
      });
      expect(search?.inputSchema.required).toEqual(['query']);
      const article = tools.find((tool) => tool.name === 'get_article');
      expect(article?.inputSchema.properties).toMatchObject({
        url_or_slug: { type: 'string', maxLength: 2048 },
      });
    });

    it('finds articles, with absolute URLs of their pages on the site', async () => {
      const found = await search('tent', 'en');
      expect(found.articles.length).toBeGreaterThan(0);
      expect(found.articles.length).toBeLessThanOrEqual(10);
      expect(found.articles[0]?.title).toContain('Tent');
      for (const article of found.articles) {
        expect(article.language).toBe('en');
        expect(article.url).toMatch(/^https:\/\/outdoor\.example\/articles\/[^/]+$/);
      }
    });

    it('answers the search as text too (the same JSON)', async () => {
      const result = await client.callTool({
        name: 'search_articles',
        arguments: { query: 'tent', lang: 'en' },
      });
      expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    });

    it('reads an article as Markdown, by slug and by URL (the page’s and the .md one)', async () => {
      const [first] = (await search('tent', 'en')).articles;
      if (first === undefined) throw new Error('no article found');
      const slug = decodeURIComponent(first.url.slice(`${siteUrl}/articles/`.length));
      const answers = await Promise.all(
        [slug, first.url, `${first.url}.md`, `${first.url}?ref=agent#top`].map((url_or_slug) =>
          client.callTool({ name: 'get_article', arguments: { url_or_slug } }),
        ),
      );
      const [bySlug, ...byUrl] = answers.map((answer) => {
        expect(answer.isError ?? false).toBe(false);
        return textOf(answer);
      });
      expect(bySlug?.startsWith(`# ${first.title}\n`)).toBe(true);
      expect(bySlug).not.toMatch(/<script/i);
      for (const markdown of byUrl) expect(markdown).toBe(bySlug);
    });

    it('refuses a URL of another site or another route with a tool error', async () => {
      for (const url_or_slug of [
        'https://evil.example/articles/tent-pitching-guide',
        'http://outdoor.example/articles/tent-pitching-guide',
        '//evil.example/articles/tent-pitching-guide',
        `${siteUrl}/tags/camping`,
        `${siteUrl}/articles/a/b`,
        `${siteUrl}/articles/%E0%A4%A`,
        'file:///etc/passwd',
        '..',
      ]) {
        const result = await client.callTool({ name: 'get_article', arguments: { url_or_slug } });
        expect(result.isError, url_or_slug).toBe(true);
        expect(textOf(result)).toMatch(/^Not an article of this site/);
      }
    });

    it('answers "not found" for an unknown article, as a tool error', async () => {
      for (const [url_or_slug, slug] of [
        [`${siteUrl}/articles/no-such-article`, 'no-such-article'],
        ['no-such-article', 'no-such-article'],
        ['../secret', '../secret'],
      ]) {
        const result = await client.callTool({ name: 'get_article', arguments: { url_or_slug } });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toBe(`Article not found: ${slug}`);
      }
    });

    it('refuses inputs over their bounds', async () => {
      const calls = [
        { name: 'search_articles', arguments: { query: 'tent '.repeat(41) } },
        { name: 'search_articles', arguments: { query: '' } },
        { name: 'search_articles', arguments: { query: 'tent', lang: 'en"; drop' } },
        {
          name: 'get_article',
          arguments: { url_or_slug: `${siteUrl}/articles/${'a'.repeat(2048)}` },
        },
      ];
      for (const call of calls) {
        const result = await client.callTool(call).catch((error: Error) => ({
          isError: true,
          content: [{ type: 'text', text: error.message }],
        }));
        expect(result.isError, JSON.stringify(call).slice(0, 80)).toBe(true);
        expect(textOf(result)).not.toMatch(/\n\s+at /);
      }
    });
  },
);

describe('the Next.js example’s MCP endpoint over HTTP', () => {
  it('answers 413 to a body over 64 KB, before parsing it', async () => {
    const response = await serve(
      new Request(endpointUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: 'x'.repeat(maxMcpRequestBytes + 1),
      }),
    );
    expect(response.status).toBe(413);
  });

  it('answers 405 to GET and DELETE (stateless: no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await serve(
        new Request(endpointUrl, { method, headers: { accept: 'text/event-stream' } }),
      );
      expect(response.status, method).toBe(405);
    }
  });

  it('refuses a browser page of another origin', async () => {
    const response = await serve(
      new Request(endpointUrl, {
        method: 'POST',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      }),
    );
    expect(response.status).toBe(403);
  });

  it('puts the API key in no answer, and had no failure to report', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(answer).not.toContain(apiKey);
    expect(errors).toEqual([]);
  });
});
