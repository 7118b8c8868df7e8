import type { ContentArticleProps } from '../components/ContentArticle.js';
import { ContentArticleView } from '../components/ContentArticleView.js';
import { headingLevelBelow } from '../components/headingLevelBelow.js';
import { mergeSettings } from '../components/settings.js';
import { ContentBody } from './ContentBody.js';
import { hostProps } from './hostProps.js';

/**
 * `ContentArticle` as a React Server Component: the article with its body sanitized on the
 * server (see the server `ContentBody`), with no JavaScript and no sanitizer in the browser.
 * Settings come from props only (no provider on the server); the tags are links.
 *
 * @example
 * // app/articles/[slug]/page.tsx: a server component
 * const item = await client.getContentBySlug('acme-outdoor', slug);
 * return <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />;
 */
export function ContentArticle({
  item,
  headingLevel = 1,
  policy = {},
  components,
  headingAnchors = false,
  linkComponent,
  imageComponent,
  routes,
  labels,
  ...props
}: ContentArticleProps) {
  const settings = mergeSettings({ linkComponent, imageComponent, routes, labels });
  return (
    <ContentArticleView
      {...hostProps('ContentArticle', props)}
      item={item}
      headingLevel={headingLevel}
      settings={settings}
      body={
        <ContentBody
          html={item.content}
          policy={policy}
          headingLevel={headingLevelBelow[headingLevel]}
          components={components}
          linkComponent={linkComponent}
          imageComponent={imageComponent}
          headingAnchors={headingAnchors}
          labels={labels}
          className="cdr-article-body"
        />
      }
    />
  );
}
