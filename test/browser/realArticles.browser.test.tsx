// Real articles from the web (test/fixtures/articles) and the media and embed cases, rendered
// on a real server (realArticles.globalSetup.ts), parsed by Chromium and hydrated: no mismatch,
// nothing patched. Then rendered by the browser alone (DOMPurify on Chromium's parser): the
// same tree, sanitized (not text), with at least 99 % of the words and every http(s) link and
// image of the original.
import { act } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { fidelity } from '../helpers/articleFidelity.js';

const bodies = inject('realBodies');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The DOM Chromium's parser builds from `html`, serialized. */
function parsed(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

describe('real articles, media and embeds in Chromium', () => {
  it('has the corpus and the cases', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(110);
  });

  for (const { name, html, serverHtml } of bodies) {
    it(`hydrates the server render without a mismatch: ${name}`, async () => {
      expect(serverHtml).toContain('data-state="sanitized"');
      const container = document.createElement('div');
      container.innerHTML = serverHtml;
      document.body.append(container);
      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error');
      const root = await act(async () =>
        hydrateRoot(container, <ContentBody html={html} />, {
          onRecoverableError: (error) => recoverable.push(error),
        }),
      );
      expect(recoverable).toEqual([]);
      expect(consoleError.mock.calls).toEqual([]);
      expect(container.innerHTML).toBe(parsed(serverHtml));
      act(() => root.unmount());
    });

    it(`renders in the browser alone, keeping the content: ${name}`, async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () => root.render(<ContentBody html={html} />));
      const body = container.firstElementChild;
      expect(body?.getAttribute('data-state')).toBe('sanitized');
      const kept = fidelity(html, container.innerHTML);
      expect(kept.words).toBeGreaterThanOrEqual(0.99);
      expect(kept.lostLinks).toEqual([]);
      expect(kept.lostImages).toEqual([]);
      // Nothing the page runs: no script, no handler, no iframe the policy did not allow.
      expect(container.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
      act(() => root.unmount());
    });
  }
});
