// @vitest-environment jsdom
// The browser's sanitizer loads on first need, in a chunk of its own (src/html/currentSanitizer.ts).
// Each test takes fresh modules (the setup file has loaded the sanitizer into the shared ones)
// and holds the chunk's import behind a gate, to see the page while it loads: a client render
// shows the body's text, a hydration keeps the server's HTML, and a chunk that fails leaves text.
import type { ContentEvent } from 'content-delivery-react/client';
import { type ReactElement, type TableHTMLAttributes, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setServerSanitizer } from '../../src/html/currentSanitizer.js';
import { ContentBody } from '../../src/index.js';
import { createServerSanitizer } from '../../src/server/index.js';
import { loadedMachinePoll } from '../helpers/loadedMachine.js';

const sanitizerModule = '../../src/html/createSanitizer.js';

const body =
  '<h2>Packing</h2><p>Take <b>water</b> and <a href="https://example.com/map">a map</a>.</p>' +
  '<img src="x" onerror="globalThis.lazyRan = true"><table><tbody><tr><td>Day 1</td></tr></tbody></table>';

/** The chunk's import, held until `release()` (or failing, for `failing`). */
function holdSanitizerChunk(failing = false) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = { count: 0 };
  vi.doMock(sanitizerModule, async (importOriginal) => {
    requested.count += 1;
    await released;
    if (failing) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  return { release, requested };
}

/** The library, React and ReactDOM as a page that has not loaded the sanitizer yet meets them. */
async function freshPage() {
  vi.resetModules();
  const React = await import('react');
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const library = await import('../../src/index.js');
  return { React, createRoot, hydrateRoot, library };
}

function mount(html = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  vi.doUnmock(sanitizerModule);
  document.body.replaceChildren();
  Reflect.deleteProperty(globalThis, 'lazyRan');
});

// The last test leaves its fresh modules with a sanitizer that failed to load. Where test files
// share a worker (Stryker's runs), the next file would meet them and render every body as text:
// drop them, so the next file's setup loads the sanitizer into modules of its own.
afterAll(() => {
  vi.resetModules();
});

describe('ContentBody while the browser loads its sanitizer', () => {
  it('shows the body as text, busy, then the sanitized body once the chunk is there', async () => {
    const chunk = holdSanitizerChunk();
    const { React, createRoot, library } = await freshPage();
    const container = mount();
    const root = createRoot(container);
    root.render(React.createElement(library.ContentBody, { html: body, className: 'prose' }));

    await vi.waitFor(() => {
      expect(container.querySelector('[data-slot="content-body"]')).not.toBeNull();
    }, loadedMachinePoll);
    const loading = container.querySelector('[data-slot="content-body"]');
    expect(loading?.getAttribute('data-state')).toBe('loading');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(loading?.className).toBe('cdr-content-body prose');
    expect(loading?.textContent).toContain('Take water and a map');
    // Text only: none of the body's elements, so nothing of it can run.
    expect(loading?.children).toHaveLength(0);
    expect(chunk.requested.count).toBe(1);

    chunk.release();
    await vi.waitFor(() => {
      expect(container.querySelector('[data-state="sanitized"]')).not.toBeNull();
    }, loadedMachinePoll);
    expect(container.querySelector('b')?.textContent).toBe('water');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/map');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(chunk.requested.count).toBe(1);
    root.unmount();
  });

  it("keeps the server's HTML while hydrating, then hydrates it without a mismatch", async () => {
    const effects: string[] = [];
    /** A mapped table whose effect runs only once the body has hydrated. */
    function HydratedTable(props: TableHTMLAttributes<HTMLTableElement>) {
      useEffect(() => {
        effects.push('hydrated');
      }, []);
      return <table {...props} />;
    }
    const page = (Body: typeof ContentBody, Table: typeof HydratedTable): ReactElement => (
      <main>
        <h1>Trip</h1>
        <Body html={body} headingAnchors components={{ table: Table }} />
      </main>
    );
    // The server's HTML, rendered as a server does: no window, the server sanitizer.
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    setServerSanitizer(createServerSanitizer());
    const serverHtml = renderToString(page(ContentBody, HydratedTable));
    setServerSanitizer(undefined);
    vi.unstubAllGlobals();
    expect(serverHtml).toContain('data-state="sanitized"');

    const chunk = holdSanitizerChunk();
    const { React, hydrateRoot, library } = await freshPage();
    /** The same component with the fresh React's `useEffect`. */
    function FreshTable(props: TableHTMLAttributes<HTMLTableElement>) {
      React.useEffect(() => {
        effects.push('hydrated');
      }, []);
      return React.createElement('table', props);
    }
    const container = mount(serverHtml);
    const before = container.innerHTML;
    const recoverable: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = hydrateRoot(container, page(library.ContentBody, FreshTable), {
      onRecoverableError: (error) => recoverable.push(error),
    });

    await vi.waitFor(() => expect(chunk.requested.count).toBe(1), loadedMachinePoll);
    // Let React get to the body and suspend on it before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe(before);
    expect(effects).toEqual([]);

    chunk.release();
    await vi.waitFor(() => expect(effects).toEqual(['hydrated']), loadedMachinePoll);
    expect(container.innerHTML).toBe(before);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
  });

  it('renders text, says so and tells onEvent when the chunk cannot be loaded; nothing of the body runs', async () => {
    const chunk = holdSanitizerChunk(true);
    const { React, createRoot, library } = await freshPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events: ContentEvent[] = [];
    const container = mount();
    const root = createRoot(container);
    root.render(
      React.createElement(library.ContentBody, {
        html: body,
        onEvent: (event) => events.push(event),
      }),
    );
    chunk.release();

    await vi.waitFor(() => {
      expect(container.querySelector('[data-state="text"]')).not.toBeNull();
    }, loadedMachinePoll);
    const text = container.querySelector('[data-state="text"]');
    expect(text?.textContent).toContain('Take water and a map');
    expect(text?.children).toHaveLength(0);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'body-refused', reason: 'sanitizer-failed' }),
    );
    expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringMatching(/^\[ContentBody\] the browser's sanitizer could not be loaded/),
    );
    expect(Reflect.get(globalThis, 'lazyRan')).toBeUndefined();
    warn.mockRestore();
    root.unmount();
  });
});
