// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldService } from './heldService.js';
import {
  RecordingIntersectionObserver,
  reportVisibility,
} from './recordingIntersectionObserver.js';
import { wrapperFor } from './setup.js';

afterEach(() => {
  RecordingIntersectionObserver.created = [];
  vi.unstubAllGlobals();
});

const cardCount = (container: HTMLElement) => container.querySelectorAll('.cdr-card').length;

describe('ContentList variant="load-more"', () => {
  it('shows "Loading…" on a disabled, busy button while the page loads, then focuses the first new item', async () => {
    const { client, hold, release } = heldService();
    const { container } = render(<ContentList tag="gear" pageSize={2} variant="load-more" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2));
    hold();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // The list renders at least once with the old items before the page arrives: focus waits for it.
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(cardCount(container)).toBe(2);
    act(() => release());
    await waitFor(() => expect(cardCount(container)).toBe(4));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('2'), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveProperty('disabled', false);
  });

  it('never observes scrolling, even where IntersectionObserver exists', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    const { client, service } = heldService();
    const { container } = render(<ContentList tag="gear" pageSize={2} variant="load-more" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(2));
    expect(container.querySelector('.cdr-list-sentinel')).toBeNull();
    expect(RecordingIntersectionObserver.created).toHaveLength(0);
    expect(service.paths.length).toBe(1);
  });
});

describe('ContentList variant="infinite"', () => {
  it('loads nothing on a report that the end of the list is out of view', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    const { client, service } = heldService();
    const { container } = render(<ContentList tag="gear" pageSize={3} variant="infinite" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3));
    reportVisibility(false);
    // Give a wrongly started load every chance to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service.paths.length).toBe(1);
    expect(cardCount(container)).toBe(3);
    reportVisibility(true);
    await waitFor(() => expect(cardCount(container)).toBe(6));
    expect(service.paths.length).toBe(2);
  });

  it('loads the next page when the end of the list came into view since the last report', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    const { client, service } = heldService();
    const { container } = render(<ContentList tag="gear" pageSize={3} variant="infinite" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3));
    // Out of view, then in view: the sentinel stays in view, so no later report would come.
    reportVisibility(false, true);
    await waitFor(() => expect(cardCount(container)).toBe(6));
    expect(service.paths.length).toBe(2);
  });

  it('stops observing when loading more fails, until Retry loads the page', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
    const { client, service, hold, release } = heldService();
    const { container } = render(<ContentList tag="gear" pageSize={3} variant="infinite" />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(cardCount(container)).toBe(3));
    service.failing = true;
    // Held, so the list shows the page loading before it fails (as over a real network).
    hold();
    reportVisibility(true);
    await screen.findByRole('button', { name: 'Loading…' });
    act(() => release());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    expect(cardCount(container)).toBe(3);
    // No sentinel left to watch (a browser's observer refuses a missing one): scrolling does
    // not hammer a failing service.
    expect(container.querySelector('.cdr-list-sentinel')).toBeNull();
    expect(RecordingIntersectionObserver.live()).toHaveLength(0);
    expect(service.paths.length).toBe(2);
    service.failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardCount(container)).toBe(6));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(RecordingIntersectionObserver.live()).toHaveLength(1);
  });
});
