import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav, ContentList, Pagination, TagList } from 'content-delivery-react';
import type { CSSProperties, ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';

/** What a host page paints behind the components: the theme's own page background. */
const page: CSSProperties = { background: 'var(--cdr-background)', padding: '1rem' };

/** The reader's language: each article once, in English (as on a real site). */
const reader = ['en'];

/** The themed parts side by side: a list (heading, cards, pages), navigation, tags, an error. */
function Sampler() {
  return (
    <>
      <CategoryNav activeCategoryId="hiking" />
      <TagList tags={['gear', 'how-to', 'camping']} activeTag="gear" getTagHref={tagHref} />
      <ContentList tag="gear" preferredLanguages={reader} pageSize={3} heading="Gear" />
      <Pagination
        aria-label="Pages of search results"
        page={2}
        pageSize={10}
        totalCount={50}
        getPageHref={pageHref}
      />
      <ContentList
        tag="gear"
        brandId="no-such-brand"
        preferredLanguages={reader}
        heading="A list that failed"
      />
    </>
  );
}
const tagHref = (tag: string) => `?tag=${encodeURIComponent(tag)}`;
const pageHref = (number: number) => `?page=${number}`;

/** A host page region with the given theme markers. */
function Host(props: {
  children: ReactNode;
  className?: string;
  theme?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={props.className} data-theme={props.theme} style={{ ...page, ...props.style }}>
      {props.children}
    </div>
  );
}

const meta = {
  title: 'Components/Themes',
  render: () => <Sampler />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the list has loaded and the failing list shows its error. */
async function loaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(3));
  const languages = Array.from(canvasElement.querySelectorAll('.cdr-card'), (card) =>
    card.getAttribute('lang'),
  );
  await expect(languages).toEqual(['en', 'en', 'en']);
  await within(canvasElement).findByRole('alert');
}

/** The text colour the list heading was painted with. */
function headingColor(root: Element) {
  const heading = root.querySelector('.cdr-list-heading');
  return heading === null ? '' : getComputedStyle(heading).color;
}

/** Every themed part in light (the toolbar's Theme switches the wrapper's `data-theme`). */
export const Light: Story = { play: ({ canvasElement }) => loaded(canvasElement) };

/** Every themed part in dark, including pagination, navigation and the error state. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ({ canvasElement }) => loaded(canvasElement),
};

/** `class="dark"` on an ancestor, as Tailwind and next-themes set it. */
export const DarkClass: Story = {
  render: () => (
    <Host className="dark">
      <Sampler />
    </Host>
  ),
  play: ({ canvasElement }) => loaded(canvasElement),
};

/** A page that declares `color-scheme: dark` needs no marker. */
export const PageColorSchemeDark: Story = {
  render: () => (
    <Host style={{ colorScheme: 'dark' }}>
      <Sampler />
    </Host>
  ),
  play: ({ canvasElement }) => loaded(canvasElement),
};

/** `data-theme="light"` on a nearer ancestor wins over the dark page around it. */
export const NestedLightInsideDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <ContentList tag="how-to" preferredLanguages={reader} pageSize={2} heading="Dark page" />
      <Host theme="light">
        <ContentList tag="gear" preferredLanguages={reader} pageSize={50} heading="Light section" />
      </Host>
    </>
  ),
  play: async ({ canvasElement }) => {
    const lists = () => Array.from(canvasElement.querySelectorAll('.cdr-list'));
    await waitFor(() =>
      expect(lists().map((list) => list.querySelectorAll('.cdr-card').length > 0)).toEqual([
        true,
        true,
      ]),
    );
    const [outer, inner] = lists();
    const cardLanguages = new Set(
      Array.from(canvasElement.querySelectorAll('.cdr-card'), (card) => card.getAttribute('lang')),
    );
    await expect([...cardLanguages]).toEqual(['en']);
    await expect(outer && headingColor(outer)).toBe('rgb(232, 234, 238)');
    await expect(inner && headingColor(inner)).toBe('rgb(29, 31, 35)');
  },
};
