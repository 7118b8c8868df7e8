// Decisions of the server's DOMPurify walk (purifyTree.ts) that the corpus bodies of the
// differential test do not reach: each body here gives the tree DOMPurify gives (on jsdom, the
// same parser; the same trees came out of DOMPurify 3.4.18 in Chromium 156), so the page
// hydrates what the server rendered.

import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';
import { purifyProfileFor } from '../../src/html/purifyProfile.js';
import { isParse5Element, type Parse5Element } from '../../src/server/parse5Nodes.js';
import { purifyTree } from '../../src/server/purifyTree.js';

const server = createServerSanitizer({ cacheSize: 0 });
const dompurify = createSanitizer(new JSDOM('').window, { cacheSize: 0 });

/** The server's tree for `html`, checked against DOMPurify's. */
function sanitized(html: string) {
  const tree = server.sanitize(html);
  expect(tree).toEqual(dompurify.sanitize(html));
  return tree;
}

describe('purifyTree', () => {
  it('allows a data: URL only where a media element loads one, not in any attribute of it', () => {
    const image = 'data:image/png;base64,AAAA';
    expect(sanitized(`<img src="${image}" width="data:1" height="10">`)).toEqual([
      {
        tag: 'img',
        attributes: { src: image, height: '10', alt: '', loading: 'lazy', decoding: 'async' },
        children: [],
      },
    ]);
  });

  it('keeps attribute values that mention href (only an SVG animation of href is refused)', () => {
    expect(sanitized('<a href="/guide#href" title="the href attribute">x</a>')).toEqual([
      {
        tag: 'a',
        attributes: { href: '/guide#href', title: 'the href attribute' },
        children: ['x'],
      },
    ]);
  });

  it('parses the result again after a <body is>, as DOMPurify does when it removes the body', () => {
    // Parsed again, a <pre> loses the newline its text now starts with; nothing else was
    // removed, so only the `is` attribute can make that second parse happen.
    expect(sanitized('<pre>\n\nx</pre>')).toEqual([
      { tag: 'pre', attributes: {}, children: ['\nx'] },
    ]);
    expect(sanitized('<body is="x"><pre>\n\nx</pre>')).toEqual([
      { tag: 'pre', attributes: {}, children: ['x'] },
    ]);
  });

  it('removes a foreign element it meets outside <svg> or <math>, with its content', () => {
    // No parse builds this tree (the parser puts SVG elements only inside an <svg>, which is
    // removed whole): an SVG <a> moved into the body by hand.
    const document = parse('<!doctype html><body><svg><a href="/x">link</a></svg><p>kept</p>');
    const body = document.childNodes
      .filter(isParse5Element)
      .flatMap((html) => html.childNodes)
      .find((node): node is Parse5Element => isParse5Element(node) && node.tagName === 'body');
    const svg = body?.childNodes[0];
    const link = svg !== undefined && isParse5Element(svg) ? svg.childNodes[0] : undefined;
    if (body === undefined || link === undefined) throw new Error('unexpected parse');
    expect(link).toMatchObject({ tagName: 'a', namespaceURI: 'http://www.w3.org/2000/svg' });
    body.childNodes[0] = link;
    link.parentNode = body;

    const checked: string[] = [];
    const removed = purifyTree(body, purifyProfileFor({}), (element) => {
      checked.push(element.nodeName);
    });
    expect(serialize(body)).toBe('<p>kept</p>');
    expect(checked).toEqual(['p']);
    // Reported as a removal, so the caller parses the result again.
    expect(removed).toBe(true);
  });

  it('reads only the text of an element as markup, not the comments between its text', () => {
    // "<" then a comment then " x": the text is "< x", no markup, so the paragraph stays (a
    // comment read as text would join "<" to what follows and remove it as markup).
    expect(sanitized('<p>&lt;<!-- c --> x</p>')).toEqual([
      { tag: 'p', attributes: {}, children: ['< x'] },
    ]);
  });
});
