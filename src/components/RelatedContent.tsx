import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { hostProps, useComponentSettings } from '#component-build';
import type { IndexedContent } from '../client/index.js';
import { ContentListItems } from './ContentListItems.js';
import { cx, headingLevelBelow } from './markup.js';
import type { ContentUiSettings } from './uiSettings.js';

/** The props of `RelatedContent` besides the HTML attributes of its `<section>`. */
interface RelatedContentOwnProps extends ContentUiSettings {
  /**
   * The items to show, most related first: what `findRelated` (content-delivery-react/search)
   * answered for the article, on the server.
   */
  items: readonly IndexedContent[];
  /** Heading above the cards. @default `labels.related` ("Related articles") */
  heading?: ReactNode;
  /** Level of `heading`; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /** Renders one item instead of `ContentCard`. */
  renderItem?: ((item: IndexedContent, index: number) => ReactNode) | undefined;
}

/** Props of {@link RelatedContent}. */
export type RelatedContentProps = RelatedContentOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof RelatedContentOwnProps | 'children'>;

/**
 * "Read next" below an article: a titled section of cards for the items `findRelated` found.
 * It does not fetch and has no state, so on an article page it is a server component with no
 * JavaScript in the browser (under the `react-server` condition it reads settings from its
 * props only). With no items it renders nothing: an article with nothing related shows no
 * empty heading.
 *
 * @example
 * // app/articles/[slug]/page.tsx (a server component)
 * const related = await findRelated(serverClient, article, { brandId, limit: 3 });
 * return <RelatedContent items={related} />;
 */
export function RelatedContent({
  items,
  heading,
  headingLevel = 2,
  renderItem,
  linkComponent,
  imageComponent,
  routes,
  labels,
  className,
  ...props
}: RelatedContentProps) {
  const settings = useComponentSettings({ linkComponent, imageComponent, routes, labels });
  const headingId = useId();
  const shown = Array.isArray(items) ? items : [];
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      {...hostProps('RelatedContent', props)}
      className={cx('cdr-list', 'cdr-related', className)}
      data-slot="related-content"
    >
      <Heading id={headingId} className="cdr-list-heading">
        {heading ?? settings.labels.related}
      </Heading>
      <ContentListItems
        items={shown}
        renderItem={renderItem}
        card={{
          headingLevel: headingLevelBelow[headingLevel],
          linkComponent,
          imageComponent,
          routes,
          labels,
        }}
        emptyLabel={settings.labels.empty}
      />
    </section>
  );
}
