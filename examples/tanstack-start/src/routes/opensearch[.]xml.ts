import { createFileRoute } from '@tanstack/react-router';
import { createOpenSearchDescription } from 'content-delivery-react/discovery';
import { siteSearchDiscovery } from '../siteSearchDiscovery';

/**
 * Server route: `/opensearch.xml`, the OpenSearch description of the search page, which lets a
 * browser add the site as a search engine (every page links it from its head).
 */
export const Route = createFileRoute('/opensearch.xml')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(
          createOpenSearchDescription(
            siteSearchDiscovery(process.env.SITE_URL || new URL(request.url).origin),
          ),
          {
            headers: {
              'content-type': 'application/opensearchdescription+xml; charset=utf-8',
              'cache-control': 'public, max-age=3600',
            },
          },
        ),
    },
  },
});
