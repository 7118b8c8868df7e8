import type { APIRoute } from 'astro';
import { contentProxy } from '../../../lib/content.server';

/**
 * `/api/content/…` forwards GET and HEAD to the service with the key added on the server (the
 * proxy answers other methods with 405). The islands' browser client uses it as its base URL.
 * The proxy takes the whole request (method, headers, URL), as Astro passes it.
 */
export const ALL: APIRoute = ({ request }) => contentProxy(request);
