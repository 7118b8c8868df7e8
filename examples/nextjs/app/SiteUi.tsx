'use client';
// Client adapters around today's library components, which are all client components: a
// function (routes, getPageHref) cannot be passed from a server page to a client component,
// so the functions are made here, from plain data the server page passes.
import { ContentUiProvider, Pagination } from 'content-delivery-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { articleHref, pageHref, tagHref } from '../lib/site';
import { DemoImage } from './DemoImage';

/** The site's links (next/link), images and routes, for every library component. */
export const siteUi = {
  linkComponent: Link,
  imageComponent: DemoImage,
  routes: { getItemHref: articleHref, getTagHref: tagHref },
};

/** Sets {@link siteUi} for every library component below it. */
export function SiteUi({ children }: { children: ReactNode }) {
  return <ContentUiProvider {...siteUi}>{children}</ContentUiProvider>;
}

/** Link pagination (`?page=N`) for a server-rendered list at `path`. */
export function PageLinks(props: {
  path: string;
  page: number;
  pageSize: number;
  totalCount: number;
}) {
  const { path, ...pagination } = props;
  return <Pagination {...pagination} getPageHref={(page) => pageHref(path, page)} />;
}
