import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/** The library's links as client-side navigations; other links (external, mailto) stay plain. */
export function RouterLink({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href.startsWith('/') || href.startsWith('//')) return <a href={href} {...props} />;
  // The library built and checked the href: navigate to it as it is.
  return <Link to={href} {...props} />;
}
