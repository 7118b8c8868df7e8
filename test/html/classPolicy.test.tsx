// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

function bodyOf(element: React.ReactElement): Element | null {
  return render(element).container.querySelector('[data-slot="content-body"]');
}

describe('ContentBody class policy', () => {
  it("drops every class by default, the page's and the library's own", () => {
    const body = bodyOf(
      <ContentBody html='<div class="fixed inset-0 z-50">cover</div><p class="cdr-visually-hidden">hidden</p>' />,
    );
    expect(body?.querySelectorAll('[class]')).toHaveLength(0);
    expect(body?.textContent).toBe('coverhidden');
  });

  it('keeps only the classes the policy lists', () => {
    const body = bodyOf(
      <ContentBody
        html='<p class="note fixed  warning cdr-visually-hidden">x</p><p class="fixed">y</p>'
        policy={{ allowClasses: ['note', 'warning'] }}
      />,
    );
    expect(body?.innerHTML).toBe('<p class="note warning">x</p><p>y</p>');
  });

  it('renders again when only allowClasses changes (the cache keys on it)', () => {
    const html = '<p class="note">x</p>';
    const { container, rerender } = render(<ContentBody html={html} />);
    expect(container.querySelector('p')?.className).toBe('');
    rerender(<ContentBody html={html} policy={{ allowClasses: ['note'] }} />);
    expect(container.querySelector('p')?.className).toBe('note');
    rerender(<ContentBody html={html} policy={{ allowClasses: [] }} />);
    expect(container.querySelector('p')?.className).toBe('');
  });
});
