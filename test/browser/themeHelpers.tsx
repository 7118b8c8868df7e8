import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  ContentArticle,
  ContentDeliveryProvider,
  type ContentItem,
  ContentList,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { cdp } from 'vitest/browser';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from '../helpers/loadedMachine.js';

// Shared by the theme tests: the components on a host page, the OS colour scheme, and WCAG
// contrast computed from what Chromium resolved.

export const BRAND = 'acme-outdoor';

/** The palette's text and surface colours as Chromium reports them. */
export const palette = {
  light: { text: 'rgb(29, 31, 35)', surface: 'rgb(245, 246, 248)' },
  dark: { text: 'rgb(232, 234, 238)', surface: 'rgb(30, 33, 39)' },
} as const;

/** Sets what `prefers-color-scheme` answers in this page (Chromium's DevTools protocol). */
export async function emulateOsColorScheme(scheme: 'light' | 'dark'): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: scheme }],
  });
  // The emulation is the premise of the OS-dark tests: fail loudly if it did not take.
  expect(matchMedia('(prefers-color-scheme: dark)').matches).toBe(scheme === 'dark');
}

/** An English demo article with a link in its body, fetched from the mock. */
export async function articleWithLink(): Promise<ContentItem> {
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch: createMockFetch() });
  const { data } = await client.getContentByLanguage(BRAND, 'en', { page: 1, pageSize: 50 });
  const item = data.find((candidate) => candidate.content.includes('<a '));
  if (item === undefined) throw new Error('no demo article with a link');
  return item;
}

function provide(fetch: ReturnType<typeof createMockFetch>, children: ReactNode) {
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
  return (
    <ContentDeliveryProvider client={client} brandId={BRAND} queryClient={new QueryClient()}>
      {children}
    </ContentDeliveryProvider>
  );
}

/** A list (heading, cards, pagination), an article and a list that failed, on the mock. */
function Showcase({ article }: { article: ContentItem }) {
  return (
    <>
      {provide(createMockFetch(), <ContentList tag="gear" pageSize={3} heading="Gear" />)}
      <ContentArticle item={article} />
      {provide(
        createMockFetch({ failureRate: 1, failureStatus: 503 }),
        <ContentList tag="gear" heading="Failing" />,
      )}
    </>
  );
}

/** Renders the showcase inside `host` (the host page's markup) and waits for the data. */
export async function renderInside(host: HTMLElement, article: ContentItem): Promise<HTMLElement> {
  if (!host.isConnected) document.body.append(host);
  render(<Showcase article={article} />, { container: host });
  const untilRendered = { timeout: LOADED_MACHINE_RENDER_TIMEOUT_MS };
  await expect.poll(() => host.querySelectorAll('.cdr-card').length, untilRendered).toBe(3);
  await expect.poll(() => host.querySelector('.cdr-list-error'), untilRendered).not.toBeNull();
  return host;
}

/** A div with the given attributes, painted with the theme's page background as a host page is. */
export function hostDiv(attributes: Record<string, string> = {}): HTMLDivElement {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  div.style.background = 'var(--cdr-background)';
  return div;
}

type Rgba = readonly [number, number, number, number];

function parseColor(value: string): Rgba {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (match === null) throw new Error(`unexpected computed colour ${value}`);
  const [, r, g, b, a] = match;
  return [Number(r), Number(g), Number(b), a === undefined ? 1 : Number(a)];
}

/** The colour behind an element: the nearest opaque background, else the (light) canvas. */
function backgroundOf(element: Element): Rgba {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const color = parseColor(getComputedStyle(node).backgroundColor);
    if (color[3] === 1) return color;
    if (color[3] !== 0) throw new Error(`translucent background on ${node.className}`);
  }
  return [255, 255, 255, 1];
}

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
}

/** WCAG contrast ratio of an element's text against what is behind it. */
export function contrastOf(element: Element): number {
  const foreground = parseColor(getComputedStyle(element).color);
  if (foreground[3] !== 1) throw new Error(`translucent text on ${element.className}`);
  const [lighter, darker] = [luminance(foreground), luminance(backgroundOf(element))].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** What a reader must be able to read, by selector (the first match is measured). */
export const readableParts = [
  '.cdr-list-heading',
  '.cdr-card-title a',
  '.cdr-card-description',
  '.cdr-card-meta',
  '.cdr-pagination-control:not([aria-current]):not([aria-disabled="true"])',
  '.cdr-pagination-control[aria-current="page"]',
  '.cdr-article-title',
  '.cdr-article-meta',
  '.cdr-article-body p',
  '.cdr-article-body a',
  '.cdr-list-error p',
  '.cdr-retry',
] as const;
