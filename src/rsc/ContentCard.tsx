import type { ContentCardProps } from '../components/ContentCard.js';
import { ContentCardView } from '../components/ContentCardView.js';
import { mergeSettings } from '../components/settings.js';
import { hostProps } from './hostProps.js';

/**
 * `ContentCard` as a React Server Component: the same teaser, with no JavaScript in the browser.
 * Settings (`linkComponent`, `imageComponent`, `routes`, `labels`) come from props only: there is
 * no provider on the server.
 *
 * @example
 * <ContentCard item={item} headingLevel={2} showReadingTime />
 */
export function ContentCard({
  linkComponent,
  imageComponent,
  routes,
  labels,
  ...props
}: ContentCardProps) {
  const settings = mergeSettings({ linkComponent, imageComponent, routes, labels });
  return <ContentCardView {...hostProps('ContentCard', props)} settings={settings} />;
}
