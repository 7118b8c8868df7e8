import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SanitizedElement, SanitizedNode } from '../../src/html/sanitizedTree.js';
import { type ToReactOptions, topHeadingLevel, toReact } from '../../src/html/toReact.js';

// toReact builds the elements a page gets from the sanitized tree; these tests render them to
// the HTML a user receives and pin what toReact itself decides (whitespace in tables, router
// links, heading ids and "link to this section"), and which level the top heading has.

const el = (
  tag: string,
  attributes: Record<string, string> = {},
  ...children: SanitizedNode[]
): SanitizedElement => ({ tag, attributes, children });

function html(tree: readonly SanitizedNode[], options: Partial<ToReactOptions> = {}): string {
  const nodes = toReact(tree, { components: {}, headingOffset: 0, allowStyle: false, ...options });
  return renderToStaticMarkup(createElement(Fragment, null, ...nodes));
}

const sectionLink = (id: string, heading: SanitizedElement): ReactNode => (
  <a href={`#${id}`}>§{heading.tag}</a>
);

describe('toReact', () => {
  it('renders elements, attributes and escaped text as HTML', () => {
    const tree = [el('p', { class: 'c', title: 'a "t"' }, 'x < y & z', el('br'), el('hr'))];
    expect(html(tree)).toBe('<p class="c" title="a &quot;t&quot;">x &lt; y &amp; z<br/><hr/></p>');
  });

  it('drops whitespace directly inside table parts, but keeps text and whitespace elsewhere', () => {
    const tree = [
      el(
        'table',
        {},
        '\n ',
        el('tbody', {}, ' ', el('tr', {}, '\t', el('td', {}, ' a '), 'b'), '\n'),
        '  ',
      ),
      ' ',
      el('p', {}, ' '),
    ];
    expect(html(tree)).toBe('<table><tbody><tr><td> a </td>b</tr></tbody></table> <p> </p>');
  });

  it('renders a link through the router component only when it has a destination', () => {
    const RouterLink = ({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={href} data-router="">
        {children}
      </a>
    );
    const tree = [el('a', { href: '/x' }, 'to x'), el('a', { name: 'n' }, 'no href')];
    expect(html(tree, { components: { a: RouterLink } })).toBe(
      '<a href="/x" data-router="">to x</a><a name="n">no href</a>',
    );
  });
});

describe('toReact <pre>', () => {
  // The parser drops a newline right after `<pre>`. What a page shows after a server render is
  // what a parse of React's HTML builds; a client render must build the same, or hydration fails.
  it('leaves out the newlines a first text starts with beside an element: React cannot write them', () => {
    expect(html([el('pre', {}, '\n', el('b', {}, 'x'))])).toBe('<pre><b>x</b></pre>');
    // Whatever text React writes first, the parser drops its first newline.
    expect(html([el('pre', {}, '\n\nx\n', el('b'))])).toBe('<pre>x\n<b></b></pre>');
    expect(html([el('pre', {}, ' \nx', el('b'))])).toBe('<pre> \nx<b></b></pre>');
  });

  it('keeps a newline React writes itself, or one the parser keeps', () => {
    // A single text: React writes one more newline for the parser to drop.
    expect(html([el('pre', {}, '\nx')])).toBe('<pre>\n\nx</pre>');
    expect(html([el('pre', {}, el('b'), '\nx')])).toBe('<pre><b></b>\nx</pre>');
    expect(html([el('div', {}, '\n', el('b'))])).toBe('<div>\n<b></b></div>');
  });
});

describe('toReact attributes', () => {
  // The tree is the sanitizer's; these are the attributes a page then gets from React.
  it.each([
    ['video', 'autoplay', '<video autoPlay=""></video>'],
    ['video', 'playsinline', '<video playsInline=""></video>'],
    ['iframe', 'allowfullscreen', '<iframe allowFullScreen=""></iframe>'],
    ['div', 'itemscope', '<div itemScope=""></div>'],
  ])('renders <%s %s> written without a value as set', (tag, name, markup) => {
    // An empty attribute means "on"; handed to React as '' it would be left out.
    // (React writes its own spelling; HTML attribute names are case-insensitive.)
    expect(html([el(tag, { [name]: '' })])).toBe(markup);
  });

  it('keeps aria-* attributes whatever they end with, and never an on* handler', () => {
    const attributes = {
      'aria-description': 'Opens the guide',
      'aria-orientation': 'vertical',
      onclick: 'alert(1)',
      onmouseover: 'alert(2)',
    };
    expect(html([el('p', attributes)])).toBe(
      '<p aria-description="Opens the guide" aria-orientation="vertical"></p>',
    );
  });

  it('renders a style only when styles are allowed', () => {
    // A sanitizer installed with installServerSanitizer() may return one the policy refuses.
    const tree = [el('p', { style: 'color: red' }, 'x')];
    expect(html(tree)).toBe('<p>x</p>');
    expect(html(tree, { allowStyle: true })).toBe('<p style="color:red">x</p>');
  });
});

describe('toReact headings with ids', () => {
  it('gives a heading its anchor id, keeps its own id on a span inside, and adds the section link', () => {
    const own = el('h2', { id: 'user-content-old', class: 'c' }, 'Two');
    const plain = el('h3', {}, 'Three');
    const headingIds = new Map([
      [own, 'section-two'],
      [plain, 'section-three'],
    ]);
    expect(html([own, plain], { headingIds, sectionLink })).toBe(
      '<div class="cdr-heading" data-slot="heading">' +
        '<h2 id="section-two" class="c"><span id="user-content-old"></span>Two</h2>' +
        '<a href="#section-two">§h2</a></div>' +
        '<div class="cdr-heading" data-slot="heading">' +
        '<h3 id="section-three">Three</h3><a href="#section-three">§h3</a></div>',
    );
  });

  it('renders the heading alone without a section link', () => {
    const heading = el('h2', {}, 'Two');
    expect(html([heading], { headingIds: new Map([[heading, 'section-two']]) })).toBe(
      '<h2 id="section-two">Two</h2>',
    );
  });

  it('leaves headings without an id as they are, even with a section link', () => {
    expect(html([el('h2', {}, 'Two')], { headingIds: new Map(), sectionLink })).toBe(
      '<h2>Two</h2>',
    );
  });

  it.each(['a', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])(
    'puts no section link inside <%s>',
    (tag) => {
      const heading = el('h6', {}, 'In');
      const tree = [el('div', {}, el(tag, {}, el('span', {}, heading)))];
      expect(html(tree, { headingIds: new Map([[heading, 'section-in']]), sectionLink })).toBe(
        `<div><${tag}><span><h6 id="section-in">In</h6></span></${tag}></div>`,
      );
    },
  );

  it('puts no section link inside a heading that has one', () => {
    const inner = el('h3', {}, 'Inner');
    const outer = el('h2', {}, 'Outer', inner);
    const headingIds = new Map([
      [outer, 'section-outer'],
      [inner, 'section-inner'],
    ]);
    expect(html([outer], { headingIds, sectionLink })).toBe(
      '<div class="cdr-heading" data-slot="heading">' +
        '<h2 id="section-outer">Outer<h3 id="section-inner">Inner</h3></h2>' +
        '<a href="#section-outer">§h2</a></div>',
    );
  });
});

describe('topHeadingLevel', () => {
  it('is the smallest heading level anywhere in the tree', () => {
    expect(topHeadingLevel([el('h2')])).toBe(2);
    expect(topHeadingLevel(['text', el('h4'), el('div', {}, 'x', el('p', {}, el('h3')))])).toBe(3);
    expect(topHeadingLevel([el('h6'), el('section', {}, el('h1'))])).toBe(1);
  });

  it('is undefined without headings', () => {
    expect(topHeadingLevel([])).toBeUndefined();
    expect(topHeadingLevel(['text', el('p', {}, 'x', el('em'))])).toBeUndefined();
  });
});
