// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { ContentArticle, type ContentItem } from 'content-delivery-react';
import { createContentClient, getAllContentByTag } from 'content-delivery-react/client';
import { createDemoDataset, createMockFetch } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, demoItem } from './setup.js';

describe('ContentArticle', () => {
  it('renders a published item standalone, with date in its language, category, image and tags', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'de' && entry.status === 'Published' && entry.imageUrl !== null,
    );
    const { container } = render(<ContentArticle item={item} />);
    const article = container.querySelector('article');
    expect(article?.getAttribute('lang')).toBe('de');
    expect(article?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(item.title);
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(item.publishedDate);
    expect(time?.textContent).toMatch(/\d{4}/);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(item.publishedDate ?? ''),
      ),
    );
    expect(container.querySelector('.cdr-article-image')?.getAttribute('src')).toBe(item.imageUrl);
    expect(container.querySelectorAll('.cdr-tag')).toHaveLength(item.tags.length);
    // The body shows once the browser's sanitizer has loaded: at once when an earlier test of
    // the worker loaded it, else a moment later (Stryker runs the files in one worker).
    await waitFor(() => expect(container.querySelector('.cdr-article-body h2')).not.toBeNull());
    expect(container.querySelector('.cdr-article-body h1')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reserves the featured image box and loads it first, with no React warning', async () => {
    const item = await demoItem((entry) => entry.imageUrl !== null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <ContentArticle item={item} imageSize={{ width: 1200, height: 675 }} />,
    );
    const image = container.querySelector('img.cdr-article-image');
    expect({
      width: image?.getAttribute('width'),
      height: image?.getAttribute('height'),
      loading: image?.getAttribute('loading'),
      fetchpriority: image?.getAttribute('fetchpriority'),
    }).toEqual({ width: '1200', height: '675', loading: 'eager', fetchpriority: 'high' });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('renders right-to-left items with dir="rtl"', async () => {
    const item = await demoItem((entry) => entry.language === 'ar');
    const { container } = render(<ContentArticle item={item} />);
    expect(container.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(container)).toEqual([]);
  });

  // The direction follows the language subtag: a region does not change how Arabic, Hebrew
  // or Persian is written.
  it.each(['ar-EG', 'he-IL', 'fa-IR', 'ur-PK', 'AR-SA'])(
    'renders %s items right to left too',
    async (language) => {
      const item = { ...(await demoItem((entry) => entry.language === 'ar')), language };
      const { container } = render(<ContentArticle item={item} />);
      const article = container.querySelector('article');
      expect(article?.getAttribute('lang')).toBe(language);
      expect(article?.getAttribute('dir')).toBe('rtl');
    },
  );

  it('renders a left-to-right language with a right-to-left-looking region left to right', async () => {
    // `en-AE` is English in the Emirates: still written left to right.
    const item = { ...(await demoItem((entry) => entry.language === 'ar')), language: 'en-AE' };
    const { container } = render(<ContentArticle item={item} />);
    expect(container.querySelector('article')?.getAttribute('dir')).toBe('ltr');
  });

  it('shows drafts (no publishedDate) and archived items with their state', async () => {
    const draft = await demoItem(
      (entry) => entry.status === 'Draft' && entry.publishedDate === null,
    );
    const { container, unmount } = render(<ContentArticle item={draft} />);
    expect(container.querySelector('article')?.getAttribute('data-status')).toBe('draft');
    expect(container.querySelector('[data-state="unpublished"]')?.textContent).toBe(
      'Not yet published',
    );
    expect(container.querySelector('[data-slot="status"]')?.textContent).toBe('Draft');
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const archived = await demoItem((entry) => entry.status === 'Archived');
    const second = render(<ContentArticle item={archived} />);
    expect(second.container.querySelector('[data-slot="status"]')?.textContent).toBe('Archived');
  });

  it('renders hostile fields as text and drops unsafe image URLs', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    // A hostile article of the mock's security demo, as the client returns it.
    const securityDemo = createContentClient({
      baseUrl: 'https://cds.test',
      fetch: createMockFetch({ dataset: createDemoDataset({ securityDemo: true }) }),
    });
    const [base] = (await getAllContentByTag(securityDemo, 'acme-outdoor', 'security-demo')).items;
    if (base === undefined) throw new Error('the security demo has no article');
    const item: ContentItem = {
      ...base,
      title: '<img src=x onerror=alert(1)>Title',
      category: '<b>bold?</b>',
      imageUrl: 'javascript:alert(1)',
      tags: ['<script>alert(1)</script>'],
    };
    const { container } = render(<ContentArticle item={item} />);
    expect(container.querySelector('.cdr-article-title')?.textContent).toBe(
      '<img src=x onerror=alert(1)>Title',
    );
    expect(container.querySelector('.cdr-article-image')).toBeNull();
    expect(container.querySelector('script, iframe, form, style, [onerror], [onload]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
