import type { ContentListViewProps } from '../components/ContentListView.js';
import { ListPageView } from '../components/ListPageView.js';
import { mergeSettings } from '../components/settings.js';
import { hostProps } from './hostProps.js';

/**
 * `ContentListView` as a React Server Component: the list of a page you fetched in the server
 * component, as cards (or `renderItem`) and page links, with no JavaScript in the browser.
 * Settings come from props only (no provider on the server).
 *
 * @example
 * const result = await client.getContentByTag('acme-outdoor', 'gear', { page, pageSize: 12 });
 * return <ContentListView result={result} heading="Gear" getPageHref={(n) => `/gear?page=${n}`} />;
 */
export function ContentListView({
  linkComponent,
  imageComponent,
  routes,
  labels,
  getPageHref,
  renderItem,
  ...props
}: ContentListViewProps) {
  const settings = mergeSettings({ linkComponent, imageComponent, routes, labels });
  return (
    <ListPageView
      {...hostProps('ContentListView', props)}
      getPageHref={getPageHref}
      renderItem={renderItem}
      settings={settings}
    />
  );
}
