// Every control the package stylesheet styles is at least 24 × 24 CSS px in Chromium (WCAG 2.5.8,
// target size; Lighthouse's accessibility audit fails a page on it): each story is loaded and
// rendered as Storybook does (its loaders, the providers and theme of .storybook/preview), its
// data awaited, then every link, button and other focusable element inside the components is
// measured. (Not its play function: several measure a layout of Storybook's wider canvas.) Links inside an article's text are exempt, as WCAG
// exempts targets in a sentence; the body's section links (heading anchors) are not.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMockFetch } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.js';
import * as contentArticleStories from '../../stories/ContentArticle.stories.js';
import * as contentBodyStories from '../../stories/ContentBody.stories.js';
import * as contentCardStories from '../../stories/ContentCard.stories.js';
import * as contentListStories from '../../stories/ContentList.stories.js';
import * as contentTocStories from '../../stories/ContentToc.stories.js';
import { demoDataset } from '../../stories/demo.js';
import * as languageSwitcherStories from '../../stories/LanguageSwitcher.stories.js';
import * as navigationStories from '../../stories/Navigation.stories.js';
import * as paginationStories from '../../stories/Pagination.stories.js';
import * as serverComponentsStories from '../../stories/ServerComponents.stories.js';
import * as serverNavigationStories from '../../stories/ServerNavigation.stories.js';
import * as tagListStories from '../../stories/TagList.stories.js';
import * as themingStories from '../../stories/Theming.stories.js';

/** The WCAG 2.5.8 minimum, in CSS px. */
const minimumTarget = 24;

// Before composing: a composed story keeps the project annotations (providers, theme) of then.
// Without Storybook's MSW service worker, which this project does not serve: the mock answers
// through a stubbed `fetch` instead (each test's own).
setProjectAnnotations({ ...preview, loaders: [], beforeEach: [] });

const storyFiles = {
  ContentArticle: composeStories(contentArticleStories),
  ContentBody: composeStories(contentBodyStories),
  ContentCard: composeStories(contentCardStories),
  ContentList: composeStories(contentListStories),
  ContentToc: composeStories(contentTocStories),
  LanguageSwitcher: composeStories(languageSwitcherStories),
  Navigation: composeStories(navigationStories),
  Pagination: composeStories(paginationStories),
  ServerComponents: composeStories(serverComponentsStories),
  ServerNavigation: composeStories(serverNavigationStories),
  TagList: composeStories(tagListStories),
  Theming: composeStories(themingStories),
};

const stories = Object.entries(storyFiles).flatMap(([file, composed]) =>
  Object.entries(composed).map(([name, story]) => ({ label: `${file}/${name}`, story })),
);

/** What a user can click, tap or tab to. */
const interactive =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The components' controls on the page, with their size: every interactive element inside a
 * component's root (`[data-slot]`), except links in the text of an article body.
 */
function measuredControls(): { control: string; width: number; height: number }[] {
  return [...document.querySelectorAll<HTMLElement>(interactive)]
    .filter((element) => element.closest('[data-slot]') !== null)
    .filter(
      (element) =>
        element.closest('.cdr-content-body') === null ||
        element.classList.contains('cdr-heading-anchor'),
    )
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const { width, height } = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      // The element's own class, else its nearest part's (a tag's link: `.cdr-tag`).
      const part = element.closest('[class*="cdr-"]')?.className.split(' ')[0] ?? '';
      return {
        control: `${element.tagName.toLowerCase()} in .${part} "${name.slice(0, 40)}"`,
        width: Math.round(width * 10) / 10,
        height: Math.round(height * 10) / 10,
      };
    });
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** What a story shows while its data loads. */
const stillLoading = '[aria-busy="true"], [data-state="loading"]';
/** Every control measured, named, for the check that each kind of control was met. */
const measured: string[] = [];

describe('target size (WCAG 2.5.8) of every story', () => {
  it.each(stories)('$label: every control is at least 24 × 24 px', async ({ story }) => {
    const mockFetch = createMockFetch({ dataset: demoDataset });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return mockFetch(request.url, { method: request.method, signal: request.signal });
    });
    const Story = story;
    const loaded = await story.load();
    render(<Story loaded={loaded} />);
    // Until the data is shown: nothing loading any more (a story of the loading state stays so).
    await waitFor(() => expect(document.querySelector(stillLoading)).toBeNull()).catch(() => {});
    const controls = measuredControls();
    measured.push(...controls.map(({ control }) => control));
    const tooSmall = controls.filter(
      ({ width, height }) => width < minimumTarget || height < minimumTarget,
    );
    expect(tooSmall).toEqual([]);
  });

  it('measured every kind of control the stylesheet styles', () => {
    const kinds = [
      'cdr-language',
      'cdr-tag',
      'cdr-category',
      'cdr-pagination-control',
      'cdr-load-more',
      'cdr-retry',
      'cdr-toc-link',
      'cdr-heading-anchor',
      'cdr-card-title',
    ];
    expect(kinds.filter((kind) => !measured.some((control) => control.includes(kind)))).toEqual([]);
  });
});
