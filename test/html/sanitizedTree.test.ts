import type { SanitizedElement, SanitizedNode } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';
import { HtmlRefused } from '../../src/html/htmlRefused.js';
import { fragmentToTree } from '../../src/html/sanitizedTree.js';
import { treeToHtml } from '../../src/html/treeToHtml.js';

// How a sanitized body becomes plain data, in the browser (DOMPurify's fragment) and on the
// server (parse5's nodes): both copy it the same way, so both are checked.

const window = new JSDOM('').window;
// Raised past the default 5 000 elements (see boundedCost.test.ts), so the copy, not the
// count while parsing, decides what is kept.
const sanitizers = [
  { name: 'browser', sanitizer: createSanitizer(window, { cacheSize: 0, maxElements: 100_000 }) },
  { name: 'server', sanitizer: createServerSanitizer({ cacheSize: 0, maxElements: 100_000 }) },
];

/** Levels of elements in `nodes` (0 for text only). */
function depth(nodes: readonly SanitizedNode[]): number {
  let deepest = 0;
  for (const node of nodes) {
    if (typeof node !== 'string') deepest = Math.max(deepest, 1 + depth(node.children));
  }
  return deepest;
}

/** The children of the last element reached by always entering the last element child. */
function innermost(nodes: readonly SanitizedNode[]): readonly SanitizedNode[] {
  const last = nodes.filter((node): node is SanitizedElement => typeof node !== 'string').at(-1);
  return last === undefined ? nodes : innermost(last.children);
}

const nested = (levels: number, content: string) =>
  `${'<div>'.repeat(levels)}${content}${'</div>'.repeat(levels)}`;

describe.each(sanitizers)('the sanitized tree ($name)', ({ sanitizer }) => {
  it('keeps 256 levels of elements and the text of anything deeper, as text', () => {
    const tree = sanitizer.sanitize(nested(300, 'deep <b>text</b>'));
    expect(depth(tree)).toBe(256);
    expect(innermost(tree)).toEqual(['deep text']);
  });

  it('keeps only the content of a link inside a link, however deep the links nest', () => {
    // The parser builds a link in a link through a table; each one here sits in the last.
    const html =
      '<a href="/1">x<table><tr><td><a href="/2">y<table><a href="/3">z</a></table></a></td></tr></table></a>';
    expect(treeToHtml(sanitizer.sanitize(html))).toBe(
      '<a href="/1">x<table><tbody><tr><td>yz<table></table></td></tr></tbody></table></a>',
    );
  });

  it('counts a link taken apart as a level, so nothing nests deeper than 256', () => {
    // a > table > tbody > tr > td > (a, taken apart) > div…: the link's level holds no element.
    const html = `<a href="/1">x<table><tr><td><a href="/2">y${nested(300, 'end')}</a></td></tr></table></a>`;
    const tree = sanitizer.sanitize(html);
    expect(depth(tree)).toBe(255);
    expect(innermost(tree)).toEqual(['end']);
  });
});

describe('fragmentToTree', () => {
  // The estimate before parsing bounds what the parser builds from above, so the sanitizers
  // never reach this count; it stays as the last line should the two ever disagree.
  it('throws past maxElements elements really built, naming the limit', () => {
    const template = window.document.createElement('template');
    template.innerHTML = '<p>a</p><p>b <b>c</b></p>';
    // A typed refusal: ContentBody reports why a body is shown as text.
    expect(() => fragmentToTree(template.content, 2)).toThrow(
      new HtmlRefused('too-complex', 'HTML built over 2 elements'),
    );
    expect(treeToHtml(fragmentToTree(template.content, 3))).toBe('<p>a</p><p>b <b>c</b></p>');
  });
});
