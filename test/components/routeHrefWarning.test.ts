// The development warning for an app's route function that throws: said once, in words that
// tell how to fix it, and never in production. The entry renders without a link either way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warning =
  '[routes] a route function threw: rendering that entry without a link. Return a string (or undefined for no link) for any content.';

function throwing(tag: string): string {
  throw new Error(`no route for ${tag}`);
}

/** routes.ts with a fresh warnOnce: each message is said once per module, and other tests say it too. */
async function freshRouteHref() {
  vi.resetModules();
  const { routeHref } = await import('../../src/components/routes.js');
  return routeHref;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('routeHref with a route function that throws', () => {
  it('warns once in development, however many entries it fails for', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const routeHref = await freshRouteHref();
    expect(routeHref(throwing, 'gear')).toBeUndefined();
    expect(routeHref(throwing, 'running')).toBeUndefined();
    expect(vi.mocked(console.warn).mock.calls).toEqual([[warning]]);
  });

  it('says nothing in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const routeHref = await freshRouteHref();
    expect(routeHref(throwing, 'gear')).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('says nothing for a route function that returns no link', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const routeHref = await freshRouteHref();
    expect(routeHref(() => undefined, 'gear')).toBeUndefined();
    expect(routeHref(() => '../admin', 'gear')).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });
});
