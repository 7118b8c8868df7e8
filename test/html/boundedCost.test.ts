// Invariant 4: sanitizing costs time linear in the HTML and bounded by documented limits.
// Here the behaviour that bounds it (refusal before parsing, the count of what was built, the
// text fallback); the times are measured by `npm run bench`, never asserted.
import { createSanitizer, htmlToText, type SanitizedNode } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { estimateParseCost, MAX_PARSE_DEPTH } from '../../src/html/parseCost.js';
import { purifyHtmlTags } from '../../src/html/purifyProfile.js';

function countElements(nodes: SanitizedNode[], depth = 1): { elements: number; depth: number } {
  let elements = 0;
  let deepest = 0;
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const below = countElements(node.children, depth + 1);
    elements += 1 + below.elements;
    deepest = Math.max(deepest, depth, below.depth);
  }
  return { elements, depth: deepest };
}

/** Repeats `unit` until the result is about `characters` long. */
const fill = (unit: string, characters: number) => unit.repeat(Math.ceil(characters / unit.length));

/** Each hostile class, about `size` characters long (`ids` distinct formatting tags left open). */
const hostileAt = (size: number, ids: number): Record<string, string> => ({
  'tags that never close, written as <div/>': fill('<div/>', size),
  '<p> after <p>': fill('<p>', size),
  'stray end tags between opening ones': fill('<div></span>', size),
  'formatting tags left open': fill('<b><i><u>', size),
  'open formatting tags with distinct attributes, then paragraphs': `<p>${Array.from({ length: ids }, (_, n) => `<b id=${n}>`).join('')}${fill('</p><p>x', size)}`,
  'misnested formatting and paragraphs': fill('<b><p>x</b>y</p>', size),
  '<a> inside <a>': fill('<a href=#>x<a href=#>y', size),
  'formatting fostered out of a table': `<table>${fill('<b>x<div>y', size)}`,
});

// Parsed directly in the first test, so kept small: 100 × 250 copies of open formatting tags.
const small = hostileAt(2_000, 100);
const hostile = hostileAt(200_000, 1_000);

describe('estimateParseCost', () => {
  it('never under-estimates what the parser builds for the hostile classes', () => {
    const window = new JSDOM('').window;
    for (const [name, html] of Object.entries(small)) {
      const estimate = estimateParseCost(html);
      const template = window.document.createElement('template');
      template.innerHTML = html;
      const built = template.content.querySelectorAll('*').length;
      expect(estimate, name).toBeGreaterThanOrEqual(built);
    }
    window.close();
  });

  it('reads <div/> as an open tag and ignores end tags of elements that are not open', () => {
    expect(estimateParseCost('<div/>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(Infinity);
    expect(estimateParseCost('<div></x>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(Infinity);
    expect(estimateParseCost('<div></div>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(MAX_PARSE_DEPTH + 1);
    expect(estimateParseCost('<br/>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(MAX_PARSE_DEPTH + 1);
  });

  it('counts no tags in text, comments or a tag cut off by the end', () => {
    expect(estimateParseCost('a < b <!-- c --> </ >')).toBe(0);
    // Text before the first `<` is not a tag, even when a `>` follows it.
    expect(estimateParseCost('Hi> there')).toBe(0);
    expect(estimateParseCost('<a'.repeat(10_000))).toBe(0);
    expect(estimateParseCost('<p>x</p><div')).toBe(1);
  });

  it('counts elements, not the end tags that close them cleanly', () => {
    // Three elements; the two inside the `<ul>` weigh 1 + 1 / 128 each (one open element above).
    const inList = 1 + 2 * (1 + 1 / 128);
    expect(estimateParseCost('<p>a <strong>b</strong> <em>c</em></p>')).toBe(Math.ceil(inList));
    expect(estimateParseCost('<ul><li>a</li><li>b</li></ul>')).toBe(Math.ceil(inList));
  });

  it('counts an element whose URLs are checked as three', () => {
    for (const tag of ['area', 'img', 'source', 'track']) {
      expect(estimateParseCost(`<${tag} src="https://example.com/x">`.repeat(100)), tag).toBe(300);
    }
    for (const tag of ['a', 'audio', 'iframe', 'video']) {
      const closed = `<${tag} src="https://example.com/x"></${tag}>`;
      expect(estimateParseCost(closed.repeat(100)), tag).toBe(300);
    }
    expect(estimateParseCost('<span>x</span>'.repeat(100))).toBe(100);
    // Inside a paragraph, the link weighs 3 × (1 + 1 / 128).
    expect(estimateParseCost('<p>a <a href="#">b</a></p>')).toBe(Math.ceil(1 + 3 * (1 + 1 / 128)));
  });

  it('counts the elements the parser copies when an end tag closes out of order', () => {
    // Closed in order, `<b><i>` builds the two elements: `<b>`, then `<i>` with the copies a
    // formatting tag may cost under one open formatting element (1 + 2 + 8), one level deep.
    const inOrder = 1 + 11 * (1 + 1 / 128);
    expect(estimateParseCost('<b><i>x</i></b>')).toBe(Math.ceil(inOrder));
    // `</b>` with `<i>` still open runs the adoption agency: copies of both open formatting
    // elements (2 × 2 + 8 × 2), two levels deep. From there the estimate no longer follows the
    // parser's stack, so `</i>` is counted the same way, for the one formatting element left.
    const misnested = inOrder + 20 * (1 + 2 / 128) + 10 * (1 + 1 / 128);
    expect(estimateParseCost('<b><i>x</b></i>')).toBe(Math.ceil(misnested));
    // The second `</b>` would close the outer `<b>` in order, but after the first misnested end
    // tag no end tag is taken as clean: it costs the copies of the two left open.
    const twice = 1 + 11 * (1 + 1 / 128) + 21 * (1 + 2 / 128) + 30 * (1 + 3 / 128);
    expect(estimateParseCost('<b><b><i>x</b></b>')).toBe(Math.ceil(twice + 20 * (1 + 2 / 128)));
    // Clean closes inside clean closes cost nothing: `</p>` after `</i>` is in order.
    expect(estimateParseCost('<b><p><i>x</i></p></b>')).toBe(
      Math.ceil(1 + 3 * (1 + 1 / 128) + 11 * (1 + 2 / 128)),
    );
  });

  it('counts as formatting exactly the elements the parser re-creates', () => {
    // Read from the parser: in `<section><tag>x</section>y`, the end tag closes the section with
    // all inside it, and a formatting element is re-created around `y`: a second element, not
    // one holding the other (as a `<section>` inside the section does).
    const { document } = new JSDOM('<!doctype html><body>').window;
    const recreated = (tag: string): boolean => {
      document.body.innerHTML = `<section><${tag}>x</section>y`;
      const [first, second] = ['x', 'y'].map((text) => {
        const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          if (node.textContent === text) return node.parentElement?.closest(tag) ?? null;
        }
        return null;
      });
      if (!first || !second) return false;
      return !first.contains(second) && !second.contains(first);
    };
    // Read from the estimate: formatting elements may be re-created inside each other, so
    // 1 001 open ones count twice toward the 2 000 levels, where 1 001 others count once.
    const countedAsFormatting = (tag: string) =>
      estimateParseCost(`<${tag}>`.repeat(1_001)) === Number.POSITIVE_INFINITY;
    const formatting = ['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small'].concat([
      'strike',
      'strong',
      'tt',
      'u',
    ]);
    expect(purifyHtmlTags.filter(recreated)).toEqual(formatting);
    expect(purifyHtmlTags.filter(countedAsFormatting)).toEqual(formatting);
  });

  it('draws the nesting line at 2 000 levels, open formatting elements counted twice', () => {
    expect(estimateParseCost(`${'<span>'.repeat(1_000)}${'<b>'.repeat(500)}`)).toBeLessThan(
      Number.POSITIVE_INFINITY,
    );
    expect(estimateParseCost(`${'<span>'.repeat(1_000)}${'<b>'.repeat(501)}`)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('counts copies of an open <a> at its weight', () => {
    // Each `<p>` re-creates the open `<a>`, a copy whose href is checked again: the copies
    // weigh three times as much as copies of a `<b>`, the paragraphs the same.
    const plain = estimateParseCost(`<b>${'<p>x'.repeat(100)}`);
    const link = estimateParseCost(`<a href="#">${'<p>x'.repeat(100)}`);
    expect(link).toBeGreaterThan(2 * plain);
    // An `<a>` opened inside a `<b>`, with no other `<a>` open, copies only the `<b>` (plain):
    // the link weighs 3, its copies of `<b>` 1 each (2 + 8), one level deep.
    expect(estimateParseCost('<b><a href="#">x</a></b>')).toBe(Math.ceil(1 + 13 * (1 + 1 / 128)));
    // A second `<a>` while one is open copies it: those copies weigh 3 each.
    expect(estimateParseCost('<a href="#">x<a href="#">y')).toBe(
      Math.ceil(3 + (3 + 3 * (2 + 8)) * (1 + 1 / 128)),
    );
  });

  it('counts an end tag that closes nothing, weighted by the open elements it walks', () => {
    expect(estimateParseCost('</span>'.repeat(100))).toBe(100);
    // The first end tag closes the span; the second closes nothing, and costs one element.
    expect(estimateParseCost('<span>x</span></span>')).toBe(2);
    const shallow = estimateParseCost(`<span>${'</x>'.repeat(1_000)}`);
    const deep = estimateParseCost(`${'<span>'.repeat(1_000)}${'</x>'.repeat(1_000)}`);
    expect(shallow).toBeLessThan(1_100);
    // Each stray end tag under 1 000 open elements costs 1 + 1 000 / 128 elements.
    expect(deep).toBeGreaterThan(8_000);
  });

  it('weights elements built deep in the tree', () => {
    const flat = estimateParseCost('<br>'.repeat(1_000));
    const deep = estimateParseCost(`${'<span>'.repeat(1_000)}${'<br>'.repeat(1_000)}`);
    expect(flat).toBe(1_000);
    expect(deep).toBeGreaterThan(8 * flat);
  });

  it('counts a tag with thousands of attributes as the elements its parse costs', () => {
    const attributes = (count: number) =>
      Array.from({ length: count }, (_, index) => ` a${index}=1`).join('');
    expect(estimateParseCost(`<p${attributes(10)}>x</p>`)).toBe(1);
    // The tokenizer compares each name with all before it: 10 000 attributes cost 10 000 elements.
    expect(estimateParseCost(`<p${attributes(10_000)}>x</p>`)).toBe(10_001);
  });

  it('reads a tag to its first > outside quotes, as the tokenizer does', () => {
    // The quoted `>` and spaces are a value, not the end of the tag nor attributes.
    expect(estimateParseCost('<br alt="a > b c d" title=\'<p><p>\'>')).toBe(1);
    expect(estimateParseCost('<br alt = "x"src=y/z>')).toBe(1);
    // An unclosed quote runs to the end: the parser drops the tag and all after it.
    expect(estimateParseCost('<p>x</p><br alt="<p><p><p>')).toBe(1);
  });
});

describe('createSanitizer cost limits', () => {
  const window = new JSDOM('').window;

  it('refuses each hostile class or builds at most maxElements elements, no deeper than 256', () => {
    const sanitizer = createSanitizer(window, { cacheSize: 0 });
    for (const [name, html] of Object.entries(hostile)) {
      let tree: SanitizedNode[] | undefined;
      try {
        tree = sanitizer.sanitize(html);
      } catch (error) {
        expect(String(error), name).toMatch(/maxElements|nests deeper|elements/);
        continue;
      }
      const built = countElements(tree);
      expect(built.elements, name).toBeLessThanOrEqual(4_000);
      expect(built.depth, name).toBeLessThanOrEqual(256);
    }
  });

  it('refuses HTML longer than maxLength, and takes it when the limit is raised', () => {
    const html = `<p>${'x'.repeat(200_000)}</p>`;
    expect(() => createSanitizer(window, { cacheSize: 0 }).sanitize(html)).toThrow(/maxLength/);
    expect(createSanitizer(window, { maxLength: 300_000 }).sanitize(html)).toHaveLength(1);
    // The limit is the longest HTML taken, in both sanitizers.
    for (const create of [
      (maxLength: number) => createSanitizer(window, { maxLength }),
      (maxLength: number) => createServerSanitizer({ maxLength }),
    ]) {
      expect(create(html.length).sanitize(html)).toHaveLength(1);
      expect(() => create(html.length - 1).sanitize(html)).toThrow(/maxLength/);
    }
  });

  it('refuses 3 000 images by default, where 3 000 spans are taken', () => {
    // An image costs 2–4x an ordinary element to sanitize (URL checks, rewrites, attributes set).
    const sanitizer = createSanitizer(window, { cacheSize: 0 });
    expect(sanitizer.sanitize('<span>x</span>'.repeat(3_000))).toHaveLength(3_000);
    expect(() => sanitizer.sanitize('<img src="https://example.com/x.png">'.repeat(3_000))).toThrow(
      /maxElements/,
    );
    expect(
      createSanitizer(window, { maxElements: 10_000 }).sanitize(
        '<img src="https://example.com/x.png">'.repeat(3_000),
      ),
    ).toHaveLength(3_000);
  });

  it('honours maxElements before parsing and after, and takes the body under a raised limit', () => {
    const html = '<span>x</span>'.repeat(100);
    expect(() => createSanitizer(window, { maxElements: 99 }).sanitize(html)).toThrow(
      /maxElements/,
    );
    expect(createSanitizer(window, { maxElements: 200 }).sanitize(html)).toHaveLength(100);
    // The limit is the most elements taken, in both sanitizers.
    expect(createSanitizer(window, { maxElements: 100 }).sanitize(html)).toHaveLength(100);
    expect(createServerSanitizer({ maxElements: 100 }).sanitize(html)).toHaveLength(100);
    expect(() => createServerSanitizer({ maxElements: 99 }).sanitize(html)).toThrow(/maxElements/);
  });

  it('draws the nesting line at 2 000 levels exactly, under a raised maxElements', () => {
    const sanitizer = createSanitizer(window, { cacheSize: 0, maxElements: 100_000 });
    const nested = (levels: number) =>
      `${'<p>x</p>'.repeat(3_000)}${'<div>'.repeat(levels)}end${'</div>'.repeat(levels)}`;
    expect(sanitizer.sanitize(nested(2_000)).length).toBeGreaterThan(3_000);
    expect(() => sanitizer.sanitize(nested(2_001))).toThrow(/nests deeper than 2000/);
    // By default, 2 000 levels weigh more than 4 000 elements: inserting each walks its ancestors.
    expect(() => createSanitizer(window).sanitize(nested(2_000))).toThrow(/maxElements 4000/);
  });

  it('passes the limits through the server sanitizer', () => {
    const sanitizer = createServerSanitizer({ maxLength: 20, maxElements: 2 });
    expect(() => sanitizer.sanitize('<p>longer than twenty</p>')).toThrow(/maxLength/);
    expect(() => sanitizer.sanitize('<p>a</p><p>b</p><p>c')).toThrow(/maxElements/);
    expect(sanitizer.sanitize('<p>a</p>')).toEqual([{ tag: 'p', attributes: {}, children: ['a'] }]);
  });
});

describe('htmlToText on hostile input', () => {
  it('drops an unclosed <script or comment to the end, as the parser does', () => {
    expect(htmlToText('before<script>alert(1)')).toBe('before');
    expect(htmlToText('<script'.repeat(1_000))).toBe('');
    expect(htmlToText('a<!-- b <!-- c')).toBe('a');
    expect(htmlToText('<p>a</p><script>x</script><p>b</p>')).toBe('a\nb');
  });
});
