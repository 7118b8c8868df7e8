// The site's links (next/link) and routes for every library component. A plain module:
// server pages pass these as props to the library's server components, and the island (a client
// component) spreads them on its provider. Server components get no provider; props are the way.
import Link from 'next/link';
import { articleHref, tagHref } from '../lib/site';

export const siteUi = {
  linkComponent: Link,
  routes: { getItemHref: articleHref, getTagHref: tagHref },
};
