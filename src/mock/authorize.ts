import { problemResponse } from './problem.js';

/**
 * The service's API key check: with a key configured, a request must send
 * `Authorization: Bearer <key>`. A missing key answers 401 (with `WWW-Authenticate`), a wrong one
 * 403, as the spec shows; `undefined` lets the request through. The key is never echoed.
 */
export function authorize(
  request: Request,
  apiKey: string | undefined,
  instance: string,
): Response | undefined {
  if (apiKey === undefined) return undefined;
  const header = request.headers.get('authorization');
  const token = header === null ? undefined : /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (token === undefined) {
    return problemResponse(
      401,
      'Unauthorized',
      'Send the API key as "Authorization: Bearer <key>".',
      instance,
      { 'www-authenticate': 'Bearer realm="content-delivery"' },
    );
  }
  if (token !== apiKey) {
    return problemResponse(
      403,
      'Forbidden',
      'The API key does not grant access to this brand.',
      instance,
    );
  }
  return undefined;
}
