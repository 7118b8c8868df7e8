import type { APIRoute } from 'astro';
import { createOpenSearchDescription } from 'content-delivery-react/discovery';
import { documentResponse, siteSearchDiscovery, siteUrlOf } from '../lib/discovery.server';

/**
 * `/opensearch.xml`: the OpenSearch description of the search page, which lets a browser add the
 * site as a search engine (every page links it from its head).
 */
export const GET: APIRoute = ({ url }) =>
  documentResponse(
    createOpenSearchDescription(siteSearchDiscovery(siteUrlOf(url))),
    'application/opensearchdescription+xml; charset=utf-8',
    'robots',
  );
