import { defineMiddleware } from 'astro:middleware';

/**
 * Names the pages' character set: Astro sends `text/html` alone; the documents and pages of the
 * other examples say `text/html; charset=utf-8`, and so should a page in Arabic.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('content-type', 'text/html; charset=utf-8');
  }
  return response;
});
