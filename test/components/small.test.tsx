// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { ContentCard, Pagination, TagList } from 'content-delivery-react';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, demoItem, mockClient, wrapperFor } from './setup.js';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function RouterLink(props, ref) {
    return <a {...props} ref={ref} data-router="" />;
  },
);

describe('ContentCard', () => {
  it('links the title to the item page and shows date, category and description', async () => {
    const item = await demoItem((entry) => entry.language === 'en' && entry.status === 'Published');
    const { container } = render(<ContentCard item={item} />);
    const link = screen.getByRole('link', { name: item.title });
    expect(link.getAttribute('href')).toBe(`/en/${encodeURIComponent(item.slug)}`);
    expect(container.querySelector('.cdr-card-description')?.textContent).toBe(item.description);
    expect(container.querySelector('.cdr-card-category')?.textContent).toBe(item.category);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("uses the provider's routes and link component, and drops unsafe hrefs", async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const { client } = mockClient();
    const wrapper = wrapperFor(client, {
      linkComponent: RouterLink,
      routes: { getItemHref: (entry) => `/articles/${entry.slug}` },
    });
    const { container, rerender } = render(<ContentCard item={item} />, { wrapper });
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`/articles/${item.slug}`);
    expect(link?.hasAttribute('data-router')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.test',
      '\\evil.test',
      '%2F%2Fevil.test',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://x/1',
    ]) {
      rerender(<ContentCard item={item} href={href} />);
      expect(container.querySelector('a'), href).toBeNull();
      expect(container.querySelector('.cdr-card-title')?.textContent).toBe(item.title);
    }
  });
});

describe('Pagination', () => {
  it('renders buttons, marks the current page, disables the ends and calls onPageChange', async () => {
    const onPageChange = vi.fn();
    const { container } = render(
      <Pagination page={1} pageSize={10} totalCount={200} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      container.querySelector('.cdr-pagination-previous [aria-disabled="true"]'),
    ).not.toBeNull();
    expect(container.querySelectorAll('.cdr-pagination-ellipsis')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onPageChange.mock.calls).toEqual([[2], [20]]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders crawlable links with getPageHref, disabled next on the last page', async () => {
    const { container } = render(
      <Pagination
        page={20}
        pageSize={10}
        totalCount={200}
        getPageHref={(page) => `/t/seo?page=${page}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 19' }).getAttribute('href')).toBe(
      '/t/seo?page=19',
    );
    expect(screen.getByRole('link', { name: 'Page 20' }).getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('.cdr-pagination-next [aria-disabled="true"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageSize={10} totalCount={7} onPageChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('TagList', () => {
  it('renders links to tag pages, or buttons with onSelect', async () => {
    const { container, rerender } = render(
      <TagList tags={['gear', 'café culture']} activeTag="gear" />,
    );
    expect(screen.getByRole('link', { name: 'café culture' }).getAttribute('href')).toBe(
      '/t/caf%C3%A9%20culture',
    );
    expect(screen.getByRole('link', { name: 'gear' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(container)).toEqual([]);
    const onSelect = vi.fn();
    rerender(<TagList tags={['gear']} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'gear' }));
    expect(onSelect).toHaveBeenCalledWith('gear');
    expect(await axeViolations(container)).toEqual([]);
    rerender(<TagList tags={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
