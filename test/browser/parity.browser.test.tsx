import { act } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { parityBodies } from '../fixtures/parity/parityBodies.js';

// Invariant: the server and the browser build the same tree. Each body is rendered by a real
// server (Node, jsdom sanitizer: serverRenders.globalSetup.ts), parsed by Chromium as a page
// would, and hydrated; the browser's own render must give the same DOM.

const serverRenders = inject('serverRenders');

/** The DOM Chromium's parser builds from `html`, serialized. */
function parsed(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

/**
 * The tree under `node` as text: elements with their attributes in name order (React sets an
 * image's `src` last, the parser in source order), adjacent text joined (the server separates
 * React text nodes with `<!-- -->`), comments left out, and without the `useId` value, which
 * differs between a server render and a fresh client root.
 */
function tree(node: Node): string {
  let result = '';
  for (const child of node.childNodes) {
    if (child instanceof Text) result += JSON.stringify(child.data).slice(1, -1);
    if (!(child instanceof Element)) continue;
    const attributes = child
      .getAttributeNames()
      .filter((name) => name !== 'data-content-body')
      .sort()
      .map((name) => ` ${name}="${child.getAttribute(name)}"`)
      .join('');
    result += `<${child.localName}${attributes}>${tree(child)}</${child.localName}>`;
  }
  return result;
}

function parsedTree(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return tree(box);
}

/**
 * What React logged as errors, less its development check that an `<rt>` or `<rp>` is not
 * inside an element the parser would close for it (`li`, `p`, `rt`, …). That check leaves out
 * that the parser does so only with a `<ruby>` open: `<rt><li><rt>` stays as written, and
 * hydrates (the DOM is compared below). Random bodies build such nesting.
 */
function errorsLogged(consoleError: { mock: { calls: unknown[][] } }): unknown[][] {
  return consoleError.mock.calls.filter(
    ([message, tag]) =>
      !(
        typeof message === 'string' &&
        message.startsWith('In HTML, %s cannot be a child of <%s>') &&
        (tag === '<rt>' || tag === '<rp>')
      ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('ContentBody on HTML the parser repairs', () => {
  it('has a server render for every body', () => {
    expect(Object.keys(serverRenders).sort()).toEqual(parityBodies.map(({ name }) => name).sort());
  });

  for (const { name, html, knownDivergence } of parityBodies) {
    const test = knownDivergence === undefined ? it : it.fails;
    test(`hydrates the server render without a mismatch: ${name}`, async () => {
      const serverHtml = serverRenders[name] ?? '';
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
      expect(errorsLogged(consoleError)).toEqual([]);
      // Hydration kept the server DOM as Chromium parsed it: nothing was patched or re-rendered.
      expect(container.innerHTML).toBe(parsed(serverHtml));
      act(() => root.unmount());
    });

    test(`renders in the browser alone what the server rendered: ${name}`, async () => {
      const serverHtml = serverRenders[name] ?? '';
      const container = document.createElement('div');
      document.body.append(container);
      const consoleError = vi.spyOn(console, 'error');
      const root = createRoot(container);
      await act(async () => root.render(<ContentBody html={html} />));
      expect(errorsLogged(consoleError)).toEqual([]);
      // Built with DOM calls, not parsed: equal only when the tree has nesting the parser keeps.
      expect(tree(container)).toBe(parsedTree(serverHtml));
      act(() => root.unmount());
    });
  }
});
