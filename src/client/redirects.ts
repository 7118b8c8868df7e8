/** Redirects followed within one attempt; more is a loop or a misconfigured service. */
const maxRedirects = 5;

/**
 * Sends `url` with `send` (which must fetch with `redirect: 'manual'`) and follows
 * redirects itself, to the same origin only, at most {@link maxRedirects} times.
 *
 * `fetch` would follow a redirect to any origin and take the app's custom headers
 * (`x-api-key`, …) along; only `Authorization` is dropped. So a redirect to another origin
 * rejects here before anything is sent there. Where the runtime hides redirects (a
 * browser answers `manual` with an `opaqueredirect`), the answer is returned as it is,
 * and the attempt refuses it as no usable response.
 */
export async function sendFollowingSameOrigin(
  url: string,
  send: (url: string) => Promise<Response>,
): Promise<Response> {
  for (let redirects = 0; ; redirects++) {
    const response = await send(url);
    // Only statuses that carry a Location are followed; 304 and 300 are answers.
    const location = /^30[12378]$/.test(String(response?.status))
      ? response.headers.get('location')
      : null;
    if (location === null) return response;
    const target = new URL(location, url);
    if (target.origin !== new URL(url).origin) {
      throw new TypeError('redirected to another origin, not followed');
    }
    if (redirects === maxRedirects) throw new TypeError(`more than ${maxRedirects} redirects`);
    // Frees the connection of the redirect's own (unread) body.
    response.body?.cancel().catch(() => {});
    url = target.href;
  }
}
