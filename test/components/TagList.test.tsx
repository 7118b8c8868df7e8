// @vitest-environment jsdom
// The client TagList marks the active tag the way each kind of control announces it: a link is
// the current page (`aria-current`), a toggle button is pressed (`aria-pressed`); the list item
// carries `data-active=""` for styling either way.
import { render } from '@testing-library/react';
import { TagList } from 'content-delivery-react';
import { describe, expect, it, vi } from 'vitest';

const tags = ['gear', 'running', 'trail'];

/** Each tag's control (link or button): its text, `aria-current`, `aria-pressed`, and its item's `data-active`. */
function marks(container: HTMLElement) {
  return Array.from(container.querySelectorAll('.cdr-tag'), (item) => {
    const control = item.firstElementChild;
    return [
      control?.textContent,
      control?.getAttribute('aria-current') ?? null,
      control?.getAttribute('aria-pressed') ?? null,
      item.getAttribute('data-active'),
    ];
  });
}

describe('TagList (client component)', () => {
  it('marks the active tag link as the current page', () => {
    const { container } = render(<TagList tags={tags} activeTag="running" />);
    expect(container.querySelectorAll('a')).toHaveLength(3);
    expect(marks(container)).toEqual([
      ['gear', null, null, null],
      ['running', 'page', null, ''],
      ['trail', null, null, null],
    ]);
  });

  it('marks the active tag button as pressed, and the others as not pressed', () => {
    const { container } = render(<TagList tags={tags} activeTag="running" onSelect={vi.fn()} />);
    expect(container.querySelectorAll('button')).toHaveLength(3);
    expect(marks(container)).toEqual([
      ['gear', null, 'false', null],
      ['running', null, 'true', ''],
      ['trail', null, 'false', null],
    ]);
  });

  it('presses no button without an active tag', () => {
    const { container } = render(<TagList tags={tags} onSelect={vi.fn()} />);
    expect(marks(container).map(([, , pressed, active]) => [pressed, active])).toEqual([
      ['false', null],
      ['false', null],
      ['false', null],
    ]);
  });
});
