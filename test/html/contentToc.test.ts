// @vitest-environment jsdom
import { type ContentTocEntry, getContentToc } from 'content-delivery-react';
import {
  createServerSanitizer,
  installServerSanitizer,
  uninstallServerSanitizer,
} from 'content-delivery-react/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Entries as `level text` lines, indented by nesting: the shape a reader sees. */
function outline(entries: readonly ContentTocEntry[], indent = ''): string[] {
  return entries.flatMap((entry) => [
    `${indent}${entry.level} ${entry.text}`,
    ...outline(entry.children, `${indent}  `),
  ]);
}

afterEach(() => {
  uninstallServerSanitizer();
  vi.unstubAllGlobals();
});

describe('getContentToc', () => {
  it('nests headings by level, in document order', () => {
    const toc = getContentToc(
      '<h2>Route</h2><p>x</p><h3>Questions</h3><h3>Logistics</h3><h2>Kit</h2><h3>Weight</h3><h4>Base weight</h4><h2>Food</h2>',
    );
    expect(outline(toc)).toEqual([
      '2 Route',
      '  3 Questions',
      '  3 Logistics',
      '2 Kit',
      '  3 Weight',
      '    4 Base weight',
      '2 Food',
    ]);
    expect(toc[0]?.id).toBe('section-route');
    expect(toc[0]?.children[1]?.id).toBe('section-logistics');
  });

  it('nests a skipped level directly under its section, with no empty entry in between', () => {
    expect(outline(getContentToc('<h2>A</h2><h4>A.1</h4><h3>A.2</h3><h2>B</h2>'))).toEqual([
      '2 A',
      '  4 A.1',
      '  3 A.2',
      '2 B',
    ]);
  });

  it('lists headings before the first top-level one at the top level', () => {
    expect(outline(getContentToc('<h3>Lead</h3><h2>A</h2><h3>A.1</h3>'))).toEqual([
      '3 Lead',
      '2 A',
      '  3 A.1',
    ]);
  });

  it('lists `depth` levels counted from the highest heading', () => {
    const html = '<h3>A</h3><h4>A.1</h4><h5>A.1.1</h5><h6>A.1.1.1</h6>';
    expect(outline(getContentToc(html, { depth: 1 }))).toEqual(['3 A']);
    expect(outline(getContentToc(html, { depth: 2 }))).toEqual(['3 A', '  4 A.1']);
    expect(outline(getContentToc(html))).toEqual(['3 A', '  4 A.1', '    5 A.1.1']);
    // Not a number: the top level only.
    expect(outline(getContentToc(html, { depth: Number.NaN }))).toEqual(['3 A']);
  });

  it('gives the text of a heading only, never its markup', () => {
    const toc = getContentToc(
      '<h2>Safe <b>bold</b> <img src=x onerror="window.__pwned=1" alt="image"><script>alert(1)</script></h2>' +
        '<h2><a href="javascript:alert(1)">Link</a>&lt;img src=x onerror=alert(1)&gt;</h2>',
    );
    expect(toc.map((entry) => entry.text)).toEqual([
      'Safe bold image',
      'Link<img src=x onerror=alert(1)>',
    ]);
  });

  it('skips headings without text, collapses whitespace', () => {
    const toc = getContentToc(
      '<h2><img src="/a.png"></h2><h2>  Two<br>lines \n </h2><h2> </h2><h2>Run   of <b>spaces</b></h2>',
    );
    expect(toc.map((entry) => entry.text)).toEqual(['Two lines', 'Run of spaces']);
  });

  it('is empty for empty, missing or refused HTML, and never throws', () => {
    expect(getContentToc('')).toEqual([]);
    expect(getContentToc(null)).toEqual([]);
    expect(getContentToc(undefined)).toEqual([]);
    expect(getContentToc('<p>No headings</p>')).toEqual([]);
    // Over the sanitizer's maxLength (200 000): refused, so no table of contents.
    expect(getContentToc(`<h2>x</h2>${'<p>a</p>'.repeat(30_000)}`)).toEqual([]);
    // Thousands of headings: bounded by the sanitizer's element limit.
    const many = getContentToc('<h2>x</h2>'.repeat(3_000));
    expect(many.length).toBe(3_000);
    expect(new Set(many.map((entry) => entry.id)).size).toBe(3_000);
  });

  it('sanitizes no empty or non-string HTML, and never trusts a sanitizer that is not supported', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    const sanitizer = installServerSanitizer(createServerSanitizer());
    for (const html of ['', null, undefined, 42, { content: '<h2>x</h2>' }]) {
      expect(Reflect.apply(getContentToc, undefined, [html])).toEqual([]);
    }
    expect(sanitizer.stats.sanitized).toBe(0);
    // A sanitizer that says it cannot work here is not asked, even one that would answer.
    installServerSanitizer({ ...sanitizer, supported: false });
    expect(getContentToc('<h2>Kit</h2>')).toEqual([]);
    expect(sanitizer.stats.sanitized).toBe(0);
    installServerSanitizer(sanitizer);
    expect(outline(getContentToc('<h2>Kit</h2>'))).toEqual(['2 Kit']);
    expect(sanitizer.stats.sanitized).toBe(1);
  });

  it('uses the policy given: the same sanitized tree as the body', () => {
    const html = '<h2 id="keep">Kept id</h2>';
    expect(getContentToc(html, { policy: { keepIds: true }, prefix: '' })[0]?.id).toBe('kept-id');
  });

  it('is empty on a server without a sanitizer, and filled with the server sanitizer', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    expect(getContentToc('<h2>Über uns</h2>')).toEqual([]);
    installServerSanitizer();
    expect(getContentToc('<h2>Über uns</h2>')).toEqual([
      { id: 'section-über-uns', text: 'Über uns', level: 2, children: [] },
    ]);
  });
});
