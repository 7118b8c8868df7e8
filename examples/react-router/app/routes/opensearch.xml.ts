import { createOpenSearchDescription } from 'content-delivery-react/discovery';
import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, siteSearchDiscovery, siteUrlOf } from '../discovery.server';
import { openSearchType } from '../siteSearch';

/**
 * Resource route `/opensearch.xml`: the OpenSearch description of the site's search, linked from
 * every page (root.tsx). Cached as robots.txt is: it changes with the code, not the content.
 */
export function loader({ url }: LoaderFunctionArgs): Response {
  return documentResponse(
    createOpenSearchDescription(siteSearchDiscovery(siteUrlOf(url))),
    `${openSearchType}; charset=utf-8`,
    'robots',
  );
}
