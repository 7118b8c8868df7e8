// `/opensearch.xml`: the OpenSearch description of the site's search, so browsers can offer the
// site as a search engine; every page links it (`<link rel="search">` in app/layout.tsx).
import { createOpenSearchDescription } from 'content-delivery-react/discovery';
import { connection } from 'next/server';
import { documentResponse } from '../../lib/discovery';
import { openSearchType, siteSearchDiscovery } from '../../lib/siteSearch';

export async function GET() {
  // At request time, as robots.txt: the same cache policy (it changes with the code only).
  await connection();
  return documentResponse(
    createOpenSearchDescription(siteSearchDiscovery),
    `${openSearchType}; charset=utf-8`,
    'robots',
  );
}
