import type { ContentItem } from 'content-delivery-react';
import { LanguageSwitcher } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';
import { hostileStrings, itemWithVariants, largeFlightToHtml } from './serverNavigationData.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LanguageSwitcher as a server component', () => {
  it('links the given variants with hreflang, the item current, the source marked, no client reference', async () => {
    const { item, all } = await itemWithVariants();
    const render = await renderServer(<LanguageSwitcher item={item} variants={all} />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(4);
    for (const language of ['ar', 'de', 'en', 'fr']) {
      const version = all.find((entry) => entry.language === language);
      expect(html).toContain(`href="/${language}/${version?.slug}" hrefLang="${language}"`);
    }
    expect(html).toMatch(
      new RegExp(`<a href="/de/${item.slug}" hrefLang="de" aria-current="page" lang="de">Deutsch`),
    );
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html.match(/data-source=""/g)).toHaveLength(1);
    expect(html).toContain(
      'English<span class="cdr-language-source"> (<!-- -->original<!-- -->)</span>',
    );
  });

  it('keeps one version per language, the item its own, and leaves out other articles', async () => {
    const { item, all } = await itemWithVariants();
    const impostor: ContentItem = { ...item, id: 'other', slug: 'other', translationGroupId: 'x' };
    const twin: ContentItem = { ...item, id: 'twin', slug: 'twin' };
    const render = await renderServer(
      <LanguageSwitcher item={item} variants={[twin, ...all, impostor, ...all]} />,
    );
    const html = flightToHtml(render.payload);
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html).not.toContain('/twin"');
    expect(html).not.toContain('/other"');
  });

  it('without variants renders nothing (one language) and says to pass them', async () => {
    const { item } = await itemWithVariants();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(<LanguageSwitcher item={item} />);
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('pass variants'));
  });

  it('switches plain languages through links, ignoring onChange', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(
      <LanguageSwitcher
        languages={['en', 'de', 'ar']}
        value="ar"
        getLanguageHref={(language) => `/${language}/`}
        onChange={() => {}}
      />,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain(
      '<a href="/ar/" hrefLang="ar" aria-current="page" lang="ar">العربية</a>',
    );
    expect(html).toContain('<a href="/de/" hrefLang="de" lang="de">Deutsch</a>');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[LanguageSwitcher] onChange'),
    );
  });

  it('renders hostile values in every field safely', async () => {
    const { item } = await itemWithVariants();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = (value: string, index: number): ContentItem => ({
      ...item,
      id: `${index}${value}`,
      slug: value,
      title: value,
      description: value,
      language: value,
      category: value,
      tags: [value],
      isSourceLanguageDocument: index === 0,
    });
    const variants = hostileStrings.map(hostile);
    const render = await renderServer(<LanguageSwitcher item={item} variants={variants} />);
    expect(render.errors).toEqual([]);
    const html = largeFlightToHtml(render.payload);
    expect(html.match(/<li /g)).toHaveLength(hostileStrings.length + 1);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toMatch(/href="[^"]*\.\.(?:\/|")/);
    const languages = await renderServer(
      <LanguageSwitcher
        languages={[...hostileStrings]}
        value="__proto__"
        getLanguageHref={(l) => `/${l}`}
      />,
    );
    expect(languages.errors).toEqual([]);
    expect(largeFlightToHtml(languages.payload)).not.toContain('href="javascript:');
  });
});
