import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { baseUrl } from './setup.js';

/**
 * A client on the in-memory mock service that records the path of every request, can answer
 * 500 (`service.failing`), and holds its answers back between `hold()` and `release()`, so a
 * test sees a component while its data is on its way (loading, busy, stale). Shared by the tests
 * of loading states, so each does not grow its own slightly different copy.
 */
export function heldService({ holding = false }: { holding?: boolean } = {}) {
  const mockFetch = createMockFetch();
  const service = { paths: [] as string[], failing: false };
  let held: Promise<void> | null = null;
  let open = () => {};
  const hold = () => {
    held = new Promise((resolve) => {
      open = resolve;
    });
  };
  const release = () => {
    held = null;
    open();
  };
  if (holding) hold();
  const client = createContentClient({
    baseUrl,
    retry: 0,
    fetch: async (url, init) => {
      service.paths.push(new URL(String(url)).pathname);
      if (held) await held;
      if (service.failing) {
        return Response.json({ title: 'Service unavailable', status: 500 }, { status: 500 });
      }
      return mockFetch(url, init);
    },
  });
  return { client, service, hold, release };
}
