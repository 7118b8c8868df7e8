import type { LoaderFunctionArgs } from 'react-router';
import { contentProxy } from '../content.server';

/**
 * Resource route (no component): `/api/content/…` forwards GET and HEAD to the service with the
 * key added on the server. The browser's client (the live list) uses it as its base URL. The
 * proxy takes the whole `request` (method, headers, URL), which React Router 8 passes as it came.
 */
export function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  return contentProxy(request);
}
