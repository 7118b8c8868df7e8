// In a browser, a form control named (or with the id) `nodeName`, `attributes`, … replaces that
// property of its form, and DOMPurify (`_isClobbered`) then removes the form with all its
// content. The server sanitizer has no DOM to clobber: it looks for such controls itself
// (purifyTree.ts) and must remove exactly the forms the browser removes, no more and no fewer,
// or the page's tree and the server's differ (content lost, or a hydration mismatch).
//
// jsdom does not expose a form's controls as its properties, so DOMPurify on jsdom keeps what a
// browser removes here (the differential test leaves such bodies out). The removed trees below
// are the ones DOMPurify 3.4.18 gave in Chromium 156 for these bodies; where the form is kept,
// jsdom's DOMPurify agrees, and is asked too.

import { createServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';

const server = createServerSanitizer({ cacheSize: 0 });
const dompurify = createSanitizer(new JSDOM('').window, { cacheSize: 0 });

// biome-ignore format: one list
const formProperties = [
  'nodeName', 'textContent', 'removeChild', 'attributes', 'removeAttribute', 'removeAttributeNode',
  'getAttributeNode', 'setAttribute', 'namespaceURI', 'insertBefore', 'hasChildNodes', 'nodeType',
  'childNodes',
];

describe('a form whose control shadows a property DOMPurify reads', () => {
  it.each(formProperties)('is removed with its content: a control named %s', (property) => {
    expect(server.sanitize(`<form>a<input name="${property}"></form><p>after</p>`)).toEqual([
      { tag: 'p', attributes: {}, children: ['after'] },
    ]);
  });

  // Every element a form exposes by name or id: its listed elements (but image buttons) and
  // images, wherever they are inside it.
  it.each([
    ['deep inside the form', '<form><p>a<span><input name="attributes"></span></p></form>'],
    ['by its id', '<form>a<output id="nodeType">1</output></form>'],
    ['a fieldset', '<form>a<fieldset name="insertBefore">f</fieldset></form>'],
    ['an image', '<form>a<img id="removeChild"></form>'],
    ['an object', '<form>a<object name="hasChildNodes">o</object></form>'],
    ['a select', '<form>a<select name="getAttributeNode"></select></form>'],
    ['a textarea', '<form>a<textarea name="removeAttributeNode"></textarea></form>'],
    [
      'a button whatever its type says',
      '<form>a<button type="image" name="nodeName">b</button></form>',
    ],
    // MathML's <mi> holds HTML: the input is an HTML control of the form.
    ['an HTML input inside MathML', '<form>a<math><mi><input name="nodeName"></mi></math></form>'],
  ])('is removed with its content: %s', (_, html) => {
    expect(server.sanitize(html)).toEqual([]);
  });
});

describe('a form whose controls shadow nothing', () => {
  // The form itself is not allowed: its content is kept in its place, as on any page.
  it.each([
    ['a control of another name', '<form>a<input name="email"></form>'],
    [
      'an image button (not among a form’s properties)',
      '<form>a<input type="image" name="nodeName"></form>',
    ],
    ['an image button, its type in any case', '<form>a<input type="Image" id="childNodes"></form>'],
    [
      'an SVG element named like a control',
      '<form>a<svg><input name="nodeName"></input></svg></form>',
    ],
  ])('keeps its content: %s', (_, html) => {
    expect(server.sanitize(html)).toEqual(['a']);
    expect(dompurify.sanitize(html)).toEqual(['a']);
  });

  it('keeps its content: elements that are not controls, whatever their id or name', () => {
    const html = '<form>a<span id="nodeName">b</span><a name="attributes">c</a></form>';
    const kept = [
      'a',
      { tag: 'span', attributes: { id: 'user-content-nodeName' }, children: ['b'] },
      { tag: 'a', attributes: { name: 'user-content-attributes' }, children: ['c'] },
    ];
    expect(server.sanitize(html)).toEqual(kept);
    expect(dompurify.sanitize(html)).toEqual(kept);
  });
});
