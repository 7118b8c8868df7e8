// The site's links (next/link), images and routes for every library component. A plain module:
// server pages pass these as props to the library's server components, and the island (a client
// component) spreads them on its provider. Server components get no provider; props are the way.
import Link from 'next/link';
import { articleHref, tagHref } from '../lib/site';
import { DemoImage } from './DemoImage';

export const siteUi = {
  linkComponent: Link,
  imageComponent: DemoImage,
  routes: { getItemHref: articleHref, getTagHref: tagHref },
};
