// @vitest-environment jsdom
import { render } from '@testing-library/react';
import {
  ContentArticle,
  ContentCard,
  type ContentItem,
  getReadingTime,
} from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { axeViolations, demoItem } from './setup.js';

/** `count` words of body text: `Math.round(count / 230)` minutes. */
const body = (count: number) => `<p>${Array.from({ length: count }, () => 'Wort').join(' ')}</p>`;

async function itemIn(language: string, content: string): Promise<ContentItem> {
  const base = await demoItem((entry) => entry.language === language);
  return { ...base, content };
}

describe('reading time in the meta line', () => {
  it('is shown on cards and articles only when asked, in the item’s language', async () => {
    const item = await itemIn('de', body(1_150));
    const plain = render(<ContentCard item={item} />);
    expect(plain.container.querySelector('.cdr-card-reading-time')).toBeNull();
    plain.unmount();
    const card = render(<ContentCard item={item} showReadingTime />);
    expect(card.container.querySelector('.cdr-card-reading-time')?.textContent).toBe('5 Min. read');
    card.unmount();
    const article = render(<ContentArticle item={item} showReadingTime />);
    expect(
      article.container.querySelector('.cdr-article-meta .cdr-article-reading-time')?.textContent,
    ).toBe('5 Min. read');
    expect(await axeViolations(article.container)).toEqual([]);
  });

  it('formats the minutes for English and Arabic, right to left', async () => {
    const english = render(<ContentCard item={await itemIn('en', body(460))} showReadingTime />);
    expect(english.container.querySelector('.cdr-card-reading-time')?.textContent).toBe(
      '2 min read',
    );
    english.unmount();
    const arabicItem = await itemIn('ar', body(460));
    const arabic = render(<ContentArticle item={arabicItem} showReadingTime />);
    const expected = new Intl.NumberFormat('ar', {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
    }).format(2);
    expect(arabic.container.querySelector('.cdr-article-reading-time')?.textContent).toBe(
      `${expected} read`,
    );
    expect(expected).toMatch(/د/);
    expect(arabic.container.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(arabic.container)).toEqual([]);
  });

  it('is translated through labels.readingTime', async () => {
    const item = await itemIn('de', body(1_150));
    const { container } = render(
      <ContentCard item={item} showReadingTime labels={{ readingTime: 'Lesezeit: {duration}' }} />,
    );
    expect(container.querySelector('.cdr-card-reading-time')?.textContent).toBe('Lesezeit: 5 Min.');
  });

  it('is hidden for a body without text, and formatted in English for a bad language tag', async () => {
    const empty = render(
      <ContentCard item={await itemIn('en', '<img src="a.png">')} showReadingTime />,
    );
    expect(empty.container.querySelector('.cdr-card-reading-time')).toBeNull();
    empty.unmount();
    const base = await itemIn('en', body(230));
    for (const language of ['not a tag!', '\uD800', '__proto__', 'x'.repeat(10_000)]) {
      const { container, unmount } = render(
        <ContentCard item={{ ...base, language }} showReadingTime />,
      );
      expect(container.querySelector('.cdr-card-reading-time')?.textContent).toBe('1 min read');
      unmount();
    }
  });

  it('matches getReadingTime on a real demo article', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.content.length > 15_000,
    );
    const { minutes } = getReadingTime(item);
    expect(minutes).toBeGreaterThan(5);
    const { container } = render(<ContentArticle item={item} showReadingTime />);
    expect(container.querySelector('.cdr-article-reading-time')?.textContent).toBe(
      `${minutes} min read`,
    );
  });
});
