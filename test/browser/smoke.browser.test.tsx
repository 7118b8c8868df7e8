import { render } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { expect, it } from 'vitest';

it('runs in real Chromium', () => {
  const { container } = render(<ContentBody html="<p>Hello <b>browser</b></p>" />);
  expect(navigator.userAgent).toMatch(/Chrome/);
  expect(container.querySelector('b')?.textContent).toBe('browser');
});
