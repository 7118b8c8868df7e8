// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { ContentBody, type SanitizePolicy } from 'content-delivery-react';
import { type AnchorHTMLAttributes, createElement, forwardRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentSanitizer } from '../../src/html/currentSanitizer.js';
import payloads from '../fixtures/dompurify/dompurify-payloads.json' with { type: 'json' };

const urlAttributes = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
  'data',
  'codebase',
  'lowsrc',
  'dynsrc',
]);

/** Everything that would let script run or leave the article, checked on the rendered DOM. */
function unsafeMarkup(root: Element): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'style',
        'form',
        'input',
        'frame',
        'svg',
        'math',
      ].includes(tag)
    ) {
      problems.push(`<${tag}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them in schemes.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction')
        problems.push(`${tag}[${name}]`);
      if (!urlAttributes.has(name)) continue;
      if (/^(javascript|vbscript):/.test(value))
        problems.push(`${tag}[${name}=${value.slice(0, 20)}]`);
      if (/^data:/.test(value) && !/^data:image\/(png|jpe?g|gif|webp|avif|bmp);/.test(value)) {
        problems.push(`${tag}[${name}=data:…]`);
      }
    }
  }
  return problems;
}

function renderBody(html: string, policy?: SanitizePolicy) {
  const { container } = render(<ContentBody html={html} policy={policy} />);
  const body = container.querySelector('[data-slot="content-body"]');
  if (body === null) throw new Error('no body');
  return body;
}

describe('ContentBody sanitization', () => {
  it(`leaves no dangerous markup in any of DOMPurify's ${payloads.length} fixture payloads`, () => {
    const failures: string[] = [];
    for (const { payload, title } of payloads as { payload: string; title?: string }[]) {
      const body = renderBody(payload);
      expect(body.getAttribute('data-state')).toBe('sanitized');
      const problems = unsafeMarkup(body);
      if (problems.length > 0)
        failures.push(`${title ?? payload.slice(0, 60)}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('the structural check catches the raw payloads (it can fail)', () => {
    let caught = 0;
    for (const { payload } of payloads as { payload: string }[]) {
      const raw = document.createElement('div');
      raw.innerHTML = payload;
      if (unsafeMarkup(raw).length > 0) caught++;
    }
    // 173 of the 223 payloads are unsafe as raw markup (the rest need script to be unsafe).
    expect(caught).toBe(173);
  });

  it('applies the default policy', () => {
    const body = renderBody(`
      <h1 id="top">Title</h1>
      <p style="position:fixed">Text <a href="https://example.com" target="_blank">out</a>
      <a href="https://example.com" target="_blank" rel="opener">opener</a>
      <a href="JaVaScRiPt:alert(1)">js</a> <a href="vbscript:msgbox(1)">vb</a>
      <a href="data:text/html,<script>alert(1)</script>">data</a>
      <a href="#top">to top</a> <a href="/c/hiking">internal</a> <a href="mailto:a@b.c">mail</a></p>
      <img src="https://cdn.test/a.jpg" alt="A">
      <img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel">
      <img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg">
      <form action="https://evil.test"><input name="password"></form>
      <iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>
      <base href="https://evil.test/"><meta http-equiv="refresh" content="0;url=https://evil.test">
      <style>body{display:none}</style><script>alert(1)</script>`);
    const links = Array.from(body.querySelectorAll('a'));
    const byText = (text: string) => links.find((link) => link.textContent === text);
    expect(byText('out')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(byText('opener')?.getAttribute('rel')).toBe('noopener noreferrer');
    for (const text of ['js', 'vb', 'data']) expect(byText(text)?.hasAttribute('href')).toBe(false);
    expect(byText('to top')?.getAttribute('href')).toBe('#user-content-top');
    expect(body.querySelector('h1')?.id).toBe('user-content-top');
    expect(byText('internal')?.getAttribute('href')).toBe('/c/hiking');
    expect(byText('mail')?.getAttribute('href')).toBe('mailto:a@b.c');
    const images = Array.from(body.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.test/a.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      null,
    ]);
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('decoding')).toBe('async');
    expect(body.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(unsafeMarkup(body)).toEqual([]);
    expect(body.textContent).not.toContain('alert');
  });

  it('keeps allow-listed iframes only, sandboxed', () => {
    const policy: SanitizePolicy = { allowIframeHosts: ['www.youtube-nocookie.com'] };
    const body = renderBody(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen></iframe><iframe src="https://evil.test/"></iframe><iframe src="http://www.youtube-nocookie.com/embed/y"></iframe>',
      policy,
    );
    const frames = body.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frames[0]?.getAttribute('loading')).toBe('lazy');
  });

  it('shifts headings and rewrites links and images', () => {
    const policy: SanitizePolicy = {
      headingOffset: 1,
      rewriteLink: (href) => (href.startsWith('/en/') ? href.replace('/en/', '/articles/') : href),
      rewriteImage: (src) => `https://img.test/?u=${encodeURIComponent(src)}`,
    };
    const body = renderBody(
      '<h1>A</h1><h6>B</h6><a href="/en/x">x</a><img src="https://cdn.test/a.jpg" alt="">',
      policy,
    );
    expect(Array.from(body.querySelectorAll('h2, h6')).map((h) => h.localName)).toEqual([
      'h2',
      'h6',
    ]);
    expect(body.querySelector('a')?.getAttribute('href')).toBe('/articles/x');
    expect(body.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.test/?u=https%3A%2F%2Fcdn.test%2Fa.jpg',
    );
  });

  it('renders links and images with custom components', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
      function RouterLink(props, ref) {
        return createElement('a', { ...props, ref, 'data-router': '' });
      },
    );
    const Figure = (props: { src?: string; alt?: string }) => (
      <span data-image={props.src} role="img" aria-label={props.alt} />
    );
    const { container } = render(
      <ContentBody
        html='<p><a href="/c/x">x</a><img src="https://cdn.test/i.jpg" alt="I"></p>'
        linkComponent={RouterLink}
        imageComponent={Figure}
      />,
    );
    expect(container.querySelector('a')?.hasAttribute('data-router')).toBe(true);
    expect(container.querySelector('[data-image]')?.getAttribute('data-image')).toBe(
      'https://cdn.test/i.jpg',
    );
  });

  it('maps links and images through `components` when no link or image component is set', () => {
    const { container } = render(
      <ContentBody
        html='<p><a href="/c/x">x</a><img src="https://cdn.test/i.jpg" alt="I"></p>'
        components={{
          a: (props: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...props} data-mapped="" />,
          img: (props: { src?: string }) => <span data-image={props.src} />,
        }}
      />,
    );
    expect(container.querySelector('a')?.hasAttribute('data-mapped')).toBe(true);
    expect(container.querySelector('[data-image]')?.getAttribute('data-image')).toBe(
      'https://cdn.test/i.jpg',
    );
  });

  it('sanitizes once per HTML string: a re-render with the same HTML sanitizes nothing', () => {
    const sanitizer = currentSanitizer();
    if (sanitizer === undefined) throw new Error('jsdom has a window');
    const sanitize = vi.spyOn(sanitizer, 'sanitize');
    const html = '<p>unique body for the memo test</p>';
    const { rerender } = render(<ContentBody html={html} />);
    expect(sanitize).toHaveBeenCalledTimes(1);
    rerender(<ContentBody html={html} />);
    rerender(<ContentBody html={html} className="x" />);
    expect(sanitize).toHaveBeenCalledTimes(1);
    rerender(<ContentBody html="<p>other</p>" />);
    expect(sanitize).toHaveBeenCalledTimes(2);
    sanitize.mockRestore();
  });

  it('an inline policy equal by content sanitizes and maps nothing again on re-render', () => {
    const sanitizer = currentSanitizer();
    if (!sanitizer) throw new Error('expected a browser sanitizer under jsdom');
    const sanitize = vi.spyOn(sanitizer, 'sanitize');
    const paragraphRenders = vi.fn();
    // A stable components object: only the policy object is new on each render.
    const components = {
      p: (props: { children?: ReactNode }) => {
        paragraphRenders();
        return <p {...props} />;
      },
    };
    const html = '<h1>Inline</h1><p>policy</p>';
    const { rerender, container } = render(
      <ContentBody html={html} components={components} policy={{ headingOffset: 1 }} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Inline');
    rerender(<ContentBody html={html} components={components} policy={{ headingOffset: 1 }} />);
    rerender(<ContentBody html={html} components={components} policy={{ headingOffset: 1 }} />);
    expect(sanitize).toHaveBeenCalledTimes(1);
    // The same elements were returned, so React did not even render the paragraph again.
    expect(paragraphRenders).toHaveBeenCalledTimes(1);
    // A policy that differs by content is applied.
    rerender(<ContentBody html={html} components={components} policy={{ headingOffset: 2 }} />);
    expect(container.querySelector('h3')?.textContent).toBe('Inline');
    expect(paragraphRenders).toHaveBeenCalledTimes(2);
    sanitize.mockRestore();
  });

  it('keeps DOM clobbering names harmless and survives 300-deep nesting', () => {
    const body = renderBody(
      `<form id="location"></form><img name="cookie" src="x"><a id="defaultView">x</a>${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`,
    );
    expect(body.querySelector('[name="cookie"]')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie');
    expect(body.textContent).toContain('deep');
    expect(document.cookie).toBe('');
  });

  it('renders nothing harmful for empty, null or huge input', () => {
    expect(renderBody('').textContent).toBe('');
    const { container } = render(<ContentBody html={null} />);
    expect(container.textContent).toBe('');
    const long = `<p>${'word '.repeat(20_000)}</p>`;
    expect(renderBody(long).textContent).toHaveLength(100_000);
  });
});

describe('ContentBody accessibility', () => {
  it('renders the demo articles (tables, figures, code, quotes, rtl) with no axe violations', async () => {
    const { axeViolations, demoItem } = await import('../components/setup.js');
    for (const language of ['en', 'ar']) {
      const item = await demoItem(
        (entry) => entry.language === language && entry.content.includes('<table'),
      );
      const { container, unmount } = render(
        <div lang={item.language}>
          <h1>{item.title}</h1>
          <ContentBody html={item.content} headingLevel={2} />
        </div>,
      );
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });
});

describe('ContentBody without a usable DOM', () => {
  it('renders text only, never the raw HTML, and warns once', async () => {
    const { renderToString } = await import('react-dom/server');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(
        <>
          <ContentBody html='<p>Hello <b>world</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>' />
          <ContentBody html="<p>Second</p>" />
        </>,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toContain('Hello world');
    expect(html).not.toMatch(/<p>|<b>|<img|<script|onerror|alert\(2\)/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[ContentBody\] no sanitizer here/);
    warn.mockRestore();
  });

  it('renders text only when DOMPurify is not supported by the DOM', async () => {
    const { createSanitizer } = await import('../../src/html/createSanitizer.js');
    const { renderToString } = await import('react-dom/server');
    const { setServerSanitizer } = await import('../../src/html/currentSanitizer.js');
    const broken = createSanitizer({} as never);
    expect(broken.supported).toBe(false);
    expect(() => broken.sanitize('<p>x</p>')).toThrow(/not supported/);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setServerSanitizer(broken);
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(<ContentBody html='<p>Plain <img src=x onerror="alert(1)"></p>' />);
    } finally {
      vi.unstubAllGlobals();
      setServerSanitizer(undefined);
    }
    expect(html).toContain('Plain');
    expect(html).not.toMatch(/<img|onerror/);
    expect(String(warn.mock.calls.at(-1)?.[0])).toMatch(/DOMPurify is not supported/);
    warn.mockRestore();
  });
});

describe('ContentBody with pathological input', () => {
  // Refused before it is parsed (the warning says why): what that costs, at n and 2n, is in
  // `npm run bench` (bench/cost.mjs, the `<div/>` class), not bounded here.
  it('does not parse HTML nested 100 000 deep: text only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = renderBody(
      `${'<div>'.repeat(100_000)}deep<img src=x onerror=alert(1)>${'</div>'.repeat(100_000)}`,
    );
    expect(body.getAttribute('data-state')).toBe('text');
    expect(body.textContent).toContain('deep');
    expect(body.querySelector('img, div div')).toBeNull();
    // 1 MB: refused on its length before anything reads it.
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/maxLength 200000/);
    warn.mockRestore();
  });

  it('renders text past 2 000 levels, however many tags come before', () => {
    // The exact line, under a raised maxElements (3 000 paragraphs and 2 000 levels are more
    // than the default 5 000 elements), is in test/html/boundedCost.test.ts.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flat = '<p>x</p>'.repeat(3_000);
    const nested = (levels: number) =>
      `${flat}${'<div>'.repeat(levels)}end${'</div>'.repeat(levels)}`;
    expect(renderBody(nested(300)).getAttribute('data-state')).toBe('sanitized');
    expect(renderBody(nested(2_001)).getAttribute('data-state')).toBe('text');
    warn.mockRestore();
  });

  it('still renders ordinary deep nesting (300 levels)', () => {
    const body = renderBody(`${'<div>'.repeat(300)}fine${'</div>'.repeat(300)}`);
    expect(body.getAttribute('data-state')).toBe('sanitized');
  });
});
