// @vitest-environment jsdom
// ContentUiProvider merges its settings once per change (useMemo): a change of any of them must
// still reach the components on the next render, e.g. an app switching its UI language.
import { render } from '@testing-library/react';
import { ContentUiProvider, type ContentUiProviderProps, TagList } from 'content-delivery-react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';

function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a data-app-link="" {...props} />;
}

function Page(settings: ContentUiProviderProps) {
  return (
    <ContentUiProvider {...settings}>
      <TagList tags={['gear']} />
    </ContentUiProvider>
  );
}

describe('ContentUiProvider', () => {
  it('applies changed labels, routes and link component on the next render', () => {
    const { container, rerender } = render(<Page />);
    const link = () => container.querySelector('a');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Tags');
    expect(link()?.getAttribute('href')).toBe('/t/gear');
    expect(link()?.hasAttribute('data-app-link')).toBe(false);

    rerender(<Page labels={{ tags: 'Schlagwörter' }} />);
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Schlagwörter');

    rerender(
      <Page labels={{ tags: 'Schlagwörter' }} routes={{ getTagHref: (tag) => `/de/t/${tag}` }} />,
    );
    expect(link()?.getAttribute('href')).toBe('/de/t/gear');

    rerender(<Page linkComponent={AppLink} />);
    expect(link()?.hasAttribute('data-app-link')).toBe(true);
    // Back to the default label and route: nothing of the earlier settings is kept.
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Tags');
    expect(link()?.getAttribute('href')).toBe('/t/gear');
  });
});
