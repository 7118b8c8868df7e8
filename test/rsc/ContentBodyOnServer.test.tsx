// The server ContentBody under React's react-server build: sanitized HTML from the DOM-free
// server sanitizer, with jsdom unavailable (it is never loaded).
import { ContentBody } from 'content-delivery-react';
import { describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';

const jsdomLoaded = vi.fn();
vi.mock('jsdom', () => {
  jsdomLoaded();
  throw new Error('jsdom is not installed');
});

describe('ContentBody (server component) with no DOM', () => {
  it('renders sanitized HTML, and never loads jsdom', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { payload } = await renderServer(
      <ContentBody
        html={'<h2>One</h2><p><img src=x onerror="alert(1)">Two</p><script>x</script>'}
      />,
    );
    const html = flightToHtml(payload);
    expect(html).toContain('data-state="sanitized"');
    expect(html).toContain('<h2>One</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(jsdomLoaded).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
