import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from '../helpers/loadedMachine.js';

declare global {
  interface Window {
    __xss?: () => void;
  }
}

/** What ran: every call of `alert`, `confirm`, `prompt` and the `__xss()` marker. */
export interface Spies {
  calls: string[];
}

/** Replaces `alert`, `confirm`, `prompt` and defines `window.__xss` before each test; restores after. */
export function installSpies(): Spies {
  const spies: Spies = { calls: [] };
  const original = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
  beforeEach(() => {
    spies.calls.length = 0;
    window.alert = (message?: unknown) => {
      spies.calls.push(`alert(${String(message)})`);
    };
    window.confirm = (message?: string) => {
      spies.calls.push(`confirm(${String(message)})`);
      return false;
    };
    window.prompt = (message?: string) => {
      spies.calls.push(`prompt(${String(message)})`);
      return null;
    };
    window.__xss = () => {
      spies.calls.push('__xss()');
    };
  });
  afterEach(() => {
    window.alert = original.alert;
    window.confirm = original.confirm;
    window.prompt = original.prompt;
    delete window.__xss;
  });
  return spies;
}

export interface NavigationGuard {
  /** Every navigation a click or submit would have started (http(s) ones are prevented, so the runner stays). */
  attempts: string[];
}

/**
 * Watches clicks and submits during each test. Links to `http:`/`https:` are prevented
 * (the test page must stay); anything else (`javascript:`, …) is recorded and left alone,
 * so that script would really run and the spies would see it.
 */
export function installNavigationGuard(): NavigationGuard {
  const guard: NavigationGuard = { attempts: [] };
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a, area');
    if (!(link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement)) return;
    if (!link.hasAttribute('href')) return;
    guard.attempts.push(link.href);
    if (/^https?:$/.test(new URL(link.href).protocol)) event.preventDefault();
  };
  const onSubmit = (event: Event) => {
    guard.attempts.push(
      `submit:${event.target instanceof HTMLFormElement ? event.target.action : ''}`,
    );
    event.preventDefault();
  };
  beforeEach(() => {
    guard.attempts.length = 0;
    window.addEventListener('click', onClick);
    window.addEventListener('submit', onSubmit);
  });
  afterEach(() => {
    window.removeEventListener('click', onClick);
    window.removeEventListener('submit', onSubmit);
  });
  return guard;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true or `timeout` ms passed (a loaded machine's bound by default). */
export async function poll(
  check: () => boolean,
  timeout = LOADED_MACHINE_RENDER_TIMEOUT_MS,
): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(20);
  }
  return check();
}

const forbiddenTags = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'style',
  'noscript',
  'template',
  'portal',
]);

const urlAttributes = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
  'data',
  'codebase',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'icon',
]);

// Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const ignored = /[\u0000-\u0020\u007f-\u009f]/g;
const safeDataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/;

function unsafeUrl(value: string): boolean {
  const url = value.replace(ignored, '').toLowerCase();
  if (/^(?:javascript|vbscript|livescript):/.test(url)) return true;
  return url.startsWith('data:') && !safeDataImage.test(url);
}

/** Everything under `root` that could run script or load a forbidden URL; empty when clean. */
export function unsafeMarkup(root: Element): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (forbiddenTags.has(tag)) problems.push(`<${tag}> element`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} on <${tag}>`);
      if (!urlAttributes.has(name)) continue;
      const values = name === 'srcset' ? attribute.value.split(/,\s*/) : [attribute.value];
      if (values.some(unsafeUrl)) problems.push(`${name}="${attribute.value}" on <${tag}>`);
    }
  }
  return problems;
}

/** Clicks every link, area, button, label and summary under `root`. */
export function clickAll(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('a, area, button, label, summary'))) {
    if (element instanceof HTMLElement) element.click();
  }
}

export interface Case {
  name: string;
  html: string;
}

export interface CheckOptions {
  spies: Spies;
  /** Click everything clickable after rendering. */
  click?: boolean;
  /** Resolves when the rendered cases are complete (e.g. a list has loaded). */
  ready?: (container: HTMLElement, cases: readonly Case[]) => Promise<void>;
  /** How long deferred script (image errors, animations) gets to run. @default 300 */
  settle?: number;
}

/**
 * Renders all cases at once, each in its own `<section data-case>`, waits, then reports
 * unsafe markup per case; when a spy fired, renders the cases one by one to name the culprit.
 */
export async function checkCases(
  cases: readonly Case[],
  renderCases: (cases: readonly Case[]) => ReactElement,
  options: CheckOptions,
): Promise<string[]> {
  const settle = options.settle ?? 300;
  const failures: string[] = [];
  const run = async (subset: readonly Case[], audit: boolean): Promise<boolean> => {
    const before = options.spies.calls.length;
    const { container, unmount } = render(renderCases(subset));
    await options.ready?.(container, subset);
    if (options.click) clickAll(container);
    await sleep(settle);
    if (audit) {
      for (const section of Array.from(container.querySelectorAll('section[data-case]'))) {
        const name = section.getAttribute('data-case') ?? '?';
        for (const problem of unsafeMarkup(section)) failures.push(`${name}: ${problem}`);
      }
    }
    unmount();
    await sleep(0);
    return options.spies.calls.length > before;
  };
  if (await run(cases, true)) {
    for (const one of cases) {
      if (await run([one], false))
        failures.push(`${one.name}: script ran (${options.spies.calls.join(', ')})`);
    }
    if (!failures.some((failure) => failure.includes('script ran'))) {
      failures.push(`script ran in the batch: ${options.spies.calls.join(', ')}`);
    }
  }
  return failures;
}

/** The self-test's control: raw HTML without any sanitizer, exactly what must never reach the page. */
export function RawHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the self-test proves the spies catch unsanitized HTML.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Splits `values` into batches of `size`. */
export function batches<T>(values: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += size)
    result.push(values.slice(start, start + size));
  return result;
}
