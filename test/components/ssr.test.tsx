// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { ContentArticle, type ContentItem } from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateHtml, renderOnServer as renderOnServerWith } from '../helpers/serverRender.js';
import { demoItem } from './setup.js';

/** Renders as a server would: no window, no document. */
function renderOnServer(item: ContentItem): string {
  return renderOnServerWith(<ContentArticle item={item} />);
}

function hydrate(html: string, item: ContentItem) {
  return hydrateHtml(html, <ContentArticle item={item} />);
}

const hostileHtml = `<h2>Intro</h2><p>Safe text.<img src=x onerror="window.__pwned=1"></p>
<script>window.__pwned=1</script><a href="javascript:window.__pwned=1">click</a>
<a href="https://x.test" target="_blank">out</a><iframe srcdoc="<script>window.__pwned=1</script>"></iframe>
<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__pwned=1">`;

afterEach(() => {
  uninstallServerSanitizer();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('server rendering of hostile content', () => {
  it('with installServerSanitizer: the server emits the sanitized markup and hydration matches', async () => {
    installServerSanitizer();
    const base = await demoItem((entry) => entry.language === 'en');
    const item: ContentItem = { ...base, content: hostileHtml };
    const html = renderOnServer(item);
    expect(html).toContain('data-state="sanitized"');
    expect(html).toContain('<h2>Intro</h2>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|srcdoc|<form|<style/i);
    expect(html).toContain('rel="noopener noreferrer"');

    const { container, recoverable, consoleError } = await hydrate(html, item);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // Hydration reused the server DOM as it was: nothing was re-rendered or patched.
    const serverDom = document.createElement('div');
    serverDom.innerHTML = html;
    expect(container.innerHTML).toBe(serverDom.innerHTML);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('a <pre> whose first text starts with a newline beside an element hydrates without a mismatch', async () => {
    // A stray end tag is no node: the newline after it is the `<pre>`'s first text, which the
    // parser drops right after `<pre>`. React writes one more for it only before a lone text.
    installServerSanitizer();
    const base = await demoItem((entry) => entry.language === 'en');
    const content = '<pre></span>\n<code>let a = 1;</code>\n</pre><pre>\n\nlone text</pre>';
    const item: ContentItem = { ...base, content };
    const html = renderOnServer(item);
    const { container, recoverable, consoleError } = await hydrate(html, item);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    const texts = [...container.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(texts).toEqual(['let a = 1;\n', '\nlone text']);
  });

  it('without it: the server emits text only, and the browser upgrades after hydration without a mismatch', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    const item: ContentItem = { ...base, content: hostileHtml };
    const html = renderOnServer(item);
    expect(html).toContain('data-state="text"');
    expect(html).toContain('Safe text.');
    expect(html).not.toMatch(/<script|onerror|<img src|javascript:|<iframe/i);

    const { container, recoverable, consoleError } = await hydrate(html, item);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        container.querySelector('[data-slot="content-body"]')?.getAttribute('data-state'),
      ).toBe('sanitized'),
    );
    expect(container.querySelector('.cdr-article-body h2')?.textContent).toBe('Intro');
    expect(container.querySelector('script, iframe, [onerror], form, style')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
