// The page's browser entry: a keyless client in 'proxy' mode, whose slug lookups and language
// versions are answered by the site's content proxy from its brand index, one request each.
import { QueryClient } from '@tanstack/react-query';
import { findVariants } from 'content-delivery-react';
import {
  createContentClient,
  findContentBySlug,
  type IndexedContent,
} from 'content-delivery-react/client';

/** What the test reads back of an opened article. */
interface OpenedArticle {
  slug: string;
  language: string;
  translationGroupId: string;
  title: string;
  /** The body's length: the proxy answers the full item, read fresh. */
  bodyLength: number;
}

declare global {
  interface Window {
    /** Looks an article up by slug (and language) and shows its title, or "Not found". */
    __openArticle: (slug: string, lang?: string) => Promise<OpenedArticle | null>;
    /** Lists the opened article's language versions as `language: slug`. */
    __showLanguages: () => Promise<string[]>;
    __ready: boolean;
  }
}

const brandId = 'acme';
const client = createContentClient({ baseUrl: '/api/content', brandIndex: 'proxy' });
const queryClient = new QueryClient();
let current: IndexedContent | null = null;

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`no #${id}`);
  return found;
}

window.__openArticle = async (slug, lang) => {
  const item = await findContentBySlug(client, brandId, { slug, lang });
  current = item;
  element('title').textContent = item?.title ?? 'Not found';
  element('languages').replaceChildren();
  if (item === null) return null;
  const { language, translationGroupId, title, content } = item;
  return { slug: item.slug, language, translationGroupId, title, bodyLength: content.length };
};

window.__showLanguages = async () => {
  if (current === null) throw new Error('open an article first');
  const versions = await findVariants(queryClient, client, brandId, current);
  const entries = versions.map((version) => `${version.language}: ${version.slug}`);
  element('languages').replaceChildren(
    ...entries.map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }),
  );
  return entries;
};

window.__ready = true;
