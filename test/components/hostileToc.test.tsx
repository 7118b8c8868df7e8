// Hostile content on the server: headings whose text is any JSON string, in any language,
// rendered as an article (section links, reading time) beside its table of contents.
// Rendering never throws, ids are unique and well-formed, and every link of the table of
// contents reaches a heading of the body.
import {
  ContentArticle,
  type ContentItem,
  ContentToc,
  getContentToc,
} from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseItem, hostileItem, hostileString, prototypeText } from './hostileContent.js';

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Headings of hostile text (escaped, or as raw markup), at levels 2 to 4. */
const hostileHeadings = fc
  .array(fc.tuple(fc.integer({ min: 2, max: 4 }), hostileString, fc.boolean()), { maxLength: 8 })
  .map((headings) =>
    headings
      .map(
        ([level, text, raw]) => `<h${level}>${raw ? text : escapeHtml(text)}</h${level}><p>x</p>`,
      )
      .join(''),
  );

beforeAll(() => {
  installServerSanitizer();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  uninstallServerSanitizer();
  vi.restoreAllMocks();
});

/** The TOC's hrefs and the ids of the body's headings in server HTML. */
function anchors(html: string) {
  const toc = /<nav[^>]*class="cdr-toc[^"]*"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
  const hrefs = Array.from(toc.matchAll(/href="([^"]*)"/g), (match) => match[1] ?? '');
  const ids = Array.from(html.matchAll(/<h[1-6][^>]* id="([^"]*)"/g), (match) => match[1] ?? '');
  return { hrefs, ids };
}

describe('ContentToc beside a ContentArticle, with hostile headings and fields', () => {
  it('renders, with unique well-formed ids, every TOC link reaching a heading', () => {
    fc.assert(
      fc.property(hostileItem, hostileHeadings, (fields, content) => {
        const item: ContentItem = { ...fields, content };
        const html = renderToString(
          <>
            <ContentToc html={item.content} depth={6} />
            <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
          </>,
        );
        expect(html).not.toMatch(prototypeText);
        expect(html).not.toMatch(/<script|onerror=/i);
        const { hrefs, ids } = anchors(html);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) {
          expect(id).toMatch(/^section-/);
          expect(id).not.toMatch(loneSurrogate);
          expect(id.length).toBeLessThanOrEqual('section-'.length + 60 + 6);
        }
        for (const href of hrefs) expect(ids).toContain(href.slice(1));
      }),
      { numRuns: 150 },
    );
  });

  it('bounds the table of contents of a body of thousands of headings', () => {
    const html = '<h2>constructor</h2><h3>__proto__</h3>'.repeat(1_000);
    // What thousands of headings cost, at n and 2n, is in `npm run bench` (bench/text.mjs).
    const toc = getContentToc(html);
    expect(toc).toHaveLength(1_000);
    expect(toc[999]?.id).toBe('section-constructor-1000');
    expect(toc[999]?.children[0]?.id).toBe('section-proto-1000');
    const rendered = renderToString(
      <>
        <ContentToc html={html} />
        <ContentArticle item={{ ...baseItem, content: html }} headingAnchors />
      </>,
    );
    expect(anchors(rendered).hrefs).toHaveLength(2_000);
  });
});
