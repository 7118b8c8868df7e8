// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient, wrapperFor } from './setup.js';

/**
 * An IntersectionObserver the test drives: jsdom has none, and a real one would need
 * layout. `intersect()` tells every observer that its targets scrolled into view.
 */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static active(): ControlledObserver[] {
    return ControlledObserver.instances.filter((observer) => !observer.disconnected);
  }

  static intersect() {
    for (const observer of ControlledObserver.active()) {
      const entries = [...observer.targets].map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  ControlledObserver.instances = [];
});

function cardCount(container: HTMLElement): number {
  return container.querySelectorAll('.cdr-card').length;
}

describe('ContentList variant="infinite"', () => {
  it('loads the next page when the sentinel scrolls into view, and stops observing after the last page', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { client, failing } = mockClient();
    const { totalCount } = await client.getContentByTag('acme-outdoor', 'gear', { pageSize: 1 });
    // The demo tag `gear` fills three pages of 10, the last one partly.
    expect(totalCount).toBe(25);
    failing.requests = 0;
    const { container } = render(<ContentList tag="gear" pageSize={10} variant="infinite" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(10));
    const sentinel = container.querySelector('.cdr-list-sentinel');
    expect(sentinel).not.toBeNull();
    expect(ControlledObserver.active()).toHaveLength(1);
    expect([...(ControlledObserver.active()[0]?.targets ?? [])]).toEqual([sentinel]);
    expect(failing.requests).toBe(1);

    act(() => ControlledObserver.intersect());
    await waitFor(() => expect(cardCount(container)).toBe(20));
    expect(failing.requests).toBe(2);

    act(() => ControlledObserver.intersect());
    await waitFor(() => expect(cardCount(container)).toBe(25));
    expect(failing.requests).toBe(3);
    // The last page is loaded: no sentinel, no observer left, no more requests.
    await waitFor(() => expect(container.querySelector('.cdr-list-sentinel')).toBeNull());
    expect(ControlledObserver.active()).toHaveLength(0);
    expect(container.querySelector('.cdr-load-more')).toBeNull();
    act(() => ControlledObserver.intersect());
    expect(failing.requests).toBe(3);
  });

  it('does not cancel and re-request a page that is loading when the sentinel reports again', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { client, failing } = mockClient();
    const { container } = render(<ContentList tag="gear" pageSize={3} variant="infinite" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3));
    act(() => {
      ControlledObserver.intersect();
      ControlledObserver.intersect();
      ControlledObserver.intersect();
    });
    await waitFor(() => expect(cardCount(container)).toBe(6));
    expect(failing.requests).toBe(2);
  });

  it('in the reader language, reveals pageSize more groups per report, with no request', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { client, failing } = mockClient();
    const { container } = render(
      <ContentList tag="gear" preferredLanguages={['de']} pageSize={4} variant="infinite" />,
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(cardCount(container)).toBe(4));
    // The one walk of the tag (25 items, 100 a request).
    expect(failing.requests).toBe(1);
    act(() => ControlledObserver.intersect());
    // 8 translation groups in all.
    expect(cardCount(container)).toBe(8);
    expect(container.querySelector('.cdr-list-sentinel')).toBeNull();
    expect(ControlledObserver.active()).toHaveLength(0);
    expect(failing.requests).toBe(1);
  });
});
