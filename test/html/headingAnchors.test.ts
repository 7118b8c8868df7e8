// @vitest-environment jsdom
import { getContentToc } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from '../../src/html/headingAnchors.js';
import type { SanitizedElement } from '../../src/html/sanitizedTree.js';

/** The ids `getContentToc` (and so `ContentBody`) gives the headings of `html`, in order. */
function ids(html: string, prefix?: string): string[] {
  const walk = (entries: ReturnType<typeof getContentToc>): string[] =>
    entries.flatMap((entry) => [entry.id, ...walk(entry.children)]);
  return walk(getContentToc(html, { prefix, depth: 6 }));
}

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('heading anchor ids', () => {
  it('are the prefixed slug of the heading text, in any script', () => {
    expect(
      ids(
        '<h2>Über uns</h2><h2>Straße &amp; Weg</h2><h2>دليل المشي الطويل</h2><h2>はじめての登山</h2><h2>Привет, мир</h2>',
      ),
    ).toEqual([
      'section-über-uns',
      'section-straße-weg',
      'section-دليل-المشي-الطويل',
      'section-はじめての登山',
      'section-привет-мир',
    ]);
  });

  it('keep Arabic vowel marks and digits, fold compatibility forms (NFKC) and case', () => {
    expect(ids('<h2>كِتَاب ١٢</h2><h2>ＦＵＬＬ Width ①</h2><h2>ÉTÉ</h2>')).toEqual([
      'section-كِتَاب-١٢',
      'section-full-width-1',
      'section-été',
    ]);
  });

  it('collapse every run of other characters to one dash, trimmed', () => {
    expect(
      ids('<h2>  --Hello,   <b>world</b>!!  </h2><h2>1. Choosing the right route</h2>'),
    ).toEqual(['section-hello-world', 'section-1-choosing-the-right-route']);
  });

  it('fall back to "section" for a heading without letters or digits (emoji only)', () => {
    expect(ids('<h2>🎉🎉</h2><h2>…</h2>')).toEqual(['section-section', 'section-section-2']);
  });

  it('number repeated headings, never reusing an id a heading text already makes', () => {
    expect(ids('<h2>Intro</h2><h2>Intro</h2><h2>Intro 2</h2><h2>Intro</h2>')).toEqual([
      'section-intro',
      'section-intro-2',
      'section-intro-2-2',
      'section-intro-3',
    ]);
    expect(ids('<h2>Intro 2</h2><h2>Intro</h2><h2>Intro</h2>')).toEqual([
      'section-intro-2',
      'section-intro',
      'section-intro-3',
    ]);
  });

  it('never take an id the content uses (with a prefix equal to the content prefix)', () => {
    expect(ids('<p id="intro">x</p><h2>Intro</h2>', 'user-content-')).toEqual([
      'user-content-intro-2',
    ]);
  });

  it('are given to headings nested in other elements, around ids used anywhere in the body', () => {
    expect(
      ids(
        '<section><div><p id="intro">x</p><h3>Intro</h3></div></section><h2>Intro</h2>',
        'user-content-',
      ),
    ).toEqual(['user-content-intro-2', 'user-content-intro-3']);
  });

  // How long these take as the input doubles is measured in `npm run bench` (bench/text.mjs):
  // a time bound here would fail on a loaded machine for nothing.
  it('stay short for a 1 MB heading', () => {
    // The sanitizer refuses a body this long (maxLength), so the tree is built by hand, as a
    // sanitizer with a raised maxLength would build it.
    const heading: SanitizedElement = {
      tag: 'h2',
      attributes: {},
      children: ['Ab '.repeat(350_000), { tag: 'b', attributes: {}, children: ['end'] }],
    };
    const id = headingAnchors([heading]).get(heading) ?? '';
    expect(id.length).toBeLessThanOrEqual('section-'.length + 60);
    expect(id).toMatch(/^section-(ab-)+ab$/);
    // Through the default sanitizer, the body is refused: an empty table of contents.
    expect(ids(`<h2>${'Ab '.repeat(350_000)}</h2>`)).toEqual([]);
  });

  it('stay linear for thousands of repeated headings', () => {
    // (Trying -2, -3, … from the start for each repeat would take 20 s here.)
    const repeated = Array.from(
      { length: 20_000 },
      (): SanitizedElement => ({
        tag: 'h3',
        attributes: {},
        children: ['Tip'],
      }),
    );
    const anchors = headingAnchors(repeated);
    expect(new Set(anchors.values()).size).toBe(20_000);
    expect([...anchors.values()].at(-1)).toBe('section-tip-20000');
  });

  it.each([
    {
      name: 'stop at 60 units, the letter at the cap kept',
      heading: 'a'.repeat(70),
      id: `section-${'a'.repeat(60)}`,
    },
    {
      name: 'cut before a surrogate pair the cap would split, whatever follows it',
      heading: `${'a'.repeat(59)}𐌰b`,
      id: `section-${'a'.repeat(59)}`,
    },
    {
      // Only the first 1 000 units are read: a heading that starts with that many symbols
      // gets the fallback, whatever letters follow.
      name: 'read only the first 1 000 units of the text',
      heading: `${'!'.repeat(1_000)}Gear`,
      id: 'section-section',
    },
  ])('$name', ({ heading, id }) => {
    expect(ids(`<h2>${heading}</h2>`)).toEqual([id]);
  });

  it('never keep a lone surrogate, nor cut a surrogate pair at the length cap', () => {
    const [lone = ''] = ids('<h2>a\uD800b\uDFFFc</h2>');
    expect(lone).toBe('section-a-b-c');
    expect(lone).not.toMatch(loneSurrogate);
    // 59 letters, then Gothic letters (outside the BMP: two UTF-16 units each) across the cap.
    const [capped = ''] = ids(`<h2>${'a'.repeat(59)}𐌰𐌰</h2>`);
    expect(capped).not.toMatch(loneSurrogate);
    expect(capped).toBe(`section-${'a'.repeat(59)}`);
    const [pairs = ''] = ids(`<h2>${'𐌰'.repeat(40)}</h2>`);
    expect(pairs).toBe(`section-${'𐌰'.repeat(30)}`);
  });

  it('are safe for names of Object.prototype', () => {
    expect(
      ids('<h2>constructor</h2><h2>__proto__</h2><h2>constructor</h2><h2>toString</h2>'),
    ).toEqual([
      'section-constructor',
      'section-proto',
      'section-constructor-2',
      'section-tostring',
    ]);
  });

  // No sanitizer builds these trees (the policy keeps no such tag, and gives every image an
  // alt), but a server sanitizer of one's own may: ids must still follow the HTML rules.
  it('are given to h1–h6 only, not to tags that merely contain one', () => {
    const element = (tag: string): SanitizedElement => ({ tag, attributes: {}, children: [tag] });
    const tree = ['h1', 'xh1', 'h12', 'h2x', 'h7', 'h6'].map(element);
    expect([...headingAnchors(tree).values()]).toEqual(['section-h1', 'section-h6']);
  });

  it('read an image without alt in a heading as no text', () => {
    const heading: SanitizedElement = {
      tag: 'h2',
      attributes: {},
      children: [{ tag: 'img', attributes: { src: '/a.png' }, children: [] }, 'Gear'],
    };
    expect(headingAnchors([heading]).get(heading)).toBe('section-gear');
  });

  it('use the given prefix', () => {
    expect(ids('<h2>Gear</h2>', 'toc-')).toEqual(['toc-gear']);
  });
});
