import { createContentClient } from 'content-delivery-react/client';
import { createLlmsTxt } from 'content-delivery-react/discovery';
import {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from 'content-delivery-react/mock';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { clientOn, readStream, site, siteUrl } from './site.js';

const brandId = 'acme-outdoor';

function nodesOf(tree: Nodes): Nodes[] {
  const all: Nodes[] = [tree];
  if ('children' in tree) for (const child of tree.children) all.push(...nodesOf(child));
  return all;
}

describe('createLlmsTxt', () => {
  it('lists the published items of one language by category, each linking to its Markdown version', async () => {
    const { client } = clientOn();
    const text = (
      await readStream(
        await createLlmsTxt({
          client,
          brandId,
          lang: 'de',
          title: 'Acme Outdoor',
          summary: 'Outdoor stories,\nguides and reviews.',
          details: 'First paragraph.\n\nSecond paragraph.',
          ...site,
        }),
      )
    ).text;
    expect(
      text.startsWith(
        '# Acme Outdoor\n\n> Outdoor stories, guides and reviews.\n\nFirst paragraph.\n\nSecond paragraph.\n',
      ),
    ).toBe(true);
    const tree = fromMarkdown(text);
    const brand = createDemoDataset().brands.find((candidate) => candidate.id === brandId);
    const published = (brand?.items ?? []).filter(
      (item) =>
        item.language === 'de' && item.status === 'Published' && item.publishedDate !== null,
    );
    // One section per category that has such items, in the order of the brand's categories.
    const sections = tree.children.flatMap((node) =>
      node.type === 'heading' && node.depth === 2
        ? [node.children.map((child) => ('value' in child ? child.value : '')).join('')]
        : [],
    );
    const categoryOrder = (brand?.categories ?? []).map((category) => category.id);
    const expectedSections = categoryOrder
      .filter((id) => published.some((item) => item.categoryId === id))
      .map((id) => published.find((item) => item.categoryId === id)?.category);
    expect(sections).toEqual(expectedSections);
    // Every published German item once, as a link to `<page>.md` with its title.
    const links = nodesOf(tree).flatMap((node) => (node.type === 'link' ? [node] : []));
    expect(links.map((link) => link.url).sort()).toEqual(
      published.map((item) => `${siteUrl}/articles/${encodeURIComponent(item.slug)}.md`).sort(),
    );
    // One tight list per section: items follow each other with no blank line.
    const lists = tree.children.filter((node) => node.type === 'list');
    expect(lists).toHaveLength(sections.length);
    expect(lists.every((list) => list.type === 'list' && list.spread === false)).toBe(true);
  });

  it('keeps every hostile title and description on its own line and inside its link', async () => {
    const category = createMockCategory({ id: 'news', name: '## Not\na heading' });
    const hostile = '](javascript:alert(1)) <script>x</script>\n\n# heading\n- item \u0001 \ud800';
    const items = [
      createMockContentItem({
        slug: 'a',
        categoryId: 'news',
        category: '## Not\na heading',
        status: 'Published',
        title: hostile,
        description: hostile,
      }),
      createMockContentItem({
        slug: '__proto__',
        categoryId: 'news',
        category: '## Not\na heading',
        status: 'Published',
      }),
      createMockContentItem({ slug: 'draft', categoryId: 'news', status: 'Draft' }),
      // Published with no publication date: not public yet, so never listed.
      createMockContentItem({
        slug: 'undated',
        categoryId: 'news',
        status: 'Published',
        publishedDate: null,
      }),
    ];
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items })]),
    );
    const text = (
      await readStream(
        await createLlmsTxt({ client, brandId: 'b', lang: 'en', title: '# T\nx', ...site }),
      )
    ).text;
    const tree = fromMarkdown(text);
    const nodes = nodesOf(tree);
    expect(
      nodes
        .filter((node) => node.type === 'heading')
        .map((node) => node.type === 'heading' && node.depth),
    ).toEqual([1, 2]);
    expect(nodes.filter((node) => node.type === 'html')).toEqual([]);
    const links = nodes.flatMap((node) => (node.type === 'link' ? [node.url] : []));
    expect(links).toEqual([`${siteUrl}/articles/a.md`, `${siteUrl}/articles/__proto__.md`]);
    expect(nodes.filter((node) => node.type === 'listItem')).toHaveLength(2);
  });

  it('uses getMarkdownHref when given, leaving out what it refuses, and rejects a client without a brand index', async () => {
    const { client } = clientOn();
    const text = (
      await readStream(
        await createLlmsTxt({
          client,
          brandId,
          lang: 'en',
          title: 'T',
          ...site,
          getMarkdownHref: (item) =>
            item.slug.startsWith('h') ? `/md/${item.slug}` : 'https://elsewhere.example/x.md',
        }),
      )
    ).text;
    const links = nodesOf(fromMarkdown(text)).flatMap((node) =>
      node.type === 'link' ? [node.url] : [],
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((url) => url.startsWith(`${siteUrl}/md/h`))).toBe(true);
    const browserLike = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    await expect(
      createLlmsTxt({ client: browserLike, brandId, lang: 'en', title: 'T', ...site }),
    ).rejects.toThrow(/brand index/);
  });
});

describe('createLlmsTxt text', () => {
  it('writes the exact llms.txt: trimmed one-line values, no empty summary or paragraph, "- " items, ": " only before a description', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const items = [
      createMockContentItem({
        slug: 'a',
        categoryId: 'news',
        category: 'News',
        status: 'Published',
        title: '  First\n\n  story  ',
        description: ' What  it\tsays. ',
      }),
      createMockContentItem({
        slug: 'b',
        categoryId: 'news',
        category: 'News',
        status: 'Published',
        title: 'Second',
        description: ' \n ',
      }),
    ];
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items })]),
    );
    const text = (
      await readStream(
        await createLlmsTxt({
          client,
          brandId: 'b',
          lang: 'en',
          title: ' The  site ',
          summary: ' \n ',
          details: ' \n\nOne\n  \nTwo\n \n\n',
          ...site,
        }),
      )
    ).text;
    expect(text).toBe(
      [
        '# The site',
        '',
        'One',
        '',
        'Two',
        '',
        '## News',
        '',
        `- [First story](${siteUrl}/articles/a.md): What it says.`,
        `- [Second](${siteUrl}/articles/b.md)`,
        '',
      ].join('\n'),
    );
    // With no summary and no details, the categories follow the title.
    const bare = (
      await readStream(
        await createLlmsTxt({ client, brandId: 'b', lang: 'en', title: 'T', ...site }),
      )
    ).text;
    expect(bare.startsWith('# T\n\n## News\n\n- [')).toBe(true);
  });
});
