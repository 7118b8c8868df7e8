import type { APIRoute } from 'astro';
import { documentResponse, siteUrlOf } from '../lib/discovery.server';
import { openSearchDescription } from '../lib/siteSearchDiscovery';

/**
 * `/opensearch.xml`: the OpenSearch description of the search page, which lets a browser add the
 * site as a search engine (every page links it from its head).
 */
export const GET: APIRoute = ({ url }) =>
  documentResponse(
    openSearchDescription(siteUrlOf(url)),
    'application/opensearchdescription+xml; charset=utf-8',
    'robots',
  );
