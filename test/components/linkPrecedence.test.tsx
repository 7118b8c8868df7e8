// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  CategoryNav,
  ContentList,
  LanguageSwitcher,
  Pagination,
  TagList,
} from 'content-delivery-react';
import type { AnchorHTMLAttributes } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockClient, wrapperFor } from './setup.js';

/** Shows the router's current location, so a test can see where a link click went. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** React Router's `Link` takes `to`; the library's links give `href` (the documented adapter). */
function RouterLink({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link to={href} {...props} />;
}

function titles(container: HTMLElement): (string | null)[] {
  return Array.from(container.querySelectorAll('.cdr-card-title'), (node) => node.textContent);
}

// One rule for every navigation control: with an href it is a link that gets both the
// href and the onClick (as router links do); a handler alone makes a button.
describe('links and handlers', () => {
  it('an uncontrolled ContentList with getPageHref follows a click on a React Router page link', async () => {
    const { client } = mockClient();
    const onPageChange = vi.fn();
    const { container } = render(
      <MemoryRouter initialEntries={['/en']}>
        <ContentList
          lang="en"
          pageSize={3}
          getPageHref={(page) => `/en?page=${page}`}
          onPageChange={onPageChange}
        />
        <Location />
      </MemoryRouter>,
      { wrapper: wrapperFor(client, { linkComponent: RouterLink }) },
    );
    await waitFor(() => expect(titles(container)).toHaveLength(3));
    const firstTitles = titles(container);
    const pageTwo = screen.getByRole('link', { name: 'Page 2' });
    expect(pageTwo.getAttribute('href')).toBe('/en?page=2');

    fireEvent.click(pageTwo);

    // The router navigated, the list paged, and the app heard about it.
    expect(screen.getByTestId('location').textContent).toBe('/en?page=2');
    expect(onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    await waitFor(() => expect(titles(container)).not.toEqual(firstTitles));
  });

  it('Pagination links call onPageChange, except for clicks that open the link elsewhere', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageSize={10}
        totalCount={50}
        getPageHref={(page) => `#page-${page}`}
        onPageChange={onPageChange}
      />,
    );
    const pageThree = screen.getByRole('link', { name: 'Page 3' });
    fireEvent.click(pageThree, { ctrlKey: true });
    fireEvent.click(pageThree, { button: 1 });
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.click(pageThree);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);
    // The current page is a link that calls nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('TagList: onSelect with getTagHref makes links that call it; onSelect alone makes buttons', () => {
    const onSelect = vi.fn();
    const { rerender, container } = render(
      <TagList
        tags={['gear', 'how-to']}
        getTagHref={(tag) => `/tags/${tag}`}
        onSelect={onSelect}
      />,
    );
    const link = screen.getByRole('link', { name: 'how-to' });
    expect(link.getAttribute('href')).toBe('/tags/how-to');
    fireEvent.click(link);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('how-to');

    rerender(<TagList tags={['gear', 'how-to']} onSelect={onSelect} />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'gear' }));
    expect(onSelect).toHaveBeenLastCalledWith('gear');

    rerender(<TagList tags={['gear']} />);
    expect(screen.getByRole('link', { name: 'gear' }).getAttribute('href')).toBe('/t/gear');
  });

  it('CategoryNav: onSelect with getCategoryHref makes links that call it', async () => {
    const { client } = mockClient();
    const onSelect = vi.fn();
    const { container } = render(
      <CategoryNav getCategoryHref={(category) => `/topics/${category.id}`} onSelect={onSelect} />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(container.querySelectorAll('.cdr-category a')).toHaveLength(6));
    expect(container.querySelectorAll('.cdr-category button')).toHaveLength(0);
    const first = container.querySelector('.cdr-category a') as HTMLAnchorElement;
    expect(first.getAttribute('href')).toMatch(/^\/topics\//);
    fireEvent.click(first);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: first.getAttribute('href')?.slice('/topics/'.length) }),
    );
  });

  it('LanguageSwitcher: onChange with getLanguageHref makes links that call it', () => {
    const onChange = vi.fn();
    render(
      <LanguageSwitcher
        languages={['en', 'de']}
        value="en"
        getLanguageHref={(language) => `/${language}`}
        onChange={onChange}
      />,
    );
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/de');
    fireEvent.click(german);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('de', undefined);
  });
});
