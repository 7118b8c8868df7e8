// `/opensearch.xml`: the OpenSearch description of the site's search, so browsers can offer the
// site as a search engine; every page links it (`<link rel="search">` in app/layout.tsx).
import { connection } from 'next/server';
import { documentResponse } from '../../lib/discovery';
import { openSearchDescription, openSearchType } from '../../lib/siteSearch';

export async function GET() {
  // At request time, as robots.txt: the same cache policy (it changes with the code only).
  await connection();
  return documentResponse(openSearchDescription(), `${openSearchType}; charset=utf-8`, 'robots');
}
