/**
 * Reason phrases of the statuses a Content Delivery Service answers with. HTTP/2 and
 * HTTP/3 carry no reason phrase (and `new Response()` has none): messages fall back to
 * these, so a 403 still reads "403 Forbidden" in every browser.
 */
export const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
