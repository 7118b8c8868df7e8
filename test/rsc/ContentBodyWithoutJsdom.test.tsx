// The server ContentBody under React's react-server build when the default sanitizer cannot be
// created (jsdom fails to load): the text, one development error, never tried again.
import { ContentBody } from 'content-delivery-react';
import { describe, expect, it, vi } from 'vitest';
import { loadJsdom } from '../../src/server/loadJsdom.js';
import { flightToHtml, renderServer } from './renderServer.js';

vi.mock('../../src/server/loadJsdom.js', () => ({
  loadJsdom: vi.fn(() => {
    throw new Error('[createServerSanitizer] jsdom is not installed.');
  }),
  jsdomMajorVersion: () => undefined,
}));

describe('ContentBody (server component) without jsdom', () => {
  it('renders the text, says why once, and never tries again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await renderServer(<ContentBody html="<p>One</p><script>x</script>" />);
    const second = await renderServer(<ContentBody html="<p>Two</p>" />);
    expect(flightToHtml(first.payload)).toContain('data-state="text"');
    expect(flightToHtml(first.payload)).not.toContain('<script');
    expect(flightToHtml(second.payload)).toContain('>Two</div>');
    expect(loadJsdom).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('jsdom is not installed');
  });
});
