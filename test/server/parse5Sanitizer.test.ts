import { describe, expect, it } from 'vitest';
import { createServerSanitizer } from '../../src/server/createServerSanitizer.js';

// The DOM-free sanitizer's own steps: when the policy removes an element and keeps its
// content, the result is serialized and parsed again (the tree the page's parser would build
// from the server's HTML), and only the checks run on that tree, not the rewrites.

const image = 'data:image/png;base64,AAAA';

describe('createServerSanitizer', () => {
  it('checks again the elements the second parse moves: a source out of its picture loses its data: image', () => {
    // <button> is removed with its content kept: <p><picture><div> is left, and parsed again the
    // <div> closes the paragraph (and the picture in it), so the <source> ends up in the body,
    // where a data: URL is no image candidate.
    const html = `<p><button><picture><div></div><source src="${image}"></picture></button></p>`;
    expect(createServerSanitizer().sanitize(html)).toEqual([
      { tag: 'p', attributes: {}, children: [{ tag: 'picture', attributes: {}, children: [] }] },
      { tag: 'div', attributes: {}, children: [] },
      { tag: 'source', attributes: {}, children: [] },
      { tag: 'p', attributes: {}, children: [] },
    ]);
  });

  it('keeps a data: image on a source that stays in its picture', () => {
    const html = `<p><button>b</button><picture><source src="${image}"></picture></p>`;
    expect(createServerSanitizer().sanitize(html)).toEqual([
      {
        tag: 'p',
        attributes: {},
        children: [
          'b',
          {
            tag: 'picture',
            attributes: {},
            children: [{ tag: 'source', attributes: { src: image }, children: [] }],
          },
        ],
      },
    ]);
  });

  it('applies rewriteLink and rewriteImage once, even when the result is parsed again', () => {
    const links: string[] = [];
    const images: string[] = [];
    const tree = createServerSanitizer().sanitize(
      '<button>x</button><a href="/a">a</a><img src="/i.png">',
      {
        rewriteLink: (href) => {
          links.push(href);
          return `/site${href}`;
        },
        rewriteImage: (src) => {
          images.push(src);
          return `/cdn${src}`;
        },
      },
    );
    expect(tree).toEqual([
      'x',
      { tag: 'a', attributes: { href: '/site/a' }, children: ['a'] },
      {
        tag: 'img',
        attributes: { src: '/cdn/i.png', alt: '', loading: 'lazy', decoding: 'async' },
        children: [],
      },
    ]);
    expect(links).toEqual(['/a']);
    expect(images).toEqual(['/i.png']);
  });

  it('answers an empty tree for empty html, or html the policy removes whole', () => {
    const sanitizer = createServerSanitizer();
    expect(sanitizer.sanitize('')).toEqual([]);
    expect(sanitizer.sanitize('<script>alert(1)</script>')).toEqual([]);
  });
});
