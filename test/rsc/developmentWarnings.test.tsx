// What a server component leaves out (componentBuildForServer.ts `ignoredOnServer`) is reported
// once in development, and never in production, where the server's log must stay quiet.
import { TagList } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('server components: development-only warnings', () => {
  it('says nothing in production, and reports the leftover once otherwise', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Handlers no other test passes: the message is new, so silence cannot come from it having
    // been reported already.
    const element = (
      <TagList tags={['gear']} onAuxClick={() => {}} onPointerLeave={() => {}} id="tags" />
    );
    vi.stubEnv('NODE_ENV', 'production');
    const production = await renderServer(element);
    // Back before flightToHtml: its child process inherits the environment.
    vi.unstubAllEnvs();
    expect(production.errors).toEqual([]);
    expect(flightToHtml(production.payload)).toContain('<a href="/t/gear">gear</a>');
    expect(consoleError).not.toHaveBeenCalled();

    await renderServer(element);
    await renderServer(element);
    expect(consoleError.mock.calls).toEqual([
      [
        "[TagList] onAuxClick, onPointerLeave ignored in a server component: event handlers need a client component (React cannot send a function to the browser). Render TagList from a 'use client' file to use them.",
      ],
    ]);
  });
});
