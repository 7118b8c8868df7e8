import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, siteUrlOf } from '../discovery.server';
import { openSearchDescription, openSearchType } from '../siteSearch';

/**
 * Resource route `/opensearch.xml`: the OpenSearch description of the site's search, linked from
 * every page (root.tsx). Cached as robots.txt is: it changes with the code, not the content.
 */
export function loader({ url }: LoaderFunctionArgs): Response {
  return documentResponse(
    openSearchDescription(siteUrlOf(url)),
    `${openSearchType}; charset=utf-8`,
    'robots',
  );
}
