// The discovery routes both framework examples serve (sitemaps, robots.txt, feeds, llms.txt, an
// article's Markdown), checked the same way for each: status, media type, cache headers, links
// that stay on the site and answer, feeds an independent parser reads back, Markdown negotiated
// by `.md` and by `Accept`, real 404s, and the API key in no answer.
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import { expect } from 'vitest';

/** Where an example runs, and the origin its documents name. */
export interface DiscoverySite {
  /** The running app, e.g. `http://127.0.0.1:39811`. */
  origin: string;
  /**
   * The site URL the documents are written for: the app's own origin (React Router), or the
   * build's configured one (Next.js: `NEXT_PUBLIC_SITE_URL`, inlined at build time, so
   * `http://127.0.0.1:3000` in tests). Its links are fetched at the same path on `origin`.
   */
  siteUrl: string;
  apiKey: string;
}

/** What a fetch answered: kept whole, so every check can also look for the key in it. */
export interface Answer {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

/** A URL the documents name, fetched from the running app at the same path. */
export function onApp(site: DiscoverySite, url: string): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}/`, url).toBe(new URL('/', site.siteUrl).href);
  return `${site.origin}${parsed.pathname}${parsed.search}`;
}

export async function get(
  site: DiscoverySite,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = path.startsWith('http') ? path : `${site.origin}${path}`;
  const response = await fetch(url, { headers, redirect: 'manual' });
  const answer = {
    url,
    status: response.status,
    headers: response.headers,
    body: await response.text(),
  };
  // The key never leaves the server: not in a body, not in a header.
  expect(answer.body.includes(site.apiKey), `${url}: body holds the API key`).toBe(false);
  expect(JSON.stringify([...answer.headers]).includes(site.apiKey)).toBe(false);
  return answer;
}

/** 200, the media type, and a shared-cache policy with `s-maxage` and `stale-while-revalidate`. */
export function expectDocument(answer: Answer, mediaType: string): void {
  expect(answer.status, answer.url).toBe(200);
  expect(answer.headers.get('content-type'), answer.url).toBe(`${mediaType}; charset=utf-8`);
  expect(answer.headers.get('cache-control'), answer.url).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
}

/** The `Vary` header's names, lower-cased. */
export function varyOf(answer: Answer): string[] {
  return (answer.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
}

/** A 404 that no search engine indexes: `noindex` in the page's robots meta or an `X-Robots-Tag`. */
export function expectNotFound(answer: Answer): void {
  expect(answer.status, answer.url).toBe(404);
  const header = answer.headers.get('x-robots-tag') ?? '';
  const meta = /<meta name="robots" content="[^"]*noindex/.test(answer.body);
  expect(header.includes('noindex') || meta, `${answer.url}: noindex`).toBe(true);
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

/**
 * robots.txt names the sitemap; the sitemap (an index and its children, or the only one) lists
 * URLs on the site; every child answers, and an article it lists answers 200. Returns every page
 * URL listed.
 */
export async function checkSitemaps(site: DiscoverySite): Promise<string[]> {
  const robots = await get(site, '/robots.txt');
  expectDocument(robots, 'text/plain');
  const sitemapUrl = new URL('/sitemap.xml', site.siteUrl).href;
  expect(robots.body.split('\n')).toContain(`Sitemap: ${sitemapUrl}`);

  const root = await get(site, onApp(site, sitemapUrl));
  expectDocument(root, 'application/xml');
  const children = root.body.includes('<sitemapindex') ? locs(root.body) : [];
  const pages: string[] = [];
  if (children.length === 0) {
    expect(root.body).toContain('<urlset');
    pages.push(...locs(root.body));
  }
  for (const child of children) {
    expect(child).toMatch(/\/sitemaps\/\d+\.xml$/);
    const sitemap = await get(site, onApp(site, child));
    expectDocument(sitemap, 'application/xml');
    expect(sitemap.body).toContain('<urlset');
    pages.push(...locs(sitemap.body));
  }
  expect(pages.length).toBeGreaterThan(10);
  expect(new Set(pages).size).toBe(pages.length);
  for (const page of pages) onApp(site, page);
  const article = pages.find((page) => new URL(page).pathname.startsWith('/articles/'));
  if (article === undefined) throw new Error('the sitemap lists no article');
  const articlePage = await get(site, onApp(site, article));
  expect(articlePage.status, article).toBe(200);
  expect(articlePage.headers.get('content-type')).toBe('text/html; charset=utf-8');

  // Child 1 is the only sitemap when there is no index; children past the last, and names that
  // are not one, are 404s.
  if (children.length === 0) expect((await get(site, '/sitemaps/1.xml')).body).toBe(root.body);
  expectNotFound(await get(site, `/sitemaps/${Math.max(children.length, 1) + 1}.xml`));
  expectNotFound(await get(site, '/sitemaps/0.xml'));
  expectNotFound(await get(site, '/sitemaps/..%2Fsitemap.xml'));
  return pages;
}

/** The three feeds: parsed back by feedsmith (XML) or JSON.parse, items on the site, self links. Returns the items' URLs. */
export async function checkFeeds(site: DiscoverySite): Promise<string[]> {
  const feedUrl = (path: string) => new URL(path, site.siteUrl).href;
  const rssAnswer = await get(site, '/feed.xml');
  expectDocument(rssAnswer, 'application/rss+xml');
  const rss = parseRssFeed(rssAnswer.body);
  const rssLinks = (rss.items ?? []).map((item) => item.link ?? '');
  expect(rssLinks.length).toBeGreaterThan(0);
  expect(rss.atom?.links?.find((link) => link.rel === 'self')?.href).toBe(feedUrl('/feed.xml'));

  const atomAnswer = await get(site, '/feed.atom');
  expectDocument(atomAnswer, 'application/atom+xml');
  const atom = parseAtomFeed(atomAnswer.body);
  expect(atom.links?.find((link) => link.rel === 'self')?.href).toBe(feedUrl('/feed.atom'));
  const atomLinks = (atom.entries ?? []).map(
    (entry) => entry.links?.find((link) => link.rel === 'alternate')?.href ?? '',
  );

  const jsonAnswer = await get(site, '/feed.json');
  expectDocument(jsonAnswer, 'application/feed+json');
  const json = JSON.parse(jsonAnswer.body) as {
    version: string;
    feed_url: string;
    language: string;
    items: { url: string; content_html?: string }[];
  };
  expect(json.version).toBe('https://jsonfeed.org/version/1.1');
  expect(json.feed_url).toBe(feedUrl('/feed.json'));
  expect(json.language).toBe('en');
  const jsonLinks = json.items.map((item) => item.url);

  // One selection in three formats: the same articles, in the same order, all on the site.
  expect(atomLinks).toEqual(rssLinks);
  expect(jsonLinks).toEqual(rssLinks);
  for (const link of rssLinks) expect(new URL(onApp(site, link)).pathname).toMatch(/^\/articles\//);
  // Bodies are the sanitized HTML: present, and without a script.
  expect(json.items.some((item) => (item.content_html ?? '').includes('<p>'))).toBe(true);
  expect(json.items.some((item) => /<script/i.test(item.content_html ?? ''))).toBe(false);
  return rssLinks;
}

/** llms.txt: Markdown with the site's name, its article links answering Markdown. */
export async function checkLlmsTxt(site: DiscoverySite): Promise<void> {
  const llms = await get(site, '/llms.txt');
  expectDocument(llms, 'text/plain');
  expect(llms.body).toMatch(/^# \S/);
  expect(llms.body).toMatch(/\n## \S/);
  const links = [...llms.body.matchAll(/\]\((http[^)\s]+\.md)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThan(5);
  // A few of them (each is one request to the service), first, middle and last.
  for (const link of [links[0], links[Math.floor(links.length / 2)], links.at(-1)]) {
    const markdown = await get(site, onApp(site, link ?? ''));
    expectDocument(markdown, 'text/markdown');
    expect(markdown.body).toMatch(/^# \S/);
  }
}

/**
 * An article's Markdown: the same at `<slug>.md` and on `Accept: text/markdown`, `Vary: Accept` on
 * the Markdown answers (and on the HTML answer where the framework lets the app set it), the
 * body's structure kept; unknown slugs 404 in HTML, `.md` and by `Accept`.
 */
export async function checkArticleMarkdown(
  site: DiscoverySite,
  slug: string,
  { htmlVariesOnAccept }: { htmlVariesOnAccept: boolean },
): Promise<void> {
  const path = `/articles/${encodeURIComponent(slug)}`;
  const byPath = await get(site, `${path}.md`);
  const byAccept = await get(site, path, { accept: 'text/markdown' });
  // What AI agents send: Markdown first, HTML as a fallback.
  const byAgent = await get(site, path, { accept: 'text/markdown, text/html;q=0.9, */*;q=0.1' });
  for (const answer of [byPath, byAccept, byAgent]) {
    expectDocument(answer, 'text/markdown');
    expect(varyOf(answer)).toContain('accept');
  }
  expect(byAccept.body).toBe(byPath.body);
  expect(byAgent.body).toBe(byPath.body);
  // Converted from the sanitized tree: a heading, sections, links absolute and on the site or
  // elsewhere over http(s), no HTML.
  expect(byPath.body).toMatch(/^# \S/);
  expect(byPath.body).toMatch(/\n## \S/);
  expect(byPath.body).not.toMatch(/<(script|div|p|a)\b/i);
  expect(byPath.body).not.toMatch(/\]\((javascript|data):/i);

  // A browser's Accept gets the page.
  const html = await get(site, path, {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  });
  expect(html.status).toBe(200);
  expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
  if (htmlVariesOnAccept) expect(varyOf(html)).toContain('accept');
  // A huge Accept header (under the server's header limit) is read, not choked on.
  const huge = await get(site, path, { accept: `${'text/plain;q=0.1, '.repeat(500)}text/html` });
  expect(huge.status).toBe(200);
  expect(huge.headers.get('content-type')).toBe('text/html; charset=utf-8');

  for (const unknown of ['no-such-article', 'a'.repeat(1000), '..%2F..%2Fetc']) {
    const segment = unknown.includes('%') ? unknown : encodeURIComponent(unknown);
    expectNotFound(await get(site, `/articles/${segment}`));
    expectNotFound(await get(site, `/articles/${segment}.md`));
    expectNotFound(await get(site, `/articles/${segment}`, { accept: 'text/markdown' }));
  }
}
