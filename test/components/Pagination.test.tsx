// @vitest-environment jsdom
// Every control of the client Pagination as a styling or assistive technology reads it: the
// element, its text and name, and the attributes that mark the current page and the ends.
import { render } from '@testing-library/react';
import { Pagination } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

/** Each entry of the bar: its element, text, accessible name and state attributes. */
function controls(container: HTMLElement) {
  return [...container.querySelectorAll('li')].map((entry) => {
    const control = entry.firstElementChild;
    return {
      entry: entry.className,
      hidden: entry.getAttribute('aria-hidden'),
      element: control?.tagName.toLowerCase() ?? null,
      text: entry.textContent,
      label: control?.getAttribute('aria-label') ?? null,
      href: control?.getAttribute('href') ?? null,
      current: control?.getAttribute('aria-current') ?? null,
      active: control?.getAttribute('data-active') ?? null,
      disabled: control?.getAttribute('aria-disabled') ?? null,
    };
  });
}

const none = { hidden: null, label: null, href: null, current: null, active: null, disabled: null };

describe('Pagination', () => {
  it('marks the current page with aria-current and an empty data-active, and only it', () => {
    const { container } = render(
      <Pagination
        page={1}
        pageSize={10}
        totalCount={70}
        siblingCount={0}
        labels={{ page: 'Seite {page}', previousPage: 'Zurück', nextPage: 'Weiter' }}
        getPageHref={(page) => `?page=${page}`}
      />,
    );
    const page = (number: number) => ({
      ...none,
      entry: 'cdr-pagination-page',
      element: 'a',
      text: String(number),
      label: `Seite ${number}`,
      href: `?page=${number}`,
    });
    expect(controls(container)).toEqual([
      {
        ...none,
        entry: 'cdr-pagination-previous',
        element: 'span',
        text: 'Zurück',
        disabled: 'true',
      },
      { ...page(1), current: 'page', active: '' },
      page(2),
      page(3),
      { ...none, entry: 'cdr-pagination-ellipsis', hidden: 'true', element: null, text: '…' },
      page(7),
      {
        ...none,
        entry: 'cdr-pagination-next',
        element: 'a',
        text: 'Weiter',
        label: 'Weiter',
        href: '?page=2',
      },
    ]);
  });
});
