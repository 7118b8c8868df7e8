'use client';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './useComponentSettings.js';

/**
 * The `<nav aria-label><ul>` frame shared by Pagination, CategoryNav, TagList and
 * LanguageSwitcher: one shape, so the four stay consistent (and the bundle small).
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
 * One entry of a navigation list: a link when there is a (checked) `href`, else a
 * button. The current entry gets `aria-current="page"`; toggles (`pressed`) get
 * `aria-pressed` on their button instead. A link for an entry with `lang` also
 * carries `hreflang`.
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
  href: string | undefined;
  current: boolean;
  pressed?: boolean | undefined;
}) {
  const currentPage = current ? 'page' : undefined;
  return href === undefined ? (
    <button
      type="button"
      aria-current={pressed === undefined ? currentPage : undefined}
      aria-pressed={pressed}
      onClick={onClick}
      {...props}
    />
  ) : (
    <Link href={href} hrefLang={props.lang} aria-current={currentPage} {...props} />
  );
}
