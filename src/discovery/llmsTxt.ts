import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { ContentClient, IndexedContent } from '../client/index.js';
import { toWellFormed } from '../shared/wellFormed.js';
import { brandIndexOf } from './brandIndexOf.js';
import { isPublished } from './documentValues.js';
import { type SiteRoutes, siteUrls } from './siteUrls.js';
import { textStream } from './textStream.js';

// `llms.txt` (llmstxt.org): what an AI assistant reads first about a site. A title, a summary,
// then one section per category listing its articles, each a link to the article's Markdown
// version. Read from the brand index (no request) and written while it is read, so a large
// brand's list is never one string. Every line is written by the Markdown writer, so a title
// with `](`, `#` or a line break cannot change the document's structure.

/** Options of {@link createLlmsTxt}. */
export interface LlmsTxtOptions extends SiteRoutes {
  /** A server client: the articles are read from its brand index. */
  client: ContentClient;
  brandId: string;
  /** The language of the file: only items in it (one `llms.txt` per language). */
  lang: string;
  /** The `#` title: the site's or brand's name. */
  title: string;
  /** The `>` summary under the title. */
  summary?: string | undefined;
  /** Paragraphs after the summary: what the site is, how to read it. */
  details?: string | undefined;
  /**
   * The link of an item's Markdown version. Checked like `getItemHref`.
   * @default the item's page with `.md` appended (`/articles/a` → `/articles/a.md`)
   */
  getMarkdownHref?: ((item: IndexedContent) => string | undefined) | undefined;
  signal?: AbortSignal | undefined;
}

/** Whitespace runs (line breaks included) as one space: a value stays on its own line. */
function oneLine(text: string): string {
  return toWellFormed(text).replace(/\s+/g, ' ').trim();
}

function markdown(children: RootContent[]): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, { bullet: '-' });
}

/**
 * The `llms.txt` of a brand in one language, as a stream: published items only, one `##`
 * section per category (in the brand's category order), each item a link to its Markdown
 * version with its description.
 *
 * @example
 * const body = await createLlmsTxt({ client, brandId, lang: 'en', title: 'Acme Outdoor',
 *   siteUrl, getItemHref: (item) => `/articles/${item.slug}` });
 * return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
 */
export async function createLlmsTxt(options: LlmsTxtOptions): Promise<ReadableStream<Uint8Array>> {
  const urls = siteUrls(options);
  const index = brandIndexOf(options.client, 'createLlmsTxt');
  // The first read happens here, so a setup error (or a brand that cannot be walked) rejects
  // this call instead of breaking a response that has started.
  const entries = index
    .entries(options.brandId, { lang: options.lang, status: 'Published', signal: options.signal })
    [Symbol.asyncIterator]();
  const first = await entries.next();

  const markdownHref = (item: IndexedContent): string | undefined => {
    if (options.getMarkdownHref !== undefined) {
      try {
        return urls.url(options.getMarkdownHref(item));
      } catch {
        return undefined;
      }
    }
    const page = urls.pageUrl(item);
    if (page === undefined) return undefined;
    const url = new URL(page);
    if (url.pathname.endsWith('/')) return undefined;
    url.pathname += '.md';
    return urls.url(url.href);
  };

  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: oneLine(options.title) }] },
  ];
  if (options.summary !== undefined && options.summary.trim() !== '') {
    head.push({
      type: 'blockquote',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: oneLine(options.summary) }] },
      ],
    });
  }
  for (const paragraph of (options.details ?? '').split(/\n\s*\n/)) {
    if (paragraph.trim() !== '')
      head.push({ type: 'paragraph', children: [{ type: 'text', value: oneLine(paragraph) }] });
  }

  return textStream(async function* () {
    yield markdown(head);
    let category: string | undefined;
    for (let next = first; next.done !== true; next = await entries.next()) {
      const item = next.value;
      if (!isPublished(item)) continue;
      const href = markdownHref(item);
      if (href === undefined) continue;
      if (item.categoryId !== category) {
        category = item.categoryId;
        yield `\n${markdown([{ type: 'heading', depth: 2, children: [{ type: 'text', value: oneLine(item.category) }] }])}\n`;
      }
      const line: PhrasingContent[] = [
        { type: 'link', url: href, children: [{ type: 'text', value: oneLine(item.title) }] },
      ];
      const description = oneLine(item.description);
      if (description !== '') line.push({ type: 'text', value: `: ${description}` });
      const listItem: ListItem = {
        type: 'listItem',
        spread: false,
        children: [{ type: 'paragraph', children: line }],
      };
      const list: List = { type: 'list', ordered: false, spread: false, children: [listItem] };
      // One item per list, written one after another: together, one tight list.
      yield markdown([list]);
    }
  });
}
