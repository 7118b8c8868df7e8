import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  type MockBrand,
  type MockCategory,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { type MockServerOptions, startMockServer } from 'content-delivery-react/mock/server';

/** The shape of a generated brand. */
export interface LargeBrandOptions {
  id: string;
  /** Translation groups; each has one item per language. */
  articles: number;
  languages: readonly string[];
  categories: number;
  /** Tags of the generated articles: article `i` has `tags[i % tags.length]`. */
  tags?: readonly string[];
  /** Every `draftEvery`-th article (all its languages) is a `Draft`. @default 97 */
  draftEvery?: number;
}

/** A generated brand and what a test needs to know of it without asking the service. */
export interface LargeBrand {
  brand: MockBrand;
  /** Items in all (articles × languages). */
  itemCount: number;
  /** Category ids in the order the categories endpoint lists them. */
  categoryIds: string[];
  tags: readonly string[];
  /** Article index → its category id (article 0 is the newest). */
  categoryOf(article: number): string;
  tagOf(article: number): string;
  isDraft(article: number): boolean;
  /** The slug of an article's version in a language: distinct per language. */
  slugOf(article: number, language: string): string;
  idOf(article: number, language: string): string;
  groupOf(article: number): string;
  /** Items each category lists (every language counted). */
  itemsPerCategory: Map<string, number>;
  /** Articles (translation groups) per category and per tag. */
  groupsPerCategory: Map<string, number>;
  groupsPerTag: Map<string, number>;
  /** The requests a walk of the brand at `pageSize` makes: the categories, then every page. */
  walkRequests(pageSize: number): number;
}

const newestDate = Date.UTC(2026, 0, 1);

/** An ISO date `article` minutes before the newest one: article 0 is the newest. */
function articleDate(article: number): string {
  return new Date(newestDate - article * 60_000).toISOString();
}

/**
 * A brand of `articles × languages` items spread over `categories` categories, built cheaply
 * (short bodies). Article `i` is published `i` minutes before article 0, so every list is
 * ordered by article index, newest first; its language versions share the date, the category,
 * the tag and a translation group, and have distinct slugs and ids.
 */
export function createLargeBrand(options: LargeBrandOptions): LargeBrand {
  const {
    id,
    articles,
    languages,
    tags = ['gear', 'trips', 'how-to', 'news', 'reviews'],
  } = options;
  const draftEvery = options.draftEvery ?? 97;
  const categories: MockCategory[] = Array.from({ length: options.categories }, (_, index) =>
    createMockCategory({ id: `category-${index}`, name: `Category ${index}` }),
  );
  const categoryIds = categories.map((category) => category.id);
  const categoryOf = (article: number) => categoryIds[article % categoryIds.length] ?? '';
  const tagOf = (article: number) => tags[article % tags.length] ?? '';
  const isDraft = (article: number) => article % draftEvery === draftEvery - 1;
  const slugOf = (article: number, language: string) => `${language}-article-${article}`;
  const idOf = (article: number, language: string) => `${id}-${language}-${article}`;
  const groupOf = (article: number) => `${id}-group-${article}`;

  const items: MockContentItem[] = [];
  const itemsPerCategory = new Map<string, number>();
  const groupsPerCategory = new Map<string, number>();
  const groupsPerTag = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, by: number) =>
    counts.set(key, (counts.get(key) ?? 0) + by);
  for (let article = 0; article < articles; article++) {
    const date = articleDate(article);
    const categoryId = categoryOf(article);
    const tag = tagOf(article);
    const status = isDraft(article) ? 'Draft' : 'Published';
    add(itemsPerCategory, categoryId, languages.length);
    add(groupsPerCategory, categoryId, 1);
    add(groupsPerTag, tag, 1);
    languages.forEach((language, index) => {
      items.push(
        createMockContentItem({
          id: idOf(article, language),
          slug: slugOf(article, language),
          language,
          title: `Article ${article} (${language})`,
          description: `Summary ${article}.`,
          content: `<p>${article}</p>`,
          tags: [tag],
          categoryId,
          category: `Category ${categoryId}`,
          publishedDate: date,
          createdAt: date,
          updatedAt: date,
          status,
          translationGroupId: groupOf(article),
          isSourceLanguageDocument: index === 0,
        }),
      );
    });
  }
  return {
    brand: createMockBrand({ id, categories, items }),
    itemCount: items.length,
    categoryIds,
    tags,
    categoryOf,
    tagOf,
    isDraft,
    slugOf,
    idOf,
    groupOf,
    itemsPerCategory,
    groupsPerCategory,
    groupsPerTag,
    walkRequests: (pageSize) =>
      1 +
      categoryIds.reduce(
        (sum, category) =>
          sum + Math.max(1, Math.ceil((itemsPerCategory.get(category) ?? 0) / pageSize)),
        0,
      ),
  };
}

/** The mock server behind a counting node:http proxy, both on 127.0.0.1. */
export interface CountingMockServer {
  /** Base URL of the counting proxy: pass it to `createContentClient`. */
  url: string;
  /** Requests that reached the service so far. */
  readonly count: number;
  /** Paths (with query) of the requests received, in order. */
  paths: string[];
  /** The requests received since `mark` (a value of `count`). */
  since(mark: number): string[];
  close(): Promise<void>;
}

/**
 * `startMockServer(options)` with a node:http proxy in front of it that records every request
 * it forwards, so a test counts what reaches the service (not what a client meant to send).
 */
export async function startCountingMockServer(
  options: MockServerOptions,
): Promise<CountingMockServer> {
  const mock = await startMockServer(options);
  const target = new URL(mock.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const paths: string[] = [];
  const proxy = createServer((req, res) => {
    paths.push(req.url ?? '/');
    // Requests here are GETs without a body, so one can be sent again as it is.
    const forward = (retried: boolean) => {
      const forwarded = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the mock closed just as it was reused (Node's documented race):
        // not an answer of the service, so sent once more on a new socket.
        if (!retried && forwarded.reusedSocket && error.code === 'ECONNRESET') {
          forward(true);
          return;
        }
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A client that gives up (its timeout) closes the socket: stop the forwarded request too.
      res.on('close', () => {
        if (!res.writableFinished) forwarded.destroy();
      });
      forwarded.end();
    };
    forward(false);
  });
  // A loaded machine can stall the client's event loop past Node's default 5 s, and a client
  // that then reuses a socket the server has just closed gets a reset: keep idle sockets open
  // for as long as a test runs.
  proxy.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get count() {
      return paths.length;
    },
    paths,
    since: (mark) => paths.slice(mark),
    close: async () => {
      await new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      });
      agent.destroy();
      await mock.close();
    },
  };
}
