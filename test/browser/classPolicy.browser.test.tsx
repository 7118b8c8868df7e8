import { render } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import 'content-delivery-react/styles.css';

// Layout in Chromium with the library's stylesheet loaded and a host utility class defined:
// classes from content must neither cover the page nor hide the article's text.

const hostStyles = document.createElement('style');
hostStyles.textContent = '.fixed{position:fixed}.inset-0{inset:0}.z-50{z-index:50}';
document.head.append(hostStyles);

describe('ContentBody classes from content', () => {
  it('cannot cover the host page with its utility classes', () => {
    const { container } = render(
      <>
        <header>Site header</header>
        <ContentBody html='<div class="fixed inset-0 z-50" style="background:red">overlay</div>' />
      </>,
    );
    const header = container.querySelector('header');
    const rect = header?.getBoundingClientRect();
    const topmost = document.elementFromPoint((rect?.left ?? 0) + 2, (rect?.top ?? 0) + 2);
    expect(topmost).toBe(header);
    expect(getComputedStyle(container.querySelector('div div') ?? document.body).position).toBe(
      'static',
    );
  });

  it("cannot hide its text with the library's cdr-visually-hidden", () => {
    const { container } = render(
      <ContentBody html='<p class="cdr-visually-hidden">readable text, long enough to wrap</p>' />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.getBoundingClientRect().width).toBeGreaterThan(50);
    expect(getComputedStyle(paragraph ?? document.body).position).toBe('static');
  });

  it('keeps a class the policy allows, so a site can opt in', () => {
    const { container } = render(
      <ContentBody html='<p class="fixed">x</p>' policy={{ allowClasses: ['fixed'] }} />,
    );
    expect(getComputedStyle(container.querySelector('p') ?? document.body).position).toBe('fixed');
  });
});
