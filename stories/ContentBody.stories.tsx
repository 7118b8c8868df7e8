import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentBody, type ContentItem, type SanitizePolicy } from 'content-delivery-react';
import type { AnchorHTMLAttributes } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL, findDemoItem } from './demo.js';

type Loaded = { item: ContentItem };

const meta = {
  title: 'Components/ContentBody',
  component: ContentBody,
  parameters: { content: { withoutProvider: true } },
  args: { html: '' },
  loaders: [
    async () => ({
      item: await findDemoItem((item) => item.language === 'en' && item.content.includes('<table')),
    }),
  ],
  render: (args, { loaded }) => (
    <ContentBody {...args} html={args.html || (loaded as Loaded).item.content} />
  ),
} satisfies Meta<typeof ContentBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// The image is a demo image the mock serves (through MSW in Storybook), so what is left of the
// <img> after sanitizing shows as a picture, not as a broken-image icon.
const hostile = `<p>Text before.</p>
<script>alert('script')</script>
<img src="${DEMO_BASE_URL}/demo-images/acme-outdoor/lake-hostile-image.svg" alt="A lake" width="240" onerror="alert('onerror')">
<a href="javascript:alert('link')">javascript: link</a>
<a href="https://example.com" target="_blank">new tab without rel</a>
<iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="password"></form>
<p style="position:fixed;inset:0;background:red">Overlay attempt</p>
<svg onload="alert('svg')"><circle r="4"></circle></svg>
<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('mxss')>`;

/** The raw source next to what ContentBody renders from it. */
export const HostileHtmlSideBySide: Story = {
  args: { html: hostile },
  render: (args) => (
    // The site's font (the stylesheet's `--cdr-font`): ContentBody inherits the page's font.
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
        gap: '1rem',
        fontFamily: 'var(--cdr-font)',
      }}
    >
      <section aria-labelledby="raw-heading">
        <h2 id="raw-heading">Raw HTML from the service</h2>
        <pre
          style={{
            whiteSpace: 'pre-wrap',
            background: 'var(--cdr-surface)',
            border: '1px solid var(--cdr-border)',
            borderRadius: 'var(--cdr-radius)',
            padding: '0.75rem',
            fontSize: '0.85rem',
          }}
        >
          <code>{args.html}</code>
        </pre>
      </section>
      <section aria-labelledby="safe-heading">
        <h2 id="safe-heading">Rendered by ContentBody</h2>
        <ContentBody html={args.html} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rendered = canvasElement.querySelector('[data-slot="content-body"]');
    await expect(
      rendered?.querySelector('script, iframe, form, svg, [onerror], [style]'),
    ).toBeNull();
    await expect(
      within(rendered as HTMLElement)
        .getByText('new tab without rel')
        .getAttribute('rel'),
    ).toBe('noopener noreferrer');
    // No broken image: every picture that survives sanitizing has loaded.
    const images = [...(rendered?.querySelectorAll('img') ?? [])];
    await expect(images.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
    );
  },
};

function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} data-router-link="" style={{ textDecorationStyle: 'dotted' }} />;
}

export const CustomLinkComponent: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a[data-router-link]')).not.toBeNull();
  },
};

const shifted: SanitizePolicy = {
  headingOffset: 1,
  rewriteLink: (href) => href.replace(/^\/en\//, '/articles/'),
};

/** Headings shifted one level down and internal links rewritten to the site's routes. */
export const PolicyOptions: Story = {
  args: {
    policy: shifted,
    html: '<h1>Title in the body</h1><p>See <a href="/en/wax-your-hiking-boots">boot care</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).not.toBeNull();
    await expect(canvasElement.querySelector('a')?.getAttribute('href')).toBe(
      '/articles/wax-your-hiking-boots',
    );
  },
};

// Nothing here loads from a video host: the player becomes a link card, and the video has
// `preload="none"` (the mock serves no video; its poster is a demo image).
const media = `<p>Watch the tour:</p>
<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Pitching the tent in three minutes" allowfullscreen></iframe>
<video controls muted playsinline preload="none" poster="${DEMO_BASE_URL}/demo-images/acme-outdoor/lake-hostile-image.svg" width="320"><source src="${DEMO_BASE_URL}/demo-videos/tour.mp4" type="video/mp4"></video>
<pre><code class="language-js">const tent = pitch({ poles: 2 });</code></pre>`;

/**
 * Media a reader can use and embeds that are not lost: the YouTube player becomes a card linking
 * to the video's page (no request to YouTube until clicked), the video keeps its controls, the
 * code block its language class.
 */
export const MediaAndEmbeds: Story = {
  args: { html: media },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('a.cdr-embed');
    await expect(card?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await expect(card?.textContent).toBe('Pitching the tent in three minutes');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('video')?.controls).toBe(true);
    await expect(canvasElement.querySelector('code')?.className).toBe('language-js');
  },
};

/** An Arabic article's body on an Arabic page (`dir="rtl"`): its paragraphs run right to left. */
export const RightToLeft: Story = {
  loaders: [
    async () => ({
      item: await findDemoItem((item) => item.language === 'ar' && item.content.includes('<p')),
    }),
  ],
  render: (args, { loaded }) => (
    <div lang="ar" dir="rtl">
      <ContentBody {...args} html={args.html || (loaded as Loaded).item.content} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('.cdr-content-body p');
    await expect(paragraph).not.toBeNull();
    await expect(paragraph && getComputedStyle(paragraph).direction).toBe('rtl');
  },
};

/** Dark theme: the table's rules in the dark theme's border colour. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const cell = canvasElement.querySelector('.cdr-content-body td');
    await expect(cell).not.toBeNull();
    await expect(cell && getComputedStyle(cell).borderTopColor).toBe('rgb(53, 58, 68)');
  },
};
