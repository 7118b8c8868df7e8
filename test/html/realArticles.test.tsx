// Real articles from the web (test/fixtures/articles, openly licensed) rendered on the server as
// a site renders them: every body within maxLength renders as sanitized HTML (none falls back
// to text), keeps at least 99 % of its words and every http(s) link and image; and the parse
// estimate the browser relies on stays within 1.5x of what the parser really builds. The same
// bodies hydrate in Chromium in test/browser/realArticles.browser.test.tsx.
import { ContentBody } from 'content-delivery-react';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateParseCost } from '../../src/html/parseCost.js';
import { fidelity } from '../helpers/articleFidelity.js';
import { parsedElements } from '../helpers/parsedElements.js';
import { realArticles } from '../helpers/realArticles.js';

const articles = realArticles();
const within = articles.filter((article) => !article.overLimit);

beforeAll(() => {
  installServerSanitizer();
});
afterAll(() => {
  uninstallServerSanitizer();
});

describe('real articles on the server', () => {
  it('holds at least 100 bodies within maxLength, in several languages, right-to-left too', () => {
    expect(within.length).toBeGreaterThanOrEqual(100);
    expect(new Set(within.map((article) => article.language.slice(0, 2))).size).toBeGreaterThan(10);
    expect(within.filter((article) => article.dir === 'rtl').length).toBeGreaterThanOrEqual(8);
  });

  for (const article of within) {
    it(`renders ${article.id} as sanitized HTML, keeping its words, links and images`, () => {
      const markup = renderToString(<ContentBody html={article.html} />);
      expect(markup).toContain('data-state="sanitized"');
      const kept = fidelity(article.html, markup);
      expect(kept.words).toBeGreaterThanOrEqual(0.99);
      expect(kept.lostLinks).toEqual([]);
      expect(kept.lostImages).toEqual([]);
    });
  }

  it('estimates at least, and at most 1.5x, the elements the parser builds', () => {
    const ratios = within.map((article) => {
      const real = parsedElements(article.html).elements;
      const { elements } = estimateParseCost(article.html);
      expect(elements, article.id).toBeGreaterThanOrEqual(real);
      return { id: article.id, ratio: real === 0 ? 1 : elements / real };
    });
    const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    expect(worst.ratio, worst.id).toBeLessThanOrEqual(1.5);
  });
});
