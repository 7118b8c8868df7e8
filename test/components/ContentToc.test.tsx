// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import {
  ContentArticle,
  type ContentArticleProps,
  ContentBody,
  type ContentItem,
  ContentToc,
  type ContentTocProps,
  ContentUiProvider,
  textDirection,
} from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { axeViolations, demoItem } from './setup.js';

/** The hrefs of the table of contents and the ids of the body's headings, in order. */
function linksAndHeadings(container: HTMLElement) {
  const hrefs = Array.from(container.querySelectorAll('.cdr-toc a'), (link) =>
    link.getAttribute('href'),
  );
  const ids = Array.from(
    container.querySelectorAll('[data-slot="content-body"] :is(h2, h3, h4, h5, h6)'),
    (heading) => `#${heading.id}`,
  );
  return { hrefs, ids };
}

/**
 * The composition apps write: a `ContentToc` beside a `ContentArticle` with heading anchors,
 * in the item's language and direction (the article sets its own; the TOC is outside it).
 */
function ArticleWithToc({
  item,
  toc,
  article,
}: {
  item: ContentItem;
  toc?: Omit<ContentTocProps, 'html'>;
  article?: Omit<ContentArticleProps, 'item'>;
}) {
  return (
    <div lang={item.language} dir={textDirection(item.language)}>
      <ContentToc html={item.content} {...toc} />
      <ContentArticle item={item} headingAnchors {...article} />
    </div>
  );
}

describe('ContentToc beside a ContentArticle with headingAnchors', () => {
  it('links every listed heading to the id the body gives it', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.content.length > 15_000,
    );
    const { container } = render(<ArticleWithToc item={item} toc={{ depth: 6 }} />);
    const { hrefs, ids } = linksAndHeadings(container);
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs).toEqual(ids);
    expect(hrefs).toContain('#section-1-choosing-the-right-route');
    for (const href of hrefs) {
      expect(container.querySelector(`[id="${href?.slice(1)}"]`)).not.toBeNull();
    }
    // Where the app puts it (here before the article), named by its visible title.
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav.nextElementSibling?.localName).toBe('article');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('matches the ids under any title level, and with the article’s policy and prefix passed on', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    // With `keepIds`, the content's own `doc-gear` takes that id: the headings `-2` and `-3`.
    const item: ContentItem = {
      ...base,
      content: '<h2 id="doc-gear">Old</h2><h2>Gear</h2><h3>Gear</h3><h2>Food</h2>',
    };
    const levels = render(<ArticleWithToc item={item} article={{ headingLevel: 3 }} />);
    expect(linksAndHeadings(levels.container).hrefs).toEqual(
      linksAndHeadings(levels.container).ids,
    );
    expect(levels.container.querySelector('[data-slot="content-body"] h4')).not.toBeNull();
    levels.unmount();

    const policy = { keepIds: true };
    const { container } = render(
      <ArticleWithToc
        item={item}
        toc={{ policy, prefix: 'doc-' }}
        article={{ policy, headingAnchors: { prefix: 'doc-' } }}
      />,
    );
    const { hrefs, ids } = linksAndHeadings(container);
    expect(hrefs).toEqual(['#doc-old', '#doc-gear-2', '#doc-gear-3', '#doc-food']);
    expect(hrefs).toEqual(ids);
  });

  it('nests subsections in lists under their section', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.content.length > 15_000,
    );
    render(<ArticleWithToc item={item} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const route = within(nav).getByRole('link', { name: '1. Choosing the right route' });
    const nested = route.closest('li')?.querySelector('ol');
    expect(
      within(nested ?? document.createElement('ol')).getByRole('link', {
        name: 'Questions to ask before you commit',
      }),
    ).toBeTruthy();
  });

  it('gives German and Arabic headings ids in their own script, right to left for Arabic', async () => {
    const german = await demoItem(
      (entry) => entry.language === 'de' && entry.content.includes('Schritt für Schritt'),
    );
    const { container, unmount } = render(<ArticleWithToc item={german} />);
    expect(linksAndHeadings(container).hrefs).toContain('#section-schritt-für-schritt');
    unmount();
    const arabic = await demoItem(
      (entry) => entry.language === 'ar' && entry.content.includes('خطوة بخطوة'),
    );
    const rtl = render(<ArticleWithToc item={arabic} toc={{ trackActive: true }} />);
    const { hrefs, ids } = linksAndHeadings(rtl.container);
    expect(hrefs).toContain('#section-خطوة-بخطوة');
    expect(hrefs).toEqual(ids);
    const nav = rtl.container.querySelector('nav.cdr-toc');
    expect(nav?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(rtl.container)).toEqual([]);
  });

  it('adds section links, named from the labels, after each heading, not inside it', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.content.length > 15_000,
    );
    const { container } = render(
      <ArticleWithToc item={item} article={{ headingAnchors: { selfLink: true } }} />,
    );
    const heading = screen.getByRole('heading', { name: '1. Choosing the right route' });
    expect(heading.querySelector('a')).toBeNull();
    const link = screen.getByRole('link', {
      name: 'Link to this section: 1. Choosing the right route',
    });
    expect(link.getAttribute('href')).toBe(`#${heading.id}`);
    expect(link.previousElementSibling).toBe(heading);
    // The table of contents lists the heading's text only.
    expect(
      within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link', {
        name: '1. Choosing the right route',
      }),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders no table of contents for a body without headings', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    const item: ContentItem = { ...base, content: '<p>Just a paragraph.</p>' };
    const { container } = render(<ArticleWithToc item={item} />);
    expect(container.querySelector('.cdr-toc')).toBeNull();
  });
});

describe('ContentBody headingAnchors', () => {
  it('keeps a heading’s own id on an empty span inside it, so content links still reach it', () => {
    const { container } = render(
      <ContentBody
        html='<p><a href="#gear">Jump</a></p><h2 id="gear">Gear</h2><h2>Gear</h2>'
        headingAnchors
      />,
    );
    const [first, second] = Array.from(container.querySelectorAll('h2'));
    expect(first?.id).toBe('section-gear');
    expect(second?.id).toBe('section-gear-2');
    expect(first?.firstElementChild?.id).toBe('user-content-gear');
    expect(first?.firstElementChild?.textContent).toBe('');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#user-content-gear');
    expect(first?.textContent).toBe('Gear');
  });

  it('gives no ids without it, and the same ids with a prefix', () => {
    const html = '<h2>Gear</h2>';
    const plain = render(<ContentBody html={html} />);
    expect(plain.container.querySelector('h2')?.hasAttribute('id')).toBe(false);
    plain.unmount();
    const prefixed = render(<ContentBody html={html} headingAnchors={{ prefix: 'toc-' }} />);
    expect(prefixed.container.querySelector('h2')?.id).toBe('toc-gear');
  });

  it('puts no section link inside a link or a summary (nested interactive)', async () => {
    const { container } = render(
      <ContentBody
        html='<a href="/x"><h2>In a link</h2></a><details><summary><h2>In a summary</h2></summary>x</details><h2>Free</h2>'
        headingAnchors={{ selfLink: true }}
      />,
    );
    expect(Array.from(container.querySelectorAll('h2'), (heading) => heading.id)).toEqual([
      'section-in-a-link',
      'section-in-a-summary',
      'section-free',
    ]);
    expect(
      Array.from(container.querySelectorAll('.cdr-heading-anchor'), (link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['#section-free']);
    expect(container.querySelector('a a, summary a')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names section links from the provider’s labels, keeping `$&` in a heading as written', () => {
    render(
      <ContentUiProvider labels={{ sectionLink: 'Link zu „{heading}“' }}>
        <ContentBody html={'<h2>Preise in $&amp;€</h2>'} headingAnchors={{ selfLink: true }} />
      </ContentUiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Link zu „Preise in $&€“' })).toBeTruthy();
  });
});

describe('ContentToc', () => {
  it('lists the text of headings, never their markup, as plain hash links', () => {
    const { container } = render(
      <ContentToc
        html={
          '<h2>Safe <img src=x onerror="window.__pwned=1" alt="pic"><b>bold</b></h2><h3>&lt;script&gt;</h3>'
        }
      />,
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual(['Safe picbold', '<script>']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#section-safe-picbold',
      '#section-script',
    ]);
    expect(container.querySelector('img, b, script, [onerror]')).toBeNull();
  });

  it('renders given entries, with its own labels, and nothing for none', () => {
    const { container, unmount } = render(
      <ContentToc
        entries={[{ id: 'a', text: 'A', level: 2, children: [] }]}
        labels={{ tableOfContents: 'Inhalt' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeTruthy();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#a');
    unmount();
    const empty = render(<ContentToc html="<p>none</p>" />);
    expect(empty.container.innerHTML).toBe('');
  });

  it('marks nothing active where IntersectionObserver is missing', () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    const { container } = render(
      <>
        <ContentToc html="<h2>A</h2><h2>B</h2>" trackActive />
        <ContentBody html="<h2>A</h2><h2>B</h2>" headingAnchors />
      </>,
    );
    expect(container.querySelectorAll('a')).toHaveLength(2);
    expect(container.querySelector('[aria-current], [data-active]')).toBeNull();
  });
});
