// Shared by the Vite examples (examples/site, examples/vite-spa): how an app loads the mock lazily.
import type { FetchFunction } from 'content-delivery-react/client';
import type { MockServiceOptions } from 'content-delivery-react/mock';

/**
 * A `fetch` that answers from the embedded mock, which it imports on the first request: the mock
 * and its demo data become a chunk of their own, loaded only when a request is made, and left out
 * of the build entirely when the code that calls this is dead (a production build with a
 * service URL). Never import `content-delivery-react/mock` statically in app code.
 */
export function lazyMockFetch(options: MockServiceOptions = {}): FetchFunction {
  let mockFetch: Promise<FetchFunction> | undefined;
  return async (input, init) => {
    mockFetch ??= import('content-delivery-react/mock').then((mock) =>
      // The mock has no server here: its pictures are served by this app at /demo-images/
      // (see demoImagesVitePlugin.ts), so the image URLs point there.
      mock.createMockFetch({ demoImageBaseUrl: '/demo-images/', ...options }),
    );
    return (await mockFetch)(input, init);
  };
}

/**
 * The `fetch` of a production build with no service configured: every request fails and says
 * what to set, rather than shipping the demo data unasked.
 */
export const noContentService: FetchFunction = async () => {
  throw new Error(
    'No content service configured: build with VITE_CDS_BASE_URL=https://… (and VITE_CDS_API_KEY), or with VITE_CDS_MOCK=true to ship the demo mock.',
  );
};
