// @vitest-environment jsdom
import { render } from '@testing-library/react';
import {
  type ContentItem,
  ContentSeo,
  getContentSeo,
  serializeJsonLd,
} from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoItem } from './setup.js';

describe('ContentSeo', () => {
  it('puts title, description, canonical, hreflang, Open Graph and JSON-LD in the head', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.metaTitle !== null && entry.imageUrl !== null,
    );
    const german: ContentItem = {
      ...item,
      id: 'de-1',
      language: 'de',
      slug: 'de-slug',
      isSourceLanguageDocument: false,
    };
    const source: ContentItem = { ...item, isSourceLanguageDocument: true };
    render(
      <ContentSeo
        item={source}
        variants={[source, german]}
        siteUrl="https://www.example.com"
        siteName="Acme"
      />,
    );
    expect(document.title).toBe(item.metaTitle);
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      item.metaDescription ?? item.description,
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://www.example.com/en/${item.slug}`,
    );
    const alternates = Array.from(head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `https://www.example.com/en/${item.slug}`],
      ['de', 'https://www.example.com/de/de-slug'],
      ['x-default', `https://www.example.com/en/${item.slug}`],
    ]);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      item.imageUrl,
    );
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('falls back to title and description, and marks drafts noindex', async () => {
    const item = await demoItem((entry) => entry.status === 'Draft');
    const seo = getContentSeo({ ...item, metaTitle: null, metaDescription: null });
    expect(seo.title).toBe(item.title);
    expect(seo.description).toBe(item.description);
    expect(seo.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('escapes a </script> in the title so it cannot break out of the JSON-LD', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    const hostile: ContentItem = {
      ...base,
      title: 'Nice</script><script>window.pwned=1</script>',
      metaTitle: null,
      description: '"><img src=x onerror=alert(1)> \u2028',
    };
    const html = renderToString(<ContentSeo item={hostile} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    const json = serializeJsonLd({ headline: hostile.title });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).headline).toBe(hostile.title);
    expect(html).not.toContain('<img');
  });
});
