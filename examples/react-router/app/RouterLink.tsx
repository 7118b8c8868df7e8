import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/** The library's links as client-side navigations; other links (external, mailto) stay plain. */
export function RouterLink({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href.startsWith('/') || href.startsWith('//')) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}
