import type { ContentArticleProps } from '../components/ContentArticle.js';
import { ContentArticleView } from '../components/ContentArticleView.js';
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
      settings={settings}
      Body={ContentBody}
    />
  );
}
