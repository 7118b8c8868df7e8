// The site's MCP endpoint (Model Context Protocol) for AI agents: two read-only tools, site
// search and an article's Markdown, served over Streamable HTTP by the official MCP TypeScript
// SDK. Stateless: each request gets a new server from the factory below (nothing outlives a
// request, so any serverless instance answers any request). 2026-07-28 clients get one JSON body
// per request; 2025-era ones (`initialize`) the SDK's stateless fallback, a one-event SSE answer.
//
// Pure: the client, brand and site's routes come in as options, as the discovery documents take
// them (no `next/*` import), so app/mcp/route.ts mounts it and test/examples/nextjsMcp.test.ts
// drives it with the SDK's own client.
//
// Bounded like the content proxy: a body over 64 KB is answered 413 before it is parsed, every
// input is bounded by its schema, a browser page of another origin is refused (403, DNS
// rebinding), and the answers hold what the site's pages show: no API key (the client holds
// it), no service URL, no error's message or stack (a failure is a fixed message, and the error
// goes to `onError`, for the operator).
import {
  createMcpHandler,
  type McpHttpHandler,
  McpServer,
  originValidationResponse,
} from '@modelcontextprotocol/server';
import { type ContentClient, findContentBySlug } from 'content-delivery-react/client';
import { contentToMarkdown } from 'content-delivery-react/discovery';
import { searchContent } from 'content-delivery-react/search';
import { z } from 'zod';

/** What the endpoint serves: the brand through a server client, linked to the site's pages. */
export interface SiteMcpOptions {
  /** A server client with a brand index (search reads it; the API key stays in it). */
  client: ContentClient;
  brandId: string;
  /** The site's origin, e.g. `https://www.example.com`: article URLs are made and read with it. */
  siteUrl: string;
  /**
   * The page of an article, as the site links to it, its slug the last path segment
   * (`articleHref` of lib/site.ts: `/articles/<slug>`); `undefined` for a slug no page can have.
   * `get_article` takes the URLs it makes, and no other.
   */
  getItemHref: (item: { slug: string }) => string | undefined;
  /** Told about every failure an agent only sees as "try again later" (service down, a bug). */
  onError?: ((error: unknown) => void) | undefined;
}

/** Largest request body read, in bytes: a tool call is a few hundred. */
export const maxMcpRequestBytes = 64 * 1024;

/** Hits `search_articles` answers: an agent reads a few and opens one. */
const searchHitCount = 10;

/** A tool's answer that the agent sees as an error (`isError`), not a protocol failure. */
function toolError(text: string) {
  return { content: [{ type: 'text' as const, text }], isError: true };
}

const searchInput = z.object({
  query: z.string().min(1).max(200).describe('What to look for, in the reader’s words.'),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,3}$/)
    .optional()
    .describe('Only articles in this language (BCP 47, e.g. "en", "de").'),
});

const searchOutput = z.object({
  query: z.string().describe('The query as searched.'),
  totalCount: z.number().describe('Articles found in all (this answer lists the first 10).'),
  articles: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      url: z.string().describe('The article’s page on this site; get_article reads it.'),
      language: z.string(),
    }),
  ),
});

const articleInput = z.object({
  url_or_slug: z
    .string()
    .min(1)
    .max(2048)
    .describe('An article URL of this site (from search_articles) or an article slug.'),
});

/** What `url_or_slug` names: an article's slug, or why it names none. */
type ArticleReference = { slug: string } | { refused: string };

/**
 * The slug of an article page's URL (or of its Markdown version, `<page>.md`; query and fragment
 * ignored), or of a bare slug: a URL is an article's when `getItemHref` makes it from the slug in
 * its last segment, so the site's one permalink helper decides, here as in its links.
 */
function articleReference(value: string, options: SiteMcpOptions): ArticleReference {
  const pageOf = (slug: string) => {
    const href = options.getItemHref({ slug });
    return href === undefined ? undefined : new URL(href, options.siteUrl);
  };
  const refused = {
    refused: `Not an article of this site: give a slug or the URL of an article page of ${new URL(options.siteUrl).origin}`,
  };
  // A URL: with a scheme and `//` (any scheme: only this site's origin is read), or a path.
  if (!/^([a-z][a-z\d+.-]*:)?\/\//i.test(value) && !value.startsWith('/')) {
    return pageOf(value) === undefined ? refused : { slug: value };
  }
  let url: URL;
  try {
    url = new URL(value, options.siteUrl);
  } catch {
    return refused;
  }
  const path = url.pathname.replace(/\.md$/, '');
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return refused;
  }
  const page = pageOf(slug);
  return page?.origin === url.origin && page.pathname === path ? { slug } : refused;
}

/** The MCP server of one request: the two tools over the brand. */
function createSiteMcpServer(options: SiteMcpOptions): McpServer {
  const { client, brandId, siteUrl, getItemHref } = options;
  const pageUrl = (item: { slug: string }) => {
    const href = getItemHref(item);
    return href === undefined ? undefined : new URL(href, siteUrl).href;
  };
  const server = new McpServer(
    { name: 'acme-outdoor-articles', title: 'Acme Outdoor articles', version: '1.0.0' },
    {
      instructions:
        'Guides for hikers, campers and climbers. Find articles with search_articles, then read one with get_article (its URL or slug): it answers the article as Markdown.',
    },
  );

  server.registerTool(
    'search_articles',
    {
      title: 'Search articles',
      description:
        'Searches the site’s articles (titles, keywords, tags, categories, headings, descriptions) and returns the 10 most relevant: title, description, URL and language of each.',
      inputSchema: searchInput,
      outputSchema: searchOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, lang }) => {
      let results: Awaited<ReturnType<typeof searchContent>>;
      try {
        results = await searchContent(client, { brandId, query, lang, pageSize: searchHitCount });
      } catch (error) {
        options.onError?.(error);
        return toolError('Search is unavailable right now; try again later.');
      }
      const articles = results.hits.flatMap(({ item }) => {
        const url = pageUrl(item);
        return url === undefined
          ? []
          : [{ title: item.title, description: item.description, url, language: item.language }];
      });
      const output = { query: results.query, totalCount: results.totalCount, articles };
      return {
        content: [{ type: 'text' as const, text: JSON.stringify(output) }],
        structuredContent: output,
      };
    },
  );

  server.registerTool(
    'get_article',
    {
      title: 'Read an article',
      description:
        'Reads one article of this site as Markdown (the text of its page, with headings, lists, tables and absolute links). Takes the article’s URL, as search_articles gives it, or its slug.',
      inputSchema: articleInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url_or_slug }) => {
      const reference = articleReference(url_or_slug.trim(), options);
      if ('refused' in reference) return toolError(reference.refused);
      let markdown: string | undefined;
      try {
        const item = await findContentBySlug(client, brandId, { slug: reference.slug });
        if (item !== null) markdown = contentToMarkdown(item, { siteUrl, getItemHref });
      } catch (error) {
        options.onError?.(error);
        return toolError('The article cannot be read right now; try again later.');
      }
      if (markdown === undefined) return toolError(`Article not found: ${reference.slug}`);
      return { content: [{ type: 'text' as const, text: markdown }] };
    },
  );

  return server;
}

/**
 * The endpoint as a web-standard handler (Request → Response): POST carries the JSON-RPC
 * messages; GET and DELETE (a stateful server's stream and session end) are answered 405.
 * Made once per module; every request gets a new server.
 *
 * @example
 * const handle = createSiteMcpEndpoint({ client: serverClient, brandId, siteUrl, getItemHref: articleHref });
 * export { handle as POST, handle as GET, handle as DELETE };
 */
export function createSiteMcpEndpoint(
  options: SiteMcpOptions,
): (request: Request) => Promise<Response> {
  // The default response mode ('auto') answers JSON unless a tool sends something before its
  // result, and these send nothing: no stream is held open.
  const handler: McpHttpHandler = createMcpHandler(() => createSiteMcpServer(options), {
    maxRequestBodySize: maxMcpRequestBytes,
  });
  const siteHostname = new URL(options.siteUrl).hostname;
  return async (request) => {
    // A browser page of another origin (an agent has none): refused, as the spec asks.
    const refused = originValidationResponse(request, [siteHostname]);
    if (refused !== undefined) return refused;
    try {
      return await handler.fetch(request);
    } catch (error) {
      options.onError?.(error);
      return Response.json(
        { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } },
        { status: 500 },
      );
    }
  };
}
