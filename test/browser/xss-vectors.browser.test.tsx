import { render } from '@testing-library/react';
import { ContentArticle, ContentBody, ContentCard } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { makeContentItem } from '../helpers/contentItem.js';
import {
  type Case,
  checkCases,
  clickAll,
  installNavigationGuard,
  installSpies,
  sleep,
} from './xss-helpers.js';

const spies = installSpies();
const guard = installNavigationGuard();

const deep = `${'<div>'.repeat(300)}<img src=x onerror=__xss()>${'</div>'.repeat(300)}`;

const vectors: Case[] = [
  {
    name: 'mXSS form/math/mglyph/style',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss()>',
  },
  {
    name: 'mXSS svg/p/style',
    html: '<svg></p><style><a id="</style><img src=1 onerror=__xss()>">',
  },
  {
    name: 'mXSS math/mtext/table/mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>',
  },
  { name: 'noscript', html: '<noscript><p title="</noscript><img src=x onerror=__xss()>">' },
  { name: 'xmp', html: '<xmp><p title="</xmp><img src=x onerror=__xss()>">' },
  { name: 'noembed', html: '<noembed><p title="</noembed><img src=x onerror=__xss()>">' },
  { name: 'noframes', html: '<noframes><p title="</noframes><img src=x onerror=__xss()>">' },
  {
    name: 'template',
    html: '<template><img src=x onerror=__xss()><script>__xss()</script></template>',
  },
  { name: 'textarea', html: '<textarea><p title="</textarea><img src=x onerror=__xss()>">' },
  { name: 'title', html: '<title><p title="</title><img src=x onerror=__xss()>">' },
  { name: 'style', html: '<style><img src=x onerror=__xss()></style>' },
  {
    name: 'svg a xlink:href',
    html: '<svg><a xlink:href="javascript:__xss()"><text x="20" y="20">x</text></a></svg>',
  },
  { name: 'math href', html: '<math href="javascript:__xss()"><mi>x</mi></math>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>' },
  {
    name: 'button formaction',
    html: '<form><button formaction="javascript:__xss()">b</button></form>',
  },
  { name: 'bare button formaction', html: '<button formaction="javascript:__xss()">b</button>' },
  { name: 'base href', html: '<base href="javascript:__xss()//"><a href="relative">r</a>' },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:__xss()">',
  },
  { name: '300-deep nesting', html: deep },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle=__xss()><summary>s</summary>d</details>',
  },
  { name: 'video source onerror', html: '<video><source onerror=__xss()></video>' },
  { name: 'a javascript:', html: '<a href="javascript:__xss()">a</a>' },
  { name: 'a java&#x09;script:', html: '<a href="java&#x09;script:__xss()">a</a>' },
  { name: 'a JaVaScRiPt: entity', html: '<a href="&#74;aVaScRiPt&colon;__xss()">a</a>' },
  { name: 'a vbscript:', html: '<a href="vbscript:__xss()">a</a>' },
  { name: 'a data:text/html', html: '<a href="data:text/html,<script>__xss()</script>">a</a>' },
  {
    name: 'area javascript:',
    html: '<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:__xss()"></map>',
  },
  { name: 'label for', html: '<label for="x">l</label>' },
  {
    name: 'img srcset data:svg',
    html: '<img srcset="data:image/svg+xml,<svg onload=__xss()> 1x">',
  },
  { name: 'object data', html: '<object data="javascript:__xss()"></object>' },
  { name: 'embed src', html: '<embed src="javascript:__xss()">' },
];

const clobbering = [
  '<form id="__xss"></form>',
  '<img name="getElementById">',
  '<a id="defaultView">a</a>',
  '<img name="__xss"><a id="__xss">a</a>',
].join('');

const renderBodies = (cases: readonly Case[]) => (
  <>
    {cases.map((c) => (
      <section key={c.name} data-case={c.name}>
        <ContentBody html={c.html} />
      </section>
    ))}
  </>
);

describe(`own vectors (${vectors.length})`, () => {
  it(`${vectors.length} vectors through ContentBody, every link/button/label/summary clicked: no script runs, no navigation`, async () => {
    const href = location.href;
    const failures = await checkCases(vectors, renderBodies, { spies, click: true });
    expect(failures).toEqual([]);
    expect(spies.calls).toEqual([]);
    expect(location.href).toBe(href);
    expect(guard.attempts.filter((url) => !url.startsWith(location.origin))).toEqual([]);
  });

  it('4 DOM clobbering vectors: window.__xss and document.getElementById stay intact', async () => {
    const native = Document.prototype.getElementById;
    const { container } = render(<ContentBody html={clobbering} />);
    await sleep(50);
    expect(typeof window.__xss).toBe('function');
    expect(document.getElementById).toBe(native);
    expect(document.defaultView).toBe(window);
    for (const element of Array.from(container.querySelectorAll('[id], [name]'))) {
      for (const name of ['id', 'name']) {
        const value = element.getAttribute(name);
        if (value !== null) expect(value).toMatch(/^user-content-/);
      }
    }
  });
});

const badUrls = [
  'javascript:__xss()',
  'JaVaScRiPt:__xss()',
  'java\tscript:__xss()',
  '%6Aavascript:__xss()',
  '&#106;avascript:__xss()',
  'vbscript:__xss()',
  'data:text/html,<script>__xss()</script>',
  'data:image/svg+xml,<svg onload=__xss()>',
  'file:///etc/passwd',
  'blob:https://x/1',
  '//evil.test/x',
  '\\\\evil.test\\x',
  '%2F%2Fevil.test',
];
const badSlugs = ['javascript:__xss()', '//evil.test', '../../x'];
const markup = [
  '<img src=x onerror=__xss()>',
  '<script>__xss()</script>',
  '</h3><b>bold</b>',
  '<svg onload=__xss()>',
  '&lt;b&gt; &amp; "quoted"',
];

describe(`fields (${badUrls.length} URLs, ${badSlugs.length} slugs, ${markup.length} markup strings)`, () => {
  for (const url of badUrls) {
    it(`imageUrl and href ${JSON.stringify(url)}: no img src, no link, clicks run nothing`, async () => {
      const href = location.href;
      const item = makeContentItem({ imageUrl: url, slug: 'ok' });
      const { container } = render(
        <>
          <ContentCard item={item} href={url} />
          <ContentArticle item={item} showTags={false} />
        </>,
      );
      expect(container.querySelectorAll('article')).toHaveLength(2);
      // Soft, so a kept URL is reported together with what clicking it does.
      expect
        .soft(Array.from(container.querySelectorAll('img[src]'), (img) => img.outerHTML))
        .toEqual([]);
      expect
        .soft(Array.from(container.querySelectorAll('a[href]'), (a) => a.outerHTML))
        .toEqual([]);
      expect(container.querySelector('.cdr-card-title')?.textContent).toBe(item.title);
      clickAll(container);
      await sleep(300);
      expect(spies.calls).toEqual([]);
      expect(guard.attempts).toEqual([]);
      expect(location.href).toBe(href);
    });
  }

  it(`${badSlugs.length} hostile slugs: card links stay same-origin, clicks run nothing`, async () => {
    const href = location.href;
    const { container } = render(
      badSlugs.map((slug) => <ContentCard key={slug} item={makeContentItem({ slug })} />),
    );
    for (const link of Array.from(container.querySelectorAll('a'))) {
      if (!link.hasAttribute('href')) continue;
      const url = new URL(link.href);
      expect(url.origin).toBe(location.origin);
      expect(url.pathname).toMatch(/^\/en\/[^/]+$/);
    }
    clickAll(container);
    await sleep(300);
    expect(spies.calls).toEqual([]);
    expect(guard.attempts.filter((url) => !url.startsWith(`${location.origin}/en/`))).toEqual([]);
    expect(location.href).toBe(href);
  });

  for (const text of markup) {
    it(`title/description/category/tags ${JSON.stringify(text)} render as text`, async () => {
      const item = makeContentItem({
        title: text,
        description: text,
        category: text,
        tags: [text],
      });
      const { container } = render(
        <>
          <ContentArticle item={item} />
          <ContentCard item={item} />
        </>,
      );
      const texts = [
        '.cdr-article-title',
        '.cdr-article-category',
        '.cdr-tag a',
        '.cdr-card-title a',
        '.cdr-card-category',
        '.cdr-card-description',
      ];
      for (const selector of texts) {
        const element = container.querySelector(selector);
        expect(element, selector).not.toBeNull();
        expect(element?.textContent, selector).toBe(text);
        expect(element?.childElementCount, selector).toBe(0);
      }
      expect(container.querySelectorAll('img, script, svg, b, style')).toHaveLength(0);
      await sleep(300);
      expect(spies.calls).toEqual([]);
    });
  }
});
