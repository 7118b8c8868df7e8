// The default server sanitizer (`#server-sanitizer` under the `node` condition): created on
// first use, where it is used, once and reused; an installed one wins. No import creates or
// registers anything. (Without jsdom: defaultServerSanitizerWithoutJsdom.test.tsx.)
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Fresh modules for this file, so "first use" means first use here even when test files share
// a worker (mutation testing runs them that way): the sanitizer created on first use lives in
// module state, which another file's render would already have set.
vi.resetModules();
const { ContentBody } = await import('content-delivery-react');
const { installServerSanitizer, uninstallServerSanitizer } = await import(
  'content-delivery-react/server'
);
const { currentSanitizer } = await import('../../src/html/currentSanitizer.js');
const { createServerSanitizer } = await import('../../src/server/createServerSanitizer.js');

// The real createServerSanitizer, counted.
vi.mock('../../src/server/createServerSanitizer.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/createServerSanitizer.js')>();
  return {
    ...actual,
    createServerSanitizer: vi.fn(actual.createServerSanitizer),
  };
});

afterEach(() => {
  uninstallServerSanitizer();
});

describe('the server sanitizer created on first use', () => {
  // First in this file: nothing has needed a server sanitizer yet.
  it('is created once, on first use, and reused', () => {
    expect(createServerSanitizer).not.toHaveBeenCalled();
    const first = renderToString(<ContentBody html="<h2>One</h2><script>x</script>" />);
    const second = renderToString(<ContentBody html="<h2>Two</h2>" />);
    expect(first).toContain('data-state="sanitized"');
    expect(first).toContain('<h2>One</h2>');
    expect(first).not.toContain('<script');
    expect(second).toContain('<h2>Two</h2>');
    expect(createServerSanitizer).toHaveBeenCalledTimes(1);
    expect(currentSanitizer()).toBe(vi.mocked(createServerSanitizer).mock.results[0]?.value);
  });

  it('an installed sanitizer wins: no default one is created', () => {
    const calls = vi.mocked(createServerSanitizer).mock.calls.length;
    const installed = createServerSanitizer();
    installServerSanitizer(installed);
    expect(renderToString(<ContentBody html="<p>x</p>" />)).toContain('data-state="sanitized"');
    expect(currentSanitizer()).toBe(installed);
    expect(createServerSanitizer).toHaveBeenCalledTimes(calls + 1);
  });
});
