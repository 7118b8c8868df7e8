// Renders content to static HTML on the server. Route components receive the string and put it
// in the page, so the browser downloads none of the library's code and no DOMPurify: nothing of
// it hydrates. The price: links inside this HTML are plain `<a>` (full page loads), and nothing
// in it is interactive. Parts that need router links or state use the components in the route
// component instead (see routes/live.$tag.tsx and routes/hydrated.articles.$slug.tsx).
import {
  ContentArticle,
  type ContentItem,
  ContentListView,
  ContentSearchResults,
  ContentToc,
  LanguageSwitcher,
  type PagedResult,
  RelatedContent,
  type SearchResults,
  textDirection,
} from 'content-delivery-react';
import type { IndexedContent } from 'content-delivery-react/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteRoutes } from './links';

/**
 * The article page's content: language links, table of contents, the article, and the related
 * articles below it (`findRelated`'s, in its language; nothing when there are none).
 */
export function renderArticle(
  item: ContentItem,
  variants: readonly IndexedContent[],
  related: readonly IndexedContent[],
): string {
  // Article HTML is sanitized with jsdom, which the package creates on first use in Node.
  return renderToStaticMarkup(
    <>
      {/* The variants were found in the loader: the switcher fetches nothing. */}
      <LanguageSwitcher item={item} variants={variants} routes={siteRoutes} />
      {/* The table of contents reads the same sanitized body as the article, so its links
          match the ids `headingAnchors` puts on the article's headings. */}
      <div className="article-layout" lang={item.language} dir={textDirection(item.language)}>
        <ContentToc html={item.content} />
        <ContentArticle
          item={item}
          headingAnchors={{ selfLink: true }}
          showReadingTime
          routes={siteRoutes}
        />
      </div>
      <RelatedContent items={related} routes={siteRoutes} />
    </>,
  );
}

/** What a paged list page shows. */
export interface ListView {
  heading: string;
  /** A page of the service's items, or of a list in the reader's language (indexed fields). */
  result: PagedResult<IndexedContent>;
  /** URL of another page of this list (pagination links). */
  getPageHref: (page: number) => string;
}

/** A paged list page's content: heading, cards, and pagination as real links. */
export function renderList({ heading, result, getPageHref }: ListView): string {
  return renderToStaticMarkup(
    <ContentListView
      result={result}
      heading={heading}
      headingLevel={1}
      getPageHref={getPageHref}
      routes={siteRoutes}
    />,
  );
}

/**
 * A search page's results (`searchContent`'s answer): the status sentence, each hit linked to its
 * article with the matched words in `<mark>`, and page links, all plain HTML that works without
 * JavaScript.
 */
export function renderSearchResults(
  results: SearchResults,
  getPageHref: (page: number) => string,
): string {
  return renderToStaticMarkup(
    <ContentSearchResults
      results={results}
      getPageHref={getPageHref}
      lang="en"
      routes={siteRoutes}
    />,
  );
}
