import { render } from '@testing-library/react';
import { ContentBody, type SanitizePolicy } from 'content-delivery-react';
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clickAll,
  installNavigationGuard,
  installSpies,
  sleep,
  unsafeMarkup,
} from './xss-helpers.js';

const spies = installSpies();
installNavigationGuard();

afterEach(() => {
  DOMPurify.removeAllHooks();
  DOMPurify.clearConfig();
});

const hostile = [
  '<p>isolation</p>',
  '<script>__xss()</script>',
  '<img src=x onerror=__xss()>',
  '<a href="javascript:__xss()">j</a>',
  '<a href="unknown-proto:x">u</a>',
  '<p onclick=__xss()>p</p>',
  '<svg onload=__xss()></svg>',
].join('');

// Distinct policy objects (same default rules), so the second render cannot come from the result cache.
const before: SanitizePolicy = {};
const after: SanitizePolicy = {};

describe('host isolation (2 directions)', () => {
  it("1 hostile body: the host's DOMPurify config and hooks do not change ContentBody's output", async () => {
    const baseline = render(<ContentBody html={hostile} policy={before} />);
    // The body's own markup (the wrapper carries a per-render useId).
    const expected = baseline.container.firstElementChild?.innerHTML;
    expect(expected).toContain('isolation');
    baseline.unmount();

    DOMPurify.setConfig({ ADD_TAGS: ['script'], ALLOW_UNKNOWN_PROTOCOLS: true });
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      data.forceKeepAttr = true;
    });
    // The host's instance is really changed: it now keeps scripts and event handlers.
    expect(DOMPurify.sanitize('<p>a</p><script>x()</script>')).toContain('<script>');
    expect(DOMPurify.sanitize('<p onclick="x()">a</p>')).toContain('onclick');

    const { container } = render(<ContentBody html={hostile} policy={after} />);
    expect(container.firstElementChild?.innerHTML).toBe(expected);
    expect(unsafeMarkup(container)).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="unknown-proto"]')).toBeNull();
    expect(container.textContent).toContain('isolation');
    clickAll(container);
    await sleep(300);
    expect(spies.calls).toEqual([]);
  });

  it("2 host sanitizations after ContentBody ran: none of our hooks leak onto the host's DOMPurify", () => {
    render(<ContentBody html={'<a href="https://x.test" target="_blank">x</a><p id="z">z</p>'} />);
    DOMPurify.removeAllHooks();
    DOMPurify.clearConfig();

    const link = DOMPurify.sanitize('<a href="https://x.test" target="_blank">x</a>');
    expect(link).not.toContain('noopener');
    expect(link).not.toContain('rel=');
    const paragraph = DOMPurify.sanitize('<p id="y">');
    expect(paragraph).toContain('id="y"');
    expect(paragraph).not.toContain('user-content-');
  });
});
