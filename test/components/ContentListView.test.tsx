// @vitest-environment jsdom
// The client-tree ContentListView: which heading, items, empty state and page links a page
// already fetched turns into (the server rendering is in test/rsc/ContentListView.test.tsx).
import { render } from '@testing-library/react';
import { ContentListView } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { mockClient } from './setup.js';

async function gearPage() {
  const { client } = mockClient();
  return client.getContentByTag('acme-outdoor', 'gear', { page: 1, pageSize: 2 });
}

const titles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.cdr-card-title'), (node) => node.textContent);

describe('ContentListView', () => {
  it.each([
    ['left out', undefined],
    ['null', null],
    ['false', false],
    ['empty', ''],
  ])('renders no heading element when the heading is %s', async (_, heading) => {
    const { container } = render(<ContentListView result={await gearPage()} heading={heading} />);
    expect(container.querySelector('.cdr-list-heading')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
  });

  it('renders a given heading at its level, cards one level below', async () => {
    const { container } = render(
      <ContentListView result={await gearPage()} heading="Gear" headingLevel={3} />,
    );
    expect(container.querySelector('h3.cdr-list-heading')?.textContent).toBe('Gear');
    expect(container.querySelectorAll('h4.cdr-card-title')).toHaveLength(2);
  });

  it('keeps the list class beside the caller’s className', async () => {
    const { container } = render(<ContentListView result={await gearPage()} className="mine" />);
    expect(container.querySelector('section')?.className).toBe('cdr-list mine');
  });

  it('shows no pagination without getPageHref, and links pages with it', async () => {
    const result = await gearPage();
    const { container, rerender } = render(<ContentListView result={result} />);
    expect(container.querySelector('nav')).toBeNull();
    expect(container.querySelector('button')).toBeNull();
    rerender(<ContentListView result={result} getPageHref={(n) => `?page=${n}`} />);
    expect(container.querySelector('nav a[href="?page=2"]')).not.toBeNull();
  });

  it('shows reading times only when asked', async () => {
    const result = await gearPage();
    const { container, rerender } = render(<ContentListView result={result} />);
    expect(container.querySelector('.cdr-card-reading-time')).toBeNull();
    rerender(<ContentListView result={result} showReadingTime />);
    expect(container.querySelectorAll('.cdr-card-reading-time')).toHaveLength(2);
  });

  it('shows the empty state when a caller passes a page without a data array', async () => {
    const result = { ...(await gearPage()), data: null as never };
    const { container } = render(<ContentListView result={result} />);
    expect(container.querySelector('.cdr-list-empty')?.textContent).toBe('No content yet.');
    expect(container.querySelector('li')).toBeNull();
  });

  it('keeps focus on the same item when a new page reorders the items', async () => {
    const result = await gearPage();
    const { container, rerender } = render(<ContentListView result={result} />);
    const [first, second] = titles(container);
    container.querySelector<HTMLAnchorElement>('.cdr-card-title a')?.focus();
    expect(document.activeElement?.textContent).toBe(first);
    // Items are keyed by id: the focused card moves with its item instead of showing another.
    rerender(<ContentListView result={{ ...result, data: [...result.data].reverse() }} />);
    expect(titles(container)).toEqual([second, first]);
    expect(document.activeElement?.textContent).toBe(first);
  });
});
