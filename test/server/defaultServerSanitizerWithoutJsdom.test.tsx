// Without jsdom (here: jsdom fails to load), the default server sanitizer cannot be created:
// server renders are safe text, development says why once, and it is never tried again.
import { ContentBody } from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadJsdom } from '../../src/server/loadJsdom.js';

vi.mock('../../src/server/loadJsdom.js', () => ({
  loadJsdom: vi.fn(() => {
    throw new Error('[createServerSanitizer] jsdom is not installed: npm install jsdom.');
  }),
  jsdomMajorVersion: () => undefined,
}));

describe('the server sanitizer created on first use, without jsdom', () => {
  it('gives text, one development error, and no retry', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = renderToString(<ContentBody html="<p>One<script>x</script></p>" />);
    const second = renderToString(<ContentBody html="<p>Two</p>" />);
    expect(first).toContain('data-state="text"');
    expect(first).not.toContain('<script');
    expect(second).toContain('Two');
    expect(loadJsdom).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('jsdom is not installed');
  });
});
