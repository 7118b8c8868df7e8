// @vitest-environment jsdom
// What the per-element checks (src/html/sanitizeHooks.ts) do to the content, read from the DOM
// ContentBody renders. The comments say what each one stopped in Chromium before it existed.
import { fireEvent, render } from '@testing-library/react';
import { ContentBody, type SanitizePolicy } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it, vi } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';

function renderBody(html: string, policy?: SanitizePolicy): Element {
  const { container } = render(<ContentBody html={html} policy={policy} />);
  const body = container.querySelector('[data-slot="content-body"]');
  if (body === null) throw new Error('ContentBody rendered no container');
  return body;
}

const iframePolicy: SanitizePolicy = { allowIframeHosts: ['www.youtube-nocookie.com'] };

// The checks run in both sanitizers (DOMPurify in the browser, purifyTree on the server): the
// trees they build are what the page renders and hydrates, so each case below reads both.
const sanitizers = [
  ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
  ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
] as const;

describe('id references', () => {
  it('a <label for> in the content cannot activate a control of the host page', () => {
    // Chromium: clicking "Continue reading" clicked the page's own #delete-account button
    // (also toggles checkboxes, submits forms) while `for` was not prefixed like `id`/`name`.
    const onDelete = vi.fn();
    render(
      <button type="button" id="delete-account" onClick={onDelete}>
        Delete account
      </button>,
    );
    const body = renderBody('<label for="delete-account">Continue reading</label>');
    const label = body.querySelector('label');
    expect(label).not.toBeNull();
    expect(label?.getAttribute('for')).toBe('user-content-delete-account');
    fireEvent.click(label as HTMLLabelElement);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('content cannot point other ID references (usemap, aria-owns, headers) at the host page', () => {
    // Chromium: clicking the content's image activated the page's own <map name="hostmap">
    // areas; aria-owns re-parented the page's #delete-account into the article for AT users.
    render(
      <map name="hostmap">
        <area shape="rect" coords="0,0,100,100" href="/account/delete" alt="" />
      </map>,
    );
    const body = renderBody(
      '<img src="/a.png" usemap="#hostmap"><span aria-owns="delete-account">x</span>' +
        '<table><tr><td headers="delete-account">c</td></tr></table>',
    );
    expect(body.querySelector('img')?.getAttribute('usemap')).toBe('#user-content-hostmap');
    expect(body.querySelector('span')?.getAttribute('aria-owns')).toBe(
      'user-content-delete-account',
    );
    expect(body.querySelector('td')?.getAttribute('headers')).toBe('user-content-delete-account');
  });

  it.each(sanitizers)(
    '%s reads usemap as browsers do: the name after the first #, none without one',
    (_, sanitizer) => {
      // Chromium maps `usemap="a#b"` to the map named `b`, and `usemap="hostmap"` to no map:
      // the prefixed reference names the same map of the content, or none.
      const usemaps = sanitizer
        .sanitize('<img src="/a.png" usemap="a#b"><img src="/b.png" usemap="hostmap">')
        .map((node) => (typeof node === 'string' ? node : node.attributes.usemap));
      expect(usemaps).toEqual(['#user-content-b', undefined]);
    },
  );

  it.each(sanitizers)(
    '%s prefixes each id of a list, whatever the spaces around it',
    (_, sanitizer) => {
      // aria-describedby="delete-account" made screen readers read the host page's text as the
      // paragraph's description; spaces must not become `user-content-` ids of their own (the
      // sanitizers trim the value, so a blank list is the case left: no reference at all).
      expect(
        sanitizer.sanitize(
          '<p aria-describedby=" note  help " list="host-options">x</p><i aria-labelledby="  ">y</i>',
        ),
      ).toEqual([
        {
          tag: 'p',
          attributes: {
            'aria-describedby': 'user-content-note user-content-help',
            list: 'user-content-host-options',
          },
          children: ['x'],
        },
        { tag: 'i', attributes: {}, children: ['y'] },
      ]);
    },
  );
});

describe('tab order and referrers', () => {
  it('content cannot take the first Tab stops of the page with a positive tabindex', () => {
    // Chromium: the article's link became the first element focused on Tab, ahead of
    // the site's own navigation (focus order hijack for phishing links).
    const body = renderBody('<a href="/x" tabindex="1">x</a>');
    expect(body.querySelector('a')?.hasAttribute('tabindex')).toBe(false);
  });

  it('allowIframeHosts does not let content set referrerpolicy on links and images', () => {
    // Chromium sent the full page URL (path and query, e.g. ?token=…) as Referer to
    // evil.test while ADD_ATTR for iframes allowed `referrerpolicy` on every element.
    const body = renderBody(
      `<img src="https://evil.test/p.png" referrerpolicy="unsafe-url">
       <a href="https://evil.test/" referrerpolicy="unsafe-url">out</a>`,
      iframePolicy,
    );
    expect(body.querySelector('img')?.getAttribute('referrerpolicy')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('referrerpolicy')).toBeNull();
  });
});

describe('links', () => {
  it('drops javascript: links in every encoding and keeps noopener on new tabs', () => {
    const body = renderBody(
      ['JaVaScRiPt:x()', '&#106;avascript:x()', 'java&Tab;script:x()', 'javascript&colon;x()']
        .map((href) => `<a href="${href}" target="_blank" rel="opener">j</a>`)
        .join(''),
    );
    const links = Array.from(body.querySelectorAll('a'));
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each(sanitizers)(
    '%s drops a link URL of another scheme and completes rel on new tabs',
    (_, sanitizer) => {
      // ftp: passes DOMPurify's own URL check but not ours (http, https, mailto, tel); the rel
      // tokens the content wrote are kept once, and the missing one added.
      expect(
        sanitizer.sanitize(
          '<a href="ftp://files.test/x" target="_blank" rel="noreferrer  nofollow">f</a>',
        ),
      ).toEqual([
        {
          tag: 'a',
          attributes: { target: '_blank', rel: 'noreferrer nofollow noopener' },
          children: ['f'],
        },
      ]);
    },
  );

  it.each(sanitizers)(
    '%s keeps protocol-relative links and images: they take the page’s scheme',
    (_, sanitizer) => {
      // CMS content often writes a CDN's URLs as `//host/path`: they load over https on an
      // https page, and are no scheme to check.
      expect(
        sanitizer.sanitize('<a href="//docs.test/guide">g</a><img src="//cdn.test/a.png" alt="">'),
      ).toMatchObject([
        { tag: 'a', attributes: { href: '//docs.test/guide' } },
        { tag: 'img', attributes: { src: '//cdn.test/a.png' } },
      ]);
    },
  );

  it('rewriteLink returning javascript: is checked again', () => {
    const body = renderBody('<a href="/ok">x</a>', { rewriteLink: () => 'java\tscript:x()' });
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});

describe('images and media', () => {
  it('rewriteImage returning null drops the image: srcset, <picture> sources and posters too', () => {
    // Chromium loaded https://evil.test/… from srcset/<source>/poster although every
    // image was refused, while only `img[src]` went through rewriteImage.
    const body = renderBody(
      `<img src="https://evil.test/a.png" srcset="https://evil.test/a.png 1x">
       <picture><source srcset="https://evil.test/b.png"><img src="https://evil.test/c.png"></picture>
       <video poster="https://evil.test/d.png"></video>`,
      { rewriteImage: () => null },
    );
    expect(body.innerHTML).not.toContain('evil.test');
    for (const image of Array.from(body.querySelectorAll('img'))) {
      expect(image.hasAttribute('src')).toBe(false);
      expect(image.hasAttribute('srcset')).toBe(false);
    }
    expect(body.querySelector('source')?.hasAttribute('srcset')).toBe(false);
    expect(body.querySelector('video')?.hasAttribute('poster')).toBe(false);
  });

  it('rewriteImage (e.g. an image proxy) also applies to srcset candidates', () => {
    // Chromium fetched https://evil.test/tracker.png directly, bypassing the proxy the
    // README recommends (it hides readers' IP addresses and referrers from image hosts).
    const proxy = (src: string) => `https://img.example.com/?url=${encodeURIComponent(src)}`;
    const body = renderBody(
      '<img src="https://cdn.test/a.png" srcset="https://evil.test/tracker.png 2x">',
      { rewriteImage: proxy },
    );
    const image = body.querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      'https://img.example.com/?url=https%3A%2F%2Fcdn.test%2Fa.png',
    );
    expect(image?.getAttribute('srcset')).toBe(
      'https://img.example.com/?url=https%3A%2F%2Fevil.test%2Ftracker.png 2x',
    );
  });
});

describe('image URLs', () => {
  it.each(sanitizers)(
    '%s keeps srcset candidates with one space before each descriptor',
    (_, sanitizer) => {
      expect(sanitizer.sanitize('<img src="/a.png" srcset=" /a.png   1x,/b.png  2x">')).toEqual([
        {
          tag: 'img',
          attributes: {
            src: '/a.png',
            srcset: '/a.png 1x, /b.png 2x',
            alt: '',
            loading: 'lazy',
            decoding: 'async',
          },
          children: [],
        },
      ]);
    },
  );

  it.each(sanitizers)('%s passes only image URLs to rewriteImage', (_, sanitizer) => {
    // A video's source is no image, even inside a <picture>; nor is a `poster` on a span (no
    // media element): an image proxy given them would fetch what no page shows as an image.
    const rewritten: string[] = [];
    const rewriteImage = (src: string) => {
      rewritten.push(src);
      return `/cdn${src}`;
    };
    const tree = sanitizer.sanitize(
      '<picture><video src="/v.mp4"></video></picture><span poster="/p.png">s</span><img src="/i.png">',
      { rewriteImage },
    );
    expect(rewritten).toEqual(['/i.png']);
    expect(tree.slice(0, 2)).toEqual([
      {
        tag: 'picture',
        attributes: {},
        children: [{ tag: 'video', attributes: { src: '/v.mp4' }, children: [] }],
      },
      { tag: 'span', attributes: { poster: '/p.png' }, children: ['s'] },
    ]);
  });
});

describe('iframes', () => {
  it('content cannot grant powerful permissions to an allowed iframe through `allow`', () => {
    // The iframe's `allow` was passed through from the CMS: camera, microphone,
    // geolocation, screen capture became promptable for the embedded origin.
    const body = renderBody(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" allow="camera *; microphone *; geolocation *; display-capture *"></iframe>',
      iframePolicy,
    );
    const iframe = body.querySelector('iframe');
    expect(iframe).not.toBeNull();
    // None of the four is allowed, so nothing is left of the attribute.
    expect(iframe?.getAttribute('allow')).toBeNull();
  });

  it.each(sanitizers)(
    '%s keeps what a video player needs: allowfullscreen and fullscreen',
    (_, sanitizer) => {
      // Without them, an embedded player's fullscreen button does nothing.
      const [iframe] = sanitizer.sanitize(
        '<iframe src="https://www.youtube-nocookie.com/embed/x" allow="fullscreen" allowfullscreen></iframe>',
        iframePolicy,
      );
      expect(iframe).toMatchObject({
        tag: 'iframe',
        attributes: { allow: 'fullscreen', allowfullscreen: '' },
      });
    },
  );
});
