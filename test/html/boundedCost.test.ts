// Invariant 4: sanitizing costs time linear in the HTML and bounded by documented limits.
// Here the behaviour that bounds it (refusal before parsing, the count of what was built, the
// text fallback); the times are measured by `npm run bench`, never asserted.
import { htmlToText } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';
import { MAX_PARSE_DEPTH } from '../../src/html/htmlRefused.js';
import { estimateParseCost } from '../../src/html/parseCost.js';
import { parsedElements } from '../helpers/parsedElements.js';

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
// Just under the default maxLength (200 000), so each is judged on what it builds.
const hostile = hostileAt(190_000, 1_000);

describe('estimateParseCost', () => {
  const elements = (html: string) => estimateParseCost(html).elements;
  const overhead = (html: string) => estimateParseCost(html).overhead;

  it('never under-estimates what the parser builds for the hostile classes', () => {
    const window = new JSDOM('').window;
    for (const [name, html] of Object.entries(small)) {
      const template = window.document.createElement('template');
      template.innerHTML = html;
      const built = template.content.querySelectorAll('*').length;
      expect(elements(html), name).toBeGreaterThanOrEqual(built);
    }
    window.close();
  });

  it('reads <div/> as an open tag, and an end tag that closes nothing as closing nothing', () => {
    expect(elements('<div/>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(Infinity);
    expect(elements('<div></x>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(Infinity);
    expect(elements('<div></div>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(MAX_PARSE_DEPTH + 1);
    expect(elements('<br/>'.repeat(MAX_PARSE_DEPTH + 1))).toBe(MAX_PARSE_DEPTH + 1);
  });

  it('counts no tags in text, comments, raw text or a tag cut off by the end', () => {
    expect(elements('a < b <!-- c --> </ >')).toBe(0);
    // Text before the first `<` is not a tag, even when a `>` follows it.
    expect(elements('Hi> there')).toBe(0);
    expect(elements('<a'.repeat(10_000))).toBe(0);
    expect(elements('<p>x</p><div')).toBe(1);
    expect(elements('<!-- <p><p> -->x<!--><p>')).toBe(1);
    expect(elements('<textarea><p><p></textarea><title><b></TITLE >')).toBe(2);
  });

  it('counts exactly what the parser builds for written, nested HTML', () => {
    expect(elements('<p>a <strong>b</strong> <em>c</em></p>')).toBe(3);
    expect(elements('<ul><li>a</li><li>b</li></ul>')).toBe(3);
    expect(elements('<table><tr><td>a<td>b</table>')).toBe(5);
    // A link weighs 2 (elementWeight.ts): 1 500 linked paragraphs, 3 000 elements, count 4 500
    // and are taken by default (the earlier estimate refused them as 6 000).
    expect(elements('<p><a href="https://example.com/">x</a></p>'.repeat(1_500))).toBe(4_500);
  });

  it('counts only the formatting elements the parser re-creates', () => {
    // Left open, `<b><i>` holds the paragraphs after it: nothing is re-created (404 elements,
    // 604 with the links' weight).
    const open = `<b><i>${'<p>text <a href="#">link</a></p>'.repeat(200)}<p>end</p><p>.`;
    expect(elements(open)).toBe(604);
    // Closed with a paragraph, a `<b>` is re-created in each paragraph after it.
    expect(elements('<p><b>x<p>y<p>z')).toBe(6);
    // Out of order, with no block inside: no copy.
    expect(elements('<b><i>x</b></i>')).toBe(2);
    // The adoption agency copies around a block: `<b></b><p><b>x</b>y</p>`.
    expect(elements('<b><p>x</b>y</p>')).toBe(3);
    // The "Noah's Ark" clause: at most three alike are re-created.
    const recreated = '<p><b>x</p>'.repeat(10);
    expect(elements(recreated)).toBe(parsedElements(recreated).elements);
    expect(elements(recreated)).toBeLessThan(10 * 5);
  });

  it('counts an end tag that closes nothing as the open elements it looks through', () => {
    expect(overhead('</span>'.repeat(100))).toBe(0);
    expect(overhead(`<span>${'</x>'.repeat(1_000)}`)).toBe(Math.ceil(1_000 / 128));
    // Under 1 000 open inline elements, each stray end tag looks through all of them.
    expect(overhead(`${'<span>'.repeat(1_000)}${'</x>'.repeat(1_000)}`)).toBe(
      Math.ceil((1_000 * 1_000) / 128),
    );
    // A block stops the search: `</x>` under a `<div>` looks at the `<div>` only.
    expect(overhead(`${'<span>'.repeat(1_000)}<div>${'</x>'.repeat(1_000)}`)).toBe(
      Math.ceil(1_000 / 128),
    );
  });

  it('counts a tag with thousands of attributes as the elements its parse costs', () => {
    const attributes = (count: number) =>
      Array.from({ length: count }, (_, index) => ` a${index}=1`).join('');
    expect(overhead(`<p${attributes(10)}>x</p>`)).toBe(0);
    // The tokenizer compares each name with all before it: 10 000 attributes cost 10 000 elements.
    expect(overhead(`<p${attributes(10_000)}>x</p>`)).toBe(10_000);
  });

  it('reads a tag to its first > outside quotes, as the tokenizer does', () => {
    // The quoted `>` and spaces are a value, not the end of the tag nor attributes.
    expect(elements('<br alt="a > b c d" title=\'<p><p>\'>')).toBe(1);
    expect(elements('<br alt = "x"src=y/z>')).toBe(1);
    // An unclosed quote runs to the end: the parser drops the tag and all after it.
    expect(elements('<p>x</p><br alt="<p><p><p>')).toBe(1);
  });
});

describe('createSanitizer cost limits', () => {
  const window = new JSDOM('').window;

  it('refuses each hostile class, in both sanitizers, on what it would build', () => {
    for (const sanitizer of [
      createSanitizer(window, { cacheSize: 0 }),
      createServerSanitizer({ cacheSize: 0 }),
    ]) {
      for (const [name, html] of Object.entries(hostile)) {
        expect(html.length, name).toBeLessThanOrEqual(200_000);
        expect(() => sanitizer.sanitize(html), name).toThrow(/maxElements/);
      }
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

  it('counts an image as the four elements it costs: 1 250 are taken, 1 251 refused, by both', () => {
    const images = (count: number) => '<img src="https://example.com/x.png">'.repeat(count);
    for (const sanitizer of [
      createSanitizer(window, { cacheSize: 0 }),
      createServerSanitizer({ cacheSize: 0 }),
    ]) {
      expect(sanitizer.sanitize(images(1_250))).toHaveLength(1_250);
      expect(() => sanitizer.sanitize(images(1_251))).toThrow(/maxElements/);
      expect(sanitizer.sanitize('<span>x</span>'.repeat(5_000))).toHaveLength(5_000);
      expect(() => sanitizer.sanitize('<span>x</span>'.repeat(5_001))).toThrow(/maxElements/);
    }
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
    // The server counts the open elements as it parses: the same line.
    const server = createServerSanitizer({ cacheSize: 0, maxElements: 100_000 });
    expect(server.sanitize(nested(2_000)).length).toBeGreaterThan(3_000);
    expect(() => server.sanitize(nested(2_001))).toThrow(/nests deeper than 2000/);
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
