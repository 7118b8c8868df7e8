import { methodNotAllowed, problemResponse } from '../../problem.js';
import { API_PREFIX } from '../../routes.js';
import { DEMO_IMAGE_BRANDS, sceneOfName } from './demoImageNames.js';
import { demoImageSvg } from './demoImageSvg.js';

/** The path segment demo images are served under, after the mock's base path. */
export const DEMO_IMAGE_PATH = '/demo-images/';

/**
 * The path after `{base}/demo-images/` (still percent-encoded), or `undefined` for any other
 * path. Without a base path the base is whatever comes first, but an API path is never an image.
 */
export function demoImagePath(pathname: string, basePath: string | undefined): string | undefined {
  if (basePath !== undefined) {
    const prefix = `${basePath}${DEMO_IMAGE_PATH}`;
    return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
  }
  if (pathname.includes(API_PREFIX)) return undefined;
  const at = pathname.indexOf(DEMO_IMAGE_PATH);
  return at === -1 ? undefined : pathname.slice(at + DEMO_IMAGE_PATH.length);
}

// Only names the data can contain: the route is no open SVG generator for arbitrary strings.
const NAME = /^[a-z0-9-]{1,120}$/;

const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml',
  // The same URL always gives the same bytes.
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // Opened directly (not as an <img>), the SVG may still load or run nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * Answers a demo image request: `rest` is the path after `/demo-images/` (`{brand}/{name}.svg`,
 * still percent-encoded, so an encoded `..` or surrogate simply fails the name check).
 */
export function answerDemoImage(
  request: Request,
  rest: string,
  isBrand: (brandId: string) => boolean,
  instance: string,
): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return methodNotAllowed('Demo images are read-only: use GET.', instance);
  }
  const [brandId, file, ...extra] = rest.split('/');
  const name = file?.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
  if (
    brandId === undefined ||
    name === undefined ||
    extra.length > 0 ||
    !NAME.test(name) ||
    !isBrand(brandId)
  ) {
    return problemResponse(404, 'Not Found', 'No demo image at this path.', instance);
  }
  const svg = demoImageSvg(`${brandId}/${name}`, { scene: sceneOfName(name) });
  return new Response(request.method === 'HEAD' ? null : svg, {
    status: 200,
    headers: IMAGE_HEADERS,
  });
}

/**
 * Serves the demo data's images from any app, as a plain Fetch API handler: it answers
 * `GET|HEAD …/demo-images/{brand}/{name}.svg` with the generated SVG (404 for names the data
 * cannot contain) and returns `undefined` for every other path. Pair it with
 * `createMockFetch({ demoImageBaseUrl: '/demo-images/' })`, which has no server of its own.
 *
 * @example
 * // Next.js: app/demo-images/[...path]/route.ts
 * export const GET = (request: Request) =>
 *   demoImageResponse(request) ?? new Response(null, { status: 404 });
 */
export function demoImageResponse(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  const rest = demoImagePath(pathname, undefined);
  if (rest === undefined) return undefined;
  return answerDemoImage(request, rest, (brandId) => DEMO_IMAGE_BRANDS.has(brandId), pathname);
}
