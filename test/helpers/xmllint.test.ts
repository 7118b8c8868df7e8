import { describe, expect, it } from 'vitest';
import { validateXml, xsdPaths } from './xmllint.js';

const urlsetOpen =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** A `<urlset>` of one `<url>` with the given children. */
function urlset(children: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${urlsetOpen}<url>${children}</url></urlset>`;
}

const alternates =
  '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/a"/>' +
  '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/en/a"/>';

const validEntry = `<loc>https://example.com/en/a</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>${alternates}`;

/** A `<sitemapindex>` with the given `<sitemap>` children. */
function sitemapIndex(children: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${children}</sitemapindex>`;
}

describe('validateXml', () => {
  it('accepts a urlset whose url has hreflang alternates, checked against the XHTML schema', async () => {
    const result = await validateXml(urlset(validEntry), xsdPaths.urlset);
    expect(result).toEqual({ valid: true, errors: expect.not.stringContaining('error') });
  });

  it('accepts a date-only lastmod and a url with loc only', async () => {
    const xml = urlset('<loc>https://example.com/en/a</loc><lastmod>2026-01-02</lastmod>');
    expect((await validateXml(xml, xsdPaths.urlset)).valid).toBe(true);
    expect(
      (await validateXml(urlset('<loc>https://example.com/b</loc>'), xsdPaths.urlset)).valid,
    ).toBe(true);
  });

  it('accepts a sitemap index', async () => {
    const xml = sitemapIndex(
      '<sitemap><loc>https://example.com/sitemap-0.xml</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>' +
        '<sitemap><loc>https://example.com/sitemap-1.xml</loc></sitemap>',
    );
    expect(await validateXml(xml, xsdPaths.sitemapIndex)).toEqual({ valid: true, errors: '' });
  });

  it('rejects a lastmod that is not a date', async () => {
    const xml = urlset('<loc>https://example.com/en/a</loc><lastmod>yesterday</lastmod>');
    const result = await validateXml(xml, xsdPaths.urlset);
    expect(result.valid).toBe(false);
    expect(result.errors).toContain("'yesterday' is not a valid value");
  });

  it('rejects a url without loc', async () => {
    const result = await validateXml(urlset('<lastmod>2026-01-02</lastmod>'), xsdPaths.urlset);
    expect(result.valid).toBe(false);
    expect(result.errors).toMatch(
      /lastmod.*This element is not expected. Expected is \( \{[^}]+\}loc \)/,
    );
  });

  it('rejects an unknown element of the sitemap namespace and of the XHTML namespace', async () => {
    const unknown = await validateXml(
      urlset('<loc>https://example.com/en/a</loc><title>A</title>'),
      xsdPaths.urlset,
    );
    expect(unknown.valid).toBe(false);
    expect(unknown.errors).toContain('title');
    // Strictly checked against the XHTML schema: an element it does not declare fails.
    const notXhtml = await validateXml(
      urlset(
        '<loc>https://example.com/en/a</loc><xhtml:lnk rel="alternate" href="https://example.com/"/>',
      ),
      xsdPaths.urlset,
    );
    expect(notXhtml.valid).toBe(false);
    expect(notXhtml.errors).toContain('No matching global element declaration');
  });

  it('rejects an xhtml:link with an attribute XHTML does not define, or a bad hreflang', async () => {
    const unknownAttribute = await validateXml(
      urlset(
        `<loc>https://example.com/en/a</loc><xhtml:link rel="alternate" lang-code="de" href="https://example.com/de/a"/>`,
      ),
      xsdPaths.urlset,
    );
    expect(unknownAttribute.valid).toBe(false);
    expect(unknownAttribute.errors).toContain('lang-code');
    const badLanguage = await validateXml(
      urlset(
        `<loc>https://example.com/en/a</loc><xhtml:link rel="alternate" hreflang="not a language" href="https://example.com/de/a"/>`,
      ),
      xsdPaths.urlset,
    );
    expect(badLanguage.valid).toBe(false);
    expect(badLanguage.errors).toContain('hreflang');
  });

  it('rejects a urlset against the sitemap index schema, and a sitemap without loc', async () => {
    expect((await validateXml(urlset(validEntry), xsdPaths.sitemapIndex)).valid).toBe(false);
    const result = await validateXml(
      sitemapIndex('<sitemap><lastmod>2026-01-02</lastmod></sitemap>'),
      xsdPaths.sitemapIndex,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('loc');
  });

  it('rejects a document that is not well-formed', async () => {
    const result = await validateXml(
      `${urlsetOpen}<url><loc>https://example.com/a</url>`,
      xsdPaths.urlset,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toContain('mismatch');
  });

  it('fails, rather than calling the document invalid, when the schema cannot be loaded', async () => {
    await expect(validateXml(urlset(validEntry), '/nonexistent/schema.xsd')).rejects.toThrow(
      /xmllint failed/,
    );
  });
});
