import type { ElementType, HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cx } from './markup.js';

// No 'use client': no hooks, no context. Both builds of the components render these (the
// react-server build too); a handler only exists where a client component passes one.

/**
 * The `<nav aria-label><ul>` frame shared by Pagination, CategoryNav, TagList and
 * LanguageSwitcher: one shape, so the four stay consistent.
 */
export function NavFrame({
  label,
  slot,
  base,
  list,
  className,
  before,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  label: string;
  slot: string;
  base: string;
  list: string;
  before?: ReactNode;
}) {
  return (
    <nav aria-label={label} {...props} className={cx(base, className)} data-slot={slot}>
      {before}
      {children !== undefined && <ul className={list}>{children}</ul>}
    </nav>
  );
}

/**
 * A click that opens a link elsewhere (new tab or window, download, a middle click) and
 * leaves this page as it is: the app's handler is not told about it.
 */
function opensElsewhere(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One entry of a navigation list, by one rule for every component: with an `href` (made by
 * `routeHref`, which checks it) it is a link that gets both the `href` and the `onClick` (as
 * router links do: the handler runs, then the link navigates), else a button that calls
 * `onClick`, else plain text.
 * Clicks that open the link elsewhere (modifier keys, middle button) skip `onClick`.
 * The current entry gets `aria-current="page"`; toggles (`pressed`) get `aria-pressed`
 * on their button instead. A link for an entry with `lang` also carries `hreflang`.
 */
export function NavControl({
  Link,
  href,
  current,
  pressed,
  onClick,
  ...props
}: HTMLAttributes<HTMLElement> & {
  Link: ElementType;
  /** Checked already (`routeHref`); without one the link component is never rendered, so it never gets `href={undefined}`. */
  href: string | undefined;
  current: boolean;
  pressed?: boolean | undefined;
}) {
  const currentPage = current ? 'page' : undefined;
  // No usable link and nothing to call (a tag whose href could not be made safe): plain
  // text, not a button that does nothing.
  if (href === undefined && onClick === undefined) {
    return <span aria-current={currentPage} {...props} />;
  }
  if (href === undefined) {
    return (
      <button
        type="button"
        aria-current={pressed === undefined ? currentPage : undefined}
        aria-pressed={pressed}
        onClick={onClick}
        {...props}
      />
    );
  }
  const followClick =
    onClick === undefined
      ? undefined
      : (event: MouseEvent<HTMLElement>) => {
          if (!opensElsewhere(event)) onClick(event);
        };
  return (
    <Link
      href={href}
      hrefLang={props.lang}
      aria-current={currentPage}
      onClick={followClick}
      {...props}
    />
  );
}

/**
 * The href function of a set of links or buttons (tags, categories, languages): an explicit
 * one wins (links, which also call the handler); a handler alone makes buttons (`undefined`);
 * neither makes links to the `route`.
 */
export function hrefOrButtons<Href>(
  explicit: Href | undefined,
  handler: unknown,
  route: Href,
): Href | undefined {
  return explicit ?? (handler === undefined ? route : undefined);
}
