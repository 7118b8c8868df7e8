import { act } from '@testing-library/react';
import { expect } from 'vitest';

/** Resolves after the browser has laid out and delivered observer callbacks. */
export const frames = (count = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

/**
 * Scrolls to the third section and back to the first: the table of contents in `container`
 * marks exactly the section scrolled to (no section before any scroll).
 */
export async function expectTocFollowsScroll(container: HTMLElement): Promise<void> {
  const current = () =>
    container.querySelector('.cdr-toc [aria-current="location"]')?.getAttribute('href');
  const headings = Array.from(container.querySelectorAll<HTMLElement>('.cdr-article-body h2'));
  const [first, , third] = headings;
  if (first === undefined || third === undefined) throw new Error('too few headings');
  await frames();
  expect(current()).toBeUndefined();

  await act(async () => {
    third.scrollIntoView({ block: 'start' });
    await frames();
  });
  expect(current()).toBe(`#${third.id}`);
  const link = container.querySelector(`.cdr-toc a[href="#${third.id}"]`);
  expect(link?.hasAttribute('data-active')).toBe(true);
  expect(container.querySelectorAll('.cdr-toc [aria-current]')).toHaveLength(1);
  expect(container.querySelectorAll('.cdr-toc [data-active]')).toHaveLength(1);

  await act(async () => {
    first.scrollIntoView({ block: 'start' });
    await frames();
  });
  expect(current()).toBe(`#${first.id}`);
  expect(container.querySelectorAll('.cdr-toc [aria-current]')).toHaveLength(1);
}
