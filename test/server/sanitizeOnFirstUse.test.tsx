// The server sanitizer created on first use (the `node` and `react-server` entries register
// jsdom's): created once and reused, an installed one wins, a failing factory gives text with
// one development error and is never tried again.
import { ContentBody } from 'content-delivery-react';
import {
  createServerSanitizer,
  installServerSanitizer,
  uninstallServerSanitizer,
} from 'content-delivery-react/server';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSanitizer, setServerSanitizerFactory } from '../../src/html/sanitizerRegistry.js';

afterEach(() => {
  uninstallServerSanitizer();
  setServerSanitizerFactory(undefined);
  vi.restoreAllMocks();
});

describe('the server sanitizer created on first use', () => {
  it('is created once, on first use, and reused', () => {
    const factory = vi.fn(() => createServerSanitizer());
    setServerSanitizerFactory(factory);
    expect(factory).not.toHaveBeenCalled();
    const first = renderToString(<ContentBody html="<h2>One</h2><script>x</script>" />);
    const second = renderToString(<ContentBody html="<h2>Two</h2>" />);
    expect(first).toContain('data-state="sanitized"');
    expect(first).toContain('<h2>One</h2>');
    expect(first).not.toContain('<script');
    expect(second).toContain('<h2>Two</h2>');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(currentSanitizer()).toBe(factory.mock.results[0]?.value);
  });

  it('an installed sanitizer wins: the factory is never called', () => {
    const installed = installServerSanitizer();
    const factory = vi.fn(() => createServerSanitizer());
    setServerSanitizerFactory(factory);
    expect(renderToString(<ContentBody html="<p>x</p>" />)).toContain('data-state="sanitized"');
    expect(currentSanitizer()).toBe(installed);
    expect(factory).not.toHaveBeenCalled();
  });

  it('a failing factory (no jsdom) gives text, one development error, and no retry', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const factory = vi.fn(() => {
      throw new Error('[createServerSanitizer] jsdom is not installed: npm install jsdom.');
    });
    setServerSanitizerFactory(factory);
    const first = renderToString(<ContentBody html="<p>One<script>x</script></p>" />);
    const second = renderToString(<ContentBody html="<p>Two</p>" />);
    expect(first).toContain('data-state="text"');
    expect(first).not.toContain('<script');
    expect(second).toContain('Two');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('jsdom is not installed');
  });
});
