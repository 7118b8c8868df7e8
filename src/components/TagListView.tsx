import { distinctKeys } from './distinctKeys.js';
import { hrefOrButtons } from './hrefOrButtons.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routeHref.js';
import type { ViewPropsOf } from './settings.js';
import type { TagListProps } from './TagList.js';

// No 'use client', no hooks: the markup of TagList for both builds (the client component
// resolves the settings from its provider, the server one from its props).

/** Props of {@link TagListView}: TagList's, with the settings already resolved. */
export type TagListViewProps = ViewPropsOf<TagListProps>;

/** The markup of `TagList`: links (or buttons with `onSelect` alone) in a `<nav>`; nothing for no tags. */
export function TagListView({
  tags,
  activeTag,
  onSelect,
  getTagHref,
  settings,
  className,
  ...props
}: TagListViewProps) {
  if (tags.length === 0) return null;
  const hrefOf = hrefOrButtons(getTagHref, onSelect, settings.routes.getTagHref);
  const keys = distinctKeys(tags);
  return (
    <NavFrame
      label={settings.labels.tags}
      {...props}
      base="cdr-tags"
      list="cdr-tags-list"
      slot="tag-list"
      className={className}
    >
      {tags.map((tag, index) => (
        <li key={keys[index]} className="cdr-tag" data-active={tag === activeTag ? '' : undefined}>
          <NavControl
            Link={settings.Link}
            href={routeHref(hrefOf, tag)}
            current={tag === activeTag}
            pressed={tag === activeTag}
            onClick={onSelect === undefined ? undefined : () => onSelect(tag)}
          >
            {tag}
          </NavControl>
        </li>
      ))}
    </NavFrame>
  );
}
