// Media a reader can use, embeds that leave a link, code blocks that keep their language: what
// the server sanitizer and the browser's (DOMPurify, here on a jsdom window) both build, and
// what a page, its Markdown and its feeds show. Hostile variants of each.
import { ContentBody } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';
import { videoPageUrl } from '../../src/html/embedLinks.js';
import { mediaAndEmbedCases } from '../fixtures/sanitizer/mediaAndEmbeds.js';

const browser = createSanitizer(new JSDOM('').window, { cacheSize: 0 });
const server = createServerSanitizer({ cacheSize: 0 });
const html = (name: string) => {
  const found = mediaAndEmbedCases.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(name);
  return found.html;
};
/** The server's markup of `ContentBody` for a case (the sanitizer installed by default). */
const rendered = (name: string, props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(ContentBody, { html: html(name), ...props }));

describe('media, embeds and code in both sanitizers', () => {
  it('builds the same tree on the server and in the browser for every case', () => {
    for (const { name, html: body } of mediaAndEmbedCases) {
      expect(server.sanitize(body), name).toEqual(browser.sanitize(body));
    }
  });

  it('keeps what a reader needs to play a video, and its sources and track', () => {
    const markup = rendered('video with controls, poster, sources and a track');
    expect(markup).toMatch(/<video[^>]* controls=""/);
    expect(markup).toMatch(/<video[^>]* loop=""/);
    expect(markup).toMatch(/<video[^>]* playsinline=""/i);
    expect(markup).toMatch(/<video[^>]* preload="metadata"/);
    expect(markup).toContain('poster="https://example.com/p.jpg"');
    expect(markup).toContain('<source src="https://example.com/v.webm" type="video/webm"/>');
    expect(markup).toMatch(/<track [^>]*default=""/);
    // `muted` is a property to React: kept in the tree, set on the element in the browser.
    expect(server.sanitize(html('video with controls, poster, sources and a track'))).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ muted: '', controls: '' }) }),
    ]);
  });

  it('keeps the controls of audio', () => {
    expect(rendered('audio with controls')).toContain(
      '<audio controls="" preload="none" src="https://example.com/a.mp3"></audio>',
    );
  });

  it('keeps autoplay only together with muted', () => {
    expect(rendered('autoplay without muted')).not.toMatch(/autoplay/i);
    expect(rendered('autoplay with muted')).toMatch(/autoplay=""/i);
  });

  it('drops a javascript: media source and keeps the element', () => {
    const markup = rendered('javascript: video source');
    expect(markup).not.toContain('javascript');
    expect(markup).toContain('<video controls=""><source/></video>');
  });

  it('turns a YouTube or Vimeo player into a link card to the video page, titled', () => {
    expect(rendered('YouTube embed with a title')).toContain(
      '<p>Watch:</p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="cdr-embed">A video about caching</a>',
    );
    expect(rendered('youtube-nocookie embed without a title')).toContain(
      '<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" class="cdr-embed">https://www.youtube.com/watch?v=M7lc1UVf-VE</a>',
    );
    expect(rendered('YouTube playlist')).toContain(
      'href="https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"',
    );
    expect(rendered('Vimeo embed with its hash')).toContain(
      '<figure><a href="https://vimeo.com/76979871/8272103f6e" class="cdr-embed">Vimeo: the new player</a><figcaption>Caption</figcaption></figure>',
    );
    // No request to the host before a click: no iframe, no thumbnail.
    for (const name of ['YouTube embed with a title', 'Vimeo embed with its hash']) {
      expect(rendered(name)).not.toMatch(/<iframe|<img|ytimg|vimeocdn/);
    }
  });

  it('keeps the iframe the policy allows, sandboxed, and leaves no card then', () => {
    const markup = rendered('YouTube embed with a title', {
      policy: { allowIframeHosts: ['www.youtube.com'] },
    });
    expect(markup).toContain('<iframe');
    expect(markup).toContain(
      'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    );
    expect(markup).not.toContain('cdr-embed');
  });

  it('leaves a plain link for any other removed embed with a safe URL, and nothing for an unsafe one', () => {
    expect(rendered('iframe from another host')).toContain(
      '<a href="https://maps.example.com/embed?q=1" class="cdr-embed">Map</a>',
    );
    expect(rendered('embed and object with URLs')).toContain(
      '<a href="https://example.com/slides.pdf" class="cdr-embed">https://example.com/slides.pdf</a>Fallback text<a href="https://example.com/doc.pdf" class="cdr-embed">',
    );
    expect(rendered('javascript: iframe')).not.toMatch(/<a|javascript/);
  });

  it('does not take a look-alike host for YouTube', () => {
    expect(rendered('host that only looks like YouTube')).toContain(
      'href="https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ"',
    );
    expect(rendered('YouTube in the query only')).not.toContain('youtube.com/watch');
    expect(videoPageUrl('https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(videoPageUrl('https://evil.test/?www.youtube.com/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(videoPageUrl('https://user@www.youtube.com.evil.test/embed/x1234567')).toBeUndefined();
    expect(videoPageUrl('javascript://www.youtube.com/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(videoPageUrl('https://www.youtube.com/embed/../../x')).toBeUndefined();
    expect(videoPageUrl('https://player.vimeo.com/video/1?h=<script>')).toBe('https://vimeo.com/1');
  });

  it('writes a hostile title as text', () => {
    const markup = rendered('title that tries to break out');
    expect(markup).not.toMatch(/<img|<script/);
    expect(markup).toContain('&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps a code block language class, and no other class', () => {
    expect(rendered('code block with a language')).toContain(
      '<pre class="language-js"><code class="language-js">const a = 1;\n</code></pre>',
    );
    expect(rendered('code language class that tries more')).toContain(
      '<pre><code class="language-js">x</code></pre>',
    );
  });

  it('lets a site render its own player for a card through the components mapping', () => {
    function Player({
      href,
      className,
      children,
    }: {
      href?: string;
      className?: string;
      children?: unknown;
    }) {
      return className === 'cdr-embed' && href?.startsWith('https://www.youtube.com/watch')
        ? createElement('div', { 'data-player': href })
        : createElement('a', { href, className }, children as string);
    }
    const markup = rendered('YouTube embed with a title', { components: { a: Player } });
    expect(markup).toContain(
      '<div data-player="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>',
    );
  });
});
