// jsdom is not needed on a server any more: with it failing to load, the default server
// sanitizer (parse5, no DOM) still renders sanitized HTML, and never asks for jsdom.
import { ContentBody } from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const jsdomLoaded = vi.fn();
vi.mock('jsdom', () => {
  jsdomLoaded();
  throw new Error('jsdom is not installed');
});

describe('the server sanitizer created on first use, without jsdom', () => {
  it('renders sanitized HTML, and jsdom is never loaded', () => {
    const consoleError = vi.spyOn(console, 'error');
    const html = renderToString(
      <ContentBody
        html={'<h2>One</h2><p><a href="javascript:alert(1)">x</a><script>x</script></p>'}
      />,
    );
    expect(html).toContain('data-state="sanitized"');
    expect(html).toContain('<h2>One</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(jsdomLoaded).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
