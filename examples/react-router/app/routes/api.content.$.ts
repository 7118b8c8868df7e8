import type { LoaderFunctionArgs } from 'react-router';
import { contentProxy } from '../content.server';

/**
 * Resource route (no component): `/api/content/…` forwards GET and HEAD to the service with the
 * key added on the server. The browser's client (the live list) uses it as its base URL.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  return contentProxy(request);
}
