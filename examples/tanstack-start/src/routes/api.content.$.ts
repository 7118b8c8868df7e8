import { createFileRoute } from '@tanstack/react-router';
import { contentProxy } from '../content.server';

/**
 * Server route (no component): `/api/content/…` forwards GET and HEAD to the service with the
 * key added on the server. The browser's content client uses it as its base URL.
 */
export const Route = createFileRoute('/api/content/$')({
  server: {
    handlers: {
      GET: ({ request }) => contentProxy(request),
      HEAD: ({ request }) => contentProxy(request),
    },
  },
});
