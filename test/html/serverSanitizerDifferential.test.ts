// The DOM-free server sanitizer (parse5 + purifyTree.ts) against DOMPurify on a jsdom window
// (the browser's sanitizer code on the parser jsdom uses, parse5): with the parser the same,
// any difference is in the port of DOMPurify's walk. Both must build the same tree for every
// corpus body under every policy, and for random HTML (fast-check). The same comparison
// against Chromium's parser is test/browser/serverSanitizerParity.browser.test.tsx.
import type { SanitizedNode } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';
import { toReact } from '../../src/html/toReact.js';
import {
  differentialCorpus,
  differentialPolicies,
} from '../fixtures/sanitizer/differentialCorpus.js';
import { keptTagsHtml, randomHtml } from '../fixtures/sanitizer/htmlArbitrary.js';

const dompurify = createSanitizer(new JSDOM('').window, { cacheSize: 0 });
const server = createServerSanitizer({ cacheSize: 0 });

/** The tree, or why the body was refused: both sanitizers refuse the same bodies. */
function outcome(sanitize: () => SanitizedNode[]): string {
  try {
    return JSON.stringify(sanitize());
  } catch (error) {
    return `refused: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// Under mutation testing (stryker.vitest.config.ts sets MUTATION_TESTING) every mutant of the
// sanitizer core runs these tests again, so the random share is a tenth: the hand-written bodies
// (DOMPurify's payloads, parity, mXSS, hostile strings) stay whole, and `npm test` runs it all.
const randomShare = process.env.MUTATION_TESTING === '1' ? 0.1 : 1;
const corpus = differentialCorpus(1_000 * randomShare);

/** A form with a control named after a property DOMPurify reads (`_isClobbered`). */
const clobbersForm = (html: string) =>
  /<form/i.test(html) &&
  /(name|id)\s*=\s*["']?(nodeName|textContent|removeChild|attributes|removeAttribute|removeAttributeNode|getAttributeNode|setAttribute|namespaceURI|insertBefore|hasChildNodes|nodeType|childNodes)\b/.test(
    html,
  );

describe('the server sanitizer builds the tree DOMPurify builds', () => {
  for (const [policyName, policy] of Object.entries(differentialPolicies)) {
    it(`on every corpus body (${corpus.length}), policy: ${policyName}`, () => {
      const differences = corpus.flatMap(({ name, html }) => {
        const expected = outcome(() => dompurify.sanitize(html, policy));
        const actual = outcome(() => server.sanitize(html, policy));
        return actual === expected ? [] : [{ name, html, expected, actual }];
      });
      // The one known difference is jsdom's: it does not expose a form's named controls as the
      // form's properties, so DOMPurify on jsdom keeps the content of a form a browser's
      // DOMPurify removes whole (`_isClobbered`). The server builds the browser's tree.
      expect(differences.filter(({ html }) => !clobbersForm(html))).toEqual([]);
      expect(differences.map(({ name }) => name)).toContain('dompurify #25');
    });
  }

  it('on random HTML, under any policy', () => {
    const policy = fc.constantFrom(...Object.values(differentialPolicies));
    fc.assert(
      fc.property(randomHtml, policy, (html, chosen) => {
        if (clobbersForm(html)) return;
        expect(outcome(() => server.sanitize(html, chosen))).toBe(
          outcome(() => dompurify.sanitize(html, chosen)),
        );
      }),
      { numRuns: 3_000 * randomShare },
    );
  });

  it('the comparison can fail: a different policy gives different trees', () => {
    const html = '<h2 id="x" class="note">T</h2>';
    expect(outcome(() => server.sanitize(html, { allowClasses: ['note'] }))).not.toBe(
      outcome(() => dompurify.sanitize(html, {})),
    );
  });
});

/** A sanitized tree as the page receives it: written by React (as ContentBody renders it). */
function rendered(tree: readonly SanitizedNode[]): string {
  const nodes = toReact(tree, { components: {}, headingOffset: 0, allowStyle: false });
  // React 19 writes image preloads first; they belong in <head>.
  return (
    renderToStaticMarkup(createElement(Fragment, null, ...nodes))
      .replace(/^(<link rel="preload"[^>]*>)+/, '')
      // Between adjacent text: a parse joins the text, and sanitizing drops the comment.
      .replaceAll('<!-- -->', '')
  );
}

/** Attributes whose value is a URL (or a list of them) a browser loads or follows. */
const urlAttributes = new Set(['href', 'src', 'srcset', 'poster', 'cite', 'background', 'data']);

/** What must never come out of either sanitizer, read from the tree itself. */
function unsafeParts(nodes: readonly SanitizedNode[]): string[] {
  const found: string[] = [];
  const forbidden =
    /^(script|style|iframe|frame|object|embed|form|input|button|textarea|select|option|base|meta|link|svg|math|template|noscript|xmp|plaintext|noembed|noframes|title)$/;
  const visit = (node: SanitizedNode) => {
    if (typeof node === 'string') return;
    if (forbidden.test(node.tag)) found.push(`<${node.tag}>`);
    for (const [name, value] of Object.entries(node.attributes)) {
      if (/^on|^(style|srcdoc|formaction|action|xlink:href|is)$/.test(name)) found.push(name);
      // Control characters and whitespace are ignored in a scheme by URL parsers.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly those are removed.
      const scheme = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (
        urlAttributes.has(name) &&
        /^(javascript|vbscript|data:text|data:image\/svg)/.test(scheme)
      ) {
        found.push(`${name}=${value}`);
      }
      if ((name === 'id' || name === 'name') && !value.startsWith('user-content-'))
        found.push(`${name}=${value}`);
    }
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

describe('the server sanitizer on its own', () => {
  it('lets nothing unsafe through from any corpus body', () => {
    const unsafe = corpus.flatMap(({ name, html }) => {
      try {
        const parts = unsafeParts(server.sanitize(html));
        return parts.length === 0 ? [] : [{ name, parts }];
      } catch {
        return [];
      }
    });
    expect(unsafe).toEqual([]);
  });

  it('the unsafe check can fail: it finds what an unsanitized tree holds', () => {
    const raw: SanitizedNode[] = [
      { tag: 'a', attributes: { href: ' java\tscript:alert(1)', onclick: 'x' }, children: [] },
      { tag: 'svg', attributes: { id: 'x' }, children: [] },
    ];
    expect(unsafeParts(raw)).toEqual(['href= java\tscript:alert(1)', 'onclick', '<svg>', 'id=x']);
  });

  it('is a fixed point: the HTML React writes of its output, sanitized again, is the same HTML', () => {
    // No mutation through re-parsing: what the page's parser reads from the server's HTML is
    // what was sanitized. Compared as HTML: React leaves out attributes it does not render
    // (`xmlns`, an empty `inert`), and separates adjacent text with `<!-- -->`, which a parse
    // joins.
    const unchanged = (html: string) => {
      let page: string;
      try {
        page = rendered(server.sanitize(html));
      } catch {
        return true;
      }
      return rendered(server.sanitize(page)) === page;
    };
    expect(corpus.filter(({ html }) => !unchanged(html)).map(({ name }) => name)).toEqual([]);
    // Kept tags alone too: with nothing removed, the parser's own repairs reach the page.
    const body = fc.oneof(randomHtml, keptTagsHtml);
    fc.assert(fc.property(body, unchanged), { numRuns: 3_000 * randomShare });
  });

  it('the fixed-point check can fail: HTML the parser would rebuild is found', () => {
    const unparsable: SanitizedNode[] = [
      { tag: 'p', attributes: {}, children: [{ tag: 'div', attributes: {}, children: ['x'] }] },
    ];
    const page = rendered(unparsable);
    expect(rendered(server.sanitize(page))).not.toBe(page);
  });
});
